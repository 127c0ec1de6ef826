package game

import (
	"slices"
	"strings"
	"testing"
)

// Tests of the abilities used while facing a dilemma or attempting
// (assets/cards/reacting.yaml). Rulebook: Facing Dilemmas (text used
// before or after a dilemma's actions, never in the middle of one);
// Glossary – actions, response actions ("when facing a dilemma": once per
// dilemma) and costs; Glossary: reveal.

// Lal, Beloved (10R094): while attempting, three Androids revealed from
// hand (they stay there, shown to Ben) make her attributes +4 and give her
// two skills until the end of the turn; she is killed at the end of the
// turn. Once each turn.
func TestLalRevealsAndIsKilledAtEndOfTurn(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Lal, Beloved", "Davies", "Martin"},
		hand: []string{"Soong-type Android", "Soong-type Android", "Lore, The One", "Kahmis"}, pile: []string{"Test Hold"}}
	g := p.start(t)
	lal := find(t, g, "Lal")
	use(t, g, "Use Lal")
	d := expectDecision(t, g, ann, KindSelect)
	if d.Min != 3 || d.Max != 3 || hasOption(d, "Kahmis") {
		t.Fatalf("reveal three Androids: %d..%d of %q", d.Min, d.Max, optionNames(d))
	}
	pick(t, g, "Soong-type", "Soong-type", "Lore")
	d = expectDecision(t, g, ann, KindSelect)
	if d.Min != 2 || d.Max != 2 {
		t.Fatalf("two skills: %d..%d", d.Min, d.Max)
	}
	pick(t, g, "Astrometrics", "Diplomacy")
	st := g.stats(lal.ID)
	if st.Integrity != 9 || st.Cunning != 9 || st.Strength != 9 || st.Skills.Level("Astrometrics") != 1 || st.Skills.Level("Diplomacy") != 1 {
		t.Fatalf("Lal's stats: %+v", st)
	}
	if len(g.players[ann].Hand) != 4 {
		t.Fatal("revealed cards stay in hand")
	}
	revealed := false
	for _, e := range g.Log(ben) {
		revealed = revealed || (e.Kind == "reveal" && strings.Contains(e.Text, "Lore, The One"))
	}
	if !revealed {
		t.Fatal("Ben sees the revealed cards")
	}
	// Once each turn: not offered again, not even before the requirements
	// are checked (where once per dilemma would allow it).
	pick(t, g, "Davies")
	if finishAttempt(t, g, "Use Lal") {
		t.Fatal("Lal offered twice in one turn")
	}
	if lal.Zone == ZDiscard {
		t.Fatal("Lal dies at the end of the turn, not before")
	}
	choose(t, g, "End Execute Orders")
	skipEmptyWindows(t, g)
	wantKilled(t, g, lal)
}

// Juliana Tainer, Unknowing Automaton (26V044): revealing three Androids
// as she faces a dilemma, she becomes a Klingon until the dilemma ends —
// then, an Honor Klingon, Gowron's text covers her. Glossary:
// modifications (a characteristic replaced).
func TestJulianaTainerBecomesKlingon(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Juliana Tainer, Unknowing Automaton", "Gowron, Sole Leader of the Empire", "Davies"},
		hand: []string{"Soong-type Android", "Soong-type Android", "Lal, Beloved", "J'Dan"}, pile: []string{"Test Hold"}}
	g := p.start(t)
	juliana := find(t, g, "Juliana Tainer")
	klingon := &Filter{Species: "Klingon"}
	use(t, g, "Use Juliana Tainer")
	pick(t, g, "Soong-type", "Soong-type", "Lal")
	d := expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Vulcan") || !hasOption(d, "Klingon") {
		t.Fatal("any species may be named")
	}
	pick(t, g, "Klingon")
	if !g.matches(klingon, juliana.ID) || g.matches(&Filter{Species: "Android"}, juliana.ID) {
		t.Fatal("she is a Klingon, not an Android, for the dilemma")
	}
	pick(t, g, "Juliana Tainer")
	use(t, g, "Use Gowron")
	pick(t, g, "J'Dan")
	finishAttempt(t, g, "")
	if juliana.Zone != ZSurface {
		t.Fatal("Juliana's stop was prevented by Gowron")
	}
	if g.matches(klingon, juliana.ID) {
		t.Fatal("the species lasts until the end of the dilemma")
	}
}

