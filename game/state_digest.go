package game

import (
	"crypto/sha256"
	"encoding/binary"
)

// StateDigest is a SHA-256 of where the game stands, hidden parts
// included: the random source, every card instance (which card it is, who
// owns and commands it, where it is and in what state), each player's
// zones in order (draw deck and dilemma pile too), scores, turn and
// segment, the counts of events and choices, the result and the decision
// pending. Two games with the same digest went the same way as far as
// anything that decides the rest of the game. The auto-pass settings are
// left out: a pass they make is logged as a choice (logPass), so a game
// replayed from its choices with them off is the same game.
//
// A saved game (net's save log) records it so that a resume can tell
// whether its deck lists, seed and choices still lead to the game that
// was saved: a card swapped in a deck not yet drawn changes no player's
// view, but it changes this.
func (g *Game) StateDigest() [32]byte {
	b := make([]byte, 0, 8192)
	num := func(vs ...int) {
		for _, v := range vs {
			b = binary.AppendVarint(b, int64(v))
		}
	}
	list := func(ids []int) {
		num(len(ids))
		num(ids...)
	}
	str := func(s string) {
		num(len(s))
		b = append(b, s...)
	}
	flag := func(v bool) {
		if v {
			num(1)
		} else {
			num(0)
		}
	}
	b = binary.LittleEndian.AppendUint64(b, g.seed)
	if g.pcg != nil {
		if rng, err := g.pcg.MarshalBinary(); err == nil {
			b = append(b, rng...)
		}
	}
	num(int(g.first), int(g.active), g.turn, g.counter, g.nextID)
	str(string(g.segment))
	for _, ps := range g.players {
		str(ps.Name)
		num(ps.Score, ps.Lost)
		for _, z := range [][]int{ps.Deck, ps.Hand, ps.Discard, ps.DilemmaPile, ps.Core, ps.Brig, ps.Removed, ps.Missions} {
			list(z)
		}
		if len(ps.Under) > 0 { // only then, so games without such cards keep their digests
			list(ps.Under)
		}
	}
	num(len(g.cards))
	for _, in := range g.cards {
		if in == nil {
			num(-1)
			continue
		}
		num(in.ID)
		if in.Card != nil {
			str(in.Card.ID)
			if in.Card.isBack { // only then, so other games keep their digests (vocab_flip.go)
				str("back")
			}
		} else {
			str("")
		}
		num(int(in.Owner), int(in.Controller), int(in.Zone), in.Where, in.RangeUsed, in.RangeBonus)
		flag(in.Stopped)
		flag(in.FaceUp)
		flag(in.Completed)
		for _, z := range [][]int{in.Aboard, in.Damage, in.Surface, in.Ships, in.Beneath, in.On} {
			list(z)
		}
	}
	list(g.playing)
	list(g.aside)
	num(g.eventCount(), g.log.len())
	if r := g.result; r != nil {
		num(1, int(r.Winner), r.Scores[0], r.Scores[1], r.Turns)
		flag(r.Tie)
		str(r.Reason)
	} else {
		num(0)
	}
	if d := g.pendingDecision(); d != nil {
		num(1, d.ID, int(d.Player), d.Min, d.Max, len(d.Options))
		str(d.Kind)
	} else {
		num(0)
	}
	return sha256.Sum256(b)
}

// ChoicesFrom is a copy of the choices made since the first n (all of
// them for n 0): what a save log has not written yet.
func (g *Game) ChoicesFrom(n int) []Choice {
	return g.log.from(n)
}
