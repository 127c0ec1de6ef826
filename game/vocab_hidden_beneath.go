package game

import (
	"fmt"
	"slices"
)

// Cards placed beneath a mission by card text (Ferenginar, Financial Hub,
// 7U048, and the Ferengi cards that fill it and draw on it). They lie in
// their own zone, ZUnder, beneath the mission (Where), in their owner's
// list; they are not in play, so nothing reaches them but text that names
// the cards beneath that mission. A mission with hides_beneath keeps them
// face down: its owner may look at them (they are that player's cards),
// the opponent sees only how many there are; and no dilemma may go there.
// Which mission: a mission the player commands whose title the step's
// target names ("beneath your {Ferenginar}").
//
//	place-beneath  from: hand | discard | self, count, up_to, filter
//	take-beneath   to: hand | discard | removed, count, filter
//	download       to: beneath (vocab_download_to.go)

const hidesBeneathText = "Cards placed beneath this mission lie there face down, out of play; no dilemma may be placed beneath it."

// The verbs.
const (
	DoPlaceBeneath = "place-beneath"
	DoTakeBeneath  = "take-beneath"
)

// Where place-beneath takes its cards from, and where take-beneath puts
// them.
const (
	BeneathFromHand    = "hand"
	BeneathFromDiscard = "discard"
	BeneathFromSelf    = "self"
	BeneathToHand      = "hand"
	BeneathToDiscard   = "discard"
	BeneathToRemoved   = "removed"
)

func init() { registerVerbs(hiddenBeneathVerbs()) }

func hiddenBeneathVerbs() map[string]verb {
	return map[string]verb{
		DoPlaceBeneath: {
			doc:      "place count cards matching filter (up_to: up to count) from your hand, your discard pile or this card itself (from: self) beneath your mission that target names",
			fields:   "from target filter count up_to",
			validate: validatePlaceBeneath,
			text:     placeBeneathText,
			private:  true, // from hand: what the hand holds
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				m := g.beneathSite(ctx.p, s.Target)
				if m == 0 {
					return false
				}
				n := len(g.beneathSources(ctx, s, m))
				return n > 0 && (s.UpTo || n >= max(1, s.Count))
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.placeBeneath(ctx, s) },
		},
		DoTakeBeneath: {
			doc:      "take count cards matching filter from beneath your mission that target names: into hand, to your discard pile, or out of the game (to: removed)",
			fields:   "to target filter count",
			validate: validateTakeBeneath,
			text:     takeBeneathText,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				m := g.beneathSite(ctx.p, s.Target)
				return m != 0 && len(g.cardsUnder(ctx.p, m, s.Filter)) >= max(1, s.Count)
			},
			run:  func(g *Game, ctx fxCtx, s Step) { g.takeBeneath(ctx, s) },
			paid: func(g *Game, s *Step) bool { return true },
		},
	}
}

func validateBeneathTarget(s *Step) error {
	if s.Target == nil || s.Target.Title == "" {
		return fmt.Errorf("needs target: {title: T}, the mission the cards go beneath")
	}
	if s.Count < 0 {
		return fmt.Errorf("count must not be negative")
	}
	return s.Filter.validate()
}

func validatePlaceBeneath(s *Step) error {
	switch s.From {
	case BeneathFromHand, BeneathFromDiscard:
	case BeneathFromSelf:
		if s.Filter != nil || s.Count > 1 || s.UpTo {
			return fmt.Errorf("from: self places this card alone (no filter, count or up_to)")
		}
	default:
		return fmt.Errorf("from must be hand, discard or self, not %q", s.From)
	}
	return validateBeneathTarget(s)
}

func validateTakeBeneath(s *Step) error {
	switch s.To {
	case BeneathToHand, BeneathToDiscard, BeneathToRemoved:
	default:
		return fmt.Errorf("to must be hand, discard or removed, not %q", s.To)
	}
	return validateBeneathTarget(s)
}

// beneathWords: "beneath your Ferenginar".
func beneathWords(s Step) string { return "beneath your " + s.Target.Title }

