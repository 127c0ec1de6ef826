package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Dilemma text that splits the personnel facing it in two and judges
// the halves (Chula: The Precipice, 19V001): a random split into two halves, a
// test of whether either half holds a distinct personnel for each of
// several filters, and one half, picked at random, stopped when not.
// Three general pieces: the verb split-halves (a random selection of
// half of those facing: the selected are one half, the others facing it
// the other, group others-facing), the condition distinct (a group holds
// a different personnel for each of several filters: one personnel
// cannot be two of them), and the verb random-choice (one of several
// alternatives happens, picked at random: Glossary: random selection).

// Verbs of the halves family.
const (
	DoSplitHalves  = "split-halves"
	DoRandomChoice = "random-choice"
)

// GroupOthersFacing: the personnel facing the dilemma that it has not
// selected (after split-halves, the other half).
const GroupOthersFacing = "others-facing"

func init() {
	registerVerbs(halvesVerbs())
	groupRegistry[GroupOthersFacing] = &groupEntry{
		noun: "the other personnel facing it", has: func(w string) string { return "the other personnel facing it include " + w },
		members: attemptGroup(func(a *attempt, _ Player) []int {
			var out []int
			for _, id := range a.personnel {
				if !slices.Contains(a.chosen, id) {
					out = append(out, id)
				}
			}
			return out
		}),
	}
}

func halvesVerbs() map[string]verb {
	return map[string]verb{
		DoSplitHalves: {
			doc:         "split the personnel facing the dilemma at random into two halves: the selected and the others facing it (an odd one out stays with the others)",
			dilemmaOnly: true,
			text: func(Step) string {
				return "split the personnel facing it in half at random (the selected and the others)"
			},
			runDilemma: func(g *Game, ctx fxCtx, _ *Step) {
				half := Step{Do: DoSelect, By: ByRandom, Count: len(g.attempt.personnel) / 2}
				if half.Count == 0 {
					return
				}
				g.selectStep(&half)
			},
		},
		DoRandomChoice: {
			doc:         "one of the alternatives happens, picked at random",
			fields:      "choices",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if len(s.Choices) < 2 {
					return errors.New("needs two choices or more")
				}
				return nil
			},
			text: func(s Step) string {
				var alts []string
				for _, c := range s.Choices {
					alts = append(alts, clauses(c))
				}
				return "one of these, picked at random: " + strings.Join(alts, "; or ")
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				// Picking an alternative at random is a random selection
				// (Ruling: Randomly Split): it may be made again.
				g.randomChosen(ctx, len(s.Choices), g.rng.IntN(len(s.Choices)), func(i int) {
					c := s.Choices[i]
					g.emit(Event{Kind: "choice", Player: g.textYou(ctx), Cards: g.one(ctx.src), Text: fmt.Sprintf("%s: picked at random: %s.", g.ref(ctx.src), g.inNames(g.textYou(ctx), clauses(c)))})
					g.dilemmaActionsAs(ctx, c)
				})
			},
		},
	}
}

// halvesConds are the conditions this file adds to the registry.
func halvesConds() map[string]condEntry {
	return map[string]condEntry{
		"distinct": {
			fields:  []VocabField{{"each", "filters, each to be matched by a different personnel"}, fieldGroup},
			doc:     "the group (those facing the dilemma when absent) holds a different personnel for each filter: one personnel counts for one of them only",
			example: "cond: {is: distinct, each: [{skills: [Leadership]}, {skills: [Honor]}], group: selected}",
			validate: func(c *Cond) error {
				if len(c.Each) < 2 {
					return errors.New("needs two filters or more in each")
				}
				for i := range c.Each {
					if err := c.Each[i].validate(); err != nil {
						return err
					}
				}
				return validGroupIfSet(c.Group)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				group := c.Group
				if group == "" {
					group = GroupFacing
				}
				return g.distinctMatch(g.group(ctx, group, nil), c.Each)
			},
			text: func(c *Cond, _ condWords) string {
				var parts []string
				for i := range c.Each {
					ord := [...]string{"a", "a second", "a third", "a fourth", "a fifth"}[min(i, 4)]
					parts = append(parts, ord+" "+c.Each[i].Text("personnel"))
				}
				who := "you have "
				if c.Group != "" && c.Group != GroupFacing {
					who = groupNoun(c.Group) + " include "
				}
				return who + joinAnd(parts)
			},
			slot: slotIf,
		},
	}
}

// distinctMatch reports whether each filter can be given a different
// card of ids that it matches (a small search: dilemma filters are few).
func (g *Game) distinctMatch(ids []int, filters []Filter) bool {
	used := make([]bool, len(ids))
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(filters) {
			return true
		}
		for j, id := range ids {
			if !used[j] && g.matches(&filters[i], id) {
				used[j] = true
				if try(i + 1) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	return try(0)
}
