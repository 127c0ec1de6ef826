package game

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
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
	seed      uint64
	mission   string   // Ann's mission to attempt
	crew      []string // on the planet, or aboard ship
	ship      string   // set for a space attempt: crew is aboard this ship
	overcome  []string // dilemmas already beneath the mission
	on        []string // cards already placed on the mission (owned by Ben)
	pile      []string // Ben's dilemma pile, top first
	score     int      // Ann's score
	completed bool     // the mission is already completed
	hqCrew    []string // personnel on Ann's headquarters
	extra     string   // more of Ann's mission entries, raw YAML
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
	if len(p.hqCrew) > 0 {
		fmt.Fprintf(&b, "        surface: %s\n", yamlList(p.hqCrew))
	}
	if p.mission != "" {
		fmt.Fprintf(&b, "      - card: %q\n", p.mission)
		if p.completed {
			b.WriteString("        completed: true\n")
		}
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

// testLibExtra is the reference library plus the test-only personnel.
func testLibExtra(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, testOnlyCards)
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
		// Groups of ships are listed largest first; or each ship is ticked.
		picks := []int{0}
		if d.Max > 1 {
			picks = picks[:0]
			for i, o := range d.Options {
				if o.Action != ActBack {
					picks = append(picks, i)
				}
			}
		}
		if _, err := g.Choose(ann, Choice{Decision: d.ID, Picks: picks}); err != nil {
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
			t.Fatalf("no unused option %q in %s decision: %q", x, d.Kind, optionNames(d))
		}
		used[found] = true
		picks = append(picks, found)
	}
	if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: picks}); err != nil {
		t.Fatalf("choose %q: %v", texts, err)
	}
	skipEmptyWindows(t, g)
}

// optionNames lists the option labels of a decision, sorted, without the
// instance detail that tells alike cards apart ("Meraht [card 3]").
func optionNames(d *Decision) []string {
	var out []string
	for _, o := range d.Options {
		out = append(out, cardDetail.ReplaceAllString(o.Label, ""))
	}
	slices.Sort(out)
	return out
}

// affected returns the instances named by events of kind (OutStop,
// OutKill) emitted from event index mark on, in order.
func affected(g *Game, mark int, kind string) []int {
	var out []int
	for _, e := range g.Events()[mark:] {
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

// dilemmaCase is one way of facing a dilemma: the position, who must make
// the selection (if anyone) and its exact options, and the exact outcome.
type dilemmaCase struct {
	name    string
	pos     attemptPos
	extra   bool     // the position uses test-only personnel
	chooser Player   // who selects; noChooser when nobody does (random, or no selection)
	options []string // the selection's options, exactly
	choice  string   // what the chooser picks
	stopped []string // personnel the dilemma stops, exactly
	killed  []string // personnel the dilemma kills, exactly
	// killedOneOf: exactly one of these is killed, at random.
	killedOneOf []string
	end         dilemmaEnd // where the dilemma ends up
}

const noChooser = Player(-1)

var cardDetail = regexp.MustCompile(` \[card \d+\]$`)

type dilemmaEnd int

const (
	endBeneath dilemmaEnd = iota // overcome, beneath the mission
	endPile                      // face up at the bottom of Ben's dilemma pile
	endMission                   // placed on the mission
)

func (e dilemmaEnd) String() string {
	return [...]string{"beneath the mission", "the bottom of the dilemma pile", "on the mission"}[e]
}

// run plays the case: Ann attempts, Ben puts only this dilemma in the
// stack, the selection (if any) is answered, and the outcome is checked.
func (c dilemmaCase) run(t *testing.T, dilemma string) *Game {
	t.Helper()
	var g *Game
	if c.extra {
		g = c.pos.startExtra(t)
	} else {
		g = c.pos.start(t)
	}
	m := missionInst(t, g, c.pos.mission)
	startAttempt(t, g, c.pos.mission)
	mark := len(g.events)
	pick(t, g, dilemma)
	if c.chooser != noChooser {
		d := expectDecision(t, g, c.chooser, KindSelect)
		if got := optionNames(d); !slices.Equal(got, sorted(c.options...)) {
			t.Fatalf("%s may select %q, want exactly %q", c.chooser, got, sorted(c.options...))
		}
		pick(t, g, c.choice)
	}
	// Nobody else is asked anything: the attempt runs to its end.
	attemptOver(t, g)
	wantAffected(t, g, mark, OutStop, c.stopped...)
	for _, id := range affected(g, mark, OutStop) {
		if !slices.Contains(affected(g, mark, OutKill), id) {
			wantInPlay(t, g.cards[id], true)
		}
	}
	if c.killedOneOf != nil {
		killed := affected(g, mark, OutKill)
		if len(killed) != 1 || !slices.Contains(c.killedOneOf, g.cards[killed[0]].Card.Name()) {
			t.Fatalf("want exactly one of %q killed, got %q", c.killedOneOf, namesOf(g, killed))
		}
	} else {
		wantAffected(t, g, mark, OutKill, c.killed...)
	}
	for _, id := range affected(g, mark, OutKill) {
		wantKilled(t, g, g.cards[id])
	}
	if n := len(affected(g, mark, OutToHand)); n != 0 {
		t.Fatalf("%d cards returned to hand", n)
	}
	dc := find(t, g, dilemma)
	switch c.end {
	case endBeneath:
		wantBeneath(t, g, dc, m)
	case endPile:
		wantPileBottom(t, g, dc)
	case endMission:
		if dc.Zone != ZOnMission || dc.Where != m.ID || !slices.Contains(m.On, dc.ID) {
			t.Fatalf("%s should be on %s, is in %s", dilemma, m.Card.Name(), dc.Zone)
		}
	}
	if dc.Owner != ben {
		t.Fatalf("%s changed owner", dilemma)
	}
	return g
}

func runCases(t *testing.T, dilemma string, cases []dilemmaCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.run(t, dilemma) })
	}
}

