package sim

import (
	"slices"

	"github.com/stccg/stccg/game"
)

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
	// inGame is what each seat's cards did in this game (bits: inHand...),
	// by card and owner: what card impact and bot behaviour count once a
	// game.
	inGame map[seatCard]uint8
	seen   []*game.Card // observe's scratch
	base   int          // the turn before the game's first
}

// seatCard is a card of one seat's deck (both seats may hold the same
// card).
type seatCard struct {
	card *game.Card
	seat game.Player
}

// What a card did in one game (collector.inGame).
const (
	inHand    uint8 = 1 << iota // a copy was drawn or downloaded
	played                      // a copy was played
	completed                   // the mission was completed
	faced                       // the opponent faced the dilemma
	offered                     // the bot was offered a play or ability of it
	used                        // the bot took one
)

// game counts g's events; base is the turn before its first (turns are
// counted from the game's first: scoreTrack.base).
func (c *collector) game(t *tally, g *game.Game, base int) {
	c.base = base
	c.events(t, g, g.Events())
}

// startGame forgets what the last game's cards did (one that failed never
// reached events).
func (c *collector) startGame() {
	if c.inGame == nil {
		c.inGame = map[seatCard]uint8{}
	}
	clear(c.inGame)
}

// observe counts one decision posed to a bot: each card whose play (an
// event or interrupt) or ability it offered, and the one the bot took.
// Other plays (personnel, ships, equipment) are the bot's routine.
func (c *collector) observe(t *tally, g *game.Game, d *game.Decision, ch game.Choice) {
	if c.inGame == nil {
		c.startGame()
	}
	pick := -1
	if len(ch.Picks) == 1 {
		pick = ch.Picks[0]
	}
	seen := c.seen[:0] // cards counted in this decision (a card may have several options)
	for i := range d.Options {
		o := &d.Options[i]
		if o.Card == 0 || (o.Action != game.ActPlay && o.Action != game.ActOrder) {
			continue
		}
		cd, owner := g.CardOf(o.Card)
		if cd == nil || (o.Action == game.ActPlay && cd.Type != game.EventCard && cd.Type != game.Interrupt) {
			continue
		}
		k := get(t.seats[owner].cards, cd)
		key := seatCard{cd, owner}
		if i == pick {
			k.used++
			c.inGame[key] |= used
		}
		if slices.Contains(seen, cd) {
			continue
		}
		seen = append(seen, cd)
		k.offered++
		c.inGame[key] |= offered
	}
	c.seen = seen
}

// mark sets (*flags)[id], growing the list as needed.
func mark(flags *[]bool, id int) {
	if n := id + 1; len(*flags) < n {
		// Grown in one step, not one flag at a time: the lists start
		// empty each game and reach the highest card ID marked.
		old := len(*flags)
		if cap(*flags) < n {
			*flags = append(*flags, make([]bool, n-old)...)
		} else {
			*flags = (*flags)[:n]
			clear((*flags)[old:])
		}
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
	if c.inGame == nil {
		c.startGame()
	}
	// The dilemma last faced in the attempt under way: the one that ended
	// it, if it fails.
	attemptFace := 0
	card := func(id int) (*game.Card, *seatTally) {
		cd, owner := g.CardOf(id)
		return cd, t.seats[owner]
	}
	owner := func(id int) game.Player {
		_, p := g.CardOf(id)
		return p
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
				c.inGame[seatCard{cd, owner(id)}] |= inHand
			}
		case "download":
			for _, id := range e.Cards {
				cd, s := card(id)
				get(s.cards, cd).downloaded++
				c.inGame[seatCard{cd, owner(id)}] |= inHand
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
				k.playTurn.add(e.Turn - c.base)
				mark(&c.played, id)
				c.inGame[seatCard{cd, owner(id)}] |= played
			}
		case "attempt":
			t.kinds.attempt++
			attemptFace = 0
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
			attemptFace = 0
			c.inGame[seatCard{cd, owner(m)}] |= completed
			if !c.completed[m] {
				c.completed[m] = true
				x.completedTurn.add(e.Turn - c.base)
			}
		case "attempt-failed":
			if attemptFace != 0 {
				// Failed with this dilemma the last faced: it ended the
				// attempt (with nobody left when the event names only
				// the mission).
				dc, ds := card(attemptFace)
				d, a := get(ds.dilemmas, dc), get(t.seats[e.Player].against, dc)
				d.ended++
				a.ended++
				if len(e.Cards) == 1 {
					d.endedAll++
					a.endedAll++
				}
				attemptFace = 0
			}
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
			get(t.seats[e.Player].against, cd).faced++
			c.inGame[seatCard{cd, owner(e.Cards[0])}] |= faced
			lastFace = e.Seq
			attemptFace = e.Cards[0]
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
			c.backToHand(t, g, e.Cards)
		case "take": // from the discard pile into the hand
			c.backToHand(t, g, e.Cards)
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
	c.gameDone(t, g.Result())
}

// backToHand counts cards of the draw deck that came back into a hand
// from play or from the discard pile: copies that may be played again.
func (c *collector) backToHand(t *tally, g *game.Game, ids []int) {
	for _, id := range ids {
		cd, owner := g.CardOf(id)
		if cd == nil || cd.Type == game.Mission || cd.Type == game.Dilemma {
			continue
		}
		get(t.seats[owner].cards, cd).backToHand++
	}
}

// gameDone counts, once a game, what each card did and whether its seat
// won (a tie is not a win); an unfinished game (r nil: tests) counts only
// its events.
func (c *collector) gameDone(t *tally, r *game.Result) {
	if r == nil {
		clear(c.inGame)
		return
	}
	for k, bits := range c.inGame {
		s := t.seats[k.seat]
		won := !r.Tie && r.Winner == k.seat
		switch k.card.Type {
		case game.Mission:
			if bits&completed != 0 {
				get(s.missions, k.card).completedIn.add(won)
			}
		case game.Dilemma:
			if bits&faced != 0 {
				get(s.dilemmas, k.card).facedIn.add(won)
			}
		default:
			x := get(s.cards, k.card)
			if bits&inHand != 0 {
				x.inHandIn.add(won)
			}
			if bits&played != 0 {
				x.playedIn.add(won)
			}
		}
		if bits&(offered|used) != 0 {
			// Missions and other cards in play have abilities too.
			x := get(s.cards, k.card)
			if bits&offered != 0 {
				x.offeredIn++
			}
			if bits&used != 0 {
				x.usedIn++
			}
		}
	}
	clear(c.inGame)
}
