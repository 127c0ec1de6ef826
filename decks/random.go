package decks

import (
	"fmt"
	"math/rand/v2"

	"github.com/stccg/stccg/game"
)

// RandomPool is the cards of one format a random deck is built from, by
// the part of the deck they go to. Build it once (NewRandomPool) and draw
// many decks from it.
type RandomPool struct {
	format                         string
	hqs, missions, dilemmas, draws []*game.Card
}

// NewRandomPool gathers the first printing of every card legal in format
// (a reprint is the same card: Rulebook: Building a Deck counts copies by
// title). It fails when the format is unknown or has too few cards for a
// legal deck.
func NewRandomPool(lib *game.Library, format string) (*RandomPool, error) {
	if !IsFormat(format) {
		return nil, fmt.Errorf("unknown format %q (formats: %v)", format, formats)
	}
	p := &RandomPool{format: format}
	for _, c := range lib.All() {
		if c.PrintingOf != "" || !Legal(c, format) {
			continue
		}
		switch {
		case c.IsHQ():
			p.hqs = append(p.hqs, c)
		case c.Type == game.Mission:
			p.missions = append(p.missions, c)
		case c.Type == game.Dilemma:
			p.dilemmas = append(p.dilemmas, c)
		default:
			p.draws = append(p.draws, c)
		}
	}
	// Enough different titles for the largest sections at one copy each.
	if len(p.missions) < MissionCount || len(p.dilemmas) < MinDilemmas || len(p.draws) < MinDrawDeck {
		return nil, fmt.Errorf("format %s has too few cards for a deck: %d missions (not headquarters), %d dilemmas, %d draw-deck cards",
			format, len(p.missions), len(p.dilemmas), len(p.draws))
	}
	return p, nil
}

// Random builds a deck at random from the pool, legal by the rules of
// Building a Deck and in the pool's format: five different missions, of
// which usually one (sometimes none or two) is a headquarters; 20 to 30
// dilemmas; 35 to 50 draw-deck cards; one to three copies of each title
// picked. So that games with it do something, a draw-deck pick is mostly
// (three times in four) a card its headquarters lets be played there or
// one that is not played at a headquarters (events, interrupts), else any
// card. The same random source state gives the same deck.
func (p *RandomPool) Random(r *rand.Rand, name string) *Deck {
	d := &Deck{Name: name, File: name, Syntax: Plain}
	copies := map[string]int{} // by normalised title, across the deck
	add := func(c *game.Card, n int) int {
		t := game.NormalizeTitle(c.Title)
		n = min(n, MaxCopiesOfOneTitle-copies[t])
		if n <= 0 {
			return 0
		}
		copies[t] += n
		d.Entries = append(d.Entries, Entry{Count: n, Card: c, Section: SectionOf(c), Line: len(d.Entries) + 1})
		return n
	}
	hqCount := 1
	switch x := r.IntN(20); {
	case x == 0:
		hqCount = 0
	case x == 1:
		hqCount = 2
	}
	var hqs []*game.Card
	for _, i := range r.Perm(len(p.hqs)) {
		if len(hqs) == hqCount {
			break
		}
		c := p.hqs[i]
		// A headquarters that allows no other one stands alone.
		if c.OnlyHQ && len(hqs) > 0 || len(hqs) == 1 && hqs[0].OnlyHQ {
			continue
		}
		if c.Unique && copies[game.NormalizeTitle(c.Title)] > 0 {
			continue // a second headquarters of one unique title (Rulebook: Uniqueness)
		}
		if add(c, 1) == 1 {
			hqs = append(hqs, c)
		}
	}
	for _, i := range r.Perm(len(p.missions)) {
		if d.Count(Missions) == MissionCount {
			break
		}
		// Missions are unique: one of each title (Rulebook: Uniqueness).
		if c := p.missions[i]; !(c.Unique && copies[game.NormalizeTitle(c.Title)] > 0) {
			add(c, 1)
		}
	}
	fill := func(pool []*game.Card, want int, prefer func(*game.Card) bool) {
		var preferred []*game.Card
		for _, c := range pool {
			if prefer(c) {
				preferred = append(preferred, c)
			}
		}
		for have, tries := 0, 0; have < want && tries < 100*want; tries++ {
			from := pool
			if len(preferred) > 0 && r.IntN(4) > 0 {
				from = preferred
			}
			have += add(from[r.IntN(len(from))], min(1+r.IntN(MaxCopiesOfOneTitle), want-have))
		}
	}
	fill(p.dilemmas, MinDilemmas+r.IntN(11), func(*game.Card) bool { return false })
	fill(p.draws, MinDrawDeck+r.IntN(16), func(c *game.Card) bool {
		if c.Type != game.Personnel && c.Type != game.Ship && c.Type != game.Equipment {
			return true
		}
		for _, hq := range hqs {
			if hq.AllowsPlay(c) {
				return true
			}
		}
		return false
	})
	return d
}

// Check reports every problem of the deck by the rules of Building a Deck
// and the pool's format (none for a deck Random built).
func (p *RandomPool) Check(d *Deck) []Problem {
	return append(d.Validate(), d.CheckFormat(p.format)...)
}
