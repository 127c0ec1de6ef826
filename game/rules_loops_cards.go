package game

import "fmt"

// The cards' part of the loop check's position key (rules_loops.go),
// kept up to date as cards change instead of read from every card at
// every orders decision (that read was 8% of a random-bot game's
// instructions and 4% of a basic one's).
//
// Each card's state that orders can change (its place, controller,
// whether it is stopped, face up, completed or flipped, a ship's range
// used and gained) is mixed with its ID into one word, its part; the
// cards' part of the key is the XOR of all parts, so a change to one
// card changes the key by that card's old and new parts alone. A card
// in a draw deck or a dilemma pile has part 0: its place is its pile's
// list, which the key hashes in order.
//
// Whatever writes one of those fields of a card marks the card changed
// (Game.changed) right after; the next key reads again only the cards
// marked since the last one. place marks every move; a turn's end marks
// the cards it unstops and the ships whose range it restores; indexCards
// (a new game, a flipped card, a scenario or a determinized future)
// marks them all. CheckInvariants compares the kept XOR with one worked
// out from every card, and TestEveryCardStateWriteMarksTheCard reads the
// package's source for a write that is not followed by a mark.

// cardKeys is what the key keeps of the cards.
type cardKeys struct {
	part    []uint64 // by card ID: its part as last worked out
	sum     uint64   // the XOR of part
	changed []int32  // the cards marked since the last key (repeats allowed)
	all     bool     // every card is to be read again
}

// changed marks card id: one of the fields its part reads was written.
func (g *Game) changed(id int) {
	k := &g.loops.cards
	if k.all {
		return
	}
	if len(k.changed) >= len(g.cards) {
		// Between two orders segments a game changes many cards: past
		// the number of cards, reading them all is no dearer.
		k.all, k.changed = true, k.changed[:0]
		return
	}
	k.changed = append(k.changed, int32(id))
}

// changedAll marks every card.
func (g *Game) changedAll() {
	k := &g.loops.cards
	k.all, k.changed = true, k.changed[:0]
}

// cardPart is card c's part of the key.
func (g *Game) cardPart(c *Inst) uint64 {
	if c.Zone == ZDeck || c.Zone == ZDilemmaPile {
		return 0
	}
	w := uint64(c.Zone) | uint64(c.Controller&3)<<8 | uint64(uint32(c.Where))<<16
	if c.Stopped {
		w |= 1 << 10
	}
	if c.FaceUp {
		w |= 1 << 11
	}
	if c.Completed {
		w |= 1 << 12
	}
	if g.twoSided && c.Card.isBack {
		w |= 1 << 14 // flipped over (vocab_flip.go)
	}
	if c.RangeUsed|c.RangeBonus != 0 {
		w |= 1 << 13
	}
	h := mixWord(uint64(c.ID)|1<<40, w)
	if c.RangeUsed|c.RangeBonus != 0 {
		h = mixWord(h, uint64(uint32(c.RangeUsed))|uint64(uint32(c.RangeBonus))<<32)
	}
	return h
}

// mixWord mixes v into h (FxHash's rotate-xor-multiply, then a
// finalizer so parts XOR without cancelling patterns).
func mixWord(h, v uint64) uint64 {
	h = (h<<5 | h>>59 ^ v) * 0x517cc1b727220a95
	h ^= h >> 32
	h *= 0xd6e8feb86659fd93
	return h ^ h>>32
}

// cardsKey brings the cards' part of the key up to date and returns it.
func (g *Game) cardsKey() uint64 {
	k := &g.loops.cards
	if k.all || len(k.part) != len(g.cards) {
		k.sum = g.allCardParts(&k.part)
	} else {
		for _, id := range k.changed {
			p := g.cardPart(g.cards[id])
			k.sum ^= k.part[id] ^ p
			k.part[id] = p
		}
	}
	k.all, k.changed = false, k.changed[:0]
	return k.sum
}

// allCardParts works out every card's part into *parts and returns
// their XOR.
func (g *Game) allCardParts(parts *[]uint64) uint64 {
	ps := *parts
	if len(ps) != len(g.cards) {
		ps = append(ps[:0], make([]uint64, len(g.cards))...)
	}
	sum := uint64(0)
	for _, c := range g.cards[1:] {
		ps[c.ID] = g.cardPart(c)
		sum ^= ps[c.ID]
	}
	*parts = ps
	return sum
}

// checkCardsKey reports a kept part that differs from the card's part
// worked out now: a write to a card that did not mark it (the engine's
// invariants, invariants.go). It first takes in the cards marked, as the
// next key would: that changes no key, only when the work is done.
func (g *Game) checkCardsKey() error {
	k := &g.loops.cards
	if k.all || len(k.part) != len(g.cards) {
		return nil // nothing kept: the next key reads every card
	}
	g.cardsKey()
	for _, c := range g.cards[1:] {
		if p := g.cardPart(c); p != k.part[c.ID] {
			return fmt.Errorf("loop key: card %d (%s) changed without being marked changed", c.ID, c.Card.Title)
		}
	}
	return nil
}
