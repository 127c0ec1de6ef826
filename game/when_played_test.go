package game

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Cards made up for these tests only: missions any personnel with one
// skill completes, and a weak ship to win engagements against.
const triggeredTestCards = `
- {id: "T-FED", title: Test Federation Survey, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: [federation, romulan], requirements: "Anthropology"}
- {id: "T-ROM", title: Test Romulan Survey, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: [romulan], requirements: "Medical"}
- {id: "T-OPEN", title: Test Open Survey, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Medical"}
- {id: "T-SPACE", title: Test Deep Space, unique: false, type: mission, mission: space, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Honor"}
- {id: "T-HARD", title: Test Hard Space, unique: false, type: mission, mission: space, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "3 Telepathy"}
- {id: "T-HARDP", title: Test Hard Planet, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "3 Telepathy"}
- {id: "T-FEDSEC", title: Test Federation Patrol, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: [federation, romulan], requirements: "Security"}
- {id: "T-SPACE1", title: Test Open Space, unique: false, type: mission, mission: space, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Medical"}
- {id: "T-SPACE2", title: Test Far Space, unique: false, type: mission, mission: space, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Medical"}
- {id: "T-RSHIP", title: Test Scout, unique: false, type: ship, cost: 1, affiliation: romulan, staffing: [staff], range: 9, weapons: 3, shields: 3}
- {id: "T-SHIP", title: Test Shuttle, unique: false, type: ship, cost: 1, affiliation: federation, staffing: [staff], range: 5, weapons: 3, shields: 3}
`

// startTrig sets up a scenario with the reference cards and the test-only
// ones above.
func startTrig(t testing.TB, text string) *Game {
	t.Helper()
	trigLib := sharedLibWith(t, triggeredTestCards)
	return startScenarioWith(t, trigLib, text)
}

