package game

import (
	"math/bits"
	"slices"
)

// Loops (Glossary: infinite loops; actions — "the player taking his or
// her turn decides"). Orders are unlimited, so a player can repeat a
// series of them — beam a personnel down and up again, exchange a card
// back and forth — for ever. The glossary's shortcut: a player who can
// repeat a series of actions, with no response of the opponent able to
// affect it, states the outcome of repeating it any number of times
// instead of performing every repetition.
//
// The engine notices such a series when it sees it: at each orders
// decision of the Execute Orders segment it takes a fingerprint of the
// position (every card's place and state, the piles in order, scores,
// counters, what has been used and played this turn). When the position
// is one the segment has already been in, the orders since then changed
// nothing: they form a loop, and repeating it any number of times leaves
// the game exactly as it is now. The player whose turn it is then
// decides, by the shortcut, how the loop ends: stop it here and end the
// Execute Orders segment, or go on giving orders (and repeat the loop, or
// do something else). Nothing else is changed by it: it only asks. This
// is what keeps bots from giving orders for ever (they stop a loop), in
// place of a fixed number of orders each turn.
//
// A loop that changes the game each time round (a draw, a shuffle, a
// point scored) is not detected: repeating it is not "changing nothing",
// and every such series in the pool runs out (cards, range, once-per-turn
// limits).

// loopState is what the segment's loop detection keeps.
type loopState struct {
	// seen counts the orders decisions of this segment at each position.
	seen map[uint64]int
	// goOn: the active player chose to go on at the position just seen;
	// the next orders decision is posed without asking again.
	goOn bool
	// used is positionKey's scratch list of abilities used, kept between
	// calls (it runs at every orders decision).
	used []abilityKey
	// cards: the cards' part of the key, kept as they change
	// (rules_loops_cards.go).
	cards cardKeys
}

// resetLoops starts a new Execute Orders segment's record.
func (g *Game) resetLoops() {
	if g.loops.seen == nil {
		g.loops.seen = map[uint64]int{}
	}
	clear(g.loops.seen)
	g.loops.goOn = false
}

// askLoop records the position of the orders decision about to be
// posed; when the segment has been here before, it asks the active
// player how the loop ends and reports true (the orders decision is
// posed again if the player goes on).
func (g *Game) askLoop() bool {
	if g.loops.goOn {
		g.loops.goOn = false
		return false
	}
	if g.loops.seen == nil {
		g.loops.seen = map[uint64]int{}
	}
	key := g.positionKey()
	g.loops.seen[key]++
	if g.loops.seen[key] < 2 {
		return false
	}
	p := g.active
	g.emit(Event{Kind: "loop", Player: p, Text: g.players[p].Name + "'s orders since an earlier point of this turn changed nothing: they form a loop, and repeating it leaves the game as it is."})
	g.offer(p, KindOptional, "Your orders have come back to a position of earlier this turn (a loop: repeating it changes nothing). Stop the loop and end Execute Orders, or go on?", []action{
		{Option{Label: "Stop the loop: end Execute Orders", Action: ActEnd, apply: applyEndOrders}, nil},
		{Option{Label: "Go on giving orders", Action: ActPick}, func() {
			g.loops.goOn = true
			g.push(g.stepFn(stepOrders))
		}},
	})
	return true
}

// backToOrders poses the orders again after the player backed out of
// one (Back is no action): the same position is not a loop.
func (g *Game) backToOrders() {
	g.loops.goOn = true
	g.push(g.stepFn(stepOrders))
}

// positionKey fingerprints the game as far as orders can change it. The
// random generator is left out: a loop is about the position, and no
// order draws on it without also changing the position (a shuffle moves
// cards).
func (g *Game) positionKey() uint64 {
	// The words are mixed in place (FxHash's rotate-xor-multiply) rather
	// than written to a buffer and hashed: this runs at every orders
	// decision. Each card's state is packed into one word (two for a
	// ship that used or gained range), and the piles two card IDs to a
	// word: one mix per field was a tenth of a random-bot game.
	h := uint64(0)
	num := func(v uint64) { h = (bits.RotateLeft64(h, 5) ^ v) * 0x517cc1b727220a95 }
	num(uint64(g.turn))
	num(uint64(g.active))
	num(uint64(g.counter))
	for _, ps := range g.players {
		num(uint64(uint32(ps.Score)) | uint64(uint32(ps.Lost))<<32)
		for _, list := range [...][]int{ps.Deck, ps.DilemmaPile, ps.Hand, ps.Discard, ps.Core, ps.Brig, ps.Removed} {
			num(uint64(len(list)))
			i := 0
			for ; i+1 < len(list); i += 2 {
				num(uint64(uint32(list[i])) | uint64(uint32(list[i+1]))<<32)
			}
			if i < len(list) {
				num(uint64(uint32(list[i])))
			}
		}
	}
	// Every card's state: kept as cards change (rules_loops_cards.go).
	num(g.cardsKey())
	// What was used, played and scheduled this turn: using a once-each-turn
	// ability is not nothing.
	used := g.loops.used[:0]
	for k, on := range g.usedThisTurn {
		if on {
			used = append(used, k)
		}
	}
	slices.SortFunc(used, func(a, b abilityKey) int {
		if a.card != b.card {
			return a.card - b.card
		}
		return a.ability - b.ability
	})
	num(uint64(len(used)))
	for _, k := range used {
		num(uint64(uint32(k.card)) | uint64(uint32(k.ability))<<32)
	}
	g.loops.used = used
	num(uint64(len(g.turnFx)))
	// A name a card holds is state an order may change: naming another
	// dilemma is not a loop (vocab_name_dilemma_lasting.go).
	for i := range g.turnFx {
		if t := g.turnFx[i].dilemma; t != "" {
			num(nameWord(t))
		}
		// So is the captive a personnel copies: taking another is not a
		// loop (vocab_gain_all_of_captive.go).
		if c := g.turnFx[i].copyOf; c != 0 {
			num(uint64(c))
		}
	}
	num(uint64(len(g.delayed)))
	num(uint64(len(g.plays.played)))
	num(uint64(len(g.plays.next)))
	return h
}
