package game

import (
	"fmt"
	"slices"
	"strings"
)

// Cost modifiers (Rulebook: Paying costs; Glossary: playing a card, step
// 3). A card's cost may be modified while it is being played, and only
// then:
//
//   - by its own text (a ship cheaper for each Borg its player has; a
//     personnel its player may pay one more for, to get an extra effect);
//   - by cards its player has in play (a discount on the turn's first
//     event of some keywords);
//   - by a card already played this turn (a discount on the next card of
//     a species).
//
// They are abilities with `when: play-cost` whose steps include a
// `cost-mod` step. A modification read from information the player would
// not normally have (an opponent's face-down cards) does not lower the
// counters needed to begin playing the card: only what is paid (Rulebook:
// Paying costs — information you would not normally have access to).

// Ability kinds of this file.
const (
	WhenPlayCost = "play-cost" // modifies the cost of a card being played
	WhenPlayHere = "play-here" // lets cards be played where this card is (rules_play_steps.go)
)

// DoCostMod: the card being played is cost +Amount (negative: less);
// with Filter, that much for each card its player commands that Filter
// matches; Limit caps the whole modification.
const DoCostMod = "cost-mod"

// playState is what the play rules remember within a game: cards played
// this turn, pending "next card" modifiers, titles named, what costs moved.
type playState struct {
	next   []nextCost   // "the next X you play this turn is cost N"
	played []playedCard // cards played this turn, in order
	// named: the title each card instance named when it was played.
	named map[int]string
	// numbers: the number each card instance named last (name-number:
	// vocab_name_number.go).
	numbers map[int]int
	// naming: the card naming a title in the name decision pending.
	naming fxCtx
	// paid: the cards the last cost step of a source acted on, for an
	// effect that reads them ("draw cards equal to his cost").
	paid map[int][]int
	// paired: the personnel the last cost step of a source paired a
	// card it discarded with (vocab_discard_unlike.go).
	paired map[int]int
	// discarded: the cards the last discard-top step of a source
	// discarded (vocab_discarded_top.go).
	discarded map[int][]int
	// variant: the card being played -> the optional self cost ability
	// chosen for it (Tebok), read when its play text runs.
	variant map[int]int
	// costSources, hereSources: the instances whose cards modify the cost
	// of other cards or let cards be played where they are.
	costSources, hereSources []int
	// listing: the cost modifiers of other cards, gathered once for the
	// plays listed (see holdCosts).
	listing costsHeld
	// via: another card's optional cost ability chosen for the play
	// weighed or paid; mayCost: how many such abilities the game's cards
	// have (vocab_play_cost_other.go).
	via     otherWay
	mayCost int
	// heldPlays: how many of the game's cards let cards lying on them be
	// played as if in hand (play_held: vocab_play_held.go). Counted with
	// the cost sources, at setup and whenever a card flips (indexCards):
	// the only times a card's definition changes.
	heldPlays int
	// facts: what each instance's definition says about playing it
	// (rules_play_facts.go); sitesNow: the sites read when the plays are
	// not being listed (rules_play_sites.go).
	facts    []playFacts
	factsNow playFacts
	sitesNow siteListing
	// fresh: read every fact and site anew, and take no shortcut of
	// costToPlay or playableHand (the tests of those play each game with
	// and without them).
	fresh bool
	// dest: where the card whose cost is weighed or paid goes, read by
	// the condition playing-with (vocab_playing_with.go); 0: not known.
	dest int
	// spanSources: the cards other than missions whose span_no_quadrant
	// waives the quadrant addition while they are in play.
	spanSources []int
	// reducedID, reducers: the card whose cost payCost last settled and
	// the cards lowering it, for cost-reduced (vocab_drew.go).
	reducedID int
	reducers  []int
}

