package game

// "unused Range>N" in a dilemma's requirements (Outclassed, 8R013): the
// Range the attempting ship has not spent moving this turn (Rulebook:
// Moving ships – a portion of a ship's Range is used at each move and
// restored only at the end of the turn) must be greater than N. It is a ship requirement like
// Range, Weapons and Shields: with no ship (at a planet) it is not met.

// AttrUnusedRange is the requirement's attribute: the attempting ship's
// Range left this turn.
const AttrUnusedRange = "unused Range"

// shipValue is the attempting ship's value of a ship requirement's
// attribute; the caller has checked that there is a ship.
func (ctx *ReqCtx) shipValue(attr string) int {
	if attr == AttrUnusedRange {
		return ctx.ShipRangeLeft
	}
	return ctx.Ship[shipAttrIndex(attr)]
}
