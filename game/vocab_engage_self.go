package game

// An engagement begun by a ship's own text involves that ship (Rovaran,
// 0P023: an order of the ship's that begins an engagement involving it).
// The engage step's to: self keeps, of the engagements its player could
// begin (engagementStarts), those the ship whose text it is begins. It
// must be staffed, unstopped and at a non-headquarters mission with an
// opponent's ship, as any ship that begins one (Rulebook: Engagements).

// engageStarts lists the engagements an engage step may begin.
func (g *Game) engageStarts(ctx fxCtx, s *Step) []shipPair {
	pairs := g.engagementStarts(ctx.p, s.To, s.Filter)
	if s.To != "self" {
		return pairs
	}
	var out []shipPair
	for _, pr := range pairs {
		if pr.mine == ctx.src {
			out = append(out, pr)
		}
	}
	return out
}