// planet is a position at Ann's planet mission Sensitive Search with crew
// on the surface and the given dilemma pile.
func planet(pile []string, crew ...string) attemptPos {
	return attemptPos{mission: "Sensitive Search", crew: crew, pile: pile}
}

// space is a position at Ann's space mission Military Exercises with crew
// aboard the I.K.S. Vor'cha.
func space(pile []string, crew ...string) attemptPos {
	return attemptPos{mission: "Military Exercises", ship: "I.K.S. Vor'cha", crew: crew, pile: pile}
}

func pile(names ...string) []string { return names }

// An Old Debt (3S002): a requirement check (Biology, Physics, and
// Cunning>32, or Intelligence and 2 Medical); failing it, one Leadership
// personnel picked at random dies.
func TestDilemmaAnOldDebt(t *testing.T) {
	p := pile("An Old Debt")
	runCases(t, "An Old Debt", []dilemmaCase{
		// Rulebook: Checking Mission Requirements (same rules for dilemma
		// requirements) – the second branch of an either-or: Intelligence from
		// Emok, 2 Medical from Emok and B'amara together.
		{name: "met: Intelligence and 2 Medical", pos: planet(p, "Emok", "B'amara", "Kahmis"), chooser: noChooser},
		// Rulebook: Checking Mission Requirements – the total must exceed
		// the number: Cunning 33 meets Cunning>32.
		{name: "met: Biology, Physics, Cunning 33", pos: planet(p, "Kahmis", "Dokar", "Dokar", "B'amara", "Kroval", "Kroval", "Rabal"), chooser: noChooser},
		// Cunning exactly 32 does not: the only Leadership personnel dies.
		// Glossary: selections – a random pick is nobody's decision.
		{name: "not met: Cunning exactly 32", pos: planet(p, "Kahmis", "Dokar", "Dokar", "B'amara", "Kroval", "Kroval", "Vorax"), chooser: noChooser, killed: []string{"Kahmis"}},
		// Random selection among the Leadership personnel only.
		{name: "not met: one of two Leadership killed", pos: planet(p, "Kahmis", "Kahmis", "Kroval"), chooser: noChooser, killedOneOf: []string{"Kahmis"}},
		// Glossary: Effects – do as much as you can: no Leadership
		// personnel, nothing happens, and there is no fallback.
		{name: "not met: no Leadership", pos: planet(p, "Dokar", "Kroval", "Vorax"), chooser: noChooser},
	})
}

// Authenticate Artifacts (1C008): failing its check (one personnel with 2
// Anthropology, or one with 2 Archaeology), Ben stops an Anthropology or
// Archaeology personnel of his choice; with none to pick, every facing
// personnel is stopped and the dilemma goes back under Ben's pile.
func TestDilemmaAuthenticateArtifacts(t *testing.T) {
	p := pile("Authenticate Artifacts")
	runCases(t, "Authenticate Artifacts", []dilemmaCase{
		// Requirements met by one personnel with 2 Anthropology (test-only
		// card: no reference card has it): nothing happens, overcome.
		{name: "met: 2 Anthropology", pos: planet(p, "Test Anthropologist", "Kroval", "Kahmis"), extra: true, chooser: noChooser},
		{name: "met: 2 Archaeology", pos: planet(p, "Test Archaeologist", "Meraht", "Dokar"), extra: true, chooser: noChooser},
		// The opponent's choice: the dilemma's owner decides, among the
		// Anthropology or Archaeology personnel only.
		{name: "not met: opponent chooses", pos: planet(p, "Meraht", "Kroval", "Dokar"), chooser: ben,
			options: []string{"Kroval", "Meraht"}, choice: "Kroval", stopped: []string{"Kroval"}},
		// The 2 Anthropology must be on one personnel: two personnel with
		// one Anthropology each do not meet it.
		{name: "not met: 2 Anthropology from two personnel", pos: planet(p, "Meraht", "Meraht", "Dokar"), chooser: ben,
			options: []string{"Meraht", "Meraht"}, choice: "Meraht", stopped: []string{"Meraht"}},
		// Rulebook: Facing Dilemmas – the fallback: no eligible
		// personnel, so everyone is stopped and the dilemma returns face up
		// to the bottom of Ben's pile.
		{name: "cannot: all stopped, returns", pos: planet(p, "Kahmis", "Dokar"), chooser: noChooser,
			stopped: []string{"Kahmis", "Dokar"}, end: endPile},
	})
}

