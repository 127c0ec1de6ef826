package game

import (
	"strings"
	"testing"
)

// TestTitledRequirementParses: a title in braces is a requirement term of
// its own, several words long if need be; it reads back as written (the
// card data's form) and is worded "a Trellium-D" for players. An unclosed
// or empty brace is refused.
func TestTitledRequirementParses(t *testing.T) {
	const text = "Geology, Leadership, and {Trellium-D} or 2 Security and Strength>32"
	r, err := ParseRequirements(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.String(); got != text {
		t.Errorf("reads back as %q", got)
	}
	if got, want := r.Words(), "Geology, Leadership, and a Trellium-D or 2 Security and Strength>32"; got != want {
		t.Errorf("worded %q, want %q", got, want)
	}
	long, err := ParseRequirements("{U.S.S. Voyager} and Navigation")
	if err != nil {
		t.Fatal(err)
	}
	if k := long.Children[0]; k.Kind != ReqTitled || k.Phrase != "U.S.S. Voyager" {
		t.Errorf("multi-word title read as %+v", k)
	}
	for _, bad := range []string{"Geology and {Trellium-D", "{} and Geology"} {
		if _, err := ParseRequirements(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestTitledRequirementMet: the titled card is met by an equipment of that
// title present with the group, or by a personnel of that title in it; an
// equipment of another title does not count (Rulebook: Facing Dilemmas –
// "you have" reads what the personnel facing the dilemma bring, as the
// equipment counted by "2 non-Hand Weapon equipment").
func TestTitledRequirementMet(t *testing.T) {
	lib := testLib(t)
	card := func(name string) *Card {
		c, err := lib.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	trellium, hypo, kroval := card("Trellium-D"), card("Hypospray"), card("Kroval")
	r, err := ParseRequirements("Geology and {Trellium-D}")
	if err != nil {
		t.Fatal(err)
	}
	geology := Stats{Card: kroval}
	geology.Skills.Add("Geology", 1)
	for _, tc := range []struct {
		name string
		ctx  ReqCtx
		want bool
	}{
		{"Trellium-D present", ReqCtx{Group: []Stats{geology}, Equipment: []*Card{hypo, trellium}}, true},
		{"other equipment only", ReqCtx{Group: []Stats{geology}, Equipment: []*Card{hypo}}, false},
		{"Trellium-D but no Geology", ReqCtx{Group: []Stats{{Card: kroval}}, Equipment: []*Card{trellium}}, false},
		{"a card of the title in the group", ReqCtx{Group: []Stats{geology, {Card: trellium}}}, true},
	} {
		if got := r.MetIn(&tc.ctx); got != tc.want {
			t.Errorf("%s: met %v, want %v", tc.name, got, tc.want)
		}
	}
	ctx := ReqCtx{Group: []Stats{geology}, Equipment: []*Card{hypo}}
	if m := lacking(r, &ctx); !strings.Contains(m, "a Trellium-D (not met)") {
		t.Errorf("missing part worded %q", m)
	}
}

// TestStaffedShipHereRequirement: "a staffed ship at this mission" is met
// when the attempting player commands a staffed ship at the mission being
// attempted (Rulebook: Staffing a ship): not by an unstaffed ship, not by
// a stopped one, not by the opponent's, not by one at another mission.
func TestStaffedShipHereRequirement(t *testing.T) {
	r, err := ParseRequirements("Medical, Security, and Transporters or a staffed ship at this mission")
	if err != nil {
		t.Fatal(err)
	}
	if u := r.UnknownConds(); len(u) > 0 {
		t.Fatalf("the engine cannot check %q", u)
	}
	const position = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships:
          - card: "I.K.S. K'Vort"
            aboard: [Dokar, Kahmis, Kroval, Vorax]
      - card: Sensitive Search
        surface: [Meraht]
        ships:
%s
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
        ships:
          - card: "I.K.S. Vor'cha"
            controller: 1
            aboard: [Dokar, Kahmis, Kroval, Vorax]
    deck: [Kahmis]
`
	for _, tc := range []struct {
		name, ships string
		want        bool
	}{
		{"staffed ship here", `          - card: "I.K.S. Vor'cha"
            aboard: [Dokar, Kahmis, Kroval, Vorax]`, true},
		{"unstaffed ship here", `          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis, Kroval]`, false},
		{"stopped ship here", `          - card: "I.K.S. Vor'cha"
            stopped: true
            aboard: [Dokar, Kahmis, Kroval, Vorax]`, false},
		{"the opponent's staffed ship here", `          - card: "I.K.S. Vor'cha"
            controller: 2
            aboard: [Dokar, Kahmis, Kroval, Vorax]`, false},
		{"no ship here (staffed ships elsewhere)", `          []`, false},
	} {
		g := startScenario(t, strings.Replace(position, "%s", tc.ships, 1))
		m := find(t, g, "Sensitive Search").ID
		g.attempt = &attempt{player: 0, mission: m, personnel: []int{find(t, g, "Meraht").ID}}
		if got := r.MetIn(g.reqCtx(g.attempt)); got != tc.want {
			t.Errorf("%s: met %v, want %v", tc.name, got, tc.want)
		}
	}
}
