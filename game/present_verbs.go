package game

import (
	"fmt"
	"slices"
	"strings"
)

// Verbs about a card and the cards present with it (Rulebook: Present):
// stopping itself, moving or killing a personnel present, raising its own
// attributes or skills for a time, bringing its ship into an engagement.
var presentVerbs = map[string]verb{} // filled by init: its verbs run steps that look verbs up

func init() {
	for k, v := range map[string]verb{
		// stop-self: stop this card (a cost: it must not be stopped already).
		DoStopSelf: {
			text: func(Step) string { return "stop this personnel" },
			possible: func(g *Game, ctx fxCtx, _ Step) bool {
				return !g.cards[ctx.src].Stopped && g.cards[ctx.src].Zone.InPlay()
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				g.cards[ctx.src].Stopped = true
				g.emit(Event{Kind: OutStop, Player: ctx.p, Cards: []int{ctx.src}, Text: fmt.Sprintf("%s is stopped.", g.cardName(ctx.src))})
			},
		},
		// bottom-present: place another personnel present that Filter matches
		// on the bottom of its owner's deck. As a cost, the card it moved is
		// kept for the effect ("draw cards equal to his or her cost").
		DoBottomPresent: {
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place another " + s.Filter.Text("personnel") + " present on the bottom of its owner's deck"
			},
			possible: func(g *Game, ctx fxCtx, s Step) bool { return len(g.presentMatching(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.bottomPresent(ctx, s) },
		},
		// kill-present: kill a personnel present that Filter matches, Whose
		// "opponent": an opponent's, chosen by you.
		DoKillPresent: {
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				who := ""
				if s.Whose == "opponent" {
					who = "an opponent's "
				}
				return "kill " + who + s.Filter.Text("personnel") + " present, chosen by you"
			},
			possible: func(g *Game, ctx fxCtx, s Step) bool { return len(g.presentMatching(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.killPresent(ctx, s) },
		},
		// boost: this personnel is Attr ("all": every attribute) +Amount
		// until Until ("turn", "attempt"); Limit caps what this card's boosts
		// add in all while they last.
		DoBoost: {
			validate: func(s *Step) error {
				switch s.Attr {
				case "all", Integrity, Cunning, Strength:
				default:
					return fmt.Errorf("unknown attribute %q", s.Attr)
				}
				return nil
			},
			text: func(s Step) string {
				what := s.Attr
				if what == "all" {
					what = "attributes"
				}
				t := fmt.Sprintf("this personnel is %s %+d until the end of the %s", what, s.Amount, untilWord(s.Until))
				if s.Limit > 0 {
					t += fmt.Sprintf(" (at most %+d from this card)", s.Limit)
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.boost(ctx, s) },
		},
		// gain-subject-skill: this personnel gains one skill (one level) of
		// the card the trigger is about, until Until.
		DoGainSubjectSkill: {
			text: func(s Step) string {
				return "this personnel gains one skill of that personnel until the end of the " + untilWord(s.Until)
			},
			possible: func(g *Game, ctx fxCtx, _ Step) bool {
				return ctx.subject != 0 && len(g.cards[ctx.subject].Card.Skills) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.gainSubjectSkill(ctx, s) },
		},
		// ship-joins: the ship this personnel is aboard joins the engagement
		// being begun (only a staffed ship may: Rulebook, Engagements).
		DoShipJoins: {
			text: func(Step) string { return "the ship this personnel is aboard joins that engagement" },
			possible: func(g *Game, ctx fxCtx, _ Step) bool {
				return ctx.ship != 0 && slices.Contains(g.joinable(ctx.p), ctx.ship)
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				en := g.engagement
				if en == nil || !slices.Contains(g.joinable(ctx.p), ctx.ship) {
					return
				}
				if ctx.p == en.initiator {
					en.mine = append(en.mine, ctx.ship)
				} else {
					en.theirs = append(en.theirs, ctx.ship)
				}
				g.emit(Event{Kind: "join", Player: ctx.p, Cards: []int{ctx.ship}, Text: fmt.Sprintf("%s joins the engagement.", g.cardName(ctx.ship))})
			},
		},
	} {
		presentVerbs[k] = v
	}
}

// Verbs of this file.
const (
	DoStopSelf         = "stop-self"
	DoBottomPresent    = "bottom-present"
	DoKillPresent      = "kill-present"
	DoBoost            = "boost"
	DoGainSubjectSkill = "gain-subject-skill"
	DoShipJoins        = "ship-joins"
)

// spot is where a card was in play, kept when it leaves play so that
// "when your other Klingon present is killed" can still tell whether it
// was present.
type spot struct {
	zone  Zone
	where int
}

// presentOrWas reports whether card id is present with src, or was when
// it left play (src still being where it was then).
func (g *Game) presentOrWas(src, id int) bool {
	if g.arePresent(src, id) {
		return true
	}
	s, c := g.cards[src], g.cards[id]
	return !c.Zone.InPlay() && (c.left.zone == ZSurface || c.left.zone == ZAboard) && c.left == spot{s.Zone, s.Where}
}

// here lists the cards at ctx's place — aboard its ship, or on its
// mission's surface — other than ctx.src: where its source was when the
// ability began, even if paying the cost moved it.
func (g *Game) here(ctx fxCtx) []int {
	var pool []int
	switch {
	case ctx.ship != 0 && ctx.ship != ctx.src:
		pool = g.cards[ctx.ship].Aboard
	case ctx.mission != 0 && g.cards[ctx.src].Card.Type != Ship:
		pool = g.cards[ctx.mission].Surface
	}
	return slices.DeleteFunc(slices.Clone(pool), func(id int) bool { return id == ctx.src })
}

// presentMatching lists the personnel at ctx's place that Filter matches
// (Whose "opponent": commanded by an opponent) and that ctx.p may
// consider (Glossary: stopped).
func (g *Game) presentMatching(ctx fxCtx, s Step) []int {
	var out []int
	for _, id := range g.here(ctx) {
		c := g.cards[id]
		if c.Card.Type != Personnel || !g.considers(ctx.p, id) || !g.matches(s.Filter, id) {
			continue
		}
		if s.Whose == "opponent" && c.Controller == ctx.p {
			continue
		}
		out = append(out, id)
	}
	return out
}

// pickPresent asks ctx.p to choose one of the cards, then runs then. The
// chooser may examine each card offered (Glossary: selections).
func (g *Game) pickPresent(ctx fxCtx, prompt string, ids []int, then func(id int)) {
	if len(ids) == 0 {
		return
	}
	var acts []action
	for _, id := range ids {
		id := id
		acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { then(id) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: %s", g.cardName(ctx.src), prompt), acts)
}

func (g *Game) bottomPresent(ctx fxCtx, s Step) {
	g.pickPresent(ctx, "place which personnel on the bottom of its owner's deck?", g.presentMatching(ctx, s), func(id int) {
		owner := g.cards[id].Owner
		g.leavePlay(id, ZDeck) // appended: the bottom
		if g.plays.paid == nil {
			g.plays.paid = map[int][]int{}
		}
		g.plays.paid[ctx.src] = []int{id}
		g.emit(Event{Kind: "deck", Player: ctx.p, Cards: []int{id}, Text: fmt.Sprintf("%s places %s on the bottom of %s's deck.", g.players[ctx.p].Name, g.cardName(id), g.players[owner].Name)})
	})
}

func (g *Game) killPresent(ctx fxCtx, s Step) {
	g.pickPresent(ctx, "kill which personnel?", g.presentMatching(ctx, s), func(id int) {
		g.killByText(ctx, []int{id})
	})
}

// killByText kills cards by a card's text (not a dilemma): "about to be
// killed" responses may prevent it, then the cards go to their owners'
// discard piles and "when ... is killed" responses answer.
func (g *Game) killByText(ctx fxCtx, ids []int) {
	whose := g.cards[ids[0]].Controller
	t := &Trigger{Kind: TrigAboutToKill, Player: whose, Cards: slices.Clone(ids), Source: ctx.src, Mission: ctx.mission, Outcome: OutKill}
	g.fire(t, func(t *Trigger) {
		var killed []int
		for _, id := range t.Remaining() {
			if g.cards[id].Zone.InPlay() {
				g.leavePlay(id, ZDiscard)
				killed = append(killed, id)
			}
		}
		if len(killed) == 0 {
			return
		}
		g.emit(Event{Kind: OutKill, Player: whose, Cards: killed, Text: fmt.Sprintf("%s: %s killed by %s.", g.players[whose].Name, g.names(killed), g.cardName(ctx.src))})
		g.fire(&Trigger{Kind: TrigKilled, Player: whose, Cards: killed, Source: ctx.src, Mission: ctx.mission}, nil)
	})
}

// boost raises this personnel's attributes until the end of the turn or
// attempt, within what its limit leaves.
func (g *Game) boost(ctx fxCtx, s Step) {
	if !g.cards[ctx.src].Zone.InPlay() {
		return
	}
	n := s.Amount
	if s.Limit > 0 {
		had := 0
		for _, fx := range g.turnFx {
			if fx.source == ctx.src && slices.Equal(fx.targets, []int{ctx.src}) && fx.skill == "" && fx.all == (SkillSet{}) {
				had += max(fx.integrity, fx.cunning, fx.strength)
			}
		}
		n = min(n, s.Limit-had)
	}
	if n <= 0 {
		g.emit(Event{Kind: "boost", Player: ctx.p, Cards: []int{ctx.src}, Text: fmt.Sprintf("%s is at its limit.", g.cardName(ctx.src))})
		return
	}
	fx := timedEffect{source: ctx.src, targets: []int{ctx.src}, until: s.Until}
	what := s.Attr
	switch s.Attr {
	case "all":
		fx.integrity, fx.cunning, fx.strength = n, n, n
		what = "attributes"
	case Integrity:
		fx.integrity = n
	case Cunning:
		fx.cunning = n
	case Strength:
		fx.strength = n
	}
	g.turnFx = append(g.turnFx, fx)
	g.emit(Event{Kind: "boost", Player: ctx.p, Cards: []int{ctx.src}, Text: fmt.Sprintf("%s is %s %+d until the end of the %s.", g.cardName(ctx.src), what, n, untilWord(s.Until))})
}

// gainSubjectSkill: pick one skill the trigger's card has (printed: it
// has left play); this personnel gains one level of it.
func (g *Game) gainSubjectSkill(ctx fxCtx, s Step) {
	from := g.cards[ctx.subject].Card
	var acts []action
	for _, sk := range from.Skills {
		k := sk.Skill
		acts = append(acts, action{Option{Label: "Gain " + k, Action: ActPick}, func() {
			g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{ctx.src}, skill: k, until: s.Until})
			g.emit(Event{Kind: "gain", Player: ctx.p, Cards: []int{ctx.src}, Text: fmt.Sprintf("%s gains %s until the end of the %s.", g.cardName(ctx.src), k, untilWord(s.Until))})
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: gain which skill of %s?", g.cardName(ctx.src), from.Name()), acts)
}

// engagementAbilities: as an engagement begins, "when an engagement
// involving your ship begins" abilities of p's cards in play (Kurn,
// Squadron Commander, 1R309): the engagement involves a ship of p's that
// the ability's Of matches, and its condition holds.
func (g *Game) engagementAbilities(p Player) []response {
	en := g.engagement
	if en == nil {
		return nil
	}
	mine := en.theirs
	if p == en.initiator {
		mine = en.mine
	}
	var out []response
	for _, c := range g.cards[1:] {
		if c.Card.Type == Interrupt || c.Controller != p || !g.activeSource(c.ID) {
			continue
		}
		for i := range c.Card.Abilities {
			a := &c.Card.Abilities[i]
			if a.When != WhenEngagement {
				continue
			}
			key := abilityKey{c.ID, i}
			if !slices.ContainsFunc(mine, func(s int) bool { return g.matches(a.Of, s) }) || g.usedThisTurn[key] && a.OnceEachTurn {
				continue
			}
			ctx := g.ctxFor(p, c.ID)
			if !g.condHolds(ctx, a) || !g.stepsPossible(ctx, a.Cost) || !g.stepsPossible(ctx, a.Effect) {
				continue
			}
			id := c.ID
			out = append(out, response{mandatory: !a.May, action: action{Option{Label: g.abilityLabel(id, *a), Action: ActOrder, Card: id}, func() {
				g.usedThisTurn[key] = true
				g.emit(Event{Kind: "ability", Player: p, Cards: []int{id}, Text: fmt.Sprintf("%s uses %s.", g.players[p].Name, g.cardName(id))})
				g.push(func() { g.runAbility(ctx, a.Cost) }, func() { g.runAbility(ctx, a.Effect) })
			}}})
		}
	}
	return out
}

// engagementAbilityWhen words the trigger of a card's (not an
// interrupt's) engagement ability.
func engagementAbilityWhen(c *Card, a Ability) string {
	t := "When an engagement involving your " + a.Of.Text("ship") + " begins" + a.Cond.text(c)
	if a.May {
		t += " (optional)"
	}
	return t
}

// attrBoostText words a timed attribute boost ("attributes +2",
// "Strength +3").
func attrBoostText(fx timedEffect) string {
	if fx.integrity == fx.cunning && fx.cunning == fx.strength {
		return fmt.Sprintf("attributes %+d", fx.integrity)
	}
	var parts []string
	for _, x := range []struct {
		name string
		n    int
	}{{Integrity, fx.integrity}, {Cunning, fx.cunning}, {Strength, fx.strength}} {
		if x.n != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", x.name, x.n))
		}
	}
	return strings.Join(parts, ", ")
}
