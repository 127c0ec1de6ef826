package sim

import (
	"sort"

	"github.com/stccg/stccg/game"
)

// ImpactReport ranks a deck's cards, missions and dilemmas by how much
// more often the deck won in games where each was drawn, played,
// completed or faced than in games where it was not. In bot games this is
// correlation, not cause: a card drawn in long games, or one the bot
// plays only when it is already winning, ranks high without winning
// anything (docs/simulator.md).
type ImpactReport struct {
	InHand   []Impact `json:"in_hand"`  // a copy drawn or downloaded
	Played   []Impact `json:"played"`   // a copy played
	Missions []Impact `json:"missions"` // the mission completed
	Dilemmas []Impact `json:"dilemmas"` // the dilemma faced by the opponent
}

// Impact is one card's win rate with and without it, and the difference
// with its 95% interval (Newcombe's hybrid score interval: DiffInterval).
type Impact struct {
	Card         string     `json:"card"`
	Name         string     `json:"name"`
	NotEnforced  bool       `json:"not_enforced,omitempty"`
	GamesWith    int        `json:"games_with"`
	WinsWith     int        `json:"wins_with"`
	WinRateWith  float64    `json:"win_rate_with"`
	GamesWithout int        `json:"games_without"`
	WinsWithout  int        `json:"wins_without"`
	WinRateOut   float64    `json:"win_rate_without"`
	Diff         float64    `json:"diff"`
	DiffCI       [2]float64 `json:"diff_ci95"`
}

// Clear reports whether the interval of the difference leaves out 0.
func (i Impact) Clear() bool { return excludesZero(i.DiffCI) }

// impactOf compares the games with it (w) against the rest of the seat's
// games and wins.
func impactOf(c *game.Card, w gamesWith, games, wins int) Impact {
	im := Impact{Card: c.ID, Name: c.Name(), NotEnforced: notEnforced(c), GamesWith: w.games, WinsWith: w.wins,
		GamesWithout: games - w.games, WinsWithout: wins - w.wins}
	if im.GamesWith > 0 {
		im.WinRateWith = float64(im.WinsWith) / float64(im.GamesWith)
	}
	if im.GamesWithout > 0 {
		im.WinRateOut = float64(im.WinsWithout) / float64(im.GamesWithout)
	}
	im.Diff, im.DiffCI = DiffInterval(im.WinsWith, im.GamesWith, im.WinsWithout, im.GamesWithout)
	return im
}

// impact builds the four rankings over games finished games and wins
// won by the seat.
func (s *seatTally) impact(games, wins int) ImpactReport {
	r := ImpactReport{InHand: []Impact{}, Played: []Impact{}, Missions: []Impact{}, Dilemmas: []Impact{}}
	for _, c := range sortedCards(s.cards) {
		k := s.cards[c]
		if k.inHandIn.games > 0 {
			r.InHand = append(r.InHand, impactOf(c, k.inHandIn, games, wins))
		}
		if k.playedIn.games > 0 {
			r.Played = append(r.Played, impactOf(c, k.playedIn, games, wins))
		}
	}
	for _, c := range sortedCards(s.missions) {
		r.Missions = append(r.Missions, impactOf(c, s.missions[c].completedIn, games, wins))
	}
	for _, c := range sortedCards(s.dilemmas) {
		if d := s.dilemmas[c]; d.facedIn.games > 0 {
			r.Dilemmas = append(r.Dilemmas, impactOf(c, d.facedIn, games, wins))
		}
	}
	for _, l := range [][]Impact{r.InHand, r.Played, r.Missions, r.Dilemmas} {
		rankImpact(l)
	}
	return r
}

// rankImpact sorts by the difference, largest first; equal differences
// keep their order by name.
func rankImpact(l []Impact) {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Diff > l[j].Diff })
}

// againstStats lists the opponent's dilemmas this seat faced, the ones
// that ended most attempts first.
func (s *seatTally) againstStats() []AgainstStats {
	out := []AgainstStats{}
	for _, c := range sortedCards(s.against) {
		a := s.against[c]
		out = append(out, AgainstStats{Card: c.ID, Name: c.Name(), NotEnforced: notEnforced(c), Faced: a.faced, Ended: a.ended, EndedAll: a.endedAll})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Ended > out[j].Ended })
	return out
}
