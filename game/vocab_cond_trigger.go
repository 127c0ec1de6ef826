package game

import (
	"errors"
	"fmt"
	"slices"
)

// Conditions on what an ability answers: where the trigger happens, the
// mission it is about, the dilemma it is about, how many personnel it is
// about, the card being played.

func triggerConds() map[string]condEntry {
	return map[string]condEntry{
		condHere: {
			doc:     "what triggers it happens at this card's mission (the card played there, the mission attempted or completed, the engagement)",
			example: "cond: here",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				m := g.eventMission(ctx.trig)
				return m != 0 && (m == ctx.mission || g.alsoAt(ctx.src, m))
			},
			text: func(_ *Cond, w condWords) string {
				if w.card != nil && w.card.Type == Mission {
					return "at this mission"
				}
				return "where this " + w.noun() + " is"
			},
			slot: slotClause,
		},
		"during-attempt": {
			doc: "a mission attempt is in progress", example: "cond: during-attempt",
			holds: func(g *Game, _ *Cond, _ fxCtx) bool { return g.attempt != nil },
			text:  func(*Cond, condWords) string { return "during a mission attempt" },
			slot:  slotClause, inModifiers: true,
		},
		"mission-type": {
			fields: []VocabField{fieldMission},
			doc:    "the mission of the trigger (or of the engagement or attempt under way) is of that type", example: "cond: {is: mission-type, mission: space}",
			validate: func(c *Cond) error {
				if c.Mission == "" {
					return errors.New("needs a mission type")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.eventMission(ctx.trig)
				return m != 0 && g.cards[m].Card.MissionType == c.Mission
			},
			text: func(c *Cond, _ condWords) string { return "at a " + string(c.Mission) + " mission" },
			slot: slotClause, inModifiers: true,
		},
		"mission-shows": {
			fields: []VocabField{fieldAffiliation},
			doc:    "the mission of the trigger shows that affiliation's icon", example: "cond: {is: mission-shows, affiliation: klingon}",
			validate: needAffiliation,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.eventMission(ctx.trig)
				return m != 0 && missionShows(g.cards[m].Card, c.Affiliation)
			},
			text: func(c *Cond, _ condWords) string { return "that mission shows [" + affShort(c.Affiliation) + "]" },
			slot: slotIfClause, inModifiers: true,
		},
		"mission-lacks": {
			fields: []VocabField{fieldAffiliation},
			doc:    "the mission of the trigger does not show that affiliation's icon", example: "cond: {is: mission-lacks, affiliation: klingon}",
			validate: needAffiliation,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.eventMission(ctx.trig)
				return m != 0 && !missionShows(g.cards[m].Card, c.Affiliation)
			},
			text: func(c *Cond, _ condWords) string {
				return "that mission does not show [" + affShort(c.Affiliation) + "]"
			},
			slot: slotIfClause, inModifiers: true,
		},
		"used-skill": {
			fields:  []VocabField{{"skill", "only that skill counts: the personnel has it and the requirements name it (Daneeka, Reassuring Physician, 7U064)"}},
			doc:     "this personnel, one of those completing the mission, has a skill its requirements name, so may be said to use it (Glossary: skills)",
			example: "cond: used-skill",
			validate: func(c *Cond) error {
				if c.Skill != "" && !IsSkill(c.Skill) {
					return fmt.Errorf("unknown skill %q", c.Skill)
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.eventMission(ctx.trig)
				if m == 0 {
					return false
				}
				if c.Skill != "" {
					return g.couldUseNamedSkill(ctx.src, g.cards[m].Card, ctx.trig, c.Skill)
				}
				return g.couldUseSkill(ctx.src, g.cards[m].Card, ctx.trig)
			},
			text: func(c *Cond, w condWords) string {
				if c.Skill != "" {
					return "this " + w.noun() + " was among those completing it and has " + c.Skill + ", which its requirements name"
				}
				return "this " + w.noun() + " was among those completing it with a skill its requirements name"
			},
			slot: slotIfClause,
		},
		"facing": {
			fields: []VocabField{fieldOf},
			doc:    "a personnel of yours that the filter matches faces the dilemma", example: "cond: {is: facing, of: {species: Human}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				a := g.attempt
				return a != nil && a.dilemma != 0 && a.player == ctx.p && slices.ContainsFunc(a.personnel, func(id int) bool { return g.matches(c.Of, id) })
			},
			text: func(c *Cond, _ condWords) string {
				of, tail := splitPresentWith(c.Of) // vocab_present_with_filter.go
				f := of.Text("personnel")
				return article(f) + " " + f + " of yours faces it" + tail
			},
			slot: slotIfClause,
		},
		"dilemma-without-skill": {
			doc: "the dilemma the text refers to names no skill (in a requirement, a selection or a filter)", example: "cond: dilemma-without-skill",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				d := g.reactDilemma(ctx)
				return d != 0 && !dilemmaRequiresSkill(g.cards[d].Card)
			},
			text: func(*Cond, condWords) string { return "that dilemma requires no skill" },
			slot: slotIfClause, inModifiers: true,
		},
		"copy-overcome": {
			doc: "a copy of the dilemma the text refers to is overcome beneath a mission you command", example: "cond: copy-overcome",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				d := g.reactDilemma(ctx)
				return d != 0 && g.copyOvercomeAt(ctx.p, g.cards[d].Card)
			},
			text: func(*Cond, condWords) string { return "a copy of that dilemma is overcome beneath a mission of yours" },
			slot: slotIfClause, inModifiers: true,
		},
		condFirstEachTurn: {
			doc:     "(cost modifiers) the card being played is the first card the ability's of matches that its player plays this turn",
			example: "cond: first-each-turn",
			// Read where costs are modified (rules_play_cost.go), which knows
			// the card being played; as a condition it always holds.
			holds: func(*Game, *Cond, fxCtx) bool { return true },
			text:  func(*Cond, condWords) string { return "the first such card played each turn only" },
			slot:  slotClause,
		},
		"trigger-personnel": {
			fields:   []VocabField{fieldAtLeast, fieldAtMost},
			doc:      "how many personnel the trigger is about (those who began the attempt, as declared: Rulings: Beginning a Mission Attempt) is within the bounds",
			example:  "cond: {is: trigger-personnel, at_least: 6}",
			validate: needBounds,
			holds: func(_ *Game, c *Cond, ctx fxCtx) bool {
				n := 0
				if ctx.trig != nil {
					n = len(ctx.trig.Cards)
				}
				return c.boundsOK(n)
			},
			text: func(c *Cond, _ condWords) string {
				switch {
				case c.AtLeast != nil && c.AtMost != nil:
					return fmt.Sprintf("with %d to %d personnel", *c.AtLeast, *c.AtMost)
				case c.AtLeast != nil:
					return fmt.Sprintf("with %d or more personnel", *c.AtLeast)
				}
				return fmt.Sprintf("with %d or fewer personnel", *c.AtMost)
			},
			slot: slotLead,
		},
		"involving": {
			fields:   []VocabField{fieldOf},
			doc:      "one of the trigger's cards is yours and matches the filter (\"when you win combat involving your [Kli] personnel\")",
			example:  "cond: {is: involving, of: {type: personnel, affiliation: klingon}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return ctx.trig != nil && slices.ContainsFunc(ctx.trig.Cards, func(id int) bool {
					return g.cards[id].Controller == ctx.p && g.matches(c.Of, id)
				})
			},
			text: func(c *Cond, _ condWords) string { return "involving your " + c.Of.Text("personnel") },
			slot: slotLead,
		},
	}
}

