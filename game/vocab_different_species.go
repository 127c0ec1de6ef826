package game

import "strings"

// different-species: how many different species there are among the
// personnel a player commands ("if you command four different species":
// Masaro, Idealistic Saboteur, 16V044). Two personnel are the same
// species only when their species match exactly, so a Human and a
// Human/Vulcan are two species (Glossary: species); a personnel that
// has become another species for a while counts as that one only. A
// personnel with no species adds none.

// PerDifferentSpecies names the amount; PerDifferentAffiliations its
// sibling, the different affiliations among the personnel a player
// commands ("count the number of different affiliations among your
// personnel": Common Cause, 33V009), each read as it is now (a personnel
// that has become another affiliation counts as that one).
const (
	PerDifferentSpecies      = "different-species"
	PerDifferentAffiliations = "different-affiliations"
	// PerOppDifferentAffiliations counts them among the personnel your
	// opponent commands, to compare with yours (Abrasive Allies, 33V001,
	// when the facing player's count is not the greater).
	PerOppDifferentAffiliations = "opponent-different-affiliations"
)

func init() {
	amountRegistry[PerDifferentSpecies] = &amountEntry{
		fields:  amountCommonFields,
		doc:     "how many different species (exact matches: Glossary: species) there are among the personnel you command",
		example: "amount: {is: different-species}",
		value:   func(g *Game, _ *Amount, ctx fxCtx, _ []int) int { return g.differentSpecies(ctx.p) },
		text:    func(*Amount) string { return "the number of different species among the personnel you command" },
	}
	amountRegistry[PerDifferentAffiliations] = &amountEntry{
		fields:  amountCommonFields,
		doc:     "how many different affiliations there are among the personnel you command",
		example: "many: {is: different-affiliations}",
		value:   func(g *Game, _ *Amount, ctx fxCtx, _ []int) int { return g.differentAffiliations(g.textYou(ctx)) },
		text:    func(*Amount) string { return "the number of different affiliations among the personnel you command" },
	}
	amountRegistry[PerOppDifferentAffiliations] = &amountEntry{
		fields:  amountCommonFields,
		doc:     "how many different affiliations there are among the personnel your opponent commands",
		example: "above: {is: opponent-different-affiliations}",
		value: func(g *Game, _ *Amount, ctx fxCtx, _ []int) int {
			return g.differentAffiliations(g.textYou(ctx).Other())
		},
		text: func(*Amount) string {
			return "the number of different affiliations among the personnel your opponent commands"
		},
	}
}

// differentAffiliations counts the affiliations among p's personnel in
// play that p may consider.
func (g *Game) differentAffiliations(p Player) int {
	seen := map[string]bool{}
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == p && c.Card.Type == Personnel && g.considers(p, c.ID) {
			if aff := g.affiliation(c.ID); aff != "" {
				seen[aff] = true
			}
		}
	}
	return len(seen)
}

// differentSpecies counts the species among p's personnel in play that p
// may consider.
func (g *Game) differentSpecies(p Player) int {
	seen := map[string]bool{}
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Controller != p || c.Card.Type != Personnel || !g.considers(p, c.ID) {
			continue
		}
		sp, ok := g.speciesOverride(c.ID)
		if !ok {
			sp = strings.Join(c.Card.Species, "/")
		}
		if sp != "" {
			seen[sp] = true
		}
	}
	return len(seen)
}
