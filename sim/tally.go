package sim

import (
	"github.com/stccg/stccg/game"
)

// tally adds up games. Every field is a whole-number count (totals and
// histograms, never averages), so merging tallies in any order gives the
// same numbers.
type tally struct {
	games, ties, decisions int
	wins                   [2]int
	turns                  int // summed over finished games
	endReasons             map[string]int
	kinds                  eventCounts
	errors                 []gameError
	seats                  [2]*seatTally
	// Scores at the end of each turn, summed over the games that reached
	// it (index: turn - 1), and how many games did.
	scoreSums [][2]int
	turnGames []int
	// Final scores summed by the turn each game ended in (index: turn -
	// 1), and how many games ended then: the score chart carries each
	// game's final score forward past its end.
	endSums  [][2]int
	endGames []int
	// results[i] is game i's outcome (resultSeat1...; 0: not played
	// here), so a paired comparison can match games by number.
	results    []int8
	collecting collector // per-game scratch, reused
}

// Game outcomes, by game number.
const (
	resultSeat1 int8 = 1 + iota
	resultSeat2
	resultTie
	resultError
)

// seatTally is what one seat's deck did.
type seatTally struct {
	winsBy, lossesBy, tiesBy map[string]int
	turnsToWin, finalScore   hist
	missions                 map[*game.Card]*missionTally
	dilemmas                 map[*game.Card]*dilemmaTally
	cards                    map[*game.Card]*cardTally
	personnel                map[*game.Card]*personnelTally
	// against is the opponent's dilemmas as this seat's personnel met
	// them: faced, and attempts they ended.
	against map[*game.Card]*againstTally
}

// gamesWith counts the games in which something happened (a card drawn, a
// mission completed...) and how many of them this seat won: with the
// seat's games and wins, the win rate with and without it.
type gamesWith struct{ games, wins int }

func (g *gamesWith) add(won bool) {
	g.games++
	if won {
		g.wins++
	}
}

func (g *gamesWith) merge(o gamesWith) { g.games += o.games; g.wins += o.wins }

type againstTally struct{ faced, ended, endedAll int }

type missionTally struct {
	attempted, completed, failed int
	completedTurn                hist // turn of the first completion, per game
	completedIn                  gamesWith
}

type dilemmaTally struct {
	drawn, chosen, faced int
	setAside             int // searched out of the pile and set aside for the stack (Uninvited)
	// Faces in which it stopped, killed, sent to hand or captured someone,
	// and how many personnel each time.
	stopped, killed, toHand, captured                                     int
	personnelStopped, personnelKilled, personnelToHand, personnelCaptured int
	withEffect                                                            int // faces with at least one of those
	returned, placed                                                      int // back to the pile; placed on the mission
	overcome, prevented                                                   int
	// Overcome without effect: too costly, wrong type, a copy already
	// revealed, nobody left to face it.
	cost, wrongType, copy, noneLeft int
	// Attempts that failed with this dilemma the last one faced, and of
	// those, the ones in which nobody was left to attempt.
	ended, endedAll int
	facedIn         gamesWith // games in which the opponent faced it
}

type cardTally struct {
	drawn, played, dead int
	downloaded          int // copies that entered the hand by download
	backToHand          int // copies returned to the hand from play or the discard pile
	playTurn            hist
	// Games in which a copy entered the hand (drawn or downloaded), and
	// in which one was played.
	inHandIn, playedIn gamesWith
	// The bot's behaviour (decisions posed to it): how often a play of
	// the card (an event or interrupt) or one of its abilities was
	// offered, how often it was taken, and in how many games each.
	offered, used     int
	offeredIn, usedIn int
}

type personnelTally struct {
	stopped, killed, captured int
}

func newTally() *tally {
	t := &tally{endReasons: map[string]int{}}
	for p := range t.seats {
		t.seats[p] = &seatTally{winsBy: map[string]int{}, lossesBy: map[string]int{}, tiesBy: map[string]int{},
			missions: map[*game.Card]*missionTally{}, dilemmas: map[*game.Card]*dilemmaTally{},
			cards: map[*game.Card]*cardTally{}, personnel: map[*game.Card]*personnelTally{},
			against: map[*game.Card]*againstTally{}}
	}
	return t
}

func (t *tally) fail(i, decisions int, err error) {
	t.games++
	t.setResult(i, resultError)
	t.decisions += decisions
	t.errors = append(t.errors, gameError{game: i, msg: err.Error()})
}

func (t *tally) setResult(i int, r int8) {
	for len(t.results) <= i {
		t.results = append(t.results, 0)
	}
	t.results[i] = r
}

// add counts finished game i.
func (t *tally) add(i int, g *game.Game, decisions int, scores *scoreTrack) {
	t.games++
	t.decisions += decisions
	r := g.Result()
	switch {
	case r.Tie:
		t.setResult(i, resultTie)
	case r.Winner == 0:
		t.setResult(i, resultSeat1)
	default:
		t.setResult(i, resultSeat2)
	}
	t.turns += r.Turns             // the game's own turn numbers (a sum, no room per turn)
	turns := r.Turns - scores.base // turns played, from the game's first
	for p := range 2 {
		s := t.seats[p]
		s.finalScore.add(r.Scores[p])
		switch {
		case r.Tie:
			s.tiesBy[r.Reason]++
		case int(r.Winner) == p:
			s.winsBy[r.Reason]++
			s.turnsToWin.add(turns)
		default:
			s.lossesBy[r.Reason]++
		}
	}
	if r.Tie {
		t.ties++
		t.endReasons["tie:"+r.Reason]++
	} else {
		t.wins[r.Winner]++
		t.endReasons[r.Reason]++
	}
	for i, sc := range scores.scores {
		for len(t.scoreSums) <= i {
			t.scoreSums = append(t.scoreSums, [2]int{})
			t.turnGames = append(t.turnGames, 0)
		}
		t.scoreSums[i][0] += sc[0]
		t.scoreSums[i][1] += sc[1]
		t.turnGames[i]++
	}
	if last := len(scores.scores); last > 0 {
		for len(t.endSums) < last {
			t.endSums = append(t.endSums, [2]int{})
			t.endGames = append(t.endGames, 0)
		}
		t.endSums[last-1][0] += r.Scores[0]
		t.endSums[last-1][1] += r.Scores[1]
		t.endGames[last-1]++
	}
	t.collecting.game(t, g, scores.base)
}

