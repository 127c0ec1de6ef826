package game

import (
	"strings"
	"testing"
)

// TestGrantReqsValidate: a given set names whom it is open to, readable
// requirements, a known mission affiliation and a known icon.
func TestGrantReqsValidate(t *testing.T) {
	set := AltReq{ByIcon: "maquis", Req: "Leadership and Strength>30"}
	for _, tc := range []struct {
		name string
		g    GrantReq
		bad  string
	}{
		{"fine", GrantReq{Missions: &Filter{Region: "Demilitarized Zone"}, Set: set, Regardless: "maquis"}, ""},
		{"nobody", GrantReq{Set: AltReq{Req: "Biology"}}, "no affiliation"},
		{"unreadable", GrantReq{Set: AltReq{By: []string{"any"}, Req: "Biology and"}}, "set 1"},
		{"mission icon", GrantReq{MissionIcon: "feds", Set: set}, "unknown affiliation"},
		{"regardless icon", GrantReq{Set: set, Regardless: "nonsense"}, "regardless"},
	} {
		err := validateGrantReqs([]GrantReq{tc.g})
		if (err == nil) != (tc.bad == "") || (err != nil && !strings.Contains(err.Error(), tc.bad)) {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.bad)
		}
	}
}

// TestGrantReqsReachAndLoss, on a made-up position: an event in Ann's core
// gives her [Maq] personnel requirements at her Demilitarized Zone
// missions. Rulebook: Checking mission requirements (requirements given by
// game text). Ruling: For the Cause — only the player's own missions, so
// Ben's Evacuate Colony is not opened. Ruling: Attempt and Complete — the
// icon must be among those attempting, and once the card giving the set
// leaves play the attempt cannot be completed with it. Glossary: cannot —
// an effect forbidding [Maq] personnel to complete the mission does not
// apply to an attempt made with a set given regardless of it.
func TestGrantReqsReachAndLoss(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Athos IV, Maquis Base"
      - card: Evacuate Colony
        surface: [Reide, Lopez]
    core: [For the Cause]
    deck: [Sark]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Evacuate Colony
        surface: [Harana]
    deck: []
`)
	var annEC, benEC int
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Evacuate Colony" {
			if c.Controller == 0 {
				annEC = c.ID
			} else {
				benEC = c.ID
			}
		}
	}
	cause, reide, lopez, harana := find(t, g, "For the Cause").ID, find(t, g, "Reide").ID, find(t, g, "Lopez").ID, find(t, g, "Harana").ID
	for _, tc := range []struct {
		name  string
		m     int
		group []int
		want  bool
	}{
		{"a [Maq] personnel at her own mission", annEC, []int{reide}, true},
		{"no [Maq] personnel", annEC, []int{lopez}, false},
		{"an opponent's mission", benEC, []int{harana}, false},
	} {
		if got := g.grantMatch(tc.m, tc.group); got != tc.want {
			t.Errorf("%s: given set usable %v, want %v", tc.name, got, tc.want)
		}
	}
	refs := g.grantsFor(annEC)
	if len(refs) != 1 || refs[0].src != cause {
		t.Fatalf("sets given to Ann's Evacuate Colony: %v, want one from For the Cause", refs)
	}
	// Reide is on the planet: Evacuate Colony forbids completing it, except
	// to an attempt using the set given regardless of that.
	a := &attempt{player: 0, mission: annEC, personnel: []int{reide, lopez}}
	g.attempt = a
	if g.mayComplete(annEC) {
		t.Error("with the printed requirements, a [Maq] personnel on the planet forbids completing")
	}
	a.grant = &refs[0]
	if !g.mayComplete(annEC) {
		t.Error("with For the Cause's set, the mission's text against [Maq] personnel does not apply")
	}
	if g.grantLost(a) {
		t.Error("the set is still given and Reide still attempts: not lost")
	}
	a.personnel = []int{lopez}
	if !g.grantLost(a) {
		t.Error("no [Maq] personnel remains: the set is lost")
	}
	a.personnel = []int{reide, lopez}
	g.place(cause, ZDiscard, 0)
	if !g.grantLost(a) {
		t.Error("For the Cause left play: the set is lost")
	}
	g.attempt = nil
}
