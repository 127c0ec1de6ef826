package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Tests of the selection-family dilemmas (assets/cards/dilemmas-selection.yaml),
// each from a prepared position: Ann (Player 1) attempts Sensitive Search
// (planet) or Military Exercises (space); Ben owns the dilemma. A case
// lists every decision asked (who, the exact options, the picks) and what
// the dilemma's own actions did. Random picks are checked by how many
// were affected and among whom.

// ask is one decision a dilemma poses during a case.
type ask struct {
	who     Player
	kind    string   // default KindSelect
	options []string // exactly these options (nil: not checked)
	picks   []string // the options picked, by label
}

// selCase is one way of facing a selection-family dilemma.
type selCase struct {
	name  string
	pos   attemptPos
	setup func(t *testing.T, g *Game) // changes the position before the attempt
	stack []string                    // the dilemmas Ben stacks (default: the one tested)
	asks  []ask
	// stopped / killed: exactly these personnel. With stoppedFrom /
	// killedFrom set, exactly stoppedN / killedN personnel (any number
	// when negative), all among them.
	stopped, killed         []string
	stoppedFrom, killedFrom []string
	stoppedN, killedN       int
	end                     dilemmaEnd
	check                   func(t *testing.T, g *Game, mark int)
	// unfaced: the dilemma is overcome without being faced (over the
	// limit); every other case checks that it was faced.
	unfaced bool
}

func (c selCase) run(t *testing.T, dilemma string) *Game {
	t.Helper()
	g := c.pos.start(t)
	if c.setup != nil {
		c.setup(t, g)
	}
	m := missionInst(t, g, c.pos.mission)
	startAttempt(t, g, c.pos.mission)
	mark := len(g.events)
	stack := c.stack
	if stack == nil {
		stack = []string{dilemma}
	}
	pick(t, g, stack...)
	for _, a := range c.asks {
		kind := a.kind
		if kind == "" {
			kind = KindSelect
		}
		d := expectDecision(t, g, a.who, kind)
		if a.options != nil {
			if got := optionNames(d); !slices.Equal(got, sorted(a.options...)) {
				t.Fatalf("%s is offered %q, want exactly %q", a.who, got, sorted(a.options...))
			}
		}
		pick(t, g, a.picks...)
	}
	attemptOver(t, g)
	if faced := hasEvent(g, "Ann's personnel face "+dilemma); faced == c.unfaced {
		t.Fatalf("%s faced: %v, want %v", dilemma, faced, !c.unfaced)
	}
	wantOutcome(t, g, mark, OutStop, c.stopped, c.stoppedFrom, c.stoppedN)
	wantOutcome(t, g, mark, OutKill, c.killed, c.killedFrom, c.killedN)
	for _, id := range affected(g, mark, OutKill) {
		wantKilled(t, g, g.cards[id])
	}
	for _, id := range affected(g, mark, OutStop) {
		if !slices.Contains(affected(g, mark, OutKill), id) && g.cards[id].Zone.InPlay() {
			wantInPlay(t, g.cards[id], true)
		}
	}
	dc := find(t, g, dilemma)
	switch c.end {
	case endBeneath:
		wantBeneath(t, g, dc, m)
	case endPile:
		wantPileBottom(t, g, dc)
	}
	if c.check != nil {
		c.check(t, g, mark)
	}
	return g
}

// wantOutcome checks the personnel an outcome affected since mark: exactly
// want, or (from set) n of them, all among from.
func wantOutcome(t *testing.T, g *Game, mark int, kind string, want, from []string, n int) {
	t.Helper()
	if from == nil {
		wantAffected(t, g, mark, kind, want...)
		return
	}
	got := affected(g, mark, kind)
	if n >= 0 && len(got) != n {
		t.Fatalf("%s: %d personnel (%q), want %d among %q", kind, len(got), namesOf(g, got), n, from)
	}
	for _, id := range got {
		if !slices.Contains(from, g.cards[id].Card.Name()) {
			t.Fatalf("%s: %s is not among %q", kind, g.cards[id].Card.Name(), from)
		}
	}
}

func runSel(t *testing.T, dilemma string, cases []selCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.run(t, dilemma) })
	}
}

// withExtra adds raw YAML to Ann's side (more missions, a hand).
func withExtra(p attemptPos, extra string) attemptPos {
	p.extra += extra
	return p
}

// benScore sets Ben's score; annScore Ann's.
func scores(ann, ben int) func(t *testing.T, g *Game) {
	return func(t *testing.T, g *Game) {
		g.players[0].Score, g.players[1].Score = ann, ben
	}
}

// handOf draws n of Ann's deck into her hand.
func handOf(n int) func(t *testing.T, g *Game) {
	return func(t *testing.T, g *Game) {
		for range n {
			g.place(g.players[ann].Deck[0], ZHand, 0)
		}
	}
}

// benCommands puts Ben's personnel at his headquarters (stopped if asked).
func benCommands(stopped bool, names ...string) func(t *testing.T, g *Game) {
	return func(t *testing.T, g *Game) {
		hq := g.players[ben].Missions[0]
		for _, n := range names {
			g.newInst(t, n, ben, ZSurface, hq).Stopped = stopped
		}
	}
}

// eventKinds lists the kinds of events since mark that are among kinds.
func eventsOf(g *Game, mark int, kinds ...string) []Event {
	var out []Event
	for _, e := range g.Events()[mark:] {
		if slices.Contains(kinds, e.Kind) {
			out = append(out, e)
		}
	}
	return out
}

// selectedBy returns the cards of the i-th selection since mark.
func selectedBy(t *testing.T, g *Game, mark, i int) []int {
	t.Helper()
	sel := eventsOf(g, mark, "select")
	if len(sel) <= i {
		t.Fatalf("only %d selections", len(sel))
	}
	return sel[i].Cards
}

// killedAreSelectedWithout checks that exactly the personnel of the first
// selection lacking skill were killed.
func killedAreSelectedWithout(skill string) func(t *testing.T, g *Game, mark int) {
	return func(t *testing.T, g *Game, mark int) {
		var want []int
		for _, id := range selectedBy(t, g, mark, 0) {
			if g.cards[id].Card.SkillLevel(skill) == 0 {
				want = append(want, id)
			}
		}
		if got := affected(g, mark, OutKill); !slices.Equal(namesOf(g, got), namesOf(g, want)) {
			t.Fatalf("killed %q, want the selected without %s: %q", namesOf(g, got), skill, namesOf(g, want))
		}
	}
}

