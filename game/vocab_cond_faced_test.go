package game

import "testing"

// TestDilemmasFacedCondition: "your personnel have faced another dilemma
// during this mission attempt" counts the dilemmas faced in the attempt
// under way other than the one asking (Glossary: attempting missions,
// steps 3.e–3.g: a dilemma overcome unfaced was never faced, so the
// engine never lists it); at_least asks for more; with no attempt it does
// not hold; its words say "another" or the number.
func TestDilemmasFacedCondition(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: ["Qo'noS, Heart of the Empire", Sensitive Search]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    deck: [Kahmis]
`)
	one := Conds{{Is: "dilemmas-faced"}}
	two := 2
	twoOthers := Conds{{Is: "dilemmas-faced", AtLeast: &two}}
	for _, cs := range []Conds{one, twoOthers} {
		if err := cs.validateAs(formStep); err != nil {
			t.Fatal(err)
		}
	}
	const first, second, asking = 101, 102, 103
	for _, tc := range []struct {
		name      string
		attempt   *attempt
		one, more bool
	}{
		{"no attempt", nil, false, false},
		{"nothing faced yet", &attempt{}, false, false},
		{"only this dilemma faced", &attempt{faced: []int{asking}}, false, false},
		{"one other faced", &attempt{faced: []int{first}}, true, false},
		{"one other faced, and this one", &attempt{faced: []int{first, asking}}, true, false},
		{"two others faced", &attempt{faced: []int{first, second}}, true, true},
	} {
		g.attempt = tc.attempt
		ctx := fxCtx{src: asking}
		if got := one.holds(g, ctx); got != tc.one {
			t.Errorf("%s: another faced %v, want %v", tc.name, got, tc.one)
		}
		if got := twoOthers.holds(g, ctx); got != tc.more {
			t.Errorf("%s: two others faced %v, want %v", tc.name, got, tc.more)
		}
	}
	g.attempt = nil
	if w := one[0].reg.text(&one[0], condWords{}); w != "your personnel have faced another dilemma during this mission attempt" {
		t.Errorf("worded %q", w)
	}
	if w := twoOthers[0].reg.text(&twoOthers[0], condWords{}); w != "your personnel have faced 2 other dilemmas during this mission attempt" {
		t.Errorf("worded %q", w)
	}
	zero := 0
	if err := (Conds{{Is: "dilemmas-faced", AtLeast: &zero}}).validateAs(formStep); err == nil {
		t.Error("at_least 0 accepted")
	}
}
