package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Tests of the dilemmas that hand out choices, reveal or examine hands,
// name skills, compare totals, or stay on a mission or ship with a lasting
// effect (assets/cards/dilemmas-special.yaml). Ann (Player 1) attempts;
// Ben (Player 2) owns the dilemmas. Each test names its card, its
// collector number and the rules it exercises.

// specialPos is an attempt position with hands, discard piles, cores and
// Ben's headquarters.
type specialPos struct {
	attemptPos
	annHand, annDiscard, annCore []string
	benHand                      []string
	benHQ                        string // replaces Ben's headquarters
}

func (p specialPos) yaml() string {
	y := p.attemptPos.yaml()
	var ann, ben strings.Builder
	for _, x := range []struct {
		b     *strings.Builder
		key   string
		cards []string
	}{{&ann, "hand", p.annHand}, {&ann, "discard", p.annDiscard}, {&ann, "core", p.annCore}, {&ben, "hand", p.benHand}} {
		if len(x.cards) > 0 {
			fmt.Fprintf(x.b, "    %s: %s\n", x.key, yamlList(x.cards))
		}
	}
	y = strings.Replace(y, "    deck: [Kahmis, Kahmis, Kahmis]\n", ann.String()+"    deck: [Kahmis, Kahmis, Kahmis]\n", 1)
	y = strings.Replace(y, "    deck: [Dokar, Dokar, Dokar]\n", ben.String()+"    deck: [Dokar, Dokar, Dokar]\n", 1)
	if p.benHQ != "" {
		y = strings.Replace(y, `"Earth, Home of Starfleet Command"`, fmt.Sprintf("%q", p.benHQ), 1)
	}
	return y
}

func (p specialPos) start(t testing.TB) *Game {
	t.Helper()
	return startScenario(t, p.yaml())
}

// face has Ann attempt the position's mission and Ben put only dilemma in
// the stack; it returns the event mark from before the dilemma.
func face(t *testing.T, g *Game, mission, dilemma string) int {
	t.Helper()
	startAttempt(t, g, mission)
	mark := len(g.events)
	pick(t, g, dilemma)
	return mark
}

// decide expects a decision of kind for p with exactly the options want
// (card detail stripped, in any order; nil: not checked) and answers it
// with the option containing choice.
func decide(t *testing.T, g *Game, p Player, kind string, want []string, choice string) {
	t.Helper()
	d := expectDecision(t, g, p, kind)
	if want != nil {
		if got := optionNames(d); !slices.Equal(got, sorted(want...)) {
			t.Fatalf("%s's %s decision %q offers %q, want %q", p, kind, d.Prompt, got, sorted(want...))
		}
	}
	pick(t, g, choice)
}

// logNames reports whether p's log, from mark on, contains text.
func logHas(g *Game, p Player, mark int, text string) bool {
	for _, e := range g.Log(p)[mark:] {
		if strings.Contains(e.Text, text) {
			return true
		}
	}
	return false
}

// Shocking Betrayal (14U013): Ann stops a personnel of her choice; then Ben
// may discard a non-[NA] personnel from hand to choose a facing personnel
// of that one's affiliation to be killed. Rulebook: Facing Dilemmas (each
// part is an action; a stopped personnel leaves the attempt); Glossary:
// discard. Being asked must not reveal a hand (docs/architecture.md,
// Response windows): Ben is asked whatever he holds, and the option to
// discard is there only when he can.
func TestShockingBetrayal(t *testing.T) {
	const discard = "Discard a non-[NA] personnel from hand"
	pos := func(benHand ...string) specialPos {
		return specialPos{attemptPos: planet(pile("Shocking Betrayal"), "Kahmis", "T'vis", "Emok"), benHand: benHand}
	}
	start := func(t *testing.T, benHand ...string) (*Game, int) {
		g := pos(benHand...).start(t)
		mark := face(t, g, "Sensitive Search", "Shocking Betrayal")
		decide(t, g, ann, KindSelect, []string{"Kahmis", "T'vis", "Emok"}, "Kahmis")
		return g, mark
	}
	t.Run("discards a Klingon: a Klingon dies", func(t *testing.T) {
		g, mark := start(t, "Dokar", "Gozar")
		decide(t, g, ben, KindOptional, []string{discard, "Do not"}, discard)
		decide(t, g, ben, KindSelect, []string{"Discard Dokar", "Discard Gozar"}, "Dokar")
		// Kahmis is stopped and out of the attempt; Emok is Cardassian.
		decide(t, g, ben, KindSelect, []string{"T'vis"}, "T'vis")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Kahmis")
		wantAffected(t, g, mark, OutKill, "T'vis")
		if c := find(t, g, "Dokar"); c.Owner == ben && c.Zone != ZDiscard {
			t.Fatalf("Dokar should be in Ben's discard pile, is in %s", c.Zone)
		}
	})
	t.Run("discards a Ferengi: nobody of that affiliation faces it", func(t *testing.T) {
		g, mark := start(t, "Dokar", "Gozar")
		decide(t, g, ben, KindOptional, nil, discard)
		decide(t, g, ben, KindSelect, nil, "Gozar")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutKill)
	})
	t.Run("only a [NA] personnel in hand: asked, cannot discard", func(t *testing.T) {
		g, mark := start(t, "Rabal")
		decide(t, g, ben, KindOptional, []string{"Do not"}, "Do not")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutKill)
	})
	t.Run("declines", func(t *testing.T) {
		g, mark := start(t, "Dokar")
		decide(t, g, ben, KindOptional, nil, "Do not")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutKill)
		if find(t, g, "Dokar").Owner == ben && findAll(g, "Dokar")[0].Zone == ZDiscard {
			t.Fatal("nothing was discarded")
		}
	})
}

// Left Behind (19V002): two personnel picked at random cannot use their
// skills while facing it; failing its requirements they are stopped and
// Ben places them on a planet mission in the attempted mission's quadrant.
// Rulebook: Facing Dilemmas – continuous effects of a dilemma are not
// actions (Glossary – attempting missions, 3.i); Glossary: selections.
func TestLeftBehind(t *testing.T) {
	// B'amara has Biology and Medical: the two of them meet 2 Biology and
	// 2 Medical, unless one is selected and cannot use its skills. Over
	// several seeds both happen; the two selected are stopped and placed
	// exactly when a B'amara is among them.
	t.Run("the selected cannot lend their skills", func(t *testing.T) {
		seen := map[bool]bool{}
		for seed := uint64(1); seed <= 40 && len(seen) < 2; seed++ {
			p := space(pile("Left Behind"), "B'amara", "B'amara", "Kahmis", "Kroval")
			p.seed = seed
			g := specialPos{attemptPos: p}.start(t)
			mark := face(t, g, "Military Exercises", "Left Behind")
			var selected []int
			for _, e := range g.Events()[mark:] {
				if e.Kind == "select" {
					selected = e.Cards
				}
			}
			if len(selected) != 2 {
				t.Fatalf("seed %d: two are selected at random, got %v", seed, selected)
			}
			blocked := slices.ContainsFunc(selected, func(id int) bool { return g.cards[id].Card.Title == "B'amara" })
			if blocked {
				decide(t, g, ben, KindSelect, []string{"Place them on Excavation (Ben's)"}, "Excavation")
			}
			attemptOver(t, g)
			if !blocked {
				wantAffected(t, g, mark, OutStop)
				seen[false] = true
				continue
			}
			seen[true] = true
			if got := affected(g, mark, OutStop); !slices.Equal(sorted(namesOf(g, got)...), sorted(namesOf(g, selected)...)) {
				t.Fatalf("seed %d: stopped %q, want the selected %q", seed, namesOf(g, got), namesOf(g, selected))
			}
			ex := find(t, g, "Excavation")
			for _, id := range selected {
				if b := g.cards[id]; b.Zone != ZSurface || b.Where != ex.ID || !b.Stopped || b.Controller != ann {
					t.Fatalf("%s should be Ann's, stopped, on Excavation; is in %s", b.Card.Name(), b.Zone)
				}
			}
		}
		if len(seen) < 2 {
			t.Fatal("both cases should occur over 40 seeds")
		}
	})
	t.Run("the others meet it: nothing happens", func(t *testing.T) {
		g := specialPos{attemptPos: space(pile("Left Behind"), "B'amara", "B'amara", "B'amara", "B'amara")}.start(t)
		mark := face(t, g, "Military Exercises", "Left Behind")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop)
		for _, b := range findAll(g, "B'amara") {
			if b.Zone != ZAboard {
				t.Fatalf("B'amara should still be aboard, is in %s", b.Zone)
			}
		}
		if !hasEvent(g, "cannot use their skills while facing Left Behind") {
			t.Fatal("the two selected should be told they cannot use their skills")
		}
	})
}

