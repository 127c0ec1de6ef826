package game

import "fmt"

// Losing every skill for a while (Tokath, Keeping the Peace, 26V050):
// the targets have no skill at all until the end of the dilemma, attempt
// or turn. The loss is one timed effect (timedEffect.loseAll) applied in
// its place among the others (applyTimedSkills): skills gained for a
// time before it are lost too, those gained after it count. Its targets
// are fixed as it starts (Ruling: One-Time Broadcast Abilities).
//
// The timed target each-present reaches every personnel of the player's
// present with this card, this card included when it matches, as "your
// [Rom] personnel present" does (the modifier target present reads the
// same group: vocab_timed_targets.go).

// DoLoseAllSkills: the targets lose all their skills until Until.
const DoLoseAllSkills = "lose-all-skills"

// timedToEachPresent: each of your personnel present with this card
// matching target, this card too.
const timedToEachPresent = "each-present"

func init() {
	registerVerbs(map[string]verb{
		DoLoseAllSkills: {
			doc:      "the target (to: each-present: each of your personnel present matching target, this card too; to: present with count: that many of your other personnel present, up_to: one up to that many, your picks) loses all of its skills, except those listed in except, until until",
			fields:   "until to target except count up_to",
			validate: validateLoseAll,
			text: func(s Step) string {
				return fmt.Sprintf("make %s lose all skills%s until %s", loseAllTargetWords(s), exceptWords(s.Except), untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.timedTargets(ctx, s)) >= loseAllNeeds(s) },
			run: func(g *Game, ctx fxCtx, s Step) {
				lose := func(id int) {
					g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, loseAll: true, keep: s.Except, until: s.Until, player: ctx.p})
					g.emit(Event{Kind: "lose", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s loses all skills%s until %s.", g.ref(id), exceptWords(s.Except), g.untilLog(s.Until, ctx.p))})
				}
				if s.Count > 1 { // vocab_lose_all_except.go
					g.loseAllSeveral(ctx, s, lose)
					return
				}
				g.withTimedTarget(ctx, s, lose)
			},
		},
	})
}
