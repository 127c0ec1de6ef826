package game

import "fmt"

// The cost kind of the vocabulary. A cost entry is one way card text
// makes a player pay, or changes what a player pays (Rulebook: Paying
// costs): a list of steps paid before an effect or before playing a card,
// a change to a card's cost while it is being played, or a price put on
// using skills, attempting a mission or facing a dilemma. What is paid is
// done by steps and modifiers of their own (verbs, vocab_modifiers.go,
// rules_play_cost.go); the cost entry says where card text writes it, and
// which cards use it.

// costEntry documents one cost.
type costEntry struct {
	fields       []VocabField
	doc, example string
	// used reports whether c's encoding writes this cost; nil for a
	// cost_per entry, used by the cards whose cost_per names it.
	used func(c *Card) bool
	// A cost_per entry (a card's cost_per names it) has perText, its
	// words on the card, and perReduce, how much less p pays for c now
	// (Rulebook: Paying costs); it uses only what p may check at any time.
	perText   string
	perReduce func(g *Game, p Player, c *Inst) int
}

// costTable lists every cost.
var costTable = map[string]costEntry{
	"ability-cost": {
		fields:  []VocabField{{"cost", "steps paid in full before the effect"}},
		doc:     "an ability's cost: steps paid in full before its effect, which is possible only if they can be (Rulebook: Paying costs)",
		example: "abilities: [{when: order, cost: [{do: stop, to: self}], effect: [{do: draw}]}]",
		used: func(c *Card) bool {
			return anyAbility(c, func(a *Ability) bool { return len(a.Cost) > 0 })
		},
	},
	"play-cost": {
		fields:  []VocabField{{"play_cost", "steps paid in full before the card can be prevented"}},
		doc:     "what a card's text adds to playing it (\"lose 5 points to play this\"), paid with its cost",
		example: "play_cost: [{do: lose-points, amount: 5}]",
		used:    func(c *Card) bool { return len(c.PlayCost) > 0 },
	},
	"commanded-not-owned": {
		fields:  []VocabField{{"cost_per", "commanded-not-owned"}},
		doc:     "this card costs one less for each personnel its player commands without owning, while it is being played",
		example: "cost_per: commanded-not-owned",
		perText: "Costs 1 less to play for each personnel you command but do not own.",
		perReduce: func(g *Game, p Player, c *Inst) int {
			n := 0
			for _, x := range g.cards[1:] {
				if x.Card.Type == Personnel && x.Zone.InPlay() && x.Controller == p && x.Owner != p && g.considers(p, x.ID) {
					n++
				}
			}
			return n
		},
	},
	DoCostMod: {
		fields:  []VocabField{{"amount", "the change"}, {"filter", "per card you command it matches"}, {"limit", "at most this much"}, {"many", "times this amount (not with filter)"}},
		doc:     "a play-cost ability's change to the cost of the card being played",
		example: "abilities: [{when: play-cost, on: self, effect: [{do: cost-mod, amount: -1}]}]",
		used:    func(c *Card) bool { return anyStep(c, func(s *Step) bool { return s.Do == DoCostMod }) },
	},
	DoRevealDilemmasCost: {
		fields:  []VocabField{{"amount", "the change per card revealed that the filter matches"}, {"count", "how many cards of the dilemma pile are revealed"}},
		doc:     "a change to the cost of the card being played, read from the dilemmas its own text reveals as it is played (the counters needed stay its cost without it: hidden information)",
		example: "abilities: [{when: play-cost, on: self, effect: [{do: reveal-dilemmas-cost, count: 4, whose: opponent, filter: {dilemma: dual}, amount: -1}]}]",
		used:    func(c *Card) bool { return anyStep(c, func(s *Step) bool { return s.Do == DoRevealDilemmasCost }) },
	},
	DoNextCost: {
		fields:  []VocabField{{"amount", "the change"}, {"filter", "the card it applies to"}},
		doc:     "the next card the filter matches that you play this turn costs that much more (less)",
		example: "effect: [{do: next-cost, amount: -2, filter: {type: ship}}]",
		used:    func(c *Card) bool { return anyStep(c, func(s *Step) bool { return s.Do == DoNextCost }) },
	},
	"your-plays-cost": {
		fields:  []VocabField{{"cost", "the change"}},
		doc:     "a modifier reaching your-plays: the cards its controller plays cost that much more (less) while being played",
		example: "modifiers: [{to: your-plays, of: {type: event}, cost: -1}]",
		used:    func(c *Card) bool { return anyModifier(c, func(m *Modifier) bool { return m.Cost != 0 }) },
	},
	"skills-cost": {
		fields:  []VocabField{{"skills_cost", "cards discarded from hand"}, {"skills_cost_of", "the one skill the cost is for (none: all its skills)"}},
		doc:     "the reached personnel's controller discards that many cards from hand to use its skills (with skills_cost_of, that one skill)",
		example: "modifiers: [{to: at-mission, whose: opponent, skills_cost: 1}]",
		used:    func(c *Card) bool { return anyModifier(c, func(m *Modifier) bool { return m.SkillsCost > 0 }) },
	},
	"attempt-cost": {
		fields:  []VocabField{{"attempt_cost", "cards discarded from hand"}},
		doc:     "the reached mission's controller discards that many cards from hand to attempt it",
		example: "modifiers: [{to: this-mission, whose: opponent, attempt_cost: 2}]",
		used:    func(c *Card) bool { return anyModifier(c, func(m *Modifier) bool { return m.AttemptCost > 0 }) },
	},
	"beam-cost": {
		fields:  []VocabField{{"beam_cost", "cards discarded from hand"}},
		doc:     "(to: this-mission) an opponent of this card's controller discards that many cards from hand for each beam order moving cards to or from the surface of the reached planet; beaming between ships there is free (vocab_beam_cost.go)",
		example: "modifiers: [{to: this-mission, whose: any, while: [{is: at, mission: planet}, staffed], beam_cost: 1}]",
		used:    func(c *Card) bool { return anyModifier(c, func(m *Modifier) bool { return m.BeamCost > 0 }) },
	},
	DoDilemmaCost: {
		fields:  []VocabField{{"amount", "the change"}, {"many", "times this amount"}, {"cond", "only if it holds"}},
		doc:     "a dilemma's own text changes its cost, read as it is revealed (attempting missions, 3.e–3.f)",
		example: "effect: [{do: dilemma-cost, amount: 2}]",
		used:    func(c *Card) bool { return anyStep(c, func(s *Step) bool { return s.Do == DoDilemmaCost }) },
	},
}