// Ann picks one personnel having one of two skills and stops it; with
// nobody to pick, a random personnel dies: Cultural Differences (8C008),
// Dark Page (21V002), Warp Bubble Mishap (8C019), Back Room Dealings
// (4C006) and Guess Who's Coming to Dinner? (4C015, skills or an
// Integrity test); Unconventional Consideration (31V012) stops everyone
// instead.
// Rulebook: Facing Dilemmas – the facing player chooses among those who
// qualify; "if you cannot" – the alternative when nobody does.
func TestDilemmaChooseToStopOrElse(t *testing.T) {
	t.Run("Cultural Differences 8C008", func(t *testing.T) {
		p := pile("Cultural Differences")
		runSel(t, "Cultural Differences", []selCase{
			{name: "Acquisition or Anthropology", pos: planet(p, "Gozar", "Meraht", "Kahmis"),
				asks: []ask{{who: ann, options: []string{"Gozar", "Meraht"}, picks: []string{"Meraht"}}}, stopped: []string{"Meraht"}},
			{name: "cannot: random kill", pos: planet(p, "Kahmis", "Dokar"), killedFrom: []string{"Kahmis", "Dokar"}, killedN: 1},
		})
	})
	t.Run("Dark Page 21V002", func(t *testing.T) {
		p := pile("Dark Page")
		runSel(t, "Dark Page", []selCase{
			{name: "Anthropology or Exobiology", pos: planet(p, "Emok", "Meraht", "Kahmis"),
				asks: []ask{{who: ann, options: []string{"Emok", "Meraht"}, picks: []string{"Emok"}}}, stopped: []string{"Emok"}},
			{name: "cannot: random kill", pos: planet(p, "Kahmis", "Dokar", "Vorax"), killedFrom: []string{"Kahmis", "Dokar", "Vorax"}, killedN: 1},
		})
	})
	t.Run("Warp Bubble Mishap 8C019", func(t *testing.T) {
		p := pile("Warp Bubble Mishap")
		runSel(t, "Warp Bubble Mishap", []selCase{
			{name: "Physics or Science", pos: space(p, "B'amara", "Kroval", "Kahmis"),
				asks: []ask{{who: ann, options: []string{"B'amara", "Kroval"}, picks: []string{"Kroval"}}}, stopped: []string{"Kroval"}},
			{name: "cannot: random kill", pos: space(p, "Kahmis", "Dokar"), killedFrom: []string{"Kahmis", "Dokar"}, killedN: 1},
		})
	})
	t.Run("Back Room Dealings 4C006", func(t *testing.T) {
		p := pile("Back Room Dealings")
		runSel(t, "Back Room Dealings", []selCase{
			// Gozar has Treachery (and Integrity 3); Edan'Atal has no
			// Treachery but Integrity 2; Kahmis neither.
			{name: "Treachery or Integrity<4", pos: space(p, "Gozar", "Edan'Atal", "Kahmis"),
				asks: []ask{{who: ann, options: []string{"Edan'Atal", "Gozar"}, picks: []string{"Edan'Atal"}}}, stopped: []string{"Edan'Atal"}},
			// Integrity 4 is not below 4.
			{name: "cannot: random kill", pos: space(p, "Kahmis", "Davidson"), killedFrom: []string{"Kahmis", "Davidson"}, killedN: 1},
		})
	})
	t.Run("Guess Who's Coming to Dinner? 4C015", func(t *testing.T) {
		p := pile("Guess Who's Coming to Dinner?")
		runSel(t, "Guess Who's Coming to Dinner?", []selCase{
			// T'vis has Diplomacy; Inad has Integrity 7; Kahmis has 6.
			{name: "Diplomacy or Integrity>6", pos: planet(p, "T'vis", "Inad", "Kahmis"),
				asks: []ask{{who: ann, options: []string{"Inad", "T'vis"}, picks: []string{"Inad"}}}, stopped: []string{"Inad"}},
			{name: "cannot: random kill", pos: planet(p, "Kahmis", "Dokar"), killedFrom: []string{"Kahmis", "Dokar"}, killedN: 1},
		})
	})
	t.Run("Unconventional Consideration 31V012", func(t *testing.T) {
		p := pile("Unconventional Consideration")
		runSel(t, "Unconventional Consideration", []selCase{
			{name: "Acquisition, Intelligence, Law or Telepathy", pos: planet(p, "Gozar", "Emok", "T'vis", "Daniel Kwan", "Kahmis"),
				asks: []ask{{who: ann, options: []string{"Daniel Kwan", "Emok", "Gozar", "T'vis"}, picks: []string{"Daniel Kwan"}}}, stopped: []string{"Daniel Kwan"}},
			// If you cannot: all stopped; the dilemma is then overcome.
			{name: "cannot: all stopped", pos: planet(p, "Kahmis", "Dokar", "Kroval"), stopped: []string{"Kahmis", "Dokar", "Kroval"}},
		})
	})
}

// Chameloid Chicanery (10C004): one personnel picked at random is
// stopped; if Ben has an Infiltrator at this mission, another picked at
// random is killed. Rulings: At This Mission; Glossary: stopped – a
// stopped card's characteristics cannot be used, so Ben's stopped
// Infiltrator does not count.
func TestDilemmaChameloidChicanery(t *testing.T) {
	p := pile("Chameloid Chicanery")
	crew := []string{"Kahmis", "Dokar", "Kroval"}
	infiltrator := func(stopped bool) attemptPos {
		q := planet(p, crew...)
		q.crew = append(q.crew, fmt.Sprintf("{card: Goran, owner: 2, controller: 2, stopped: %v}", stopped))
		return q
	}
	runSel(t, "Chameloid Chicanery", []selCase{
		{name: "no Infiltrator: one stopped", pos: planet(p, crew...), stoppedFrom: crew, stoppedN: 1},
		{name: "Ben's Infiltrator here: one stopped, another killed", pos: infiltrator(false), stoppedFrom: crew, stoppedN: 1, killedFrom: crew, killedN: 1,
			check: func(t *testing.T, g *Game, mark int) {
				if s, k := affected(g, mark, OutStop), affected(g, mark, OutKill); s[0] == k[0] {
					t.Fatal("the stopped personnel left the attempt; another one is killed")
				}
				if c := find(t, g, "Goran"); c.Zone != ZSurface {
					t.Fatal("Ben's Infiltrator is not affected")
				}
			}},
		{name: "Ben's Infiltrator here but stopped", pos: infiltrator(true), stoppedFrom: crew, stoppedN: 1},
		// Ben's Infiltrator at his own headquarters is not at this mission.
		{name: "Ben's Infiltrator elsewhere", pos: planet(p, crew...), setup: benCommands(false, "Goran"), stoppedFrom: crew, stoppedN: 1},
	})
}

// Nose to Nose (10C013): two personnel picked at random are stopped if
// they cost the same. With one personnel to pick, the missing second one
// counts as cost 0 (Ruling: Dilemmas With Conditional Requirements).
func TestDilemmaNoseToNose(t *testing.T) {
	p := pile("Nose to Nose")
	runSel(t, "Nose to Nose", []selCase{
		{name: "same cost: both stopped", pos: planet(p, "Kahmis", "Dokar"), stopped: []string{"Kahmis", "Dokar"},
			check: func(t *testing.T, g *Game, mark int) {
				if n := len(eventsOf(g, mark, OutStop)); n != 1 {
					t.Fatalf("both are stopped by one action: %d stop events", n)
				}
			}},
		{name: "different costs: nothing", pos: planet(p, "Kahmis", "Vorax")},
		{name: "one personnel costing 1: nothing", pos: planet(p, "Kahmis")},
		// Janice Rand costs 0, like the missing second personnel.
		{name: "one personnel costing 0: stopped", pos: planet(p, "Janice Rand"), stopped: []string{"Janice Rand, Captain's Yeoman"}},
	})
}

