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
	scoreSums  [][2]int
	turnGames  []int
	collecting collector // per-game scratch, reused
}

// seatTally is what one seat's deck did.
type seatTally struct {
	winsBy, lossesBy, tiesBy map[string]int
	turnsToWin, finalScore   hist
	missions                 map[*game.Card]*missionTally
	dilemmas                 map[*game.Card]*dilemmaTally
	cards                    map[*game.Card]*cardTally
	personnel                map[*game.Card]*personnelTally
}

type missionTally struct {
	attempted, completed, failed int
	completedTurn                hist // turn of the first completion, per game
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
}

type cardTally struct {
	drawn, played, dead int
	playTurn            hist
}

type personnelTally struct {
	stopped, killed, captured int
}

func newTally() *tally {
	t := &tally{endReasons: map[string]int{}}
	for p := range t.seats {
		t.seats[p] = &seatTally{winsBy: map[string]int{}, lossesBy: map[string]int{}, tiesBy: map[string]int{},
			missions: map[*game.Card]*missionTally{}, dilemmas: map[*game.Card]*dilemmaTally{},
			cards: map[*game.Card]*cardTally{}, personnel: map[*game.Card]*personnelTally{}}
	}
	return t
}

func (t *tally) fail(i, decisions int, err error) {
	t.games++
	t.decisions += decisions
	t.errors = append(t.errors, gameError{game: i, msg: err.Error()})
}

