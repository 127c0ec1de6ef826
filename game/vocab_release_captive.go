package game

import (
	"fmt"
	"slices"
)

// Letting a captive go (Glossary: brig, captive): one of your captives
// owned by the opponent is placed (not played) aboard a ship that opponent
// commands or on a headquarters mission that opponent commands, and that
// opponent commands it again (Remata'Klan, Steadfast Sentinel, 43V018,
// gives one back to prevent an opponent's event or interrupt). Placing
// obeys the uniqueness rule: a copy of a unique personnel the opponent
// commands cannot go back. The ship may be anywhere; the player letting
// the captive go picks the captive and where it goes.

// DoReleaseCaptive: place one of your captives owned by the opponent on
// that opponent's ship or headquarters mission.
const DoReleaseCaptive = "release-captive"

func init() { registerVerbs(releaseCaptiveVerbs()) }

func releaseCaptiveVerbs() map[string]verb {
	return map[string]verb{
		DoReleaseCaptive: {
			doc: "place one of your captives that your opponent owns aboard a ship that opponent commands or on a headquarters mission that opponent commands; the opponent commands it again (uniqueness holds)",
			text: func(Step) string {
				return "let one of your captives go back to the opponent who owns it, put aboard a ship or at a headquarters mission of theirs"
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return slices.ContainsFunc(g.releasable(ctx.p, ctx.src), func(id int) bool { return len(g.releaseSites(ctx.p.Other(), id)) > 0 })
			},
			run: func(g *Game, ctx fxCtx, _ Step) { g.releaseCaptive(ctx) },
		},
	}
}

// releasable lists p's captives owned by p's opponent that the opponent
// could command again (not a copy of a unique personnel it commands), by
// the text of card by (vocab_cannot_leave_brig.go).
func (g *Game) releasable(p Player, by int) []int {
	var out []int
	opp := p.Other()
	for _, id := range g.players[p].Brig {
		c := g.cards[id]
		if c.Owner == opp && c.Card.Type == Personnel && !(c.Card.Unique && g.commandsCopyBesides(opp, c.Card, id)) && g.mayLeaveBrigBy(id, by) {
			out = append(out, id)
		}
	}
	return out
}

// releaseSites lists where captive id may go back to its owner opp: a
// ship opp commands, or a headquarters mission of opp's (or its
// substitute, vocab_hq_instead.go).
func (g *Game) releaseSites(opp Player, id int) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == opp {
			out = append(out, c.ID)
		}
	}
	return append(out, g.hqOrInstead(opp, id, false)...)
}

func (g *Game) releaseCaptive(ctx fxCtx) {
	p, opp := ctx.p, ctx.p.Other()
	put := func(id, site int) {
		g.placeAtSite(id, site)
		g.cards[id].Controller = opp
		g.changed(id) // rules_loops_cards.go
		g.cards[id].Stopped = false
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id),
			Text: fmt.Sprintf("%s lets %s go from the brig, placing it %s %s.", g.players[p].Name, g.ref(id), atOrAboard(g, site), g.ref(site))})
	}
	var acts []action
	for _, id := range g.releasable(p, ctx.src) {
		id := id
		sites := g.releaseSites(opp, id)
		if len(sites) == 0 {
			continue
		}
		acts = append(acts, action{Option{Label: "Release " + g.cardName(id), Action: ActPick, Card: id}, func() {
			if len(sites) == 1 {
				put(id, sites[0])
				return
			}
			var at []action
			for _, s := range sites {
				s := s
				at = append(at, action{Option{Label: capitalize(atOrAboard(g, s)) + " " + g.cardName(s), Action: ActPick, Card: s}, func() { put(id, s) }})
			}
			g.offer(p, KindSelect, "Place "+g.cardName(id)+" where?", at)
		}})
	}
	if len(acts) > 0 {
		g.offer(p, KindSelect, g.cardName(ctx.src)+": let which captive go?", acts)
	}
}