// Family (23V005): a personnel picked at random is stopped; unless Ann
// reveals an Honor or a Treachery personnel from her hand, it goes to the
// bottom of its owner's deck instead. Glossary: instead (the stop still
// happened), reveal (shown to every player, then back where it was).
func TestFamily(t *testing.T) {
	const reveal = "Reveal a personnel who has Honor or Treachery from hand"
	const refuse = "Do not: place the selected personnel on the bottom of its owner's deck instead"
	// Three of Kahmis: whichever is picked is "that personnel".
	crew := []string{"Kahmis", "Kahmis", "Kahmis"}
	t.Run("reveals an Honor personnel", func(t *testing.T) {
		g := specialPos{attemptPos: planet(pile("Family"), crew...), annHand: []string{"T'vis", "Dokar"}}.start(t)
		mark := face(t, g, "Sensitive Search", "Family")
		decide(t, g, ann, KindOptional, []string{reveal, refuse}, reveal)
		decide(t, g, ann, KindSelect, []string{"Reveal T'vis"}, "T'vis")
		attemptOver(t, g)
		stopped := affected(g, mark, OutStop)
		if len(stopped) != 1 {
			t.Fatalf("one stopped, got %d", len(stopped))
		}
		wantInPlay(t, g.cards[stopped[0]], true)
		if !logHas(g, ben, mark, "reveals T'vis") || find(t, g, "T'vis").Zone != ZHand {
			t.Fatal("T'vis is shown to Ben and stays in Ann's hand")
		}
	})
	for _, tc := range []struct {
		name string
		hand []string
		want []string
	}{
		{"no fitting card: only refusing", []string{"Dokar"}, []string{refuse}},
		{"refuses", []string{"T'vis"}, []string{reveal, refuse}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := specialPos{attemptPos: planet(pile("Family"), crew...), annHand: tc.hand}.start(t)
			mark := face(t, g, "Sensitive Search", "Family")
			decide(t, g, ann, KindOptional, tc.want, "Do not")
			attemptOver(t, g)
			stopped, bottom := affected(g, mark, OutStop), affected(g, mark, OutDeckBottom)
			if len(stopped) != 1 || !slices.Equal(stopped, bottom) {
				t.Fatalf("the one stopped goes to the deck instead: stopped %v, to the deck %v", stopped, bottom)
			}
			kahmis := g.cards[stopped[0]]
			deck := g.players[ann].Deck
			if kahmis.Zone != ZDeck || deck[len(deck)-1] != kahmis.ID || kahmis.Stopped {
				t.Fatalf("Kahmis should be at the bottom of Ann's deck, is in %s", kahmis.Zone)
			}
		})
	}
}

// One Step Ahead (23V009) and The Launching (23V010): failing their
// requirements every facing personnel is stopped; meeting them, Ann may
// stop a Security (One Step Ahead) or Engineer (The Launching) personnel
// to score 5 points. Glossary: actions – costs are paid in full before the
// effect; equipment present counts toward "two Hand Weapons" / "two
// non-Hand Weapon equipment" (Rulebook: Checking Mission Requirements).
func TestScoreByStoppingWhenMet(t *testing.T) {
	onePos := func(crew ...string) specialPos {
		return specialPos{attemptPos: space(pile("One Step Ahead"), crew...)}
	}
	launchPos := func(crew ...string) specialPos {
		return specialPos{attemptPos: planet(pile("The Launching"), crew...)}
	}
	for _, tc := range []struct {
		name, dilemma, mission string
		pos                    specialPos
		offer                  []string // the personnel Ann may stop; nil: not offered
		stop                   string   // "": decline
		stopped                []string
		score                  int
	}{
		{"One Step Ahead: met by skills, scores", "One Step Ahead", "Military Exercises", onePos("Vorax", "B'amara", "Kahmis", "Meraht"),
			[]string{"Kahmis"}, "Kahmis", []string{"Kahmis"}, 5},
		{"One Step Ahead: met, declines", "One Step Ahead", "Military Exercises", onePos("Vorax", "B'amara", "Kahmis", "Meraht"),
			[]string{"Kahmis"}, "", nil, 0},
		{"One Step Ahead: met by two Hand Weapons, no Security to stop", "One Step Ahead", "Military Exercises", onePos("Dokar", "Kroval", "Bat'leth", "Bat'leth"),
			nil, "", nil, 0},
		{"One Step Ahead: not met", "One Step Ahead", "Military Exercises", onePos("Vorax", "Kahmis"),
			nil, "", []string{"Vorax", "Kahmis"}, 0},
		{"The Launching: met by two non-Hand Weapon equipment, scores", "The Launching", "Sensitive Search", launchPos("Vorax", "Dokar", "Hypospray", "Hypospray"),
			[]string{"Vorax"}, "Vorax", []string{"Vorax"}, 5},
		{"The Launching: Hand Weapons do not count", "The Launching", "Sensitive Search", launchPos("Vorax", "Dokar", "Bat'leth", "Bat'leth"),
			nil, "", []string{"Vorax", "Dokar"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.pos.start(t)
			mark := face(t, g, tc.mission, tc.dilemma)
			if tc.offer != nil {
				d := expectDecision(t, g, ann, KindOptional)
				if len(d.Options) != 2 {
					t.Fatalf("options %q", optionNames(d))
				}
				if tc.stop == "" {
					choose(t, g, "Do not")
				} else {
					pick(t, g, "Stop one personnel")
					decide(t, g, ann, KindSelect, tc.offer, tc.stop)
				}
			}
			attemptOver(t, g)
			wantAffected(t, g, mark, OutStop, tc.stopped...)
			if s := g.players[ann].Score; s != tc.score {
				t.Fatalf("score %d, want %d", s, tc.score)
			}
		})
	}
}

// Greater Needs (24V005): failing its requirements, every facing
// personnel is stopped and it is placed on Ann's ship at the mission as
// damage; while there, Ann's personnel cannot begin an attempt where that
// ship is. Rulebook: Damage (a third damage card destroys the ship; a
// dilemma goes back under its owner's pile), Facing Dilemmas (a dilemma
// told where to go is not overcome); Glossary: this mission.
func TestGreaterNeeds(t *testing.T) {
	pos := func(damage string) string {
		return `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Dokar, Gozar]
        ships:
          - card: "I.K.S. K'Vort"
            aboard: [Vorax]
            damage: ` + damage + `
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [Greater Needs]
    deck: [Dokar]
`
	}
	t.Run("placed as damage; no attempt there while it is", func(t *testing.T) {
		g := startScenario(t, pos("[]"))
		ship := find(t, g, "I.K.S. K'Vort")
		mark := face(t, g, "Sensitive Search", "Greater Needs")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Kahmis", "Dokar", "Gozar")
		gn := find(t, g, "Greater Needs")
		if gn.Zone != ZDamage || gn.Where != ship.ID {
			t.Fatalf("Greater Needs should be damage on the K'Vort, is in %s", gn.Zone)
		}
		// Vorax beams down, unstopped: still no attempt is offered.
		choose(t, g, "Beam personnel at Sensitive Search")
		choose(t, g, "From I.K.S. K'Vort to Sensitive Search")
		choose(t, g, "Vorax")
		if d := expectDecision(t, g, ann, KindOrders); hasOption(d, "Attempt Sensitive Search") {
			t.Fatal("the damage forbids attempts at the mission where the ship is")
		}
		// With the ship elsewhere, the mission may be attempted again.
		g.place(ship.ID, ZAtMission, missionInst(t, g, "Qo'noS").ID)
		g.restartOrders()
		if d := expectDecision(t, g, ann, KindOrders); !hasOption(d, "Attempt Sensitive Search") {
			t.Fatalf("with the ship gone, Sensitive Search may be attempted: %q", labels(d))
		}
	})
	t.Run("a third damage card destroys the ship", func(t *testing.T) {
		g := startScenario(t, pos(`[{card: Pinned Down, owner: 2}, {card: Triage, owner: 2}]`))
		face(t, g, "Sensitive Search", "Greater Needs")
		attemptOver(t, g)
		if c := find(t, g, "I.K.S. K'Vort"); c.Zone != ZDiscard {
			t.Fatalf("the ship should be destroyed, is in %s", c.Zone)
		}
		if c := find(t, g, "Vorax"); c.Zone != ZDiscard {
			t.Fatalf("the crew goes to the discard pile, Vorax is in %s", c.Zone)
		}
		for _, n := range []string{"Greater Needs", "Pinned Down", "Triage"} {
			if c := find(t, g, n); c.Zone != ZDilemmaPile || !c.FaceUp || c.Owner != ben {
				t.Fatalf("%s should be face up in Ben's dilemma pile, is in %s", n, c.Zone)
			}
		}
	})
	t.Run("no ship at the mission: overcome", func(t *testing.T) {
		g := specialPos{attemptPos: planet(pile("Greater Needs"), "Kahmis", "Dokar", "Gozar")}.start(t)
		m := missionInst(t, g, "Sensitive Search")
		face(t, g, "Sensitive Search", "Greater Needs")
		attemptOver(t, g)
		wantBeneath(t, g, find(t, g, "Greater Needs"), m)
	})
}

