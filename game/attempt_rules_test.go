package game

import (
	"slices"
	"strings"
	"testing"
)

// Tests of the mission attempt procedure (Rulebook: Order – Attempt a
// Mission; Facing Dilemmas; Checking Mission Requirements; Glossary –
// attempting missions, steps 1–5). Positions and helpers are in
// dilemma_cards_test.go: Ann (Player 1) attempts, Ben (Player 2) owns the
// dilemmas.

// attemptOptions lists Ann's attempt options in the pending decision.
func attemptOptions(g *Game) []Option {
	var out []Option
	if d := g.Pending(); d != nil {
		for _, o := range d.Options {
			if o.Action == ActAttempt {
				out = append(out, o)
			}
		}
	}
	return out
}

// crewAt lists the personnel on the mission's surface and aboard ships
// there.
func crewAt(g *Game, m *Inst) []*Inst {
	var out []*Inst
	add := func(list []int) {
		for _, id := range list {
			if c := g.cards[id]; c.Card.Type == Personnel {
				out = append(out, c)
			}
		}
	}
	add(m.Surface)
	for _, s := range m.Ships {
		add(g.cards[s].Aboard)
	}
	return out
}

func ids(cs ...*Inst) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

// Rulebook: Order – Attempt a Mission – every unstopped personnel of
// yours on the planet takes part; Facing Dilemmas – they are counted, Ben
// draws that many and may spend that total cost.
func TestAttemptPlanetByAllUnstoppedPersonnel(t *testing.T) {
	p := planet(pile("Triage", "Kolaran Raiders", "Wavefront", "Pinned Down", "Microbrain"),
		"Kahmis", "Dokar", "{card: Kroval, stopped: true}")
	g := p.start(t)
	expectDecision(t, g, ann, KindOrders)
	opts := attemptOptions(g)
	if len(opts) != 1 || !strings.Contains(opts[0].Label, "Attempt Sensitive Search with 2 personnel") {
		t.Fatalf("attempt options: %+v", opts)
	}
	d := startAttempt(t, g, "Sensitive Search")
	if len(d.Options) != 2 || g.attempt.limit != 2 {
		t.Fatalf("2 unstopped personnel: Ben draws %d, limit %d; want 2 and 2", len(d.Options), g.attempt.limit)
	}
	want := ids(find(t, g, "Kahmis"), find(t, g, "Dokar"))
	if !slices.Equal(g.attempt.personnel, want) {
		t.Fatalf("attempting: %q, want Kahmis and Dokar (stopped Kroval is ignored)", namesOf(g, g.attempt.personnel))
	}
}