// Neural Parasites (12R013, planet): Ben chooses one personnel to be
// killed for each headquarters mission Ann commands; the dilemma costs 3
// more for each mission Ann has completed, counted when it is revealed
// (Glossary: attempting missions, steps 3.e–3.f: a dilemma over the limit
// is overcome unfaced).
func TestDilemmaNeuralParasites(t *testing.T) {
	p := pile("Neural Parasites")
	crew := []string{"Kahmis", "Dokar", "Kroval"}
	completed := "      - card: Explore Black Cluster\n        completed: true\n"
	secondHQ := "      - card: \"Romulus, Seat of Power\"\n"
	runSel(t, "Neural Parasites", []selCase{
		{name: "one headquarters: Ben chooses one", pos: planet(p, crew...),
			asks: []ask{{who: ben, options: crew, picks: []string{"Kroval"}}}, killed: []string{"Kroval"}},
		{name: "two headquarters: Ben chooses two, killed as one action", pos: withExtra(planet(p, crew...), secondHQ),
			asks: []ask{{who: ben, options: crew, picks: []string{"Kroval", "Dokar"}}}, killed: []string{"Kroval", "Dokar"},
			check: func(t *testing.T, g *Game, mark int) {
				if n := len(eventsOf(g, mark, OutKill)); n != 1 {
					t.Fatalf("%d kill events, want 1", n)
				}
			}},
		// One completed mission: cost 5 with a limit of 3 — overcome.
		{name: "cost +3: over the limit", pos: withExtra(planet(p, crew...), completed), unfaced: true,
			check: func(t *testing.T, g *Game, mark int) {
				if !hasEvent(g, "Neural Parasites costs 5 here (printed 2)") || !hasEvent(g, "total dilemma cost would exceed") {
					t.Fatal("the raised cost should exceed the limit")
				}
			}},
		// Five personnel: the limit is 5, the cost 5 — faced.
		{name: "cost +3: within the limit", pos: withExtra(planet(p, "Kahmis", "Dokar", "Kroval", "Vorax", "T'vis"), completed),
			asks: []ask{{who: ben, picks: []string{"Vorax"}}}, killed: []string{"Vorax"}},
	})
}

// Moral Choice (14C007) and Discommendation (30V004): three personnel
// picked at random; if one is [Fed] (a [Kli] for Discommendation) all
// three are stopped, one action; otherwise Ann chooses one of them to be
// stopped. Glossary: selections; Ruling: Stopping Your Own Personnel
// (selecting and stopping are two actions).
func TestDilemmaMoralChoiceAndDiscommendation(t *testing.T) {
	t.Run("Moral Choice 14C007", func(t *testing.T) {
		p := pile("Moral Choice")
		runSel(t, "Moral Choice", []selCase{
			{name: "a [Fed] among them: all three stopped", pos: planet(p, "Davidson", "Kahmis", "Dokar"), stopped: []string{"Davidson", "Kahmis", "Dokar"}},
			{name: "no [Fed]: Ann chooses one of the three", pos: planet(p, "Kahmis", "Dokar", "Kroval"),
				asks: []ask{{who: ann, options: []string{"Kahmis", "Dokar", "Kroval"}, picks: []string{"Dokar"}}}, stopped: []string{"Dokar"}},
		})
		// With five personnel, Ann chooses among the three selected only.
		t.Run("only the three selected are offered", func(t *testing.T) {
			g := planet(p, "Kahmis", "Dokar", "Kroval", "Vorax", "T'vis").start(t)
			startAttempt(t, g, "Sensitive Search")
			pick(t, g, "Moral Choice")
			d := expectDecision(t, g, ann, KindSelect)
			if len(d.Options) != 3 || len(g.attempt.selected) != 3 {
				t.Fatalf("options %q, selected %d", optionNames(d), len(g.attempt.selected))
			}
			for _, o := range d.Options {
				if !slices.Contains(g.attempt.selected, o.Card) {
					t.Fatalf("%s was not selected", o.Label)
				}
			}
		})
	})
	t.Run("Discommendation 30V004", func(t *testing.T) {
		p := pile("Discommendation")
		runSel(t, "Discommendation", []selCase{
			{name: "a [Kli] among them: all three stopped", pos: planet(p, "Davidson", "Davies", "Kahmis"), stopped: []string{"Davidson", "Davies", "Kahmis"}},
			{name: "no [Kli]: Ann chooses", pos: planet(p, "Davidson", "Davies", "Daniel Kwan"),
				asks: []ask{{who: ann, options: []string{"Daniel Kwan", "Davidson", "Davies"}, picks: []string{"Davies"}}}, stopped: []string{"Davies"}},
		})
	})
}

// Show Trial (15V007), Adversarial Trial (28V001) and Standing Trial
// (28V005): one personnel with the named skills, picked at random, is
// stopped; if Ann has more points than Ben, another personnel picked at
// random (any personnel: Ruling: Dilemmas requiring an additional or
// another personnel) is stopped or returned to its owner's hand.
func TestDilemmaTrials(t *testing.T) {
	t.Run("Show Trial 15V007", func(t *testing.T) {
		p := pile("Show Trial")
		runSel(t, "Show Trial", []selCase{
			{name: "equal scores: one stopped", pos: planet(p, "Kahmis", "Kroval", "Vorax"), setup: scores(30, 30), stopped: []string{"Kahmis"}},
			{name: "Ann behind: one stopped", pos: planet(p, "Kahmis", "Kroval", "Vorax"), setup: scores(0, 35), stopped: []string{"Kahmis"}},
			{name: "Ann ahead: another stopped", pos: planet(p, "Kahmis", "Kroval", "Vorax"), setup: scores(35, 30),
				stoppedFrom: []string{"Kahmis", "Kroval", "Vorax"}, stoppedN: 2,
				check: func(t *testing.T, g *Game, mark int) {
					if !slices.Contains(namesOf(g, affected(g, mark, OutStop)), "Kahmis") {
						t.Fatal("Kahmis, the only Leadership or Medical personnel, is stopped first")
					}
				}},
			// Nobody has Leadership or Medical: the additional personnel is
			// still picked, from everyone.
			{name: "Ann ahead, nobody qualifies first", pos: planet(p, "Kroval", "Vorax"), setup: scores(35, 0),
				stoppedFrom: []string{"Kroval", "Vorax"}, stoppedN: 1},
		})
	})
	trial := func(t *testing.T, name string, pos func(pile []string, crew ...string) attemptPos, first string, others []string) {
		p := pile(name)
		crew := append([]string{first}, others...)
		runSel(t, name, []selCase{
			{name: "equal scores: one stopped", pos: pos(p, crew...), setup: scores(10, 10), stopped: []string{first},
				check: func(t *testing.T, g *Game, mark int) {
					if n := len(affected(g, mark, OutToHand)); n != 0 {
						t.Fatalf("%d returned to hand", n)
					}
				}},
			{name: "Ann ahead: another to its owner's hand", pos: pos(p, crew...), setup: scores(40, 10), stopped: []string{first},
				check: func(t *testing.T, g *Game, mark int) {
					back := affected(g, mark, OutToHand)
					if len(back) != 1 || !slices.Contains(others, g.cards[back[0]].Card.Name()) {
						t.Fatalf("one of %q returns to hand, got %q", others, namesOf(g, back))
					}
					if c := g.cards[back[0]]; c.Zone != ZHand || !slices.Contains(g.players[ann].Hand, c.ID) {
						t.Fatalf("%s should be in Ann's hand, is in %s", c.Card.Name(), c.Zone)
					}
				}},
		})
	}
	t.Run("Adversarial Trial 28V001", func(t *testing.T) {
		trial(t, "Adversarial Trial", space, "Meraht", []string{"Kahmis", "Dokar"})
	})
	t.Run("Standing Trial 28V005", func(t *testing.T) {
		trial(t, "Standing Trial", planet, "T'vis", []string{"Kroval", "Dokar"})
	})
}

