package game

import (
	"fmt"
	"slices"
)

// Placing a personnel from one's headquarters mission at another mission
// (Spock, Maverick Diplomat, 35V029: one of the things each player may
// choose as he is played). hq-to-mission: the performer picks one of their
// personnel matching the filter at a headquarters mission they command —
// on it or aboard a ship there (Ruling: At This Mission) — and places it
// on another headquarters or planet mission in play, any player's: placed,
// not moved or beamed, so no Range is used and no ship is needed
// (Glossary: place). A space mission has no surface for a personnel to
// stand on, so it is not one of the places, as for relocate-subject's
// any-hq-or-planet (vocab_relocate_any.go).

// DoHQToMission: one of your personnel at your headquarters is placed at
// another headquarters or planet mission.
const DoHQToMission = "hq-to-mission"

func init() {
	registerVerbs(map[string]verb{
		DoHQToMission: {
			doc:      "place one of your personnel matching filter at a headquarters mission you command (on it or aboard a ship there) on another headquarters or planet mission in play, any player's (placed, not moved)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place one of your " + s.Filter.Text("personnel") + " at your headquarters mission on another headquarters or planet mission (placed, not moved)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return slices.ContainsFunc(g.atYourHQ(ctx.p, s.Filter), func(id int) bool { return len(g.hqToMissionPlaces(id)) > 0 })
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.hqToMission(ctx, s) },
		},
	})
}

// hqToMissionPlaces lists the headquarters and planet missions in play,
// each player's, other than the one personnel id is at.
func (g *Game) hqToMissionPlaces(id int) []int {
	at := g.missionOf(id)
	var out []int
	for p := range g.players {
		for _, m := range g.players[p].Missions {
			if m != at && g.cards[m].Card.MissionType != Space {
				out = append(out, m)
			}
		}
	}
	return out
}

// hqToMission has ctx.p pick a personnel and a mission, then places it.
func (g *Game) hqToMission(ctx fxCtx, s Step) {
	cands := slices.DeleteFunc(g.atYourHQ(ctx.p, s.Filter), func(id int) bool { return len(g.hqToMissionPlaces(id)) == 0 })
	if len(cands) == 0 {
		return
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 1, Max: 1, Prompt: g.cardName(ctx.src) + ": which personnel at your headquarters goes to another mission?"}
	for _, id := range cands {
		d.Options = append(d.Options, Option{Label: "Place " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		id := cands[picks[0]]
		put := func(m int) {
			g.place(id, ZSurface, m)
			g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{id, m}, Text: fmt.Sprintf("%s places %s at %s.", g.players[ctx.p].Name, g.ref(id), g.ref(m))})
		}
		places := g.hqToMissionPlaces(id)
		if len(places) == 1 {
			put(places[0])
			return
		}
		var acts []action
		for _, m := range places {
			m := m
			acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s at %s", g.cardName(id), g.cardName(m)), Action: ActPick, Card: id, Target: m}, func() { put(m) }})
		}
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place "+g.cardName(id)+" at which mission?", acts)
	})
}