// Rush Job (24V009): Ann stops a personnel of her choice; unless the
// attempting ship has four or more staffing icons she stops another; unless
// its staffing includes [Cmd], Ben stops one more. Ruling: Dilemmas
// Affecting Ships ("this ship" is the ship the crew attempts aboard).
func TestRushJob(t *testing.T) {
	for _, tc := range []struct {
		ship         string
		annPicks     int
		benPicks     bool
		stoppedCount int
	}{
		{"I.K.S. Vor'cha", 1, false, 1},  // four icons, one of them [Cmd]
		{"I.K.S. K't'inga", 2, false, 2}, // two icons, [Cmd] among them
		{"I.K.S. K'Vort", 2, true, 3},    // three [Stf]
	} {
		t.Run(tc.ship, func(t *testing.T) {
			p := space(pile("Rush Job"), "Kahmis", "Dokar", "Kroval", "Vorax")
			p.ship = tc.ship
			g := specialPos{attemptPos: p}.start(t)
			mark := face(t, g, "Military Exercises", "Rush Job")
			for range tc.annPicks {
				d := expectDecision(t, g, ann, KindSelect)
				pick(t, g, optionNames(d)[0])
			}
			if tc.benPicks {
				d := expectDecision(t, g, ben, KindSelect)
				pick(t, g, optionNames(d)[0])
			}
			attemptOver(t, g)
			if n := len(affected(g, mark, OutStop)); n != tc.stoppedCount {
				t.Fatalf("%d stopped by the dilemma, want %d", n, tc.stoppedCount)
			}
		})
	}
}

// Brothers (26V001): as it is revealed, Ben may discard a personnel from
// hand to raise each attribute requirement by 5 (10 for an Android);
// failing the requirements every facing personnel is stopped. Glossary –
// attempting missions, 3.d (the reveal comes before facing it); Glossary:
// dilemmas (bold attributes are its requirements). Ann's seven have
// Integrity 40 and Cunning 33.
func TestBrothers(t *testing.T) {
	crew := []string{"Vorax", "Kahmis", "T'vis", "B'amara", "Meraht", "Dokar", "Kroval"}
	for _, tc := range []struct {
		name    string
		discard string // "": decline
		stopped bool
	}{
		{"declines: Integrity 40 meets >30", "", false},
		{"a non-Android: Integrity 40 meets >35", "Dokar", false},
		{"an Android: Integrity 40 fails >40, Cunning 33 fails >40", "Soong-type Android", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := specialPos{attemptPos: space(pile("Brothers"), crew...), benHand: []string{"Dokar", "Soong-type Android"}}.start(t)
			startAttempt(t, g, "Military Exercises")
			mark := len(g.events)
			d := g.Pending()
			i := optionIndex(t, g, "Brothers")
			if _, err := g.Choose(ben, Choice{Decision: d.ID, Picks: []int{i}}); err != nil {
				t.Fatal(err)
			}
			// The window before the dilemma is turned over (step 3.b,
			// vocab_about_to_reveal.go) offers nothing here.
			brothers := find(t, g, "Brothers")
			for d := g.Pending(); d != nil && d.Kind == KindRespond && len(d.Options) == 1 && !brothers.FaceUp; d = g.Pending() {
				if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
					t.Fatal(err)
				}
			}
			// Nothing comes between the reveal and Ben's choice.
			if d := g.Pending(); d == nil || d.Player != ben || d.Kind != KindOptional {
				t.Fatalf("Ben's choice should come first, got %+v", d)
			}
			if tc.discard == "" {
				choose(t, g, "Do not")
			} else {
				choose(t, g, "Discard a personnel from hand")
				decide(t, g, ben, KindSelect, []string{"Discard Dokar", "Discard Soong-type Android"}, tc.discard)
			}
			attemptOver(t, g)
			if tc.stopped {
				wantAffected(t, g, mark, OutStop, crew...)
			} else {
				wantAffected(t, g, mark, OutStop)
			}
		})
	}
}

// Shared Hallucination (27V003): as it is revealed, Ann may discard any
// number of cards from hand; then she chooses one personnel to be stopped
// for each card left in her hand. Glossary – attempting missions, 3.d.
func TestSharedHallucination(t *testing.T) {
	for _, tc := range []struct {
		discard []string
		stops   int
	}{{nil, 3}, {[]string{"T'vis", "Meraht"}, 1}, {[]string{"T'vis", "Meraht", "Gozar"}, 0}} {
		t.Run(fmt.Sprintf("discards %d", len(tc.discard)), func(t *testing.T) {
			g := specialPos{attemptPos: planet(pile("Shared Hallucination"), "Kahmis", "Dokar", "Kroval", "Vorax"),
				annHand: []string{"T'vis", "Meraht", "Gozar"}}.start(t)
			mark := face(t, g, "Sensitive Search", "Shared Hallucination")
			d := expectDecision(t, g, ann, KindSelect)
			if d.Min != 0 || d.Max != 3 {
				t.Fatalf("any number, none included: min %d max %d", d.Min, d.Max)
			}
			pick(t, g, tc.discard...)
			if tc.stops > 0 {
				d := expectDecision(t, g, ann, KindSelect)
				if d.Min != tc.stops {
					t.Fatalf("stop %d, want %d", d.Min, tc.stops)
				}
				pick(t, g, optionNames(d)[:tc.stops]...)
			}
			attemptOver(t, g)
			if n := len(affected(g, mark, OutStop)); n != tc.stops {
				t.Fatalf("%d stopped, want %d", n, tc.stops)
			}
		})
	}
}

// The Needs of the Many (29V013): a [Cmd] or Science personnel picked at
// random is killed; Ann reveals her hand and chooses one personnel to be
// stopped for each interrupt revealed. Glossary: reveal (every player sees
// the cards); selections.
func TestTheNeedsOfTheMany(t *testing.T) {
	g := specialPos{attemptPos: planet(pile("The Needs of the Many"), "Dokar", "Kahmis", "T'vis", "Vorax"),
		annHand: []string{"Escape", "Shady Resources", "At What Cost?"}}.start(t)
	mark := face(t, g, "Sensitive Search", "The Needs of the Many")
	// Dokar, about to be killed while facing it, could be saved by
	// Escape (1R127) from Ann's hand; she passes.
	if !passAll(t, g, "Play Escape") {
		t.Fatal("Escape should be offered for Dokar about to be killed")
	}
	// Dokar is the only [Cmd] or Science personnel; two interrupts.
	d := expectDecision(t, g, ann, KindSelect)
	if d.Min != 2 || !slices.Equal(optionNames(d), sorted("Kahmis", "T'vis", "Vorax")) {
		t.Fatalf("stop 2 of the rest: min %d, %q", d.Min, optionNames(d))
	}
	pick(t, g, "Kahmis", "Vorax")
	attemptOver(t, g)
	wantAffected(t, g, mark, OutKill, "Dokar")
	wantAffected(t, g, mark, OutStop, "Kahmis", "Vorax")
	if !logHas(g, ben, mark, "Escape, Shady Resources, At What Cost?") {
		t.Fatal("Ben should read the revealed hand")
	}
}

