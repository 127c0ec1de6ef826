package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// Issue: response windows must not tell the other player what is in a
// hand (Rulebook: Showing your cards — an opponent may not examine your
// hand). The same position is played with and without a playable
// interrupt in one player's hand, that player never using it; everything
// the other seat can observe — its views (whose decision the game waits
// on included), its events, its own decisions with their numbers — must be
// the same, step by step. Hot-seat play shows no more than that: whose
// turn it is to decide.
func TestResponseWindowsRevealNoHand(t *testing.T) {
	attempt := func(hand string) string {
		return `
seed: 11
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone]
      - card: Salvage Borg Ship
        overcome: [Triage]
    hand: [` + hand + `, Borg Cube]
    deck: [Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage, Wavefront]
    deck: [Dokar]
`
	}
	engagement := func(hand string) string {
		return `
seed: 11
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: I.K.S. Vor'cha, aboard: [K'nera, Kahmis, Vorax, Kroval]}]
    core: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Fissure Research
    hand: [` + hand + `]
    deck: [Lopez]
`
	}
	cases := []struct {
		name        string
		position    func(hand string) string
		interrupt   string // playable in the position
		other       string // a card of no use there
		holder      Player // whose hand differs
		observer    Player
		opening     []string // labels that start the action
		wantOffered string   // the option that proves the interrupt was playable
		setup       func(t *testing.T, g *Game)
	}{
		{"Adapt facing a dilemma", attempt, "Adapt", "Borg Sphere", 0, 1,
			[]string{"Attempt Hunt Alien", "Triage"}, "Play Adapt", nil},
		{"Render Assistance as an engagement begins", engagement, "Render Assistance", "Lopez", 1, 0,
			[]string{"Use Cry \"Havoc!\"", "I.K.S. Vor'cha against U.S.S. Excelsior"}, "Play Render Assistance",
			func(t *testing.T, g *Game) {
				// Player 2's two crewed ships at Player 1's mission.
				m := find(t, g, "Military Exercises")
				for _, ship := range []struct {
					name string
					crew []string
				}{{"U.S.S. Excelsior", []string{"Lopez", "Mills", "Davies"}}, {"U.S.S. Nebula", []string{"Rixx", "Altman", "Daniel Kwan"}}} {
					s := g.newInst(t, ship.name, 1, ZAtMission, m.ID)
					for _, n := range ship.crew {
						g.newInst(t, n, 1, ZAboard, s.ID)
					}
				}
				g.restartOrders()
			}},
	}
	for _, c := range cases {
		for _, autoPass := range []bool{false, true} {
			name := c.name
			if autoPass {
				name += ", holder auto-passes"
			}
			t.Run(name, func(t *testing.T) {
				with, offered := observeStream(t, c.position(c.interrupt), c.setup, c.holder, c.observer, c.opening, autoPass, c.wantOffered)
				if offered == autoPass {
					t.Fatalf("%q offered=%v with auto-pass %v: the position does not test what it should", c.wantOffered, offered, autoPass)
				}
				without, _ := observeStream(t, c.position(c.other), c.setup, c.holder, c.observer, c.opening, autoPass, c.wantOffered)
				if len(with) != len(without) {
					t.Fatalf("%s sees %d steps with %s in %s's hand, %d without", c.observer, len(with), c.interrupt, c.holder, len(without))
				}
				for i := range with {
					if with[i] != without[i] {
						t.Fatalf("step %d: %s can tell whether %s holds %s:\nwith:    %s\nwithout: %s", i+1, c.observer, c.holder, c.interrupt, with[i], without[i])
					}
				}
			})
		}
	}
}

// observeStream plays the position: the opening labels in order, then the
// first option of every decision (Pass, for a response window) until the
// active player is back to its orders. It returns what observer can see
// after each step, and whether any decision offered text.
func observeStream(t *testing.T, position string, setup func(*testing.T, *Game), holder, observer Player, opening []string, autoPass bool, text string) ([]string, bool) {
	t.Helper()
	g := startScenario(t, position)
	if setup != nil {
		setup(t, g)
	}
	g.SetAutoPass(holder, autoPass)
	var stream []string
	seen := 0
	offered := false
	look := func() {
		v := g.View(observer)
		evs := g.EventsSince(observer, seen)
		seen += len(evs)
		b, err := json.Marshal([]any{v, evs})
		if err != nil {
			t.Fatal(err)
		}
		stream = append(stream, string(b))
	}
	look()
	for _, label := range opening {
		d := g.Pending()
		// Trigger windows before the next opening step (attempt-begins...)
		// are passed, as the rest of the stream is.
		for d != nil && d.Kind == KindRespond && !hasOption(d, label) {
			offered = offered || hasOption(d, text)
			if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
				t.Fatal(err)
			}
			look()
			d = g.Pending()
		}
		offered = offered || hasOption(d, text)
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{optionIndex(t, g, label)}}); err != nil {
			t.Fatal(err)
		}
		look()
	}
	for steps := 0; ; steps++ {
		d := g.Pending()
		if d == nil || (d.Kind == KindOrders && d.Player == g.Active()) {
			break
		}
		if steps > 300 {
			t.Fatal("the position did not come back to orders")
		}
		offered = offered || hasOption(d, text)
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			t.Fatal(err)
		}
		look()
	}
	if !strings.Contains(stream[len(stream)-1], `"waiting"`) {
		t.Fatal("views name whose decision the game waits on")
	}
	return stream, offered
}

// Auto-pass (docs/architecture.md, Response windows): turned on while the
// player is being asked in a window, it passes that window at once; the
// answer is in the choice log, so the game replays with auto-pass off.
func TestAutoPassAnswersThePendingWindow(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone]
    hand: [Adapt]
    deck: [Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Hunt Alien")
	d := expectDecision(t, g, 1, KindChooseDilemmas)
	if _, err := g.Choose(1, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
		t.Fatal(err)
	}
	d = g.Pending()
	if d.Kind != KindRespond || d.Player != 0 {
		t.Fatalf("Player 1 is asked in the first window: %+v", d)
	}
	logged := len(g.Choices())
	g.SetAutoPass(0, true)
	if len(g.Choices()) != logged+1 || g.Pending().ID == d.ID {
		t.Fatal("turning auto-pass on answers the pending window, as a logged choice")
	}
	for d := g.Pending(); d != nil && d.Kind != KindOrders; d = g.Pending() {
		if d.Player == 0 && d.Kind == KindRespond {
			t.Fatalf("Player 1 auto-passes, yet is asked: %q", d.Prompt)
		}
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			t.Fatal(err)
		}
	}
	// The choice log replays the game with auto-pass off.
	replay := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Research Drone, Calibration Drone]
    hand: [Adapt]
    deck: [Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
	for _, c := range g.Choices() {
		if _, err := replay.Choose(replay.Pending().Player, c); err != nil {
			t.Fatalf("replaying choice %+v: %v", c, err)
		}
	}
	a, _ := json.Marshal([]any{g.View(0), g.View(1), g.Log(0)})
	b, _ := json.Marshal([]any{replay.View(0), replay.View(1), replay.Log(0)})
	if string(a) != string(b) {
		t.Fatal("the replay with auto-pass off differs from the game")
	}
}
