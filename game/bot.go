package game

import (
	"fmt"
	"math/rand/v2"
)

// Bot answers decisions for one seat from what that seat may see: its
// View and its pending Decision. Bots never look inside the Game, so they
// cannot cheat, and the same bot drives sim, --vs-bot and network seats.
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
	r := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
	switch kind {
	case BotRandom:
		return randomBot{r}, nil
	case BotBasic, "":
		return &basicBot{r: r, lib: lib, reqs: map[string]*Req{}}, nil
	}
	return nil, fmt.Errorf("unknown bot %q (want %s or %s)", kind, BotRandom, BotBasic)
}

type randomBot struct{ r *rand.Rand }

func (b randomBot) Choose(_ *View, d *Decision) Choice { return RandomChoice(b.r, d) }

// RandomChoice picks uniformly among the legal answers to d: one option,
// or for multi-pick decisions a random number of distinct options within
// the allowed range, in random order.
// A Back option is never picked: it only returns to an earlier decision.
func RandomChoice(r *rand.Rand, d *Decision) Choice {
	opts := make([]int, 0, len(d.Options))
	for i, o := range d.Options {
		if o.Action != ActBack {
			opts = append(opts, i)
		}
	}
	hi := min(d.Max, len(opts))
	n := min(d.Min, hi)
	if hi > n {
		n += r.IntN(hi - n + 1)
	}
	perm := r.Perm(len(opts))
	picks := make([]int, n)
	for i := range picks {
		picks[i] = opts[perm[i]]
	}
	return Choice{Decision: d.ID, Picks: picks}
}

// WantsView reports whether bot b reads the View to answer d, so drivers
// can skip building one when it would be thrown away.
func WantsView(b Bot, d *Decision) bool {
	if w, ok := b.(interface{ wantsView(*Decision) bool }); ok {
		return w.wantsView(d)
	}
	return true
}

func (randomBot) wantsView(*Decision) bool { return false }

func (b *basicBot) wantsView(d *Decision) bool {
	switch d.Kind {
	case KindOrders, KindBeamRoute, KindChooseDilemmas:
		return true
	case KindRespond:
		return len(d.Options) > 1 // Pass alone needs no look at the table
	}
	return false
}
