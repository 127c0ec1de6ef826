package game

import "testing"

// Rulebook: Skills (a gained skill counts as a printed one); Glossary:
// modifications — no_gains_unless (Hollow Hospitality): a personnel of
// its player's without Treachery keeps none of its gained skills; one who
// has Treachery, printed or gained, keeps them all; losses still apply;
// the opponent's personnel are not reached.
func TestNoGainsUnlessSkill(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
        surface: [Jabara, "Leyton, Suspicious Executive", Delvok]
    core: [Hollow Hospitality]
    deck: ["Boq'ta"]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: ["Boq'ta"]
`)
	ids := titleIDs(g)
	jabara, leyton, delvok := ids["Jabara"], ids["Leyton"], ids["Delvok"]
	grant := func(id int, skill string) {
		g.turnFx = append(g.turnFx, timedEffect{source: id, targets: []int{id}, skill: skill, until: "turn"})
	}
	grant(jabara, "Diplomacy")
	grant(leyton, "Diplomacy")
	grant(delvok, "Treachery")
	grant(delvok, "Diplomacy")
	g.turnFx = append(g.turnFx, timedEffect{source: jabara, targets: []int{jabara}, lose: "Medical", until: "turn"})
	cases := []struct {
		name  string
		id    int
		skill string
		want  int
	}{
		{"without Treachery: a gain does not count", jabara, "Diplomacy", 0},
		{"without Treachery: a loss still applies", jabara, "Medical", 0},
		{"without Treachery: printed skills stay", jabara, "Exobiology", 1},
		{"printed Treachery: gains count", leyton, "Diplomacy", 1},
		{"Treachery gained: it counts", delvok, "Treachery", 1},
		{"Treachery gained: the other gains count too", delvok, "Diplomacy", 1},
	}
	for _, c := range cases {
		k := SkillIndex(c.skill)
		if got := g.stats(c.id).Skills[k]; int(got) != c.want {
			t.Errorf("%s: stats %s = %d, want %d", c.name, c.skill, got, c.want)
		}
		if got := g.skills(c.id)[k]; int(got) != c.want {
			t.Errorf("%s: first-layer %s = %d, want %d", c.name, c.skill, got, c.want)
		}
	}
	// In the opponent's core it does not reach Ann's personnel.
	hh := ids["Hollow Hospitality"]
	g.cards[hh].Controller, g.cards[hh].Owner = 1, 1
	g.indexCards()
	if got := g.stats(jabara).Skills[SkillIndex("Diplomacy")]; got != 1 {
		t.Errorf("Hollow Hospitality in the opponent's core: Jabara's gained Diplomacy = %d, want 1", got)
	}
}

// no_gains_unless must name a skill, and a modifier that bars gains gives none.
func TestNoGainsUnlessValidation(t *testing.T) {
	for _, c := range []struct {
		m    Modifier
		fine bool
	}{
		{Modifier{NoGainsUnless: "Treachery"}, true},
		{Modifier{NoGainsUnless: "Bravery"}, false},
		{Modifier{NoGainsUnless: "Treachery", Gains: []string{"Honor"}}, false},
	} {
		if err := c.m.validateNoGainsUnless(); (err == nil) != c.fine {
			t.Errorf("%+v: error %v, want fine=%v", c.m, err, c.fine)
		}
	}
}