// Assassin Team (17V001, planet): Ben chooses a personnel; if Ben
// commands three Assassin personnel it is killed (not stopped first:
// Glossary – instead) and all of Ann's personnel are stopped, else it is
// stopped. Glossary: stopped – a stopped personnel does not count toward
// what its controller commands.
func TestDilemmaAssassinTeam(t *testing.T) {
	p := pile("Assassin Team") // cost 4: four personnel
	crew := []string{"Kahmis", "Dokar", "Kroval", "Vorax"}
	assassins := []string{"Lon Suder", "Leck", "Neela"}
	runSel(t, "Assassin Team", []selCase{
		{name: "two Assassins: stopped", pos: planet(p, crew...), setup: benCommands(false, assassins[:2]...),
			asks: []ask{{who: ben, options: crew, picks: []string{"Dokar"}}}, stopped: []string{"Dokar"}},
		{name: "three Assassins: killed, the rest stopped", pos: planet(p, crew...), setup: benCommands(false, assassins...),
			asks:   []ask{{who: ben, options: crew, picks: []string{"Dokar"}}},
			killed: []string{"Dokar"}, stopped: []string{"Kahmis", "Kroval", "Vorax"},
			check: func(t *testing.T, g *Game, mark int) {
				if slices.Contains(affected(g, mark, OutStop), find(t, g, "Dokar").ID) {
					t.Fatal("the chosen personnel is killed instead of stopped, never stopped")
				}
			}},
		{name: "three Assassins, one stopped", pos: planet(p, crew...), setup: func(t *testing.T, g *Game) {
			benCommands(false, assassins[:2]...)(t, g)
			benCommands(true, assassins[2])(t, g)
		}, asks: []ask{{who: ben, options: crew, picks: []string{"Kroval"}}}, stopped: []string{"Kroval"}},
	})
}

// Assassination Attempt (1R007), Silent Witness (38V009) and Temptation
// (1U053): personnel picked at random; each of them lacking the named
// skill is killed (stopped, for Temptation) — one action for all.
// Rulebook: Facing Dilemmas – one action for several personnel.
func TestDilemmaEachSelectedWithout(t *testing.T) {
	t.Run("Assassination Attempt 1R007", func(t *testing.T) {
		p := pile("Assassination Attempt")
		// Cost 4: four personnel; two of them picked.
		mixed := []string{"Gozar", "J'Dan", "Kahmis", "Dokar"}
		runSel(t, "Assassination Attempt", []selCase{
			{name: "those without Treachery killed", pos: planet(p, mixed...), killedFrom: []string{"Kahmis", "Dokar"}, killedN: -1,
				check: killedAreSelectedWithout("Treachery")},
			{name: "all have Treachery", pos: planet(p, "Gozar", "J'Dan", "Gozar", "J'Dan")},
			{name: "none has: both killed at once", pos: planet(p, "Kahmis", "Dokar", "Kroval", "Vorax"), killedFrom: []string{"Kahmis", "Dokar", "Kroval", "Vorax"}, killedN: 2,
				check: func(t *testing.T, g *Game, mark int) {
					if n := len(eventsOf(g, mark, OutKill)); n != 1 {
						t.Fatalf("%d kill events, want 1", n)
					}
				}},
		})
	})
	t.Run("Silent Witness 38V009", func(t *testing.T) {
		p := pile("Silent Witness")
		runSel(t, "Silent Witness", []selCase{
			{name: "those without Leadership killed", pos: space(p, "Kahmis", "Kahmis", "Dokar", "Kroval"), killedFrom: []string{"Dokar", "Kroval"}, killedN: -1,
				check: killedAreSelectedWithout("Leadership")},
			{name: "all have Leadership", pos: space(p, "Kahmis", "Kahmis", "Gozar", "Kahmis")},
		})
	})
	t.Run("Temptation 1U053", func(t *testing.T) {
		p := pile("Temptation")
		runSel(t, "Temptation", []selCase{
			{name: "Honor and Treachery spare", pos: planet(p, "T'vis", "J'Dan", "Kahmis"), stopped: []string{"Kahmis"}},
			{name: "none spared", pos: planet(p, "Kroval", "Dokar", "Kahmis"), stopped: []string{"Kroval", "Dokar", "Kahmis"}},
		})
	})
}

// Kelvan Show of Force (1R032): Ben chooses two personnel other than an
// Android or a Hologram; one of those two, picked at random, is killed.
// Glossary: selections – the opponent examines each eligible card.
func TestDilemmaKelvanShowOfForce(t *testing.T) {
	p := pile("Kelvan Show of Force")
	runSel(t, "Kelvan Show of Force", []selCase{
		{name: "two chosen, one killed", pos: planet(p, "Kahmis", "Dokar", "Kroval", "Aikido", "Data, Aspirer"),
			asks:       []ask{{who: ben, options: []string{"Kahmis", "Dokar", "Kroval"}, picks: []string{"Kahmis", "Kroval"}}},
			killedFrom: []string{"Kahmis", "Kroval"}, killedN: 1},
		// Glossary: Effects – only one may be chosen; that one is killed.
		{name: "only one eligible", pos: planet(p, "Kahmis", "Aikido", "Aikido", "E.M.H. Program", "Data, Aspirer"),
			asks: []ask{{who: ben, options: []string{"Kahmis"}, picks: []string{"Kahmis"}}}, killed: []string{"Kahmis"}},
	})
}