// Chained Environment (30V001, planet) and The Nth Degree (30V010, space):
// failing the requirements every facing personnel is stopped and, with no
// other dilemma on the mission, the dilemma stays on it. Rulebook: Facing
// Dilemmas (placed, not overcome).
func TestAddScienceDilemmasArePlaced(t *testing.T) {
	crew := []string{"Kahmis", "Dokar", "Kroval", "Vorax"}
	for _, tc := range []struct {
		dilemma, other string
		pos            func([]string, ...string) attemptPos
		mission        string
	}{
		{"Chained Environment", "The Nth Degree", planet, "Sensitive Search"},
		{"The Nth Degree", "Chained Environment", space, "Military Exercises"},
	} {
		t.Run(tc.dilemma+": placed", func(t *testing.T) {
			runCases(t, tc.dilemma, []dilemmaCase{{name: "not met", pos: tc.pos(pile(tc.dilemma), crew...), chooser: noChooser,
				stopped: crew, end: endMission}})
		})
		t.Run(tc.dilemma+": another dilemma on the mission", func(t *testing.T) {
			p := tc.pos(pile(tc.dilemma), crew...)
			p.on = []string{tc.other}
			runCases(t, tc.dilemma, []dilemmaCase{{name: "overcome", pos: p, chooser: noChooser, stopped: crew, end: endBeneath}})
		})
	}
}

// While Chained Environment (30V001) or The Nth Degree (30V010) lies on a
// mission, each of its requirements also needs Science: the same crew fails
// without a Science personnel and completes with one. Rulebook: Checking
// Mission Requirements (additions apply to both sides of an "or").
func TestAddScienceToMissionRequirements(t *testing.T) {
	// Programming, Security and Honor; Cunning 33 > 30.
	crew := []string{"Vorax", "Kahmis", "T'vis", "B'amara", "Meraht", "Dokar", "Gozar"}
	for _, on := range []string{"Chained Environment", "The Nth Degree"} {
		for _, science := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s, Science %v", on, science), func(t *testing.T) {
				c := slices.Clone(crew)
				if science {
					c = append(c, "Kroval")
				}
				p := planet(pile("Pinned Down"), c...)
				p.on = []string{on}
				g := specialPos{attemptPos: p}.start(t)
				m := missionInst(t, g, "Sensitive Search")
				if got := g.MissionRequirements(m.ID); !strings.Contains(got, "Science") {
					t.Fatalf("requirements now %q", got)
				}
				startAttempt(t, g, "Sensitive Search")
				pick(t, g) // no dilemmas
				attemptOver(t, g)
				if m.Completed != science {
					t.Fatalf("completed %v, want %v", m.Completed, science)
				}
			})
		}
	}
	// The same requirement text with an "or": Science joins each side.
	r, err := ParseRequirements("Anthropology or 2 Diplomacy")
	if err != nil {
		t.Fatal(err)
	}
	if got := addRequirements(r, []string{"Science"}).String(); got != "Anthropology and Science or 2 Diplomacy and Science" {
		t.Fatalf("got %q", got)
	}
}

// Legal Inflexibility (30V005): when it is overcome after being prevented,
// Ben may choose one of Ann's personnel in the attempt to be placed in his
// brig. Here Adapt (3U069) prevents it. Glossary: actions ("prevent"
// response actions); Rulebook: Brig and Captives.
func TestLegalInflexibility(t *testing.T) {
	const pos = `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Opposition Drone, Computation Drone, Acclimation Drone]
      - card: Salvage Borg Ship
        overcome: [{card: Legal Inflexibility, owner: 2}]
    hand: [Adapt]
    deck: [Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Legal Inflexibility]
    deck: [Dokar]
`
	const capture = "Place one personnel in your brig, chosen by you" // Ben's words: he chooses
	prevent := func(t *testing.T) *Game {
		g := startScenario(t, pos)
		choose(t, g, "Attempt Hunt Alien")
		choose(t, g, "Legal Inflexibility")
		choose(t, g, "Play Adapt")
		return g
	}
	t.Run("prevented: Ben captures", func(t *testing.T) {
		g := prevent(t)
		decide(t, g, 1, KindOptional, []string{capture, "Do not"}, capture)
		decide(t, g, 1, KindSelect, []string{"Opposition Drone", "Computation Drone", "Acclimation Drone"}, "Computation Drone")
		passWindows(t, g, "")
		expectDecision(t, g, 0, KindOrders)
		c := find(t, g, "Computation Drone")
		if c.Zone != ZBrig || c.Where != 1 || !slices.Contains(g.players[1].Brig, c.ID) || c.Stopped {
			t.Fatalf("Computation Drone should be in Player 2's brig, is in %s", c.Zone)
		}
		if hasEvent(g, "do not have 2 Transporters") {
			t.Fatal("a prevented dilemma's requirements are not checked")
		}
	})
	t.Run("prevented: Ben declines", func(t *testing.T) {
		g := prevent(t)
		decide(t, g, 1, KindOptional, nil, "Do not")
		passWindows(t, g, "")
		expectDecision(t, g, 0, KindOrders)
		if len(g.players[1].Brig) != 0 {
			t.Fatal("nobody is captured")
		}
	})
	t.Run("not prevented: stops everyone, nobody captured", func(t *testing.T) {
		g := startScenario(t, pos)
		choose(t, g, "Attempt Hunt Alien")
		mark := len(g.events)
		choose(t, g, "Legal Inflexibility")
		passWindows(t, g, "")
		expectDecision(t, g, 0, KindOrders)
		wantAffected(t, g, mark, OutStop, "Opposition Drone", "Computation Drone", "Acclimation Drone")
		if len(g.players[1].Brig) != 0 {
			t.Fatal("nobody is captured")
		}
	})
}

// Friendly Fire (32V001): one personnel picked at random for each
// headquarters mission Ann commands is to be killed; Ann may discard two
// events from hand to prevent it. Glossary: actions – costs (both events
// or nothing).
func TestFriendlyFire(t *testing.T) {
	const discard = "Discard 2 events from hand"
	const refuse = "Do not: kill the selected personnel"
	crew := []string{"Kahmis", "Dokar", "Kroval", "Vorax"}
	for _, tc := range []struct {
		name   string
		hand   []string
		twoHQs bool
		offer  []string
		pay    bool
		killed int
	}{
		{"pays two events", []string{"At What Cost?", "Salvaging the Wreckage"}, false, []string{discard, refuse}, true, 0},
		{"refuses", []string{"At What Cost?", "Salvaging the Wreckage"}, false, []string{discard, refuse}, false, 1},
		{"one event only: cannot pay", []string{"At What Cost?", "Dokar"}, false, []string{refuse}, false, 1},
		{"two headquarters: two picked", nil, true, []string{refuse}, false, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := planet(pile("Friendly Fire"), crew...)
			if tc.twoHQs {
				p.extra = "      - card: \"Earth, Home of Starfleet Command\"\n"
			}
			g := specialPos{attemptPos: p, annHand: tc.hand}.start(t)
			mark := face(t, g, "Sensitive Search", "Friendly Fire")
			if tc.pay {
				decide(t, g, ann, KindOptional, tc.offer, discard)
				if d := expectDecision(t, g, ann, KindSelect); d.Min != 2 || d.Max != 2 {
					t.Fatalf("both events or nothing: min %d max %d", d.Min, d.Max)
				}
				pick(t, g, "At What Cost?", "Salvaging the Wreckage")
			} else {
				decide(t, g, ann, KindOptional, tc.offer, "Do not")
			}
			attemptOver(t, g)
			if n := len(affected(g, mark, OutKill)); n != tc.killed {
				t.Fatalf("%d killed, want %d", n, tc.killed)
			}
			if tc.pay && len(g.players[ann].Hand) != 0 {
				t.Fatal("both events are discarded")
			}
		})
	}
}

