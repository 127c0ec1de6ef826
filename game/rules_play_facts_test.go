package game

import "testing"

// The play facts and the listing's sites (rules_play_facts.go,
// rules_play_sites.go), and the shortcuts of costToPlay and playableHand,
// change no game: every built-in deck plays the same games with them as
// with every fact and site read anew and no shortcut taken.
func TestPlayMemosPlayTheSameGames(t *testing.T) {
	lib := testLib(t)
	decks := sampleDecks(t, lib)
	if testing.Short() {
		decks = decks[:4]
	}
	play := func(i int, bot string, fresh bool) string {
		g, err := New(lib, Setup{Decks: [2]DeckList{decks[i], decks[(i+1)%len(decks)]}, Seed: uint64(i + 1)})
		if err != nil {
			t.Fatal(err)
		}
		g.plays.fresh = fresh
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(bot, lib, uint64(i+p))
		}
		m := NewMatch(g, bots)
		m.Observe = func(d *Decision, _ Choice) {
			for _, c := range g.cards[1:] { // every fact held agrees with the card's definition
				if c.ID < len(g.plays.facts) && g.plays.facts[c.ID].card == c.Card {
					if f, want := g.plays.facts[c.ID], readPlayFacts(c.Card); f.selfCost != want.selfCost || f.maySelf != want.maySelf || f.readsDest != want.readsDest ||
						f.hq != nil && f.allows != f.hq.AllowsPlay(c.Card) {
						t.Fatalf("%s: facts %+v, read anew %+v", c.Card.Name(), f, want)
					}
				}
			}
		}
		if _, err := m.Play(100000); err != nil {
			t.Fatal(err)
		}
		return mustJSON(t, []any{g.Log(0), g.Log(1), g.Choices(), g.Result()})
	}
	for i := range decks {
		for _, bot := range []string{BotRandom, BotBasic} {
			if play(i, bot, false) != play(i, bot, true) {
				t.Fatalf("%s against %s (%s bots) played differently with the play memos", decks[i].Name, decks[(i+1)%len(decks)].Name, bot)
			}
		}
	}
}

// A fact is read anew once its instance has another definition (a card
// flipped, an id reused by another game), and an instance's remembered
// headquarters answer holds only for that headquarters.
func TestPlayFactsFollowTheDefinition(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	c, hq := find(t, g, "Davies"), find(t, g, "Earth, Cradle of the Federation")
	if f := g.factsOf(c); f.card != c.Card || f.selfCost || f.maySelf {
		t.Fatalf("Davies: %+v", *f)
	}
	if !g.allowsPlay(hq, c) {
		t.Fatal("Earth allows Davies")
	}
	was := c.Card
	defer func() { c.Card = was }()
	other := g.lib.ByID("7C114") // Tebok: an optional cost ability of his own, and Romulan
	if other == nil || !readPlayFacts(other).maySelf {
		t.Fatal("Tebok, 7C114, with an optional cost ability of his own, is needed")
	}
	c.Card = other
	if f := g.factsOf(c); f.card != other || !f.selfCost {
		t.Fatalf("facts not read anew for the new definition: %+v", *f)
	}
	if g.allowsPlay(hq, c) {
		t.Fatal("Earth's answer for Davies kept for a Romulan")
	}
}

// The sites read for a listing are read again for the next one: holdCosts
// forgets them.
func TestListedSitesReadPerListing(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	hq := find(t, g, "Earth, Cradle of the Federation")
	g.holdCosts(0)
	if s := g.listedSites(0); len(s.hqs) != 1 || s.hqs[0].m != hq.ID || !s.hqs[0].commanded {
		t.Fatalf("sites %+v", *s)
	}
	g.dropCosts()
	hq.Controller = 1
	defer func() { hq.Controller = 0 }()
	g.holdCosts(0)
	defer g.dropCosts()
	if s := g.listedSites(0); len(s.hqs) != 0 {
		t.Fatalf("a headquarters p no longer controls is still listed: %+v", *s)
	}
}