// someCards words count cards the filter describes: "a card", "two Rule
// cards", "up to three cards".
func someCards(s Step) string {
	n := max(1, s.Count)
	noun := s.Filter.Text("card")
	what := article(noun) + " " + noun
	if n > 1 {
		what = numberWord(n) + " " + plural(noun)
	}
	if s.UpTo {
		what = "up to " + what
	}
	return what
}

func placeBeneathText(s Step) string {
	switch s.From {
	case BeneathFromSelf:
		return "place this card " + beneathWords(s)
	case BeneathFromDiscard:
		return "place " + someCards(s) + " from your discard pile " + beneathWords(s)
	}
	return "place " + someCards(s) + " from your hand " + beneathWords(s)
}

func takeBeneathText(s Step) string {
	what := someCards(s) + " from " + beneathWords(s)
	switch s.To {
	case BeneathToDiscard:
		return "place " + what + " in your discard pile"
	case BeneathToRemoved:
		return "remove " + what + " from the game"
	}
	return "take " + what + " into your hand"
}

// beneathSite is the mission p commands that target names (the first in
// the mission rows), or 0.
func (g *Game) beneathSite(p Player, target *Filter) int {
	for q := range 2 {
		for _, m := range g.players[q].Missions {
			if c := g.cards[m]; c.Controller == p && target.MatchesCard(c.Card) {
				return m
			}
		}
	}
	return 0
}

// mayLieBeneath: a dilemma never goes beneath a mission that hides its
// cards (its own text forbids it).
func (g *Game) mayLieBeneath(id, m int) bool {
	return !g.cards[m].Card.HidesBeneath || g.cards[id].Card.Type != Dilemma
}

// beneathSources lists the cards place-beneath could move now.
func (g *Game) beneathSources(ctx fxCtx, s *Step, m int) []int {
	var from []int
	switch s.From {
	case BeneathFromSelf:
		if c := g.cards[ctx.src]; c.Zone != ZUnder && c.Owner == ctx.p {
			from = []int{ctx.src}
		}
	case BeneathFromDiscard:
		from = g.players[ctx.p].Discard
	default:
		from = g.players[ctx.p].Hand
	}
	var out []int
	for _, id := range from {
		if s.Filter.MatchesCard(g.cards[id].Card) && g.mayLieBeneath(id, m) {
			out = append(out, id)
		}
	}
	return out
}

// putUnder places card id beneath mission m for p and says so; a reader
// who may not identify it there reads "a face-down card".
func (g *Game) putUnder(p Player, id, m int) {
	g.place(id, ZUnder, m)
	g.emit(Event{Kind: "place-beneath", Player: p, Cards: g.one(id),
		Text: fmt.Sprintf("%s places %s beneath %s.", g.players[p].Name, g.ref(id), g.ref(m))})
}