func (t *tally) merge(o *tally) {
	t.games += o.games
	t.ties += o.ties
	t.decisions += o.decisions
	t.turns += o.turns
	for p := range 2 {
		t.wins[p] += o.wins[p]
		t.seats[p].merge(o.seats[p])
	}
	addCounts(t.endReasons, o.endReasons)
	t.kinds.merge(&o.kinds)
	t.errors = append(t.errors, o.errors...)
	for i := range o.scoreSums {
		for len(t.scoreSums) <= i {
			t.scoreSums = append(t.scoreSums, [2]int{})
			t.turnGames = append(t.turnGames, 0)
		}
		t.scoreSums[i][0] += o.scoreSums[i][0]
		t.scoreSums[i][1] += o.scoreSums[i][1]
		t.turnGames[i] += o.turnGames[i]
	}
	for i := range o.endSums {
		for len(t.endSums) <= i {
			t.endSums = append(t.endSums, [2]int{})
			t.endGames = append(t.endGames, 0)
		}
		t.endSums[i][0] += o.endSums[i][0]
		t.endSums[i][1] += o.endSums[i][1]
		t.endGames[i] += o.endGames[i]
	}
	for i, r := range o.results {
		if r != 0 {
			t.setResult(i, r)
		}
	}
}

func (s *seatTally) merge(o *seatTally) {
	addCounts(s.winsBy, o.winsBy)
	addCounts(s.lossesBy, o.lossesBy)
	addCounts(s.tiesBy, o.tiesBy)
	s.turnsToWin.merge(o.turnsToWin)
	s.finalScore.merge(o.finalScore)
	for c, m := range o.missions {
		x := get(s.missions, c)
		x.attempted += m.attempted
		x.completed += m.completed
		x.failed += m.failed
		x.completedTurn.merge(m.completedTurn)
		x.completedIn.merge(m.completedIn)
	}
	for c, d := range o.dilemmas {
		x := get(s.dilemmas, c)
		x.drawn += d.drawn
		x.chosen += d.chosen
		x.setAside += d.setAside
		x.faced += d.faced
		x.stopped += d.stopped
		x.killed += d.killed
		x.toHand += d.toHand
		x.captured += d.captured
		x.personnelStopped += d.personnelStopped
		x.personnelKilled += d.personnelKilled
		x.personnelToHand += d.personnelToHand
		x.personnelCaptured += d.personnelCaptured
		x.withEffect += d.withEffect
		x.returned += d.returned
		x.placed += d.placed
		x.overcome += d.overcome
		x.prevented += d.prevented
		x.cost += d.cost
		x.wrongType += d.wrongType
		x.copy += d.copy
		x.noneLeft += d.noneLeft
		x.ended += d.ended
		x.endedAll += d.endedAll
		x.facedIn.merge(d.facedIn)
	}
	for c, k := range o.cards {
		x := get(s.cards, c)
		x.drawn += k.drawn
		x.played += k.played
		x.dead += k.dead
		x.downloaded += k.downloaded
		x.backToHand += k.backToHand
		x.playTurn.merge(k.playTurn)
		x.inHandIn.merge(k.inHandIn)
		x.playedIn.merge(k.playedIn)
		x.offered += k.offered
		x.used += k.used
		x.offeredIn += k.offeredIn
		x.usedIn += k.usedIn
	}
	for c, k := range o.against {
		x := get(s.against, c)
		x.faced += k.faced
		x.ended += k.ended
		x.endedAll += k.endedAll
	}
	for c, k := range o.personnel {
		x := get(s.personnel, c)
		x.stopped += k.stopped
		x.killed += k.killed
		x.captured += k.captured
	}
}

func addCounts(to, from map[string]int) {
	for k, n := range from {
		to[k] += n
	}
}

// get returns m[c], creating it.
func get[T any](m map[*game.Card]*T, c *game.Card) *T {
	x := m[c]
	if x == nil {
		x = new(T)
		m[c] = x
	}
	return x
}

// eventCounts counts the kinds of event the report totals (a map updated
// for every event would cost more than the rest of the tally); the
// collector's switch counts them.
type eventCounts struct {
	attempt, complete, face, engagement, shipDestroyed, captive, ability, interrupt int
}

func (c *eventCounts) merge(o *eventCounts) {
	c.attempt += o.attempt
	c.complete += o.complete
	c.face += o.face
	c.engagement += o.engagement
	c.shipDestroyed += o.shipDestroyed
	c.captive += o.captive
	c.ability += o.ability
	c.interrupt += o.interrupt
}

// hist counts values (turns, scores), index = value; negative values
// count as 0.
type hist []int

func (h *hist) add(v int) {
	v = max(v, 0)
	for len(*h) <= v {
		*h = append(*h, 0)
	}
	(*h)[v]++
}

// N is how many values were added.
func (h hist) N() int {
	n := 0
	for _, c := range h {
		n += c
	}
	return n
}

func (h *hist) merge(o hist) {
	for len(*h) < len(o) {
		*h = append(*h, 0)
	}
	for v, n := range o {
		(*h)[v] += n
	}
}