// condHere is read by a mission's own wording (vocab_ability_data.go).
const condHere = "here"

// condFirstEachTurn is read where costs are modified (rules_play_cost.go).
const condFirstEachTurn = "first-each-turn"

func needAffiliation(c *Cond) error {
	if c.Affiliation == "" {
		return errors.New("needs an affiliation")
	}
	return nil
}

// eventMission is the mission a trigger happens at: the trigger's own, or
// that of the engagement being begun or of the mission attempt under way.
func (g *Game) eventMission(t *Trigger) int {
	switch {
	case t != nil && t.Mission != 0:
		return t.Mission
	case g.engagement != nil:
		return g.engagement.mission
	case g.attempt != nil:
		return g.attempt.mission
	}
	return 0
}

// missionShows reports whether mission m shows the affiliation icon aff
// (a mission any affiliation may attempt shows none).
func missionShows(m *Card, aff string) bool {
	return m.AttemptBy != nil && !m.AttemptBy.Any && slices.Contains(m.AttemptBy.Only, aff)
}

// couldUseNamedSkill is couldUseSkill for one skill: the personnel has
// it and the mission's requirements name it.
func (g *Game) couldUseNamedSkill(id int, m *Card, t *Trigger, k string) bool {
	req := usedReq(m, t)
	if t == nil || !slices.Contains(t.Cards, id) || req == nil {
		return false
	}
	return slices.Contains(req.SkillsNamed(), k) && g.skills(id).Level(k) > 0
}

// usedReq is the requirements a completion used: the printed ones, or
// the alternate set the attempt chose (vocab_alt_requirements.go).
func usedReq(m *Card, t *Trigger) *Req {
	if t != nil && t.reqSet > 0 && t.reqSet <= len(m.AltReqs) {
		return m.AltReqs[t.reqSet-1].req
	}
	return m.Req
}

// couldUseSkill reports whether personnel id, one of the personnel the
// trigger is about (those completing the mission), has a skill mission m's
// requirements (the set the attempt used) name.
func (g *Game) couldUseSkill(id int, m *Card, t *Trigger) bool {
	req := usedReq(m, t)
	if t == nil || !slices.Contains(t.Cards, id) || req == nil {
		return false
	}
	ss := g.skills(id)
	for _, k := range req.SkillsNamed() {
		if ss.Level(k) > 0 {
			return true
		}
	}
	return false
}
