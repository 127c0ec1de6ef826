package game

import "slices"

// Stopping a personnel picked at random among those at this card's
// mission, whoever commands them (Kieran MacDuff, Executive Officer,
// 8R083: when a dilemma stops an opponent's personnel there, another
// personnel there is picked at random to be stopped). The pick is made
// among every unstopped personnel at the mission — on it or aboard any
// ship there (Rulings: At This Mission) — anyone's, this card included,
// attempting or not (Ruling: Kieran MacDuff), leaving out the cards the
// trigger is about ("another personnel"). It is a random selection made by
// card text: "about to randomly select" responses answer first
// (vocab_react_select.go). A personnel picked that cannot be stopped is
// spared (stopCards).

// DoStopRandomAtMission is the verb.
const DoStopRandomAtMission = "stop-random-at-mission"

func init() {
	registerVerbs(map[string]verb{
		DoStopRandomAtMission: {
			doc:    "stop one unstopped personnel at this card's mission matching filter, anyone's (this card too), picked at random; the cards the trigger is about are left out",
			fields: "filter",
			validate: func(s *Step) error {
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return "stop another " + s.Filter.Text("personnel") + " at this mission, anyone's, picked at random"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.randomStopPool(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.randomPick(ctx, g.randomStopPool(ctx, &s), OutStop, func(id int) { g.stopCards(ctx, []int{id}) })
			},
			undergoes: OutStop,
		},
	})
}

// randomStopPool lists the unstopped personnel at ctx's mission matching
// s.Filter, anyone's, less the trigger's cards.
func (g *Game) randomStopPool(ctx fxCtx, s *Step) []int {
	m := ctx.mission
	if m == 0 {
		m = g.missionOf(ctx.src)
	}
	var out []int
	for _, id := range g.cardsAtMission(m) {
		if !g.unstoppedInPlay(id) || !g.matches(s.Filter, id) {
			continue
		}
		if t := ctx.trig; t != nil && slices.Contains(t.Cards, id) {
			continue
		}
		out = append(out, id)
	}
	return out
}
