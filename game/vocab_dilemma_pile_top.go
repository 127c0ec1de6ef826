package game

import "fmt"

// Stacking your own dilemma pile: a card has its player search the
// dilemma pile for one dilemma of a kind, set it aside, shuffle the pile
// and put it back, then lay the dilemma set aside on top, so it is the
// first one drawn next (Ajur, Temporal Thief, 16V040; Boratus, Temporal
// Thief, 16V041). A search may find nothing (Rulebook: Download, searching
// a pile); the pile is shuffled either way. Only the searching player sees
// which dilemma was taken; the opponent learns that one was.

// DoDilemmaToPileTop searches the performer's dilemma pile for a dilemma
// Filter matches and puts it on top of the pile after shuffling the rest.
const DoDilemmaToPileTop = "dilemma-to-pile-top"

func init() { registerVerbs(dilemmaPileTopVerbs()) }

func dilemmaPileTopVerbs() map[string]verb {
	return map[string]verb{
		DoDilemmaToPileTop: {
			doc:      "look through your dilemma pile for one dilemma matching filter, shuffle the rest, then lay that dilemma on top of the pile",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("dilemma")
				return "look through your dilemma pile for one " + f +
					" and put it to one side; shuffle the rest and return the pile, then lay that dilemma face down on top of it"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.players[ctx.p].DilemmaPile) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.dilemmaToPileTop(ctx, s) },
		},
	}
}

// dilemmaToPileTop offers the matching dilemmas of ctx.p's pile (or
// taking none), then shuffles the pile face down and tops it with the
// dilemma taken.
func (g *Game) dilemmaToPileTop(ctx fxCtx, s Step) {
	p := ctx.p
	ps := g.players[p]
	finish := func(id int) {
		if id != 0 {
			ps.DilemmaPile = remove(ps.DilemmaPile, id)
		}
		g.shuffle(ps.DilemmaPile)
		if id != 0 {
			ps.DilemmaPile = append([]int{id}, ps.DilemmaPile...)
		}
		for _, x := range ps.DilemmaPile {
			g.cards[x].FaceUp = false
			g.changed(x) // rules_loops_cards.go
		}
		if id == 0 {
			g.emit(Event{Kind: "search", Player: p, Text: fmt.Sprintf("%s searches the dilemma pile, takes nothing and shuffles it.", ps.Name)})
			return
		}
		g.emit(Event{Kind: "search", Player: p, Cards: g.one(id), Private: true,
			Text:   fmt.Sprintf("%s shuffles the dilemma pile and places %s on top of it.", ps.Name, g.ref(id)),
			Public: fmt.Sprintf("%s sets a dilemma aside, shuffles the dilemma pile and places that dilemma face down on top of it.", ps.Name)})
	}
	acts := []action{{Option{Label: "Take nothing", Action: ActEnd}, func() { finish(0) }}}
	for _, id := range g.dilemmasInPile(p, s.Filter) {
		id := id
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id) + " on top", Action: ActPick, Card: id}, func() { finish(id) }})
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": which dilemma goes on top of your dilemma pile?", acts)
}