// costsHeld holds the cards of p's in play that may change the cost of
// p's cards while the plays of a play-and-draw decision are listed, and
// what each changes once known: which sources are p's and active does not
// depend on the card weighed, nor do their conditions and amounts, so
// they are found once, not for every card in hand. A source's condition
// and amount are read when a card it applies to is first weighed (most
// apply to few cards). Nothing changes while the plays are listed.
type costsHeld struct {
	on bool
	p  Player
	// yours: the your-plays modifiers of p's cards (costModifiers);
	// others: the play-cost abilities of p's cards (appendCostMods).
	yours, others []costHeld
	// sites: p's headquarters, read for the first card that asks
	// (rules_play_sites.go).
	sites siteListing
}

type costHeld struct {
	src    int
	of     *Filter
	m      *Modifier // yours
	a      *Ability  // others
	known  bool      // applies and amount are read
	apply  bool
	amount int
}

// holdCosts lists the cost sources of p's cards in play in
// g.plays.listing, and turns it on until dropCosts. Sources must be
// frozen meanwhile.
func (g *Game) holdCosts(p Player) {
	h := &g.plays.listing
	h.on, h.p, h.yours, h.others = true, p, h.yours[:0], h.others[:0]
	h.sites.known = false
	g.eachYourPlaysMod(p, func(src int, m *Modifier) {
		h.yours = append(h.yours, costHeld{src: src, of: m.Of, m: m})
	})
	for _, src := range g.plays.costSources {
		s := g.cards[src]
		if !g.activeSource(src) {
			continue
		}
		for i := range s.Card.Abilities {
			if a := &s.Card.Abilities[i]; a.When == WhenPlayCost && a.On != "self" && !a.May && costReaches(a, s.Controller, p) {
				h.others = append(h.others, costHeld{src: src, of: a.Of, a: a})
			}
		}
	}
}

// yourPlays is how much o, a your-plays modifier, makes p's cards cost,
// and whether it applies now (see costModifiers).
func (g *Game) yourPlays(o *costHeld) (int, bool) {
	if !o.known {
		if o.apply = g.condsHold(o.src, o.m.While); o.apply {
			o.amount = -o.m.Cost * g.amount(o.src, o.m)
		}
		o.known = true
	}
	return o.amount, o.apply
}

// othersCost is how much o, a play-cost ability of another of p's cards,
// makes p's cards cost, and whether it applies now (see
// appendOthersCostMods).
func (g *Game) othersCost(p Player, o *costHeld, id int) (int, bool) {
	if o.a.Cond.has(condCommandNoneSpecies) { // read for the card being played, never held
		ctx := g.ctxFor(p, o.src)
		ctx.subject = id
		if (!o.a.Cond.has(condFirstEachTurn) || !g.playedThisTurn(p, o.a.Of)) && g.abilityHolds(ctx, o.a) {
			return g.costModAmount(p, o.src, o.a)
		}
		return 0, false
	}
	if !o.known {
		a := o.a
		if (!a.Cond.has(condFirstEachTurn) || !g.playedThisTurn(p, a.Of)) && g.abilityHolds(g.ctxFor(p, o.src), a) {
			o.amount, o.apply = g.costModAmount(p, o.src, a)
		}
		o.known = true
	}
	return o.amount, o.apply
}

// dropCosts ends holdCosts.
func (g *Game) dropCosts() { g.plays.listing.on = false }

// heldCosts is what holdCosts gathered for p, or nil.
func (g *Game) heldCosts(p Player) *costsHeld {
	if h := &g.plays.listing; h.on && h.p == p {
		return h
	}
	return nil
}

type nextCost struct {
	p      Player
	src    int
	of     *Filter
	amount int
}

type playedCard struct {
	p  Player
	id int
}

// endTurn forgets what lasts until the end of the turn.
func (s *playState) endTurn() {
	s.next, s.played = s.next[:0], s.played[:0]
}

// costMod is one modification of the cost of a card being played.
type costMod struct {
	src    int
	amount int
	hidden bool
	next   int // index in playState.next, or -1
}