// Personal Duty (1R042, space), Picking Up the Pieces (2U017, planet) and
// Coolant Leak (23V003): unless the requirement is met, all are stopped;
// then, of the personnel with the named skills (or cost), all but one are
// stopped at random, one action.
func TestDilemmaAllButOne(t *testing.T) {
	oneAction := func(t *testing.T, g *Game, mark int) {
		if n := len(eventsOf(g, mark, OutStop)); n != 1 {
			t.Fatalf("%d stop events, want 1", n)
		}
	}
	t.Run("Personal Duty 1R042", func(t *testing.T) {
		p := pile("Personal Duty")
		runSel(t, "Personal Duty", []selCase{
			{name: "no Leadership or Officer: all stopped", pos: space(p, "Kroval", "Vorax"), stopped: []string{"Kroval", "Vorax"}},
			{name: "one: nothing", pos: space(p, "Kahmis", "Kroval", "Vorax")},
			{name: "three: two stopped", pos: space(p, "Kahmis", "Dokar", "Dokar", "Kroval"),
				stoppedFrom: []string{"Kahmis", "Dokar"}, stoppedN: 2, check: oneAction},
		})
	})
	t.Run("Picking Up the Pieces 2U017", func(t *testing.T) {
		p := pile("Picking Up the Pieces")
		runSel(t, "Picking Up the Pieces", []selCase{
			{name: "no Geology or Programming: all stopped", pos: planet(p, "Kahmis", "Dokar"), stopped: []string{"Kahmis", "Dokar"}},
			{name: "one: nothing", pos: planet(p, "Kroval", "Kahmis")},
			{name: "two: one stopped", pos: planet(p, "Kroval", "B'amara", "Kahmis"), stoppedFrom: []string{"Kroval", "B'amara"}, stoppedN: 1},
		})
	})
	t.Run("Coolant Leak 23V003", func(t *testing.T) {
		p := pile("Coolant Leak")
		runSel(t, "Coolant Leak", []selCase{
			{name: "no Engineer, nobody costs 4: all stopped", pos: planet(p, "Kahmis", "Dokar", "T'vis", "Kroval"), stopped: []string{"Kahmis", "Dokar", "T'vis", "Kroval"}},
			// Vorax has Engineer; Kahmis and Dokar cost 1; T'vis neither.
			{name: "Engineer or cost 1: all but one", pos: planet(p, "Vorax", "Kahmis", "Dokar", "T'vis"),
				stoppedFrom: []string{"Vorax", "Kahmis", "Dokar"}, stoppedN: 2, check: oneAction},
			// Mara costs 5 (and has Engineer): the only one who qualifies.
			{name: "cost 5 meets it; one qualifies", pos: planet(p, "Mara, Science Officer", "T'vis", "B'amara", "Meraht")},
		})
	})
}

// In Development (21V003): costs 1 less for each headquarters mission Ann
// commands (step 3.e, before the limit is checked); one personnel costing
// 2 or less is picked at random, and every other one costing 2 or less is
// stopped.
func TestDilemmaInDevelopment(t *testing.T) {
	p := pile("In Development")
	cheap := []string{"Kahmis", "Dokar", "Kroval", "Vorax"}
	crew := append(slices.Clone(cheap), "Mara, Science Officer")
	runSel(t, "In Development", []selCase{
		// One headquarters: cost 5, limit 5 with five personnel.
		{name: "cost 5, faced", pos: planet(p, crew...), stoppedFrom: cheap, stoppedN: 3,
			check: func(t *testing.T, g *Game, mark int) {
				if !hasEvent(g, "In Development costs 5 here (printed 6)") {
					t.Fatal("no cost change logged")
				}
				if slices.Contains(affected(g, mark, OutStop), find(t, g, "Mara, Science Officer").ID) {
					t.Fatal("Mara costs 5: not stopped by the dilemma")
				}
			}},
		// Four personnel: limit 4 < cost 5, overcome unfaced.
		{name: "cost 5 over a limit of 4", pos: planet(p, "Kahmis", "Dokar", "Kroval", "Mara, Science Officer"), unfaced: true,
			check: func(t *testing.T, g *Game, mark int) {
				if !hasEvent(g, "total dilemma cost would exceed") {
					t.Fatal("should be over the limit")
				}
			}},
		// Two headquarters: cost 4, faced by four.
		{name: "two headquarters: cost 4", pos: withExtra(planet(p, "Kahmis", "Dokar", "Kroval", "Mara, Science Officer"), "      - card: \"Romulus, Seat of Power\"\n"),
			stoppedFrom: []string{"Kahmis", "Dokar", "Kroval"}, stoppedN: 2},
	})
}

// Code Forty-Seven (22V001): Ann chooses one or more [Cmd] personnel to be
// stopped; unless their total cost is 4 or more the dilemma returns to
// Ben's pile. Rulebook: Facing Dilemmas – placement.
func TestDilemmaCodeFortySeven(t *testing.T) {
	p := pile("Code Forty-Seven")
	crew := []string{"Dokar", "Gozar", "Mara, Science Officer", "Kahmis"}
	cmd := []string{"Dokar", "Gozar", "Mara, Science Officer"}
	runSel(t, "Code Forty-Seven", []selCase{
		{name: "total 1: returns", pos: planet(p, crew...), asks: []ask{{who: ann, options: cmd, picks: []string{"Dokar"}}},
			stopped: []string{"Dokar"}, end: endPile},
		{name: "total 3: returns", pos: planet(p, crew...), asks: []ask{{who: ann, options: cmd, picks: []string{"Dokar", "Gozar"}}},
			stopped: []string{"Dokar", "Gozar"}, end: endPile},
		{name: "total 5: overcome", pos: planet(p, crew...), asks: []ask{{who: ann, options: cmd, picks: []string{"Mara"}}},
			stopped: []string{"Mara, Science Officer"}},
		{name: "no [Cmd]: returns", pos: planet(p, "Kahmis", "Kroval"), end: endPile},
	})
	t.Run("one at least, all at most", func(t *testing.T) {
		g := planet(p, crew...).start(t)
		startAttempt(t, g, "Sensitive Search")
		pick(t, g, "Code Forty-Seven")
		d := expectDecision(t, g, ann, KindSelect)
		if d.Min != 1 || d.Max != 3 {
			t.Fatalf("min %d max %d, want 1 and 3", d.Min, d.Max)
		}
		if _, err := g.Choose(ann, Choice{Decision: d.ID, Picks: []int{}}); err == nil {
			t.Fatal("choosing nobody should be refused")
		}
	})
}