// Command Decisions (1S017, space): Ann stops a Leadership or Officer
// personnel of her choice; with none, a random personnel dies.
func TestDilemmaCommandDecisions(t *testing.T) {
	p := pile("Command Decisions")
	runCases(t, "Command Decisions", []dilemmaCase{
		// The facing player (Ann) decides.
		{name: "you choose", pos: space(p, "Kahmis", "Dokar", "Kroval"), chooser: ann,
			options: []string{"Dokar", "Kahmis"}, choice: "Dokar", stopped: []string{"Dokar"}},
		// Rulebook: Facing Dilemmas – when the first effect cannot be fully
		// performed, the fallback applies: a random personnel is killed; the
		// dilemma is then overcome (it says nothing about returning).
		{name: "cannot: random kill", pos: space(p, "Kroval", "Vorax", "Rabal"), chooser: noChooser,
			killedOneOf: []string{"Kroval", "Vorax", "Rabal"}},
	})
}

// Equipment Malfunction (1S025): all of Ann's equipment there returns to
// its owners' hands; here she has none (with equipment:
// TestEquipmentMalfunctionReturnsEquipment).
func TestDilemmaEquipmentMalfunction(t *testing.T) {
	p := pile("Equipment Malfunction")
	runCases(t, "Equipment Malfunction", []dilemmaCase{
		// Rulebook: Facing Dilemmas – an action its target cannot undergo
		// is skipped; Glossary: Effects – perform as much as you can. With
		// no equipment the action is ignored and the dilemma is overcome.
		{name: "planet: no equipment, ignored", pos: planet(p, "Kahmis", "Dokar"), chooser: noChooser},
		{name: "space: no equipment, ignored", pos: space(p, "Kahmis", "Dokar"), chooser: noChooser},
	})
}

