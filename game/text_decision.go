package game

// Labels and prompts are for people. Building them costs more than the
// rest of posing most decisions, and bots never read them, so a decision
// may be posed with builders instead of text; everything that hands a
// decision out of the engine (Pending, View) builds the text first. The
// text is the same either way: the game state does not change while a
// decision waits.

// optionAt is the place of o among d's options, for a label builder
// that words an option by its place rather than by a closure of its own
// (one per option was an allocation each). Labels are built only on the
// pending decision's own options (buildText, from Pending), so o is one
// of d's; anything else is a bug in the engine, and it panics rather
// than word another option's label.
func optionAt(d *Decision, o *Option) int {
	if d != nil {
		for i := range d.Options {
			if &d.Options[i] == o {
				return i
			}
		}
	}
	panic("game: an option worded off its pending decision")
}

// buildText fills in the prompt and labels left to builders, then makes
// the labels tell their options apart (distinguish). It runs once per
// decision.
func (d *Decision) buildText(g *Game) {
	if d.texted {
		return
	}
	d.texted = true
	if d.prompt != nil {
		d.Prompt, d.prompt = d.prompt(g), nil
	}
	for i := range d.Options {
		if o := &d.Options[i]; o.label != nil {
			o.Label, o.label = o.label(g, o), nil
		}
	}
	g.distinguish(d.Options)
}
