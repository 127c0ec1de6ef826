package tui

import (
	"testing"

	"github.com/stccg/stccg/game"
)

// bigHand is Ann's Play and Draw Cards segment with thirteen cards to play:
// fourteen options (draw and thirteen plays), so numbers take two digits.
const bigHand = `
active: 1
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Medical Relief}]
    hand: [Daniel Kwan, Davies, Delvok, E.M.H. Program, Rabal, Lopez, Rixx, Van Orton, Elizabeth Shelby, U.S.S. Galaxy, U.S.S. Nebula, U.S.S. Sovereign, U.S.S. Excelsior]
    deck: [Davies, Lopez, Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`

// playedCards counts Ann's play events.
func playedCards(m *Model) int {
	n := 0
	for _, e := range m.g.Log(0) {
		if e.Kind == "play" {
			n++
		}
	}
	return n
}

// Issue 24, point 1: digits build an option's number. On a list of
// fourteen, 1 then 2 chooses option 12 (not 1, then 2 on the next
// decision); a digit that no longer number could follow (2..9, and 12)
// chooses at once; 1 alone waits for enter or a pause.
func TestNumbersAboveNine(t *testing.T) {
	m := newInlineScenario(t, bigHand, 120, 40)
	d := m.decision()
	if d == nil || len(d.Options) < 12 || d.Kind != game.KindPlayDraw {
		t.Fatalf("want a play decision of 12+ options, got %+v", d)
	}
	// 1, backspace, esc: nothing chosen, nothing typed.
	press(m, "1")
	if !m.typingNumber() || m.decision().ID != d.ID {
		t.Fatal("1 on a list of fourteen did not wait for a second digit")
	}
	contains(t, screen(m), "option 1_")
	press(m, "backspace", "esc")
	if m.typingNumber() || m.decision().ID != d.ID {
		t.Fatal("backspace and esc did not drop the number")
	}
	// A number past the last option says so, and chooses nothing.
	press(m, "1", "5")
	if m.typingNumber() || m.decision().ID != d.ID {
		t.Fatal("15 chose something")
	}
	contains(t, screen(m), "there is no option 15")

	// 1 and enter: option 1 (draw a card).
	counters := m.view.Counters
	press(m, "1", "enter")
	if m.view.Counters != counters-1 || playedCards(m) != 0 {
		t.Fatalf("1 enter: counters %d → %d, plays %d; want a draw", counters, m.view.Counters, playedCards(m))
	}
	// 1 and a pause: option 1 again.
	counters = m.view.Counters
	press(m, "1")
	waitPause(m)
	if m.view.Counters != counters-1 || playedCards(m) != 0 {
		t.Fatalf("1 and a pause: counters %d → %d; want a draw", counters, m.view.Counters)
	}

	d = m.decision()
	if len(d.Options) < 12 {
		t.Fatalf("%d options left, want 12 or more", len(d.Options))
	}
	want := d.Options[11].Card
	press(m, "1", "2")
	if m.typingNumber() || playedCards(m) != 1 {
		t.Fatalf("12 did not play at once: %d plays", playedCards(m))
	}
	if got := lastPlayed(m); got != want {
		t.Fatalf("12 played card %d, want option 12's card %d", got, want)
	}
}

// lastPlayed is the card of Ann's last play event.
func lastPlayed(m *Model) int {
	id := 0
	for _, e := range m.g.Log(0) {
		if e.Kind == "play" && len(e.Cards) > 0 {
			id = e.Cards[0]
		}
	}
	return id
}

// Issue 24, point 1: a key that arrives while the decision it was typed on
// is replaced by another question never answers that question.
func TestEarlyKeyNeverAnswersAnotherQuestion(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 120, 40)
	press(m, "enter")
	stopClock(m)
	pressOption(t, m, "Beam personnel at Earth")
	d := m.decision()
	if d == nil || d.Kind != game.KindBeamRoute {
		t.Fatalf("not asking for a beam route: %+v", d)
	}
	press(m, "1")
	if m.decision().ID != d.ID {
		t.Fatal("a key typed as the beam route question appeared answered it")
	}
	contains(t, screen(m), "typed as the question changed")
	// Typed a moment later, it counts.
	humanPace(m)
	press(m, "1")
	if m.decision().ID == d.ID {
		t.Fatal("1 typed on the route question did not answer it")
	}
}

// Issue 24, point 3: the "options changed" question is asked only for a
// key typed before the new decision showed; a number typed on the screen
// as shown goes ahead, though the same number showed another card before.
func TestNumberTypedOnShownOptionsGoesAhead(t *testing.T) {
	m := newTestModel(t, false, 120, 40)
	press(m, "enter")
	n, _ := playNumber(t, m)
	key := string(rune('0' + n))
	press(m, key)
	counters := m.view.Counters
	press(m, key)
	if m.confirm {
		t.Fatalf("a number typed a second after the options showed asks: %s", screen(m))
	}
	if m.view.Counters == counters {
		t.Fatalf("%s did not play", key)
	}
}
