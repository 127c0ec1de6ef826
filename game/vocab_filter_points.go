package game

// Filters on a mission's worth and kind (Scrutiny Drone, 17V054: a
// non-headquarters mission worth 35 points or less). points_at_most reads
// the printed points, as "worth" does elsewhere in this vocabulary.

// onlyMission reports whether the filter sets nothing but a mission type,
// so that a filter leaving it out may read "non-<type>".
func (f *Filter) onlyMission() bool {
	g := *f
	g.Mission = ""
	return g.IsZero()
}