// The Big Goodbye (25V004, space): a random personnel is stopped; when
// those left fail its requirement (three skills, or two skills and a
// Strength total), the stopped one dies and everyone else is stopped.
// Rulebook: Facing Dilemmas – a stopped personnel no longer counts for the
// requirement.
func TestDilemmaTheBigGoodbye(t *testing.T) {
	p := pile("The Big Goodbye")
	met := []string{"T'vis", "T'vis", "Vorax", "Vorax", "B'amara", "B'amara"}
	runSel(t, "The Big Goodbye", []selCase{
		{name: "met whoever is stopped", pos: space(p, met...), stoppedFrom: met, stoppedN: 1},
		{name: "not met: killed, the rest stopped", pos: space(p, "Kahmis", "Dokar", "Kroval"),
			stoppedFrom: []string{"Kahmis", "Dokar", "Kroval"}, stoppedN: 3, killedFrom: []string{"Kahmis", "Dokar", "Kroval"}, killedN: 1,
			check: func(t *testing.T, g *Game, mark int) {
				seq := eventsOf(g, mark, OutStop, OutKill)
				if len(seq) != 3 || seq[0].Kind != OutStop || seq[1].Kind != OutKill || seq[1].Cards[0] != seq[0].Cards[0] ||
					seq[2].Kind != OutStop || len(seq[2].Cards) != 2 {
					t.Fatalf("want stop X, kill X, stop the other two; got %+v", seq)
				}
			}},
	})
}

// Ominous Presence (26V008): one Diplomacy or Security personnel picked
// at random, then Ann chooses another of the same species (an exact
// match: Glossary – species); both are stopped. It costs 2 less when five
// or more personnel of one species attempt (step 3.e).
func TestDilemmaOminousPresence(t *testing.T) {
	p := pile("Ominous Presence")
	runSel(t, "Ominous Presence", []selCase{
		// Kahmis (Security) is picked; Dokar is the only other Klingon.
		{name: "same species chosen", pos: planet(p, "Kahmis", "Dokar", "Emok", "Gozar"),
			asks: []ask{{who: ann, options: []string{"Dokar"}, picks: []string{"Dokar"}}}, stopped: []string{"Kahmis", "Dokar"}},
		// Davidson (Human, Security) picked: Daniel Kwan is Human/Napean,
		// not the same species; Davies is Human.
		{name: "exact species match", pos: planet(p, "Davidson", "Daniel Kwan", "Davies", "Kroval"),
			asks: []ask{{who: ann, options: []string{"Davies"}, picks: []string{"Davies"}}}, stopped: []string{"Davidson", "Davies"}},
		{name: "no other of that species: one stopped", pos: planet(p, "Kahmis", "Emok", "Gozar", "Davies"), stopped: []string{"Kahmis"}},
		// Ruling: Dilemmas With Conditional Requirements – nobody picked,
		// no species to match: nothing happens.
		{name: "no Diplomacy or Security", pos: planet(p, "Dokar", "Kroval", "Emok", "Vorax")},
	})
	// The cost change decides whether a second dilemma fits the limit:
	// Ominous Presence (4, or 2) then Temptation (3) with five personnel.
	for _, tc := range []struct {
		name      string
		crew      []string
		tempation bool
	}{
		{"five Klingons: costs 2, Temptation faced", []string{"Kroval", "Dokar", "Vorax", "Dokar", "Kroval"}, true},
		{"four Klingons: costs 4, Temptation over the limit", []string{"Kroval", "Dokar", "Vorax", "Dokar", "Emok"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := planet(pile("Ominous Presence", "Temptation"), tc.crew...).start(t)
			startAttempt(t, g, "Sensitive Search")
			pick(t, g, "Ominous Presence", "Temptation")
			attemptOver(t, g)
			if got := hasEvent(g, "Ann's personnel face Temptation"); got != tc.tempation {
				t.Fatalf("Temptation faced: %v, want %v", got, tc.tempation)
			}
		})
	}
}

// Ardent Predator (27V001, space): two personnel picked at random are
// killed unless those two have Exobiology and Cunning>11 or Strength>13;
// only the two selected are counted.
func TestDilemmaArdentPredator(t *testing.T) {
	p := pile("Ardent Predator")
	runSel(t, "Ardent Predator", []selCase{
		{name: "Strength 14", pos: space(p, "Kahmis", "Dokar")},
		{name: "Exobiology and Cunning 13", pos: space(p, "Meraht", "Julian Bashir, Rebel Captain")},
		{name: "Strength 12, Cunning 10: killed", pos: space(p, "Kroval", "Meraht"), killed: []string{"Kroval", "Meraht"}},
		// Any two of these three fail, though all three together would
		// meet it (Strength 19): the one left out does not help.
		{name: "the third does not help", pos: space(p, "Kroval", "Meraht", "Kahmis"), killedFrom: []string{"Kroval", "Meraht", "Kahmis"}, killedN: 2},
	})
}

// Racial Tension (2C020): two personnel picked at random are stopped
// unless they are the same species (an exact match: Glossary – species).
// With one personnel, the missing second has no species (Ruling:
// Dilemmas With Conditional Requirements).
func TestDilemmaRacialTension(t *testing.T) {
	p := pile("Racial Tension")
	runSel(t, "Racial Tension", []selCase{
		{name: "both Klingon", pos: planet(p, "Kahmis", "Dokar")},
		{name: "Klingon and Cardassian", pos: planet(p, "Kahmis", "Emok"), stopped: []string{"Kahmis", "Emok"}},
		{name: "Human and Human/Napean differ", pos: planet(p, "Davidson", "Daniel Kwan"), stopped: []string{"Davidson", "Daniel Kwan"}},
		{name: "one personnel", pos: planet(p, "Kahmis"), stopped: []string{"Kahmis"}},
	})
}

// Exposed Power Relay (2U008): one personnel picked at random is stopped;
// with nine still remaining it is killed instead and a second one picked
// at random is killed; with ten still remaining Ben chooses a third to be
// killed. Remaining personnel are counted after the earlier actions
// (Rulebook: Facing Dilemmas – stopped personnel leave the attempt);
// Glossary: instead.
func TestDilemmaExposedPowerRelay(t *testing.T) {
	for _, tc := range []struct {
		crew, stopped, killed int
		benChooses            bool
	}{{3, 1, 0, false}, {9, 1, 0, false}, {10, 1, 2, false}, {11, 1, 2, false}, {12, 1, 3, true}} {
		t.Run(fmt.Sprintf("%d personnel", tc.crew), func(t *testing.T) {
			g := planet(pile("Exposed Power Relay"), klingons(tc.crew)...).start(t)
			startAttempt(t, g, "Sensitive Search")
			mark := len(g.events)
			pick(t, g, "Exposed Power Relay")
			if tc.benChooses {
				d := expectDecision(t, g, ben, KindSelect)
				if len(d.Options) != tc.crew-2 {
					t.Fatalf("Ben chooses among the %d left, offered %d", tc.crew-2, len(d.Options))
				}
				if _, err := g.Choose(ben, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
					t.Fatal(err)
				}
			}
			attemptOver(t, g)
			stops, kills := affected(g, mark, OutStop), affected(g, mark, OutKill)
			if len(stops) != tc.stopped || len(kills) != tc.killed {
				t.Fatalf("stopped %d killed %d, want %d and %d", len(stops), len(kills), tc.stopped, tc.killed)
			}
			if tc.killed > 0 && kills[0] != stops[0] {
				t.Fatal("the stopped personnel is the first killed, instead")
			}
		})
	}
}