// Kurn, Exchange Officer (35V024): discarding a random card from hand, he
// gains a skill of a [TNG] personnel in Ann's discard pile until the end
// of the attempt; he may do it again during the same dilemma.
func TestKurnBorrowsASkill(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Kurn, Exchange Officer", "Davies"}, discard: []string{"Lopez", "Bandee"},
		hand: []string{"Kahmis", "Kahmis"}, pile: []string{"Test Hold"}}
	g := p.start(t)
	kurn := find(t, g, "Kurn")
	use(t, g, "Use Kurn")
	d := expectDecision(t, g, ann, KindSelect)
	if got := optionNames(d); !slices.Equal(got, []string{"Biology", "Honor", "Security"}) {
		t.Fatalf("the skills of Lopez ([TNG]) only: %q", got)
	}
	pick(t, g, "Security")
	if len(g.players[ann].Hand) != 1 {
		t.Fatal("a card is discarded at random to pay")
	}
	if g.stats(kurn.ID).Skills.Level("Security") != 1 {
		t.Fatal("Kurn should have Security")
	}
	if !respondUntil(t, g, "Use Kurn") {
		t.Fatal("Kurn may use his text again while a card remains in hand")
	}
	finishAttempt(t, g, "")
	if g.stats(kurn.ID).Skills.Level("Security") != 0 {
		t.Fatal("the skill lasts until the end of the attempt")
	}
}

// William T. Riker, Facing Apotheosis (40V038): discarding a Q card, he
// loses Honor and gains a skill the mission requires until the end of the
// attempt; once each turn. Ruling: Alpha 5 Approach (a mission requires
// the skills its requirements name).
func TestRikerFacingApotheosis(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Runabout Search",
		crew: []string{"William T. Riker, Facing Apotheosis", "Davies"}, hand: []string{"Catastrophic Quip", "Uninvited", "Kahmis"},
		pile: []string{"Test Hold", "Test Execution"}}
	g := p.start(t)
	riker := find(t, g, "William T. Riker")
	use(t, g, "Use William T. Riker")
	d := expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Kahmis") {
		t.Fatal("only a Q card pays")
	}
	pick(t, g, "Catastrophic Quip")
	d = expectDecision(t, g, ann, KindSelect)
	if got := optionNames(d); !slices.Equal(got, []string{"Acquisition", "Honor", "Medical", "Science", "Transporters"}) {
		t.Fatalf("the skills Runabout Search requires: %q", got)
	}
	pick(t, g, "Transporters")
	st := g.stats(riker.ID)
	if st.Skills.Level("Honor") != 0 || st.Skills.Level("Transporters") != 1 {
		t.Fatalf("Riker's skills: Honor %d, Transporters %d", st.Skills.Level("Honor"), st.Skills.Level("Transporters"))
	}
	pick(t, g, "Davies")
	if finishAttempt(t, g, "Use William T. Riker") {
		t.Fatal("Riker offered twice in one turn")
	}
	if st := g.stats(riker.ID); st.Skills.Level("Honor") != 1 || st.Skills.Level("Transporters") != 0 {
		t.Fatal("both last until the end of the attempt")
	}
}

// Soong-type Android (7C108): three Androids revealed, it is attributes
// +4 with a skill of its player's choice until the end of the dilemma;
// once each mission attempt.
func TestSoongTypeAndroidUntilEndOfDilemma(t *testing.T) {
	p := reactPos{hq: "Earth, Cradle of the Federation", mission: "Salvage Borg Ship",
		crew: []string{"Soong-type Android", "Davies", "Martin"}, hand: []string{"Lal, Beloved", "Lore, The One", "Soong-type Android"},
		pile: []string{"Test Hold", "Test Execution"}}
	g := p.start(t)
	var soong *Inst
	for _, c := range findAll(g, "Soong-type Android") {
		if c.Zone == ZSurface {
			soong = c
		}
	}
	use(t, g, "Use Soong-type Android")
	pick(t, g, "Lal", "Lore", "Soong-type")
	d := expectDecision(t, g, ann, KindSelect)
	if d.Max != 1 || len(d.Options) != NumSkills {
		t.Fatalf("one skill of any: max %d of %d", d.Max, len(d.Options))
	}
	pick(t, g, "Diplomacy")
	if st := g.stats(soong.ID); st.Integrity != 9 || st.Skills.Level("Diplomacy") != 1 {
		t.Fatalf("during the dilemma: %+v", st)
	}
	pick(t, g, "Davies")
	passAll(t, g, "")
	// The second dilemma: the effects are gone, and the ability spent.
	if st := g.stats(soong.ID); st.Integrity != 5 || st.Skills.Level("Diplomacy") != 0 {
		t.Fatalf("after the dilemma: %+v", st)
	}
	if finishAttempt(t, g, "Use Soong-type Android") {
		t.Fatal("offered twice in one mission attempt")
	}
}

