package sim

import (
	"sort"

	"github.com/stccg/stccg/game"
)

// Comparison is deck A against deck B, each played against the same
// opponents on the same seeds: game i against an opponent starts from the
// same seed for both decks, so the two win rates are compared game by
// game (paired), which cancels much of the luck of the draw.
type Comparison struct {
	DeckA string    `json:"deck_a"`
	DeckB string    `json:"deck_b"`
	Games int       `json:"games_per_opponent"`
	Seed  uint64    `json:"seed"`
	Bots  [2]string `json:"bots"` // the compared decks' bot, the opponents' bot
	// Opponents has one row per opponent, in the order given; Overall
	// pools every pair.
	Opponents []PairedRow `json:"opponents"`
	Overall   PairedRow   `json:"overall"`
	// Cards lists every card whose number of copies differs between A and
	// B, with its impact in each deck that holds it.
	Cards       []CardDiff `json:"cards_that_differ"`
	Errors      int        `json:"errors"`
	GamesPerSec float64    `json:"games_per_sec"`
	// PlayerA and PlayerB are each deck's own report over all its games.
	PlayerA PlayerReport `json:"player_a"`
	PlayerB PlayerReport `json:"player_b"`
}

// PairedRow is A and B against one opponent (or all of them), over the
// game numbers that finished for both.
type PairedRow struct {
	Opponent string  `json:"opponent"`
	Pairs    int     `json:"pairs"`
	WinsA    int     `json:"wins_a"`
	WinsB    int     `json:"wins_b"`
	WinRateA float64 `json:"win_rate_a"`
	WinRateB float64 `json:"win_rate_b"`
	// AOnly and BOnly count the pairs that only A, or only B, won.
	AOnly int `json:"a_only"`
	BOnly int `json:"b_only"`
	// Diff is B's win rate minus A's, with the 95% interval of the mean
	// paired difference (PairedInterval).
	Diff   float64    `json:"diff_b_minus_a"`
	DiffCI [2]float64 `json:"diff_ci95"`
}

// CardDiff is one card A and B hold in different numbers.
type CardDiff struct {
	Card        string `json:"card"`
	Name        string `json:"name"`
	Type        string `json:"type"`
	NotEnforced bool   `json:"not_enforced,omitempty"`
	CopiesA     int    `json:"copies_a"`
	CopiesB     int    `json:"copies_b"`
	// Impact is the card's rows of each deck's impact report (in hand and
	// played, completed or faced), tagged with the deck.
	Impact []TaggedImpact `json:"impact"`
}

// TaggedImpact is an impact row with the deck ("A" or "B") and what it
// measures ("in hand", "played", "completed", "faced").
type TaggedImpact struct {
	Deck string `json:"deck"`
	What string `json:"what"`
	Impact
}

// RunCompare plays deck A and deck B (seat 1) against each opponent
// (seat 2), cfg.Games games each, with the gauntlet's seeds: A's rows are
// what a gauntlet of A would show.
func RunCompare(cfg Config, a, b game.DeckList, opponents []game.DeckList) Comparison {
	c := Comparison{DeckA: a.Name, DeckB: b.Name, Games: cfg.Games, Seed: cfg.Seed, Bots: cfg.Bots, Opponents: []PairedRow{}}
	totals := [2]*tally{newTally(), newTally()}
	var all PairedRow
	all.Opponent = "all opponents"
	seconds := 0.0
	for j, opp := range opponents {
		var ts [2]*tally
		for k, d := range []game.DeckList{a, b} {
			x := cfg
			x.Decks = [2]game.DeckList{d, opp}
			x.Seed = gameSeed(cfg.Seed^0x6a09e667f3bcc908, j)
			t, elapsed := play(x)
			seconds += elapsed
			ts[k] = t
			totals[k].merge(t)
		}
		row := pairRow(opp.Name, ts[0].results, ts[1].results, cfg.Games)
		c.Opponents = append(c.Opponents, row)
		all.Pairs += row.Pairs
		all.WinsA += row.WinsA
		all.WinsB += row.WinsB
		all.AOnly += row.AOnly
		all.BOnly += row.BOnly
		c.Errors += len(ts[0].errors) + len(ts[1].errors)
	}
	c.Overall = finishRow(all)
	for k, d := range []game.DeckList{a, b} {
		x := cfg
		x.Decks = [2]game.DeckList{d, {Name: "the opponents"}}
		pr := totals[k].seatReport(0, x, totals[k].games-len(totals[k].errors))
		pr.NotEnforced = enforcementOf(d)
		if k == 0 {
			c.PlayerA = pr
		} else {
			c.PlayerB = pr
		}
	}
	c.Cards = cardDiffs(a, b, c.PlayerA, c.PlayerB)
	if seconds > 0 {
		c.GamesPerSec = float64(totals[0].games+totals[1].games) / seconds
	}
	return c
}

