package game

import (
	"fmt"
	"slices"
)

// A personnel becoming a given species or affiliation for a while
// (Gi'ral, Reproachful Matriarch, 26V048: Klingon, or [Rom], until the
// end of the dilemma). What it becomes replaces what it was (Glossary:
// modifications — replace): a species replaces its species, an
// affiliation its affiliation. The step's filter names the one thing it
// becomes, a species or an affiliation; the change is a timed effect
// (timedEffect.species, .affiliation) read wherever a filter is matched
// (Game.matches) and wherever the engine reads an affiliation
// (Game.affiliation). become-species, by contrast, lets its player name
// any species.

// DoBecome: the target becomes the species or affiliation Filter names.
const DoBecome = "become"

func init() {
	registerVerbs(map[string]verb{
		DoBecome: {
			doc:    "the target becomes the species or the affiliation filter names (in place of its own) until until",
			fields: "filter until to target",
			validate: func(s *Step) error {
				f := s.Filter
				if f == nil || (f.Species == "") == (f.Affiliation == "") || f.Text("") != (&Filter{Species: f.Species, Affiliation: f.Affiliation}).Text("") {
					return fmt.Errorf("filter names exactly one species or one affiliation, and nothing else")
				}
				return validateTimed(s)
			},
			text: func(s Step) string {
				what := s.Filter.Species
				if what == "" {
					what = "[" + affShort(s.Filter.Affiliation) + "]"
				}
				return fmt.Sprintf("make %s %s (in place of its own) until %s", timedTargetWords(s), what, untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.timedTargets(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.withTimedTarget(ctx, s, func(id int) {
					fx := timedEffect{source: ctx.src, targets: []int{id}, species: s.Filter.Species, affiliation: s.Filter.Affiliation, until: s.Until, player: ctx.p}
					g.turnFx = append(g.turnFx, fx)
					what := fx.species
					if what == "" {
						what = "[" + affShort(fx.affiliation) + "]"
					}
					g.emit(Event{Kind: "become", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is %s until %s.", g.ref(id), what, g.untilLog(s.Until, ctx.p))})
				})
			},
		},
	})
}

// affiliationOverride is the affiliation card id has become for a while,
// if any; the latest effect wins, and one for a while wins over a
// modifier's.
func (g *Game) affiliationOverride(id int) (string, bool) {
	aff, ok := "", false
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.affiliation != "" && slices.Contains(fx.targets, id) {
			aff, ok = fx.affiliation, true
		}
	}
	if !ok {
		if len(g.identity.sources) > 0 {
			aff, ok = g.gainedAffiliation(id) // none without a source of them
		}
		if !ok && g.cards[id].playedAs != "" { // while a modifier holds: vocab_gained_identity.go
			return g.cards[id].playedAs, true // as it was played: vocab_play_as_affiliation.go
		}
	}
	return aff, ok
}
