package game

import "fmt"

// engagement-ended: an engagement has ended (Rulebook: Engagements): its
// effects for a win are done and its initiator's ships and personnel
// involved have been stopped, as the rule stops them when it ends. Its
// player is the initiator, its mission the engagement's, its cards the
// initiator's ships involved and the personnel aboard them, Against the
// opponent's. who: you reads "an engagement you began".
//
// The end stops the initiator's cards involved, and a personnel's text
// about that engagement still answers although the stop has made its
// text unusable (Glossary: stopped): the end is the moment its words
// describe, as a personnel stopped by a failed attempt answers text about
// that failure (vocab_self_killed.go; Lamat'Ukan, Resourceful Third,
// 6P048, aboard a ship he took into the engagement).
//
// to: involved, on unstop-each and restore-range, reaches the trigger's
// cards of the performer's: the ships and personnel involved.
//
// no-engagements-this-turn: the performer cannot begin an engagement for
// the rest of the turn (engagementStarts offers none).

const (
	// TrigEngagementEnded names the trigger.
	TrigEngagementEnded = "engagement-ended"
	// DoNoEngagements names the verb.
	DoNoEngagements = "no-engagements-this-turn"
)

func init() {
	triggerTable[TrigEngagementEnded] = triggerEntry{bus: true, reads: readsBus,
		doc:     "an engagement has ended and its initiator's ships and personnel involved are stopped; its player is the initiator, its cards those ships and personnel",
		example: "{when: engagement-ended, who: you, effect: [{do: unstop-each, to: involved}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			switch a.Who {
			case "you":
				return "when an engagement begun by you is over"
			case "opponent":
				return "when an engagement begun by an opponent is over"
			}
			return "when an engagement is over"
		}}
	registerVerbs(map[string]verb{
		DoNoEngagements: {
			doc:  "you cannot begin an engagement for the rest of this turn",
			text: func(Step) string { return "for the rest of this turn you may begin no engagement" },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, until: "turn", player: ctx.p, noEngage: true})
				g.emit(Event{Kind: "no-engagements", Player: ctx.p,
					Text: fmt.Sprintf("%s: %s cannot begin engagements this turn.", g.ref(ctx.src), g.players[ctx.p].Name)})
			},
		},
	})
}

// engagementEnded fires engagement-ended for en, just over, once its
// initiator's cards involved are stopped.
func (g *Game) engagementEnded(en *engagement) {
	if !g.listenedTo(TrigEngagementEnded) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigEngagementEnded, Player: en.initiator, Cards: g.shipsWithCrew(en.mine), Against: g.shipsWithCrew(en.theirs), Mission: en.mission}), nil)
}

// shipsWithCrew lists the ships still in play and the personnel aboard
// them.
func (g *Game) shipsWithCrew(ships []int) []int {
	var out []int
	for _, s := range ships {
		if !g.cards[s].Zone.InPlay() {
			continue
		}
		out = append(out, s)
		for _, id := range g.cards[s].Aboard {
			if g.cards[id].Card.Type == Personnel {
				out = append(out, id)
			}
		}
	}
	return out
}

// engagementsBarred reports whether p may begin no engagement this turn.
func (g *Game) engagementsBarred(p Player) bool {
	for i := range g.turnFx { // by index: a timedEffect is big to copy
		if fx := &g.turnFx[i]; fx.noEngage && fx.player == p {
			return true
		}
	}
	return false
}

// involvedOf lists ctx.p's cards of type t among the trigger's cards.
func (g *Game) involvedOf(ctx fxCtx, t CardType) []int {
	if ctx.trig == nil {
		return nil
	}
	var out []int
	for _, id := range ctx.trig.Cards {
		c := g.cards[id]
		if c.Card.Type == t && c.Controller == ctx.p && c.Zone.InPlay() {
			out = append(out, id)
		}
	}
	return out
}

// stoppedInvolved lists ctx.p's stopped personnel and ships among the
// trigger's cards.
func (g *Game) stoppedInvolved(ctx fxCtx) []int {
	var out []int
	for _, id := range append(g.involvedOf(ctx, Ship), g.involvedOf(ctx, Personnel)...) {
		if g.cards[id].Stopped {
			out = append(out, id)
		}
	}
	return out
}