// logFor is the whole log as p reads it.
func logFor(g *Game, p Player) string {
	var b strings.Builder
	for _, e := range g.Log(p) {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

func zoneOf(t testing.TB, g *Game, name string) Zone { t.Helper(); return find(t, g, name).Zone }

// deckNames is p's deck, top first, by name.
func deckNames(g *Game, p Player) []string {
	var out []string
	for _, id := range g.players[p].Deck {
		out = append(out, g.cardName(id))
	}
	return out
}

// Rulebook: Download (a card title: only cards of that title) — Jean-Luc
// Picard, Genial Captain (0VP031) may download U.S.S. Enterprise-D.
func TestPicardDownloadsEnterprise(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: ["Jean-Luc Picard, Genial Captain"]
    deck: [Davies, "U.S.S. Enterprise-D, Diplomatic Envoy", Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	choose(t, g, "Play Jean-Luc Picard")
	d := expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Davies") || hasOption(d, "Lopez") || !hasOption(d, "Download U.S.S. Enterprise-D") || !hasOption(d, "Download nothing") {
		t.Fatalf("only the Enterprise-D or nothing: %q", labels(d))
	}
	choose(t, g, "Download U.S.S. Enterprise-D")
	if zoneOf(t, g, "U.S.S. Enterprise-D, Diplomatic Envoy") != ZHand {
		t.Fatal("the Enterprise-D should be in hand")
	}
	if !strings.Contains(logFor(g, ben), "downloads U.S.S. Enterprise-D") {
		t.Fatal("a downloaded card is revealed to all players")
	}
}

// Glossary: actions – costs (paid in full before the effect); discarding
// (a card taken from the discard pile is revealed) — Nu'Daq, Tenacious
// Rival (1R314) may discard a card from hand to take one from the discard
// pile; with no card to discard he offers nothing.
func TestNuDaqDiscardsToTakeFromDiscardPile(t *testing.T) {
	pos := func(hand string) string {
		return `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["Nu'Daq, Tenacious Rival"` + hand + `]
    discard: [Kroval]
    deck: [Vorax]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`
	}
	t.Run("used", func(t *testing.T) {
		g := startScenario(t, pos(", Dokar"))
		choose(t, g, "Play Nu'Daq")
		expectDecision(t, g, ann, KindOptional)
		choose(t, g, "Use Nu'Daq")
		choose(t, g, "Discard Dokar")
		d := expectDecision(t, g, ann, KindSelect)
		if !hasOption(d, "Take Kroval") || !hasOption(d, "Take Dokar") || !hasOption(d, "Take nothing") {
			t.Fatalf("any card of the discard pile: %q", labels(d))
		}
		choose(t, g, "Take Kroval")
		if zoneOf(t, g, "Kroval") != ZHand || zoneOf(t, g, "Dokar") != ZDiscard {
			t.Fatal("Dokar discarded, Kroval taken")
		}
		if !strings.Contains(logFor(g, ben), "takes Kroval from the discard pile") {
			t.Fatal("the card taken is revealed")
		}
	})
	t.Run("declined", func(t *testing.T) {
		g := startScenario(t, pos(", Dokar"))
		choose(t, g, "Play Nu'Daq")
		choose(t, g, "Do not use")
		expectDecision(t, g, ann, KindPlayDraw)
		if zoneOf(t, g, "Dokar") != ZHand || zoneOf(t, g, "Kroval") != ZDiscard {
			t.Fatal("nothing moves when the text is not used")
		}
	})
	t.Run("no card to discard", func(t *testing.T) {
		g := startScenario(t, pos(""))
		choose(t, g, "Play Nu'Daq")
		expectDecision(t, g, ann, KindPlayDraw)
	})
}

// Glossary: discarding — Galathon, Steadfast Rival (2R161) may take Engage
// Cloak or a Pursuit card from the discard pile, nothing else.
func TestGalathonTakesEngageCloakOrPursuit(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Romulus, Seat of Power"}]
    hand: ["Galathon, Steadfast Rival"]
    discard: [Engage Cloak, Blind Spot, Relam]
    deck: [Taul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	choose(t, g, "Play Galathon")
	d := expectDecision(t, g, ann, KindSelect)
	if !hasOption(d, "Take Engage Cloak") || !hasOption(d, "Take Blind Spot") || hasOption(d, "Relam") {
		t.Fatalf("Engage Cloak or a Pursuit card: %q", labels(d))
	}
	choose(t, g, "Take Blind Spot")
	if zoneOf(t, g, "Blind Spot") != ZHand || zoneOf(t, g, "Engage Cloak") != ZDiscard {
		t.Fatal("Blind Spot only is taken")
	}
}

// Toraan (2C167): the opponent discards a card of his choosing; Worf, Son
// of Mogh (6P055): each opponent draws a card; Homn, Lurching Valet
// (35V023): an opponent draws three, then his player may draw up to as
// many cards. Glossary: actions — an action affecting several players.
func TestOnPlayOpponentsDrawAndDiscard(t *testing.T) {
	t.Run("Toraan", func(t *testing.T) {
		g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Romulus, Seat of Power"}]
    hand: [Toraan]
    deck: [Taul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Lopez, Davies]
    deck: [Mills]
`)
		choose(t, g, "Play Toraan")
		d := expectDecision(t, g, ben, KindSelect)
		if len(d.Options) != 2 {
			t.Fatalf("Ben picks among his two cards: %q", labels(d))
		}
		choose(t, g, "Discard Davies")
		if zoneOf(t, g, "Davies") != ZDiscard || zoneOf(t, g, "Lopez") != ZHand {
			t.Fatal("Ben's chosen card is discarded")
		}
		expectDecision(t, g, ann, KindPlayDraw)
	})
	t.Run("Worf", func(t *testing.T) {
		g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["Worf, Son of Mogh"]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Mills, Lopez]
`)
		choose(t, g, "Play Worf")
		if len(g.players[ben].Hand) != 1 || len(g.players[ann].Hand) != 0 {
			t.Fatalf("Ben draws one card: hands %d/%d", len(g.players[ann].Hand), len(g.players[ben].Hand))
		}
	})
	for _, take := range []bool{true, false} {
		t.Run(map[bool]string{true: "Homn, drawing up", false: "Homn, not drawing"}[take], func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: ["Homn, Lurching Valet", Davies]
    deck: [Lopez, Mills, Rixx, Daniel Kwan, Van Orton]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Dokar, Kroval]
    deck: [Vorax, Kahmis, T'vis, Meraht]
`)
			choose(t, g, "Play Homn")
			if len(g.players[ben].Hand) != 5 {
				t.Fatalf("Ben draws three: %d cards", len(g.players[ben].Hand))
			}
			d := expectDecision(t, g, ann, KindOptional)
			if !hasOption(d, "Do it: Draw cards until your hand is as large") {
				t.Fatalf("Ann holds 1 against 5: %q", labels(d))
			}
			want := 1
			if take {
				choose(t, g, "Do it: Draw cards")
				want = 5
			} else {
				choose(t, g, "Do not draw cards")
			}
			if len(g.players[ann].Hand) != want {
				t.Fatalf("Ann holds %d, want %d", len(g.players[ann].Hand), want)
			}
		})
	}
}

// Rulebook: Paying costs (cost modification applies while a card is being
// played) — Data, Proud Father (27V009): the next Android played this turn
// is cost -2, once.
func TestDataMakesNextAndroidCheaper(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: ["Data, Proud Father", "Soong-type Android", "Lal, Beloved"]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	if d := g.Pending(); !hasOption(d, "Play Soong-type Android (cost 2) at Earth, Cradle of the Federation") {
		t.Fatalf("before Data, printed cost: %q", labels(d))
	}
	choose(t, g, "Play Data")
	d := expectDecision(t, g, ann, KindPlayDraw)
	if !hasOption(d, "Play Soong-type Android (cost 0) at Earth, Cradle of the Federation") || !hasOption(d, "Play Lal, Beloved (cost 0) at Earth, Cradle of the Federation") {
		t.Fatalf("the next Android is cost -2: %q", labels(d))
	}
	choose(t, g, "Play Soong-type Android")
	if g.Counters() != 1 {
		t.Fatalf("Data 6 + Android 0: %d counters left", g.Counters())
	}
	if d := g.Pending(); hasOption(d, "Play Lal") {
		t.Fatalf("the modifier is used up: Lal costs 2 again, with 1 counter left: %q", labels(d))
	}
}

// Rulebook: Playing specific kinds of cards (a card's text may allow play
// elsewhere) — Noonien Soong, Often-Wrong (7R104) lets Androids be played
// on his planet or aboard his ship, and when his player plays an Android
// he may discard a card from hand to download an Android (Glossary:
// playing a card, step 9: a response to another card being played).
func TestNoonienSoongPlaysAndDownloadsAndroids(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Medical Relief
        surface: ["Noonien Soong, Often-Wrong"]
      - card: Extraction
        surface: [{card: "Noonien Soong, Often-Wrong", stopped: true}]
    hand: ["Lal, Beloved", Davies, Mills]
    deck: [Lopez, "Soong-type Android", "Juliana Tainer, Unknowing Automaton"]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	d := expectDecision(t, g, ann, KindPlayDraw)
	if !hasOption(d, "Play Lal, Beloved (cost 2) at Medical Relief") || hasOption(d, "Play Lal, Beloved (cost 2) at Extraction") || hasOption(d, "Play Davies (cost 1) at Medical Relief") {
		t.Fatalf("Androids only, and only where an unstopped Soong is: %q", labels(d))
	}
	choose(t, g, "Play Lal, Beloved (cost 2) at Medical Relief")
	if c := find(t, g, "Lal, Beloved"); c.Zone != ZSurface || g.cardName(c.Where) != "Medical Relief" {
		t.Fatalf("Lal is on Medical Relief: %s", g.whereLabel(c.ID))
	}
	for d := g.Pending(); d.Kind == KindRespond && !hasOption(d, "Use Noonien Soong"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Use Noonien Soong")
	choose(t, g, "Discard Mills")
	d = expectDecision(t, g, ann, KindSelect)
	if hasOption(d, "Lopez") || !hasOption(d, "Download Soong-type Android") || !hasOption(d, "Download Juliana Tainer") {
		t.Fatalf("an Android: %q", labels(d))
	}
	choose(t, g, "Download Juliana Tainer")
	if zoneOf(t, g, "Juliana Tainer") != ZHand || zoneOf(t, g, "Mills") != ZDiscard {
		t.Fatal("Mills discarded to download Juliana Tainer")
	}
}

// Soong aboard a ship: Androids are played aboard that ship.
func TestNoonienSoongAboardAShip(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        ships: [{card: U.S.S. Galaxy, aboard: ["Noonien Soong, Often-Wrong"]}]
    hand: ["Lal, Beloved"]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	choose(t, g, "Play Lal, Beloved (cost 2) aboard U.S.S. Galaxy")
	if c := find(t, g, "Lal, Beloved"); c.Zone != ZAboard || g.cardName(c.Where) != "U.S.S. Galaxy" {
		t.Fatalf("Lal is aboard the Galaxy: %s", g.whereLabel(c.ID))
	}
	if !strings.Contains(logFor(g, ben), "plays Lal, Beloved aboard U.S.S. Galaxy") {
		t.Fatal("the play is announced with where it goes")
	}
}

// Rulebook: Paying costs — Assimilator, Rogue Borg Vessel (0VP237) is cost
// -1 for each Borg its player commands, at most -5 (stopped Borg do not
// count: Glossary, stopped); [NA] Borg and Treachery Androids may be played
// aboard it.
func TestAssimilatorCostAndCrew(t *testing.T) {
	cases := []struct {
		borg string
		cost string
	}{
		{"", "(cost 7)"},
		{"Morik, Morik", "(cost 5)"},
		{"Morik, {card: Morik, stopped: true}", "(cost 6)"},
		{"Morik, Morik, Morik, Morik, Morik, Morik", "(cost 2)"},
	}
	for _, c := range cases {
		t.Run(c.cost, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation", surface: [`+c.borg+`]}]
    hand: ["Assimilator, Rogue Borg Vessel"]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			if d := g.Pending(); !hasOption(d, "Play Assimilator, Rogue Borg Vessel "+c.cost+" at Earth, Cradle of the Federation") {
				t.Fatalf("want %s: %q", c.cost, labels(d))
			}
		})
	}
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation", ships: ["Assimilator, Rogue Borg Vessel"]}]
    hand: ["Crosis, Fanatical Lieutenant", "Lore, The One", "Lal, Beloved", Davies]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	d := g.Pending()
	for _, want := range []string{"Play Crosis, Fanatical Lieutenant (cost 2) aboard Assimilator", "Play Lore, The One (cost 6) aboard Assimilator"} {
		if !hasOption(d, want) {
			t.Fatalf("missing %q: %q", want, labels(d))
		}
	}
	if hasOption(d, "Play Lal, Beloved aboard") || hasOption(d, "Play Davies aboard") {
		t.Fatalf("only [NA] Borg and Treachery Androids go aboard: %q", labels(d))
	}
	choose(t, g, "Play Lore, The One (cost 6) aboard Assimilator")
	if zoneOf(t, g, "Lore, The One") != ZAboard {
		t.Fatal("Lore is aboard")
	}
}

// Glossary: examine (shown to that player only; the cards stay where they
// are) — The Viceroy, Shinzon's Protector (1R376): when his player plays
// Shinzon or another Reman at his mission, he may examine the top card of
// the deck and leave it or put it on the bottom.
func TestViceroyExaminesTopCard(t *testing.T) {
	cases := []struct {
		name, viceroyAt, play string
		offered               bool
	}{
		{"a Reman at his mission", "Romulus, Seat of Power", "Thexor", true},
		{"a Romulan", "Romulus, Seat of Power", "Taul", false},
		{"a Reman elsewhere", "Excavation", "Thexor", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			at := map[string]string{c.viceroyAt: `, surface: ["The Viceroy, Shinzon's Protector"]`}
			g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - {card: "Romulus, Seat of Power"`+at["Romulus, Seat of Power"]+`}
      - {card: Excavation`+at["Excavation"]+`}
    hand: [`+c.play+`]
    deck: [Relam, Setek, Mareth]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			choose(t, g, "Play "+c.play)
			offered := false
			for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
				if hasOption(d, "Use The Viceroy") {
					offered = true
					choose(t, g, "Use The Viceroy")
					break
				}
				choose(t, g, "Pass")
			}
			if offered != c.offered {
				t.Fatalf("Viceroy offered %v, want %v", offered, c.offered)
			}
			if !offered {
				return
			}
			d := expectDecision(t, g, ann, KindSelect)
			if !hasOption(d, "Put Relam on the bottom") {
				t.Fatalf("%q", labels(d))
			}
			choose(t, g, "Put Relam on the bottom")
			passWindows(t, g, "")
			if got := deckNames(g, ann); !slices.Equal(got, []string{"Setek", "Mareth", "Relam"}) {
				t.Fatalf("deck %v", got)
			}
			if !strings.Contains(logFor(g, ann), "examines 1 card(s) from the top of Ann's deck: Relam") {
				t.Fatalf("Ann sees the card: %s", logFor(g, ann))
			}
			if strings.Contains(logFor(g, ben), "Relam") {
				t.Fatal("Ben must not learn the examined card")
			}
		})
	}
}

// Glossary: examine; playing a card (the text of a card being played does
// not count that card) — Alidar Jarok, Conscientious Admiral (1U354)
// examines the top four cards of each deck whose player commands a [Rom]
// personnel, himself aside; the order is kept.
func TestJarokExaminesRomulanCommandersDecks(t *testing.T) {
	cases := []struct {
		name        string
		mine, yours string
		examined    []Player
	}{
		{"only himself", "", "", nil},
		{"his player's Romulan", "Relam", "", []Player{ann}},
		{"both players'", "Relam", "Taul", []Player{ann, ben}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Romulus, Seat of Power", surface: [`+c.mine+`]}]
    hand: ["Alidar Jarok, Conscientious Admiral"]
    deck: [Setek, Mareth, Rasul, Thexor, Toraan]
  - name: Ben
    missions: [{card: "Romulus, Seat of Power", surface: [`+c.yours+`]}]
    deck: [Lopez, Davies, Mills, Rixx, Daniel Kwan]
`)
			before := [2][]string{deckNames(g, ann), deckNames(g, ben)}
			choose(t, g, "Play Alidar Jarok")
			if len(c.examined) > 0 {
				choose(t, g, "Use Alidar Jarok")
			}
			expectDecision(t, g, ann, KindPlayDraw)
			annLog, benLog := logFor(g, ann), logFor(g, ben)
			sawMine := strings.Contains(annLog, "from the top of Ann's deck: Setek, Mareth, Rasul, Thexor.")
			sawBens := strings.Contains(annLog, "from the top of Ben's deck: Lopez, Davies, Mills, Rixx.")
			if sawMine != slices.Contains(c.examined, ann) || sawBens != slices.Contains(c.examined, ben) {
				t.Fatalf("examined mine %v, Ben's %v; want %v:\n%s", sawMine, sawBens, c.examined, annLog)
			}
			if strings.Contains(benLog, "Setek") || (sawBens && strings.Contains(benLog, "Lopez")) {
				t.Fatalf("examined cards are shown to the examiner only:\n%s", benLog)
			}
			if !slices.Equal(before[0], deckNames(g, ann)) || !slices.Equal(before[1], deckNames(g, ben)) {
				t.Fatal("the cards go back in the same order")
			}
		})
	}
}

