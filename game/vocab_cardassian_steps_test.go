package game

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The step forms the Cardassian Act 2 starter added, checked at load:
// gain-skill of a named skill or from your personnel present (Glossary:
// skills), instead-other (Glossary: replace), remove-from-discard
// (Glossary: remove from the game), draw and discard-from-hand "up to"
// a number, take-from-discard "as many as" an amount. A bad field is
// refused with a reason.
func TestCardassianStepForms(t *testing.T) {
	for _, tc := range []struct {
		yaml, bad, words string
	}{
		{`{do: gain-skill, skill: Science, until: turn}`, "", "gain Science until the end of the turn"},
		{`{do: gain-skill, from: present, until: attempt}`, "", "a skill of one of your other personnel present"},
		{`{do: gain-skill, skill: Science, from: any, until: turn}`, "takes no from", ""},
		{`{do: gain-skill, until: turn}`, "needs from, or skill", ""},
		{`{do: gain-skill, skill: Science, count: 2, until: turn}`, "count must be 1", ""},
		{`{do: instead-other, filter: {keyword: Dissident}}`, "", "your Dissident personnel present undergoes it instead"},
		{`{do: remove-from-discard, whose: opponent, filter: {type: personnel}}`, "", "remove a personnel in an opponent's discard pile from the game"},
		{`{do: remove-from-discard, whose: each-commanding}`, "whose must be opponent or any", ""},
		{`{do: remove-from-discard, count: 4, whose: any}`, "", "in one player's discard pile"},
		{`{do: draw, count: 7, up_to: true}`, "", "draw up to 7 cards"},
		{`{do: draw, up_to: true}`, "up_to needs a count of 2", ""},
		{`{do: discard-from-hand, count: 3, up_to: true}`, "", "discard up to 3 cards from hand"},
		{`{do: discard-from-hand, count: 3, up_to: true, random: true}`, "up_to needs a count of 2 or more, and neither", ""},
		{`{do: take-from-discard, many: {count: paid}, filter: {type: ship}}`, "", "take as many ships from your discard pile into hand as"},
	} {
		var s Step
		if err := yaml.Unmarshal([]byte(tc.yaml), &s); err != nil {
			t.Fatal(err)
		}
		err := validateSteps([]Step{s})
		switch {
		case tc.bad == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.yaml, err)
		case tc.bad != "" && (err == nil || !strings.Contains(err.Error(), tc.bad)):
			t.Errorf("%s: want an error with %q, got %v", tc.yaml, tc.bad, err)
		case tc.bad == "":
			v, _ := s.verbOf()
			if got := v.text(s); !strings.Contains(got, tc.words) {
				t.Errorf("%s: words %q, want %q in them", tc.yaml, got, tc.words)
			}
		}
	}
}

// Glossary: replace — instead-other: when Kolaran Raiders is about to
// stop Tekeny Ghemor, only his player's unstopped Dissidents present are
// offered to take his place (not Jural, not the stopped Hogue, not the
// opponent's Dissident), and with one of them it is taken at once.
func TestInsteadOtherCandidates(t *testing.T) {
	g := startScenario(t, `
seed: 4
active: 1
segment: orders
players:
  - missions:
      - card: "Cardassia Prime, Hardscrabble World"
      - card: Plague Planet
        surface: ["Tekeny Ghemor, Prominent Official", "Mila, Trusted Confidante", Jural, {card: "Hogue, Student of Political Ethics", stopped: true}, {card: "Natima Lang, Professor of Political Ethics", controller: 2}]
    deck: [Gollek]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Kolaran Raiders]
    deck: [Lopez]
`)
	choose(t, g, "Attempt Plague Planet")
	choose(t, g, "Kolaran Raiders")
	choose(t, g, "Tekeny Ghemor")
	choose(t, g, "Use Tekeny Ghemor")
	// One candidate (Mila): taken without asking.
	if !hasEvent(g, "Mila, Trusted Confidante takes the place of Tekeny Ghemor") {
		t.Fatalf("Mila, the only eligible Dissident, takes his place: %v", lastEvents(g, 6))
	}
}
