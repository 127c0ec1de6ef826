package game

import (
	"bufio"
	"cmp"
	"fmt"
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stccg/stccg/assets"
)

// sampleDeck reads one of the embedded sample decks (assets/decks, the
// plain format: a section heading, then "Nx Title" lines).
func sampleDeck(t testing.TB, lib *Library, name string) DeckList {
	t.Helper()
	f, err := assets.Decks.Open("decks/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := DeckList{Name: name}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#") // a comment, the whole line or after a card
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "name:") {
			continue
		}
		if strings.HasSuffix(line, ":") {
			section = strings.ToLower(strings.TrimSuffix(line, ":"))
			continue
		}
		count, title, ok := strings.Cut(line, "x ")
		n, err := strconv.Atoi(count)
		if !ok || err != nil {
			t.Fatalf("%s: cannot read %q", name, line)
		}
		c := mustFind(t, lib, title)
		for range n {
			switch {
			case strings.HasPrefix(section, "mission"):
				d.Missions = append(d.Missions, c)
			case strings.HasPrefix(section, "dilemma"):
				d.Dilemmas = append(d.Dilemmas, c)
			default:
				d.Draw = append(d.Draw, c)
			}
		}
	}
	return d
}

// sampleDecks reads every embedded sample deck, in the order of their
// names.
func sampleDecks(t testing.TB, lib *Library) []DeckList {
	t.Helper()
	files, err := fs.Glob(assets.Decks, "decks/*.txt")
	if err != nil || len(files) < 2 {
		t.Fatalf("sample decks: %v %v", files, err)
	}
	out := make([]DeckList, len(files))
	for i, f := range files {
		out[i] = sampleDeck(t, lib, strings.TrimSuffix(strings.TrimPrefix(f, "decks/"), ".txt"))
	}
	return out
}

// revealing are the kinds of event that show their cards to every
// reader (to the player concerned alone, for a private event): a card
// revealed by card text or by a download, one whose text is used (a cost
// modifier's source too) or that is being played, one placed in play
// (Rulebook: Showing Your Cards, Download). A private event tells its
// player about the player's own cards (or those it examines).
var revealing = map[string]bool{"reveal": true, "reveal-hand": true, "ability": true, "interrupt": true, "play": true,
	"download": true, "place": true, "cost": true, "examine": true}

