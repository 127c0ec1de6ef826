package game

import "fmt"

// Text that makes a player give up one of the cards they command, their
// pick, wherever it is: Relentless Charge (17V036) offers a choice among
// stopping a staffed ship away from headquarters, killing a personnel
// and losing points; Escape Pod (8R033) picks a staffed ship away from
// headquarters to stop. The performer chooses among their own cards; a
// card that cannot undergo it is not offered, so with none the step
// cannot be done (Glossary: choose one — only an alternative that can be
// done may be chosen).

const (
	// DoKillCommanded: kill a personnel you command matching Filter.
	DoKillCommanded = "kill-commanded"
	// DoStopShip: stop one of your unstopped, staffed ships at a
	// non-headquarters mission.
	DoStopShip = "stop-ship"
)

func init() {
	registerVerbs(map[string]verb{
		DoKillCommanded: {
			doc:      "kill a personnel you command matching filter, wherever it is, chosen by you",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "kill " + article(s.Filter.Text("personnel")) + " " + s.Filter.Text("personnel") + " you command"
			},
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.commandedPick(ctx, s, Personnel)) > 0 },
			run:       func(g *Game, ctx fxCtx, s Step) { g.pickCommanded(ctx, s, Personnel, "kill", g.killCards) },
			undergoes: OutKill,
		},
		DoStopShip: {
			doc:       "stop one of your unstopped, staffed ships away from headquarters missions, chosen by you",
			text:      func(Step) string { return "stop a staffed ship of yours that is away from headquarters" },
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.commandedPick(ctx, s, Ship)) > 0 },
			run:       func(g *Game, ctx fxCtx, s Step) { g.pickCommanded(ctx, s, Ship, "stop", g.stopCards) },
			undergoes: OutStop,
		},
	})
}

// commandedPick lists ctx's player's cards of type t in play the step
// may reach: personnel matching its filter; for ships, the unstopped,
// staffed ones at a non-headquarters mission.
func (g *Game) commandedPick(ctx fxCtx, s *Step, t CardType) []int {
	out := []int{}
	for _, c := range g.cards[1:] {
		if c.Card.Type != t || !c.Zone.InPlay() || c.Controller != ctx.p || !g.considers(ctx.p, c.ID) {
			continue
		}
		switch t {
		case Personnel:
			if !g.matches(s.Filter, c.ID) || g.cannot(c.ID, OutKill) {
				continue
			}
		case Ship:
			m := g.missionOf(c.ID)
			if c.Stopped || c.Zone != ZAtMission || m == 0 || g.cards[m].Card.IsHQ() || !g.staffed(c.ID) || g.cannot(c.ID, OutStop) {
				continue
			}
		}
		out = append(out, c.ID)
	}
	return out
}

// pickCommanded has ctx's player pick one of them (one alone is taken)
// and does it to that card.
func (g *Game) pickCommanded(ctx fxCtx, s Step, t CardType, verb string, do func(fxCtx, []int)) {
	pool := g.commandedPick(ctx, &s, t)
	switch len(pool) {
	case 0:
		return
	case 1:
		do(ctx, pool)
		return
	}
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: capitalize(verb) + " " + g.cardName(id), Action: ActPick, Card: id}, func() { do(ctx, []int{id}) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: %s which %s?", g.cardName(ctx.src), verb, t), acts)
}