// Mutinous Guests (33V004): failing its requirements, every facing
// personnel is stopped and Ben may place a ship at the mission at one of
// Ann's planet missions (placing is not moving: Rulebook: Order – Move a
// ship). "2 Vulcans" counts personnel of that species (Glossary:
// species).
func TestMutinousGuests(t *testing.T) {
	const place = "Place a ship at this mission at one of your planet missions"
	pos := func(crew ...string) specialPos {
		p := space(pile("Mutinous Guests"), crew...)
		p.extra = "      - card: Sensitive Search\n"
		return specialPos{attemptPos: p}
	}
	t.Run("not met: Ben moves the ship", func(t *testing.T) {
		g := pos("Kahmis", "Dokar", "Kroval").start(t)
		mark := face(t, g, "Military Exercises", "Mutinous Guests")
		decide(t, g, ben, KindOptional, []string{place, "Do not"}, place)
		decide(t, g, ben, KindSelect, []string{"Place I.K.S. Vor'cha at Sensitive Search"}, "Sensitive Search")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Kahmis", "Dokar", "Kroval")
		if s := find(t, g, "I.K.S. Vor'cha"); s.Zone != ZAtMission || s.Where != missionInst(t, g, "Sensitive Search").ID || s.RangeUsed != 0 {
			t.Fatalf("the Vor'cha should be at Sensitive Search with its range unused, is at %s", g.cardName(s.Where))
		}
	})
	t.Run("not met: Ben declines", func(t *testing.T) {
		g := pos("Kahmis", "Dokar", "Kroval").start(t)
		face(t, g, "Military Exercises", "Mutinous Guests")
		decide(t, g, ben, KindOptional, nil, "Do not")
		attemptOver(t, g)
		if s := find(t, g, "I.K.S. Vor'cha"); s.Where != missionInst(t, g, "Military Exercises").ID {
			t.Fatal("the ship stays")
		}
	})
	t.Run("met by two Vulcans", func(t *testing.T) {
		g := pos("Delvok", "Delvok", "Kahmis").start(t)
		mark := face(t, g, "Military Exercises", "Mutinous Guests")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop)
	})
}

// Dead Ringer (34V003): Ben chooses a personnel; Ann may replace it with a
// personnel from her discard pile who shares a skill with it (the chosen
// one goes to her discard pile), otherwise every facing personnel is
// stopped. Glossary: replace (the replacement joins the attempt in
// progress); Ruling: Replacing a Personnel.
func TestDeadRinger(t *testing.T) {
	const replace = "Replace the selected personnel"
	pos := func(discard ...string) specialPos {
		return specialPos{attemptPos: planet(pile("Dead Ringer"), "Kahmis", "Dokar", "T'vis"), annDiscard: discard}
	}
	t.Run("replaced by a personnel sharing a skill", func(t *testing.T) {
		g := pos("K'nera", "Kroval").start(t)
		m := missionInst(t, g, "Sensitive Search")
		mark := face(t, g, "Sensitive Search", "Dead Ringer")
		decide(t, g, ben, KindSelect, []string{"Kahmis", "Dokar", "T'vis"}, "Kahmis")
		d := expectDecision(t, g, ann, KindOptional)
		if !hasOption(d, replace) {
			t.Fatalf("options %q", labels(d))
		}
		choose(t, g, replace)
		// Kroval (Archaeology, Geology, Science) shares nothing with Kahmis.
		decide(t, g, ann, KindSelect, []string{"Replace with K'nera, Klingon Defense Force Commander"}, "K'nera")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop)
		wantAffected(t, g, mark, OutKill)
		kahmis, knera := find(t, g, "Kahmis"), find(t, g, "K'nera")
		if kahmis.Zone != ZDiscard {
			t.Fatalf("Kahmis goes to the discard pile, is in %s", kahmis.Zone)
		}
		if knera.Zone != ZSurface || knera.Where != m.ID || knera.Controller != ann {
			t.Fatalf("K'nera takes Kahmis's place, is in %s", knera.Zone)
		}
		// K'nera was in the attempt: the failed attempt stopped him.
		var failed []int
		for _, e := range g.Events()[mark:] {
			if e.Kind == "attempt-failed" {
				failed = e.Cards
			}
		}
		if !slices.Contains(failed, knera.ID) || !knera.Stopped {
			t.Fatal("the replacement joins the attempt in progress")
		}
	})
	t.Run("declines: all stopped", func(t *testing.T) {
		g := pos("K'nera").start(t)
		mark := face(t, g, "Sensitive Search", "Dead Ringer")
		decide(t, g, ben, KindSelect, nil, "Kahmis")
		decide(t, g, ann, KindOptional, nil, "Do not")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Kahmis", "Dokar", "T'vis")
	})
	t.Run("nobody fitting in the discard pile: all stopped, nothing asked", func(t *testing.T) {
		g := pos("Kroval").start(t)
		mark := face(t, g, "Sensitive Search", "Dead Ringer")
		decide(t, g, ben, KindSelect, nil, "Kahmis")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Kahmis", "Dokar", "T'vis")
	})
}

