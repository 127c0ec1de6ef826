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
func (r *Req) Missing(group []Stats) string { return r.MissingIn(&ReqCtx{Group: group}) }

// MissingIn is Missing with the whole context the requirement was checked
// in: the attempting ship's values, equipment, game facts, substitutes. A
// part met there (a ship's Shields>8 with Shields 9) is left out like any
// met part.
func (r *Req) MissingIn(ctx *ReqCtx) string {
	if r == nil || r.MetIn(ctx) {
		return ""
	}
	return r.missing(ctx, false)
}

// missing renders the unmet part of r (which is not met), parenthesised
// when nested inside a larger expression and made of several parts.
func (r *Req) missing(ctx *ReqCtx, nested bool) string {
	switch r.Kind {
	case ReqSkill:
		n := 0
		for _, s := range ctx.Group {
			n += int(s.Skills[r.skill])
		}
		return fmt.Sprintf("%s (%s)", r.render(true), haveText(n))
	case ReqAttr:
		return fmt.Sprintf("%s (total %d)", r.render(true), ctx.attrTotal(r.Attr, true))
	case ReqShip:
		if ctx.Ship == nil {
			return r.render(true) + " (no ship)"
		}
		return fmt.Sprintf("%s (the ship has %d)", r.render(true), ctx.shipValue(r.Attr))
	case ReqOne:
		return r.render(true) + " (nobody has it alone)"
	case ReqCount, ReqEquipment, ReqDistinct, ReqAnyAttr, ReqAttrBelow, ReqCond, ReqTitled:
		return r.render(true) + " (not met)"
	case ReqOr:
		parts := make([]string, len(r.Children))
		for i, c := range r.Children {
			parts[i] = c.missing(ctx, true)
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
		if !c.MetIn(ctx) {
			parts = append(parts, c.missing(ctx, true))
		}
	}
	if len(parts) == 0 { // each part met alone, not all at once: one skill each (vocab_skill_use_limit.go)
		return r.render(nested) + " (not with one skill each)"
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
// met, or "" when there is nothing to name. ctx is what the requirement
// was checked against (held: see heldReqCtx).
func lacking(r *Req, ctx *ReqCtx) string {
	if m := r.MissingIn(ctx); m != "" {
		return ": missing " + titleWords(m)
	}
	return ""
}

// heldReqCtx keeps what a requirement was checked against, for an event
// worded later, when read: the ship's values copied and the game facts r
// names answered now (the group is already the check's own copy).
func heldReqCtx(r *Req, ctx *ReqCtx) *ReqCtx {
	c := *ctx
	if ctx.Ship != nil {
		ship := *ctx.Ship
		c.Ship = &ship
	}
	if ctx.Cond != nil {
		answers := map[string]bool{}
		var walk func(*Req)
		walk = func(n *Req) {
			if n == nil {
				return // a mission whose requirements the pool does not give
			}
			if n.Kind == ReqCond {
				answers[n.Cond] = ctx.Cond(n.Cond)
			}
			for _, k := range n.Children {
				walk(k)
			}
		}
		walk(r)
		c.Cond = func(cond string) bool { return answers[cond] }
	}
	return &c
}