// appendCostMods appends to mods the modifications applying to c as p
// plays it now, with the optional self cost ability variant (-1: none).
// mods may live on the caller's stack (costToPlay is asked for every
// card in hand).
func (g *Game) appendCostMods(mods []costMod, p Player, c *Inst, variant int) []costMod {
	selfCost := g.factsOf(c).selfCost // most cards have none (rules_play_facts.go)
	for i := 0; selfCost && i < len(c.Card.Abilities); i++ {
		a := &c.Card.Abilities[i]
		if a.When != WhenPlayCost || a.On != "self" || (a.May && i != variant) {
			continue
		}
		// "When you play this personnel, if …, she is cost -N": the
		// condition is read as she is played (Gollek, 30V042).
		if len(a.Cond) > 0 && !g.abilityHolds(g.ctxFor(p, c.ID), a) {
			continue
		}
		if n, ok := g.costModAmount(p, c.ID, a); ok {
			mods = append(mods, costMod{src: c.ID, amount: n, hidden: a.Cond.hidden(), next: -1})
		}
	}
	if h := g.heldCosts(p); h != nil {
		for k := range h.others {
			if o := &h.others[k]; o.src != c.ID && o.of.MatchesCard(c.Card) {
				if n, ok := g.othersCost(p, o, c.ID); ok {
					mods = append(mods, costMod{src: o.src, amount: n, hidden: o.a.Cond.hidden(), next: -1})
				}
			}
		}
	} else {
		mods = g.appendOthersCostMods(mods, p, c)
	}
	mods = g.viaMod(mods, p, c) // another card's optional way, if chosen (vocab_play_cost_other.go)
	for i, nc := range g.plays.next {
		if nc.p == p && nc.of.MatchesCard(c.Card) && !slices.ContainsFunc(mods, func(m costMod) bool { return m.next >= 0 && g.plays.next[m.next].src == nc.src }) {
			mods = append(mods, costMod{src: nc.src, amount: nc.amount, next: i})
		}
	}
	return mods
}

// appendOthersCostMods appends the modifications of the play-cost
// abilities of p's other cards in play applying to c (holdCosts gathers
// the same once for every card).
func (g *Game) appendOthersCostMods(mods []costMod, p Player, c *Inst) []costMod {
	for _, src := range g.plays.costSources {
		s := g.cards[src]
		if src == c.ID || !g.activeSource(src) {
			continue
		}
		for i := range s.Card.Abilities {
			a := &s.Card.Abilities[i]
			if a.When != WhenPlayCost || a.On == "self" || a.May || !costReaches(a, s.Controller, p) || !a.Of.MatchesCard(c.Card) {
				continue
			}
			if a.Cond.has(condFirstEachTurn) && g.playedThisTurn(p, a.Of) {
				continue
			}
			ctx := g.ctxFor(p, src)
			ctx.subject = c.ID // the card being played (vocab_cond_species_none.go)
			if !g.abilityHolds(ctx, a) {
				continue
			}
			if n, ok := g.costModAmount(p, src, a); ok {
				mods = append(mods, costMod{src: src, amount: n, hidden: a.Cond.hidden(), next: -1})
			}
		}
	}
	return mods
}

// costReaches reports whether play-cost ability a, of a card its
// controller commands, changes what p pays: the controller's own plays,
// or with on: any every player's ("the first unique Jem'Hadar played
// each turn": Mobilization Points, 33V014).
func costReaches(a *Ability, controller, p Player) bool {
	return controller == p || a.On == "any"
}

// costModAmount sums the cost-mod steps of ability a, of card src, for
// player p. A step with many is that amount times the step's change, read
// for src's side ("cost -1 for each headquarters an opponent commands").
func (g *Game) costModAmount(p Player, src int, a *Ability) (int, bool) {
	total, found := 0, false
	for _, steps := range [2][]Step{a.Cost, a.Effect} { // both, not joined: costs are read for every card in hand
		for i := range steps {
			s := &steps[i]
			if s.Do != DoCostMod {
				continue
			}
			found = true
			n := s.Amount
			if s.Filter != nil {
				n *= g.countCommanded(p, s.Filter)
			}
			if s.Many != nil {
				n *= s.Many.value(g, g.ctxFor(p, src), nil)
			}
			if s.Limit > 0 {
				n = max(-s.Limit, min(s.Limit, n))
			}
			total += n
		}
	}
	return total, found
}

