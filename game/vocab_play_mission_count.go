package game

// at-play-mission: a card's own play cost that counts what is at the
// mission where it is being played ("cost -1 for each [TNG] Leadership
// personnel at this mission": U.S.S. Enterprise-E, Flagship of the
// Federation, 10R111). The mission is the one the card goes to: the
// mission itself, or the one a ship it is played aboard is at; what is at
// it is everything anywhere there, on the planet or headquarters or aboard
// any ship there, whoever commands it (Ruling: At This Mission), stopped or
// not (the text asks where a card is). As with playing-with
// (vocab_playing_with.go), the cost is then one per destination; with no
// place weighed the count is 0.

// PerAtPlayMission: the cards at the mission where the card is being
// played that Filter matches, each counted.
const PerAtPlayMission = "at-play-mission"

func init() {
	if _, dup := amountRegistry[PerAtPlayMission]; dup {
		panic("game: amount " + PerAtPlayMission + " registered twice")
	}
	e := amountEntry{
		fields:   []VocabField{fieldAmountFilter},
		doc:      "(in a card's own play-cost ability) how many cards the filter matches are at the mission where the card is being played: on its planet or headquarters, or aboard any ship there, anyone's",
		example:  "many: {is: at-play-mission, filter: {type: personnel, icon: tng, skills: [Leadership]}}",
		validate: func(a *Amount) error { return validateModFilter(a.Filter) },
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			return g.countAtPlayMission(ctx.src, a.Filter)
		},
		text: func(a *Amount) string { return countedText(a, " at the mission where it is played") },
		each: func(a *Amount) string {
			n := "card"
			if a.Filter != nil {
				n = a.Filter.Text(n)
			}
			return n + " at the mission where it is played"
		},
	}
	e.fields = append(e.fields, amountCommonFields...)
	amountRegistry[PerAtPlayMission] = &e
}

// countAtPlayMission counts the cards other than src that f matches at the
// mission of the place being weighed for the card being played.
func (g *Game) countAtPlayMission(src int, f *Filter) int {
	d := g.plays.dest
	if d == 0 {
		d = g.plays.via.dest // played by another card's way (vocab_play_cost_other.go)
	}
	m := g.destMission(d)
	if m == 0 {
		return 0
	}
	n := 0
	g.anyAtMission(m, func(id int) bool {
		if id != src && g.matches(f, id) {
			n++
		}
		return false
	})
	return n
}

// countsAtPlayMission reports whether a's steps count at the mission where
// the card is played (its cost then differs by destination).
func (a *Ability) countsAtPlayMission() bool {
	for i := range a.Effect {
		if m := a.Effect[i].Many; m != nil && m.Is == PerAtPlayMission {
			return true
		}
	}
	return false
}
