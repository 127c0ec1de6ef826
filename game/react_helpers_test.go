package game

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// Positions for the reacting cards (assets/cards/reacting.yaml): Ann
// (Player 1) attempts one of her missions in her Execute Orders segment,
// Ben (Player 2) owns the dilemmas.

// reactTestCards are made-up dilemmas, not real cards, each one plain
// action, so that a test knows exactly who is selected: a player's own
// choice is asked of the test, and a random selection is limited by skill
// to one candidate.
const reactTestCards = `
- {id: "T-R1", title: Test Hold, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: you, outcome: stop}]}
- {id: "T-R2", title: Test Execution, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: you, outcome: kill}]}
- {id: "T-R3", title: Test Ambush, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: random, skills: [Medical], outcome: kill}]}
- {id: "T-R4", title: Test Stall, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: all, outcome: stop}]}
- {id: "T-R5", title: Test Hunt, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: random, skills: [Biology], outcome: stop, if_cannot: [{do: all, outcome: stop}]}]}
- {id: "T-R6", title: Test Lottery, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: random, outcome: stop}]}
`

// reactLib is the real library plus the made-up dilemmas and the test
// event that begins a combat (combat_test.go).
func reactLib(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, reactTestCards+brawlCard)
}

// reactPos is a prepared attempt.
type reactPos struct {
	seed     uint64
	hq       string   // Ann's headquarters; default Qo'noS
	mission  string   // the mission Ann attempts
	crew     []string // Ann's personnel on its surface, or aboard ship
	ship     string   // a ship of Ann's at the mission, crew aboard
	overcome []string // dilemmas beneath the mission
	more     string   // more entries of the mission, raw YAML at its indent
	hand     []string
	discard  []string
	core     []string
	deck     []string
	pile     []string // Ben's dilemma pile, top first
	benHand  []string
	// benSurface: Ben's personnel at his headquarters.
	benSurface []string
}

func (p reactPos) yaml() string {
	var b strings.Builder
	seed := p.seed
	if seed == 0 {
		seed = 3
	}
	hq := p.hq
	if hq == "" {
		hq = "Qo'noS, Heart of the Empire"
	}
	fmt.Fprintf(&b, "seed: %d\nactive: 1\nsegment: orders\nplayers:\n  - name: Ann\n    missions:\n", seed)
	fmt.Fprintf(&b, "      - card: %q\n      - card: %q\n", hq, p.mission)
	if len(p.overcome) > 0 {
		fmt.Fprintf(&b, "        overcome: %s\n", yamlList(p.overcome))
	}
	if p.ship != "" {
		fmt.Fprintf(&b, "        ships:\n          - card: %q\n            aboard: %s\n", p.ship, yamlList(p.crew))
	} else if len(p.crew) > 0 {
		fmt.Fprintf(&b, "        surface: %s\n", yamlList(p.crew))
	}
	b.WriteString(p.more)
	for _, z := range []struct {
		name  string
		cards []string
	}{{"hand", p.hand}, {"discard", p.discard}, {"core", p.core}} {
		if len(z.cards) > 0 {
			fmt.Fprintf(&b, "    %s: %s\n", z.name, yamlList(z.cards))
		}
	}
	deck := p.deck
	if len(deck) == 0 {
		deck = []string{"Kahmis", "Kahmis", "Kahmis"}
	}
	fmt.Fprintf(&b, "    deck: %s\n", yamlList(deck))
	fmt.Fprintf(&b, "  - name: Ben\n    missions: [{card: \"Earth, Cradle of the Federation\", surface: %s}]\n", yamlList(p.benSurface))
	fmt.Fprintf(&b, "    dilemmas: %s\n", yamlList(p.pile))
	if len(p.benHand) > 0 {
		fmt.Fprintf(&b, "    hand: %s\n", yamlList(p.benHand))
	}
	b.WriteString("    deck: [Davies, Davies, Davies]\n")
	return b.String()
}

