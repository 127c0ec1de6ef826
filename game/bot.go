package game

import (
	"fmt"
	"math/rand/v2"
)

// Bot answers decisions for one seat from what that seat may see: its
// View and its pending Decision. Bots never look inside the Game, so they
// cannot cheat, and the same bot drives sim, --vs-bot and network seats.
// The picks of a Choice it returns may be the bot's own scratch, valid
// until its next Choose (the game copies them).
type Bot interface {
	Choose(v *View, d *Decision) Choice
}

// Bot kinds.
const (
	BotRandom = "random" // uniform among legal answers
	BotBasic  = "basic"  // legal answers, weighted toward playing the game
)

// NewBot makes a bot of the given kind with its own seeded randomness.
func NewBot(kind string, seed uint64) (Bot, error) { return NewBotWith(kind, nil, seed) }

// NewBotWith is NewBot with the card library the bot may consult (card
// definitions are public); nil loads the embedded one when needed.
func NewBotWith(kind string, lib *Library, seed uint64) (Bot, error) {
	return NewBotFor(kind, lib, seed, DeckList{})
}

// NewBotFor is NewBotWith for a bot that knows its own deck list, as a
// player knows the deck they brought (an empty list: it does not).
func NewBotFor(kind string, lib *Library, seed uint64, own DeckList) (Bot, error) {
	r, pcg := newBotRand(seed)
	switch kind {
	case BotRandom:
		return &randomBot{r: r, pcg: pcg}, nil
	case BotBasic, "":
		return &basicBot{r: r, pcg: pcg, lib: lib, reqs: map[string]*Req{}, tried: map[int]int{}}, nil
	case BotStrong:
		if lib == nil {
			l, err := DefaultLibrary()
			if err != nil {
				return nil, err
			}
			lib = l
		}
		return newSearchBot(r, lib, own), nil
	}
	return nil, fmt.Errorf("unknown bot %q (want %s, %s or %s)", kind, BotBasic, BotStrong, BotRandom)
}

type randomBot struct {
	r    *rand.Rand
	pcg  *rand.PCG // r's source, seeded anew by ReuseBot
	perm []int     // reused by every choice: Choose copies the picks
}

// Choose is RandomChoice, drawing the same numbers from the same source,
// in the bot's own list (Choose copies the picks).
func (b *randomBot) Choose(_ *View, d *Decision) Choice {
	var ch Choice
	ch, b.perm = randomInto(b.r, d, b.perm)
	return ch
}

// RandomChoice picks uniformly among the legal answers to d: one option,
// or for multi-pick decisions a random number of distinct options within
// the allowed range, in random order.
// A Back option is never picked: it only returns to an earlier decision.
func RandomChoice(r *rand.Rand, d *Decision) Choice {
	ch, _ := randomInto(r, d, nil)
	return ch
}

// randomInto is RandomChoice written in buf's room, returned for the
// next: it draws the numbers r.Perm would (a Shuffle of the options'
// indices, whose order is the permutation's), without allocating a
// permutation per decision.
func randomInto(r *rand.Rand, d *Decision, buf []int) (Choice, []int) {
	p := buf[:0]
	for i := range d.Options { // by index: an Option is big to copy
		if d.Options[i].Action != ActBack {
			p = append(p, i)
		}
	}
	hi := min(d.Max, len(p))
	n := min(d.Min, hi)
	if hi > n {
		n += r.IntN(hi - n + 1)
	}
	// Shuffle's own loop, drawing the same numbers, with the swap
	// written in place of a call per step (random bot: about 1% of
	// its instructions).
	for i := len(p) - 1; i > 0; i-- {
		j := int(r.Uint64N(uint64(i + 1)))
		p[i], p[j] = p[j], p[i]
	}
	return Choice{Decision: d.ID, Picks: p[:n:n]}, p
}

// permInto is r.Perm(n) written into p's room: the same draws of r (Perm
// is a Shuffle of 0..n-1) without a new list each time.
func permInto(r *rand.Rand, p []int, n int) []int {
	p = p[:0]
	for i := range n {
		p = append(p, i)
	}
	r.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// WantsView reports whether bot b reads the View to answer d, so drivers
// can skip building one when it would be thrown away.
func WantsView(b Bot, d *Decision) bool {
	if w, ok := b.(interface{ wantsView(*Decision) bool }); ok {
		return w.wantsView(d)
	}
	return true
}

func (*randomBot) wantsView(*Decision) bool { return false }

// wantsLightView reports whether bot b does without what a light view
// leaves out (ViewBuffer.Light); bots that say nothing get whole views.
func wantsLightView(b Bot) bool {
	if l, ok := b.(interface{ lightView() bool }); ok {
		return l.lightView()
	}
	return false
}

// The basic bot plays from the table: missions, ships, crews and cores.
func (*basicBot) lightView() bool { return true }

// lightParts is the parts of a light view bot b reads to answer d (see
// viewPart); bots that say nothing read them all.
func lightParts(b Bot, d *Decision) viewPart {
	if l, ok := b.(interface{ lightParts(*Decision) viewPart }); ok {
		return l.lightParts(d)
	}
	return viewAll
}

// The basic bot weighs crews only to give orders (a beam route reads the
// orders' view), and only orders that attempt, beam or move: the others
// (End alone, about one orders decision in eight, or card abilities) it
// scores without the table, from the turn alone. It answers a response
// by the cards being played and chooses dilemmas by the attempt, the
// mission and their costs.
func (*basicBot) lightParts(d *Decision) viewPart {
	switch d.Kind {
	case KindOrders:
		var parts viewPart
		for _, o := range d.Options {
			switch o.Action {
			case ActAttempt, ActBeam, ActMove:
				return viewMissions | viewCrews | viewStats
			case ActOrder:
				// Its card and the cores (bot_destroy_to_draw.go).
				parts = viewMissions | viewCrews
			}
		}
		return parts
	case KindBeamRoute:
		return viewMissions | viewCrews | viewStats
	case KindRespond:
		return viewPlaying
	case KindChooseDilemmas:
		return viewMissions | viewAttempt
	}
	return viewAll
}

func (b *basicBot) wantsView(d *Decision) bool {
	switch d.Kind {
	case KindOrders, KindChooseDilemmas:
		return true
	case KindBeamRoute:
		return b.ordersView == nil // else it reads its orders' view again
	case KindRespond:
		return len(d.Options) > 1 // Pass alone needs no look at the table
	}
	return false
}
