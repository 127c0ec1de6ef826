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

// A light view is the view without the hand, discard piles, removed
// cards, cards beneath and on missions, damage cards, face-down cards,
// modifier descriptions, ships' numbers and personnel's attributes,
// with each visible unstopped personnel's stats in a table instead of
// its card view; nothing else differs, and the table holds only what the
// view shows. A view of some parts holds the light view's parts.
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
	noStats := ViewBuffer{Light: true, omit: viewStats}
	sawPile, sawConcealed := false, false
	// faceUp is cs without the face-down cards a light view leaves out.
	faceUp := func(cs []CardView) []CardView {
		out := []CardView{}
		for _, c := range cs {
			if c.Concealed {
				sawConcealed = true
				continue
			}
			out = append(out, c)
		}
		return out
	}
	for n := 0; g.Pending() != nil && n < 3000; n++ {
		d := g.Pending()
		want := g.View(d.Player)
		want.Pending = nil
		for p := range want.Players {
			pv := &want.Players[p]
			sawPile = sawPile || len(pv.Discard) > 0
			sawPile = sawPile || len(pv.Hand) > 0
			pv.Discard, pv.Removed, pv.Hand = nil, nil, nil
			pv.Core, pv.Brig = faceUp(pv.Core), faceUp(pv.Brig)
			for i := range pv.Missions {
				m := &pv.Missions[i]
				sawPile = sawPile || len(m.Overcome) > 0
				clearModifiers(&m.CardView)
				m.Overcome, m.On = nil, nil
				m.Surface = faceUp(m.Surface)
				for j := range m.Surface {
					clearModifiers(&m.Surface[j])
				}
				for j := range m.Ships {
					clearModifiers(&m.Ships[j].CardView)
					sv := &m.Ships[j]
					sv.Damage = nil
					sv.Weapons, sv.Shields, sv.Staffed, sv.staffedKnown = 0, 0, false, false
					if sv.Controller != d.Player || g.cards[m.ID].Card.MissionType != Headquarters {
						sv.Range, sv.RangeLeft = 0, 0 // the viewer's own ships' Range stays at headquarters (bot_stranded_ship.go)
					}
					sv.Aboard = faceUp(sv.Aboard)
					for k := range m.Ships[j].Aboard {
						clearModifiers(&m.Ships[j].Aboard[k])
					}
				}
			}
		}
		want.Unplayable, want.Unmovable = nil, nil // reasons for people, not bots
		want.Playing = faceUp(want.Playing)
		if a := want.Attempt; a != nil {
			a.Personnel, a.Drawn, a.Stack = faceUp(a.Personnel), faceUp(a.Drawn), faceUp(a.Stack)
			for j := range a.Personnel {
				clearModifiers(&a.Personnel[j])
			}
		}
		want = zeroAttributes(want, func(*CardView) bool { return true })
		got := g.ViewInto(d.Player, &buf)
		if a, b := mustJSON(t, want), mustJSON(t, *got); a != b {
			t.Fatalf("decision %d: light view differs beyond piles and modifier text\nwant %s\ngot  %s", n, a, b)
		}
		for id := range g.cards {
			s := got.stats.of(id)
			c := g.card(id)
			shown := c != nil && c.Card.Type == Personnel && c.Zone.InPlay() && !c.Stopped && !concealed(c, d.Player)
			switch {
			case shown && s != g.stats(id):
				t.Fatalf("decision %d: the table's stats of %s are not its stats", n, c.Card.Name())
			case !shown && s != (Stats{}):
				t.Fatalf("decision %d: the table holds stats of card %d, which the view does not show", n, id)
			}
		}
		// NoStats: the same light view with no personnel's skills or
		// attributes, and a table that reads zero.
		lightJSON := mustJSON(t, *got)
		lightStats := make([]Stats, len(g.cards))
		for id := range lightStats {
			lightStats[id] = got.stats.of(id)
		}
		bare := g.ViewInto(d.Player, &noStats)
		if b := mustJSON(t, *bare); b != lightJSON {
			t.Fatalf("decision %d: a view with NoStats differs from the light view beyond stats\nwant %s\ngot  %s", n, lightJSON, b)
		}
		for id := range g.cards {
			if s := bare.stats.of(id); s != (Stats{}) {
				t.Fatalf("decision %d: a view with NoStats holds the stats of card %d", n, id)
			}
		}
		// Parts: each holds what the light view holds there, and the
		// parts left out read empty.
		for _, parts := range []viewPart{0, viewPlaying, viewMissions | viewAttempt, viewMissions, viewCrews | viewStats, viewAttempt | viewStats, viewAttempt} {
			part := ViewBuffer{Light: true, omit: viewAll &^ parts}
			want := mustJSON(t, onlyParts(*got, parts))
			pv := g.ViewInto(d.Player, &part)
			if b := mustJSON(t, onlyParts(*pv, viewAll)); b != want {
				t.Fatalf("decision %d: a view of parts %b is not the light view's parts\nwant %s\ngot  %s", n, parts, want, b)
			}
			all := parts&(viewCrews|viewStats) == viewCrews|viewStats // every stat the light view shows
			for id := range g.cards {
				if s := pv.stats.of(id); (all && s != lightStats[id]) || (s != (Stats{}) && (parts&viewStats == 0 || s != lightStats[id])) {
					t.Fatalf("decision %d: a view of parts %b holds other stats of card %d than the light view", n, parts, id)
				}
			}
		}
		if _, err := g.Choose(d.Player, bots[d.Player].Choose(nil, d)); err != nil {
			t.Fatal(err)
		}
	}
	if !sawPile || !sawConcealed {
		t.Fatal("no discard pile or face-down card was ever shown: the test checked nothing")
	}
}

