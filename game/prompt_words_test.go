package game

import (
	"strings"
	"testing"
)

// internalWords reports the first word of the engine's own in t: a
// trigger kind of the registry ("about-to-select", "end-of-turn", or a
// one-word kind such as "killed" used as a window's title: "killed: …"), or a
// card reference event text uses before it is worded.
func internalWords(t string) string {
	if hasRefs(t) {
		return "a card reference"
	}
	if strings.Contains(t, "about-to-") {
		return "about-to-"
	}
	for k := range triggerTable {
		if strings.Contains(k, "-") && strings.Contains(t, k) {
			return k
		}
		if strings.HasPrefix(t, k+":") { // a window titled by its trigger

			return k + ":"
		}
	}
	return ""
}

// Every prompt and option a player reads is worded for players: no
// trigger names of the engine ("about-to-select: prevent or pass"), an
// event that is not played into the core is not offered "to your core",
// and a card offered in a response window says the same thing on the
// wire whatever window it is in: an interrupt from hand is played
// ("action":"play"), the ability of a card in play is used ("order").
// Basic bots play whole games with the sample decks; every decision is
// read as posed. Rulebook: Interrupt; Event (played into the core, or
// not played anywhere and then destroyed).
func TestPromptsAndOptionsWordedForPlayers(t *testing.T) {
	lib := testLib(t)
	tng, kli := sampleDeck(t, lib, "tng-excelsior"), sampleDeck(t, lib, "klingon-excelsior")
	rom, cg := sampleDeck(t, lib, "romulan-excelsior"), sampleDeck(t, lib, "common-ground-excelsior")
	games := []struct {
		decks [2]DeckList
		seed  uint64
	}{
		{[2]DeckList{kli, tng}, 5}, {[2]DeckList{rom, cg}, 2}, {[2]DeckList{tng, kli}, 1},
		{[2]DeckList{kliEventsDeck(t, lib), borgDeck(t, lib)}, 1}, {[2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}, 2},
	}
	reported := map[string]bool{}
	report := func(key, format string, args ...any) {
		if !reported[key] {
			reported[key] = true
			t.Errorf(format, args...)
		}
	}
	windows, interrupts := 0, 0
	for i, game := range games {
		g, err := New(lib, Setup{Decks: game.decks, Names: [2]string{"Ann", "Bot"}, Seed: game.seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, game.seed*3+uint64(p))
		}
		for steps := 0; g.Pending() != nil && steps < 20000; steps++ {
			d := g.Pending()
			if w := internalWords(d.Prompt); w != "" {
				report(d.Kind+w, "game %d: %s prompt %q holds %q", i, d.Kind, d.Prompt, w)
			}
			if d.Kind == KindRespond {
				windows++
			}
			for _, o := range d.Options {
				if w := internalWords(o.Label); w != "" {
					report(d.Kind+w+"label", "game %d: %s option %q holds %q", i, d.Kind, o.Label, w)
				}
				if o.Card == 0 {
					continue
				}
				c := g.cards[o.Card]
				if o.Action == ActPlay && strings.HasSuffix(o.Label, "to your core") && !(c.Card.Type == EventCard && c.Card.Core) {
					report(c.Card.Name()+"core", "game %d: %q: %s is not played into the core", i, o.Label, c.Card.Name())
				}
				if d.Kind != KindRespond {
					continue
				}
				want := ActOrder // the text of a card in play
				if c.Zone == ZHand {
					want = ActPlay
					interrupts++
				}
				if o.Action != want {
					report(c.Card.Name()+o.Action, "game %d: window option %q has action %q, want %q (a card in %s)", i, o.Label, o.Action, want, c.Zone)
				}
			}
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
		}
	}
	if windows == 0 || interrupts == 0 {
		t.Fatalf("%d windows, %d interrupts offered in them: the games prove nothing", windows, interrupts)
	}
}
