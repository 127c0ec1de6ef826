package game

// Meeting attribute requirements with another attribute: a modifier's
// Substitute marks the personnel's Stats (Stats.Using), and the
// requirement checks read the attribute through reqAttr.

// attrIndex is Integrity 0, Cunning 1, Strength 2.
func attrIndex(a string) int {
	switch a {
	case Integrity:
		return 0
	case Cunning:
		return 1
	}
	return 2
}

// substitute lets the personnel meet requirements for sub.For with
// sub.With.
func (s *Stats) substitute(sub *Substitute) {
	if IsSkill(sub.With) {
		s.substituteSkill(sub) // vocab_skill_substitute.go
		return
	}
	w := uint8(attrIndex(sub.With) + 1)
	for _, a := range sub.For {
		s.Using[attrIndex(a)] = w
	}
}

// reqAttr is what the personnel brings to a requirement on attribute a:
// the attribute itself or, where a substitute is allowed, whichever of
// the two serves the requirement better (above: a total that must exceed
// a number; otherwise one that must stay under it). The choice is the
// player's and may differ from one requirement to the next, so taking the
// better one for each is what a player would do.
func (s *Stats) reqAttr(a string, above bool) int { return s.reqAttrAt(attrIndex(a), above) }

// reqAttrAt is reqAttr by the attribute's index (attrIndex).
func (s *Stats) reqAttrAt(i int, above bool) int {
	v := s.attrAt(i)
	if u := s.Using[i]; u != 0 {
		w := s.attrAt(int(u - 1))
		if above {
			return max(v, w)
		}
		return min(v, w)
	}
	return v
}

// attrAt is the attribute of index i (attrIndex).
func (s *Stats) attrAt(i int) int {
	switch i {
	case 0:
		return s.Integrity
	case 1:
		return s.Cunning
	}
	return s.Strength
}

func attrName(i int) string {
	switch i {
	case 0:
		return Integrity
	case 1:
		return Cunning
	}
	return Strength
}
