package game

import (
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/stccg/stccg/assets"
)

// Tests of the 17 reference dilemmas, each played from a prepared position:
// Ann (Player 1) attempts one of her missions in her Execute Orders
// segment; Ben (Player 2) owns the dilemma pile. Each test names the rule
// it checks. Outcomes are read from the game state (zones, stopped flags)
// and from the "stop"/"kill" events the dilemma's own actions emit (a
// failed mission attempt stops the rest without such an event, so the two
// can be told apart).

const (
	ann = Player(0) // attempts
	ben = Player(1) // owns the dilemmas
)

// attemptPos is a prepared attempt position.
type attemptPos struct {
	seed     uint64
	mission  string   // Ann's mission to attempt
	crew     []string // on the planet, or aboard ship
	ship     string   // set for a space attempt: crew is aboard this ship
	overcome []string // dilemmas already beneath the mission
	on       []string // cards already placed on the mission (owned by Ben)
	pile     []string // Ben's dilemma pile, top first
	score    int      // Ann's score
	extra    string   // more of Ann's mission entries, raw YAML
}

// yamlList renders names as a YAML flow list; entries starting with "{"
// are raw mappings such as {card: Triage, face_up: true}.
func yamlList(names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		if strings.HasPrefix(n, "{") {
			parts[i] = n
		} else {
			parts[i] = strconv.Quote(n)
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (p attemptPos) yaml() string {
	var b strings.Builder
	seed := p.seed
	if seed == 0 {
		seed = 7
	}
	fmt.Fprintf(&b, "seed: %d\nactive: 1\nsegment: orders\nplayers:\n", seed)
	fmt.Fprintf(&b, "  - name: Ann\n    score: %d\n    missions:\n      - card: \"Qo'noS, Heart of the Empire\"\n", p.score)
	if p.mission != "" {
		fmt.Fprintf(&b, "      - card: %q\n", p.mission)
		if len(p.overcome) > 0 {
			fmt.Fprintf(&b, "        overcome: %s\n", yamlList(p.overcome))
		}
		if len(p.on) > 0 {
			fmt.Fprintf(&b, "        on: %s\n", yamlList(p.on))
		}
		if p.ship != "" {
			fmt.Fprintf(&b, "        ships:\n          - card: %q\n            aboard: %s\n", p.ship, yamlList(p.crew))
		} else if len(p.crew) > 0 {
			fmt.Fprintf(&b, "        surface: %s\n", yamlList(p.crew))
		}
	}
	b.WriteString(p.extra)
	b.WriteString("    deck: [Kahmis, Kahmis, Kahmis]\n")
	b.WriteString("  - name: Ben\n    missions:\n      - card: \"Earth, Home of Starfleet Command\"\n      - card: Excavation\n")
	fmt.Fprintf(&b, "    dilemmas: %s\n", yamlList(p.pile))
	b.WriteString("    deck: [Dokar, Dokar, Dokar]\n")
	return b.String()
}

// Test-only personnel, for requirement branches no reference card can
// reach (no card in the pool has 2 Anthropology, 2 Archaeology, 2 Security,
// 2 Astrometrics, 2 Navigation or 2 Diplomacy). They are not real cards.
const testOnlyCards = `
- {id: "T-1", title: Test Anthropologist, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Anthropology, level: 2}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-2", title: Test Archaeologist, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Archaeology, level: 2}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-3", title: Test Guard, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Security, level: 2}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-4", title: Test Stargazer, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Astrometrics, level: 2}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-5", title: Test Navigator, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Navigation, level: 2}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-6", title: Test Diplomat, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Diplomacy, level: 2}], integrity: 5, cunning: 5, strength: 5}
`

var (
	extraLibOnce sync.Once
	extraLib     *Library
	extraLibErr  error
)

// testLibExtra is the reference library plus the test-only personnel.
func testLibExtra(t testing.TB) *Library {
	t.Helper()
	extraLibOnce.Do(func() {
		m := fstest.MapFS{"cards/zz_test_only.yaml": {Data: []byte(testOnlyCards)}}
		extraLibErr = fs.WalkDir(assets.Cards, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(assets.Cards, p)
			m[p] = &fstest.MapFile{Data: data}
			return err
		})
		if extraLibErr == nil {
			extraLib, extraLibErr = LoadLibrary(m)
		}
	})
	if extraLibErr != nil {
		t.Fatal(extraLibErr)
	}
	return extraLib
}

// start sets the position up with the reference library.
func (p attemptPos) start(t testing.TB) *Game {
	t.Helper()
	return startScenario(t, p.yaml())
}

// startExtra sets the position up with the test-only personnel available.
func (p attemptPos) startExtra(t testing.TB) *Game {
	t.Helper()
	s, err := ParseScenario([]byte(p.yaml()))
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewFromScenario(testLibExtra(t), s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// startAttempt has Ann attempt mission (with every ship there, for a space
// mission) and returns Ben's decision on the dilemmas he drew.
func startAttempt(t testing.TB, g *Game, mission string) *Decision {
	t.Helper()
	expectDecision(t, g, ann, KindOrders)
	choose(t, g, "Attempt "+mission)
	if d := g.Pending(); d != nil && d.Kind == KindAttemptShips {
		all := make([]int, len(d.Options))
		for i := range all {
			all[i] = i
		}
		if _, err := g.Choose(ann, Choice{Decision: d.ID, Picks: all}); err != nil {
			t.Fatal(err)
		}
	}
	return expectDecision(t, g, ben, KindChooseDilemmas)
}

// pick answers the pending decision with distinct options whose labels
// contain each text, in order (so two copies of a dilemma can be picked).
func pick(t testing.TB, g *Game, texts ...string) {
	t.Helper()
	d := g.Pending()
	if d == nil {
		t.Fatalf("no decision pending; wanted %q", texts)
	}
	used := map[int]bool{}
	picks := []int{}
	for _, x := range texts {
		found := -1
		for i, o := range d.Options {
			if !used[i] && strings.Contains(o.Label, x) {
				found = i
				break
			}
		}
		if found < 0 {
			t.Fatalf("no unused option %q in %s decision: %q", x, d.Kind, labels(d))
		}
		used[found] = true
		picks = append(picks, found)
	}
	if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: picks}); err != nil {
		t.Fatalf("choose %q: %v", texts, err)
	}
}

// optionNames lists the labels of the pending decision, sorted.
func optionNames(d *Decision) []string {
	out := labels(d)
	slices.Sort(out)
	return out
}

// affected returns the instances named by events of kind (OutStop,
// OutKill) emitted from event index mark on, in order.
func affected(g *Game, mark int, kind string) []int {
	var out []int
	for _, e := range g.events[mark:] {
		if e.Kind == kind {
			out = append(out, e.Cards...)
		}
	}
	return out
}

// namesOf returns the sorted card names of instances.
func namesOf(g *Game, ids []int) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.cards[id].Card.Name()
	}
	slices.Sort(out)
	return out
}