// onlyParts is light view v as a view of parts would show it: the other
// parts emptied, and empty lists read as none (a refilled view keeps
// them empty, a fresh one has none).
func onlyParts(v View, parts viewPart) View {
	if parts&viewStats == 0 {
		v = zeroAttributes(v, func(*CardView) bool { return true })
	}
	none := func(cs []CardView) []CardView {
		if len(cs) == 0 {
			return nil
		}
		return cs
	}
	if parts&viewPlaying == 0 {
		v.Playing = nil
	}
	v.Playing = none(v.Playing)
	if parts&viewAttempt == 0 {
		v.Attempt = nil
	}
	for p := range v.Players {
		pv := &v.Players[p]
		pv.Hand, pv.Discard, pv.Removed = none(pv.Hand), none(pv.Discard), none(pv.Removed)
		if parts&viewCrews == 0 {
			pv.Core, pv.Brig = nil, nil
		}
		pv.Core, pv.Brig = none(pv.Core), none(pv.Brig)
		if parts&(viewMissions|viewCrews) == 0 || len(pv.Missions) == 0 {
			pv.Missions = nil
			continue
		}
		ms := slices.Clone(pv.Missions)
		for i := range ms {
			m := &ms[i]
			if parts&viewCrews == 0 {
				m.Surface, m.Ships = nil, nil
			}
			m.Overcome, m.On, m.Surface = none(m.Overcome), none(m.On), none(m.Surface)
			if len(m.Ships) == 0 {
				m.Ships = nil
			}
		}
		pv.Missions = ms
	}
	return v
}

func clearModifiers(c *CardView) { c.Modifiers, c.Skills = nil, nil }

// zeroAttributes is v with the attributes of the cards on the table that
// which picks zero, as a view that leaves their stats out gives them; v
// itself is not changed.
func zeroAttributes(v View, which func(*CardView) bool) View {
	zero := func(cs []CardView) []CardView {
		out := slices.Clone(cs)
		for i := range out {
			if which(&out[i]) {
				out[i].Integrity, out[i].Cunning, out[i].Strength = 0, 0, 0
			}
		}
		return out
	}
	for p := range v.Players {
		pv := &v.Players[p]
		pv.Core, pv.Brig = zero(pv.Core), zero(pv.Brig)
		ms := slices.Clone(pv.Missions)
		for i := range ms {
			ms[i].Surface = zero(ms[i].Surface)
			ships := slices.Clone(ms[i].Ships)
			for j := range ships {
				ships[j].Aboard = zero(ships[j].Aboard)
			}
			ms[i].Ships = ships
		}
		pv.Missions = ms
	}
	if a := v.Attempt; a != nil {
		c := *a
		c.Personnel = zero(c.Personnel)
		v.Attempt = &c
	}
	return v
}

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

// A game set up on the memory of a finished one (Setup.Reuse) plays the
// same as a fresh one, also when that memory has been handed on before:
// the third game takes its triggers, attempts and lists from the memory
// the second used (slab.go), while a game played once takes them from
// the heap.
func TestReusedGamePlaysTheSame(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}
	play := func(seed uint64, reuse *Game) (*Game, string) {
		g, err := New(lib, Setup{Decks: decks, Seed: seed, Reuse: reuse})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(BotBasic, lib, seed+uint64(p))
		}
		if _, err := NewMatch(g, bots).Play(100000); err != nil {
			t.Fatal(err)
		}
		return g, mustJSON(t, []any{g.Log(0), g.Log(1), g.Choices(), g.Result()})
	}
	first, _ := play(1, nil)
	if first.trigs.on || len(first.trigs.chunks) != 0 {
		t.Fatal("a game played once must take its triggers from the heap")
	}
	second, _ := play(3, first)
	if !second.trigs.on || len(second.trigs.chunks) == 0 || second.lists.c == 0 && second.lists.i == 0 {
		t.Fatal("the second game should take its triggers and lists from its slabs")
	}
	chunk := &second.trigs.chunks[0][0]
	_, fresh := play(2, nil)
	third, reused := play(2, second)
	if fresh != reused {
		t.Fatal("a game on a finished game's memory played differently from a fresh one")
	}
	if &third.trigs.chunks[0][0] != chunk {
		t.Fatal("the third game did not reuse the second's triggers")
	}
	// A batch of the starters, each game on the last one's memory, as sim
	// plays them: each plays as it does fresh.
	decks = [2]DeckList{deckFile(t, lib, "../assets/decks/tng-excelsior.txt"), deckFile(t, lib, "../assets/decks/klingon-excelsior.txt")}
	last := third
	for seed := uint64(10); seed < 18; seed++ {
		_, fresh := play(seed, nil)
		g, reused := play(seed, last)
		if fresh != reused {
			t.Fatalf("seed %d: a game on a finished game's memory played differently from a fresh one", seed)
		}
		last = g
	}
}

// of is a light view's stats of card id (statsTable.into), for tests.
func (t *statsTable) of(id int) Stats {
	var s Stats
	t.into(id, &s)
	return s
}
