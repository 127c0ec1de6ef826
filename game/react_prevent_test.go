package game

import (
	"slices"
	"strings"
	"testing"
)

// Tests of the personnel that answer "about to be stopped / killed"
// (assets/cards/reacting.yaml). Rulebook: Glossary – actions, response
// actions and "prevent" response actions (each trigger answered once per
// ability; costs paid first); Rulebook: Facing Dilemmas.

// Gowron, Sole Leader of the Empire (0P012): a Treachery Klingon
// discarded from hand prevents the kill, then the stop, of an Honor
// Klingon — once each turn for both. Rulebook: Glossary – actions,
// "prevent" response actions.
func TestGowronPreventsOnceEachTurn(t *testing.T) {
	p := reactPos{mission: "Khitomer Investigation", crew: []string{"Gowron, Sole Leader of the Empire", "K'nera", "Kahmis"},
		hand: []string{"J'Dan", "Filuz"}, pile: []string{"Test Execution", "Test Hold"}}
	g := p.start(t)
	mark := len(g.events)
	expectDecision(t, g, ann, KindSelect)
	pick(t, g, "K'nera")
	use(t, g, "Use Gowron")
	pick(t, g, "J'Dan")
	passAll(t, g, "")
	if find(t, g, "K'nera").Zone != ZSurface {
		t.Fatal("K'nera's kill should have been prevented")
	}
	if find(t, g, "J'Dan").Zone != ZDiscard {
		t.Fatal("the Treachery Klingon was not discarded to pay")
	}
	// The second dilemma stops K'nera: Gowron has been used this turn,
	// though Filuz could pay again.
	expectDecision(t, g, ann, KindSelect)
	pick(t, g, "K'nera")
	if passAll(t, g, "Use Gowron") {
		t.Fatal("Gowron offered twice in one turn")
	}
	attemptOver(t, g)
	wantAffected(t, g, mark, OutStop, "K'nera, Klingon Defense Force Commander")
	wantAffected(t, g, mark, OutKill)
}

// Gowron (0P012) answers only Honor Klingons: Kahmis has no Honor.
func TestGowronOnlyForHonorKlingons(t *testing.T) {
	p := reactPos{mission: "Khitomer Investigation", crew: []string{"Gowron, Sole Leader of the Empire", "K'nera", "Kahmis"},
		hand: []string{"J'Dan"}, pile: []string{"Test Hold"}}
	g := p.start(t)
	pick(t, g, "Kahmis")
	if passAll(t, g, "Use Gowron") {
		t.Fatal("Gowron offered for a personnel without Honor")
	}
	attemptOver(t, g)
	if !find(t, g, "Kahmis").Stopped {
		t.Fatal("Kahmis should be stopped")
	}
}

// Worf, Chief of Security (0VP012): Triage is about to stop Martin, a
// [TNG] personnel present; Worf is stopped instead. The stop happened (to
// Worf), so Triage's alternative does not follow. Glossary: replace,
// exchange (what was about to happen moves to the replacement); Rulebook:
// Facing Dilemmas – "if you cannot".
func TestWorfStoppedInstead(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Worf, Chief of Security", "Martin", "Davies"}, pile: []string{"Triage"}}
	g := p.start(t)
	mark := len(g.events)
	pick(t, g, "Martin")
	use(t, g, "Use Worf")
	attemptOver(t, g)
	wantAffected(t, g, mark, OutStop, "Worf, Chief of Security")
	wantAffected(t, g, mark, OutKill)
	wantInPlay(t, find(t, g, "Martin"), true) // stopped only when the attempt failed
}

// Worf (0VP012) answers for [TNG] personnel only, and not when he is
// himself about to be stopped by the same action.
func TestWorfNotOffered(t *testing.T) {
	t.Run("not [TNG]", func(t *testing.T) {
		p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
			crew: []string{"Worf, Chief of Security", "Bandee"}, pile: []string{"Triage"}}
		g := p.start(t)
		pick(t, g, "Bandee")
		if passAll(t, g, "Use Worf") {
			t.Fatal("Worf offered for a personnel without [TNG]")
		}
	})
	t.Run("himself stopped too", func(t *testing.T) {
		p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
			crew: []string{"Worf, Chief of Security", "Martin"}, pile: []string{"Test Stall"}}
		g := p.start(t)
		if passAll(t, g, "Use Worf") {
			t.Fatal("Worf offered while the same action stops him")
		}
	})
}