// pairRow pairs game i of A with game i of B (both finished) and counts
// seat 1's wins.
func pairRow(opponent string, ra, rb []int8, games int) PairedRow {
	r := PairedRow{Opponent: opponent}
	at := func(rs []int8, i int) int8 {
		if i < len(rs) {
			return rs[i]
		}
		return 0
	}
	for i := range games {
		x, y := at(ra, i), at(rb, i)
		if x == 0 || y == 0 || x == resultError || y == resultError {
			continue
		}
		r.Pairs++
		aw, bw := x == resultSeat1, y == resultSeat1
		if aw {
			r.WinsA++
		}
		if bw {
			r.WinsB++
		}
		switch {
		case aw && !bw:
			r.AOnly++
		case bw && !aw:
			r.BOnly++
		}
	}
	return finishRow(r)
}

func finishRow(r PairedRow) PairedRow {
	if r.Pairs > 0 {
		r.WinRateA = float64(r.WinsA) / float64(r.Pairs)
		r.WinRateB = float64(r.WinsB) / float64(r.Pairs)
	}
	r.Diff, r.DiffCI = PairedInterval(r.BOnly, r.AOnly, r.Pairs)
	return r
}

// cardDiffs lists the cards whose copies differ between a and b, by name.
func cardDiffs(a, b game.DeckList, pa, pb PlayerReport) []CardDiff {
	count := func(d game.DeckList) map[*game.Card]int {
		m := map[*game.Card]int{}
		for _, part := range [][]*game.Card{d.Missions, d.Dilemmas, d.Draw} {
			for _, c := range part {
				m[c]++
			}
		}
		return m
	}
	ca, cb := count(a), count(b)
	var cards []*game.Card
	for c, n := range ca {
		if cb[c] != n {
			cards = append(cards, c)
		}
	}
	for c := range cb {
		if _, ok := ca[c]; !ok {
			cards = append(cards, c)
		}
	}
	sort.Slice(cards, func(i, j int) bool {
		if x, y := cards[i].Name(), cards[j].Name(); x != y {
			return x < y
		}
		return cards[i].ID < cards[j].ID
	})
	out := []CardDiff{}
	for _, c := range cards {
		d := CardDiff{Card: c.ID, Name: c.Name(), Type: string(c.Type), NotEnforced: notEnforced(c), CopiesA: ca[c], CopiesB: cb[c], Impact: []TaggedImpact{}}
		for _, side := range []struct {
			deck string
			pr   PlayerReport
		}{{"A", pa}, {"B", pb}} {
			for _, part := range []struct {
				what string
				rows []Impact
			}{{"in hand", side.pr.Impact.InHand}, {"played", side.pr.Impact.Played},
				{"completed", side.pr.Impact.Missions}, {"faced", side.pr.Impact.Dilemmas}} {
				for _, im := range part.rows {
					if im.Card == c.ID {
						d.Impact = append(d.Impact, TaggedImpact{Deck: side.deck, What: part.what, Impact: im})
					}
				}
			}
		}
		out = append(out, d)
	}
	return out
}