// Flim-Flam Artist (2U010, planet): unless Diplomacy and 2 Programming or
// Law and Cunning>32, all are stopped, Ben may draw a card, and the
// dilemma returns to his pile. Glossary: may – an optional choice.
func TestDilemmaFlimFlamArtist(t *testing.T) {
	p := pile("Flim-Flam Artist")
	handSize := func(n int) func(t *testing.T, g *Game, mark int) {
		return func(t *testing.T, g *Game, mark int) {
			if got := len(g.players[ben].Hand); got != n {
				t.Fatalf("Ben holds %d cards, want %d", got, n)
			}
		}
	}
	runSel(t, "Flim-Flam Artist", []selCase{
		{name: "met", pos: planet(p, "T'vis", "Vorax", "B'amara"), check: handSize(0)},
		{name: "not met, Ben draws", pos: planet(p, "Kahmis", "Dokar", "Kroval"), stopped: []string{"Kahmis", "Dokar", "Kroval"}, end: endPile,
			asks: []ask{{who: ben, kind: KindOptional, options: []string{"Do it: Draw a card", "Do not draw a card"}, picks: []string{"Draw a card"}}}, check: handSize(1)},
		{name: "not met, Ben declines", pos: planet(p, "Kahmis", "Dokar", "Kroval"), stopped: []string{"Kahmis", "Dokar", "Kroval"}, end: endPile,
			asks: []ask{{who: ben, kind: KindOptional, picks: []string{"Do not"}}}, check: handSize(0)},
	})
}

// Indecent Proposal (33V003): one personnel costing 5 or more, picked at
// random, is stopped; if none can be, Ben chooses one to be stopped; if a
// personnel costing 5 or more was stopped by it, the dilemma returns.
func TestDilemmaIndecentProposal(t *testing.T) {
	p := pile("Indecent Proposal")
	runSel(t, "Indecent Proposal", []selCase{
		{name: "cost 5 stopped: returns", pos: planet(p, "Mara, Science Officer", "Kahmis", "Dokar"), stopped: []string{"Mara, Science Officer"}, end: endPile},
		{name: "nobody costs 5: Ben chooses, overcome", pos: planet(p, "Kahmis", "Dokar", "Kroval"),
			asks: []ask{{who: ben, options: []string{"Kahmis", "Dokar", "Kroval"}, picks: []string{"Dokar"}}}, stopped: []string{"Dokar"}},
	})
}

// Cornered (36V004, planet): unless 2 Astrometrics and 2 Navigation, or
// Ann commands a completed mission of span 4 or more, two personnel picked
// at random are killed.
func TestDilemmaCornered(t *testing.T) {
	p := pile("Cornered")
	crew := []string{"Kahmis", "Dokar", "Kroval"}
	runSel(t, "Cornered", []selCase{
		{name: "not met: two killed", pos: planet(p, crew...), killedFrom: crew, killedN: 2},
		{name: "a completed span-4 mission", pos: withExtra(planet(p, crew...), "      - card: Explore Black Cluster\n        completed: true\n")},
		{name: "2 Astrometrics and 2 Navigation", pos: planet(p, "Vorax", "Rabal", "Dokar", "Dokar")},
	})
}

// Dead Weight (36V005): every personnel with none of the skills the
// mission requires is stopped. Sensitive Search requires Programming,
// Security and one of Acquisition, Honor, Law, Treachery: every skill of
// either side of an "or" counts (Rulebook: Checking Mission Requirements).
func TestDilemmaDeadWeight(t *testing.T) {
	p := pile("Dead Weight")
	runSel(t, "Dead Weight", []selCase{
		{name: "those lacking stopped", pos: planet(p, "Kahmis", "B'amara", "Gozar", "Kroval", "Dokar"), stopped: []string{"Kroval", "Dokar"}},
		// Military Exercises requires Leadership, Officer and Security.
		{name: "space", pos: space(p, "Kahmis", "Dokar", "Kroval", "Vorax"), stopped: []string{"Kroval", "Vorax"}},
	})
}

// Unorthodox Recruitment (38V012, planet): unless Intelligence, one
// personnel with Cunning>6 picked at random is placed in its owner's
// discard pile (not killed); if none can be, all are stopped and the
// dilemma returns.
func TestDilemmaUnorthodoxRecruitment(t *testing.T) {
	p := pile("Unorthodox Recruitment")
	runSel(t, "Unorthodox Recruitment", []selCase{
		{name: "Intelligence", pos: planet(p, "Meraht", "Julian Bashir, Rebel Captain")},
		{name: "to the discard pile", pos: planet(p, "Kahmis", "Julian Bashir, Rebel Captain"),
			check: func(t *testing.T, g *Game, mark int) {
				jb := find(t, g, "Julian Bashir, Rebel Captain")
				if jb.Zone != ZDiscard || !slices.Contains(g.players[ann].Discard, jb.ID) {
					t.Fatalf("Julian Bashir should be in Ann's discard pile, is in %s", jb.Zone)
				}
				if got := affected(g, mark, OutPlaceInDiscard); !slices.Equal(got, []int{jb.ID}) {
					t.Fatalf("discard events name %q", namesOf(g, got))
				}
			}},
		{name: "cannot: all stopped, returns", pos: planet(p, "Kahmis", "Dokar"), stopped: []string{"Kahmis", "Dokar"}, end: endPile},
	})
}

// Dragon's Teeth (40V003): two random personnel die when the two cost,
// together, no more than Ann holds cards.
func TestDilemmaDragonsTeeth(t *testing.T) {
	p := pile("Dragon's Teeth")
	crew := []string{"Kahmis", "Dokar", "Kroval"} // cost 3 (the dilemma's): any two cost 2
	runSel(t, "Dragon's Teeth", []selCase{
		{name: "2 > 1 card", pos: planet(p, crew...), setup: handOf(1)},
		{name: "2 = 2 cards: killed", pos: planet(p, crew...), setup: handOf(2), killedFrom: crew, killedN: 2},
		{name: "2 > 0 cards", pos: planet(p, crew...)},
	})
}