// Glossary: reveal (shown to all) — B'Etor, Ambitious Renegade (4R151)
// reveals as many cards as an event in her player's core costs (printed
// cost) and takes the Treachery personnel; Lursa, Ambitious Renegade
// (4R154) takes the Assault and Maneuver cards; the rest stay in order.
func TestBEtorAndLursaReveal(t *testing.T) {
	cases := []struct {
		name, card, core string
		deck             string
		taken, left      []string
		choose           string
	}{
		{"B'Etor", "B'Etor, Ambitious Renegade", `["Cry \"Havoc!\""]`, `["Nu'Daq, Tenacious Rival", Dokar, "Lursa, Ambitious Renegade", Kroval]`,
			[]string{"Nu'Daq, Tenacious Rival", "Lursa, Ambitious Renegade"}, []string{"Dokar", "Kroval"}, ""},
		{"Lursa", "Lursa, Ambitious Renegade", `["Cry \"Havoc!\""]`, `[Ferocity, Dokar, "Cry \"Havoc!\"", Kroval]`,
			[]string{"Ferocity", "Cry \"Havoc!\""}, []string{"Dokar", "Kroval"}, ""},
		{"B'Etor, two events", "B'Etor, Ambitious Renegade", `["Cry \"Havoc!\"", Borg Cutting Beam]`, `[Dokar, Kroval, Vorax, Kahmis, "Nu'Daq, Tenacious Rival", T'vis]`,
			[]string{"Nu'Daq, Tenacious Rival"}, []string{"Dokar", "Kroval", "Vorax", "Kahmis", "T'vis"}, "Borg Cutting Beam (cost 5)"},
		{"B'Etor, no event", "B'Etor, Ambitious Renegade", `[]`, `["Nu'Daq, Tenacious Rival", Dokar]`,
			nil, []string{"Nu'Daq, Tenacious Rival", "Dokar"}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["`+c.card+`"]
    core: `+c.core+`
    deck: `+c.deck+`
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			choose(t, g, "Play "+c.card)
			if c.choose != "" {
				choose(t, g, c.choose)
			}
			expectDecision(t, g, ann, KindPlayDraw)
			for _, n := range c.taken {
				if zoneOf(t, g, n) != ZHand {
					t.Errorf("%s should be taken into hand", n)
				}
				if !strings.Contains(logFor(g, ben), n) {
					t.Errorf("revealed cards are shown to all: %s", n)
				}
			}
			if got := deckNames(g, ann); !slices.Equal(got, c.left) {
				t.Fatalf("deck %v, want %v", got, c.left)
			}
		})
	}
}

