package game

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// A step's fields, as its verb reads them. Step stays one struct, read
// directly by every verb: a per-verb parameter struct would mean a type
// switch or an interface call and a conversion at every step checked or
// run, on the engine's hottest paths, and a second encoding of the same
// cards. Instead each verb declares the fields it reads (verb.fields),
// each field is documented once here, and loading refuses a step setting
// a field its verb does not read — with reflection, at load only.

// stepFieldDocs says what each step field is, by its YAML name; the
// verbs' own comments say what they do with it.
var stepFieldDocs = map[string]string{
	"do":             "the verb",
	"player":         "who performs the step: absent (you), opponent, each, acting, acting-opponent",
	"may":            "its performer may decline the step, asked first",
	"at_reveal":      "a dilemma's step done as the dilemma is revealed: before it is checked as a copy, for its type or against the cost limit, and before any response window",
	"req":            "the dilemma's requirements, as a requirement expression",
	"by":             "who makes the step's choice: you, opponent (or random, for select)",
	"count":          "how many (1 when absent)",
	"skills":         "the skills a card must have one of",
	"equipment":      "acts on equipment instead of personnel",
	"outcome":        "what befalls the cards: stop, kill, return-to-hand, or another outcome",
	"others":         "except those this dilemma already selected",
	"instead":        "a replacement effect: what already happened is not undone",
	"at_least":       "the least number of personnel still facing the dilemma",
	"type":           "a card type",
	"types":          "card types",
	"skill":          "a skill",
	"to":             "whom or where the step reaches (self, subject, this-ship, present, facing, ...)",
	"from":           "where what the step takes comes from",
	"until":          "how long it lasts: turn, attempt, dilemma (order: until the order is executed again)",
	"amount":         "a number (points, a cost change, attribute points, dilemmas)",
	"keyword":        "a keyword the card must carry",
	"filter":         "which cards the step may act on",
	"random":         "the card is picked at random",
	"then":           "steps that follow (when the step succeeds, is won, or its condition holds)",
	"if_cannot":      "steps that follow when the step cannot be done completely",
	"many":           "a number the game counts (an amount) instead of a fixed count",
	"up_to":          "any number from one up to the count",
	"group":          "the group picked from or acted on: selected, chosen, paid",
	"same":           "alike to the last selected: species, cost (replace-self: the newcomer costs what the personnel replaced costs)",
	"lacking":        "personnel having none of the mission's skills (mission-skills)",
	"having":         "personnel having one of the mission's skills or more (mission-skills)",
	"among":          "what a selection picks from instead of the facing personnel",
	"most":           "only those with the most (skill-dots) or the fewest or lowest (fewest-skill-dots, lowest-attributes) of a measure",
	"related":        "only those related to a card the dilemma singled out",
	"named_skill":    "only personnel who have the skill named for this dilemma",
	"repeat_until":   "a random selection repeated one at a time until a total (cost, skill-dots) reaches at_least, or a pick differs from the first (species)",
	"target":         "which cards the step affects when it is not this card",
	"cond":           "the condition (if, and dilemma costs)",
	"else":           "steps that follow when the condition does not hold, or the choice is declined",
	"cost":           "what the player given the choice does first, in full",
	"choices":        "the alternatives, each a list of steps",
	"lasting":        "what a placed dilemma does while it lies there",
	"any_number":     "any number of cards, none included",
	"what":           "what is named (skill)",
	"except":         "skills that may not be named",
	"uncommanded":    "only a card of a title the performer commands no copy of",
	"all":            "every skill the source offers at once, not a choice (mission: at the levels its requirements name; own: one more level of each)",
	"take":           "which of the cards looked at go to hand",
	"brig":           "which of an opponent's cards revealed go to your brig (personnel of a title that opponent does not command)",
	"order":          "what becomes of the rest: same, any, top-or-bottom",
	"attr":           "which attribute changes (all three when absent)",
	"limit":          "a cap on what the step adds",
	"different":      "each card the step takes differs from the others it takes in this: species",
	"limit_many":     "a cap on what the step takes that the game counts (an amount), read as the cards are taken",
	"whose":          "whose cards, deck or hand: your (absent), opponent, any, each-commanding",
	"with":           "a second filter: a stop step also stops one personnel present matching it; download also takes one matching it whose Commander keyword names the card taken; ships-range reaches only a ship carrying one of your personnel matching it",
	"cheaper_than":   "only cards costing less than the number of cards in hand matching it",
	"where_playable": "only cards that could be played at the headquarters they are placed at",
}

// everyStepReads are the fields any step may set, whatever its verb: the
// verb itself, its performer and option (vocab_step_player.go; refused for the
// dilemma interpreter's own verbs), and when a dilemma's step happens.
var everyStepReads = map[string]bool{"do": true, "player": true, "may": true, "at_reveal": true}

// stepField is one field of Step (or of its inline StepFields) by YAML
// name: where it is, for reflection at load.
type stepField struct {
	name  string
	index []int
}

// stepFields lists Step's encoding fields in declaration order, and
// stepFieldIndex finds them by YAML name; both made once, at start-up.
var stepFields, stepFieldIndex = listStepFields()

func listStepFields() ([]stepField, map[string]int) {
	var out []stepField
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			at := append(slices.Clone(index), i)
			name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
			if f.Anonymous && name == "" {
				walk(f.Type, at)
				continue
			}
			out = append(out, stepField{name: name, index: at})
		}
	}
	walk(reflect.TypeOf(Step{}), nil)
	idx := make(map[string]int, len(out))
	for i, f := range out {
		idx[f.name] = i
	}
	return out, idx
}

// setStepFields lists, in declaration order, the YAML names of the
// fields s sets.
func setStepFields(s *Step) []string {
	v := reflect.ValueOf(s).Elem()
	var out []string
	for _, f := range stepFields {
		if !v.FieldByIndex(f.index).IsZero() {
			out = append(out, f.name)
		}
	}
	return out
}

// checkStepFields refuses a field s sets that its verb v does not read.
func checkStepFields(s *Step, v *verb) error {
	for _, name := range setStepFields(s) {
		if !everyStepReads[name] && !v.reads[name] {
			reads := "no field beyond do, player, may and at_reveal"
			if v.fields != "" {
				reads = strings.Join(strings.Fields(v.fields), ", ")
			}
			return fmt.Errorf("field %q is not read by %s (it reads %s)", name, s.Do, reads)
		}
	}
	return nil
}
