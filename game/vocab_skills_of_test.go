package game

import "testing"

// Ruling: Skills Needed and Non-skill Requirements — the skills needed to
// complete a mission are its requirements without the terms that are not
// skills, nor the words joining them; "N different skills" is a skill
// term (Ruling: Dilemmas with Variable Skills); an alternative that is
// not a skill goes with its "or"; with no skill at all nothing is needed.
func TestSkillTermsOnly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Navigation, Transporters, Treachery, Strength>34, and (2 Acquisition or an Orion)", "Navigation, Transporters, Treachery, and 2 Acquisition"},
		{"Anthropology, 2 Archaeology, and Cunning>30", "Anthropology and 2 Archaeology"},
		{"Programming, Security, Cunning>30, and (Acquisition or Honor or Law or Treachery)", "Programming, Security, and (Acquisition or Honor or Law or Treachery)"},
		{"16 different skills", "16 different skills"},
		{"Cunning>30 or Diplomacy", "Diplomacy"},
		{"Cunning>30 or Strength>40", ""},
		{"Cunning>30", ""},
	} {
		r, err := ParseRequirements(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		got := ""
		if k := skillTermsOnly(r); k != nil {
			got = k.String()
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Rulebook: Facing Dilemmas — the skills on a personnel are each skill it
// has at its level; a group lacking one level of one skill lacks them.
func TestSkillSetReq(t *testing.T) {
	var set SkillSet
	set.Add("Security", 2)
	set.Add("Geology", 1)
	r := skillSetReq(set)
	if r.String() != "Geology and 2 Security" {
		t.Fatalf("rendered %q", r.String())
	}
	var one, two SkillSet
	one.Add("Security", 1)
	one.Add("Geology", 1)
	two.Add("Security", 1)
	if r.Met([]Stats{{Skills: one}}) {
		t.Error("one Security met 2 Security")
	}
	if !r.Met([]Stats{{Skills: one}, {Skills: two}}) {
		t.Error("Geology and two Security together were not enough")
	}
}

// Glossary: random selection; Ruling: Returning Dilemmas — while Ann
// faces War Games (Ben to pick one of his completed missions), pick-card
// run for Ben at random among the personnel of his discard pile finds
// only Kroval (the event is no personnel), puts him in Ben's hand and
// remembers him as paid, so unless-skills-of then needs Kroval's skills;
// return-stack sends War Games and the dilemma not yet faced back face up
// under Ben's pile.
func TestPickCardAndReturnStack(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Dokar, Meraht, Vorax, "B'amara"]
    deck: [Hazar]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        completed: true
      - card: Cure Blight
        completed: true
    discard: [Kroval, Astrometrics Lab]
    dilemmas: [War Games, Kolaran Raiders]
    deck: [Hazar]
`)
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "War Games", "Kolaran Raiders")
	d := g.Pending()
	if d == nil || d.Player != ben || d.Kind != KindSelect {
		t.Fatalf("Ben is not asked to pick a mission: %v", d)
	}
	a := g.attempt
	kroval := withCard(t, g, "Kroval", ben)
	ctx := g.dilemmaCtx().asPerformer(ben)
	g.pickCard(ctx, Step{Do: DoPickCard, By: ByOpponent, From: GroupOpponentDiscard, Random: true, To: PickToHand, Filter: &Filter{Type: Personnel}})
	if kroval.Zone != ZHand {
		t.Errorf("Kroval is in %v, not in hand", kroval.Zone)
	}
	if len(a.special.paid) != 1 || a.special.paid[0] != kroval.ID {
		t.Fatalf("paid %v, want Kroval", a.special.paid)
	}
	if got := g.skillsOfReq(SkillsOfPaid).String(); got != "Archaeology, Geology, and Science" {
		t.Errorf("skills of Kroval: %q", got)
	}
	if got := g.skillsOfReq(SkillsOfMission).String(); got != "Programming, Security, and (Acquisition or Honor or Law or Treachery)" {
		t.Errorf("skills needed for Sensitive Search: %q", got)
	}
	wg, kr := a.dilemma, withCard(t, g, "Kolaran Raiders", ben)
	g.returnStack()
	for _, id := range []int{wg, kr.ID} {
		c := g.cards[id]
		if c.Zone != ZDilemmaPile || !c.FaceUp {
			t.Errorf("%s: zone %v face up %v, want face up in the dilemma pile", g.cardName(id), c.Zone, c.FaceUp)
		}
	}
	if len(a.stack) != 0 {
		t.Errorf("stack left: %v", a.stack)
	}
}
