package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// Rulebook: Showing your cards — personnel are face down once in play;
// Glossary: selections — a random selection is made without showing
// faces, while an opponent who chooses examines each eligible card. So when
// a dilemma selects, stops or returns the attempting player's personnel,
// the dilemma owner's log and view, and a spectator's log, say that a
// face-down personnel was affected and which card it is, never its title —
// unless the owner chose it. The attempting player reads every name, and a
// killed personnel, face up in the discard pile, is named to all.
func TestLogHidesFaceDownPersonnel(t *testing.T) {
	cases := []struct {
		name     string
		pos      attemptPos
		dilemma  string
		chooser  Player
		choice   string
		benNames bool // the dilemma owner examined the cards
	}{
		{"random selection: Pinned Down (1S043)", planet([]string{"Pinned Down"}, "Kahmis", "Vorax", "Kroval"), "Pinned Down", noChooser, "", false},
		{"the attempting player's own choice: Triage (1C057)", planet([]string{"Triage"}, "Dokar", "Kroval", "Vorax"), "Triage", ann, "Dokar", false},
		{"all your personnel: Sokath, His Eyes Uncovered! (3S030)", planet([]string{"Sokath, His Eyes Uncovered!"}, "Kahmis", "Vorax", "Kroval"), "Sokath", noChooser, "", false},
		{"the owner chooses: Authenticate Artifacts (1C008)", planet([]string{"Authenticate Artifacts"}, "Meraht", "Vorax", "Kroval"), "Authenticate Artifacts", ben, "Meraht", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.pos.start(t)
			g.SetAutoPass(ann, true)
			g.SetAutoPass(ben, true)
			startAttempt(t, g, c.pos.mission)
			pick(t, g, c.dilemma)
			if c.chooser != noChooser {
				expectDecision(t, g, c.chooser, KindSelect)
				pick(t, g, c.choice)
			}
			attemptOver(t, g)
			affected := append(affected(g, 0, "select"), affected(g, 0, OutStop)...)
			if len(affected) == 0 {
				t.Fatal("the dilemma affected nobody: the case tests nothing")
			}
			view, _ := json.Marshal(g.View(ben))
			for _, id := range affected {
				c2 := g.cards[id]
				if !c2.Zone.InPlay() {
					continue
				}
				name := c2.Card.Name()
				for who, log := range map[string][]Event{"Ben": g.Log(ben), "a spectator": g.Log(-1)} {
					named, marked := false, false
					for _, e := range log {
						named = named || strings.Contains(e.Text, name)
						// One card, or several grouped (namesWith).
						marked = marked || strings.Contains(e.Text, "face-down personnel (card ") || strings.Contains(e.Text, "face-down personnel (cards ")
					}
					wantNamed := c.benNames && who == "Ben"
					if named != wantNamed {
						t.Errorf("%s's log names %s: %v, want %v", who, name, named, wantNamed)
					}
					if !wantNamed && !marked {
						t.Errorf("%s's log should say a face-down personnel was affected", who)
					}
				}
				if strings.Contains(string(view), name) {
					t.Errorf("Ben's view names %s", name)
				}
				found := false
				for _, e := range g.Log(ann) {
					found = found || strings.Contains(e.Text, name)
				}
				if !found {
					t.Errorf("Ann's log should name her own %s", name)
				}
			}
		})
	}
}

// Killed personnel go face up to the discard pile: every log names them.
func TestLogNamesKilledPersonnel(t *testing.T) {
	g := planet([]string{"Triage"}, "Kroval", "Vorax").start(t)
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Triage") // nobody has Biology or Medical: one is killed at random
	attemptOver(t, g)
	killed := affected(g, 0, OutKill)
	if len(killed) != 1 {
		t.Fatalf("one killed, got %d", len(killed))
	}
	name := g.cardName(killed[0])
	for _, p := range []Player{ann, ben, -1} {
		found := false
		for _, e := range g.Log(p) {
			found = found || (e.Kind == OutKill && strings.Contains(e.Text, name))
		}
		if !found {
			t.Errorf("%s's log should name the killed %s", p, name)
		}
	}
}

// A log line naming many cards its reader may not identify groups them
// by type where the first stands, instead of repeating "a face-down
// personnel (card N)" for each. Rulebook: Showing your cards (the reader
// learns which face-down cards, not what they are); issue 24 item 12.
func TestNamesWithGroupsFaceDownCards(t *testing.T) {
	names := map[int]string{
		1: "Davies", 2: "a face-down personnel (card 49)", 3: "a face-down personnel (card 50)",
		4: "Rixx", 5: "a face-down equipment (card 51)", 6: "a face-down personnel (card 52)",
		7: "a face-down event (card 53)", 8: "a face-down event (card 54)",
	}
	name := func(id int) string { return names[id] }
	for _, tc := range []struct {
		ids  []int
		want string
	}{
		{nil, "none"},
		{[]int{1, 4}, "Davies, Rixx"},
		{[]int{2}, "a face-down personnel (card 49)"},
		{[]int{1, 2, 3, 4, 5, 6}, "Davies, 3 face-down personnel (cards 49, 50, 52), Rixx, a face-down equipment (card 51)"},
		{[]int{7, 8}, "2 face-down events (cards 53, 54)"},
	} {
		if got := namesWith(tc.ids, name); got != tc.want {
			t.Errorf("namesWith(%v) = %q, want %q", tc.ids, got, tc.want)
		}
	}
}
