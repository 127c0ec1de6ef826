package game

import "fmt"

// discard-to-mission: take one personnel the filter matches from your
// discard pile and place it at your mission the target filter matches
// (Opaka, Collaborator, 23V035: a Bajoran Resistance personnel on your
// Bajor). It is placed, not played (Glossary: play and place), so the
// mission's own play permissions do not limit it; only a second copy of a
// unique card its player commands may never enter play (Rulebook:
// Uniqueness). With several such missions the player picks one.

// DoDiscardToMission names the verb.
const DoDiscardToMission = "discard-to-mission"

func init() {
	registerVerbs(map[string]verb{
		DoDiscardToMission: {
			doc:    "place a personnel matching filter from your discard pile at your mission the target filter matches",
			fields: "filter target",
			validate: func(s *Step) error {
				if s.Target == nil {
					return fmt.Errorf("needs a target: the mission")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				where := "your " + s.Target.Text("mission")
				if s.Target.onlyTitle() {
					where = "your " + s.Target.Title
				}
				return fmt.Sprintf("take %s from your discard pile and place it at %s", article(s.Filter.Text("personnel"))+" "+s.Filter.Text("personnel"), where)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.discardToMissionCards(ctx.p, s)) > 0 && len(g.discardToMissionSites(ctx.p, s)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.discardToMission(ctx, s) },
		},
	})
}

// discardToMissionCards lists the personnel in p's discard pile the step
// may take: matching, and not a copy of a unique card p commands.
func (g *Game) discardToMissionCards(p Player, s *Step) []int {
	var out []int
	for _, id := range g.players[p].Discard {
		c := g.cards[id].Card
		if c.Type == Personnel && s.Filter.MatchesCard(c) && !(c.Unique && g.commandsCopy(p, c)) {
			out = append(out, id)
		}
	}
	return out
}

// discardToMissionSites lists p's missions the step's target matches.
func (g *Game) discardToMissionSites(p Player, s *Step) []int {
	var out []int
	for _, m := range g.players[p].Missions {
		if g.commandsMission(p, m) && g.matches(s.Target, m) {
			out = append(out, m)
		}
	}
	return out
}

// discardToMission has ctx.p pick the personnel, then the mission when
// there are several, and places it there under ctx.p's command.
func (g *Game) discardToMission(ctx fxCtx, s Step) {
	p := ctx.p
	sites := g.discardToMissionSites(p, &s)
	put := func(id, m int) {
		g.place(id, ZSurface, m)
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s: %s places %s from the discard pile at %s.", g.shown(ctx.src), g.players[p].Name, g.shown(id), g.ref(m))})
	}
	var acts []action
	for _, id := range g.discardToMissionCards(p, &s) {
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id), Action: ActPick, Card: id}, func() {
			if len(sites) == 1 {
				put(id, sites[0])
				return
			}
			var at []action
			for _, m := range sites {
				at = append(at, action{Option{Label: "At " + g.cardName(m), Action: ActPick, Card: m}, func() { put(id, m) }})
			}
			g.offer(p, KindSelect, g.cardName(ctx.src)+": place it at which mission?", at)
		}})
	}
	if len(acts) == 0 || len(sites) == 0 {
		return
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": place which personnel from your discard pile?", acts)
}
