package game

import (
	"fmt"
	"slices"
)

// Placing this personnel, with any number of personnel present with it,
// aboard a ship at the same mission (Kudak'Etan, Arrogant First, 0P009:
// he and as many Jem'Hadar of his player's with him as that player picks
// go onto one ship where he is). It is placed, not moved: no Range is used
// (Rulebook: Movement — game text may place cards). The ship may be
// anyone's, since the card does not say whose, but not the one this personnel is already
// aboard. (board-ship, vocab_abilities.go, takes your personnel from
// anywhere at the mission instead.)

// DoBoardWithPresent: this personnel and any number of your personnel
// present matching Filter go aboard one ship at this mission.
const DoBoardWithPresent = "board-with-present"

func init() { registerVerbs(boardPresentVerbs()) }

func boardPresentVerbs() map[string]verb {
	return map[string]verb{
		DoBoardWithPresent: {
			doc:      "place this personnel and any number of your personnel present matching filter aboard one ship at this mission",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place this personnel and any number of your " + s.Filter.Text("personnel") + " present aboard a ship at this mission"
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return g.cards[ctx.src].Zone.InPlay() && len(g.boardTargets(ctx)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.boardWithPresent(ctx, s) },
		},
	}
}

// boardTargets lists the ships at ctx's mission that ctx.src may be
// placed aboard: any ship its player may consider but the one it is on.
func (g *Game) boardTargets(ctx fxCtx) []int {
	src := g.cards[ctx.src]
	return slices.DeleteFunc(g.boardableShips(ctx.p, ctx.mission), func(s int) bool {
		return src.Zone == ZAboard && src.Where == s
	})
}

func (g *Game) boardWithPresent(ctx fxCtx, s Step) {
	if !g.cards[ctx.src].Zone.InPlay() {
		return
	}
	var crew []int
	for _, id := range g.present(ctx.src) {
		if c := g.cards[id]; c.Card.Type == Personnel && c.Controller == ctx.p && g.considers(ctx.p, id) && g.matches(s.Filter, id) {
			crew = append(crew, id)
		}
	}
	board := func(ship int) {
		place := func(picks []int) {
			moved := []int{ctx.src}
			for _, i := range picks {
				moved = append(moved, crew[i])
			}
			for _, id := range moved {
				g.place(id, ZAboard, ship)
			}
			g.emit(Event{Kind: "board", Player: ctx.p, Cards: moved, Text: fmt.Sprintf("%s places %s aboard %s.", g.players[ctx.p].Name, g.refs(moved), g.ref(ship))})
		}
		if len(crew) == 0 {
			place(nil)
			return
		}
		d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 0, Max: len(crew), Prompt: fmt.Sprintf("%s: which personnel present go aboard %s too?", g.cardName(ctx.src), g.shipLabel(ship, ctx.p))}
		for _, id := range crew {
			d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
		}
		g.ask(d, place)
	}
	ships := g.boardTargets(ctx)
	switch len(ships) {
	case 0:
		return
	case 1:
		board(ships[0])
		return
	}
	var acts []action
	for _, sh := range ships {
		sh := sh
		acts = append(acts, action{Option{Label: g.shipLabel(sh, ctx.p), Action: ActPick, Card: sh}, func() { board(sh) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": aboard which ship?", acts)
}
