package game

import (
	"fmt"
	"strings"
)

// Missing says which part of the requirement the group lacks, and how far
// it falls short, or "" when the group meets it. Met parts are left out:
// of "Diplomacy and (Honor or Law) and Cunning>30" a group with Diplomacy
// and 25 Cunning lacks "(Honor (none) or Law (none)) and Cunning>30
// (total 25)". Each alternative of an "or" is listed with what it lacks.
// Rulebook: Checking Mission Requirements.
func (r *Req) Missing(group []Stats) string {
	if r == nil || r.Met(group) {
		return ""
	}
	return r.missing(group, false)
}

// missing renders the unmet part of r (which is not met), parenthesised
// when nested inside a larger expression and made of several parts.
func (r *Req) missing(group []Stats, nested bool) string {
	switch r.Kind {
	case ReqSkill:
		n := 0
		for _, s := range group {
			n += int(s.Skills[r.skill])
		}
		return fmt.Sprintf("%s (%s)", r.render(true), haveText(n))
	case ReqAttr:
		n := 0
		for _, s := range group {
			n += s.reqAttr(r.Attr, true)
		}
		return fmt.Sprintf("%s (total %d)", r.render(true), n)
	case ReqOne:
		return r.render(true) + " (nobody has it alone)"
	case ReqCount, ReqEquipment, ReqDistinct, ReqAnyAttr, ReqAttrBelow, ReqShip, ReqCond:
		return r.render(true) + " (not met)"
	case ReqOr:
		parts := make([]string, len(r.Children))
		for i, c := range r.Children {
			parts[i] = c.missing(group, true)
		}
		s := strings.Join(parts, " or ")
		if nested {
			return "(" + s + ")"
		}
		return s
	}
	// ReqAnd: the children not met.
	var parts []string
	for _, c := range r.Children {
		if !c.Met(group) {
			parts = append(parts, c.missing(group, true))
		}
	}
	s := joinAnd(parts)
	if nested && len(parts) > 1 {
		return "(" + s + ")"
	}
	return s
}

func haveText(n int) string {
	if n == 0 {
		return "none"
	}
	return fmt.Sprintf("only %d", n)
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " and " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
}

// lacking is ": missing …" for an event that tells of a requirement not
// met, or "" when there is nothing to name.
func lacking(r *Req, group []Stats) string {
	if m := r.Missing(group); m != "" {
		return ": missing " + m
	}
	return ""
}