// pasteurPos: the U.S.S. Pasteur at a space mission with crew aboard;
// Ann's core holds a Decay event.
func pasteurPos(crew ...string) reactPos {
	return reactPos{hq: "Earth, Cradle of the Federation", mission: "Study Rare Phenomenon", ship: "U.S.S. Pasteur, Medical Ship",
		crew: crew, core: []string{"Five Year Mission"}, pile: []string{"Test Hold"}}
}

// U.S.S. Pasteur, Medical Ship (14R113): Range +5 while a [Fed] Medical
// personnel of its player's is aboard.
func TestPasteurRange(t *testing.T) {
	for _, c := range []struct {
		crew []string
		want int
	}{
		{[]string{"Rixx", "Elizabeth Shelby", "Davies", "Lian T'su"}, 7},
		{[]string{"Rixx", "Elizabeth Shelby", "Davies", "Martin"}, 12},
	} {
		g := startScenarioWith(t, reactLib(t), pasteurPos(c.crew...).yaml())
		if got := g.shipRange(find(t, g, "U.S.S. Pasteur").ID); got != c.want {
			t.Fatalf("crew %v: Range %d, want %d", c.crew, got, c.want)
		}
	}
}

// U.S.S. Pasteur (14R113): while its crew attempts a space mission,
// destroying Ann's Decay event gives her [Fut] personnel aboard (Jessel)
// a skill the mission requires until the end of the turn.
func TestPasteurGivesFuturePersonnelASkill(t *testing.T) {
	g := pasteurPos("Rixx", "Elizabeth Shelby", "Davies", "Jessel").start(t)
	jessel := find(t, g, "Jessel")
	use(t, g, "Use U.S.S. Pasteur")
	if d := g.Pending(); d.Kind == KindSelect && hasOption(d, "Destroy") {
		pick(t, g, "Destroy Five Year Mission")
	}
	d := expectDecision(t, g, ann, KindSelect)
	if got := optionNames(d); !slices.Equal(got, []string{"Engineer", "Navigation", "Physics", "Science"}) {
		t.Fatalf("the skills Study Rare Phenomenon requires: %q", got)
	}
	pick(t, g, "Navigation")
	if find(t, g, "Five Year Mission").Zone != ZDiscard {
		t.Fatal("the Decay event is destroyed to pay")
	}
	finishAttempt(t, g, "")
	if g.stats(jessel.ID).Skills.Level("Navigation") != 1 {
		t.Fatal("the skill lasts until the end of the turn, past the attempt")
	}
}

// U.S.S. Pasteur (14R113) is not offered without a [Fut] personnel aboard
// or without a Decay event.
func TestPasteurNotOffered(t *testing.T) {
	g := pasteurPos("Rixx", "Elizabeth Shelby", "Davies", "Martin").start(t)
	if finishAttempt(t, g, "Use U.S.S. Pasteur") {
		t.Fatal("offered without a [Fut] personnel aboard")
	}
	p := pasteurPos("Rixx", "Elizabeth Shelby", "Davies", "Jessel")
	p.core = nil
	g = p.start(t)
	if finishAttempt(t, g, "Use U.S.S. Pasteur") {
		t.Fatal("offered without a Decay event")
	}
}

// U.S.S. Pasteur (14R113) has no limit of its own: while its crew
// attempts, it may be used again for the same dilemma as long as a Decay
// event remains to destroy (Glossary – attempting missions, 3.h: "while …
// attempting" text may be used at any time until 4.a; only responses to
// "when … facing a dilemma" are once per dilemma). With two Decay events
// in her core, Ann uses it twice before Test Hold's action.
func TestPasteurHasNoPerDilemmaLimit(t *testing.T) {
	p := pasteurPos("Rixx", "Elizabeth Shelby", "Davies", "Jessel")
	p.core = []string{"Five Year Mission", "Medical Teams"}
	g := p.start(t)
	for use := 1; use <= 2; use++ {
		if !respondUntil(t, g, "Use U.S.S. Pasteur") {
			t.Fatalf("use %d not offered", use)
		}
		if g.attempt.dilemma != find(t, g, "Test Hold").ID || g.attempt.acted {
			t.Fatalf("use %d is not before Test Hold's action", use)
		}
		choose(t, g, "Use U.S.S. Pasteur")
		if d := g.Pending(); d.Kind == KindSelect && hasOption(d, "Destroy") {
			choose(t, g, "Destroy")
		}
		pick(t, g, []string{"Navigation", "Physics"}[use-1])
	}
	if respondUntil(t, g, "Use U.S.S. Pasteur") {
		t.Fatal("offered with no Decay event left")
	}
	jessel := find(t, g, "Jessel")
	if s := g.stats(jessel.ID).Skills; s.Level("Navigation") != 1 || s.Level("Physics") != 1 {
		t.Fatalf("Jessel gains both skills: %v", s)
	}
}