// countCommanded counts the cards p commands in play that f matches and
// p may consider (Glossary: stopped — a stopped card does not count).
func (g *Game) countCommanded(p Player, f *Filter) int {
	n := 0
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Zone != ZMission && c.Controller == p && g.considers(p, c.ID) && g.matches(f, c.ID) {
			n++
		}
	}
	return n
}

// playedThisTurn reports whether p has played a card f matches this turn.
func (g *Game) playedThisTurn(p Player, f *Filter) bool {
	return slices.ContainsFunc(g.plays.played, func(pc playedCard) bool {
		return pc.p == p && f.MatchesCard(g.cards[pc.id].Card)
	})
}

// costToPlay is the cost p must have counters for to play c (variant: the
// optional self cost ability chosen, or -1): the printed cost with every
// modification p can know of; and the cost actually paid, with the
// modifications read from hidden information as well. Neither is below
// zero (Glossary: modifications — zero).
func (g *Game) costToPlay(p Player, c *Inst, variant int) (need, pay int) {
	if h := g.heldCosts(p); h != nil && len(h.others) == 0 && g.plays.via.src == 0 && len(g.plays.next) == 0 && !g.factsOf(c).selfCost && !g.plays.fresh {
		// While the plays are listed, most cards have nothing to list: no
		// ability of their own, no other card's play-cost ability of p's
		// active, no way chosen, no "next card" change (appendCostMods).
		return g.costWith(p, c, nil)
	}
	var buf [4]costMod
	return g.costWith(p, c, g.appendCostMods(buf[:0], p, c, variant))
}

// costWith is costToPlay with the modifications listed (appendCostMods).
func (g *Game) costWith(p Player, c *Inst, mods []costMod) (need, pay int) {
	known, hidden := c.Card.CostValue()-g.costReduction(p, c), 0
	for _, m := range mods {
		if m.hidden {
			hidden += m.amount
		} else {
			known += m.amount
		}
	}
	return max(0, known), max(0, known+hidden)
}

// payCost settles the cost of playing card id: the modifications read
// from hidden information are shown as they apply, and a "next card"
// modification is used up.
func (g *Game) payCost(p Player, id, variant int) int {
	c := g.cards[id]
	var buf [4]costMod
	mods := g.appendCostMods(buf[:0], p, c, variant) // listed once for both
	_, pay := g.costWith(p, c, mods)
	g.noteCostReducers(p, c, mods) // vocab_drew.go
	var used []int
	for _, m := range mods {
		if m.next >= 0 {
			used = append(used, m.next)
		}
		if m.hidden || m.next >= 0 {
			g.emit(Event{Kind: "cost", Player: p, Cards: []int{m.src, id}, Text: fmt.Sprintf("%s: %s is cost %+d.", g.ref(m.src), g.shown(c.ID), m.amount)})
		}
	}
	keep := g.plays.next[:0]
	for i, nc := range g.plays.next {
		if !slices.Contains(used, i) {
			keep = append(keep, nc)
		}
	}
	g.plays.next = keep
	return pay
}

// playVariant is one way to play a card: plainly (ability -1) or with one
// of its optional self cost abilities (Tebok, 7C114).
type playVariant struct {
	ability int
	// src: the other card whose optional ability this way is (0: the
	// card's own; vocab_play_cost_other.go).
	src    int
	suffix string
}

// playVariants appends to out the ways p may play c (out may live on the
// caller's stack: most cards have the plain way alone).
func (g *Game) playVariants(out []playVariant, p Player, c *Inst) []playVariant {
	out = append(out, playVariant{ability: -1})
	if !g.factsOf(c).maySelf { // rules_play_facts.go
		return out
	}
	for i := range c.Card.Abilities {
		a := &c.Card.Abilities[i]
		if a.When != WhenPlayCost || a.On != "self" || !a.May {
			continue
		}
		ctx := g.ctxFor(p, c.ID)
		if !g.costPossible(ctx, a.Cost) {
			continue
		}
		n, _ := g.costModAmount(p, c.ID, a)
		if price := withoutCostMods(a.Cost); len(price) > 0 {
			// A price beyond the cost change: the option says what is paid.
			out = append(out, playVariant{ability: i, suffix: fmt.Sprintf(", %+d by paying: %s", n, clauses(price))})
			continue
		}
		out = append(out, playVariant{ability: i, suffix: fmt.Sprintf(", %+d to %s", n, clauses(withoutCostMods(a.Effect)))})
	}
	return out
}