// start sets the position up and has Ann attempt the mission; Ben puts
// every dilemma of his pile in the stack, in pile order.
func (p reactPos) start(t testing.TB) *Game {
	t.Helper()
	g := startScenarioWith(t, reactLib(t), p.yaml())
	startAttempt(t, g, p.mission)
	d := g.Pending()
	picks := make([]int, len(d.Options))
	for i := range picks {
		picks[i] = i
	}
	if _, err := g.Choose(ben, Choice{Decision: d.ID, Picks: picks}); err != nil {
		t.Fatal(err)
	}
	skipEmptyWindows(t, g)
	return g
}

// respondUntil passes every response window until one offers an option
// containing text, and reports whether one did; passing ends when another
// kind of decision is pending. The windows offering nothing but Pass are
// passed first each time round: choose would pass them unseen and then
// answer the next window with Pass before it was looked at.
func respondUntil(t testing.TB, g *Game, text string) bool {
	t.Helper()
	for d := pendingPastEmpty(t, g); d != nil && d.Kind == KindRespond; d = pendingPastEmpty(t, g) {
		if hasOption(d, text) {
			return true
		}
		choose(t, g, "Pass")
	}
	return false
}

// pendingPastEmpty is the pending decision once the windows offering
// nothing but Pass are passed.
func pendingPastEmpty(t testing.TB, g *Game) *Decision {
	t.Helper()
	skipEmptyWindows(t, g)
	return g.Pending()
}

// use passes windows until text is offered, then takes it. A player's
// only mandatory response is not offered: it happens by itself
// (rules_responses.go), and use then finds its "uses" line in the log instead.
func use(t testing.TB, g *Game, text string) {
	t.Helper()
	name, isUse := strings.CutPrefix(text, "Use ")
	if isUse && usedByItself(g, name) {
		return
	}
	if !respondUntil(t, g, text) {
		if isUse && usedByItself(g, name) {
			return
		}
		d := g.Pending()
		if d == nil {
			t.Fatalf("%q was never offered; nothing pending", text)
		}
		t.Fatalf("%q was never offered; pending %s %q: %q", text, d.Kind, d.Prompt, optionNames(d))
	}
	choose(t, g, text)
	if isUse {
		usedByItself(g, name) // the use just chosen is not one to find later
	}
}

// usesSeen counts, per game and card, the uses of its text that use has
// accounted for.
var usesSeen = struct {
	sync.Mutex
	n map[*Game]map[string]int
}{n: map[*Game]map[string]int{}}

// usedByItself reports whether the log holds a use of the card named
// that use has not accounted for yet, and accounts for it.
func usedByItself(g *Game, name string) bool {
	n := 0
	for _, e := range g.Log(ann) {
		if e.Kind == "ability" && strings.Contains(e.Text, " uses "+name) {
			n++
		}
	}
	usesSeen.Lock()
	defer usesSeen.Unlock()
	seen := usesSeen.n[g]
	if seen == nil {
		seen = map[string]int{}
		usesSeen.n[g] = seen
	}
	if n > seen[name] {
		seen[name]++
		return true
	}
	return false
}

// passAll passes every response window and reports whether any offered
// an option containing text.
func passAll(t testing.TB, g *Game, text string) (offered bool) {
	t.Helper()
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		offered = offered || hasOption(d, text)
		choose(t, g, "Pass")
	}
	return offered
}

// anyOffered runs the attempt to its end, passing every window and
// answering every selection with its first option; it reports whether
// any window offered text.
func finishAttempt(t testing.TB, g *Game, text string) (offered bool) {
	t.Helper()
	for g.attempt != nil {
		d := g.Pending()
		if d == nil {
			t.Fatal("the attempt stalled with nothing pending")
		}
		if d.Kind == KindRespond {
			offered = offered || hasOption(d, text)
			choose(t, g, "Pass")
			continue
		}
		picks := make([]int, d.Min)
		for i := range picks {
			picks[i] = i
		}
		if d.Min == 0 {
			picks = []int{}
		}
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: picks}); err != nil {
			t.Fatal(err)
		}
		skipEmptyWindows(t, g)
	}
	return offered
}

// attemptMark is the index of the event that began the last mission
// attempt: the dilemmas' events follow it (a position whose windows all
// offer nothing runs its whole attempt inside start).
func attemptMark(g *Game) int {
	events := g.Events()
	for i := len(events) - 1; i >= 0; i-- {
		if events[i].Kind == "attempt" {
			return i
		}
	}
	return 0
}
