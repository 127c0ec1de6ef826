package game

import (
	"fmt"
	"slices"
	"sort"
)

// Naming a dilemma (Glossary: naming cards — a title, not a subtitle):
// a card's text names a dilemma, and later text of the same card reads
// whether the dilemma being faced is the one named. The name is kept as a
// timed effect of the naming card, so it ends with the period its text
// gives (until: turn — Two of Two, Adaptation Drone, 16V032) and is shown
// among the card's lasting effects.
//
// from: beneath-your-missions offers the titles of the dilemmas beneath
// the missions the player commands: face up, known to both players
// (Glossary: dilemmas — overcome dilemmas are placed face up beneath the
// mission), so the list tells nothing hidden.

// DoNameDilemma names a dilemma for the card's later text.
const DoNameDilemma = "name-dilemma"

// NameFromBeneathYours: only a dilemma beneath one of your missions.
const NameFromBeneathYours = "beneath-your-missions"

// condFacingNamed: the dilemma being faced has the title this card named.
const condFacingNamed = "facing-named-dilemma"

func init() {
	registerVerbs(map[string]verb{
		DoNameDilemma: {
			doc:    "name a dilemma (from: beneath-your-missions: one beneath a mission you command; from: pool: any dilemma of the game); the name stays with this card until the end of the turn (until: turn), for as long as this card stays in play (until: game), or until this card names again (until: renamed)",
			fields: "from until",
			validate: func(s *Step) error {
				if s.From != NameFromBeneathYours && s.From != NameFromPool {
					return fmt.Errorf("from must be %s or %s, not %q", NameFromBeneathYours, NameFromPool, s.From)
				}
				if s.Until != "turn" && !lastingName(s.Until) {
					return fmt.Errorf("until must be turn, %s or %s, not %q", UntilGame, UntilRenamed, s.Until)
				}
				return nil
			},
			text: func(s Step) string {
				hold := nameHoldText(s.Until)
				if s.From == NameFromPool {
					return "name a dilemma; " + hold
				}
				return "name a dilemma that is beneath one of your missions; " + hold
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return s.From == NameFromPool || len(g.dilemmaTitlesBeneath(ctx.p)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.nameDilemma(ctx, s) },
		},
	})
}

func nameDilemmaConds() map[string]condEntry {
	return map[string]condEntry{
		condFacingNamed: {
			doc:     "the dilemma being faced has the title this card named (name-dilemma), while that name holds",
			example: "cond: facing-named-dilemma",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				d := g.reactDilemma(ctx)
				return d != 0 && slices.Contains(g.namedDilemmas(ctx.src), g.cards[d].Card.Title)
			},
			text: func(*Cond, condWords) string { return "that dilemma is the one named" },
			slot: slotIfClause,
			// It reads only the dilemma being faced and the names held, which no
			// modifier changes (Data, From the City of Rateg, 13R099).
			inModifiers: true,
		},
	}
}

// dilemmaTitlesBeneath lists, sorted, the titles of the dilemmas beneath
// the missions p commands, each once.
func (g *Game) dilemmaTitlesBeneath(p Player) []string {
	var out []string
	for _, m := range g.allMissions() {
		if !g.commandsMission(p, m) {
			continue
		}
		for _, x := range g.cards[m].Beneath {
			if c := g.cards[x].Card; c.Type == Dilemma && !slices.Contains(out, c.Title) {
				out = append(out, c.Title)
			}
		}
	}
	sort.Strings(out)
	return out
}

// nameableDilemmas lists the titles step s lets p name: those beneath
// p's missions, or (from: pool) every dilemma of the game.
func (g *Game) nameableDilemmas(p Player, s *Step) []string {
	if s.From == NameFromPool {
		return g.lib.poolTitles(&Filter{Type: Dilemma})
	}
	return g.dilemmaTitlesBeneath(p)
}

// namedDilemmas lists the dilemma titles card src has named, while each
// name holds.
func (g *Game) namedDilemmas(src int) []string {
	var out []string
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.source == src && fx.dilemma != "" {
			out = append(out, fx.dilemma)
		}
	}
	return out
}

// nameDilemma offers ctx.p the titles to name; the one named is kept as
// a timed effect of the naming card.
func (g *Game) nameDilemma(ctx fxCtx, s Step) {
	titles := g.nameableDilemmas(ctx.p, &s)
	var acts []action
	for _, t := range titles {
		t := t
		acts = append(acts, action{Option{Label: namePrefix + t, Action: ActPick}, func() {
			if s.Until == UntilRenamed {
				g.dropNames(ctx.src)
			}
			g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{ctx.src}, dilemma: t, until: s.Until, player: ctx.p})
			g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s names %s for %s.", g.players[ctx.p].Name, t, g.ref(ctx.src))})
		}})
	}
	if len(acts) > 0 {
		prompt := ": name a dilemma beneath one of your missions"
		if s.From == NameFromPool {
			prompt = ": name a dilemma"
		}
		g.offer(ctx.p, KindName, g.cardName(ctx.src)+prompt, acts)
	}
}