// Rulebook: Order – Attempt a Mission – at a space mission the attempt is
// made by every unstopped personnel aboard the unstopped ships you pick
// there: choosing one ship of two leaves the other's crew out; a stopped
// ship and stopped crew take no part.
func TestAttemptSpaceByChosenShips(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - card: "I.K.S. K'Vort"
            aboard: [Kahmis, Dokar]
          - card: "I.K.S. Vor'cha"
            aboard: [Kroval, Vorax, {card: "T'vis", stopped: true}]
          - card: Kronos One
            stopped: true
            aboard: [Meraht]
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [Pinned Down, Equipment Malfunction, Wavefront, Triage, Microbrain]
    deck: [Dokar]
`)
	expectDecision(t, g, ann, KindOrders)
	choose(t, g, "Attempt Military Exercises")
	d := expectDecision(t, g, ann, KindAttemptShips)
	if d.Prompt != "Attempt Military Exercises with the crews of which ships?" { // worded when read
		t.Fatalf("prompt %q", d.Prompt)
	}
	for _, o := range d.Options {
		if strings.Contains(o.Label, "Kronos One") {
			t.Fatalf("a stopped ship cannot attempt: %q", o.Label)
		}
	}
	if len(d.Options) != 4 { // both ships, either one, or Back
		t.Fatalf("ship choices: %q", optionNames(d))
	}
	choose(t, g, "I.K.S. Vor'cha (2 personnel)")
	d = expectDecision(t, g, ben, KindChooseDilemmas)
	want := ids(find(t, g, "Kroval"), find(t, g, "Vorax"))
	if !slices.Equal(g.attempt.personnel, want) || len(d.Options) != 2 || g.attempt.limit != 2 {
		t.Fatalf("attempting %q, %d drawn, limit %d; want Kroval and Vorax, 2, 2", namesOf(g, g.attempt.personnel), len(d.Options), g.attempt.limit)
	}
	// The K'Vort's crew is not in the attempt: a dilemma cannot touch it.
	pick(t, g, "Pinned Down")
	attemptOver(t, g)
	for _, n := range []string{"Kahmis", "Dokar"} {
		wantInPlay(t, find(t, g, n), false)
	}
}

// Rulebook: Order – Attempt a Mission – when an attempt is not possible.
func TestAttemptNotOffered(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  attemptPos
	}{
		// A headquarters is never attempted.
		{"headquarters", attemptPos{hqCrew: []string{"Kahmis", "Dokar", "Kroval"}, pile: pile("Triage")}},
		// A completed mission is never attempted again.
		{"completed mission", attemptPos{mission: "Sensitive Search", completed: true, crew: []string{"Kahmis", "B'amara"}, pile: pile("Triage")}},
		// One attempting personnel must match an affiliation icon of the
		// mission: "any except borg" with only Borg.
		{"any except borg, only Borg (planet)", attemptPos{mission: "Feldomite Rush", crew: []string{"Research Drone", "Cartography Drone"}, pile: pile("Triage")}},
		{"any except borg, only Borg (space)", attemptPos{mission: "Explore Black Cluster", ship: "Borg Sphere", crew: []string{"Transwarp Drone", "Computation Drone"}, pile: pile("Wavefront")}},
		// Borg and Klingon icons, only Federation personnel.
		{"icons do not match", attemptPos{mission: "Hunt Alien", crew: []string{"Davies", "Lopez"}, pile: pile("Triage")}},
		// Only unstopped personnel attempt a planet.
		{"only stopped personnel", attemptPos{mission: "Sensitive Search", crew: []string{"{card: Kahmis, stopped: true}"}, pile: pile("Triage")}},
		// Only unstopped ships carry a space attempt.
		{"only a stopped ship", attemptPos{mission: "Military Exercises", ship: "{stopped}", crew: []string{"Kahmis", "Dokar"}, pile: pile("Wavefront")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := tc.pos.yaml()
			if tc.pos.ship == "{stopped}" {
				text = strings.Replace(text, `- card: "{stopped}"`, "- card: \"I.K.S. K'Vort\"\n            stopped: true", 1)
			}
			g := startScenario(t, text)
			expectDecision(t, g, ann, KindOrders)
			if opts := attemptOptions(g); len(opts) != 0 {
				t.Fatalf("no attempt should be offered, got %+v", opts)
			}
		})
	}
	// Control: one Klingon with the Borg makes "any except borg" possible.
	g := attemptPos{mission: "Feldomite Rush", crew: []string{"Research Drone", "Cartography Drone", "Kahmis"}, pile: pile("Triage")}.start(t)
	if opts := attemptOptions(g); len(opts) != 1 || !strings.Contains(opts[0].Label, "with 3 personnel") {
		t.Fatalf("a matching personnel allows the attempt by all three: %+v", opts)
	}
}

// Rulebook: Order – Attempt a Mission – only your own missions may be
// attempted, never an opponent's. Ann's crew flies to Ben's
// Sensitive Search (Klingons may attempt it) and beams down: no attempt.
func TestAttemptOnlyYourOwnMissions(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Medical Relief
        ships:
          - card: "I.K.S. K'Vort"
            aboard: [Kahmis, Kroval, Vorax, "B'amara"]
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Sensitive Search
    dilemmas: [Triage, Kolaran Raiders]
    deck: [Dokar]
`)
	theirs := find(t, g, "Sensitive Search")
	if theirs.Owner != ben {
		t.Fatal("setup: Sensitive Search should be Ben's")
	}
	choose(t, g, "Move I.K.S. K'Vort to Sensitive Search")
	choose(t, g, "Beam personnel at Sensitive Search")
	choose(t, g, "From I.K.S. K'Vort to Sensitive Search")
	choose(t, g, "Kahmis", "Kroval", "Vorax", "B'amara")
	expectDecision(t, g, ann, KindOrders)
	if n := len(theirs.Surface); n != 4 {
		t.Fatalf("setup: 4 of Ann's personnel should be on Ben's planet, got %d", n)
	}
	if opts := attemptOptions(g); len(opts) != 0 {
		t.Fatalf("Ann may not attempt Ben's mission: %+v", opts)
	}
}