// Karina, Hindering Analyst (22V044) and Ruwon, Hindering Analyst
// (22V045): while their player holds more cards than the opponent, they
// must discard an event to prevent the stop (Karina) or kill (Ruwon) of a
// [Rom] personnel present by a dilemma: their text has no "may", so the
// response is mandatory. Rulebook: Glossary – actions, response actions
// (mandatory and optional).
func TestKarinaAndRuwonPrevent(t *testing.T) {
	for _, c := range []struct {
		name, dilemma, outcome string
	}{
		{"Karina, Hindering Analyst", "Test Hold", OutStop},
		{"Ruwon, Hindering Analyst", "Test Execution", OutKill},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, more := range []bool{true, false} {
				hand := []string{"At What Cost?", "Davies"}
				benHand := []string{"Davies"}
				if !more {
					benHand = []string{"Davies", "Davies", "Davies"}
				}
				p := reactPos{hq: "Romulus, Seat of Power", mission: "Supervise Dilithium Mine",
					crew: []string{c.name, "Palteth", "Mopak"}, hand: hand, benHand: benHand, pile: []string{c.dilemma}}
				g := p.start(t)
				mark := len(g.events)
				pick(t, g, "Palteth")
				// The response is mandatory and Ann's only one: it is not
				// asked, it happens, and its cost (which event) is asked.
				d := g.Pending()
				if d != nil && d.Kind == KindRespond && hasOption(d, "Use "+c.name[:5]) {
					t.Fatalf("a sole mandatory response was asked: %q", labels(d))
				}
				used := logHas(g, ann, mark, "uses "+c.name[:5])
				if used != more {
					t.Fatalf("more cards in hand %v: used %v", more, used)
				}
				if more {
					pick(t, g, "At What Cost?")
				}
				attemptOver(t, g)
				if more {
					wantAffected(t, g, mark, c.outcome)
				} else {
					wantAffected(t, g, mark, c.outcome, "Palteth")
				}
			}
		})
	}
}

// Ira Graves, Noted Molecular Cyberneticist (7R101): an Android
// discarded from hand prevents an Android present being stopped, and Ira
// himself being killed — once each turn.
func TestIraGravesPrevents(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Ira Graves, Noted Molecular Cyberneticist", "Soong-type Android", "Davies"},
		hand: []string{"Soong-type Android", "Lal, Beloved"}, pile: []string{"Test Hold", "Test Execution"}}
	g := p.start(t)
	pick(t, g, "Soong-type")
	use(t, g, "Use Ira Graves")
	pick(t, g, "Lal")
	passAll(t, g, "")
	androids := findAll(g, "Soong-type Android")
	for _, a := range androids {
		if a.Zone == ZSurface && a.Stopped {
			t.Fatal("the Android's stop should have been prevented")
		}
	}
	// Once each turn: his own kill is not prevented.
	pick(t, g, "Ira Graves")
	if passAll(t, g, "Use Ira Graves") {
		t.Fatal("Ira Graves offered twice in one turn")
	}
	attemptOver(t, g)
	wantKilled(t, g, find(t, g, "Ira Graves"))
}

// Ira Graves (7R101) answers for himself though he is no Android.
func TestIraGravesPreventsOwnKill(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Ira Graves, Noted Molecular Cyberneticist", "Davies"},
		hand: []string{"Soong-type Android"}, pile: []string{"Test Execution"}}
	g := p.start(t)
	pick(t, g, "Ira Graves")
	use(t, g, "Use Ira Graves")
	pick(t, g, "Soong-type Android")
	attemptOver(t, g)
	if find(t, g, "Ira Graves").Zone != ZSurface {
		t.Fatal("Ira Graves's kill should have been prevented")
	}
}

