package game

import (
	"strings"
	"testing"
)

// Made-up cards: a unique personnel with its own permission to be played
// aboard an opponent's ship at cost +1 (the shape of Bashir Founder,
// Imperturbable Infiltrator, 12R051, and Tosk, Noble Prey), and two
// personnel whose modifiers reach their commander's other personnel, one
// of them working even while its card is stopped.
const playAboardOpponentCards = `
- {id: "T-PO1", title: Test Mole, unique: true, type: personnel, cost: 1, affiliation: non-aligned, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, play_aboard: {opponent: true, extra_cost: 1}}
- {id: "T-PO2", title: Test Burden, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, modifiers: [{to: in-play, others: true, of: {type: personnel}, strength: -2, even_stopped: true}, {to: in-play, others: true, of: {type: personnel}, cunning: -1}]}
`

func playAboardOpponentLib(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, playAboardOpponentCards)
}

// playLabels lists the pending options that play card title.
func playLabels(g *Game, title string) []string {
	var out []string
	for _, o := range g.Pending().Options {
		if strings.HasPrefix(o.Label, "Play "+title) {
			out = append(out, o.Label)
		}
	}
	return out
}

// Rulebook: Playing specific kinds of cards (a card's text may allow
// another place); Glossary: command and owner; Uniqueness. The play
// aboard an opponent's ship costs the extra and is offered only when it
// can be paid and the opponent commands no copy; the player's own copy
// leaves that play alone open; once played, the opponent commands it and
// the player still owns it.
func TestPlayAboardOpponentShip(t *testing.T) {
	cases := []struct {
		name      string
		counters  string
		annHQ     string // Ann's personnel at her headquarters
		benAboard string // Ben's personnel aboard his ship
		want      []string
	}{
		{"both plays", "7", "[Lopez]", "[Jural]", []string{"(cost 1) at Earth", "(cost 2, for your opponent) aboard Keldon Advanced"}},
		{"extra not payable", "1", "[Lopez]", "[Jural]", []string{"(cost 1) at Earth"}},
		{"opponent commands a copy", "7", "[Lopez]", "[Jural, Test Mole]", []string{"(cost 1) at Earth"}},
		{"own copy: only for the opponent", "7", "[Lopez, Test Mole]", "[Jural]", []string{"(cost 2, for your opponent) aboard Keldon Advanced"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, playAboardOpponentLib(t), `
active: 1
segment: play-draw
counters: `+tc.counters+`
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: `+tc.annHQ+`
    hand: [Test Mole]
    deck: [Lopez, Lopez]
  - name: Ben
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        ships: [{card: Keldon Advanced, aboard: `+tc.benAboard+`}]
    deck: [Tajor]
`)
			expectDecision(t, g, ann, KindPlayDraw)
			got := playLabels(g, "Test Mole")
			if len(got) != len(tc.want) {
				t.Fatalf("plays %q, want %q", got, tc.want)
			}
			for i, w := range tc.want {
				if !strings.Contains(got[i], w) {
					t.Fatalf("plays %q, want %q", got, tc.want)
				}
			}
		})
	}
	t.Run("played for the opponent", func(t *testing.T) {
		g := startScenarioWith(t, playAboardOpponentLib(t), `
active: 1
segment: play-draw
counters: 7
players:
  - name: Ann
    missions: [{card: "Earth, Home of Starfleet Command"}]
    hand: [Test Mole]
    deck: [Lopez, Lopez]
  - name: Ben
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        ships: [{card: Keldon Advanced, aboard: [Jural]}]
    deck: [Tajor]
`)
		choose(t, g, "for your opponent")
		mole := find(t, g, "Test Mole")
		ship := find(t, g, "Keldon Advanced")
		if mole.Zone != ZAboard || mole.Where != ship.ID || mole.Controller != ben || mole.Owner != ann {
			t.Fatalf("zone %v where %d controller %v owner %v; want aboard Keldon Advanced, Ben's to command, Ann's to own", mole.Zone, mole.Where, mole.Controller, mole.Owner)
		}
		if g.counter != 5 {
			t.Fatalf("counters left %d, want 5 (cost 1 + 1)", g.counter)
		}
	})
}

// Glossary: stopped (a stopped card's text is not used) and its exception
// written on a card: a modifier marked even_stopped keeps working while
// its card is stopped, and the card's other modifiers do not.
func TestModifierEvenStopped(t *testing.T) {
	for _, stopped := range []bool{false, true} {
		g := startScenarioWith(t, playAboardOpponentLib(t), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Lopez, {card: Test Burden, stopped: `+map[bool]string{false: "false", true: "true"}[stopped]+`}]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Jural]}]
    deck: [Tajor]
`)
		lopez := g.stats(find(t, g, "Lopez").ID)
		wantCunning := 4
		if stopped {
			wantCunning = 5 // the plain modifier stops with its card
		}
		base := g.cards[find(t, g, "Lopez").ID].Card
		if lopez.Strength != base.Strength-2 || lopez.Cunning != base.Cunning-(5-wantCunning) {
			t.Errorf("stopped %v: Lopez strength %d cunning %d; want %d and %d", stopped, lopez.Strength, lopez.Cunning, base.Strength-2, base.Cunning-(5-wantCunning))
		}
		if jural := g.stats(find(t, g, "Jural").ID); jural.Strength != 5 || jural.Cunning != 6 {
			t.Errorf("stopped %v: Ben's Jural changed: %+v", stopped, jural)
		}
	}
}
