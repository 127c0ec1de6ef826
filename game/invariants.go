package game

import (
	"fmt"
	"slices"
)

// CheckInvariants reports the first broken invariant of the position, or
// nil: every card is in exactly the zone it says (cards on events, being
// played and set aside included), counters are never
// negative, no player commands two copies of a unique card (Rulebook:
// Uniqueness), the count of listeners able to answer each trigger kind
// is the count of them where they could (rules_response_counts.go), and a
// pending decision has a legal answer. Tests and the
// simulator's checking mode call it after every choice; it is not needed
// for play.
func (g *Game) CheckInvariants() error {
	seen := make([]int, len(g.cards))
	count := func(ids []int) {
		for _, id := range ids {
			if id > 0 && id < len(seen) {
				seen[id]++
			}
		}
	}
	for p := range 2 {
		ps := g.players[p]
		for _, l := range [][]int{ps.Deck, ps.Hand, ps.Discard, ps.DilemmaPile, ps.Core, ps.Brig, ps.Removed, ps.Missions, ps.Under} {
			count(l)
		}
		for _, id := range ps.Core {
			count(g.cards[id].On) // cards placed on an event by its text
			for _, x := range g.cards[id].On {
				count(g.cards[x].Aboard) // a ship's crew, on the event with it (vocab_ship_on_event.go)
				count(g.cards[x].Damage)
				count(g.cards[x].On) // events played on that ship (vocab_plays_on_ship.go)
			}
		}
		for _, m := range ps.Missions {
			mc := g.cards[m]
			for _, l := range [][]int{mc.Surface, mc.Ships, mc.Beneath, mc.On} {
				count(l)
			}
			for _, s := range mc.Ships {
				count(g.cards[s].Aboard)
				count(g.cards[s].Damage)
				count(g.cards[s].On) // events played on the ship (vocab_plays_on_ship.go)
			}
		}
	}
	if g.attempt != nil {
		count(g.attempt.drawn)
		count(g.attempt.stack)
	}
	count(g.playing) // revealed while being played (rules_play.go)
	count(g.aside)   // set aside by game text
	for id := 1; id < len(g.cards); id++ {
		if seen[id] != 1 {
			return fmt.Errorf("card %d (%s) found %d times (zone %s)", id, g.cards[id].Card.Name(), seen[id], g.cards[id].Zone)
		}
		if l := g.list(g.cards[id]); l == nil || !slices.Contains(*l, id) {
			return fmt.Errorf("card %d (%s) is not in the list of its zone %s", id, g.cards[id].Card.Name(), g.cards[id].Zone)
		}
	}
	if g.counter < 0 {
		return fmt.Errorf("counters negative: %d", g.counter)
	}
	for p := range 2 {
		titles := map[string]int{}
		for _, c := range g.cards[1:] {
			if c.Card.Unique && c.Zone.InPlay() && c.Controller == Player(p) {
				titles[NormalizeTitle(c.Card.Title)]++
			}
		}
		for title, n := range titles {
			if n > 1 {
				return fmt.Errorf("%s commands %d copies of unique %s", Player(p), n, title)
			}
		}
	}
	if err := g.checkAnswering(); err != nil {
		return err
	}
	if err := g.checkCardsKey(); err != nil {
		return err
	}
	if d := g.Pending(); d != nil {
		if len(d.Options) < d.Min || d.Max > len(d.Options) || d.Min > d.Max {
			return fmt.Errorf("decision %q has no legal answer: min %d max %d options %d", d.Prompt, d.Min, d.Max, len(d.Options))
		}
	}
	return nil
}
