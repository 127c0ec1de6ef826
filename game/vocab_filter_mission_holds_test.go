package game

import "testing"

// TestFilterAtMissionWith: at_mission_with matches a card at a mission
// on which an event is played (on its planet, aboard a ship there, the
// mission itself), not a card at another mission nor one in hand; a
// dilemma left on a mission is not an event; with attempting, only a
// personnel in the attempt under way. Glossary: event (played on a
// mission); Ruling: At This Mission.
func TestFilterAtMissionWith(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Lopez]
      - card: Evacuate Colony
        surface: [Harana, Seth Mendoza]
      - card: Intercept Maquis
        ships: [{card: Maquis Raider, aboard: [Reide]}]
        on: [Limited Welcome]
    hand: [Habak, Sark]
    deck: [Gaeta]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	event := &Filter{Type: EventCard}
	f := &Filter{AtMissionWith: event}
	check := func(when string, want map[string]bool) {
		t.Helper()
		for card, w := range want {
			if got := g.matches(f, find(t, g, card).ID); got != w {
				t.Errorf("%s: %s matches = %v, want %v", when, card, got, w)
			}
		}
	}
	none := map[string]bool{"Harana": false, "Seth Mendoza": false, "Evacuate Colony": false, "Reide": false, "Maquis Raider": false, "Lopez": false, "Sark": false}
	check("no event played", none) // Limited Welcome is a dilemma on Intercept Maquis
	g.place(find(t, g, "Habak").ID, ZPlayedOn, missionInst(t, g, "Evacuate Colony").ID)
	check("Habak on Evacuate Colony", map[string]bool{"Harana": true, "Seth Mendoza": true, "Evacuate Colony": true, "Reide": false, "Lopez": false, "Sark": false})
	g.place(find(t, g, "Habak").ID, ZPlayedOn, missionInst(t, g, "Intercept Maquis").ID)
	check("Habak on Intercept Maquis", map[string]bool{"Harana": false, "Reide": true, "Maquis Raider": true, "Intercept Maquis": true})
	if got := f.Text("personnel"); got != "personnel at a mission with an event on it" {
		t.Errorf("text %q", got)
	}
	att := &Filter{Attempting: true, AtMissionWith: event}
	if g.matches(att, find(t, g, "Reide").ID) {
		t.Error("Reide matches attempting with no attempt under way")
	}
	if got := att.Text("personnel"); got != "personnel attempting a mission with an event on it" {
		t.Errorf("text %q", got)
	}
	if f.IsZero() {
		t.Error("a filter with at_mission_with set is zero")
	}
}
