package game

import (
	"encoding/json"
	"slices"
	"testing"
)

// A reused view shows exactly what a fresh View shows (Pending aside),
// whoever last filled the buffer: reuse must never leave a stale card or
// a card the viewer may not see. Rulebook: Showing your cards.
func TestViewIntoMatchesView(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed+uint64(p))
		}
		var seats [2]ViewBuffer
		var shared ViewBuffer
		for n := 0; g.Pending() != nil && n < 3000; n++ {
			d := g.Pending()
			for p := range 2 {
				me := Player(p)
				want := g.View(me)
				want.Pending = nil
				for _, got := range []*View{g.ViewInto(me, &seats[p]), g.ViewInto(me, &shared)} {
					if a, b := mustJSON(t, want), mustJSON(t, *got); a != b {
						t.Fatalf("seed %d decision %d seat %d: reused view differs\nwant %s\ngot  %s", seed, n, p, a, b)
					}
				}
			}
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A light view is the view without discard piles, removed cards and
// modifier descriptions, and nothing else differs.
func TestLightViewLeavesOutOnlyPilesAndModifierText(t *testing.T) {
	lib := testLib(t)
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]Bot
	for p := range bots {
		bots[p], _ = NewBotWith(BotRandom, lib, uint64(p))
	}
	buf := ViewBuffer{Light: true}
	sawPile := false
	for n := 0; g.Pending() != nil && n < 3000; n++ {
		d := g.Pending()
		want := g.View(d.Player)
		want.Pending = nil
		for p := range want.Players {
			pv := &want.Players[p]
			sawPile = sawPile || len(pv.Discard) > 0
			pv.Discard, pv.Removed = nil, nil
			for i := range pv.Missions {
				m := &pv.Missions[i]
				clearModifiers(&m.CardView)
				for _, cs := range [][]CardView{m.Surface, m.Overcome, m.On} {
					for j := range cs {
						clearModifiers(&cs[j])
					}
				}
				for j := range m.Ships {
					clearModifiers(&m.Ships[j].CardView)
					for k := range m.Ships[j].Aboard {
						clearModifiers(&m.Ships[j].Aboard[k])
					}
				}
			}
		}
		if a := want.Attempt; a != nil {
			for j := range a.Personnel {
				clearModifiers(&a.Personnel[j])
			}
		}
		if a, b := mustJSON(t, want), mustJSON(t, *g.ViewInto(d.Player, &buf)); a != b {
			t.Fatalf("decision %d: light view differs beyond piles and modifier text\nwant %s\ngot  %s", n, a, b)
		}
		if _, err := g.Choose(d.Player, bots[d.Player].Choose(nil, d)); err != nil {
			t.Fatal(err)
		}
	}
	if !sawPile {
		t.Fatal("no discard pile was ever shown: the test checked nothing")
	}
}

func clearModifiers(c *CardView) { c.Modifiers = nil }

// SkillIndex searches skillNames by halves, which needs them sorted.
func TestSkillNamesSorted(t *testing.T) {
	if !slices.IsSorted(skillNames[:]) {
		t.Fatal("skillNames must stay in sorted order")
	}
	for i, k := range skillNames {
		if SkillIndex(k) != i {
			t.Fatalf("SkillIndex(%q) = %d, want %d", k, SkillIndex(k), i)
		}
	}
	if SkillIndex("Cooking") != -1 {
		t.Fatal("an unknown skill must not be found")
	}
}
