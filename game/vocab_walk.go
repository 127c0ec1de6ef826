package game

// Walks over a card's encoding, for the vocabulary kinds' uses: every
// ability, every modifier and every step, however deeply nested.

// eachCardAbility calls fn for each of c's abilities, a two-sided card's back side's too.
func eachCardAbility(c *Card, fn func(a *Ability)) {
	for i := range c.Abilities {
		fn(&c.Abilities[i])
	}
	if c.Back != nil { // a two-sided card's other side (vocab_flip.go)
		for i := range c.Back.Abilities {
			fn(&c.Back.Abilities[i])
		}
	}
}

// eachCardModifier calls fn for each of c's modifiers, a two-sided card's back side's too.
func eachCardModifier(c *Card, fn func(m *Modifier)) {
	for i := range c.Modifiers {
		fn(&c.Modifiers[i])
	}
	if c.Back != nil {
		for i := range c.Back.Modifiers {
			fn(&c.Back.Modifiers[i])
		}
	}
}

// eachCardStep calls fn for every step of c's encoding: its own effect
// (a dilemma's or an event's), its play costs, its abilities' costs and
// effects, and every step nested in those.
func eachCardStep(c *Card, fn func(s *Step)) {
	eachStep(c.Effect, fn)
	eachStep(c.PlayCost, fn)
	eachCardAbility(c, func(a *Ability) {
		eachStep(a.Cost, fn)
		eachStep(a.Effect, fn)
	})
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
