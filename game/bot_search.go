package game

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// BotStrong searches: see searchBot.
const BotStrong = "strong"

// searchBot plays like the basic bot, except for its orders: there it
// tries its most promising options in sampled futures and keeps the
// basic bot's favourite unless another does clearly better (pickOver).
// Each future starts from a game built from its own view alone
// (determinize: hidden cards are sampled from what it may know), plays
// the option, and lets basic bots play both sides for a while; the
// position is then scored. Every option is tried in the same futures, so
// luck falls alike on all of them.
type searchBot struct {
	r    *rand.Rand
	lib  *Library
	own  DeckList
	base *basicBot
	// options is how many of the basic bot's favourite orders are tried,
	// samples how many futures each, turns how far each future goes.
	options, samples, turns int
	// margin: another option replaces the basic bot's favourite only when
	// it beats it in the same futures by more than margin standard errors
	// (pickOver).
	margin float64
	// limit, when set, stops sampling once a decision has taken that long
	// (for a person waiting; simulations leave it unset, so that a seed
	// always gives the same games).
	limit time.Duration
	// mem is where its futures are played, one after another; one holds
	// a future's pick.
	mem futureMem
	one [1]int
}

// SetTimeLimit caps how long bot b may think about one decision, if it
// thinks at all (the strong bot); it reports whether b took the limit.
// With a limit the bot's choices depend on the machine's speed.
func SetTimeLimit(b Bot, d time.Duration) bool {
	if s, ok := b.(*searchBot); ok {
		s.limit = d
		return true
	}
	return false
}

func newSearchBot(r *rand.Rand, lib *Library, own DeckList) *searchBot {
	return &searchBot{r: r, lib: lib, own: own, options: 10, samples: 24, turns: 2, margin: 1,
		base: &basicBot{r: rand.New(rand.NewPCG(r.Uint64(), r.Uint64())), lib: lib, reqs: map[string]*Req{}, tried: map[int]int{}}}
}

func (b *searchBot) wantsView(d *Decision) bool { return b.base.wantsView(d) }
func (b *searchBot) lightView() bool            { return false }

func (b *searchBot) Choose(v *View, d *Decision) Choice {
	if v != nil && d.Kind == KindOrders {
		b.base.ordersView = v // its beam routes read this view (basicBot.wantsView)
	}
	if v == nil || d.Kind != KindOrders || len(d.Options) < 2 || v.Attempt != nil || b.lib == nil {
		return b.base.Choose(v, d)
	}
	b.base.memo.reset()
	cands := b.candidates(v, d)
	m := &b.mem
	m.vals = m.vals[:0]
	m.prepare(b.lib, v, b.own)
	start := time.Now()
	for s := 0; s < b.samples; s++ {
		if s > 0 && b.limit > 0 && time.Since(start) > b.limit {
			break
		}
		seed := b.r.Uint64()
		for _, i := range cands {
			val, ok := b.future(v, d.Options[i], seed)
			if !ok {
				val = math.NaN() // this future does not offer it
			}
			m.vals = append(m.vals, val)
		}
	}
	best := cands[pickOver(m.vals, len(cands), b.margin)]
	if o := d.Options[best]; o.Action == ActAttempt {
		if m, _ := b.base.mission(v, o.Target); m != nil {
			b.base.tried[m.ID] = len(b.base.crewAt(v, m))
		}
	}
	return Choice{Decision: d.ID, Picks: []int{best}}
}