// variantFits reports whether one of c's own optional ways of being
// played (an optional self play-cost ability whose price p can pay) costs
// no more than the counters p has left: a card too dear to play plainly
// may still be played that way (Leonard H. McCoy, Experienced Advisor,
// 20V023, two cheaper when his next ability is given up).
func (g *Game) variantFits(p Player, c *Inst) bool {
	if !g.factsOf(c).maySelf { // rules_play_facts.go
		return false
	}
	for i := range c.Card.Abilities {
		a := &c.Card.Abilities[i]
		if a.When != WhenPlayCost || a.On != "self" || !a.May || !g.costPossible(g.ctxFor(p, c.ID), a.Cost) {
			continue
		}
		if need, _ := g.costToPlay(p, c, i); need <= g.counter {
			return true
		}
	}
	return false
}

// withoutCostMods drops the cost-mod steps: what is left is what the
// ability does once the card is played.
func withoutCostMods(steps []Step) []Step {
	var out []Step
	for _, s := range steps {
		if s.Do != DoCostMod {
			out = append(out, s)
		}
	}
	return out
}

// indexCostSources records which instances carry cost modifiers or play
// permissions for other cards, so paying a cost does not scan every card.
func (g *Game) indexCostSources() {
	g.plays.costSources = g.plays.costSources[:0]
	g.plays.hereSources = g.plays.hereSources[:0]
	g.plays.mayCost = 0
	g.plays.spanSources = g.plays.spanSources[:0]
	g.plays.heldPlays = 0
	for _, c := range g.cards[1:] {
		if c.Card.PlayHeld != nil {
			g.plays.heldPlays++ // vocab_play_held.go
		}
		if c.Card.SpanNoQuadrant != nil && c.Card.Type != Mission {
			g.plays.spanSources = append(g.plays.spanSources, c.ID) // vocab_span_quadrant.go
		}
		for _, a := range c.Card.Abilities {
			if a.When == WhenPlayCost && a.On != "self" && !slices.Contains(g.plays.costSources, c.ID) {
				g.plays.costSources = append(g.plays.costSources, c.ID)
			}
			if a.When == WhenPlayCost && a.On != "self" && a.May {
				g.plays.mayCost++
			}
			if a.When == WhenPlayHere && !slices.Contains(g.plays.hereSources, c.ID) {
				g.plays.hereSources = append(g.plays.hereSources, c.ID)
			}
		}
	}
}

func init() { registerVerbs(playVerbs()) }

// Verbs of the play rules.
func playVerbs() map[string]verb {
	return map[string]verb{
		DoCostMod: {
			doc:    "cards matching filter cost amount more or less to play (limit: at most)",
			fields: "amount filter limit many",
			validate: func(s *Step) error {
				if s.Many != nil && s.Filter != nil {
					return fmt.Errorf("cost-mod: filter and many both count; give one")
				}
				return s.Many.validate()
			},
			text: func(s Step) string {
				t := fmt.Sprintf("cost %+d", s.Amount)
				if s.Filter != nil {
					t += " for each " + s.Filter.Text("card") + " you command"
				}
				if s.Many != nil {
					if e := s.Many.eachText(); e != "" {
						t += " for each " + e
					} else {
						t += " times " + s.Many.Text()
					}
				}
				if s.Limit > 0 {
					t += fmt.Sprintf(" (at most %d in all)", s.Limit)
				}
				return t
			},
			// The modification itself is applied while paying (costToPlay);
			// run has nothing left to do.
			run: func(*Game, fxCtx, Step) {},
		},
		// next-cost: the next card Filter matches that you play this turn is
		// cost +Amount (Data, Proud Father, 27V009).
		DoNextCost: {
			doc:      "the next card matching filter you play this turn costs amount more",
			fields:   "amount filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return fmt.Sprintf("the next %s you play this turn is cost %+d", s.Filter.Text("card"), s.Amount)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.plays.next = append(g.plays.next, nextCost{p: ctx.p, src: ctx.src, of: s.Filter, amount: s.Amount})
				g.emit(Event{Kind: "cost", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s: the next %s %s plays this turn is cost %+d.",
					g.ref(ctx.src), s.Filter.Text("card"), g.players[ctx.p].Name, s.Amount)})
			},
		},
		// name-card: name a card title (Type: of that type); the title stays
		// with this card while it is in play (Glossary: naming cards — a title
		// only, not a subtitle).
		DoNameCard: {
			doc:    "name a card title (type: of that type); the title stays with this card",
			fields: "type",
			text: func(s Step) string {
				if s.Type != "" {
					return "name a " + string(s.Type)
				}
				return "name a card"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.nameCard(ctx, s) },
		},
	}
}