func sorted(names ...string) []string {
	out := slices.Clone(names)
	slices.Sort(out)
	return out
}

// wantAffected checks exactly which personnel the dilemmas stopped or
// killed since mark.
func wantAffected(t testing.TB, g *Game, mark int, kind string, want ...string) {
	t.Helper()
	if got := namesOf(g, affected(g, mark, kind)); !slices.Equal(got, sorted(want...)) {
		t.Fatalf("%s by dilemmas: got %q, want %q", kind, got, sorted(want...))
	}
}

// mission returns Ann's mission instance by name.
func missionInst(t testing.TB, g *Game, name string) *Inst {
	t.Helper()
	for _, id := range g.players[ann].Missions {
		if g.cards[id].Card.Title == name || g.cards[id].Card.Name() == name {
			return g.cards[id]
		}
	}
	t.Fatalf("Ann has no mission %q", name)
	return nil
}

// wantBeneath checks that the dilemma is overcome beneath the mission.
func wantBeneath(t testing.TB, g *Game, dilemma *Inst, m *Inst) {
	t.Helper()
	if dilemma.Zone != ZBeneath || dilemma.Where != m.ID || !slices.Contains(m.Beneath, dilemma.ID) {
		t.Fatalf("%s should be overcome beneath %s; is in %s (where %d)", dilemma.Card.Name(), m.Card.Name(), dilemma.Zone, dilemma.Where)
	}
}

// wantPileBottom checks that the dilemma is face up at the bottom of its
// owner's dilemma pile.
func wantPileBottom(t testing.TB, g *Game, dilemma *Inst) {
	t.Helper()
	pile := g.players[dilemma.Owner].DilemmaPile
	if dilemma.Zone != ZDilemmaPile || !dilemma.FaceUp || len(pile) == 0 || pile[len(pile)-1] != dilemma.ID {
		t.Fatalf("%s should be face up at the bottom of %s's dilemma pile; is in %s face-up=%v", dilemma.Card.Name(), dilemma.Owner, dilemma.Zone, dilemma.FaceUp)
	}
}

// wantKilled checks the personnel is in its owner's discard pile.
func wantKilled(t testing.TB, g *Game, c *Inst) {
	t.Helper()
	if c.Zone != ZDiscard || !slices.Contains(g.players[c.Owner].Discard, c.ID) {
		t.Fatalf("%s should be killed (in the discard pile), is in %s", c.Card.Name(), c.Zone)
	}
}

// wantInPlay checks the personnel is still in play (stopped or not as
// given).
func wantInPlay(t testing.TB, c *Inst, stopped bool) {
	t.Helper()
	if !c.Zone.InPlay() {
		t.Fatalf("%s should still be in play, is in %s", c.Card.Name(), c.Zone)
	}
	if c.Stopped != stopped {
		t.Fatalf("%s: stopped=%v, want %v", c.Card.Name(), c.Stopped, stopped)
	}
}

// attemptOver checks that the attempt has ended and Ann is back to her
// orders.
func attemptOver(t testing.TB, g *Game) {
	t.Helper()
	expectDecision(t, g, ann, KindOrders)
	if g.attempt != nil {
		t.Fatal("the attempt should be over")
	}
}
