package game

// slab hands out values of T from chunks it keeps for the next game
// played on the same memory (takeMemory): a simulation's batch, the
// strong bot's futures. Nothing refers to a finished game's values once
// the next game starts (takeMemory's rule), so they are handed out
// again. A game played once (a person's, a network seat's) never resets
// its slab, and takes its values from the heap instead (on unset), so
// that what it no longer refers to is freed as the game goes on.
type slab[T any] struct {
	on     bool
	chunks [][]T
	n      int // values handed out since the last reset
}

// slabChunk is how many values a chunk holds.
const slabChunk = 32

// take returns a value holding v, from the slab when it is on.
func (s *slab[T]) take(v T) *T {
	if !s.on {
		p := new(T)
		*p = v
		return p
	}
	c, i := s.n/slabChunk, s.n%slabChunk
	if c == len(s.chunks) {
		s.chunks = append(s.chunks, make([]T, slabChunk))
	}
	s.n++
	p := &s.chunks[c][i]
	*p = v
	return p
}

// handOn returns the slab for the next game played on this memory,
// every value free again.
func (s *slab[T]) handOn() slab[T] {
	return slab[T]{on: true, chunks: s.chunks}
}

// runs hands out slices of T side by side in chunks, as slab hands out
// values, for lists made many times a game and read while it lasts.
type runs[T any] struct {
	on     bool
	chunks [][]T
	c, i   int // the chunk being filled, and how far
}

// runChunk is how many values a chunk of runs holds at least.
const runChunk = 256

// take returns n zeroed values side by side. The slice is full: appending
// to it copies it.
func (r *runs[T]) take(n int) []T {
	if !r.on {
		return make([]T, n)
	}
	for r.c < len(r.chunks) && r.i+n > len(r.chunks[r.c]) {
		r.c, r.i = r.c+1, 0
	}
	if r.c == len(r.chunks) {
		r.chunks = append(r.chunks, make([]T, max(runChunk, n)))
	}
	out := r.chunks[r.c][r.i : r.i+n : r.i+n]
	r.i += n
	clear(out)
	return out
}

// clone is slices.Clone(s) taken from r: nil for nil.
func (r *runs[T]) clone(s []T) []T {
	if len(s) == 0 {
		return s[:0:0]
	}
	out := r.take(len(s))
	copy(out, s)
	return out
}

// handOn returns the runs for the next game played on this memory, all
// of it free again.
func (r *runs[T]) handOn() runs[T] {
	return runs[T]{on: true, chunks: r.chunks}
}

// grow is slices.Grow(s, n) with the new room taken from r, for a list
// kept by something the game hands out once (an attempt's, a
// trigger's). A list from r is handed to no one else, so it may be
// appended to in place until it is full; the list outgrown is left as
// it is.
func grow[T any](r *runs[T], s []T, n int) []T {
	if n <= cap(s)-len(s) {
		return s
	}
	out := r.take(len(s) + n)[:len(s)]
	copy(out, s)
	return out
}

// keptList is s, a list gathered on the stack, copied into the game's
// lists to be kept: nil when empty. (Not lists.clone, whose empty case
// returns s cut, which would send the caller's stack list to the heap.)
func (g *Game) keptList(s []int) []int {
	if len(s) == 0 {
		return nil
	}
	out := g.lists.take(len(s))
	copy(out, s)
	return out
}

// appendIn is append(s, vs...) growing s in r (grow), by doubling as
// append does, for a list gathered a few cards at a time.
func appendIn[T any](r *runs[T], s []T, vs ...T) []T {
	if len(vs) > cap(s)-len(s) {
		s = grow(r, s, max(len(vs), len(s), 2))
	}
	return append(s, vs...)
}
