package game

// (Not memory_windows.go: a _windows suffix builds only on Windows.)

// appendRun is append(s, v) growing s in r instead of the heap, for a
// short list that lives as long as the game (a trigger's abilities
// used): a list from r is handed to no one else, so s may be appended
// to in place until it is full; then it moves to a run twice its size.
func appendRun[T any](r *runs[T], s []T, v T) []T {
	if len(s) == cap(s) {
		grown := r.take(max(2*len(s), 2))
		copy(grown, s)
		s = grown[:len(s)]
	}
	return append(s, v)
}
