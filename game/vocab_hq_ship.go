package game

import (
	"fmt"
	"slices"
)

// Placing personnel between a headquarters mission and a ship anywhere
// (Seeing Double, 7C030: a Founder of yours at your headquarters goes
// aboard a ship; or some of your [Dom] personnel there trade places with
// as many of yours aboard a ship). They are placed, not moved: no Range is
// used and the ship need not be at the headquarters (Rulebook: Movement —
// game text may place cards). "At your headquarters mission" is anywhere
// at it, on it or aboard a ship there (Ruling: At This Mission). The ship
// may be anyone's, since the text does not say whose, but never the one
// the personnel is already aboard.

const (
	// DoHQToShip: one of your personnel matching Filter at a
	// headquarters mission you command is placed aboard a ship.
	DoHQToShip = "hq-to-ship"
	// DoHQShipExchange: any number of your personnel matching Filter at a
	// headquarters mission you command trade places with as many of your
	// personnel aboard one ship.
	DoHQShipExchange = "hq-ship-exchange"
)

func init() { registerVerbs(hqShipVerbs()) }

func hqShipVerbs() map[string]verb {
	return map[string]verb{
		DoHQToShip: {
			doc:      "place one of your personnel matching filter at a headquarters mission you command (on it or aboard a ship there) aboard any ship in play, anyone's, but the one it is aboard (placed, not moved)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "put one of your " + s.Filter.Text("personnel") + " at a headquarters you command onto any ship (placed, not moved)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				for _, id := range g.atYourHQ(ctx.p, s.Filter) {
					if len(g.shipsToBoard(ctx.p, id)) > 0 {
						return true
					}
				}
				return false
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.hqToShip(ctx, s) },
		},
		DoHQShipExchange: {
			doc:      "exchange any number of your personnel matching filter at a headquarters mission you command (on it or aboard a ship there) with as many of your personnel aboard one ship, anyone's, anywhere: each takes the other's place (placed, not moved)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "as many of your " + s.Filter.Text("personnel") + " at a headquarters you command as you like trade places, one for one, with yours on board a single ship"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.exchangeShips(ctx.p, s.Filter)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.hqShipExchange(ctx, s) },
		},
	}
}

// atYourHQ lists p's personnel matching f at a headquarters mission p
// commands, on it or aboard a ship there.
func (g *Game) atYourHQ(p Player, f *Filter) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type != Personnel || c.Controller != p || (c.Zone != ZSurface && c.Zone != ZAboard) || !g.considers(p, c.ID) || !g.matches(f, c.ID) {
			continue
		}
		if m := g.missionOf(c.ID); m != 0 && g.cards[m].Card.IsHQ() && g.commandsMission(p, m) {
			out = append(out, c.ID)
		}
	}
	return out
}

// shipsToBoard lists the ships in play at a mission that p may place
// personnel id aboard: any but the one it is on.
func (g *Game) shipsToBoard(p Player, id int) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && g.considers(p, c.ID) && !(g.cards[id].Zone == ZAboard && g.cards[id].Where == c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// yoursAboard lists p's personnel aboard ship sh.
func (g *Game) yoursAboard(p Player, sh int) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && c.Zone == ZAboard && c.Where == sh && c.Controller == p && g.considers(p, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// hqNotAboard is atYourHQ without those aboard ship sh.
func (g *Game) hqNotAboard(p Player, f *Filter, sh int) []int {
	return slices.DeleteFunc(g.atYourHQ(p, f), func(id int) bool {
		return g.cards[id].Zone == ZAboard && g.cards[id].Where == sh
	})
}

// exchangeShips lists the ships in play carrying one of p's personnel
// while one of p's personnel matching f at p's headquarters is elsewhere.
func (g *Game) exchangeShips(p Player, f *Filter) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && g.considers(p, c.ID) &&
			len(g.yoursAboard(p, c.ID)) > 0 && len(g.hqNotAboard(p, f, c.ID)) > 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

// pickShip offers ships (one alone is simply taken) and runs then with
// the pick.
func (g *Game) pickShip(ctx fxCtx, prompt string, ships []int, then func(sh int)) {
	switch len(ships) {
	case 0:
		return
	case 1:
		then(ships[0])
		return
	}
	var acts []action
	for _, sh := range ships {
		sh := sh
		acts = append(acts, action{Option{Label: g.shipLabel(sh, ctx.p), Action: ActPick, Card: sh}, func() { then(sh) }})
	}
	g.offer(ctx.p, KindSelect, prompt, acts)
}

func (g *Game) hqToShip(ctx fxCtx, s Step) {
	var cands []int
	for _, id := range g.atYourHQ(ctx.p, s.Filter) {
		if len(g.shipsToBoard(ctx.p, id)) > 0 {
			cands = append(cands, id)
		}
	}
	if len(cands) == 0 {
		return
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 1, Max: 1, Prompt: g.cardName(ctx.src) + ": which personnel goes aboard a ship?"}
	for _, id := range cands {
		d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		id := cands[picks[0]]
		g.pickShip(ctx, g.cardName(ctx.src)+": aboard which ship?", g.shipsToBoard(ctx.p, id), func(sh int) {
			g.place(id, ZAboard, sh)
			g.emit(Event{Kind: "board", Player: ctx.p, Cards: []int{id}, Text: fmt.Sprintf("%s places %s aboard %s.", g.players[ctx.p].Name, g.ref(id), g.ref(sh))})
		})
	})
}

func (g *Game) hqShipExchange(ctx fxCtx, s Step) {
	g.pickShip(ctx, g.cardName(ctx.src)+": exchange with personnel aboard which ship?", g.exchangeShips(ctx.p, s.Filter), func(sh int) {
		home := g.hqNotAboard(ctx.p, s.Filter, sh)
		crew := g.yoursAboard(ctx.p, sh)
		d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 0, Max: min(len(home), len(crew)), Prompt: fmt.Sprintf("%s: which personnel at headquarters go aboard %s?", g.cardName(ctx.src), g.shipLabel(sh, ctx.p))}
		for _, id := range home {
			d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
		}
		g.ask(d, func(picks []int) {
			if len(picks) == 0 {
				return
			}
			going := make([]int, len(picks))
			for i, k := range picks {
				going[i] = home[k]
			}
			d2 := &Decision{Player: ctx.p, Kind: KindSelect, Min: len(going), Max: len(going), Prompt: fmt.Sprintf("%s: which %d personnel aboard %s take their places?", g.cardName(ctx.src), len(going), g.shipLabel(sh, ctx.p))}
			for _, id := range crew {
				d2.Options = append(d2.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
			}
			g.ask(d2, func(picks2 []int) {
				coming := make([]int, len(picks2))
				spots := make([]spot, len(going))
				for i, k := range picks2 {
					coming[i] = crew[k]
				}
				for i, id := range going {
					spots[i] = spot{g.cards[id].Zone, g.cards[id].Where}
				}
				for _, id := range going {
					g.place(id, ZAboard, sh)
				}
				for i, id := range coming {
					g.place(id, spots[i].zone, spots[i].where)
				}
				g.emit(Event{Kind: "board", Player: ctx.p, Cards: append(slices.Clone(going), coming...), Text: fmt.Sprintf("%s exchanges %s with %s from %s.", g.players[ctx.p].Name, g.refs(going), g.refs(coming), g.ref(sh))})
			})
		})
	})
}
