package game

import (
	"strings"

	"go.yaml.in/yaml/v3"
)

// The verb kind of the vocabulary reference (vocab_kinds.go): every
// registered verb with the fields it reads, what it does, and an example
// taken from the pool.

// verbVocab is the verb kind.
func verbVocab() vocabKind {
	return vocabKind{kind: "verb", entries: verbEntries, uses: verbsUsed, example: verbExample}
}

// verbEntries lists every registered verb.
func verbEntries() []VocabEntry {
	out := make([]VocabEntry, 0, len(registry))
	for name, v := range registry {
		e := VocabEntry{Name: name, Words: v.doc, Code: codeFile(v.run)}
		if v.runDilemma != nil {
			e.Code = codeFile(v.runDilemma)
		}
		if v.dilemmaOnly {
			e.Words += " (only a dilemma's text may use it)"
		}
		switch v.undergoes {
		case "":
		case undergoesOutcome:
			e.Words += "; a card that cannot undergo the outcome is not chosen for it, is spared it, and cannot pay it as a cost"
		default:
			verb, rest := outcomeWords(v.undergoes)
			e.Words += "; a card that cannot be " + pastOf(verb) + rest + " is not chosen for it, is spared it, and cannot pay it as a cost"
		}
		for _, f := range strings.Fields(v.fields) {
			e.Fields = append(e.Fields, VocabField{Name: f, Doc: stepFieldDocs[f]})
		}
		out = append(out, e)
	}
	return out
}

// cardSteps calls visit for every step of c's encoding: its effect, its
// cost to play, its abilities' costs and effects, and every step nested
// in them (then, if_cannot, cost, else, choices), parents first.
func cardSteps(c *Card, visit func(s *Step)) {
	var walk func(steps []Step)
	walk = func(steps []Step) {
		for i := range steps {
			s := &steps[i]
			visit(s)
			for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
				walk(nested)
			}
		}
	}
	walk(c.Effect)
	walk(c.PlayCost)
	for i := range c.Abilities {
		walk(c.Abilities[i].Cost)
		walk(c.Abilities[i].Effect)
	}
}

// verbsUsed lists the verbs c's encoding uses.
func verbsUsed(c *Card) []string {
	var out []string
	cardSteps(c, func(s *Step) { out = append(out, s.Do) })
	return out
}

// verbExample is the first step of c using verb name, as YAML under a
// comment naming the card (not its words: those are read with stccg
// cards); "" when c does not use it.
func verbExample(c *Card, name string) string {
	var found *Step
	cardSteps(c, func(s *Step) {
		if found == nil && s.Do == name {
			found = s
		}
	})
	if found == nil {
		return ""
	}
	var b strings.Builder
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(found); err != nil {
		return ""
	}
	return "# " + c.Name() + " (" + c.ID + ")\n" + b.String()
}
