package game

import "fmt"

// Placing the ship a personnel is aboard at another mission its player
// commands (Geordi La Forge, Battleship Engineer, 17V060: he returns to
// hand, and the ship he was aboard is placed at one of your missions). A
// placed ship is not moved: no Range is used and nothing that answers a
// move answers (Glossary: place). The ship is the one the personnel was
// aboard when the text was used (fxCtx.ship), so a cost that takes him
// off it first does not lose it. Its crew goes with it.

// DoPlaceShipAtMission: the ship this personnel is aboard is placed at a
// mission you command other than the one it is at.
const DoPlaceShipAtMission = "place-ship-at-mission"

func init() { registerVerbs(placeShipMissionVerbs()) }

func placeShipMissionVerbs() map[string]verb {
	return map[string]verb{
		DoPlaceShipAtMission: {
			doc:    "the ship this personnel is aboard (as the text is used), or (filter) a ship of yours at the mission of what triggered the text that the filter matches, your pick, is placed, not moved, at another mission you command (one target matches: `{mission: space, completed: false}`)",
			fields: "target filter",
			validate: func(s *Step) error {
				if err := s.Filter.validate(); err != nil {
					return err
				}
				return s.Target.validate()
			},
			text: func(st Step) string {
				if st.Filter != nil {
					n := st.Filter.Text("ship")
					return "put your " + n + " at that mission at another mission of yours (it does not move)"
				}
				if st.Target != nil {
					n := st.Target.Text("mission")
					return "put the ship carrying this personnel at " + article(n) + " " + n + " of yours (it does not move)"
				}
				return "place that ship at another mission of yours (it does not move)"
			},
			possible: func(g *Game, ctx fxCtx, st *Step) bool {
				if st.Filter != nil {
					return len(g.placeableShipsThere(ctx, st)) > 0
				}
				return len(g.shipDestinations(ctx, st.Target)) > 0
			},
			run: func(g *Game, ctx fxCtx, st Step) {
				if st.Filter != nil {
					g.placeShipThere(ctx, st)
					return
				}
				s := ctx.ship
				var acts []action
				for _, m := range g.shipDestinations(ctx, st.Target) {
					m := m
					acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s at %s", g.cardName(s), g.cardName(m)), Action: ActPick, Card: s, Target: m}, func() {
						from := g.cards[s].Where
						g.place(s, ZAtMission, m)
						g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{s, m}, Text: fmt.Sprintf("%s places %s from %s at %s.",
							g.players[ctx.p].Name, g.ref(s), g.ref(from), g.ref(m))})
					}})
				}
				switch len(acts) {
				case 0:
				case 1: // the only mission: nothing to choose
					acts[0].do()
				default:
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place the ship at which mission?", acts)
				}
			},
		},
	}
}

// shipDestinations lists the missions ctx.p commands where the ship
// ctx.src was aboard could be placed: it is still in play and ctx.p's,
// and the mission is not the one it is at (and matches target, when
// given: Thon, 10R099, wants an incomplete space mission).
func (g *Game) shipDestinations(ctx fxCtx, target *Filter) []int {
	s := ctx.ship
	if s == 0 {
		return nil
	}
	sc := g.cards[s]
	if sc.Zone != ZAtMission || sc.Controller != ctx.p {
		return nil
	}
	var out []int
	for _, m := range g.players[ctx.p].Missions {
		if m != sc.Where && g.commandsMission(ctx.p, m) && g.matches(target, m) {
			out = append(out, m)
		}
	}
	return out
}
