package game

import (
	"slices"
	"strings"
	"testing"
)

// Tests of the cards that answer selections (assets/cards/reacting.yaml):
// "when randomly selected", "about to be randomly selected", an
// opponent's choice made random, a card that cannot be chosen. Rulebook:
// Facing Dilemmas (selecting and what happens to the selected are two
// actions; a card that cannot perform an action cannot be chosen, and the
// action is ignored for it when it is selected at random); Ruling: Set Up
// (text affecting a random selection answers before any card is
// selected).

// Jera (13C101) may be played aboard a [Rom] ship of her player's, as
// well as at a headquarters that allows her. Rulebook: Playing specific
// kinds of cards.
func TestJeraPlayedAboardRomulanShip(t *testing.T) {
	g := startScenarioWith(t, reactLib(t), `
active: 1
segment: play
players:
  - name: Ann
    missions:
      - card: Romulus, Seat of Power
      - card: Supervise Dilithium Mine
        ships:
          - {card: Khazara, aboard: [Palteth]}
          - {card: U.S.S. Nebula, aboard: [Davies]}
    hand: [Jera]
    deck: [Mopak, Mopak]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	d := expectDecision(t, g, ann, KindPlayDraw)
	if hasOption(d, "aboard U.S.S. Nebula") {
		t.Fatal("Jera offered aboard a ship that is not [Rom]")
	}
	if !hasOption(d, "Play Jera (cost 1) at Romulus") {
		t.Fatal("Jera may still be played at her headquarters")
	}
	choose(t, g, "Play Jera (cost 1) aboard Khazara")
	jera := find(t, g, "Jera")
	if jera.Zone != ZAboard || g.cards[jera.Where].Card.Title != "Khazara" {
		t.Fatalf("Jera should be aboard Khazara, is in %s", jera.Zone)
	}
}

// Jera (13C101), randomly selected by a dilemma, returns to her owner's
// hand (mandatory). She is spared the stop; her own player's text kept the
// dilemma from performing its effect completely, so its alternative
// follows. Rulebook: Facing Dilemmas – "if you cannot"; Ruling: Pending
// Effects.
func TestJeraReturnsToHandWhenRandomlySelected(t *testing.T) {
	p := reactPos{hq: "Romulus, Seat of Power", mission: "Supervise Dilithium Mine",
		crew: []string{"Jera", "Palteth", "Chagrith"}, pile: []string{"Test Hunt"}}
	g := p.start(t)
	mark := 0 // Jera's text is Ann's only mandatory response: it happened as the attempt started
	use(t, g, "Use Jera")
	attemptOver(t, g)
	if find(t, g, "Jera").Zone != ZHand {
		t.Fatal("Jera should be back in hand")
	}
	wantAffected(t, g, mark, OutStop, "Palteth", "Chagrith")
}

// Jera (13C101) is not asked when chosen rather than randomly selected.
func TestJeraNotWhenChosen(t *testing.T) {
	p := reactPos{hq: "Romulus, Seat of Power", mission: "Supervise Dilithium Mine",
		crew: []string{"Jera", "Palteth"}, pile: []string{"Test Hold"}}
	g := p.start(t)
	pick(t, g, "Jera")
	if finishAttempt(t, g, "Use Jera") {
		t.Fatal("Jera answered a chosen selection")
	}
	if find(t, g, "Jera").Zone == ZHand {
		t.Fatal("Jera should not return to hand")
	}
}

// Tasha Yar, Chief of Security (1R286): Martin, non-Security, on the same
// planet, is randomly selected to be killed; Tasha is killed instead.
// Glossary: replace (what was about to happen to the original happens to
// the replacement).
func TestTashaYarKilledInstead(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Tasha Yar, Chief of Security", "Martin", "Davies"}, pile: []string{"Test Ambush"}}
	g := p.start(t)
	mark := len(g.events)
	use(t, g, "Use Tasha Yar")
	attemptOver(t, g)
	wantAffected(t, g, mark, OutKill, "Tasha Yar, Chief of Security")
	if find(t, g, "Martin").Zone != ZSurface {
		t.Fatal("Martin should be alive")
	}
}

// Tasha Yar (1R286) answers only a random selection to be killed: not a
// random stop, not a chosen kill, not from aboard a ship.
func TestTashaYarNotOffered(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  reactPos
	}{
		{"random stop", reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
			crew: []string{"Tasha Yar, Chief of Security", "Jessel"}, pile: []string{"Test Hunt"}}},
		{"chosen kill", reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
			crew: []string{"Tasha Yar, Chief of Security", "Martin"}, pile: []string{"Test Execution"}}},
		{"not on a planet", reactPos{hq: "Earth, Cradle of the Federation", mission: "Study Rare Phenomenon", ship: "U.S.S. Nebula",
			crew: []string{"Tasha Yar, Chief of Security", "Martin", "Rixx", "Lian T'su"}, pile: []string{"Test Ambush"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := c.pos.start(t)
			if finishAttempt(t, g, "Use Tasha Yar") {
				t.Fatal("Tasha Yar offered")
			}
		})
	}
}

// K'Ehleyr, Uncertain Emissary (40V039): randomly selected by a dilemma,
// each player may draw a card; Ann draws, Ben declines.
func TestKEhleyrEachPlayerMayDraw(t *testing.T) {
	p := reactPos{mission: "Khitomer Investigation", crew: []string{"K'Ehleyr, Uncertain Emissary"}, pile: []string{"Test Lottery"}}
	g := p.start(t)
	annHand, benHand := len(g.players[ann].Hand), len(g.players[ben].Hand)
	use(t, g, "Use K'Ehleyr")
	d := expectDecision(t, g, ann, KindOptional)
	if !hasOption(d, "Do not draw") {
		t.Fatal("drawing is optional")
	}
	choose(t, g, "Draw a card")
	expectDecision(t, g, ben, KindOptional)
	choose(t, g, "Do not draw")
	attemptOver(t, g)
	if len(g.players[ann].Hand) != annHand+1 || len(g.players[ben].Hand) != benHand {
		t.Fatalf("hands: Ann %d→%d, Ben %d→%d", annHand, len(g.players[ann].Hand), benHand, len(g.players[ben].Hand))
	}
}

// maxwellPos: Maxwell and Davies on a planet, a staffed [Fed] ship of
// Ann's there (or not); a dilemma stops one of them at random.
func maxwellPos(seed uint64, ship bool) reactPos {
	p := reactPos{seed: seed, hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Benjamin Maxwell, Misguided Maverick", "Davies"}, pile: []string{"Test Lottery"}}
	if ship {
		p.more = "        ships:\n          - {card: U.S.S. Nebula, aboard: [Rixx, \"Lian T'su\", Kelly Relief]}\n"
	}
	return p
}

// Benjamin Maxwell, Misguided Maverick (24V030): with a staffed [Fed]
// ship at his mission, he may be left out of a random selection; Davies
// is then stopped whatever the seed. Ruling: Set Up (random selections
// are answered before any card is selected).
func TestBenjaminMaxwellExcluded(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g := maxwellPos(seed, true).start(t)
		mark := len(g.events)
		use(t, g, "Use Benjamin Maxwell")
		attemptOver(t, g)
		wantAffected(t, g, mark, OutStop, "Davies")
	}
}

// Benjamin Maxwell (24V030) without a [Fed] ship at the mission: never
// offered.
func TestBenjaminMaxwellNeedsShip(t *testing.T) {
	g := maxwellPos(1, false).start(t)
	if finishAttempt(t, g, "Use Benjamin Maxwell") {
		t.Fatal("Maxwell offered without a staffed [Fed] ship there")
	}
}

// Benjamin Maxwell (24V030) left out of a card's random selection: a
// combat won by Ben captures a random personnel of Ann's involved; with
// Maxwell left out, it is Davies. Rulebook: Combat; Brig and Captives.
func TestBenjaminMaxwellExcludedFromCapture(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := startScenarioWith(t, reactLib(t), `
seed: `+string(rune('0'+seed))+`
active: 2
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
  - missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
        surface: [Kahmis, Dokar, K'nera, {card: "Benjamin Maxwell, Misguided Maverick", controller: 1}, {card: Davies, controller: 1}]
        ships: [{card: U.S.S. Nebula, controller: 1, aboard: [{card: Rixx, controller: 1}, {card: "Lian T'su", controller: 1}, {card: Kelly Relief, controller: 1}]}]
    core: [Test Brawl]
    deck: [Dokar]
`)
		choose(t, g, "Use Test Brawl")
		choose(t, g, "Combat at Khitomer Investigation")
		use(t, g, "Use Benjamin Maxwell")
		passAll(t, g, "")
		captive := g.players[ben].Brig
		if len(captive) != 1 || g.cards[captive[0]].Card.Title != "Davies" {
			t.Fatalf("seed %d: Davies should be the captive", seed)
		}
	}
}

// Thei, Candid Analyst (35V040), Ben's, at the mission Ann attempts: when
// Ann is about to choose a personnel for Ben's Triage, the selection is
// made at random among all eligible instead (mandatory). Ann is never
// asked to choose, and only a Biology or Medical personnel is stopped.
func TestTheiMakesChoiceRandom(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		p := reactPos{seed: seed, hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
			crew: []string{"Martin", "Jessel", "Davies", `{card: "Thei, Candid Analyst", owner: 2, controller: 2}`}, pile: []string{"Triage"}}
		g := p.start(t)
		mark := 0 // Thei happens by itself as the position starts
		// Thei's text is mandatory and Ben's only response: it happens
		// without asking him.
		if d := g.Pending(); d != nil && hasOption(d, "Use Thei") {
			t.Fatalf("Ben is asked to use Thei: %s %q", d.Kind, optionNames(d))
		}
		if !logHas(g, ann, 0, "Ben uses Thei") {
			t.Fatal("Ben's Thei was not used")
		}
		for d := g.Pending(); d != nil && g.attempt != nil; d = g.Pending() {
			if d.Kind == KindSelect && d.Player == ann {
				t.Fatal("Ann chose though the selection was made random")
			}
			choose(t, g, "Pass")
		}
		got := affected(g, mark, OutStop)
		if len(got) != 1 || !slices.Contains([]string{"Martin", "Jessel"}, g.cards[got[0]].Card.Title) {
			t.Fatalf("seed %d: stopped %v", seed, namesOf(g, got))
		}
	}
}

// Thei (35V040) at another mission (Ben's headquarters): Ann chooses as
// usual.
func TestTheiOnlyHere(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Martin", "Davies"}, benSurface: []string{"Thei, Candid Analyst"}, pile: []string{"Triage"}}
	g := p.start(t)
	d := expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Martin") {
		t.Fatalf("Ann chooses among her Biology or Medical personnel: %q", optionNames(d))
	}
	pick(t, g, "Martin")
	if finishAttempt(t, g, "Use Thei") {
		t.Fatal("Thei answered a choice at another mission")
	}
}

// Lore, The One (4R161): while facing a dilemma he cannot be stopped. Ben
// cannot choose him for Tense Negotiations though he is the only
// personnel with Diplomacy or Leadership, so its alternative stops every
// other personnel; the stop is ignored for Lore. Once the attempt fails,
// no dilemma is faced and he is stopped with the rest. Rulebook: Facing
// Dilemmas (a card that cannot perform an action cannot be chosen; the
// action is ignored for it).
func TestLoreCannotBeChosenToBeStopped(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Lore, The One", "Davies", "Martin"}, pile: []string{"Tense Negotiations"}}
	g := p.start(t)
	mark := attemptMark(g)
	for g.attempt != nil {
		d := g.Pending()
		if d.Kind == KindSelect {
			t.Fatalf("nobody may be chosen: %q", optionNames(d))
		}
		choose(t, g, "Pass")
	}
	wantAffected(t, g, mark, OutStop, "Davies", "Martin")
	if !hasEvent(g, "Lore, The One cannot be stopped") {
		t.Fatal("the stop is ignored for Lore, and the log says so")
	}
	if !find(t, g, "Lore").Stopped {
		t.Fatal("the failed attempt stops Lore: no dilemma is faced then")
	}
}

// Lore (4R161) randomly selected to be stopped: the stop is ignored.
func TestLoreRandomStopIgnored(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Lore, The One"}, pile: []string{"Test Lottery"}}
	g := p.start(t)
	mark := attemptMark(g)
	finishAttempt(t, g, "")
	wantAffected(t, g, mark, OutStop)
	if !hasEvent(g, "Lore, The One cannot be stopped") {
		t.Fatal("the stop is ignored for Lore, and the log says so")
	}
}

// The window answering a selection names no card the opponent may not
// identify: Martin, Ann's face-down personnel randomly selected to be
// killed, is not named in Ben's prompts (Rulebook: Showing your cards).
func TestReactWindowsNameNoFaceDownCard(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"Tasha Yar, Chief of Security", "Martin", "Davies"}, pile: []string{"Test Ambush"}}
	g := p.start(t)
	// Ann is asked first (Tasha may answer); passing, Ben is asked the same
	// window. Answer with Choose itself: the helpers skip Ben's windows.
	seen := 0
	martin := find(t, g, "Martin").ID
	for d := g.Pending(); d != nil && d.Kind == KindRespond && seen < 6; d = g.Pending() {
		if d.Player == ben {
			seen++
			// Once killed, Martin lies face up in the discard pile: the
			// killed window may name him.
			if strings.Contains(d.Prompt, "Martin") && !g.identifiable(martin, ben) {
				t.Fatalf("Ben's prompt names Ann's face-down personnel: %q", d.Prompt)
			}
		}
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			t.Fatal(err)
		}
	}
	if seen == 0 {
		t.Fatal("Ben was never asked")
	}
}
