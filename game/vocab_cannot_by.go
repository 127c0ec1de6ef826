package game

import (
	"fmt"
	"slices"
	"strings"
)

// "Cannot be killed or stopped by dilemmas" narrowed and timed (Rulebook:
// Facing Dilemmas — a card selected for an action it cannot perform
// ignores that action, and a card that cannot perform it cannot be chosen
// for it; vocab_cannot_dilemma.go):
//
//   - cannot_by (a modifier's field): its stop-by-dilemma, kill-by-dilemma
//     and random-select outcomes hold only against dilemmas the filter
//     matches by their printed facts, such as a dual dilemma (Odo, Vastly
//     Outnumbered, 20V015: {dilemma: dual}). The dilemma is the one whose
//     action it is: the one being faced.
//   - dilemma-immune (a verb): a personnel present, anyone's, this card
//     included, matching target, named by the performer, cannot be killed
//     or stopped by dilemmas until the end of the turn (George Primmin,
//     Starfleet Security, 16V035). Naming is by title (Glossary: naming
//     cards); the personnel named is the one picked, since two cards of
//     one unique title are never present for one player. It is a timed
//     effect of the personnel named: it lasts whatever becomes of the
//     card that named it, and ends when that personnel leaves play.

// DoDilemmaImmune names a personnel who cannot be stopped or killed by
// dilemmas for a while.
const DoDilemmaImmune = "dilemma-immune"

func init() {
	registerVerbs(map[string]verb{
		DoDilemmaImmune: {
			doc:    "name a personnel present (anyone's, this card included) matching target; it cannot be killed or stopped by dilemmas until until (turn or attempt)",
			fields: "target until",
			validate: func(s *Step) error {
				if s.Until != "turn" && s.Until != "attempt" {
					return fmt.Errorf("until must be turn or attempt, not %q", s.Until)
				}
				return s.Target.validate()
			},
			text: func(s Step) string {
				n := s.Target.Text("personnel")
				return fmt.Sprintf("name %s %s present (this one included, anyone's): it cannot be killed or stopped by dilemmas until %s",
					article(n), n, untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.immuneCandidates(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.nameImmune(ctx, s) },
		},
	})
}

// immuneCandidates lists the personnel dilemma-immune may name: those in
// play present with ctx.src, this card included, matching the target.
func (g *Game) immuneCandidates(ctx fxCtx, s *Step) []int {
	if !g.cards[ctx.src].Zone.InPlay() {
		return nil
	}
	var out []int
	for _, id := range append([]int{ctx.src}, g.presentPool(ctx.src)...) {
		c := g.cards[id]
		if c.Card.Type == Personnel && c.Zone.InPlay() && g.matches(s.Target, id) && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// nameImmune asks which personnel to name (one alone is simply named)
// and gives it the timed "cannot".
func (g *Game) nameImmune(ctx fxCtx, s Step) {
	give := func(id int) {
		g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, until: s.Until, player: ctx.p,
			cannot: []string{OutStopByDilemma, OutKillByDilemma}})
		g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s names %s for %s: it cannot be killed or stopped by dilemmas until %s.",
			g.players[ctx.p].Name, g.ref(id), g.ref(ctx.src), g.untilLog(s.Until, ctx.p))})
	}
	ids := g.immuneCandidates(ctx, &s)
	switch len(ids) {
	case 0:
		return
	case 1:
		give(ids[0])
		return
	}
	var acts []action
	for _, id := range ids {
		acts = append(acts, action{Option{Label: namePrefix + g.cardName(id), Action: ActPick, Card: id}, func() { give(id) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": name a personnel present", acts)
}

// timedCannot reports whether a timed effect keeps card id from
// undergoing outcome.
func (g *Game) timedCannot(id int, outcome string) bool {
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; len(fx.cannot) > 0 && slices.Contains(fx.targets, id) && slices.Contains(fx.cannot, outcome) {
			return true
		}
	}
	return false
}

// validateCannotBy checks a modifier's cannot_by: only with the outcomes
// a dilemma's own action meets.
func (m *Modifier) validateCannotBy() error {
	if m.CannotByNamed { // vocab_cannot_by_named.go
		return m.validateCannotByNamed()
	}
	if m.CannotBy == nil {
		return nil
	}
	if len(m.Cannot) == 0 {
		return fmt.Errorf("cannot_by: needs cannot")
	}
	for _, o := range m.Cannot {
		if !isDilemmaCannot(o) {
			return fmt.Errorf("cannot_by: narrows only outcomes dilemmas cause (stop-by-dilemma, kill-by-dilemma, random-select), not %q", o)
		}
	}
	if m.CannotBy.IsZero() {
		return fmt.Errorf("cannot_by: an empty filter narrows nothing")
	}
	return m.CannotBy.validate()
}

// cannotByHolds reports whether modifier m of card src's applies its
// cannot against dilemma dil (0: none known, so a narrowed cannot does
// not apply).
func (g *Game) cannotByHolds(src int, m *Modifier, dil int) bool {
	if m.CannotSource != "" { // only against a card of an opponent's: vocab_cannot_source.go
		return false
	}
	if m.CannotByNamed { // vocab_cannot_by_named.go
		return g.namedDilemmaIs(src, dil)
	}
	return m.CannotBy == nil || dil != 0 && m.CannotBy.MatchesCard(g.cards[dil].Card)
}

// cannotByWords words a modifier's cannot, naming the dilemmas it is
// narrowed to ("cannot be killed or stopped by dual dilemmas").
func cannotByWords(m *Modifier) string {
	if m.CannotBy == nil && !m.CannotByNamed {
		return cannotWords(m.Cannot)
	}
	var ws []string
	for _, o := range m.Cannot {
		if o == OutRandomSelect {
			ws = append(ws, "randomly selected")
			continue
		}
		verb, _ := outcomeWords(o)
		ws = append(ws, pastOf(verb))
	}
	if m.CannotByNamed {
		return "cannot be " + strings.Join(ws, " or ") + " by the dilemma this card named"
	}
	return "cannot be " + strings.Join(ws, " or ") + " by " + pluralNouns(m.CannotBy.Text("dilemma"))
}
