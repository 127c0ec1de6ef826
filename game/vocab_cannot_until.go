package game

import "fmt"

// cannot-until: a personnel, or each of its player's personnel present
// matching a filter, is shielded from one outcome for a while (Grish,
// 20V033, shields himself and the [Pa][Fer] personnel with him from
// dilemma kills for the rest of the turn). It is a timed
// effect on each card reached, fixed as the step runs (Ruling: One-Time
// Broadcast Abilities: a personnel arriving later is not covered), read
// wherever a "cannot" is (Game.cannot: a card selected for an action it
// cannot undergo ignores it, a chosen selection cannot pick it; Rulebook:
// Facing Dilemmas). The targets are those of the other timed verbs
// (vocab_react_timed.go, vocab_timed_targets.go): to: self (this card),
// each-present (each of your personnel present matching target, this card
// too), each-yours.
//
// to: this-mission with outcome attempt bars the mission where the card
// whose text it is stands from being attempted for a while (U.S.S.
// Sutherland, 0P020, after its player fails there: no attempt of that
// mission again this turn). A mission that cannot be attempted is not
// offered (attemptForbidden, vocab_dilemma_placed.go; Glossary: cannot);
// an attempt already under way is not touched. The effect is the
// mission's for everyone, which on its player's turn is the same as its
// player's: only the active player attempts.

// DoCannotUntil: the targets cannot undergo Outcome until Until.
const DoCannotUntil = "cannot-until"

func init() {
	registerVerbs(map[string]verb{
		DoCannotUntil: {
			doc:    "the target (to: self, each-present: each of your personnel present matching target, this card too; each-yours; one-yours: one of yours in play, your pick) cannot undergo outcome (stop, kill, return-to-hand, stop-by-dilemma, kill-by-dilemma) until until; to: this-mission with outcome attempt: the mission where this card is cannot be attempted until until",
			fields: "until to target outcome",
			validate: func(s *Step) error {
				if (s.To == ToThisMission) != (s.Outcome == OutAttempt) {
					return fmt.Errorf("to: %s goes with outcome %s, and only it", ToThisMission, OutAttempt)
				}
				switch s.Outcome {
				case OutStop, OutKill, OutToHand, OutStopByDilemma, OutKillByDilemma, OutAttempt:
				default:
					return fmt.Errorf("outcome must be %s, %s, %s, %s, %s or %s, not %q", OutStop, OutKill, OutToHand, OutStopByDilemma, OutKillByDilemma, OutAttempt, s.Outcome)
				}
				switch s.To {
				case ToThisMission:
					u := *s
					u.To = "" // the mission is fixed: only until is checked
					return validateTimed(&u)
				case "", "self", timedToEachPresent, timedToEachYours, timedToOneYours:
				default:
					return fmt.Errorf("to must be self, %s, %s or %s, not %q", timedToEachPresent, timedToEachYours, timedToOneYours, s.To)
				}
				return validateTimed(s)
			},
			text: func(s Step) string {
				if s.To == ToThisMission {
					return "this mission cannot be attempted until " + untilPhrase(s.Until)
				}
				return fmt.Sprintf("%s %s until %s", timedTargetWords(s), cannotWords([]string{s.Outcome}), untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.To == ToThisMission {
					return g.missionOf(ctx.src) != 0
				}
				return len(g.timedTargets(ctx, s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				shield := func(id int) {
					g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, until: s.Until, player: ctx.p, cannot: []string{s.Outcome}})
					g.emit(Event{Kind: "protect", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s %s until %s.", g.ref(id), cannotWords([]string{s.Outcome}), g.untilLog(s.Until, ctx.p))})
				}
				if s.To == timedToOneYours {
					g.withTimedTarget(ctx, s, shield) // the performer picks one
					return
				}
				if s.To == ToThisMission {
					if m := g.missionOf(ctx.src); m != 0 {
						g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{m}, until: s.Until, player: ctx.p, cannot: []string{OutAttempt}})
						g.emit(Event{Kind: "protect", Player: ctx.p, Cards: g.one(m), Text: fmt.Sprintf("%s cannot be attempted until %s.", g.ref(m), g.untilLog(s.Until, ctx.p))})
					}
					return
				}
				// Every target, nobody choosing: the words say "this" or
				// "each".
				for _, id := range g.timedTargets(ctx, &s) {
					shield(id)
				}
			},
		},
	})
}