// Rulebook: Paying costs (an extra cost of playing a card) — Tebok,
// Posturing Commander (7C114): paying one more counter for him shows
// everyone three cards off the top of Ben's deck, which Ann then stacks
// back in the order she likes.
func TestTebokRevealsOpponentsTopCards(t *testing.T) {
	pos := `
active: 1
players:
  - name: Ann
    missions: [{card: "Romulus, Seat of Power"}]
    hand: ["Tebok, Posturing Commander"]
    deck: [Taul]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez, Davies, Mills, Rixx]
`
	g := startScenario(t, pos)
	d := g.Pending()
	if !hasOption(d, "(cost 2)") || !hasOption(d, "(cost 3, +1 to reveal the top 3 cards of an opponent's deck") {
		t.Fatalf("two ways to play him: %q", labels(d))
	}
	choose(t, g, "(cost 3")
	if !strings.Contains(logFor(g, ben), "Lopez, Davies, Mills") {
		t.Fatal("revealed to all")
	}
	pick(t, g, "Mills", "Lopez", "Davies")
	if got := deckNames(g, ben); !slices.Equal(got, []string{"Mills", "Lopez", "Davies", "Rixx"}) {
		t.Fatalf("Ben's deck %v", got)
	}
	if g.Counters() != 4 {
		t.Fatalf("paid 3: %d left", g.Counters())
	}
	g = startScenario(t, pos)
	choose(t, g, "(cost 2)")
	if g.Counters() != 5 || !slices.Equal(deckNames(g, ben), []string{"Lopez", "Davies", "Mills", "Rixx"}) {
		t.Fatal("played plainly: cost 2, nothing revealed")
	}
}