// leakedNames is the names of cards in e's text, as reader reads it,
// that the reader may not identify: names of cards the reader may not
// identify now (the moment e was emitted), could not at the event before
// (a card taken from an open pile into a hand is named as it goes) and
// this event does not reveal, unless a card of that name is one the
// reader may identify (a copy in the reader's own hand, say). Cards a
// reader may identify are taken out of the text first, longest name
// first, so "Worf" is not found in "Worf, Chief of Security". before
// holds what the reader could identify at the event before, and is
// replaced with what it may identify now. (A card seen entering play
// keeps its number, but the engine's rule is that its name is not
// repeated once it is face down: the oracle holds it to that.) A card
// whose text is used is shown by the "uses" event, and may be named
// while it stays where it was used (used).
func (g *Game) leakedNames(e *Event, reader Player, before map[int]bool, used map[int]spot) []string {
	text := e.For(reader).Text
	allowed := map[int]bool{}
	if revealing[e.Kind] && !e.Private || e.Private && e.Player == reader {
		for _, id := range e.Cards {
			allowed[id] = true
		}
	}
	for _, id := range e.Cards {
		if e.Kind == "ability" || e.Kind == "interrupt" {
			used[id] = g.cards[id].spotNow() // shown while its text is used
		}
	}
	for id, at := range used {
		if g.cards[id].spotNow() == at {
			allowed[id] = true
		}
	}
	now := map[int]bool{}
	for id, c := range g.cards {
		if c != nil && g.identifiable(id, reader) {
			now[id] = true
		}
	}
	defer func() {
		clear(before)
		maps.Copy(before, now)
	}()
	known, unknown := map[string]bool{}, map[string]bool{}
	for id, c := range g.cards {
		if c == nil {
			continue
		}
		if now[id] || before[id] || allowed[id] {
			known[c.Card.Name()] = true
		} else {
			unknown[c.Card.Name()] = true
		}
	}
	for _, n := range g.players {
		known[n.Name] = true
	}
	byLength := func(m map[string]bool) []string {
		out := make([]string, 0, len(m))
		for n := range m {
			out = append(out, n)
		}
		slices.SortFunc(out, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
		return out
	}
	for _, n := range byLength(known) {
		text = strings.ReplaceAll(text, n, "\x00")
	}
	var leaked []string
	for _, n := range byLength(unknown) {
		if known[n] {
			continue
		}
		if regexp.MustCompile(`(^|\W)` + regexp.QuoteMeta(n) + `($|\W)`).MatchString(text) {
			leaked = append(leaked, n)
		}
	}
	return leaked
}

// Every event, as each seat and a spectator read it, names only cards
// that reader may identify at that moment: a face-down personnel saved by
// a response, a card in an opponent's hand, a dilemma still in the stack
// are "a face-down …" to whoever may not see them, whichever code wrote
// the event. Basic bots play whole games with the sample decks (which
// hold Hypospray, Worf, Chief of Security and Cry "Havoc!"); every event is
// checked as it is emitted, against the engine's own rule of who may
// identify a card. Rulebook: Showing Your Cards.
func TestNoEventNamesAHiddenCard(t *testing.T) {
	lib := testLib(t)
	tng, kli := sampleDeck(t, lib, "tng-excelsior"), sampleDeck(t, lib, "klingon-excelsior")
	rom, cg := sampleDeck(t, lib, "romulan-excelsior"), sampleDeck(t, lib, "common-ground-excelsior")
	// Seeds picked so that Hypospray prevents a stop, Worf, Chief of
	// Security takes a personnel's place, a card goes from hand on top of
	// a deck and a dilemma pile's top is looked at.
	games := []struct {
		decks [2]DeckList
		seed  uint64
	}{
		{[2]DeckList{kli, tng}, 5}, {[2]DeckList{kli, tng}, 6}, {[2]DeckList{kli, tng}, 1},
		{[2]DeckList{rom, cg}, 2}, {[2]DeckList{rom, cg}, 3},
		{[2]DeckList{tng, kli}, 1}, {[2]DeckList{kliEventsDeck(t, lib), borgDeck(t, lib)}, 1},
	}
	reported := map[string]bool{}
	events, hidden := 0, 0
	hiddenKinds := map[string]bool{}
	for i, game := range games {
		decks, seed := game.decks, game.seed
		{
			g, err := New(lib, Setup{Decks: decks, Names: [2]string{"Ann", "Bot"}, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			seen := [3]map[int]bool{{}, {}, {}} // per reader: cards it could identify at the event before
			used := map[int]spot{}
			g.watch = func(e *Event) {
				events++
				if e.readers != nil {
					hidden++
					hiddenKinds[e.Kind] = true
				}
				for r, reader := range []Player{0, 1, -1} {
					for _, n := range g.leakedNames(e, reader, seen[r], used) {
						key := fmt.Sprint(reader, e.Kind, n)
						if reported[key] {
							continue
						}
						reported[key] = true
						t.Errorf("pair %d seed %d: %s reads %s event %q, naming %s, a card it may not identify", i, seed, reader, e.Kind, e.For(reader).Text, n)
					}
				}
			}
			var bots [2]Bot
			for p := range bots {
				bots[p], _ = NewBotWith(BotBasic, lib, seed*3+uint64(p))
			}
			for steps := 0; g.Pending() != nil && steps < 20000; steps++ {
				d := g.Pending()
				v := g.View(d.Player)
				if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
					t.Fatalf("pair %d seed %d: %v", i, seed, err)
				}
			}
		}
	}
	if hidden == 0 {
		t.Fatalf("none of %d events hid a card from a reader: the test proves nothing", events)
	}
	for _, k := range []string{"prevent", "instead", "select", "stop"} {
		if !hiddenKinds[k] {
			t.Errorf("no %s event hid a card from a reader: the games no longer show what they were picked for", k)
		}
	}
}

// spotNow is where the card is now.
func (c *Inst) spotNow() spot { return spot{c.Zone, c.Where} }
