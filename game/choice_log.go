package game

// choiceLog is every answered decision of a game, for replays and saves
// (Choices, ChoicesFrom), kept compactly: a game answers some 1,500
// decisions, most of them a window's Pass, and a Choice each (32 bytes
// and a picks slice pinning a block of takePicks) was about a sixth of a
// finished game's heap (issue 26). Here the log is a list of records:
// a choice (its decision number and where its picks end in picks, 4
// bytes each), or a run of passes to decisions numbered one after the
// other (the first one's number and minus the run's length). Most
// windows are four passes in a row, and logging each pass on its own
// was some 0.7% of a basic-bot game's instructions.
type choiceLog struct {
	ids   []int32 // the decision answered; for a run, its first
	ends  []int32 // where each choice's picks end in picks; for a run, minus its length
	picks []int32
	n     int // choices logged, passes one each
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
	l.n++
}

// addPass logs Pass (option 0) as the answer to decision id.
func (l *choiceLog) addPass(id int) { l.addPasses(id, 1) }

// addPasses logs Pass as the answer to the n decisions from id on: the
// run the last record is, when they follow it, grows.
func (l *choiceLog) addPasses(id, n int) {
	if last := len(l.ends) - 1; last >= 0 && l.ends[last] < 0 && int(l.ids[last]-l.ends[last]) == id {
		l.ends[last] -= int32(n)
	} else {
		l.ids = append(l.ids, int32(id))
		l.ends = append(l.ends, -int32(n))
	}
	l.n += n
}

// len is how many choices are logged.
func (l *choiceLog) len() int { return l.n }

// from returns the choices from the n-th on as Choices of their own (all
// picks in one allocation), nil when there are none. A pass's picks are
// [0].
func (l *choiceLog) from(n int) []Choice {
	if n < 0 || n >= l.n {
		return nil
	}
	// The record holding the n-th choice, the choices before it and
	// where the picks before it end.
	r, before, end := 0, 0, int32(0)
	for ; r < len(l.ids); r++ {
		size := 1
		if l.ends[r] < 0 {
			size = int(-l.ends[r])
		}
		if before+size > n {
			break
		}
		before += size
		if l.ends[r] >= 0 {
			end = l.ends[r]
		}
	}
	// The picks to give back: every pick after the record's start, and
	// one for each pass from the n-th on.
	passes := 0
	for i := r; i < len(l.ids); i++ {
		if l.ends[i] < 0 {
			passes += int(-l.ends[i])
		}
	}
	if l.ends[r] < 0 {
		passes -= n - before // the run's passes before the n-th
	}
	all := make([]int, len(l.picks)-int(end)+passes)
	out := make([]Choice, l.n-n)
	at, k := 0, 0
	for i := r; i < len(l.ids); i++ {
		if e := l.ends[i]; e >= 0 {
			for _, p := range l.picks[end:e] {
				all[at] = int(p)
				at++
			}
			// Full slice expressions: appending to one choice's picks
			// must not write over the next one's.
			w := int(e - end)
			out[k] = Choice{Decision: int(l.ids[i]), Picks: all[at-w : at : at]}
			k, end = k+1, e
			continue
		}
		first := 0
		if i == r {
			first = n - before
		}
		for j := first; j < int(-l.ends[i]); j++ {
			at++ // a pass's pick, 0
			out[k] = Choice{Decision: int(l.ids[i]) + j, Picks: all[at-1 : at : at]}
			k++
		}
	}
	return out
}

// reset empties the log, keeping its memory (Setup.Reuse).
func (l *choiceLog) reset() {
	l.ids, l.ends, l.picks, l.n = l.ids[:0], l.ends[:0], l.picks[:0], 0
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