// Robin Lefler, Pragmatic Specialist (26V035): a dilemma needing no skill
// (Test Stall stops everyone), a copy overcome beneath one of Ann's
// missions: Lefler stops herself to prevent the stop of every [TNG]
// personnel present; Bandee, no [TNG], is still stopped. Rulebook:
// Glossary – actions, costs ("stop this personnel") and "prevent"
// responses.
func TestRobinLeflerPreventsForAll(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Robin Lefler, Pragmatic Specialist", "Davies", "Martin", "Jessel", "Bandee"},
		more: "      - card: Investigate Coup\n        overcome: [\"Test Stall\"]\n",
		pile: []string{"Test Stall"}}
	g := p.start(t)
	mark := len(g.events)
	use(t, g, "Use Robin Lefler")
	if d := g.Pending(); d != nil && d.Kind == KindRespond && hasOption(d, "Use Robin Lefler") {
		t.Fatal("one use answers for every [TNG] personnel: a single option, used once")
	}
	passAll(t, g, "")
	attemptOver(t, g)
	// Her own stop (the cost) and Bandee's (the dilemma): nobody else's.
	wantAffected(t, g, mark, OutStop, "Robin Lefler, Pragmatic Specialist", "Bandee")
}

// Robin Lefler (26V035) is offered only against a dilemma needing no skill
// with a copy overcome beneath a mission of Ann's.
func TestRobinLeflerConditions(t *testing.T) {
	for _, c := range []struct {
		name     string
		dilemma  string
		overcome []string
		want     bool
	}{
		{"no copy overcome", "Test Stall", nil, false},
		{"needs a skill", "Test Hunt", []string{"Test Hunt"}, false},
		{"no skill, copy overcome", "Test Stall", []string{"Test Stall"}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
				crew: []string{"Robin Lefler, Pragmatic Specialist", "Davies", "Martin"}, pile: []string{c.dilemma}}
			if len(c.overcome) > 0 {
				p.more = "      - card: Investigate Coup\n        overcome: " + yamlList(c.overcome) + "\n"
			}
			g := p.start(t)
			if got := finishAttempt(t, g, "Use Robin Lefler"); got != c.want {
				t.Fatalf("offered %v, want %v", got, c.want)
			}
		})
	}
}

// B'Etor, Romulan Conspirator (4R165): about to be stopped by a dilemma,
// she unstops a stopped [Rom] personnel present, who joins the attempt;
// she is still stopped. Glossary: stopped (text naming a stopped card may
// affect it).
func TestBEtorUnstopsAndJoins(t *testing.T) {
	p := reactPos{hq: "Romulus, Seat of Power", mission: "Supervise Dilithium Mine",
		crew: []string{"B'Etor, Romulan Conspirator", "Palteth", "{card: Noram, stopped: true}"}, pile: []string{"Test Hold", "Test Execution"}}
	g := p.start(t)
	pick(t, g, "B'Etor")
	use(t, g, "Use B'Etor")
	if d := g.Pending(); d != nil && d.Kind == KindSelect {
		pick(t, g, "Noram")
	}
	passAll(t, g, "")
	noram := find(t, g, "Noram")
	if noram.Stopped || !slices.Contains(g.attempt.personnel, noram.ID) {
		t.Fatal("Noram should be unstopped and in the attempt")
	}
	if !find(t, g, "B'Etor").Stopped {
		t.Fatal("B'Etor is still stopped")
	}
	// Noram now faces the second dilemma: he may be chosen.
	d := expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Noram") {
		t.Fatalf("Noram should face the next dilemma: %q", optionNames(d))
	}
}

