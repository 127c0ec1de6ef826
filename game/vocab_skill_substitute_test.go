package game

import (
	"strings"
	"testing"
)

// Glossary: dilemmas — requirements. A personnel allowed to meet
// Diplomacy and Honor requirements with Treachery brings, for each such
// requirement, the better of the two levels; other skills are unchanged,
// and without the substitute Treachery is only Treachery.
func TestSkillSubstituteMeetsRequirements(t *testing.T) {
	sub := &Substitute{For: []string{"Diplomacy", "Honor"}, With: "Treachery"}
	mk := func(with bool, skills ...string) Stats {
		var s Stats
		for _, k := range skills {
			s.Skills.Add(k, 1)
		}
		if with {
			s.substitute(sub)
		}
		return s
	}
	for _, tc := range []struct {
		name, req string
		group     []Stats
		met       bool
	}{
		{"Treachery for Diplomacy", "Diplomacy", []Stats{mk(true, "Treachery")}, true},
		{"Treachery for Diplomacy and Honor at once", "Diplomacy and Honor", []Stats{mk(true, "Treachery")}, true},
		{"one level of Treachery is one level", "2 Diplomacy", []Stats{mk(true, "Treachery")}, false},
		{"with another's Diplomacy", "2 Diplomacy", []Stats{mk(true, "Treachery"), mk(false, "Diplomacy")}, true},
		{"not for another skill", "Security", []Stats{mk(true, "Treachery")}, false},
		{"no substitute", "Diplomacy", []Stats{mk(false, "Treachery")}, false},
		{"another's Treachery does not stand in", "Diplomacy", []Stats{mk(true), mk(false, "Treachery")}, false},
	} {
		r, err := ParseRequirements(tc.req)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Met(tc.group); got != tc.met {
			t.Errorf("%s: met %v, want %v", tc.name, got, tc.met)
		}
	}
}

// A skill stands in only for other skills, for a personnel.
func TestSkillSubstituteLoadsAndWords(t *testing.T) {
	for _, tc := range []struct {
		m  Modifier
		ok bool
	}{
		{Modifier{To: ToSelf, Substitute: &Substitute{For: []string{"Diplomacy", "Honor"}, With: "Treachery"}}, true},
		{Modifier{To: ToSelf, Substitute: &Substitute{For: []string{"Treachery"}, With: "Treachery"}}, false},
		{Modifier{To: ToSelf, Substitute: &Substitute{For: []string{Cunning}, With: "Treachery"}}, false},
		{Modifier{To: ToThisMission, Substitute: &Substitute{For: []string{"Diplomacy"}, With: "Treachery"}}, false},
	} {
		if err := validateModifiers([]Modifier{tc.m}); (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok %v", tc.m.Substitute, err, tc.ok)
		}
	}
	got := ModifierText(Modifier{To: ToSelf, Substitute: &Substitute{For: []string{"Diplomacy", "Honor"}, With: "Treachery"}})
	if !strings.Contains(got, "Diplomacy and Honor requirements of the dilemma it faces with Treachery instead") {
		t.Fatalf("text %q", got)
	}
}
