package game

import (
	"strings"
	"testing"
)

// TestAltReqsValidate: a set of alternate requirements names at least one
// known affiliation (or any) and requirements the parser reads.
func TestAltReqsValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		alts []AltReq
		bad  string
	}{
		{"fine", []AltReq{{By: []string{"cardassian", "dominion"}, Req: "Intelligence and Cunning>34"}}, ""},
		{"any", []AltReq{{By: []string{"any"}, Req: "Biology"}}, ""},
		{"nobody", []AltReq{{Req: "Biology"}}, "no affiliation"},
		{"unknown", []AltReq{{By: []string{"vulcans"}, Req: "Biology"}}, "unknown affiliation"},
		{"unreadable", []AltReq{{By: []string{"any"}, Req: "Biology and"}}, "set 1"},
	} {
		err := validateAltReqs(tc.alts)
		if (err == nil) != (tc.bad == "") || (err != nil && !strings.Contains(err.Error(), tc.bad)) {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.bad)
		}
	}
}

// TestAltReqsSetsAndLoss: which sets a group may attempt Obtain Vaccine
// (7U050) with — the printed ones for a [Fed] personnel, the other set for
// anyone — and, for a set open to some affiliations only, that it is lost
// when no remaining personnel has one of them (Ruling: Attempt and
// Complete: mandatory as the attempt begins and at completion).
func TestAltReqsSetsAndLoss(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
      - card: Obtain Vaccine
        surface: [Lopez, Rogesh]
      - card: Extract Defector
        surface: [Emok, Dokar]
    deck: [Jural]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: []
`)
	vaccine, defector := find(t, g, "Obtain Vaccine").ID, find(t, g, "Extract Defector").ID
	lopez, rogesh := find(t, g, "Lopez").ID, find(t, g, "Rogesh").ID
	emok, dokar := find(t, g, "Emok").ID, find(t, g, "Dokar").ID
	for _, tc := range []struct {
		name    string
		m       int
		group   []int
		want    []int
		matches bool
	}{
		{"Fed and Car: both", vaccine, []int{lopez, rogesh}, []int{0, 1}, true},
		{"Car alone: other only", vaccine, []int{rogesh}, []int{1}, true},
		{"Kli at Extract Defector: printed only", defector, []int{dokar}, []int{0}, true},
		{"Car at Extract Defector: other only", defector, []int{emok}, []int{1}, true},
		{"nobody", defector, nil, nil, false},
	} {
		got := g.reqSets(tc.m, tc.group)
		if len(got) != len(tc.want) || (len(got) > 0 && (got[0] != tc.want[0] || got[len(got)-1] != tc.want[len(tc.want)-1])) {
			t.Errorf("%s: sets %v, want %v", tc.name, got, tc.want)
		}
		if m := g.affiliationMatch(g.cards[tc.m], tc.group); m != tc.matches {
			t.Errorf("%s: may attempt %v, want %v", tc.name, m, tc.matches)
		}
	}
	a := &attempt{player: 0, mission: defector, personnel: []int{emok, dokar}, alt: 1}
	if g.altLost(a) {
		t.Error("the Cardassian still attempts: the other set is not lost")
	}
	a.personnel = []int{dokar}
	if !g.altLost(a) {
		t.Error("only the Klingon remains: the [Car]/[Dom] set is lost")
	}
	a.alt = 0
	if g.altLost(a) {
		t.Error("the printed requirements are never lost this way")
	}
	// While the attempt uses the other set, it is the mission's
	// requirements (Rulebook: Checking mission requirements).
	g.attempt = &attempt{player: 0, mission: vaccine, personnel: []int{rogesh}, alt: 1}
	if got := g.MissionRequirements(vaccine); !strings.HasPrefix(got, "Biology, Leadership") {
		t.Errorf("during the attempt the requirements read %q", got)
	}
	g.attempt = nil
	if got := g.MissionRequirements(vaccine); !strings.HasPrefix(got, "Diplomacy") {
		t.Errorf("outside it they read %q", got)
	}
}
