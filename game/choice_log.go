package game

// choiceLog is every answered decision of a game, for replays and saves
// (Choices, ChoicesFrom), kept compactly: a game answers some 1,500
// decisions, most of them a window's Pass, and a Choice each (32 bytes
// and a picks slice pinning a block of takePicks) was about a sixth of a
// finished game's heap (issue 26). Here a choice is its decision number,
// where its picks end, and its picks, 4 bytes each.
type choiceLog struct {
	ids   []int32 // the decision answered
	ends  []int32 // where each choice's picks end in picks
	picks []int32
}

// add logs the answer picks to decision id. Decision numbers and option
// indexes are far below 2^31 (a game poses thousands of decisions, each of
// at most a few hundred options).
func (l *choiceLog) add(id int, picks []int) {
	l.ids = append(l.ids, int32(id))
	for _, p := range picks {
		l.picks = append(l.picks, int32(p))
	}
	l.ends = append(l.ends, int32(len(l.picks)))
}

// addPass logs Pass (option 0) as the answer to decision id.
func (l *choiceLog) addPass(id int) {
	l.ids = append(l.ids, int32(id))
	l.picks = append(l.picks, 0)
	l.ends = append(l.ends, int32(len(l.picks)))
}

// addPasses logs Pass as the answer to the n decisions from id on, in
// one go: a window every player passes logs four (rules_response_passes.go).
func (l *choiceLog) addPasses(id, n int) {
	end := int32(len(l.picks))
	for i := range n {
		l.ids = append(l.ids, int32(id+i))
		l.ends = append(l.ends, end+int32(i+1))
	}
	l.picks = append(l.picks, make([]int32, n)...)
}

// len is how many choices are logged.
func (l *choiceLog) len() int { return len(l.ids) }

// from returns the choices from the n-th on as Choices of their own (all
// picks in one allocation), nil when there are none.
func (l *choiceLog) from(n int) []Choice {
	if n < 0 || n >= len(l.ids) {
		return nil
	}
	start := int32(0)
	if n > 0 {
		start = l.ends[n-1]
	}
	all := make([]int, len(l.picks)-int(start))
	for i, p := range l.picks[start:] {
		all[i] = int(p)
	}
	out := make([]Choice, len(l.ids)-n)
	at := start
	for i := range out {
		end := l.ends[n+i]
		// Full slice expressions: appending to one choice's picks must
		// not write over the next one's.
		out[i] = Choice{Decision: int(l.ids[n+i]), Picks: all[at-start : end-start : end-start]}
		at = end
	}
	return out
}

// reset empties the log, keeping its memory (Setup.Reuse).
func (l *choiceLog) reset() {
	l.ids, l.ends, l.picks = l.ids[:0], l.ends[:0], l.picks[:0]
}

// trim drops the room append left for more: a finished game logs nothing
// more.
func (l *choiceLog) trim() {
	l.ids, l.ends, l.picks = trimSlack(l.ids), trimSlack(l.ends), trimSlack(l.picks)
}

// trimSlack is s cut to its length when more than an eighth of it is
// unused room.
func trimSlack[T any](s []T) []T {
	if cap(s)-len(s) > len(s)/8 {
		return append([]T(nil), s...)
	}
	return s
}