// pickOver picks among n options scored in the same futures (vals holds
// each future's n scores in turn, NaN where that future did not offer
// the option) and returns the index of the one to take: the first, the
// basic bot's favourite, unless another beat it over the futures that
// offered both by more than margin standard errors of the paired
// differences; of those, the one that beat it by most. The futures are
// few and noisy: taking the best mean took luck for strength (trying ten
// options instead of six that way lost four points of win rate against
// the basic bot, docs/simulator.md).
func pickOver(vals []float64, n int, margin float64) int {
	best, bestDiff := 0, 0.0
	for k := 1; k < n; k++ {
		var cnt, sum, sq float64
		for s := 0; s+n <= len(vals); s += n {
			x, y := vals[s+k], vals[s]
			if math.IsNaN(x) || math.IsNaN(y) {
				continue
			}
			cnt++
			sum += x - y
			sq += (x - y) * (x - y)
		}
		if cnt < 2 || sum <= 0 {
			continue
		}
		// mean > margin·se, squared and multiplied out: scores are whole
		// numbers, so this is exact, and a gain on the boundary (one
		// future of n better, the rest alike, at margin 1) stays there
		// rather than falling either way by rounding.
		mean := sum / cnt
		m2 := margin * margin
		if mean > bestDiff && sum*sum*(cnt-1+m2) > m2*cnt*sq {
			best, bestDiff = k, mean
		}
	}
	return best
}

// candidates are the options the basic bot scores highest, best first.
func (b *searchBot) candidates(v *View, d *Decision) []int {
	m := &b.mem
	m.scores, m.idx = resize(m.scores, len(d.Options)), resize(m.idx, len(d.Options))
	scores, idx := m.scores, m.idx
	for i := range d.Options {
		idx[i] = i
		scores[i] = b.base.orderScore(v, &d.Options[i])
	}
	slices.SortStableFunc(idx, func(a, c int) int {
		switch {
		case scores[a] > scores[c]:
			return -1
		case scores[a] < scores[c]:
			return 1
		}
		return 0
	})
	return idx[:min(len(idx), b.options)]
}

// future plays option o in the future numbered by seed and scores where
// it leads, for the bot's seat. It reports false when the sampled game
// does not offer o.
func (b *searchBot) future(v *View, o Option, seed uint64) (float64, bool) {
	m := &b.mem
	r := m.rand(seed, seed^0x2545f4914f6cdd1d)
	g, ids, err := m.determinize(b.lib, v, r)
	if err != nil {
		return 0, false
	}
	d := g.pendingDecision()
	if d == nil || d.Player != v.Me || d.Kind != KindOrders {
		return 0, false
	}
	want := Option{Action: o.Action, Card: ids[o.Card], Target: ids[o.Target]}
	pick := -1
	for i, x := range d.Options {
		if x.Action == want.Action && x.Card == want.Card && x.Target == want.Target {
			pick = i
			break
		}
	}
	if pick < 0 {
		return 0, false
	}
	b.one[0] = pick
	if err := g.choose(d.Player, Choice{Decision: d.ID, Picks: b.one[:]}); err != nil {
		return 0, false
	}
	var bots [2]Bot
	for p := range bots {
		bots[p] = m.bot(p, b.lib, b.base.reqs, seed+uint64(p), 7)
	}
	match := m.play(g, bots)
	last := v.Turn + b.turns
	for n := 0; n < 2000 && g.Result() == nil && g.Turn() <= last; n++ {
		if ok, err := match.Step(); err != nil || !ok {
			break
		}
	}
	return evaluate(g, v.Me), true
}

// evaluate scores a position for player me: a won game is worth most, a
// lost one least; otherwise points, the mission types still missing, and
// personnel able to act.
func evaluate(g *Game, me Player) float64 {
	if r := g.Result(); r != nil {
		switch {
		case r.Tie:
			return 0
		case r.Winner == me:
			return 1000 - float64(r.Turns)
		}
		return -1000 + float64(r.Turns)
	}
	side := func(p Player) float64 {
		v := float64(g.players[p].Score)
		planet, space := g.completed(p)
		if planet {
			v += 10
		}
		if space {
			v += 10
		}
		for _, c := range g.cards[1:] {
			if c.Controller == p && c.Card.Type == Personnel && (c.Zone == ZSurface || c.Zone == ZAboard) {
				v += 1
			}
		}
		return v
	}
	return side(me) - side(me.Other())
}

// resize returns s with length n and every element zero, reusing its
// room.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}
