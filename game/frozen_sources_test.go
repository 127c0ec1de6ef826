package game

import (
	"reflect"
	"slices"
	"testing"
)

// Frozen sources (freezeSources) are the active sources a reading would
// find anyway: costs, ship attributes, personnel's stats and what they
// cannot undergo read the same frozen or not, at every decision of bot
// games.
func TestFrozenSourcesReadAsUnfrozen(t *testing.T) {
	lib := testLib(t)
	// Add to each deck the enforced cards of its affiliations (or none)
	// whose text modifies play costs or ships, so there is something to
	// read.
	withModifiers := func(d DeckList, affiliations ...string) DeckList {
		for _, c := range lib.All() { // All: with every card's encoding read
			if c.Status == NotEnforced || c.modEffects&(fxPlayCost|fxShip) == 0 || !slices.Contains(append(affiliations, ""), c.Affiliation) {
				continue
			}
			d.Draw = append(d.Draw, c, c, c)
		}
		return d
	}
	// Missions are the only cards whose text changes what playing a card
	// costs (Advanced Combat Training, Advanced Battle Simulation).
	fed, kli := withModifiers(fedDeck(t, lib), "federation"), withModifiers(kliDeck(t, lib), "klingon")
	fed.Missions[4], kli.Missions[4] = mustFind(t, lib, "Advanced Combat Training"), mustFind(t, lib, "Advanced Battle Simulation")
	pairs := [][2]DeckList{
		{fed, kli},
		{withModifiers(kliEventsDeck(t, lib), "klingon"), withModifiers(borgDeck(t, lib), "borg")},
	}
	reads := 0
	for _, decks := range pairs {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(lib, Setup{Decks: decks, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			bots := [2]Bot{}
			for p := range bots {
				bots[p], _ = NewBotWith(BotRandom, lib, seed+uint64(p))
			}
			for n := 0; g.Pending() != nil && n < 4000; n++ {
				type read struct {
					cost, rng, weapons, shields, skillsCost, attemptCost int
					cannotStop, cannotKill                               bool
					stats                                                Stats
				}
				readAll := func() []read {
					var out []read
					for _, c := range g.cards[1:] {
						r := read{cost: g.costModifiers(g.active, c), cannotStop: g.cannot(c.ID, OutStop), cannotKill: g.cannot(c.ID, OutKill)}
						if c.Card.Type == Mission {
							r.attemptCost = g.attemptCost(c.ID)
						}
						if c.Card.Type == Ship {
							r.rng, r.weapons, r.shields = g.shipAttrs(c.ID)
						}
						if c.Card.Type == Personnel && c.Zone.InPlay() {
							r.stats, r.skillsCost = g.stats(c.ID), g.skillsCost(c.ID)
						}
						out = append(out, r)
					}
					return out
				}
				plain := readAll()
				g.freezeSources()
				frozen := readAll()
				g.thawSources()
				if !reflect.DeepEqual(plain, frozen) {
					t.Fatalf("seed %d decision %d: frozen sources read differently", seed, n)
				}
				reads += len(plain)
				d := g.Pending()
				if _, err := g.Choose(d.Player, bots[d.Player].Choose(nil, d)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if reads == 0 {
		t.Fatal("nothing was read")
	}
	// Games between bots seldom complete a mission whose text lowers
	// costs; read one completed directly.
	g, err := New(lib, Setup{Decks: pairs[0], Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p := g.active
	act := g.players[p].Missions[4]
	g.cards[act].Completed = true
	i := slices.IndexFunc(lib.All(), func(c *Card) bool { return c.Type == EventCard && c.HasKeyword("Assault") })
	if i < 0 {
		t.Fatal("no Assault event in the pool")
	}
	assault := &Inst{Card: lib.all()[i], Owner: p, Controller: p}
	plain := g.costModifiers(p, assault)
	g.freezeSources()
	frozen := g.costModifiers(p, assault)
	g.thawSources()
	if plain != 1 || frozen != plain {
		t.Fatalf("a completed Advanced Combat Training lowers an Assault event's cost by %d, frozen by %d; want 1 both", plain, frozen)
	}
}
