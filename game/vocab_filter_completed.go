package game

// The filter field completed: `completed: true` matches a mission that
// is completed, `completed: false` one that is not ("your incomplete
// space mission", "a completed space mission": Thon, 10R099). Whether a
// mission is completed is a fact of the game, not of the printed card,
// so only a card in play is read (Rulebook: Completing a mission).

// completedMatches reports whether c passes the field: always when the
// field is absent; otherwise c must be a mission completed as asked.
func (f *Filter) completedMatches(c *Inst) bool {
	if f.Completed == nil {
		return true
	}
	return c.Card.Type == Mission && c.Completed == *f.Completed
}

// completedPre is the field's word before the noun.
func (f *Filter) completedPre() []string {
	switch {
	case f.Completed == nil:
		return nil
	case *f.Completed:
		return []string{"completed"}
	}
	return []string{"incomplete"}
}
