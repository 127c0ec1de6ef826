package game

import (
	"errors"
	"fmt"
)

// Playing a card somewhere else than announced: "when you are about to
// play a [Dom] personnel at your Founders' Homeworld, … you may … to play
// that personnel on your [Dom] ship" (Stage Covert Fleet, 26V026). The
// about-to-play trigger (Glossary: playing a card, steps 5–6) carries
// where the card is being played (Trigger.Dest); the condition
// playing-at reads it, and the verb play-aboard-instead changes it to one
// of your ships the filter matches, wherever that ship is, before the
// card enters play (step 7). A unique card the player already has aboard
// another ship is no matter here: uniqueness was checked as it was
// announced.

// DoPlayAboardInstead: the card about to be played is played aboard a
// ship of yours matching Filter instead.
const DoPlayAboardInstead = "play-aboard-instead"

func init() {
	registerVerbs(map[string]verb{
		DoPlayAboardInstead: {
			doc:    "the card about to be played is played aboard a ship of yours that filter matches instead (your pick), wherever that ship is",
			fields: "filter",
			validate: func(s *Step) error {
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return "play that card aboard your " + s.Filter.Text("ship") + " instead"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.redirectShips(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.playAboardInstead(ctx, s) },
		},
	})
}

func playRedirectConds() map[string]condEntry {
	return map[string]condEntry{
		"playing-at": {
			fields:  []VocabField{{"of", "a filter the mission matches"}},
			doc:     "the card about to be played is being played at a mission you command that the filter matches",
			example: "cond: {is: playing-at, of: {title: \"Founders' Homeworld\"}}",
			validate: func(c *Cond) error {
				if c.Of == nil {
					return errors.New("needs of: the mission")
				}
				return c.Of.validate()
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				t := ctx.trig
				if t == nil || t.Kind != TrigAboutToPlay || t.Dest == 0 {
					return false
				}
				m := g.cards[t.Dest]
				return m.Card.Type == Mission && m.Controller == ctx.p && g.matches(c.Of, t.Dest)
			},
			text: func(c *Cond, _ condWords) string { return "at your " + c.Of.Text("mission") },
			slot: slotClause,
		},
	}
}

// redirectShips lists ctx.p's ships in play that s.Filter matches.
func (g *Game) redirectShips(ctx fxCtx, s *Step) []int {
	if ctx.trig == nil || ctx.trig.Kind != TrigAboutToPlay {
		return nil
	}
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == ctx.p && g.matches(s.Filter, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// playAboardInstead has ctx.p pick the ship (asked only with several).
func (g *Game) playAboardInstead(ctx fxCtx, s Step) {
	ships := g.redirectShips(ctx, &s)
	set := func(ship int) {
		ctx.trig.Dest = ship
		g.emit(Event{Kind: "redirect", Player: ctx.p, Cards: []int{ship}, Text: fmt.Sprintf("%s: the card is played aboard %s instead.", g.ref(ctx.src), g.ref(ship))})
	}
	switch len(ships) {
	case 0:
		return
	case 1:
		set(ships[0])
		return
	}
	var acts []action
	for _, id := range ships {
		id := id
		acts = append(acts, action{Option{Label: "Aboard " + g.cardName(id), Action: ActPick, Card: id}, func() { set(id) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": play it aboard which ship?", acts)
}
