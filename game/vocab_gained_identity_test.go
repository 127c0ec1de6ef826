package game

import "testing"

// TestGainedAffiliationWhileCondition: a modifier's becomes replaces the
// affiliation every check reads (Game.affiliation, filters) while its
// condition holds, and the counted cards are read without that change,
// so Sumek never counts himself (Glossary: modifications, command;
// Sumek, 21V019).
func TestGainedAffiliationWhileCondition(t *testing.T) {
	cases := []struct {
		name    string
		surface string
		want    string
	}{
		{"three [Fed] commanded", `[Sumek, Berman, Anhaica, "Joe Carey"]`, "federation"},
		{"two [Fed] commanded", `[Sumek, Berman, Anhaica, Krunk]`, "non-aligned"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
        surface: `+tc.surface+`
    deck: [Krunk]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			s := find(t, g, "Sumek").ID
			if got := g.affiliation(s); got != tc.want {
				t.Errorf("affiliation %q, want %q", got, tc.want)
			}
			fed := &Filter{Affiliation: "federation"}
			if g.matches(fed, s) != (tc.want == "federation") {
				t.Errorf("a [Fed] filter reads %v", g.matches(fed, s))
			}
			na := &Filter{Affiliation: "non-aligned"}
			if g.matches(na, s) != (tc.want == "non-aligned") {
				t.Errorf("a [NA] filter reads %v", g.matches(na, s))
			}
		})
	}
}

// TestGainedIconPresent: gains_icon gives the icon to the cards present
// its filter matches, read by filters and alternate requirements alike,
// and to no other (Glossary: icons; Cal Hudson, Convincing Recruiter,
// 17V059).
func TestGainedIconPresent(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Earth, Home of Starfleet Command"
        surface: ["Cal Hudson, Convincing Recruiter", "Joe Carey", Lopez]
      - card: Elude Federation Forces
        ships:
          - card: Maquis Raider
            aboard: ["Marla Gilmore"]
    deck: [Krunk]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	maq := &Filter{Icon: "maquis"}
	notMaq := &Filter{NotIcon: "maquis"}
	all := &Filter{AllIcons: []string{"maquis", "voyager"}}
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"Joe Carey", true},      // [Fed] Treachery, present
		{"Lopez", false},         // [Fed] without Treachery
		{"Marla Gilmore", false}, // [Fed] Treachery, elsewhere
	} {
		id := find(t, g, tc.name).ID
		if g.hasIcon(id, "maquis") != tc.want || g.matches(maq, id) != tc.want || g.matches(notMaq, id) == tc.want {
			t.Errorf("%s: hasIcon %v, icon filter %v, not_icon filter %v; want [Maq] %v", tc.name, g.hasIcon(id, "maquis"), g.matches(maq, id), g.matches(notMaq, id), tc.want)
		}
		if g.matches(all, id) != tc.want {
			t.Errorf("%s: all_icons [Maq][Voy] reads %v", tc.name, g.matches(all, id))
		}
		a := &AltReq{ByIcon: "maquis"}
		if g.altUsableBy(a, id) != tc.want {
			t.Errorf("%s: alternate requirements for [Maq] read %v", tc.name, g.altUsableBy(a, id))
		}
	}
}

// TestGainedIdentityValidates: becomes names a known affiliation, and
// gains_icon a known icon, a staffing one included.
func TestGainedIdentityValidates(t *testing.T) {
	for _, tc := range []struct {
		m  Modifier
		ok bool
	}{
		{Modifier{To: ToSelf, Becomes: "federation"}, true},
		{Modifier{To: ToSelf, GainsIcon: "maquis"}, true},
		{Modifier{To: ToSelf, Becomes: "vulcan"}, false},
		{Modifier{To: ToSelf, GainsIcon: "sparkle"}, false},
		{Modifier{To: ToSelf, GainsIcon: IconCommand}, true},
	} {
		if err := tc.m.prepare(); (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok %v", tc.m, err, tc.ok)
		}
	}
}