// Unsound Logic (35V004): if Ben commands an Assassin at the mission, he
// chooses a personnel to be killed; if he returns that Assassin to his
// hand, he chooses another. Ruling: At This Mission; Glossary: stopped (a
// stopped card does not count as commanded); Ruling: Dilemmas requiring an
// additional personnel.
func TestUnsoundLogic(t *testing.T) {
	const back = "Return an Assassin personnel at this mission to its owner's hand"
	pos := func(assassin string) specialPos {
		crew := []string{"Kahmis", "Dokar", "T'vis", "Kroval"}
		if assassin != "" {
			crew = append(crew, assassin)
		}
		return specialPos{attemptPos: planet(pile("Unsound Logic"), crew...)}
	}
	const talAura = `{card: "Tal'Aura", owner: 2, controller: 2}`
	t.Run("returns the Assassin: two killed", func(t *testing.T) {
		g := pos(talAura).start(t)
		mark := face(t, g, "Sensitive Search", "Unsound Logic")
		decide(t, g, ben, KindSelect, []string{"Kahmis", "Dokar", "T'vis", "Kroval"}, "Kahmis")
		decide(t, g, ben, KindOptional, []string{back, "Do not"}, back)
		decide(t, g, ben, KindSelect, []string{"Dokar", "T'vis", "Kroval"}, "Dokar")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutKill, "Kahmis", "Dokar")
		if c := find(t, g, "Tal'Aura"); c.Zone != ZHand || c.Owner != ben {
			t.Fatalf("Tal'Aura goes to Ben's hand, is in %s", c.Zone)
		}
	})
	t.Run("keeps the Assassin: one killed", func(t *testing.T) {
		g := pos(talAura).start(t)
		mark := face(t, g, "Sensitive Search", "Unsound Logic")
		decide(t, g, ben, KindSelect, nil, "Kahmis")
		decide(t, g, ben, KindOptional, nil, "Do not")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutKill, "Kahmis")
	})
	for _, tc := range []struct{ name, assassin string }{
		{"no Assassin: nothing", ""},
		{"a stopped Assassin does not count", `{card: "Tal'Aura", owner: 2, controller: 2, stopped: true}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := pos(tc.assassin).start(t)
			mark := face(t, g, "Sensitive Search", "Unsound Logic")
			attemptOver(t, g)
			wantAffected(t, g, mark, OutKill)
		})
	}
}

// Know Thy Enemy (38V007) and Tactical Disadvantage (8R016): both hands are
// revealed; if Ben's revealed personnel total more Strength (ships: more
// Weapons than Ann's ships' Shields), a personnel picked at random is
// killed and every facing personnel is stopped. Glossary: reveal (every
// player sees the cards; they stay in hand); cards in hand are not in
// play, so their printed values count. Both players read the two totals.
func TestRevealAndCompareHands(t *testing.T) {
	for _, tc := range []struct {
		name, dilemma string
		space         bool
		annHand       []string
		benHand       []string
		hit           bool
		totals        string // Ben's against Ann's, as the log gives them
	}{
		{"Know Thy Enemy: Strength 14 against 6", "Know Thy Enemy", false, []string{"Kroval"}, []string{"Kahmis", "Dokar"}, true, "(14 against 6)"},
		{"Know Thy Enemy: Strength 6 against 14", "Know Thy Enemy", false, []string{"Kahmis", "Dokar"}, []string{"Kroval"}, false, "(6 against 14)"},
		{"Know Thy Enemy: equal is not more", "Know Thy Enemy", false, []string{"Kahmis"}, []string{"Dokar"}, false, "(7 against 7)"},
		{"Tactical Disadvantage: Weapons 9 against Shields 7", "Tactical Disadvantage", true, []string{"I.K.S. K'Vort"}, []string{"I.K.S. Vor'cha"}, true, "(9 against 7)"},
		{"Tactical Disadvantage: Weapons 8 against Shields 8", "Tactical Disadvantage", true, []string{"I.K.S. Vor'cha"}, []string{"I.K.S. K'Vort"}, false, "(8 against 8)"},
		{"Tactical Disadvantage: personnel do not count", "Tactical Disadvantage", true, nil, []string{"Kahmis", "Dokar"}, false, "(0 against 0)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := planet(pile(tc.dilemma), "Kahmis", "Dokar")
			mission := "Sensitive Search"
			if tc.space {
				p = space(pile(tc.dilemma), "Kahmis", "Dokar")
				mission = "Military Exercises"
			}
			g := specialPos{attemptPos: p, annHand: tc.annHand, benHand: tc.benHand}.start(t)
			mark := face(t, g, mission, tc.dilemma)
			attemptOver(t, g)
			killed, stopped := affected(g, mark, OutKill), affected(g, mark, OutStop)
			if tc.hit != (len(killed) == 1 && len(stopped) == 1 && killed[0] != stopped[0]) {
				t.Fatalf("hit %v: killed %q, stopped %q", tc.hit, namesOf(g, killed), namesOf(g, stopped))
			}
			if !tc.hit && (len(killed) > 0 || len(stopped) > 0) {
				t.Fatal("nothing happens")
			}
			for _, who := range []Player{ann, ben} {
				for _, h := range [][]string{tc.annHand, tc.benHand} {
					for _, n := range h {
						if !logHas(g, who, mark, n) {
							t.Fatalf("%s should read the revealed %s", who, n)
						}
					}
				}
			}
			if len(g.players[ann].Hand) != len(tc.annHand) || len(g.players[ben].Hand) != len(tc.benHand) {
				t.Fatal("revealed cards stay in hand")
			}
			for _, who := range []Player{ann, ben} {
				if !logHas(g, who, mark, tc.totals) {
					t.Fatalf("%s should read the totals %s", who, tc.totals)
				}
			}
		})
	}
}

// Logical Solution (39V001): Ann chooses one: Ben picks, among her facing
// personnel with the most skill dots, one to be placed in her discard pile
// (not killed); or, holding a card, she discards her hand; or every facing
// personnel is stopped. Glossary: selections (ties: the chooser picks among
// them), discard/destroy/kill; Rulebook: Skills (a listed skill has a dot).
func TestLogicalSolution(t *testing.T) {
	const (
		placeOne = "Place one personnel among those with the most skill dots in its owner's discard pile, chosen by your opponent"
		dropHand = "Discard your hand"
		stopAll  = "Stop every personnel facing it"
	)
	pos := func(hand []string, crew ...string) specialPos {
		return specialPos{attemptPos: space(pile("Logical Solution"), crew...), annHand: hand}
	}
	t.Run("the most skill dots to the discard pile", func(t *testing.T) {
		// Gozar lists six skills, Rabal five, Kahmis three.
		g := pos([]string{"Dokar"}, "Gozar", "Rabal", "Kahmis").start(t)
		mark := face(t, g, "Military Exercises", "Logical Solution")
		decide(t, g, ann, KindOptional, []string{placeOne, dropHand, stopAll}, placeOne)
		decide(t, g, ben, KindSelect, []string{"Gozar"}, "Gozar")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutPlaceInDiscard, "Gozar")
		wantAffected(t, g, mark, OutKill)
		if c := find(t, g, "Gozar"); c.Zone != ZDiscard {
			t.Fatalf("Gozar is in %s", c.Zone)
		}
	})
	t.Run("a tie: Ben picks among them", func(t *testing.T) {
		g := pos(nil, "Kahmis", "Dokar", "Kroval").start(t)
		face(t, g, "Military Exercises", "Logical Solution")
		// An empty hand cannot be discarded.
		decide(t, g, ann, KindOptional, []string{placeOne, stopAll}, placeOne)
		decide(t, g, ben, KindSelect, []string{"Kahmis", "Dokar", "Kroval"}, "Dokar")
		attemptOver(t, g)
		if c := find(t, g, "Dokar"); c.Owner == ann && c.Zone != ZDiscard {
			t.Fatalf("Dokar is in %s", c.Zone)
		}
	})
	t.Run("discards the hand", func(t *testing.T) {
		g := pos([]string{"Dokar", "Vorax"}, "Gozar", "Rabal", "Kahmis").start(t)
		mark := face(t, g, "Military Exercises", "Logical Solution")
		decide(t, g, ann, KindOptional, nil, dropHand)
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop)
		if len(g.players[ann].Hand) != 0 || len(g.players[ann].Discard) != 2 {
			t.Fatalf("hand %d, discard %d", len(g.players[ann].Hand), len(g.players[ann].Discard))
		}
	})
	t.Run("all stopped", func(t *testing.T) {
		g := pos([]string{"Dokar"}, "Gozar", "Rabal", "Kahmis").start(t)
		mark := face(t, g, "Military Exercises", "Logical Solution")
		decide(t, g, ann, KindOptional, nil, stopAll)
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Gozar", "Rabal", "Kahmis")
	})
}

// The Demands of Duty (3R031): Ben chooses a personnel; unless Ann chooses
// to have all her personnel stopped, it is killed. Rulebook: Facing
// Dilemmas (the choice and each outcome are actions).
func TestTheDemandsOfDuty(t *testing.T) {
	const (
		stopAll = "Stop every personnel facing it"
		refuse  = "Do not: kill the selected personnel"
	)
	crew := []string{"Kahmis", "Dokar", "Kroval", "Vorax"}
	for _, tc := range []struct {
		choice  string
		stopped []string
		killed  []string
	}{{stopAll, crew, nil}, {"Do not", nil, []string{"Kroval"}}} {
		t.Run(tc.choice, func(t *testing.T) {
			g := specialPos{attemptPos: planet(pile("The Demands of Duty"), crew...)}.start(t)
			mark := face(t, g, "Sensitive Search", "The Demands of Duty")
			decide(t, g, ben, KindSelect, crew, "Kroval")
			decide(t, g, ann, KindOptional, []string{stopAll, refuse}, tc.choice)
			attemptOver(t, g)
			wantAffected(t, g, mark, OutStop, tc.stopped...)
			wantAffected(t, g, mark, OutKill, tc.killed...)
		})
	}
}

// Bread and Circuses (40V001): facing personnel who cost 1 or less cannot
// use their skills while facing it; failing its requirements, every facing
// personnel is stopped and it returns to Ben's pile. Rulebook: Skills (a
// skill is used to meet a requirement); Paying costs (printed cost).
func TestBreadAndCircuses(t *testing.T) {
	p := pile("Bread and Circuses")
	runCases(t, "Bread and Circuses", []dilemmaCase{
		// Kroval (cost 1) holds the only Archaeology: it cannot be used.
		{name: "cost 1 Archaeology does not count", pos: planet(p, "Kroval", "T'vis", "Kahmis", "Dokar"), chooser: noChooser,
			stopped: []string{"Kroval", "T'vis", "Kahmis", "Dokar"}, end: endPile},
		// Gozar (cost 2) has Archaeology: met.
		{name: "cost 2 Archaeology counts", pos: planet(p, "Gozar", "T'vis", "Kahmis", "Dokar"), chooser: noChooser},
		// The other side: Meraht (cost 2) Exobiology and Transporters,
		// Gozar Treachery.
		{name: "Exobiology, Transporters, and Treachery", pos: planet(p, "Meraht", "Gozar", "Kahmis", "Dokar"), chooser: noChooser},
		// Emok's Exobiology and Kahmis's Transporters (both cost 1) do not.
		{name: "cost 1 Exobiology and Transporters do not count", pos: planet(p, "Emok", "Kahmis", "Gozar", "Dokar"), chooser: noChooser,
			stopped: []string{"Emok", "Kahmis", "Gozar", "Dokar"}, end: endPile},
	})
}

// Unfamiliar Etiquette (40V008): Ben chooses an event Ann commands (none:
// the dilemma is overcome); unless Ann destroys it, each facing personnel
// costing more than it is stopped. Glossary: discard/destroy (an event in
// play is destroyed to its owner's discard pile); Ruling: Dilemmas With
// Conditional Requirements.
func TestUnfamiliarEtiquette(t *testing.T) {
	const destroy = "Destroy the selected card"
	crew := []string{"Kahmis", "T'vis", "Dokar"} // costs 1, 2, 1
	pos := func(core ...string) specialPos {
		return specialPos{attemptPos: planet(pile("Unfamiliar Etiquette"), crew...), annCore: core}
	}
	t.Run("keeps the event: the costlier stopped", func(t *testing.T) {
		g := pos("Ferocity").start(t)
		mark := face(t, g, "Sensitive Search", "Unfamiliar Etiquette")
		decide(t, g, ben, KindSelect, []string{"Ferocity"}, "Ferocity")
		decide(t, g, ann, KindOptional, []string{destroy, "Do not: stop every personnel facing it whose cost is greater than that of the selected card"}, "Do not")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "T'vis")
	})
	t.Run("destroys the event", func(t *testing.T) {
		g := pos("Ferocity").start(t)
		mark := face(t, g, "Sensitive Search", "Unfamiliar Etiquette")
		decide(t, g, ben, KindSelect, nil, "Ferocity")
		decide(t, g, ann, KindOptional, nil, destroy)
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop)
		if c := find(t, g, "Ferocity"); c.Zone != ZDiscard {
			t.Fatalf("Ferocity is in %s", c.Zone)
		}
	})
	t.Run("no event: overcome at once", func(t *testing.T) {
		g := pos().start(t)
		m := missionInst(t, g, "Sensitive Search")
		mark := face(t, g, "Sensitive Search", "Unfamiliar Etiquette")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop)
		wantBeneath(t, g, find(t, g, "Unfamiliar Etiquette"), m)
	})
}

// Dereliction of Duty (41V002): placed on the mission; Ann's personnel
// there cannot use their abilities — Kahlest's (1S300) bonus to her Honor
// personnel present is gone — and when the attempt ends it is overcome.
// Glossary: abilities (continuous effects are abilities); Rulebook:
// Facing Dilemmas (a dilemma on a mission is no longer faced).
func TestDerelictionOfDuty(t *testing.T) {
	g := specialPos{attemptPos: planet(pile("Dereliction of Duty", "Kolaran Raiders"), "Kahlest", "T'vis", "Kahmis")}.start(t)
	m := missionInst(t, g, "Sensitive Search")
	kahlest, tvis := find(t, g, "Kahlest"), find(t, g, "T'vis")
	if c := g.stats(tvis.ID).Cunning; c != 6 {
		t.Fatalf("before: T'vis Cunning %d, want 5+1", c)
	}
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Dereliction of Duty", "Kolaran Raiders")
	// Facing Kolaran Raiders: Dereliction of Duty lies on the mission.
	expectDecision(t, g, ann, KindSelect)
	dd := find(t, g, "Dereliction of Duty")
	if dd.Zone != ZOnMission || dd.Where != m.ID {
		t.Fatalf("Dereliction of Duty should be on the mission, is in %s", dd.Zone)
	}
	if c := g.stats(tvis.ID).Cunning; c != 5 {
		t.Fatalf("during: T'vis Cunning %d, want 5 (Kahlest's ability is off)", c)
	}
	if g.activeSource(kahlest.ID) {
		t.Fatal("Kahlest's text cannot be used at this mission now")
	}
	pick(t, g, "Kahmis")
	attemptOver(t, g)
	wantBeneath(t, g, dd, m)
	if g.abilitiesBlocked(kahlest.ID) {
		t.Fatal("overcome, it no longer blocks abilities")
	}
}

// Agonizing Encounter (8R001): it costs 1 less for each headquarters Ann
// commands; Ben names a skill, and for each of Ann's missions requiring it
// one personnel picked at random is stopped. Glossary – attempting
// missions, 3.e–3.f (cost-modifying text before the cost check); Ruling:
// Alpha 5 Approach (a mission requires the skills printed in its
// requirements).
func TestAgonizingEncounter(t *testing.T) {
	crew := []string{"Kahmis", "Dokar", "Kroval", "Vorax"}
	pos := func(crew []string, twoHQs bool) specialPos {
		p := planet(pile("Agonizing Encounter"), crew...)
		p.extra = "      - card: Military Exercises\n"
		if twoHQs {
			p.extra += "      - card: \"Earth, Home of Starfleet Command\"\n"
		}
		return specialPos{attemptPos: p}
	}
	for _, tc := range []struct {
		name, skill string
		stops       int
	}{{"Security: both missions", "Security", 2}, {"Programming: one mission", "Programming", 1}, {"Geology: none", "Geology", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			g := pos(crew, false).start(t)
			mark := face(t, g, "Sensitive Search", "Agonizing Encounter")
			d := expectDecision(t, g, ben, KindNameSkill)
			if len(d.Options) != NumSkills || !strings.HasPrefix(d.Options[0].Label, "Security (required by 2 of Ann's missions)") {
				t.Fatalf("the most required first: %q", labels(d)[:3])
			}
			pick(t, g, tc.skill)
			attemptOver(t, g)
			if n := len(affected(g, mark, OutStop)); n != tc.stops {
				t.Fatalf("%d stopped, want %d", n, tc.stops)
			}
			if !logHas(g, ann, mark, "names "+tc.skill) {
				t.Fatal("Ann reads the named skill")
			}
		})
	}
	// Four personnel: four to spend; it costs 5 less one headquarters.
	// Three personnel: it costs more than the limit, unless Ann commands
	// two headquarters.
	for _, tc := range []struct {
		crew   []string
		twoHQs bool
		faced  bool
	}{{crew[:3], false, false}, {crew[:3], true, true}} {
		t.Run(fmt.Sprintf("%d personnel, two headquarters %v", len(tc.crew), tc.twoHQs), func(t *testing.T) {
			g := pos(tc.crew, tc.twoHQs).start(t)
			face(t, g, "Sensitive Search", "Agonizing Encounter")
			d := g.Pending()
			if faced := d != nil && d.Kind == KindNameSkill; faced != tc.faced {
				t.Fatalf("faced %v, want %v", faced, tc.faced)
			}
		})
	}
}

// Telepathic Invasion (8U017): failing its requirements, a personnel picked
// at random is stopped, and if Ben commands Romulus he may examine Ann's
// hand and discard a card of it. Glossary: examine (shown to that player
// only); Rulebook: Showing your cards.
func TestTelepathicInvasion(t *testing.T) {
	const examine = "Examine your hand and discard a card of their choice from it"
	pos := func(hq string) specialPos {
		return specialPos{attemptPos: planet(pile("Telepathic Invasion"), "Kahmis", "Dokar"), annHand: []string{"Kroval", "Vorax"}, benHQ: hq}
	}
	t.Run("Ben commands Romulus", func(t *testing.T) {
		g := pos("Romulus, Seat of Power").start(t)
		mark := face(t, g, "Sensitive Search", "Telepathic Invasion")
		decide(t, g, ben, KindOptional, []string{examine, "Do not"}, examine)
		decide(t, g, ben, KindSelect, []string{"Discard Kroval", "Discard Vorax"}, "Vorax")
		attemptOver(t, g)
		if n := len(affected(g, mark, OutStop)); n != 1 {
			t.Fatalf("%d stopped, want 1", n)
		}
		if c := find(t, g, "Vorax"); c.Zone != ZDiscard {
			t.Fatalf("Vorax is in %s", c.Zone)
		}
		if !logHas(g, ben, mark, "examines Ann's hand: Kroval, Vorax") {
			t.Fatal("Ben reads Ann's hand")
		}
		if logHas(g, -1, mark, "Kroval") {
			t.Fatal("a spectator may not read the examined hand")
		}
	})
	t.Run("without Romulus: no examining", func(t *testing.T) {
		g := pos("").start(t)
		mark := face(t, g, "Sensitive Search", "Telepathic Invasion")
		attemptOver(t, g)
		if n := len(affected(g, mark, OutStop)); n != 1 || len(g.players[ann].Hand) != 2 {
			t.Fatalf("%d stopped, hand %d", n, len(g.players[ann].Hand))
		}
	})
}

// specialDilemmas are the dilemmas of assets/cards/dilemmas-special.yaml.
var specialDilemmas = []string{"Shocking Betrayal", "Left Behind", "Family", "One Step Ahead", "The Launching", "Greater Needs",
	"Rush Job", "Brothers", "Shared Hallucination", "The Needs of the Many", "Chained Environment", "Legal Inflexibility",
	"The Nth Degree", "Friendly Fire", "Mutinous Guests", "Dead Ringer", "Unsound Logic", "Know Thy Enemy", "Logical Solution",
	"The Demands of Duty", "Bread and Circuses", "Unfamiliar Etiquette", "Dereliction of Duty", "Agonizing Encounter",
	"Tactical Disadvantage", "Telepathic Invasion"}

// Bot games with these dilemmas as both dilemma piles: every decision they
// add has a legal answer from the basic and the random bot, the
// invariants hold after every choice, every game ends, and the mechanics
// happen.
func TestBotGamesWithSpecialDilemmasKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	var pileCards []*Card
	for range 2 {
		for _, n := range specialDilemmas {
			pileCards = append(pileCards, mustFind(t, lib, n))
		}
	}
	decks := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	for p := range decks {
		decks[p].Dilemmas = pileCards
	}
	kinds := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		kind := BotBasic
		if seed%4 == 0 {
			kind = BotRandom
		}
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(kind, lib, seed*2+uint64(p))
		}
		for steps := 0; g.Pending() != nil; steps++ {
			if steps > 200000 {
				t.Fatalf("seed %d: game did not end", seed)
			}
			d := g.Pending()
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatalf("seed %d (%s bots): choice refused: %v (%s %q)", seed, kind, err, d.Kind, d.Prompt)
			}
			checkInvariants(t, g)
		}
		g.TallyEvents(0, kinds)
	}
	for _, k := range []string{"choice", "reveal-hand", "name", "condition", "no-skills"} {
		if kinds[k] == 0 {
			t.Errorf("no %q event in %d games", k, games)
		}
	}
	t.Logf("events over %d games: choices %d, hands revealed %d, skills named %d, placed %d, damage %d, captives %d, completions %d",
		games, kinds["choice"], kinds["reveal-hand"], kinds["name"], kinds["dilemma-placed"], kinds["damage"], kinds[OutCapture], kinds["complete"])
}

// The bots answer the decisions these dilemmas add: the basic bot names
// the skill most of the facing player's missions require (Agonizing
// Encounter, 8R001) and takes what a choice offers more often than not;
// the random bot answers legally.
func TestBotsAnswerSpecialDilemmaDecisions(t *testing.T) {
	p := planet(pile("Agonizing Encounter"), "Kahmis", "Dokar", "Kroval", "Vorax")
	p.extra = "      - card: Military Exercises\n"
	g := specialPos{attemptPos: p}.start(t)
	face(t, g, "Sensitive Search", "Agonizing Encounter")
	d := expectDecision(t, g, ben, KindNameSkill)
	basic, _ := NewBotWith(BotBasic, g.lib, 1)
	v := g.View(ben)
	c := basic.Choose(&v, d)
	if len(c.Picks) != 1 || !strings.HasPrefix(d.Options[c.Picks[0]].Label, "Security") {
		t.Fatalf("the basic bot names %q", d.Options[c.Picks[0]].Label)
	}
	random, _ := NewBot(BotRandom, 2)
	if _, err := g.Choose(ben, random.Choose(nil, d)); err != nil {
		t.Fatal(err)
	}

	// A choice with a penalty for declining: the basic bot mostly takes it.
	taken := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g := specialPos{attemptPos: planet(pile("Family"), "Kahmis", "Kahmis", "Kahmis"), annHand: []string{"T'vis"}}.start(t)
		face(t, g, "Sensitive Search", "Family")
		d := expectDecision(t, g, ann, KindOptional)
		bot, _ := NewBotWith(BotBasic, g.lib, seed)
		if c := bot.Choose(nil, d); strings.HasPrefix(d.Options[c.Picks[0]].Label, "Reveal") {
			taken++
		}
	}
	if taken < 10 {
		t.Fatalf("the basic bot revealed in %d of 20 games", taken)
	}
}

// Rulebook: Facing Dilemmas, steps in order (3.c reveal, 3.d "when …
// revealed", then 3.f the duplicate check). A second Shared Hallucination
// (27V003) is overcome as a copy, but only after its reveal text: Ann is
// offered the discard again, and what she discards stays discarded;
// nobody is stopped by the copy.
func TestDuplicateDilemmaRevealTextFirst(t *testing.T) {
	g := specialPos{attemptPos: planet(pile("Shared Hallucination", "Shared Hallucination"), "Kahmis", "Dokar", "Kroval", "Vorax"),
		annHand: []string{"T'vis", "Meraht", "Gozar"}}.start(t)
	startAttempt(t, g, "Sensitive Search")
	mark := len(g.events)
	pick(t, g, "Shared Hallucination", "Shared Hallucination")
	expectDecision(t, g, ann, KindSelect) // the first copy's discard
	pick(t, g, "T'vis", "Meraht")
	d := expectDecision(t, g, ann, KindSelect) // one stop for the card left
	pick(t, g, optionNames(d)[0])
	d = expectDecision(t, g, ann, KindSelect)
	if d.Min != 0 || d.Max != 1 || !hasOption(d, "Gozar") {
		t.Fatalf("the copy's reveal text offers the discard again: min %d max %d %q", d.Min, d.Max, optionNames(d))
	}
	pick(t, g, "Gozar")
	attemptOver(t, g)
	if z := find(t, g, "Gozar").Zone; z != ZDiscard {
		t.Fatalf("Gozar is in %s, want discarded by the copy's reveal text", z)
	}
	if !hasEvent(g, "Shared Hallucination is overcome: a copy was already revealed") {
		t.Fatal("the second copy is overcome as a duplicate")
	}
	if n := len(affected(g, mark, OutStop)); n != 1 {
		t.Fatalf("%d stopped by the dilemmas, want 1 (the copy stops nobody)", n)
	}
}

// Legal Inflexibility hands its owner the choice of a personnel to
// capture: the owner is asked in words for the owner ("your brig, chosen
// by you"), and the log, read by both players, names whose brig it is
// and who chose, never "you" or "your". Rulebook: Brig and Captives;
// Facing Dilemmas (the opponent makes the selection the dilemma gives
// them).
func TestLegalInflexibilitySpeaksFromEachSide(t *testing.T) {
	const pos = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Opposition Drone, Computation Drone, Acclimation Drone]
      - card: Salvage Borg Ship
        overcome: [{card: Legal Inflexibility, owner: 2}]
    hand: [Adapt]
    deck: [Borg Cube]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Legal Inflexibility]
    deck: [Dokar]
`
	const capture = "Place one personnel in your brig, chosen by you"
	g := startScenario(t, pos)
	choose(t, g, "Attempt Hunt Alien")
	choose(t, g, "Legal Inflexibility")
	choose(t, g, "Play Adapt")
	if d := g.Pending(); d == nil || !strings.Contains(d.Prompt, capture) {
		t.Fatalf("Ben is asked %q, want words for Ben: %q", d.Prompt, capture)
	}
	decide(t, g, 1, KindOptional, []string{capture, "Do not"}, capture)
	decide(t, g, 1, KindSelect, []string{"Opposition Drone", "Computation Drone", "Acclimation Drone"}, "Computation Drone")
	passWindows(t, g, "")
	for _, want := range []string{
		"Ben chooses to place one personnel in Ben's brig, chosen by Ben.",
		"Ann: Computation Drone placed in Ben's brig.",
	} {
		for p := range 2 {
			found := false
			for _, e := range g.Log(Player(p)) {
				found = found || e.Text == want
				if secondPerson.MatchString(e.Text) {
					t.Errorf("%s reads %q: an event speaks to its reader", Player(p), e.Text)
				}
			}
			if !found {
				t.Errorf("%s never reads %q", Player(p), want)
			}
		}
	}
}