// Verbs of rules_play_cost.go.
const (
	DoNextCost = "next-cost"
	DoNameCard = "name-card"
)

// nameCard asks ctx.p to name a title. Only unique cards of the type are
// offered: every use of a name in this pool asks for a unique card of it.
// The list is the pool's titles in alphabetical order, the same in every
// position: ordered by what the opponent commands face down, it would
// tell the player what it may not know (Rulebook: Showing Your Cards;
// Paying Costs — an opponent's face-down cards are information the
// player does not have).
func (g *Game) nameCard(ctx fxCtx, s Step) {
	all := g.lib.uniqueTitles(s.Type)
	if len(all.titles) == 0 {
		return
	}
	// The options the library built once are offered as they are, and
	// one plain function (applyName) names for all.
	g.plays.naming = ctx
	acts := append(g.actionBuffer(len(all.titles)), all.acts...)
	g.keepActions(acts)
	g.offer(ctx.p, KindName, fmt.Sprintf("%s: name a %s", g.cardName(ctx.src), strings.TrimSpace(string(s.Type)+" title")), acts)
}

// applyName names the option's title for the card of the name decision
// offered (playState.naming), reading the title back from the label.
func applyName(g *Game, o *Option) {
	ctx := g.plays.naming
	t := strings.TrimPrefix(o.Label, namePrefix)
	if g.plays.named == nil {
		g.plays.named = map[int]string{}
	}
	g.plays.named[ctx.src] = t
	g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s names %s for %s.", g.players[ctx.p].Name, t, g.ref(ctx.src))})
}

// namePrefix begins the label of each option of a name decision.
const namePrefix = "Name "

// KindName: name a card title (or a skill) asked by game text.
const KindName = "name"

// titleList is the sorted unique titles of one card type with the option
// naming each, built once per library, on first use (and only read).
type titleList struct {
	titles []string
	acts   []action
}

func (l *Library) uniqueTitles(t CardType) titleList {
	l.namedOnce.Do(l.indexUniqueTitles)
	return l.named[t]
}

// indexUniqueTitles builds uniqueTitles for every card type and for all
// types together ("").
func (l *Library) indexUniqueTitles() {
	l.named = map[CardType]titleList{}
	seen := map[CardType]map[string]bool{}
	add := func(t CardType, title string) {
		if seen[t] == nil {
			seen[t] = map[string]bool{}
		}
		if !seen[t][title] {
			seen[t][title] = true
			tl := l.named[t]
			tl.titles = append(tl.titles, title)
			l.named[t] = tl
		}
	}
	l.eachHead(func(h cardHead) {
		if h.Unique {
			add(h.Type, h.Title)
			add("", h.Title)
		}
	})
	for t, tl := range l.named {
		slices.Sort(tl.titles)
		tl.acts = make([]action, len(tl.titles))
		for i, title := range tl.titles {
			tl.acts[i] = action{Option: Option{Label: namePrefix + title, Action: ActPick, apply: applyName}}
		}
		l.named[t] = tl
	}
}
