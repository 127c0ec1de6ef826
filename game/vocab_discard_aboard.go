package game

import "fmt"

// discard-to-ship-here: a personnel of yours is taken from your discard
// pile and placed aboard a ship of yours at this card's mission (Runabout
// Search, 1U196, when completed with your ship there). Placing is not
// playing: no cost is paid and nothing answering a play happens
// (Glossary: place). A unique personnel of which you already have a copy
// in play cannot be placed (Rulebook: Uniqueness). With several ships of
// yours there, its player picks one; with none, or no personnel that
// fits, the step cannot happen.

// DoDiscardToShipHere names the verb.
const DoDiscardToShipHere = "discard-to-ship-here"

func init() {
	registerVerbs(map[string]verb{
		DoDiscardToShipHere: {
			doc:      "take a personnel matching filter from your discard pile and place it aboard a ship of yours at this card's mission",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("personnel")
				return "take " + article(f) + " " + f + " from your discard pile and place it aboard your ship at this mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.shipsHere(ctx)) > 0 && len(g.discardAboardable(ctx, s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.discardToShipHere(ctx, s) },
		},
	})
}

// shipsHere lists ctx.p's ships at the mission of ctx.src.
func (g *Game) shipsHere(ctx fxCtx) []int {
	m := g.missionOf(ctx.src)
	if m == 0 {
		return nil
	}
	var out []int
	for _, s := range g.cards[m].Ships {
		if g.cards[s].Controller == ctx.p {
			out = append(out, s)
		}
	}
	return out
}

// discardAboardable lists the personnel in ctx.p's discard pile the step
// may place: matching its filter, and not a second copy of a unique card.
func (g *Game) discardAboardable(ctx fxCtx, s *Step) []int {
	var out []int
	for _, id := range g.discardMatching(ctx.p, s.Filter) {
		c := g.cards[id].Card
		if c.Type == Personnel && !(c.Unique && g.commandsCopy(ctx.p, c)) {
			out = append(out, id)
		}
	}
	return out
}

// discardToShipHere offers the personnel, one option per title, then the
// ship when there are several.
func (g *Game) discardToShipHere(ctx fxCtx, s Step) {
	ships, cands := g.shipsHere(ctx), g.discardAboardable(ctx, &s)
	if len(ships) == 0 || len(cands) == 0 {
		return
	}
	aboard := func(id, ship int) {
		g.cards[id].Controller = ctx.p
		g.changed(id) // rules_loops_cards.go
		g.place(id, ZAboard, ship)
		g.cards[id].Controller = ctx.p
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: ctx.p, Cards: g.one(id),
			Text: fmt.Sprintf("%s: %s is placed from the discard pile aboard %s.", g.ref(ctx.src), g.shown(id), g.ref(ship))})
	}
	var acts []action
	seen := map[string]bool{}
	for _, id := range cands {
		c := g.cards[id].Card
		if seen[c.ID] {
			continue
		}
		seen[c.ID] = true
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id) + " aboard", Action: ActPick, Card: id}, func() {
			if len(ships) == 1 {
				aboard(id, ships[0])
				return
			}
			var shipActs []action
			for _, sh := range ships {
				shipActs = append(shipActs, action{Option{Label: "Aboard " + g.cardName(sh), Action: ActPick, Card: sh}, func() { aboard(id, sh) }})
			}
			g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place %s aboard which ship?", g.cardName(ctx.src), g.cardName(id)), shipActs)
		}})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which personnel from your discard pile?", acts)
}
