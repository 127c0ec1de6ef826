package tui

import (
	"strings"
	"testing"
)

// TestWhyACardCannotBePlayed: a card in hand that no option plays says
// why in the inspector, and enter on it says so in the status line
// (issue 11, point 17).
func TestWhyACardCannotBePlayed(t *testing.T) {
	m := newInlineScenario(t, `
active: 1
counters: 2
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [U.S.S. Galaxy, Lopez]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`, 120, 40)
	press(m, "tab")
	if m.focus != paneHand {
		t.Fatalf("focus %s, want the hand", paneNames[m.focus])
	}
	for range 2 {
		if m.index[m.inspect].cv.Name == "U.S.S. Galaxy" {
			break
		}
		press(m, "right")
	}
	if m.index[m.inspect].cv.Name != "U.S.S. Galaxy" {
		t.Fatal("the hand cursor never reached the U.S.S. Galaxy")
	}
	why := "it costs 5 and you have 2 counter(s) left"
	if !strings.Contains(strings.Join(m.inspectorLines(200), " "), "Cannot be played now: "+why) {
		t.Fatalf("the inspector does not say why:\n%s", strings.Join(m.inspectorLines(60), "\n"))
	}
	press(m, "enter")
	contains(t, m.View(), "U.S.S. Galaxy cannot be played now: "+why)
	// Lopez can be played: no reason, and enter goes to its option.
	press(m, "left")
	if m.index[m.inspect].cv.Name == "Lopez" && strings.Contains(strings.Join(m.inspectorLines(200), " "), "Cannot be played now") {
		t.Fatal("a playable card has a reason")
	}
}

// TestFailedAttemptReasonInLog: the log tells what a failed attempt
// lacked.
func TestFailedAttemptReasonInLog(t *testing.T) {
	m := newInlineScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Earth, Cradle of the Federation
      - card: Medical Relief
        surface: [Davies, Lopez]
      - card: Military Exercises
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`, 120, 40)
	pressOption(t, m, "Attempt Medical Relief")
	press(m, "y")     // the attempt cannot be undone
	press(m, "enter") // Ben's hand-off; he has no dilemmas
	for i := 0; i < 5 && m.decision() != nil && m.decision().Kind != "orders"; i++ {
		press(m, "enter")
	}
	found := false
	for _, l := range m.logs[0] {
		if strings.Contains(l.text, "do not meet the requirements of Medical Relief: missing ") {
			found = true
		}
	}
	if !found {
		t.Fatalf("the log does not say what the attempt lacked:\n%s", m.View())
	}
}
