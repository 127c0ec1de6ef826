package game

import (
	"fmt"
	"slices"
	"strings"
)

// Looking at the top cards of an opponent's dilemma pile and taking some
// of them out of the game (Masaro, Idealistic Saboteur, 16V044; Helen
// Noel, Enterprise Psychiatrist, 16V036; Spock, Science Officer,
// 12R085). Two ways:
//
//   - examine-dilemmas-remove: the performer examines the top cards
//     (named to the performer alone: Glossary: examine) and removes one
//     of them, of their choice, from the game; the others stay on top of
//     the pile in the order they had.
//   - reveal-dilemmas-remove: the top cards are revealed to every player
//     (Glossary: reveal) and each one the filter matches is removed from
//     the game; the others stay on top in the order they had.
//
// A card removed from the game is face up out of play, so its title is
// public once it leaves the pile. With fewer cards in the pile than
// asked, those there are used.

const (
	// DoExamineDilemmasRemove: examine the top Count dilemmas of a pile
	// (Whose: opponent, or yours) and remove one of them from the game.
	DoExamineDilemmasRemove = "examine-dilemmas-remove"
	// DoRevealDilemmasRemove: reveal the top Count dilemmas of a pile and
	// remove each that matches Filter from the game.
	DoRevealDilemmasRemove = "reveal-dilemmas-remove"
)

func init() { registerVerbs(dilemmaPileRemoveVerbs()) }

func dilemmaPileRemoveVerbs() map[string]verb {
	validate := func(s *Step) error {
		if s.Count <= 0 {
			return fmt.Errorf("needs a positive count")
		}
		if s.Whose != "" && s.Whose != WhoseOpponent {
			return fmt.Errorf("whose: want opponent (yours when absent), not %q", s.Whose)
		}
		return s.Filter.validate()
	}
	possible := func(g *Game, ctx fxCtx, s *Step) bool {
		return len(g.players[examinedPile(ctx, s)].DilemmaPile) > 0
	}
	return map[string]verb{
		DoExamineDilemmasRemove: {
			doc:      "examine the top count cards of a dilemma pile (whose: opponent, or yours) and remove one of them from the game; the rest stay on top in the same order",
			fields:   "count whose",
			validate: validate,
			text: func(s Step) string {
				return fmt.Sprintf("examine the top %s cards of %s dilemma pile and remove one of them from the game; the others go back in the same order",
					numberWord(s.Count), pileWhose(s))
			},
			possible: possible,
			run:      func(g *Game, ctx fxCtx, s Step) { g.examineDilemmasRemove(ctx, s) },
		},
		DoRevealDilemmasRemove: {
			doc:      "reveal the top count cards of a dilemma pile (whose: opponent, or yours) and remove from the game each that matches filter; the rest stay on top in the same order",
			fields:   "count whose filter",
			validate: validate,
			text: func(s Step) string {
				return fmt.Sprintf("reveal the top %s cards of %s dilemma pile and remove from the game each %s among them; the others go back to that pile",
					numberWord(s.Count), pileWhose(s), s.Filter.Text("dilemma"))
			},
			possible: possible,
			run:      func(g *Game, ctx fxCtx, s Step) { g.revealDilemmasRemove(ctx, s) },
		},
	}
}

// pileWhose words whose pile step s reads.
func pileWhose(s Step) string {
	if s.Whose == WhoseOpponent {
		return "an opponent's"
	}
	return "your"
}

// examineDilemmasRemove names the top cards to the performer alone, then
// offers each of them for removal (one must be removed).
func (g *Game) examineDilemmasRemove(ctx fxCtx, s Step) {
	owner := examinedPile(ctx, &s)
	top := slices.Clone(g.reachDilemmaTop(owner, s.Count)) // dilemma_pile_top.go
	if len(top) == 0 {
		return
	}
	me, them := g.players[ctx.p].Name, g.players[owner].Name
	names := make([]string, len(top))
	for i, id := range top {
		names[i] = g.cardName(id)
	}
	g.emit(Event{Kind: "examine", Player: ctx.p, Private: true,
		Text:   fmt.Sprintf("%s examines the top %d cards of %s's dilemma pile (top first: %s).", me, len(top), them, strings.Join(names, ", ")),
		Public: fmt.Sprintf("%s examines the top %d cards of %s's dilemma pile.", me, len(top), them)})
	var acts []action
	for _, id := range top {
		acts = append(acts, action{Option{Label: "Remove " + g.cardName(id) + " from the game", Action: ActPick, Card: id}, func() {
			g.removeFromDilemmaPile(ctx, []int{id}, owner)
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: remove which of %s's dilemmas from the game?", g.cardName(ctx.src), them), acts)
}

// revealDilemmasRemove shows the top cards to every player and removes
// each that the filter matches.
func (g *Game) revealDilemmasRemove(ctx fxCtx, s Step) {
	owner := examinedPile(ctx, &s)
	top := slices.Clone(g.reachDilemmaTop(owner, s.Count)) // dilemma_pile_top.go
	if len(top) == 0 {
		return
	}
	g.emit(Event{Kind: "reveal-dilemmas", Player: ctx.p, Cards: top,
		Text: fmt.Sprintf("%s reveals the top %d card(s) of %s's dilemma pile for %s: %s.", g.players[ctx.p].Name, len(top), g.players[owner].Name, g.ref(ctx.src), g.shownAll(top))})
	var gone []int
	for _, id := range top {
		if s.Filter.MatchesCard(g.cards[id].Card) {
			gone = append(gone, id)
		}
	}
	if len(gone) == 0 {
		g.emit(Event{Kind: "remove", Player: ctx.p, Text: fmt.Sprintf("%s: none of them is removed; they stay on top of the pile.", g.ref(ctx.src))})
		return
	}
	g.removeFromDilemmaPile(ctx, gone, owner)
}

// removeFromDilemmaPile moves ids out of owner's dilemma pile to the
// removed-from-game pile; the cards left keep their order.
func (g *Game) removeFromDilemmaPile(ctx fxCtx, ids []int, owner Player) {
	for _, id := range ids {
		g.place(id, ZRemoved, 0)
	}
	g.emit(Event{Kind: "remove", Player: ctx.p, Cards: slices.Clone(ids),
		Text: fmt.Sprintf("%s: %s removed from the game out of %s's dilemma pile; the others stay on top in the same order.", g.ref(ctx.src), g.shownAll(ids), g.players[owner].Name)})
}