// placeBeneath moves the chosen cards one pick at a time.
func (g *Game) placeBeneath(ctx fxCtx, s Step) {
	m := g.beneathSite(ctx.p, s.Target)
	if m == 0 {
		return
	}
	if s.From == BeneathFromSelf {
		if len(g.beneathSources(ctx, &s, m)) > 0 {
			g.putUnder(ctx.p, ctx.src, m)
		}
		return
	}
	want := max(1, s.Count)
	done := 0
	var next func()
	next = func() {
		if done == want {
			return
		}
		var acts []action
		if s.UpTo {
			acts = append(acts, action{Option{Label: "Place no more", Action: ActEnd}, func() {}})
		}
		seen := map[string]bool{}
		for _, id := range g.beneathSources(ctx, &s, m) {
			if c := g.cards[id].Card; !seen[c.ID] {
				seen[c.ID] = true // copies are the same choice
				id := id
				acts = append(acts, action{Option{Label: "Place " + g.cardName(id) + " beneath " + g.cardName(m), Action: ActPick, Card: id, Target: m}, func() {
					g.putUnder(ctx.p, id, m)
					done++
					next()
				}})
			}
		}
		if len(acts) == 0 || (s.UpTo && len(acts) == 1) {
			return
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place which card beneath %s? (%d of %d)", g.cardName(ctx.src), g.cardName(m), done+1, want), acts)
	}
	next()
}

// cardsUnder lists p's cards beneath mission m that f matches.
func (g *Game) cardsUnder(p Player, m int, f *Filter) []int {
	var out []int
	for _, id := range g.players[p].Under {
		if c := g.cards[id]; c.Where == m && f.MatchesCard(c.Card) {
			out = append(out, id)
		}
	}
	return out
}

// takeBeneath moves count chosen cards from beneath the mission.
func (g *Game) takeBeneath(ctx fxCtx, s Step) {
	m := g.beneathSite(ctx.p, s.Target)
	if m == 0 {
		return
	}
	want := max(1, s.Count)
	done := 0
	var next func()
	next = func() {
		pool := g.cardsUnder(ctx.p, m, s.Filter)
		if done == want || len(pool) == 0 {
			return
		}
		var acts []action
		seen := map[string]bool{}
		for _, id := range pool {
			if c := g.cards[id].Card; !seen[c.ID] {
				seen[c.ID] = true
				id := id
				acts = append(acts, action{Option{Label: takeBeneathVerb[s.To] + " " + g.cardName(id) + " from beneath " + g.cardName(m), Action: ActPick, Card: id}, func() {
					g.moveFromUnder(ctx.p, id, m, s.To)
					done++
					next()
				}})
			}
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: take which card from beneath %s? (%d of %d)", g.cardName(ctx.src), g.cardName(m), done+1, want), acts)
	}
	next()
}

// takeBeneathVerb begins the label of each card take-beneath offers.
var takeBeneathVerb = map[string]string{BeneathToHand: "Take", BeneathToDiscard: "Discard", BeneathToRemoved: "Remove"}

// moveFromUnder takes card id from beneath m into hand (still hidden from
// the opponent), the discard pile or out of the game (both face up).
func (g *Game) moveFromUnder(p Player, id, m int, to string) {
	name := g.players[p].Name
	switch to {
	case BeneathToDiscard:
		g.place(id, ZDiscard, 0)
		g.emit(Event{Kind: "discard", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from beneath %s in the discard pile.", name, g.ref(id), g.ref(m))})
	case BeneathToRemoved:
		g.place(id, ZRemoved, 0)
		g.emit(Event{Kind: "remove", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s removes %s from beneath %s from the game.", name, g.ref(id), g.ref(m))})
	default:
		g.place(id, ZHand, 0)
		g.emit(Event{Kind: "take", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s takes %s from beneath %s into hand.", name, g.ref(id), g.ref(m))})
	}
}

// fillUnderView shows the cards beneath mission m the viewer may
// identify, and how many there are.
func (g *Game) fillUnderView(mv *MissionView, m int, me Player) {
	mv.Under, mv.UnderCount = mv.Under[:0], 0
	for p := range 2 {
		for _, id := range g.players[p].Under {
			if g.cards[id].Where != m {
				continue
			}
			mv.UnderCount++
			if me >= 0 && g.identifiable(id, me) || me < 0 && !g.cards[m].Card.HidesBeneath {
				mv.Under = grow1(mv.Under)
				g.fillCardView(&mv.Under[len(mv.Under)-1], id, me, nil)
			}
		}
	}
	if len(mv.Under) == 0 {
		mv.Under = nil
	}
}

// under rebuilds the cards beneath a mission for a bot's future: those
// the view shows as they are, the rest (the opponent's face-down cards)
// as stand-ins from the cards it has seen.
func (b *detBuilder) under(mv *MissionView, m *Inst, pools *cardPools) {
	for i := range mv.Under {
		cv := &mv.Under[i]
		b.add(b.card(cv), cv.Owner, cv.Owner, ZUnder, m.ID, false, cv.ID)
	}
	for range mv.UnderCount - len(mv.Under) {
		if c := pickCard(b.r, pools.draw); c != nil {
			b.add(c, mv.Owner, mv.Owner, ZUnder, m.ID, false, 0)
		}
	}
}

// underTitles: the titles of the cards beneath missions, for tests.
func (g *Game) underTitles(p Player) []string {
	var out []string
	for _, id := range g.players[p].Under {
		out = append(out, g.cards[id].Card.Title)
	}
	slices.Sort(out)
	return out
}