// Weight of Command (40V009): three personnel picked at random; each
// Officer among them is stopped, then each unstopped [Rom] among them is
// placed at Ann's headquarters mission, leaving the attempt unstopped
// (Rulebook: Order – Attempt a Mission).
func TestDilemmaWeightOfCommand(t *testing.T) {
	p := pile("Weight of Command")
	runSel(t, "Weight of Command", []selCase{
		{name: "Officers stopped, an unstopped Romulan sent home", pos: planet(p, "Dokar", "Nevala", "Mopak"), stopped: []string{"Dokar", "Nevala"},
			check: func(t *testing.T, g *Game, mark int) {
				hq := g.players[ann].Missions[0]
				mopak, nevala := find(t, g, "Mopak"), find(t, g, "Nevala")
				if mopak.Zone != ZSurface || mopak.Where != hq || mopak.Stopped {
					t.Fatalf("Mopak should be unstopped at Ann's headquarters; zone %s where %d stopped %v", mopak.Zone, mopak.Where, mopak.Stopped)
				}
				if nevala.Where == hq {
					t.Fatal("Nevala was stopped: she stays")
				}
				if got := affected(g, mark, OutToHQ); !slices.Equal(got, []int{mopak.ID}) {
					t.Fatalf("placed: %q", namesOf(g, got))
				}
			}},
		// Two headquarters missions: Ann picks where.
		{name: "Ann picks the headquarters", pos: withExtra(planet(p, "Dokar", "Nevala", "Mopak"), "      - card: \"Romulus, Seat of Power\"\n"),
			asks:    []ask{{who: ann, options: []string{"Qo'noS, Heart of the Empire", "Romulus, Seat of Power"}, picks: []string{"Romulus"}}},
			stopped: []string{"Dokar", "Nevala"},
			check: func(t *testing.T, g *Game, mark int) {
				if m := find(t, g, "Mopak"); m.Zone != ZSurface || g.cards[m.Where].Card.Title != "Romulus" {
					t.Fatalf("Mopak should be at Romulus; zone %s at %s", m.Zone, g.cardName(m.Where))
				}
			}},
	})
}

// Unknown Microorganism (6P011, planet): failing its requirement (three
// science skills, or two Security with an equipment that is no Hand
// Weapon), a random personnel dies, the rest are stopped, and the
// dilemma goes back under Ben's pile.
func TestDilemmaUnknownMicroorganism(t *testing.T) {
	p := pile("Unknown Microorganism")
	crew := []string{"Kahmis", "T'vis", "Dokar"}
	runSel(t, "Unknown Microorganism", []selCase{
		{name: "Biology, Medical and Science", pos: planet(p, "B'amara", "Kroval", "Dokar")},
		{name: "2 Security and an Engineering Kit", pos: planet(p, "Kahmis", "T'vis", "Vorax", "Engineering Kit")},
		{name: "2 Security and a Hand Weapon only", pos: planet(p, append(slices.Clone(crew), "Bat'leth")...),
			killedFrom: crew, killedN: 1, stoppedFrom: crew, stoppedN: 2, end: endPile},
		{name: "not met", pos: planet(p, crew...), killedFrom: crew, killedN: 1, stoppedFrom: crew, stoppedN: 2, end: endPile},
	})
}

// Every dilemma of the selection family reads in our own words, built
// from its encoding: the generated text names what each step does.
func TestSelectionDilemmaTexts(t *testing.T) {
	lib := testLib(t)
	for name, want := range map[string][]string{
		"Neural Parasites":       {"costs 3 more for each mission you have completed", "one personnel for each headquarters mission you command, chosen by your opponent"},
		"Personal Duty":          {"all but one of the personnel with Leadership or Officer"},
		"Code Forty-Seven":       {"one or more [Cmd] personnel", "Unless the total cost of the personnel this dilemma stopped is 4 or more"},
		"Kelvan Show of Force":   {"other than Android or Hologram", "among those selected, picked at random"},
		"Weight of Command":      {"unstopped [Rom] personnel at your headquarters mission"},
		"Unorthodox Recruitment": {"in its owner's discard pile"},
		"Chameloid Chicanery":    {"If your opponent has an Infiltrator personnel at this mission"},
		"Assassin Team":          {"your opponent commands 3 or more Assassin personnel", "otherwise: stop the selected personnel"},
		"Ominous Presence":       {"costs 2 less if you have 5 or more personnel of one species facing it", "same species as the one selected before"},
		"Dead Weight":            {"none of the skills this mission requires"},
		"Flim-Flam Artist":       {"your opponent may draw a card"},
		"Dragon's Teeth":         {"more than the number of cards in your hand"},
	} {
		c, err := lib.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		text := c.GameText()
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q lacks %q", name, text, w)
			}
		}
		if c.Status != Enforced {
			t.Errorf("%s is %s", name, c.Status)
		}
	}
}

// selectionDilemmas are the cards of assets/cards/dilemmas-selection.yaml.
var selectionDilemmas = []string{"Chameloid Chicanery", "Nose to Nose", "Neural Parasites", "Moral Choice", "Show Trial",
	"Assassin Team", "Assassination Attempt", "Kelvan Show of Force", "Personal Duty", "Temptation", "Dark Page",
	"In Development", "Code Forty-Seven", "Coolant Leak", "The Big Goodbye", "Ominous Presence", "Ardent Predator",
	"Adversarial Trial", "Standing Trial", "Racial Tension", "Exposed Power Relay", "Flim-Flam Artist",
	"Picking Up the Pieces", "Discommendation", "Unconventional Consideration", "Indecent Proposal", "Cornered",
	"Dead Weight", "Silent Witness", "Unorthodox Recruitment", "Dragon's Teeth", "Weight of Command",
	"Back Room Dealings", "Guess Who's Coming to Dinner?", "Unknown Microorganism", "Cultural Differences",
	"Warp Bubble Mishap"}

// Bot games (basic and random bots) whose dilemma piles hold every
// selection-family dilemma: every decision they pose has a legal answer
// the bots find, the invariants hold after every choice, and the
// dilemmas are faced.
func TestBotGamesWithSelectionDilemmasKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	fed, kli := fedDeck(t, lib), kliDeck(t, lib)
	fed.Dilemmas, kli.Dilemmas = nil, nil
	for _, n := range selectionDilemmas {
		fed.Dilemmas = append(fed.Dilemmas, mustFind(t, lib, n))
		kli.Dilemmas = append(kli.Dilemmas, mustFind(t, lib, n))
	}
	faced := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := New(lib, Setup{Decks: [2]DeckList{fed, kli}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		kind := BotBasic
		if seed%2 == 0 {
			kind = BotRandom
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
				t.Fatalf("seed %d: bot choice refused: %v (%s %q)", seed, err, d.Kind, d.Prompt)
			}
			checkInvariants(t, g)
		}
		for _, e := range g.Events() {
			if e.Kind == "face" && len(e.Cards) == 1 {
				faced[g.cards[e.Cards[0]].Card.Name()]++
			}
		}
	}
	n := 0
	for _, name := range selectionDilemmas {
		if faced[name] > 0 {
			n++
		}
	}
	if n < len(selectionDilemmas)/2 {
		t.Errorf("only %d of %d selection dilemmas were faced in %d games: %v", n, len(selectionDilemmas), games, faced)
	}
	t.Logf("%d of %d selection dilemmas faced in %d games", n, len(selectionDilemmas), games)
}
