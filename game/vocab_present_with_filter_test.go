package game

import (
	"slices"
	"testing"
)

// Glossary: present — the filter field present_with counts the other
// cards at the same place (aboard one ship, or on one planet) that its
// filter matches; a card is not present with itself, cards elsewhere do
// not count, and the card's controller must be able to consider them
// (a stopped card gives nothing).
func TestFilterPresentWith(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Caretaker's Array"
      - card: Inversion Mystery
        ships:
          - card: "U.S.S. Equinox"
            aboard: [Delvok, Marquay, Angelo Tassoni, Angelo Tassoni]
      - card: Locate Fuel Source
        surface: [Thompson]
    deck: [Davies]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Davies]
`)
	voyTreachery := &Filter{Icon: "voyager", Skills: []string{"Treachery"}}
	f := &Filter{PresentWith: &PresentTest{Of: voyTreachery, AtLeast: 3}}
	if err := f.validate(); err != nil {
		t.Fatal(err)
	}
	delvok, marquay := find(t, g, "Delvok"), find(t, g, "Marquay")
	// Aboard: Marquay and two Angelos are [Voy] Treachery; Thompson, on
	// a planet elsewhere, is not present with them.
	if !g.matches(f, delvok.ID) {
		t.Error("Delvok is present with three [Voy] Treachery personnel")
	}
	if g.matches(f, marquay.ID) {
		t.Error("Marquay is present with only two others (not himself)")
	}
	marquay.Stopped = true
	if g.matches(f, delvok.ID) {
		t.Error("a stopped Marquay should not count")
	}
	if f.IsZero() {
		t.Error("a present_with filter sets something")
	}
	if got := f.Text("personnel"); got != "personnel present with three [Voy] personnel who have Treachery" {
		t.Errorf("Text = %q", got)
	}
	for _, bad := range []*PresentTest{{AtLeast: 3}, {Of: voyTreachery}} {
		if err := (&Filter{PresentWith: bad}).validate(); err == nil {
			t.Errorf("%+v: want an error", bad)
		}
	}
	if err := validateModFilter(f); err == nil {
		t.Error("a modifier may not pick its targets by what is present")
	}
}

// Glossary: skills — gain-skill from: target-present offers the skills
// that the other personnel present with the one gaining, matching the
// filter, have now: not its own, not those of personnel elsewhere.
func TestGainSkillFromTargetPresent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Caretaker's Array"
      - card: Inversion Mystery
        ships:
          - card: "U.S.S. Equinox"
            aboard: ["Kes, Experienced Ocampa", Delvok, Marquay]
      - card: Locate Fuel Source
        surface: [Thompson]
    deck: [Davies]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Davies]
`)
	kes := find(t, g, "Kes")
	got := g.skillsPresentWithTarget(ann, kes.ID, &Filter{Skills: []string{"Treachery"}})
	// Marquay alone has Treachery aboard: Engineer, Exobiology, Security,
	// Transporters, Treachery. Not Delvok (no Treachery), not Thompson
	// (on the planet).
	want := []string{"Engineer", "Exobiology", "Security", "Transporters", "Treachery"}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("skills offered %v, want %v", got, want)
	}
	s := Step{Do: DoGainSkill, To: ToFacing, From: GainFromTargetPresent, Filter: &Filter{Skills: []string{"Treachery"}}, Until: "dilemma"}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
}