// Failure To Communicate (3S010): failing its check (one personnel with 2
// Anthropology, or one with 2 Security), Ben stops an Anthropology or
// Security personnel of his choice; with none to pick, every facing
// personnel is stopped and the dilemma goes back under Ben's pile.
func TestDilemmaFailureToCommunicate(t *testing.T) {
	p := pile("Failure To Communicate")
	runCases(t, "Failure To Communicate", []dilemmaCase{
		{name: "met: 2 Security", pos: planet(p, "Test Guard", "Dokar"), extra: true, chooser: noChooser},
		{name: "met: 2 Anthropology", pos: planet(p, "Test Anthropologist", "Dokar"), extra: true, chooser: noChooser},
		// The opponent (Ben) chooses among Anthropology or Security personnel.
		{name: "not met: opponent chooses", pos: planet(p, "Kahmis", "Meraht", "Dokar"), chooser: ben,
			options: []string{"Kahmis", "Meraht"}, choice: "Meraht", stopped: []string{"Meraht"}},
		// Two personnel with one Security each are not one personnel with
		// 2 Security.
		{name: "not met: 2 Security from two personnel", pos: planet(p, "Kahmis", "T'vis", "Dokar"), chooser: ben,
			options: []string{"Kahmis", "T'vis"}, choice: "T'vis", stopped: []string{"T'vis"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: all stopped, returns", pos: planet(p, "Dokar", "Kroval"), chooser: noChooser,
			stopped: []string{"Dokar", "Kroval"}, end: endPile},
	})
}

// Justice or Vengeance (3S016): a requirement check (Anthropology and 2
// Security, or Exobiology, Honor, and Integrity>32); failing it, one
// Treachery personnel picked at random dies.
func TestDilemmaJusticeOrVengeance(t *testing.T) {
	p := pile("Justice or Vengeance")
	runCases(t, "Justice or Vengeance", []dilemmaCase{
		// Skill levels add up across personnel: 2 Security from Kahmis and
		// T'vis (Glossary: skills; Checking Mission Requirements).
		{name: "met: Anthropology and 2 Security", pos: planet(p, "Meraht", "Kahmis", "T'vis", "Gozar"), chooser: noChooser},
		{name: "not met: one Security", pos: planet(p, "Meraht", "Kahmis", "Gozar"), chooser: noChooser, killed: []string{"Gozar"}},
		// The second branch; Integrity 33 exceeds 32 ...
		{name: "met: Exobiology, Honor, Integrity 33", pos: planet(p, "Meraht", "Vorax", "Vorax", "B'amara", "Gozar", "Kahmis"), chooser: noChooser},
		// ... and exactly 32 is not.
		{name: "not met: Integrity exactly 32", pos: planet(p, "Meraht", "Vorax", "Vorax", "B'amara", "Gozar", "Dokar"), chooser: noChooser, killed: []string{"Gozar"}},
		// Glossary: Effects – no Treachery personnel: nothing to do.
		{name: "not met: no Treachery", pos: planet(p, "Dokar", "Kroval", "Vorax"), chooser: noChooser},
	})
}

// Kolaran Raiders (1S033, planet): Ann stops a Leadership or Security
// personnel of her choice; with none, a random personnel dies.
func TestDilemmaKolaranRaiders(t *testing.T) {
	p := pile("Kolaran Raiders")
	runCases(t, "Kolaran Raiders", []dilemmaCase{
		// Ann decides, among the Leadership or Security personnel.
		{name: "you choose", pos: planet(p, "Kahmis", "T'vis", "Dokar"), chooser: ann,
			options: []string{"Kahmis", "T'vis"}, choice: "T'vis", stopped: []string{"T'vis"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: random kill", pos: planet(p, "Dokar", "Kroval"), chooser: noChooser,
			killedOneOf: []string{"Dokar", "Kroval"}},
	})
}

// Microbrain (1C037): failing its check (one personnel with 2 Exobiology
// or 2 Geology), Ben stops a Geology or Exobiology personnel of his choice;
// the fallback is encoded as every facing personnel stopped and the
// dilemma sent back (see the card's note).
func TestDilemmaMicrobrain(t *testing.T) {
	p := pile("Microbrain")
	runCases(t, "Microbrain", []dilemmaCase{
		// Mora Pol alone has 2 Exobiology.
		{name: "met: 2 Exobiology", pos: planet(p, "Mora Pol", "Kahmis", "Dokar"), chooser: noChooser},
		{name: "not met: opponent chooses", pos: planet(p, "Kroval", "Meraht", "Dokar"), chooser: ben,
			options: []string{"Kroval", "Meraht"}, choice: "Meraht", stopped: []string{"Meraht"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: all stopped, returns", pos: planet(p, "Kahmis", "Dokar", "T'vis"), chooser: noChooser,
			stopped: []string{"Kahmis", "Dokar", "T'vis"}, end: endPile},
	})
}

// Sokath, His Eyes Uncovered! (3S030): failing 2 Diplomacy or Cunning>35,
// every facing personnel is stopped and the dilemma goes back under Ben's
// pile.
func TestDilemmaSokath(t *testing.T) {
	const name = "Sokath, His Eyes Uncovered!"
	p := pile(name)
	runCases(t, name, []dilemmaCase{
		// Glossary: skills – 2 Diplomacy from two personnel (one each) ...
		{name: "met: 2 Diplomacy from two personnel", pos: planet(p, "T'vis", "T'vis", "Dokar"), chooser: noChooser},
		// ... or from one personnel with 2 Diplomacy (test-only card).
		{name: "met: 2 Diplomacy from one personnel", pos: planet(p, "Test Diplomat", "Dokar", "Kroval"), extra: true, chooser: noChooser},
		// Cunning 36 is higher than 35.
		{name: "met: Cunning 36", pos: planet(p, "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Rabal"), chooser: noChooser},
		// Cunning exactly 35 is not: all stopped, dilemma returns.
		{name: "not met: Cunning exactly 35", pos: planet(p, "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"), chooser: noChooser,
			stopped: []string{"Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}, end: endPile},
		{name: "not met: one Diplomacy", pos: planet(p, "T'vis", "Dokar", "Kroval"), chooser: noChooser,
			stopped: []string{"T'vis", "Dokar", "Kroval"}, end: endPile},
	})
}

// Stellar Core Fragment (1C050): failing its check (one personnel with 2
// Physics or 2 Science), Ben stops a Physics or Science personnel of his
// choice; the fallback is encoded as every facing personnel stopped and the
// dilemma sent back (see the card's note).
func TestDilemmaStellarCoreFragment(t *testing.T) {
	p := pile("Stellar Core Fragment")
	runCases(t, "Stellar Core Fragment", []dilemmaCase{
		// Mora Pol alone has 2 Science.
		{name: "met: 2 Science", pos: space(p, "Mora Pol", "Kahmis", "Dokar"), chooser: noChooser},
		// Two personnel with Physics (B'amara, Rabal) are not one with 2.
		{name: "not met: opponent chooses", pos: space(p, "B'amara", "Rabal", "Kroval", "Dokar"), chooser: ben,
			options: []string{"B'amara", "Kroval", "Rabal"}, choice: "B'amara", stopped: []string{"B'amara"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: all stopped, returns", pos: space(p, "Kahmis", "Dokar", "T'vis"), chooser: noChooser,
			stopped: []string{"Kahmis", "Dokar", "T'vis"}, end: endPile},
	})
}

// Systems Diagnostic (1C052, space): Ann stops an Engineer or Programming
// personnel of her choice; with none, every facing personnel is stopped and
// the dilemma goes back under Ben's pile.
func TestDilemmaSystemsDiagnostic(t *testing.T) {
	p := pile("Systems Diagnostic")
	runCases(t, "Systems Diagnostic", []dilemmaCase{
		// Ann decides, even with a single eligible personnel.
		{name: "you choose: one eligible", pos: space(p, "Vorax", "Kahmis"), chooser: ann,
			options: []string{"Vorax"}, choice: "Vorax", stopped: []string{"Vorax"}},
		{name: "you choose: two eligible", pos: space(p, "Vorax", "Rabal", "Kahmis"), chooser: ann,
			options: []string{"Rabal", "Vorax"}, choice: "Rabal", stopped: []string{"Rabal"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: all stopped, returns", pos: space(p, "Kahmis", "Dokar"), chooser: noChooser,
			stopped: []string{"Kahmis", "Dokar"}, end: endPile},
	})
}

// Tense Negotiations (1C054): failing its check (one personnel with 2
// Diplomacy or 2 Leadership), Ben stops a Diplomacy or Leadership
// personnel of his choice; the fallback is encoded as every facing
// personnel stopped and the dilemma sent back (see the card's note).
func TestDilemmaTenseNegotiations(t *testing.T) {
	p := pile("Tense Negotiations")
	runCases(t, "Tense Negotiations", []dilemmaCase{
		// Gowron has 2 Leadership.
		{name: "met: 2 Leadership", pos: planet(p, "Gowron Leader of the High Council", "Dokar", "Kroval"), chooser: noChooser},
		{name: "not met: opponent chooses", pos: planet(p, "Kahmis", "T'vis", "Dokar"), chooser: ben,
			options: []string{"Kahmis", "T'vis"}, choice: "Kahmis", stopped: []string{"Kahmis"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: all stopped, returns", pos: planet(p, "Dokar", "Kroval", "Vorax"), chooser: noChooser,
			stopped: []string{"Dokar", "Kroval", "Vorax"}, end: endPile},
	})
}

// Triage (1C057, planet): Ann stops a Biology or Medical personnel of her
// choice; with none, a random personnel dies.
func TestDilemmaTriage(t *testing.T) {
	p := pile("Triage")
	runCases(t, "Triage", []dilemmaCase{
		{name: "you choose", pos: planet(p, "Dokar", "B'amara", "Kahmis"), chooser: ann,
			options: []string{"B'amara", "Dokar"}, choice: "B'amara", stopped: []string{"B'amara"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: random kill", pos: planet(p, "Kahmis", "Kroval"), chooser: noChooser,
			killedOneOf: []string{"Kahmis", "Kroval"}},
	})
}

// Wavefront (1C060, space): failing its check (one personnel with 2
// Astrometrics, or one with 2 Navigation), Ben stops an Astrometrics or
// Navigation personnel of his choice; with none to pick, every facing
// personnel is stopped and the dilemma goes back under Ben's pile.
func TestDilemmaWavefront(t *testing.T) {
	p := pile("Wavefront")
	runCases(t, "Wavefront", []dilemmaCase{
		{name: "met: 2 Navigation", pos: space(p, "Test Navigator", "Kahmis"), extra: true, chooser: noChooser},
		{name: "met: 2 Astrometrics", pos: space(p, "Test Stargazer", "Kahmis"), extra: true, chooser: noChooser},
		{name: "not met: opponent chooses", pos: space(p, "Vorax", "Dokar", "Kahmis"), chooser: ben,
			options: []string{"Dokar", "Vorax"}, choice: "Dokar", stopped: []string{"Dokar"}},
		// Two personnel with Astrometrics are not one with 2.
		{name: "not met: 2 Astrometrics from two personnel", pos: space(p, "Vorax", "Rabal"), chooser: ben,
			options: []string{"Rabal", "Vorax"}, choice: "Vorax", stopped: []string{"Vorax"}},
		// Rulebook: Facing Dilemmas – the fallback when nobody qualifies.
		{name: "cannot: all stopped, returns", pos: space(p, "Kahmis", "Kroval", "T'vis"), chooser: noChooser,
			stopped: []string{"Kahmis", "Kroval", "T'vis"}, end: endPile},
	})
}

// klingons returns n non-unique Klingon personnel (duplicates are legal).
func klingons(n int) []string {
	pool := []string{"Kahmis", "Dokar", "Kroval", "Vorax", "T'vis", "B'amara", "Meraht"}
	out := make([]string, n)
	for i := range out {
		out[i] = pool[i%len(pool)]
	}
	return out
}

// Limited Welcome (1S034): nine personnel are picked at random and every
// other facing personnel is stopped; the dilemma stays on the mission, and
// at a later attempt there Ben may add it to the dilemmas he has drawn.
// Rulebook: Facing Dilemmas – a dilemma that says where to place it is not
// overcome; Glossary: selections – random selections are nobody's choice;
// Facing Dilemmas – several personnel stopped by one action.
func TestDilemmaLimitedWelcome(t *testing.T) {
	for _, tc := range []struct{ crew, stopped int }{{3, 0}, {9, 0}, {10, 1}, {11, 2}} {
		t.Run(fmt.Sprintf("%d personnel", tc.crew), func(t *testing.T) {
			crew := klingons(tc.crew)
			g := planet(pile("Limited Welcome"), crew...).start(t)
			m := missionInst(t, g, "Sensitive Search")
			startAttempt(t, g, "Sensitive Search")
			mark := len(g.events)
			pick(t, g, "Limited Welcome")
			attemptOver(t, g)
			stopped := affected(g, mark, OutStop)
			if len(stopped) != tc.stopped {
				t.Fatalf("%d personnel: %d stopped by the dilemma, want %d", tc.crew, len(stopped), tc.stopped)
			}
			stopEvents := 0
			for _, e := range g.Events()[mark:] {
				if e.Kind == OutStop {
					stopEvents++
				}
			}
			if tc.stopped > 0 && stopEvents != 1 {
				t.Fatalf("the others are stopped as one action: %d stop events", stopEvents)
			}
			for _, id := range stopped {
				if c := g.cards[id]; c.Zone != ZSurface || c.Where != m.ID || !c.Stopped {
					t.Fatalf("%s should be stopped on the planet", c.Card.Name())
				}
			}
			if n := len(affected(g, mark, OutKill)); n != 0 {
				t.Fatalf("%d killed", n)
			}
			lw := find(t, g, "Limited Welcome")
			if lw.Zone != ZOnMission || lw.Where != m.ID || !slices.Equal(m.On, []int{lw.ID}) {
				t.Fatalf("Limited Welcome should be placed on the mission, is in %s", lw.Zone)
			}
			if len(m.Beneath) != 0 {
				t.Fatalf("a dilemma placed on the mission is not overcome: %d beneath", len(m.Beneath))
			}
		})
	}
}

// Limited Welcome on the mission: when Ann attempts again, after Ben draws
// dilemmas, Ben may add it to those drawn (Glossary: attempting missions,
// step 2.c, the triggers on drawn dilemmas, before 2.d choosing).
// Ruling: Adding Dilemmas to Those Drawn – an added dilemma is part of the
// drawn group: chosen into the stack, or returned face up if not chosen.
func TestDilemmaLimitedWelcomeRejoins(t *testing.T) {
	pos := func() attemptPos {
		p := planet(pile("Triage", "Kolaran Raiders", "Pinned Down", "Sokath, His Eyes Uncovered!"), "Kahmis", "Dokar", "Kroval")
		p.on = []string{"Limited Welcome"}
		return p
	}
	// begin attempts and returns at Ben's offer to take the dilemma.
	begin := func(t *testing.T) (*Game, *Inst, *Inst) {
		g := pos().start(t)
		m := missionInst(t, g, "Sensitive Search")
		lw := find(t, g, "Limited Welcome")
		if lw.Zone != ZOnMission || lw.Owner != ben {
			t.Fatalf("setup: Limited Welcome should be Ben's, on the mission; is %s's, in %s", lw.Owner, lw.Zone)
		}
		expectDecision(t, g, ann, KindOrders)
		choose(t, g, "Attempt Sensitive Search")
		d := expectDecision(t, g, ben, KindTakeDilemma)
		// The draw came first: three drawn, one left in the pile.
		if len(g.attempt.drawn) != 3 || len(g.players[ben].DilemmaPile) != 1 {
			t.Fatalf("the offer comes after the draw: %d drawn, %d in the pile", len(g.attempt.drawn), len(g.players[ben].DilemmaPile))
		}
		if len(d.Options) != 2 {
			t.Fatalf("options %q", optionNames(d))
		}
		return g, m, lw
	}

	t.Run("added and chosen", func(t *testing.T) {
		g, m, lw := begin(t)
		choose(t, g, "Add Limited Welcome")
		d := expectDecision(t, g, ben, KindChooseDilemmas)
		if got := optionNames(d); len(got) != 4 || !strings.Contains(strings.Join(got, "|"), "Limited Welcome") {
			t.Fatalf("Limited Welcome should be among the 4 drawn: %q", got)
		}
		pick(t, g, "Limited Welcome")
		attemptOver(t, g)
		if lw.Zone != ZOnMission || lw.Where != m.ID {
			t.Fatalf("faced again, Limited Welcome is placed on the mission again; is in %s", lw.Zone)
		}
		if !hasEvent(g, "Ann's personnel face Limited Welcome") {
			t.Fatal("Limited Welcome was not faced")
		}
		for _, n := range []string{"Triage", "Kolaran Raiders", "Pinned Down"} {
			if c := find(t, g, n); c.Zone != ZDilemmaPile || !c.FaceUp {
				t.Fatalf("%s not chosen: should be face up in the pile", n)
			}
		}
	})
	t.Run("left on the mission", func(t *testing.T) {
		g, m, lw := begin(t)
		choose(t, g, "Leave it on the mission")
		d := expectDecision(t, g, ben, KindChooseDilemmas)
		if got := optionNames(d); len(got) != 3 || strings.Contains(strings.Join(got, "|"), "Limited Welcome") {
			t.Fatalf("only the 3 drawn should be offered: %q", got)
		}
		pick(t, g)
		attemptOver(t, g)
		if lw.Zone != ZOnMission || lw.Where != m.ID {
			t.Fatalf("Limited Welcome should stay on the mission; is in %s", lw.Zone)
		}
	})
	t.Run("added, not chosen", func(t *testing.T) {
		g, m, lw := begin(t)
		choose(t, g, "Add Limited Welcome")
		pick(t, g, "Triage")
		expectDecision(t, g, ann, KindSelect) // Triage: Ann chooses
		pick(t, g, "Dokar")
		attemptOver(t, g)
		if lw.Zone != ZDilemmaPile || !lw.FaceUp || slices.Contains(m.On, lw.ID) {
			t.Fatalf("an added dilemma not chosen goes face up to the pile; is in %s face-up=%v", lw.Zone, lw.FaceUp)
		}
	})
}

// Glossary: dilemmas – text that works on drawn dilemmas works even when
// none were drawn: with three overcome
// dilemmas beneath and three personnel, Ben draws none and may still add
// Limited Welcome; chosen, its cost 2 exceeds the limit 0, so it is
// overcome unfaced (Rulebook: Facing Dilemmas – total cost).
func TestDilemmaLimitedWelcomeRejoinsWithNoneDrawn(t *testing.T) {
	p := planet(pile("Triage", "Kolaran Raiders"), "Kahmis", "Dokar", "Kroval")
	p.on = []string{"Limited Welcome"}
	p.overcome = []string{"Equipment Malfunction", "Equipment Malfunction", "Equipment Malfunction"}
	g := p.start(t)
	m := missionInst(t, g, "Sensitive Search")
	choose(t, g, "Attempt Sensitive Search")
	expectDecision(t, g, ben, KindTakeDilemma)
	if len(g.attempt.drawn) != 0 || g.attempt.limit != 0 {
		t.Fatalf("drawn %d, limit %d; want 0 and 0", len(g.attempt.drawn), g.attempt.limit)
	}
	choose(t, g, "Add Limited Welcome")
	d := expectDecision(t, g, ben, KindChooseDilemmas)
	if got := optionNames(d); !slices.Equal(got, []string{"Limited Welcome (dual, cost 2)"}) {
		t.Fatalf("options %q", got)
	}
	mark := len(g.events)
	pick(t, g, "Limited Welcome")
	attemptOver(t, g)
	wantAffected(t, g, mark, OutStop)
	wantBeneath(t, g, find(t, g, "Limited Welcome"), m)
}

// Limited Welcome end to end: placed by one attempt, offered again at the
// next attempt of the same mission by fresh personnel beamed down
// (Rulebook: Checking Mission Requirements – a failed mission may be
// tried again, by other personnel too).
func TestDilemmaLimitedWelcomeTwoAttempts(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Dokar, Kroval]
        ships:
          - card: "I.K.S. K'Vort"
            aboard: [Vorax, "T'vis", "B'amara"]
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [Limited Welcome, Equipment Malfunction, Wavefront, Triage, Kolaran Raiders, Pinned Down, Command Decisions]
    deck: [Dokar]
`)
	m := missionInst(t, g, "Sensitive Search")
	lw := find(t, g, "Limited Welcome")
	d := startAttempt(t, g, "Sensitive Search")
	if len(d.Options) != 3 {
		t.Fatalf("3 personnel on the planet (the crew aboard does not attempt): %d drawn", len(d.Options))
	}
	pick(t, g, "Limited Welcome")
	attemptOver(t, g)
	if lw.Zone != ZOnMission || lw.Where != m.ID {
		t.Fatalf("Limited Welcome should be on the mission, is in %s", lw.Zone)
	}
	for _, n := range []string{"Kahmis", "Dokar", "Kroval"} {
		wantInPlay(t, find(t, g, n), true) // the failed attempt stopped them
	}
	choose(t, g, "Beam personnel at Sensitive Search")
	choose(t, g, "From I.K.S. K'Vort to Sensitive Search")
	choose(t, g, "Vorax", "T'vis", "B'amara")
	expectDecision(t, g, ann, KindOrders)
	choose(t, g, "Attempt Sensitive Search with 3 personnel")
	expectDecision(t, g, ben, KindTakeDilemma)
	choose(t, g, "Add Limited Welcome")
	d = expectDecision(t, g, ben, KindChooseDilemmas)
	if got := optionNames(d); !slices.Equal(got, sorted("Limited Welcome (dual, cost 2)", "Triage (planet, cost 1)", "Kolaran Raiders (planet, cost 1)", "Pinned Down (dual, cost 2)")) {
		t.Fatalf("drawn plus Limited Welcome: %q", got)
	}
	pick(t, g, "Limited Welcome")
	attemptOver(t, g)
	if lw.Zone != ZOnMission || lw.Where != m.ID {
		t.Fatalf("Limited Welcome should be on the mission again, is in %s", lw.Zone)
	}
}

// Ornaran Threat (1C041): one personnel picked at random is stopped;
// failing Diplomacy and Medical or 2 Security, that one dies instead, the
// other facing personnel are stopped and the dilemma goes back under Ben's
// pile.
func TestDilemmaOrnaranThreat(t *testing.T) {
	// Requirements met whoever is stopped (three Security remain): one
	// personnel stopped at random, nobody killed, the dilemma overcome.
	t.Run("met", func(t *testing.T) {
		g := planet(pile("Ornaran Threat"), "T'vis", "T'vis", "Kahmis", "Kahmis", "B'amara").start(t)
		m := missionInst(t, g, "Sensitive Search")
		startAttempt(t, g, "Sensitive Search")
		mark := len(g.events)
		pick(t, g, "Ornaran Threat")
		attemptOver(t, g)
		if s := affected(g, mark, OutStop); len(s) != 1 {
			t.Fatalf("one personnel stopped, got %q", namesOf(g, s))
		}
		wantAffected(t, g, mark, OutKill)
		wantBeneath(t, g, find(t, g, "Ornaran Threat"), m)
	})
	// Glossary: instead – the personnel is stopped first, then killed
	// instead; the others are stopped and the dilemma returns.
	t.Run("not met: killed instead", func(t *testing.T) {
		g := planet(pile("Ornaran Threat"), "Dokar", "Kroval", "Vorax", "Rabal").start(t)
		startAttempt(t, g, "Sensitive Search")
		mark := len(g.events)
		pick(t, g, "Ornaran Threat")
		attemptOver(t, g)
		var seq []Event
		for _, e := range g.Events()[mark:] {
			if e.Kind == OutStop || e.Kind == OutKill {
				seq = append(seq, e)
			}
		}
		if len(seq) != 3 || seq[0].Kind != OutStop || len(seq[0].Cards) != 1 ||
			seq[1].Kind != OutKill || !slices.Equal(seq[1].Cards, seq[0].Cards) || !strings.Contains(seq[1].Text, "instead") ||
			seq[2].Kind != OutStop || len(seq[2].Cards) != 3 {
			t.Fatalf("want stop X, kill X instead, stop the other 3; got %+v", seq)
		}
		victim := g.cards[seq[0].Cards[0]]
		wantKilled(t, g, victim)
		if victim.Stopped {
			t.Fatal("a killed personnel is not left stopped")
		}
		for _, id := range seq[2].Cards {
			if id == victim.ID {
				t.Fatal("the killed personnel is not among the others")
			}
			wantInPlay(t, g.cards[id], true)
		}
		wantPileBottom(t, g, find(t, g, "Ornaran Threat"))
	})
	// Rulebook: Facing Dilemmas – stopped personnel are removed from the
	// attempt and cannot help overcome dilemmas: with exactly 2 Security
	// (T'vis, Kahmis), the requirement fails exactly when the personnel
	// stopped first is one of them. Over several seeds both happen.
	t.Run("the stopped personnel does not count", func(t *testing.T) {
		seen := map[bool]bool{}
		for seed := uint64(1); seed <= 40 && len(seen) < 2; seed++ {
			p := planet(pile("Ornaran Threat"), "T'vis", "Kahmis", "Dokar", "Kroval")
			p.seed = seed
			g := p.start(t)
			startAttempt(t, g, "Sensitive Search")
			mark := len(g.events)
			pick(t, g, "Ornaran Threat")
			attemptOver(t, g)
			first := g.cards[affected(g, mark, OutStop)[0]]
			security := first.Card.SkillLevel("Security") > 0
			killed := affected(g, mark, OutKill)
			if security != (len(killed) == 1 && killed[0] == first.ID) {
				t.Fatalf("seed %d: %s stopped first (Security %v), killed %q", seed, first.Card.Name(), security, namesOf(g, killed))
			}
			seen[security] = true
		}
		if len(seen) < 2 {
			t.Fatal("both branches should occur over 40 seeds")
		}
	})
}

// Pinned Down (1S043): one personnel picked at random is stopped, a second
// if nine still remain, a third if ten still remain. Each pick is its own
// action (Rulebook: Facing Dilemmas – a dilemma is carried out one action
// at a time); what remains is counted after the earlier stops, so the
// second needs 10 attempting and the third 12.
func TestDilemmaPinnedDown(t *testing.T) {
	for _, tc := range []struct{ crew, stopped int }{{2, 1}, {8, 1}, {9, 1}, {10, 2}, {11, 2}, {12, 3}, {13, 3}} {
		t.Run(fmt.Sprintf("%d personnel", tc.crew), func(t *testing.T) {
			g := planet(pile("Pinned Down"), klingons(tc.crew)...).start(t)
			m := missionInst(t, g, "Sensitive Search")
			startAttempt(t, g, "Sensitive Search")
			mark := len(g.events)
			pick(t, g, "Pinned Down")
			attemptOver(t, g) // random: nobody is asked
			var events [][]int
			for _, e := range g.Events()[mark:] {
				if e.Kind == OutStop {
					events = append(events, e.Cards)
				}
			}
			if len(events) != tc.stopped {
				t.Fatalf("%d personnel: %d stopped, want %d", tc.crew, len(events), tc.stopped)
			}
			seen := map[int]bool{}
			for _, cards := range events {
				if len(cards) != 1 || seen[cards[0]] {
					t.Fatalf("each stop is one different personnel: %v", events)
				}
				seen[cards[0]] = true
			}
			wantAffected(t, g, mark, OutKill)
			wantBeneath(t, g, find(t, g, "Pinned Down"), m)
		})
	}
}