// Alyssa Ogawa, Enterprise Medical Assistant (1R252): another personnel
// present about to be killed goes on top of its owner's deck instead of
// the discard pile; she stops herself and places a card from hand on top
// of the deck first (Glossary: actions – costs; Ruling: Pending Effects).
func TestAlyssaOgawaSavesToDeck(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Alyssa Ogawa, Enterprise Medical Assistant", "Martin", "Davies"}, hand: []string{"Lopez"}, pile: []string{"Test Execution"}}
	g := p.start(t)
	pick(t, g, "Martin")
	use(t, g, "Use Alyssa Ogawa")
	pick(t, g, "Lopez")
	attemptOver(t, g)
	martin, lopez := find(t, g, "Martin"), find(t, g, "Lopez")
	deck := g.players[ann].Deck
	if martin.Zone != ZDeck || deck[0] != martin.ID || deck[1] != lopez.ID {
		t.Fatalf("Martin on top of the deck, Lopez under him: Martin in %s, deck %v", martin.Zone, namesOf(g, deck[:2]))
	}
	if !find(t, g, "Alyssa Ogawa").Stopped {
		t.Fatal("Ogawa stops herself to pay")
	}
	// Ben saw a card placed from hand, not which.
	for _, e := range g.Log(ben) {
		if e.Kind == "deck-top" && (slices.Contains(e.Cards, lopez.ID) || strings.Contains(e.Text, "Lopez")) {
			t.Fatalf("Ben's view names the card from Ann's hand: %q", e.Text)
		}
	}
}

// Sito Jaxa, Undercover "Terrorist" (32V013): about to be killed, she
// takes a [TNG] card from the discard pile into hand; she is still killed
// (the response prevents nothing).
func TestSitoJaxaAboutToBeKilled(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Sito Jaxa, Undercover \"Terrorist\"", "Davies"}, discard: []string{"Lopez", "Bandee"}, pile: []string{"Test Execution"}}
	g := p.start(t)
	pick(t, g, "Sito Jaxa")
	use(t, g, "Use Sito Jaxa")
	d := expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Bandee") {
		t.Fatal("Bandee has no [TNG] icon")
	}
	pick(t, g, "Lopez")
	attemptOver(t, g)
	if find(t, g, "Lopez").Zone != ZHand {
		t.Fatal("Lopez should be in hand")
	}
	wantKilled(t, g, find(t, g, "Sito Jaxa"))
}

// Sito Jaxa (32V013) about to be captured: a combat won by Ben places a
// random personnel of Ann's in his brig; she answers first. Rulebook:
// Combat; Brig and Captives.
func TestSitoJaxaAboutToBeCaptured(t *testing.T) {
	g := startScenarioWith(t, reactLib(t), `
active: 2
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    discard: [Lopez]
    deck: [Davies]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Kahmis, Dokar, {card: "Sito Jaxa, Undercover \"Terrorist\"", controller: 1}]
    core: [Test Brawl]
    deck: [Dokar]
`)
	choose(t, g, "Use Test Brawl")
	choose(t, g, "Combat at Khitomer Investigation")
	use(t, g, "Use Sito Jaxa")
	skipEmptyWindows(t, g)
	if d := g.Pending(); d != nil && d.Kind == KindSelect {
		pick(t, g, "Lopez")
	}
	passAll(t, g, "")
	if find(t, g, "Lopez").Zone != ZHand {
		t.Fatal("Lopez should be in Ann's hand")
	}
	if find(t, g, "Sito Jaxa").Zone != ZBrig {
		t.Fatal("Sito is still captured")
	}
}

// Robin Lefler (26V035), herself chosen to be stopped by a dilemma needing
// no skill, may still stop herself to pay her cost: selecting and stopping
// are two actions, and a personnel selected to be stopped may be stopped
// by its own player's text in between (Ruling: Stopping Your Own
// Personnel). The dilemma's stop is then prevented: it stops nobody.
func TestRobinLeflerStopsHerselfWhenChosen(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Robin Lefler, Pragmatic Specialist", "Davies"},
		more: "      - card: Investigate Coup\n        overcome: [\"Test Hold\"]\n", pile: []string{"Test Hold"}}
	g := p.start(t)
	pick(t, g, "Robin Lefler")
	mark := len(g.events)
	use(t, g, "Use Robin Lefler")
	passAll(t, g, "")
	stops := 0
	for _, e := range g.Events()[mark:] {
		if e.Kind == OutStop {
			stops++
			if e.Text != "Ann stops Robin Lefler, Pragmatic Specialist." {
				t.Fatalf("only her own text stops her: %q", e.Text)
			}
		}
	}
	if stops != 1 || !find(t, g, "Robin Lefler").Stopped {
		t.Fatalf("%d stops; she is stopped once, by her cost", stops)
	}
}
