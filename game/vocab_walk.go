package game

// Walks over a card's encoding, for the vocabulary kinds' uses: every
// ability, every modifier and every step, however deeply nested.

// eachCardAbility calls fn for each of c's abilities.
func eachCardAbility(c *Card, fn func(a *Ability)) {
	for i := range c.Abilities {
		fn(&c.Abilities[i])
	}
}

// eachCardModifier calls fn for each of c's modifiers.
func eachCardModifier(c *Card, fn func(m *Modifier)) {
	for i := range c.Modifiers {
		fn(&c.Modifiers[i])
	}
}

// eachCardStep calls fn for every step of c's encoding: its own effect
// (a dilemma's or an event's), its play costs, its abilities' costs and
// effects, and every step nested in those.
func eachCardStep(c *Card, fn func(s *Step)) {
	eachStep(c.Effect, fn)
	eachStep(c.PlayCost, fn)
	for i := range c.Abilities {
		eachStep(c.Abilities[i].Cost, fn)
		eachStep(c.Abilities[i].Effect, fn)
	}
}

// eachStep calls fn for each step of steps and of those nested in them.
func eachStep(steps []Step, fn func(s *Step)) {
	for i := range steps {
		s := &steps[i]
		fn(s)
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
			eachStep(nested, fn)
		}
		if s.Lasting != nil {
			eachStep(s.Lasting.TurnStart, fn) // vocab_lasting_turn_start.go
		}
	}
}