// validateCostPer checks that a card's cost_per names a cost_per entry.
func validateCostPer(per string) error {
	if e, ok := costTable[per]; per != "" && (!ok || e.perReduce == nil) {
		return fmt.Errorf("unknown cost_per %q", per)
	}
	return nil
}

// costPerText words a card's cost_per ("" when it has none).
func costPerText(c *Card) string {
	if c.CostPer == "" {
		return ""
	}
	return costTable[c.CostPer].perText
}

// costPerReduction is how much less p pays for c now by c's cost_per.
func (g *Game) costPerReduction(p Player, c *Inst) int {
	if c.Card.CostPer == "" {
		return 0
	}
	return costTable[c.Card.CostPer].perReduce(g, p, c)
}

func anyAbility(c *Card, fn func(a *Ability) bool) bool {
	found := false
	eachCardAbility(c, func(a *Ability) { found = found || fn(a) })
	return found
}

func anyModifier(c *Card, fn func(m *Modifier) bool) bool {
	found := false
	eachCardModifier(c, func(m *Modifier) { found = found || fn(m) })
	return found
}

func anyStep(c *Card, fn func(s *Step) bool) bool {
	found := false
	eachCardStep(c, func(s *Step) { found = found || fn(s) })
	return found
}

// costVocab lists every cost for the reference.
func costVocab() []VocabEntry {
	var out []VocabEntry
	for name, e := range costTable {
		out = append(out, VocabEntry{Name: name, Fields: e.fields, Words: e.doc, Example: e.example})
	}
	return out
}

// costUses lists the costs c's encoding writes.
func costUses(c *Card) []string {
	var out []string
	for name, e := range costTable {
		if e.perReduce != nil && c.CostPer == name || e.used != nil && e.used(c) {
			out = append(out, name)
		}
	}
	return out
}

// The cost kind of the vocabulary.
func costKind() vocabKind {
	return vocabKind{kind: "cost", entries: costVocab, uses: costUses}
}