// add counts one finished game.
func (t *tally) add(g *game.Game, decisions int, scores *scoreTrack) {
	t.games++
	t.decisions += decisions
	r := g.Result()
	t.turns += r.Turns
	for p := range 2 {
		s := t.seats[p]
		s.finalScore.add(r.Scores[p])
		switch {
		case r.Tie:
			s.tiesBy[r.Reason]++
		case int(r.Winner) == p:
			s.winsBy[r.Reason]++
			s.turnsToWin.add(r.Turns)
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
	t.collecting.game(t, g)
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
	}
	for c, k := range o.cards {
		x := get(s.cards, c)
		x.drawn += k.drawn
		x.played += k.played
		x.dead += k.dead
		x.playTurn.merge(k.playTurn)
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

// The event kinds that do something to personnel; while a dilemma is
// faced, each is set down to that dilemma. An effect's bit in
// collector.faceHad is 1 << its number.
const (
	effStop    = iota // game.OutStop
	effKill           // game.OutKill
	effToHand         // game.OutToHand
	effCaptive        // "captive"
)

// collector reads one finished game's events into a tally.
type collector struct {
	drawn, played []bool        // by instance ID
	completed     map[int]bool  // missions completed this game
	faceHad       map[int]uint8 // effects (bits: effStop...) each face had, by the face event's number
}

func (c *collector) game(t *tally, g *game.Game) { c.events(t, g, g.Events()) }

// mark sets (*flags)[id], growing the list as needed.
func mark(flags *[]bool, id int) {
	for len(*flags) <= id {
		*flags = append(*flags, false)
	}
	(*flags)[id] = true
}

// events counts the events of game g. Each event's kind is told apart by
// one switch: the kinds the report totals, what is counted of each card
// and the personnel effects (three string switches and lookups per
// event were some 1% of a simulation's CPU).
func (c *collector) events(t *tally, g *game.Game, events []game.Event) {
	c.drawn, c.played = c.drawn[:0], c.played[:0]
	if c.completed == nil {
		c.completed, c.faceHad = map[int]bool{}, map[int]uint8{}
	}
	clear(c.completed)
	clear(c.faceHad)
	card := func(id int) (*game.Card, *seatTally) {
		cd, owner := g.CardOf(id)
		return cd, t.seats[owner]
	}
	has := func(flags []bool, id int) bool { return id < len(flags) && flags[id] }
	lastFace := 0
	for i := range events {
		e := &events[i]
		effect := -1 // effStop...
		// Every kind read below names its cards first; one that names
		// none (a pile that was empty) has nothing to count.
		switch e.Kind {
		case "draw":
			for _, id := range e.Cards {
				cd, s := card(id)
				get(s.cards, cd).drawn++
				mark(&c.drawn, id)
			}
		case "play", "interrupt":
			if e.Kind == "interrupt" {
				t.kinds.interrupt++
			}
			for _, id := range e.Cards {
				cd, s := card(id)
				if cd.Type == game.Mission || cd.Type == game.Dilemma {
					continue
				}
				k := get(s.cards, cd)
				k.played++
				k.playTurn.add(e.Turn)
				mark(&c.played, id)
			}
		case "attempt":
			t.kinds.attempt++
			if len(e.Cards) == 0 {
				break
			}
			cd, s := card(e.Cards[0])
			get(s.missions, cd).attempted++
		case "complete":
			t.kinds.complete++
			m := e.Cards[0]
			cd, s := card(m)
			x := get(s.missions, cd)
			x.completed++
			if !c.completed[m] {
				c.completed[m] = true
				x.completedTurn.add(e.Turn)
			}
		case "attempt-failed":
			if len(e.Cards) == 0 {
				break
			}
			cd, s := card(e.Cards[0])
			get(s.missions, cd).failed++
			for _, id := range e.Cards[1:] {
				pc, ps := card(id)
				get(ps.personnel, pc).stopped++
			}
		case "draw-dilemmas":
			for _, id := range e.Cards {
				cd, s := card(id)
				get(s.dilemmas, cd).drawn++
			}
		case "set-aside":
			for _, id := range e.Cards {
				if cd, s := card(id); cd.Type == game.Dilemma {
					get(s.dilemmas, cd).setAside++
				}
			}
		case "dilemma-stack":
			for _, id := range e.Facts.Hidden {
				cd, s := card(id)
				get(s.dilemmas, cd).chosen++
			}
		case "face":
			t.kinds.face++
			if len(e.Cards) == 0 {
				break
			}
			cd, s := card(e.Cards[0])
			get(s.dilemmas, cd).faced++
			lastFace = e.Seq
		case "dilemma-returns":
			if len(e.Cards) == 0 {
				break
			}
			cd, s := card(e.Cards[0])
			get(s.dilemmas, cd).returned++
		case "dilemma-placed":
			if len(e.Cards) == 0 {
				break
			}
			cd, s := card(e.Cards[0])
			get(s.dilemmas, cd).placed++
		case "overcome":
			if len(e.Cards) == 0 {
				break
			}
			cd, s := card(e.Cards[0])
			d := get(s.dilemmas, cd)
			switch e.Facts.Reason {
			case game.OvercomeFaced:
				d.overcome++
			case game.OvercomePrevented:
				d.prevented++
			case game.OvercomeCost:
				d.cost++
			case game.OvercomeWrongType:
				d.wrongType++
			case game.OvercomeCopy:
				d.copy++
			case game.OvercomeNoneLeft:
				d.noneLeft++
			}
		case "engagement":
			t.kinds.engagement++
		case "ship-destroyed":
			t.kinds.shipDestroyed++
		case "ability":
			t.kinds.ability++
		case game.OutStop:
			effect = effStop
		case game.OutKill:
			effect = effKill
		case game.OutToHand:
			effect = effToHand
		case "captive":
			t.kinds.captive++
			effect = effCaptive
		}
		if effect < 0 {
			continue
		}
		for _, id := range e.Cards {
			pc, ps := card(id)
			if pc.Type != game.Personnel {
				continue
			}
			x := get(ps.personnel, pc)
			switch effect {
			case effStop:
				x.stopped++
			case effKill:
				x.killed++
			case effCaptive:
				x.captured++
			}
		}
		if e.Facts.Dilemma == 0 {
			continue
		}
		cd, s := card(e.Facts.Dilemma)
		d := get(s.dilemmas, cd)
		n := len(e.Cards)
		// Count each effect once per face, and each face with any effect
		// once.
		had := c.faceHad[lastFace]
		bit := uint8(1) << effect
		first := had&bit == 0
		if had == 0 {
			d.withEffect++
		}
		c.faceHad[lastFace] = had | bit
		switch effect {
		case effStop:
			d.personnelStopped += n
			if first {
				d.stopped++
			}
		case effKill:
			d.personnelKilled += n
			if first {
				d.killed++
			}
		case effToHand:
			d.personnelToHand += n
			if first {
				d.toHand++
			}
		case effCaptive:
			d.personnelCaptured += n
			if first {
				d.captured++
			}
		}
	}
	for id := range c.drawn {
		if c.drawn[id] && !has(c.played, id) {
			cd, s := card(id)
			get(s.cards, cd).dead++
		}
	}
}
