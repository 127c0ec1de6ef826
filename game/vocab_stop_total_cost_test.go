package game

import (
	"slices"
	"testing"
)

// A made-up event whose extra play cost is stopping Jem'Hadar of its
// player's worth 5 or more in all (Rulebook: Paying costs).
const stopTotalCostCards = `
- id: test-total-event
  title: Test Total Event
  unique: false
  type: event
  cost: 0
  play_cost: [{do: stop-total-cost, amount: 5, filter: {species: Jem'Hadar}}]
  effect: [{do: draw}]
`

func stopTotalCostGame(t *testing.T, surface string) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, stopTotalCostCards), `
active: 1
players:
  - missions: [{card: "Founders' Homeworld, Home of the Great Link", surface: [`+surface+`]}]
    hand: [Test Total Event]
    deck: [Dokar, Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
}

// Rulebook: Paying costs — only personnel the filter matches count
// toward the total: a Vorta's cost does not, so two Jem'Hadar of cost 3
// and 2 must both be stopped, and the Vorta is never offered.
func TestStopTotalCostCountsOnlyMatches(t *testing.T) {
	g := stopTotalCostGame(t, `"Toman'torax, Obstinate Second", "Arak'Taral, Suspicious Second", "Weyoun, Instrument of the Founders"`)
	choose(t, g, "Play Test Total Event")
	if d := g.Pending(); d != nil && d.Kind == KindSelect {
		t.Fatalf("both Jem'Hadar are needed: no choice should be asked, got %q", labels(d))
	}
	for name, want := range map[string]bool{"Toman'torax, Obstinate Second": true, "Arak'Taral, Suspicious Second": true, "Weyoun, Instrument of the Founders": false} {
		if got := find(t, g, name).Stopped; got != want {
			t.Errorf("%s stopped = %v, want %v", name, got, want)
		}
	}
}

// Rulebook: Paying costs — a cost that cannot be paid in full is not
// offered: Jem'Hadar worth 4 in all do not reach 5, whatever else is in
// play.
func TestStopTotalCostNotOfferedShort(t *testing.T) {
	g := stopTotalCostGame(t, `"Toman'torax, Obstinate Second", "Toman'torax, Obstinate Second", "Weyoun, Instrument of the Founders"`)
	if hasOption(g.Pending(), "Play Test Total Event") {
		t.Fatalf("offered with only 4 in Jem'Hadar costs: %q", labels(g.Pending()))
	}
}

// Rulebook: Paying costs — the player picks; the picking ends as soon
// as the total is reached, and the cards left are not stopped.
func TestStopTotalCostEndsAtTheAmount(t *testing.T) {
	g := stopTotalCostGame(t, `"Talak'talan, Keen Third", "Arak'Taral, Suspicious Second", "Toman'torax, Obstinate Second"`)
	choose(t, g, "Play Test Total Event")
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 3 {
		t.Fatalf("want the three Jem'Hadar offered, got %q", labels(d))
	}
	choose(t, g, "Talak'talan")
	d = expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Talak'talan") {
		t.Fatalf("a picked card offered again: %q", labels(d))
	}
	choose(t, g, "Toman'torax")
	var stopped []string
	for _, n := range []string{"Talak'talan, Keen Third", "Arak'Taral, Suspicious Second", "Toman'torax, Obstinate Second"} {
		if find(t, g, n).Stopped {
			stopped = append(stopped, n)
		}
	}
	if !slices.Equal(stopped, []string{"Talak'talan, Keen Third", "Toman'torax, Obstinate Second"}) {
		t.Fatalf("stopped %q, want Talak'talan and Toman'torax only", stopped)
	}
}
