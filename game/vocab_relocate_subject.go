package game

import (
	"fmt"
	"slices"
)

// Moving the personnel a trigger is about to another place of its
// player's, as a response: a personnel about to be killed is put on a
// headquarters where it could be played (Phlox, Alien Physiologist,
// 8R111) or aboard its player's ship at the mission (Emergency Transport
// Unit, 4C032). The card is placed, not moved or beamed (Glossary:
// place): no Range is used and nothing that answers a move answers. The
// ability's own prevent step keeps the kill from happening; this step
// only moves the card (and, with outcome: stop, stops it there). A
// personnel placed away from a mission attempt no longer takes part in
// it (Rulebook: Order – Attempt a Mission: refreshAttempt).

// DoRelocateSubject: place the trigger's personnel at a headquarters of
// its player's (to: headquarters, where_playable) or aboard its player's
// ship at this card's mission (to: your-ship-here).
const DoRelocateSubject = "relocate-subject"

// Where relocate-subject may put the card.
const (
	RelocateHQ       = "headquarters"
	RelocateShipHere = "your-ship-here"
)

func init() {
	registerVerbs(map[string]verb{
		DoRelocateSubject: {
			doc:    "place the personnel the trigger is about at its player's headquarters (where_playable: one where it could be played), aboard its player's ship at this card's mission (to: your-ship-here), or on any player's headquarters or planet mission (to: any-hq-or-planet: Vakis, Misinformed Operative, 26V052; vocab_relocate_any.go); outcome: stop stops it there",
			fields: "to where_playable outcome",
			validate: func(s *Step) error {
				switch s.To {
				case RelocateHQ, RelocateHQOrPlanet:
				case RelocateShipHere:
					if s.WherePlayable {
						return fmt.Errorf("where_playable needs to: %s", RelocateHQ)
					}
				default:
					return fmt.Errorf("to must be %s, %s or %s, not %q", RelocateHQ, RelocateShipHere, RelocateHQOrPlanet, s.To)
				}
				if s.Outcome != "" && s.Outcome != OutStop {
					return fmt.Errorf("outcome must be stop or absent, not %q", s.Outcome)
				}
				return nil
			},
			text: relocateText,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.relocateDestinations(ctx, s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.relocateSubject(ctx, s) },
		},
	})
}

// relocateText words the step.
func relocateText(s Step) string {
	t := "put that personnel at one of your headquarters missions"
	if s.WherePlayable {
		t += " that allows it to be played there"
	}
	if s.To == RelocateShipHere {
		t = "put that personnel aboard a ship of yours here"
	}
	if s.To == RelocateHQOrPlanet {
		t = "put that personnel on any headquarters mission or any planet mission"
	}
	if s.Outcome == OutStop {
		t += ", stopped"
	}
	return t
}

// relocateDestinations lists where the subject may be placed: the
// headquarters missions its controller commands (that let it be played
// there, with where_playable), or the ships its controller commands at
// ctx's mission. A card out of play, or not a personnel, goes nowhere.
func (g *Game) relocateDestinations(ctx fxCtx, s *Step) []int {
	id := ctx.subject
	if id == 0 {
		return nil
	}
	c := g.cards[id]
	if c.Card.Type != Personnel || !c.Zone.InPlay() {
		return nil
	}
	p := c.Controller
	var out []int
	switch s.To {
	case RelocateHQ:
		// A headquarters mission, or a substitute for one (vocab_hq_instead.go).
		for _, m := range g.hqOrInstead(p, id, s.WherePlayable) {
			if (c.Zone == ZSurface || c.Zone == ZAboard) && c.Where == m {
				continue // already there: placing it there changes nothing
			}
			out = append(out, m)
		}
	case RelocateHQOrPlanet: // vocab_relocate_any.go
		out = g.hqOrPlanetMissions(c)
	case RelocateShipHere:
		if ctx.mission == 0 {
			return nil
		}
		for _, sh := range g.cards[ctx.mission].Ships {
			if x := g.cards[sh]; x.Controller == p && x.Zone == ZAtMission && !(c.Zone == ZAboard && c.Where == sh) {
				out = append(out, sh)
			}
		}
	}
	slices.Sort(out)
	return out
}

// relocateSubject places the subject at the destination its controller
// picks (no question when there is one).
func (g *Game) relocateSubject(ctx fxCtx, s Step) {
	id := ctx.subject
	dests := g.relocateDestinations(ctx, &s)
	if len(dests) == 0 {
		return
	}
	p := g.cards[id].Controller
	put := func(to int) {
		z := ZSurface
		if g.cards[to].Card.Type == Ship {
			z = ZAboard
		}
		g.place(id, z, to)
		g.emit(Event{Kind: "placed", Player: p, Cards: []int{id, to}, Text: fmt.Sprintf("%s places %s %s %s.",
			g.players[p].Name, g.ref(id), map[Zone]string{ZSurface: "at", ZAboard: "aboard"}[z], g.ref(to))})
		if s.Outcome == OutStop && g.unstoppedInPlay(id) {
			g.stopCards(ctx, []int{id})
		}
	}
	if len(dests) == 1 {
		put(dests[0])
		return
	}
	var acts []action
	for _, d := range dests {
		d := d
		acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s at %s", g.cardName(id), g.cardName(d)), Action: ActPick, Card: id, Target: d}, func() { put(d) }})
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": place "+g.cardName(id)+" where?", acts)
}
