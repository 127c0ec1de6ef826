package game

import (
	"slices"
	"testing"
)

// The per-game indexes and early exits of the stats rules
// (rules_stats_skip.go, vocab_dilemma_placed.go, vocab_equipment_facing.go)
// are checked against the answers read the long way, at every event and
// every decision of whole games between every built-in deck, basic and
// random bots.

// everyDeckGames plays games pairing each built-in deck with the next,
// calling check at every event (the game as the event left it, mid
// step) and at every decision.
func everyDeckGames(t *testing.T, games int, check func(g *Game)) {
	t.Helper()
	lib := testLib(t)
	decks := sampleDecks(t, lib)
	for n := range games {
		i := n % len(decks)
		pair := [2]DeckList{decks[i], decks[(i+1)%len(decks)]}
		seed := uint64(n + 1)
		g, err := New(lib, Setup{Decks: pair, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		kind := BotBasic
		if n%2 == 1 {
			kind = BotRandom
		}
		var bots [2]Bot
		for p := range bots {
			bots[p], _ = NewBotWith(kind, lib, seed*2+uint64(p))
		}
		g.watch = func(*Event) { check(g) }
		for steps := 0; g.Pending() != nil; steps++ {
			if steps > 20000 {
				break // long enough: the position is what is checked
			}
			check(g)
			d := g.Pending()
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatalf("%s vs %s, seed %d: %v", decks[i].Name, decks[(i+1)%len(decks)].Name, seed, err)
			}
		}
	}
}

// abilitiesBlockedByScan is abilitiesBlocked's placed-card half read the
// long way: every card lying on the personnel's mission.
func (g *Game) abilitiesBlockedByScan(id int) bool {
	c := g.cards[id]
	if c.Card.Type != Personnel {
		return false
	}
	if len(g.abilityBlockers) > 0 && g.blockedByModifier(id) {
		return true
	}
	m := g.missionOf(id)
	if m == 0 || g.cards[m].Controller != c.Controller {
		return false
	}
	for _, x := range g.cards[m].On {
		if l := lastingOf(g.cards[x].Card); l != nil && l.NoAbilities {
			return true
		}
	}
	return false
}

// statsBothWays reads every personnel's stats in play frozen (the
// sources and conditions found once per freeze: frozenStatMods), twice,
// and thawed (found afresh, skipping what cannot apply:
// rules_stats_skip.go), and reports the first that differ; spoil, when
// not nil, runs after the first frozen read.
func statsBothWays(g *Game, spoil func(g *Game)) (id int, frozen, fresh Stats, differ bool) {
	if g.frozen.on {
		return 0, Stats{}, Stats{}, false // a reader holds them: left alone
	}
	var ids []int
	for i := 1; i < len(g.cards); i++ {
		if c := g.cards[i]; c.Card.Type == Personnel && c.Zone.InPlay() {
			ids = append(ids, i)
		}
	}
	first := make([]Stats, len(ids))
	g.freezeSources()
	for i, id := range ids {
		g.statsInto(id, &first[i])
	}
	if spoil != nil {
		spoil(g)
	}
	again := make([]Stats, len(ids))
	for i, id := range ids {
		g.statsInto(id, &again[i])
	}
	g.thawSources()
	for i, id := range ids {
		var s Stats
		g.statsInto(id, &s)
		if s != first[i] {
			return id, first[i], s, true
		}
		if s != again[i] {
			return id, again[i], s, true
		}
	}
	return 0, Stats{}, Stats{}, false
}

// TestStatsShortcutsAgree: at every event and decision of games between
// every built-in deck,
//   - abilitiesBlocked, reading the game's list of blockers, answers as a
//     scan of the personnel's mission does;
//   - stats read while the sources are frozen (found once per freeze)
//     are the stats read afresh, where the sources that cannot apply are
//     skipped (rules_stats_skip.go);
//   - facingEquipment, skipping the search in a game without equipment
//     answering facing, finds what the search finds;
//
// and each check can fail: a list of blockers left empty, and frozen
// conditions said not to hold, would answer wrongly in these games.
func TestStatsShortcutsAgree(t *testing.T) {
	games := 28
	if testing.Short() {
		games = 8
	}
	blocked, missed, spoiled := 0, 0, 0
	everyDeckGames(t, games, func(g *Game) {
		for id := 1; id < len(g.cards); id++ {
			want := g.abilitiesBlockedByScan(id)
			if got := g.abilitiesBlocked(id); got != want {
				t.Fatalf("card %d (%s): abilitiesBlocked %v, by scan %v", id, g.cardName(id), got, want)
			}
			if want {
				blocked++
				kept := g.lastingBlockers
				g.lastingBlockers = nil
				if !g.abilitiesBlocked(id) {
					missed++
				}
				g.lastingBlockers = kept
			}
		}
		if id, frozen, fresh, differ := statsBothWays(g, nil); differ {
			t.Fatalf("%s: frozen %+v, afresh %+v", g.cardName(id), frozen, fresh)
		}
		if _, _, _, differ := statsBothWays(g, func(g *Game) {
			mods := g.frozenStatMods()
			for i := range mods {
				mods[i].conds = -1
			}
		}); differ {
			spoiled++
		}
		for p := range Player(2) {
			got := g.facingEquipment(p)
			kept := g.facingGear
			g.facingGear = true
			want := g.facingEquipment(p)
			g.facingGear = kept
			if !slices.Equal(got, want) {
				t.Fatalf("facingEquipment(%d): %v, searched %v", p, got, want)
			}
		}
	})
	if blocked == 0 || missed == 0 {
		t.Errorf("no personnel was blocked by a placed card (%d), or none would be missed without the list (%d)", blocked, missed)
	}
	if spoiled == 0 {
		t.Error("spoiled frozen conditions never changed anyone's stats: the check cannot fail")
	}
}

// TestFacingGearIndex: a game with equipment answering its personnel's
// facing indexes it; without the index, it would not be found (the check
// above can fail).
func TestFacingGearIndex(t *testing.T) {
	g := startScenario(t, equipmentFacingPosition)
	g.attempt = &attempt{player: 0, mission: find(t, g, "Aid Lost Colony").ID, personnel: []int{find(t, g, "Callaghan").ID}}
	if !g.facingGear || len(g.facingEquipment(0)) != 1 {
		t.Fatalf("the Orb of Time was not indexed (%v) or not found", g.facingGear)
	}
	g.facingGear = false
	if len(g.facingEquipment(0)) != 0 {
		t.Fatal("facingEquipment searched without the index")
	}
}
