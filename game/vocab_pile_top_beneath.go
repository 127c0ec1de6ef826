package game

import (
	"fmt"
	"slices"
)

// pile-top-beneath: the performer places the top count cards of the
// opponent's dilemma pile beneath this mission, the mission where the
// card whose text it is stands (Orb of Time, 30V013). Unlike
// dilemmas-beneath (the opponent places them, beneath a mission of the
// performer's choice) the place is fixed and the performer does it. A
// dilemma beneath a mission lies there face up, as an overcome one does
// (Rulebook: Facing Dilemmas), so its name is shown to both players.
// Possible only with a card in that pile and a mission to place it
// beneath.
//
// whose: your is the performer's own pile instead ("your opponent may
// place the top two cards of his or her dilemma pile under this mission":
// Expand Business Opportunities, 14U055, performed by the opponent).
// then: steps the performer carries out once the cards are placed, what
// placing them was for ("... to score 5 points"); with then, the step
// needs the whole count in the pile, since it is paid in full or not at
// all.

// DoPileTopBeneath is the verb described above.
const DoPileTopBeneath = "pile-top-beneath"

func init() {
	registerVerbs(map[string]verb{
		DoPileTopBeneath: {
			doc:    "place the top count cards (1 when absent) of your opponent's dilemma pile (whose: your, your own) beneath this mission; then: steps that follow once they are placed (the whole count needed)",
			fields: "count whose then",
			validate: func(s *Step) error {
				if s.Whose != "" && s.Whose != WhoseYour {
					return fmt.Errorf("whose must be your or absent, not %q", s.Whose)
				}
				return validateSteps(s.Then)
			},
			text: func(s Step) string {
				pile := "your opponent's dilemma pile"
				if s.Whose == WhoseYour {
					pile = "their own dilemma pile"
				}
				t := "place the top card of " + pile + " beneath this mission"
				if n := max(1, s.Count); n > 1 {
					t = fmt.Sprintf("place the top %d cards of %s beneath this mission", n, pile)
				}
				if len(s.Then) > 0 {
					t += "; having placed them, " + clauses(s.Then)
				}
				return t
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				need := 1
				if len(s.Then) > 0 {
					need = max(1, s.Count)
				}
				return ctx.mission != 0 && len(g.players[pileTopOwner(ctx, s)].DilemmaPile) >= need
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				owner := pileTopOwner(ctx, &s)
				pile := g.players[owner].DilemmaPile
				n := max(1, s.Count)
				if ctx.mission == 0 || len(pile) == 0 || len(s.Then) > 0 && len(pile) < n {
					return
				}
				top := slices.Clone(g.reachDilemmaTop(owner, n)) // dilemma_pile_top.go
				for _, id := range top {
					g.place(id, ZBeneath, ctx.mission)
					g.cards[id].FaceUp = true
					g.changed(id) // rules_loops_cards.go
				}
				g.emit(Event{Kind: "placed-beneath", Player: ctx.p, Cards: top, Text: fmt.Sprintf("%s places %s from the top of %s's dilemma pile beneath %s.", g.players[ctx.p].Name, g.refs(top), g.players[owner].Name, g.ref(ctx.mission))})
				if len(s.Then) > 0 {
					g.runAbility(ctx, s.Then)
				}
			},
		},
	})
}

// pileTopOwner is whose dilemma pile a pile-top-beneath step takes from.
func pileTopOwner(ctx fxCtx, s *Step) Player {
	if s.Whose == WhoseYour {
		return ctx.p
	}
	return ctx.p.Other()
}
