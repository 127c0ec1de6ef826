package game

import (
	"encoding/json"
	"fmt"
	"testing"
)

// Rulebook: Showing Your Cards; Glossary: actions – response actions.
// Which response windows open, and what each seat is asked and shown,
// must follow from what both players know, never from the cards of a
// deck (issue 25, item 2): a deck holding a card that could answer a
// card play (Amanda Rogers, a personnel answering about-to-play) used to
// open two window rounds at every play, a deck without one none. Two
// games whose public positions are the same, one with such a card at the
// bottom of a deck where it is never drawn and one without, must pose
// the same decisions (numbers, kinds, prompts, options) to each seat,
// log the same choices and tell each seat the same events.
func TestWindowsIgnoreHiddenCards(t *testing.T) {
	lib := testLib(t)
	base := [2]DeckList{fedDeck(t, lib), kliDeck(t, lib)}
	for _, hidden := range []string{"Amanda Rogers", "Getting Under Your Skin"} {
		for seat := range 2 {
			for _, seed := range []uint64{3, 11} {
				t.Run(fmt.Sprintf("%s/seat%d/seed%d", hidden, seat, seed), func(t *testing.T) {
					j := bottomDrawIndex(t, lib, base, seed, Player(seat))
					plain := playVisible(t, lib, base, seed, Player(seat), j)
					decks := base
					draw := append([]*Card(nil), base[seat].Draw...)
					draw[j] = mustFind(t, lib, hidden)
					decks[seat].Draw = draw
					swapped := playVisible(t, lib, decks, seed, Player(seat), j)
					n := min(len(plain.asked), len(swapped.asked))
					if n < 100 {
						t.Fatalf("only %d decisions before the hidden card moved: the test shows little", n)
					}
					for i := range n {
						if plain.asked[i] != swapped.asked[i] {
							t.Fatalf("decision %d differs with %s hidden in %s's deck:\n%s\nagainst\n%s", i, hidden, Player(seat), plain.asked[i], swapped.asked[i])
						}
					}
					if plain.windows == 0 {
						t.Fatal("no response window was posed: the test shows nothing")
					}
					for p := range 2 {
						a, b := plain.logs[p], swapped.logs[p]
						if len(plain.asked) != len(swapped.asked) {
							t.Fatalf("one game went on longer (%d decisions against %d)", len(plain.asked), len(swapped.asked))
						}
						if p == seat && (plain.left || swapped.left) {
							continue // its owner saw the card leave the deck
						}
						if a != b {
							t.Fatalf("%s's log differs with %s hidden in %s's deck", Player(p), hidden, Player(seat))
						}
					}
				})
			}
		}
	}
}

// visiblePlay is what a game showed its seats: each decision posed, as
// its seat read it, and each seat's log at the end.
type visiblePlay struct {
	asked   []string
	logs    [2]string
	windows int
	left    bool // the card followed left the deck
}

// playVisible plays decks from seed with basic bots through the
// decision API, as a front end does, recording what each seat is
// posed, for up to 600 decisions, stopping once the card of seat's draw
// index j leaves the deck or could be drawn next: until then, a card
// put there instead changes nothing the seats may see.
func playVisible(t *testing.T, lib *Library, decks [2]DeckList, seed uint64, seat Player, j int) visiblePlay {
	t.Helper()
	g, err := New(lib, Setup{Decks: decks, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	hidden := instanceOfDraw(g, decks, seat, j).ID
	var bots [2]Bot
	for p := range bots {
		bots[p], _ = NewBotWith(BotBasic, lib, seed+uint64(p)+1)
	}
	var out visiblePlay
	for i := 0; i < 600; i++ {
		d := g.Pending()
		if d == nil {
			break
		}
		if len(g.players[0].Deck) < 2 || len(g.players[1].Deck) < 2 {
			break // the bottom card is next
		}
		if g.cards[hidden].Zone != ZDeck {
			out.left = true
			break // searched out or shuffled: positions may differ from here
		}
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		out.asked = append(out.asked, string(b))
		if d.Kind == KindRespond {
			out.windows++
		}
		v := g.View(d.Player)
		if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
			t.Fatal(err)
		}
	}
	for p := range 2 {
		out.logs[p] = logJSON(t, g, Player(p))
	}
	return out
}

// bottomDrawIndex is the index in decks[seat].Draw of the card that ends
// at the bottom of seat's draw deck once the game from seed is set up.
func bottomDrawIndex(t *testing.T, lib *Library, decks [2]DeckList, seed uint64, seat Player) int {
	t.Helper()
	g, err := New(lib, Setup{Decks: decks, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	deck := g.players[seat].Deck
	bottom := g.cards[deck[len(deck)-1]]
	for j := range decks[seat].Draw {
		if instanceOfDraw(g, decks, seat, j) == bottom {
			return j
		}
	}
	t.Fatal("the bottom card is in no deck list")
	return 0
}

// instanceOfDraw is the instance made for decks[seat].Draw[j]: New makes
// them in deck list order (createCards), missions, dilemmas and draw
// deck of the first seat, then of the second.
func instanceOfDraw(g *Game, decks [2]DeckList, seat Player, j int) *Inst {
	i := 0
	for p := range int(seat) {
		i += len(decks[p].Missions) + len(decks[p].Dilemmas) + len(decks[p].Draw)
	}
	i += len(decks[seat].Missions) + len(decks[seat].Dilemmas) + j
	return &g.slab[i]
}