// The same rule from a written position: Ann's personnel listed at Ben's
// missions with "controller: 1" (on the planet and aboard her ship there).
func TestAttemptOnlyYourOwnMissionsScenario(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Sensitive Search
        surface: [{card: "B'amara", controller: 1}, {card: Kahmis, controller: 1}, {card: Kroval, controller: 1}]
      - card: Military Exercises
        ships:
          - card: "I.K.S. K'Vort"
            controller: 1
            aboard: [Kahmis, Dokar, "T'vis"]
    dilemmas: [Triage, Kolaran Raiders]
    deck: [Dokar]
`)
	expectDecision(t, g, ann, KindOrders)
	for _, m := range []string{"Sensitive Search", "Military Exercises"} {
		mc := find(t, g, m)
		crew := crewAt(g, mc)
		if mc.Owner != ben || len(crew) != 3 {
			t.Fatalf("setup: %s should be Ben's with 3 personnel, has %d", m, len(crew))
		}
		for _, c := range crew {
			if c.Controller != ann || c.Owner != ann {
				t.Fatalf("setup: %s at %s should be Ann's", c.Card.Name(), m)
			}
		}
	}
	if opts := attemptOptions(g); len(opts) != 0 {
		t.Fatalf("Ann may not attempt Ben's missions: %+v", opts)
	}
}

// Rulebook: Facing Dilemmas – dilemmas already overcome beneath the
// mission lower the count; Glossary: attempting missions 2.b – never below
// zero. Ben draws that many from the top of his pile, and that number is
// also the total cost he may spend.
func TestAttemptDrawCountLessOvercome(t *testing.T) {
	for _, tc := range []struct {
		name           string
		crew, overcome int
		want           int
	}{
		{"4 personnel, none beneath", 4, 0, 4},
		{"5 personnel, 2 beneath", 5, 2, 3},
		{"3 personnel, 3 beneath", 3, 3, 0},
		{"2 personnel, 3 beneath: never negative", 2, 3, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := planet(pile("Triage", "Kolaran Raiders", "Wavefront", "Pinned Down", "Microbrain", "Command Decisions"), klingons(tc.crew)...)
			p.overcome = []string{"Equipment Malfunction", "Equipment Malfunction", "Equipment Malfunction"}[:tc.overcome]
			g := p.start(t)
			top := slices.Clone(g.players[ben].DilemmaPile)
			d := startAttempt(t, g, "Sensitive Search")
			if len(d.Options) != tc.want || g.attempt.limit != tc.want {
				t.Fatalf("drawn %d, limit %d; want %d", len(d.Options), g.attempt.limit, tc.want)
			}
			if !slices.Equal(g.attempt.drawn, top[:tc.want]) || !slices.Equal(g.players[ben].DilemmaPile, top[tc.want:]) {
				t.Fatal("Ben should draw from the top of his pile")
			}
			pick(t, g) // choose none
			attemptOver(t, g)
			if got := len(missionInst(t, g, "Sensitive Search").Beneath); got != tc.overcome {
				t.Fatalf("%d beneath, want %d", got, tc.overcome)
			}
		})
	}
}

// Rulebook: Facing Dilemmas – drawn dilemmas the owner leaves out go face
// up to the bottom of the owner's dilemma pile.
func TestAttemptUnchosenDilemmasFaceUpToBottom(t *testing.T) {
	g := planet(pile("Triage", "Kolaran Raiders", "Wavefront", "Pinned Down", "Microbrain"), "Kahmis", "Dokar", "Kroval").start(t)
	before := slices.Clone(g.players[ben].DilemmaPile)
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Wavefront")
	attemptOver(t, g)
	pileNow := g.players[ben].DilemmaPile
	want := []int{before[3], before[4], before[0], before[1]} // Pinned Down, Microbrain, then Triage, Kolaran Raiders
	if !slices.Equal(pileNow, want) {
		t.Fatalf("pile %q, want Pinned Down, Microbrain, Triage, Kolaran Raiders", namesOf(g, pileNow))
	}
	for i, id := range pileNow {
		if g.cards[id].FaceUp != (i >= 2) {
			t.Fatalf("%s face-up=%v", g.cards[id].Card.Name(), g.cards[id].FaceUp)
		}
	}
}

// Rulebook: Facing Dilemmas – reaching a face-up card in one's dilemma
// pile means reshuffling the whole pile face down.
func TestAttemptFaceUpDilemmaShufflesPile(t *testing.T) {
	shuffles := func(g *Game) int {
		n := 0
		for _, e := range g.Events() {
			if e.Kind == "shuffle" {
				n++
			}
		}
		return n
	}
	allFaceDown := func(t *testing.T, g *Game) {
		t.Helper()
		for _, id := range append(slices.Clone(g.players[ben].DilemmaPile), g.attempt.drawn...) {
			if g.cards[id].FaceUp {
				t.Fatalf("%s is still face up after the shuffle", g.cards[id].Card.Name())
			}
		}
	}
	t.Run("face-up card on top", func(t *testing.T) {
		g := planet(pile("{card: Triage, face_up: true}", "Kolaran Raiders", "Wavefront", "Pinned Down", "Microbrain"), "Kahmis", "Dokar").start(t)
		d := startAttempt(t, g, "Sensitive Search")
		if shuffles(g) != 1 || len(d.Options) != 2 || len(g.players[ben].DilemmaPile) != 3 {
			t.Fatalf("%d shuffles, %d drawn, %d left", shuffles(g), len(d.Options), len(g.players[ben].DilemmaPile))
		}
		allFaceDown(t, g)
	})
	t.Run("reached on the second draw", func(t *testing.T) {
		g := planet(pile("Kolaran Raiders", "{card: Triage, face_up: true}", "Wavefront", "Pinned Down", "Microbrain"), "Kahmis", "Dokar").start(t)
		first := g.players[ben].DilemmaPile[0]
		startAttempt(t, g, "Sensitive Search")
		if shuffles(g) != 1 || g.attempt.drawn[0] != first {
			t.Fatalf("%d shuffles; the first card is drawn before the face-up one is reached", shuffles(g))
		}
		allFaceDown(t, g)
	})
	t.Run("not reached", func(t *testing.T) {
		g := planet(pile("Kolaran Raiders", "Wavefront", "{card: Triage, face_up: true}"), "Kahmis", "Dokar").start(t)
		before := slices.Clone(g.players[ben].DilemmaPile)
		startAttempt(t, g, "Sensitive Search")
		if shuffles(g) != 0 || !slices.Equal(g.attempt.drawn, before[:2]) || !find(t, g, "Triage").FaceUp {
			t.Fatalf("a face-up card not reached changes nothing: %d shuffles", shuffles(g))
		}
	})
}

// Rulebook: Facing Dilemmas – a second copy of a dilemma revealed in the
// same attempt is not faced but overcome; Glossary: attempting missions
// 3.f – a
// dilemma that fails the check is overcome and its cost is not deducted:
// Kolaran Raiders (1) + its copy (1) + Authenticate Artifacts (2) exceed
// the limit of 3 only if the copy were paid for.
func TestAttemptDuplicateDilemmaOvercome(t *testing.T) {
	g := planet(pile("Kolaran Raiders", "Kolaran Raiders", "Authenticate Artifacts"), "Kahmis", "Meraht", "Dokar").start(t)
	m := missionInst(t, g, "Sensitive Search")
	startAttempt(t, g, "Sensitive Search")
	mark := len(g.events)
	pick(t, g, "Kolaran Raiders", "Kolaran Raiders", "Authenticate Artifacts")
	expectDecision(t, g, ann, KindSelect) // the first copy is faced
	pick(t, g, "Kahmis")
	d := expectDecision(t, g, ben, KindSelect) // the copy is skipped; Authenticate Artifacts is faced
	if got := optionNames(d); !slices.Equal(got, []string{"Meraht"}) {
		t.Fatalf("options %q", got)
	}
	pick(t, g, "Meraht")
	attemptOver(t, g)
	wantAffected(t, g, mark, OutStop, "Kahmis", "Meraht")
	if !hasEvent(g, "Kolaran Raiders is overcome: a copy was already revealed") {
		t.Fatal("the second copy should be overcome as a duplicate")
	}
	for _, c := range findAll(g, "Kolaran Raiders") {
		wantBeneath(t, g, c, m)
	}
	wantBeneath(t, g, find(t, g, "Authenticate Artifacts"), m)
}

// Rulebook: Facing Dilemmas – a dilemma whose type does not match the
// mission (space at a planet, planet in space) is not faced but overcome.
// Its cost is not spent (step 3.f), so the next dilemma still fits the
// limit of 2.
func TestAttemptWrongTypeDilemmaOvercome(t *testing.T) {
	t.Run("space dilemma at a planet", func(t *testing.T) {
		g := planet(pile("Wavefront", "Triage"), "Kahmis", "Dokar").start(t)
		m := missionInst(t, g, "Sensitive Search")
		startAttempt(t, g, "Sensitive Search")
		mark := len(g.events)
		pick(t, g, "Wavefront", "Triage")
		d := expectDecision(t, g, ann, KindSelect) // Triage, not Wavefront
		if !strings.HasPrefix(d.Prompt, "Triage") {
			t.Fatalf("facing %q, want Triage", d.Prompt)
		}
		pick(t, g, "Dokar")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Dokar")
		wantBeneath(t, g, find(t, g, "Wavefront"), m)
		wantBeneath(t, g, find(t, g, "Triage"), m)
	})
	t.Run("planet dilemma at a space mission", func(t *testing.T) {
		g := space(pile("Authenticate Artifacts", "Command Decisions"), "Meraht", "Dokar").start(t)
		m := missionInst(t, g, "Military Exercises")
		startAttempt(t, g, "Military Exercises")
		mark := len(g.events)
		pick(t, g, "Authenticate Artifacts", "Command Decisions")
		d := expectDecision(t, g, ann, KindSelect) // Command Decisions: Ann chooses
		if !strings.HasPrefix(d.Prompt, "Command Decisions") {
			t.Fatalf("facing %q, want Command Decisions", d.Prompt)
		}
		pick(t, g, "Dokar")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Dokar")
		wantBeneath(t, g, find(t, g, "Authenticate Artifacts"), m)
		wantBeneath(t, g, find(t, g, "Command Decisions"), m)
	})
}

// Rulebook: Facing Dilemmas – a dilemma that would take the spent cost past
// the limit is overcome unfaced, and so is every dilemma after it, cheap
// or not. A total equal to the limit is allowed.
func TestAttemptOverLimitOvercomesTheRest(t *testing.T) {
	t.Run("over the limit", func(t *testing.T) {
		g := planet(pile("Triage", "Sokath, His Eyes Uncovered!", "Kolaran Raiders"), "Kahmis", "Dokar", "Kroval").start(t)
		m := missionInst(t, g, "Sensitive Search")
		startAttempt(t, g, "Sensitive Search")
		mark := len(g.events)
		pick(t, g, "Triage", "Sokath", "Kolaran Raiders") // 1 + 3 + 1 against 3
		expectDecision(t, g, ann, KindSelect)             // Triage is faced
		pick(t, g, "Dokar")
		attemptOver(t, g) // Sokath and Kolaran Raiders (cost 1, would fit) are not faced
		wantAffected(t, g, mark, OutStop, "Dokar")
		for _, n := range []string{"Triage", "Sokath, His Eyes Uncovered!", "Kolaran Raiders"} {
			wantBeneath(t, g, find(t, g, n), m)
		}
		if !hasEvent(g, "Kolaran Raiders is overcome: the total dilemma cost would exceed the limit") {
			t.Fatal("Kolaran Raiders should be overcome with the overcosted dilemma")
		}
	})
	t.Run("exactly the limit", func(t *testing.T) {
		g := planet(pile("Triage", "Authenticate Artifacts"), "Kahmis", "Dokar", "Meraht").start(t)
		startAttempt(t, g, "Sensitive Search")
		mark := len(g.events)
		pick(t, g, "Triage", "Authenticate Artifacts") // 1 + 2 against 3
		expectDecision(t, g, ann, KindSelect)
		pick(t, g, "Dokar")
		expectDecision(t, g, ben, KindSelect) // Authenticate Artifacts is faced
		pick(t, g, "Meraht")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Dokar", "Meraht")
	})
}

// Rulebook: Facing Dilemmas – once no personnel are left in the attempt
// (killed, stopped or gone), the dilemmas still in the stack are overcome
// unfaced (Glossary: attempting missions 3.a).
func TestAttemptNoPersonnelLeftOvercomesTheRest(t *testing.T) {
	g := planet(pile("Sokath, His Eyes Uncovered!", "Triage", "Kolaran Raiders"), "Dokar", "Kroval", "Vorax", "Kahmis", "Kroval").start(t)
	m := missionInst(t, g, "Sensitive Search")
	startAttempt(t, g, "Sensitive Search")
	mark := len(g.events)
	pick(t, g, "Sokath", "Triage", "Kolaran Raiders") // 3 + 1 + 1 against 5
	attemptOver(t, g)                                 // nobody is left to choose for Triage or Kolaran Raiders
	wantAffected(t, g, mark, OutStop, "Dokar", "Kroval", "Vorax", "Kahmis", "Kroval")
	wantAffected(t, g, mark, OutKill)
	wantPileBottom(t, g, find(t, g, "Sokath, His Eyes Uncovered!"))
	wantBeneath(t, g, find(t, g, "Triage"), m)
	wantBeneath(t, g, find(t, g, "Kolaran Raiders"), m)
	if !hasEvent(g, "Triage is overcome: no personnel remain") || m.Completed {
		t.Fatal("remaining dilemmas are overcome and the attempt fails")
	}
}

// Rulebook: Checking Mission Requirements – one personnel may supply
// several skills, attribute requirements add up everyone still attempting,
// and the total must exceed the number. Ben has no dilemmas, so only the
// requirements decide.
func TestAttemptMissionRequirements(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pos     attemptPos
		success bool
	}{
		// Cargo Rendezvous: "Transporters and (Engineer, Physics, and
		// Integrity>29 or Acquisition, Treachery, and Cunning>31)".
		{"Cargo Rendezvous: first branch, Integrity 30", attemptPos{mission: "Cargo Rendezvous", crew: []string{"Rabal", "Dokar", "Kroval", "Dokar", "Kroval", "Vorax"}}, true},
		{"Cargo Rendezvous: first branch, Integrity exactly 29", attemptPos{mission: "Cargo Rendezvous", crew: []string{"Rabal", "Dokar", "Kroval", "Dokar", "Kroval", "Kroval"}}, false},
		{"Cargo Rendezvous: second branch", attemptPos{mission: "Cargo Rendezvous", crew: []string{"Gozar", "Kahmis", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}}, true},
		{"Cargo Rendezvous: both branches but no Transporters", attemptPos{mission: "Cargo Rendezvous", crew: []string{"Gozar", "Vorax", "B'amara", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}}, false},
		// Wormhole Negotiations: "Astrometrics, Cunning>42, and (3
		// Diplomacy and 2 Honor or Telepathy and 3 Treachery)".
		{"Wormhole Negotiations: 3 Diplomacy, 2 Honor", attemptPos{mission: "Wormhole Negotiations", ship: "I.K.S. Vor'cha", crew: []string{"T'vis", "T'vis", "T'vis", "Vorax", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}}, true},
		{"Wormhole Negotiations: only 2 Diplomacy", attemptPos{mission: "Wormhole Negotiations", ship: "I.K.S. Vor'cha", crew: []string{"T'vis", "T'vis", "Vorax", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}}, false},
		// Investigate Sighting: "Exobiology, 2 Treachery, and Cunning>28
		// or 2 Telepathy and Integrity>29".
		{"Investigate Sighting: Cunning 29", attemptPos{mission: "Investigate Sighting", ship: "U.S.S. Galaxy", crew: []string{"E.M.H. Program", "Rogesh", "Gozar", "Davies", "Van Orton"}}, true},
		{"Investigate Sighting: Cunning exactly 28", attemptPos{mission: "Investigate Sighting", ship: "U.S.S. Galaxy", crew: []string{"E.M.H. Program", "Rogesh", "Gozar", "Davies", "Lopez"}}, false},
		// Changeling Research: "2 Exobiology, Geology, 3 Science, and
		// Cunning>42": 2 Exobiology from Mora Pol alone, 3 Science from
		// Mora Pol (2) and a Kroval (1).
		{"Changeling Research: Cunning 43", attemptPos{mission: "Changeling Research", crew: []string{"Mora Pol", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Rabal"}}, true},
		{"Changeling Research: Cunning exactly 42", attemptPos{mission: "Changeling Research", crew: []string{"Mora Pol", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}}, false},
		{"Changeling Research: 2 Science only", attemptPos{mission: "Changeling Research", crew: []string{"Mora Pol", "Vorax", "Rabal", "Rabal", "Rabal", "Rabal", "Rabal", "Rabal"}}, false},
		// Medical Relief: "Biology, Exobiology, Medical, and Cunning>32":
		// the E.M.H. Program provides all three skills.
		{"Medical Relief: one personnel, three skills", attemptPos{mission: "Medical Relief", crew: []string{"E.M.H. Program", "Kroval", "Kroval", "Kroval", "Rabal", "Rabal"}}, true},
		{"Medical Relief: Cunning exactly 32", attemptPos{mission: "Medical Relief", crew: []string{"E.M.H. Program", "Kroval", "Kroval", "Kroval", "Kroval", "Rabal"}}, false},
		{"Medical Relief: no Exobiology", attemptPos{mission: "Medical Relief", crew: []string{"B'amara", "Kroval", "Kroval", "Kroval", "Rabal", "Rabal", "Rabal"}}, false},
		// Feldomite Rush: "Engineer, Geology, Cunning>28, and (Acquisition
		// or Law or 2 Treachery)": 2 Treachery from two personnel.
		{"Feldomite Rush: 2 Treachery", attemptPos{mission: "Feldomite Rush", crew: []string{"Rogesh", "Borg Queen Bringer of Order", "Vorax", "Kroval", "Kroval", "Kroval"}}, true},
		{"Feldomite Rush: 1 Treachery", attemptPos{mission: "Feldomite Rush", crew: []string{"Rogesh", "Vorax", "Kroval", "Kroval", "Kroval", "Kroval"}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.pos.start(t)
			m := missionInst(t, g, tc.pos.mission)
			d := startAttempt(t, g, tc.pos.mission)
			if len(d.Options) != 0 {
				t.Fatalf("Ben has no dilemmas, drew %d", len(d.Options))
			}
			pick(t, g)
			attemptOver(t, g)
			if m.Completed != tc.success {
				t.Fatalf("completed=%v, want %v", m.Completed, tc.success)
			}
			wantScore := 0
			if tc.success {
				wantScore = m.Card.Points
			}
			if g.players[ann].Score != wantScore {
				t.Fatalf("score %d, want %d", g.players[ann].Score, wantScore)
			}
			// Success leaves the personnel unstopped; failure stops them all.
			crew := crewAt(g, m)
			if len(crew) != len(tc.pos.crew) {
				t.Fatalf("%d personnel at the mission, want %d", len(crew), len(tc.pos.crew))
			}
			for _, c := range crew {
				wantInPlay(t, c, !tc.success)
			}
		})
	}
}

// Rulebook: Checking Mission Requirements – success: the points are
// scored, overcome dilemmas stay beneath the mission, and it cannot be
// attempted again.
func TestAttemptSuccess(t *testing.T) {
	g := planet(pile("Equipment Malfunction"), "B'amara", "Kahmis", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval").start(t)
	m := missionInst(t, g, "Sensitive Search")
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Equipment Malfunction")
	attemptOver(t, g)
	if !m.Completed || g.players[ann].Score != 30 || !hasEvent(g, "Ann completes Sensitive Search and scores 30 points") {
		t.Fatalf("completed=%v score=%d", m.Completed, g.players[ann].Score)
	}
	wantBeneath(t, g, find(t, g, "Equipment Malfunction"), m)
	if crew := crewAt(g, m); len(crew) != 7 {
		t.Fatalf("%d personnel at the mission, want 7", len(crew))
	} else {
		for _, c := range crew {
			wantInPlay(t, c, false)
		}
	}
	if opts := attemptOptions(g); len(opts) != 0 {
		t.Fatalf("a completed mission cannot be attempted again: %+v", opts)
	}
}

// Rulebook: Checking Mission Requirements – failure: everyone still in the
// attempt is stopped; the overcome dilemma stays beneath the mission.
func TestAttemptFailureStopsRemaining(t *testing.T) {
	g := planet(pile("Triage"), "Kahmis", "Dokar", "Kroval").start(t)
	m := missionInst(t, g, "Sensitive Search")
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Triage")
	pick(t, g, "Dokar")
	attemptOver(t, g)
	var failed *Event
	events := g.Events()
	for i := range events {
		if events[i].Kind == "attempt-failed" {
			failed = &events[i]
		}
	}
	want := []int{m.ID, find(t, g, "Kahmis").ID, find(t, g, "Kroval").ID}
	if failed == nil || !slices.Equal(failed.Cards, want) {
		t.Fatalf("the failure stops the remaining Kahmis and Kroval: %+v", failed)
	}
	for _, n := range []string{"Kahmis", "Dokar", "Kroval"} {
		wantInPlay(t, find(t, g, n), true)
	}
	if m.Completed || g.players[ann].Score != 0 {
		t.Fatal("a failed attempt scores nothing")
	}
	wantBeneath(t, g, find(t, g, "Triage"), m)
	if opts := attemptOptions(g); len(opts) != 0 {
		t.Fatalf("no unstopped personnel remain to attempt: %+v", opts)
	}
}

// Rulebook: Winning the Game – 100 points with a completed planet and a
// completed space mission wins at once; 100 points without a completed
// space mission do not.
func TestAttemptWinsByMissions(t *testing.T) {
	crew := []string{"B'amara", "Kahmis", "Kroval", "Kroval", "Kroval", "Kroval", "Kroval"}
	t.Run("70 points and a space mission, then a 30-point planet", func(t *testing.T) {
		p := planet(nil, crew...)
		p.score = 70
		p.extra = "      - card: Military Exercises\n        completed: true\n"
		g := p.start(t)
		startAttempt(t, g, "Sensitive Search")
		pick(t, g)
		r := g.Result()
		if r == nil || r.Winner != ann || r.Tie || r.Reason != ReasonMissions || r.Scores[0] != 100 {
			t.Fatalf("Ann should win by missions with 100 points: %+v", r)
		}
		if g.Pending() != nil {
			t.Fatal("the game is over: no decision pending")
		}
	})
	t.Run("110 points without a space mission", func(t *testing.T) {
		p := planet(nil, crew...)
		p.score = 80
		g := p.start(t)
		startAttempt(t, g, "Sensitive Search")
		pick(t, g)
		if r := g.Result(); r != nil {
			t.Fatalf("no completed space mission: no win, got %+v", r)
		}
		if g.players[ann].Score != 110 {
			t.Fatalf("score %d, want 110", g.players[ann].Score)
		}
		attemptOver(t, g)
	})
}
