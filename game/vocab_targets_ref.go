package game

// The filter kind of the vocabulary: the named sets of cards text
// reaches. Groups (vocab_groups.go) are what amounts count, conditions test and
// selections pick from; a modifier's to (vocab_modifiers.go: modTargets) is the
// relation of the cards it reaches to its source. A Filter (vocab_filter.go)
// then narrows either by the cards' characteristics; its fields are
// documented in docs/cards.md.

// filterVocab lists the groups and the modifier relations.
func filterVocab() []VocabEntry {
	var out []VocabEntry
	for name, e := range groupRegistry {
		out = append(out, VocabEntry{Name: name, Fields: []VocabField{fieldAmountFilter},
			Words: "a group: " + e.noun, Example: "many: {count: " + name + "}"})
	}
	for name, t := range modTargets {
		out = append(out, VocabEntry{Name: name, Fields: []VocabField{{"whose", "whose cards: yours (absent), opponent, any"}, fieldOf},
			Words: "a modifier reaches " + t.doc, Example: "modifiers: [" + t.example + "]"})
	}
	return out
}

// filterUses lists the groups and relations c's encoding names: its
// modifiers' to, its steps' group, its amounts' groups and its
// conditions' groups.
func filterUses(c *Card) []string {
	var out []string
	add := func(name string) {
		if name != "" {
			out = append(out, name)
		}
	}
	amount := func(a *Amount) {
		if a != nil {
			add(a.Count + a.Cost + a.Total)
		}
	}
	conds := func(cs Conds) {
		for i := range cs {
			add(cs[i].Group)
			amount(cs[i].Amount)
			amount(cs[i].Above)
		}
	}
	eachCardModifier(c, func(m *Modifier) {
		add(m.To)
		amount(m.Per)
	})
	conds(c.Requires)
	eachCardAbility(c, func(a *Ability) { conds(a.Cond) })
	eachCardStep(c, func(s *Step) {
		add(s.Group)
		amount(s.Many)
		conds(s.Cond)
	})
	return out
}

// The filter kind of the vocabulary.
func filterKind() vocabKind {
	return vocabKind{kind: "filter", entries: filterVocab, uses: filterUses}
}
