package game

import (
	"fmt"
	"strings"
)

// Losing every skill but some, and several personnel losing them (Hanok,
// Trade Minister, 25V031: one or two others of his player's present keep
// only their Acquisition while the dilemma lasts). Except
// lists the skills kept: each keeps its level, gained levels included,
// as the loss is applied in its place among the timed effects
// (applyTimedSkills). With to: present and a count, the player picks that
// many of their other personnel present (Glossary: present names the
// other cards there), or with up_to one up to that many; the targets are
// fixed as it runs (Ruling: One-Time Broadcast Abilities).

func validateLoseAll(s *Step) error {
	if err := validateTimed(s); err != nil {
		return err
	}
	for _, k := range s.Except {
		if SkillIndex(k) < 0 {
			return fmt.Errorf("except: %q is not a skill", k)
		}
	}
	if s.Count < 0 || (s.Count > 1 && s.To != timedToPresent) {
		return fmt.Errorf("count is read with to: %s only (that many of your personnel present)", timedToPresent)
	}
	if s.UpTo && s.Count < 2 {
		return fmt.Errorf("up_to needs a count of 2 or more")
	}
	return nil
}

// loseAllNeeds is how many targets the step needs to be possible.
func loseAllNeeds(s *Step) int {
	if s.Count > 1 && !s.UpTo {
		return s.Count
	}
	return 1
}

// loseAllTargetWords names the targets, several when counted.
func loseAllTargetWords(s Step) string {
	if s.Count > 1 {
		n := numberWord(s.Count)
		if s.UpTo {
			n = "one to " + n
			if s.Count == 2 {
				n = "one or two"
			}
		}
		return n + " of your other " + pluralNouns(s.Target.Text("personnel")) + " present"
	}
	return timedTargetWords(s)
}

// exceptWords names the skills kept (" but Acquisition").
func exceptWords(keep []string) string {
	if len(keep) == 0 {
		return ""
	}
	return " but " + strings.Join(keep, " and ")
}

// loseAllSeveral has ctx.p pick the personnel (all of them when there
// are no more than the count and the count is not "up to"), then each
// loses its skills.
func (g *Game) loseAllSeveral(ctx fxCtx, s Step, lose func(id int)) {
	ts := g.timedTargets(ctx, &s)
	if len(ts) == 0 {
		return
	}
	if len(ts) <= s.Count && !s.UpTo {
		for _, id := range ts {
			lose(id)
		}
		return
	}
	lo, hi := min(s.Count, len(ts)), min(s.Count, len(ts))
	if s.UpTo {
		lo = 1
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: lo, Max: hi,
		Prompt: fmt.Sprintf("%s: which personnel lose their skills?", g.cardName(ctx.src))}
	for _, id := range ts {
		d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		for _, i := range picks {
			lose(ts[i])
		}
	})
}

// loseAllBut empties ss but for the skills keep lists, at their levels.
func loseAllBut(ss *SkillSet, keep []string) {
	var kept SkillSet
	for _, k := range keep {
		if i := SkillIndex(k); i >= 0 {
			kept[i] = ss[i]
		}
	}
	*ss = kept
}