// Rulebook: Paying costs (a cost reduction read from information the
// player would not normally have — an opponent's face-down personnel —
// needs the full cost in counters); Glossary: naming cards — Kamarag,
// Passionate Orator (39V013) names a personnel; an Assault or Maneuver
// event is then cost -1 while an opponent commands a unique personnel of
// that title.
func TestKamaragNamedPersonnelDiscount(t *testing.T) {
	cases := []struct {
		name, named string
		counters    int
		playable    bool
		left        int
	}{
		{"named personnel commanded", "Jean-Luc Picard", 7, true, 2},
		{"other title", "Worf", 7, true, 1},
		{"short of the full cost", "Jean-Luc Picard", 5, false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
counters: `+strconv.Itoa(c.counters)+`
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["Kamarag, Passionate Orator", "Cry \"Havoc!\""]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation", surface: ["Jean-Luc Picard, Genial Captain"]}]
    deck: [Lopez]
`)
			choose(t, g, "Play Kamarag")
			expectDecision(t, g, ann, KindName)
			choose(t, g, "Name "+c.named)
			d := expectDecision(t, g, ann, KindPlayDraw)
			if cv := g.cardView(find(t, g, "Kamarag, Passionate Orator").ID, ann); !slices.Contains(cv.Modifiers, "Kamarag, Passionate Orator: named "+c.named) {
				t.Fatalf("the name shows on the card: %q", cv.Modifiers)
			}
			if hasOption(d, "Play Cry") != c.playable {
				t.Fatalf("with %d counters, playable %v: %q", g.Counters(), c.playable, labels(d))
			}
			if !c.playable {
				return
			}
			if !hasOption(d, "(cost 3)") {
				t.Fatalf("the option must not reveal the discount: %q", labels(d))
			}
			choose(t, g, "Play Cry")
			if g.Counters() != c.left {
				t.Fatalf("%d counters left, want %d", g.Counters(), c.left)
			}
		})
	}
}

// Kromm (35V033): aboard his player's Vor'cha Class ship, the first
// Assault or Maneuver event played each turn is cost -1 (Rulebook: Paying
// costs).
func TestKrommFirstEventCheaper(t *testing.T) {
	cases := []struct {
		name, where string
		first       string
	}{
		{"aboard a Vor'cha", `ships: [{card: "I.K.S. Vor'cha", aboard: [Kromm]}]`, "(cost 2)"},
		{"aboard another class", `ships: [{card: "I.K.S. K'Vort", aboard: [Kromm]}]`, "(cost 3)"},
		{"on the surface", `surface: [Kromm]`, "(cost 3)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Qo'noS, Heart of the Empire", `+c.where+`}]
    hand: ["Cry \"Havoc!\"", "Cry \"Havoc!\""]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			if d := g.Pending(); !hasOption(d, "Play Cry \"Havoc!\" "+c.first+" to your core") {
				t.Fatalf("want %s: %q", c.first, labels(d))
			}
			choose(t, g, "Play Cry")
			if d := g.Pending(); !hasOption(d, "(cost 3)") {
				t.Fatalf("the second event of the turn pays in full: %q", labels(d))
			}
		})
	}
}

// The naming list is built from public information only: two positions
// differing only in the cards Ben commands face down (a unique Worf, or
// Picard, or nobody) offer Ann the same titles in the same order,
// alphabetical. Rulebook: Paying Costs (an opponent's face-down cards are
// information the player does not have); Showing Your Cards.
func TestNameListIgnoresFaceDownCards(t *testing.T) {
	var lists [][]string
	for _, surface := range []string{`["Worf, Chief of Security"]`, `["Jean-Luc Picard, Genial Captain", Lopez]`, `[]`} {
		g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["Kamarag, Passionate Orator"]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation", surface: `+surface+`}]
    deck: [Lopez]
`)
		choose(t, g, "Play Kamarag")
		lists = append(lists, labels(expectDecision(t, g, ann, KindName)))
	}
	if !slices.IsSorted(lists[0]) || len(lists[0]) < 100 {
		t.Fatalf("the list is every unique title of the pool, alphabetical: %d titles from %q", len(lists[0]), lists[0][:min(5, len(lists[0]))])
	}
	for i, l := range lists[1:] {
		if !slices.Equal(l, lists[0]) {
			t.Fatalf("position %d offers another list than position 0: %q… against %q…", i+1, l[:3], lists[0][:3])
		}
	}
}
