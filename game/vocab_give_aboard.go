package game

import "fmt"

// Placing a card of yours aboard a ship the other player commands, who
// then commands it (Glossary: command and owner — a card's commander may
// change by text; its owner never does). give-aboard reaches this card
// (to: self: the equipment whose text it is goes to an opponent's ship)
// or a personnel or equipment the performer commands and owns that the
// filter matches, the performer's pick (Self-Sealing Stem Bolts, 17V020:
// in return the opponent hands over an equipment of his own onto one of
// its player's ships, a second step performed with player: opponent). The performer picks the ship among those the opponent
// commands, wherever they are. A unique card goes only to a player who
// commands no copy of it (Rulebook: Uniqueness). With no card to give or
// no ship to receive it, the step cannot be done. Placing is not playing:
// no "when you play" text answers; the giver loses command of it.
//
// give-self-aboard (vocab_give_personnel.go) remains the personnel's own
// wording of the to: self case.

// DoGiveAboard: place a card you command aboard a ship your opponent
// commands; that opponent now commands it.
const DoGiveAboard = "give-aboard"

func init() {
	registerVerbs(map[string]verb{
		DoGiveAboard: {
			doc:    "the performer places this card (to: self) or a personnel or equipment they command and own matching filter, their pick, aboard a ship their opponent commands (their pick); that opponent now commands it",
			fields: "to filter",
			validate: func(s *Step) error {
				switch {
				case s.To == ToSelf && s.Filter != nil:
					return fmt.Errorf("give-aboard: to: self takes no filter")
				case s.To == ToSelf:
					return nil
				case s.To != "":
					return fmt.Errorf("give-aboard: to must be self or absent, not %q", s.To)
				case s.Filter == nil || (s.Filter.Type != Personnel && s.Filter.Type != Equipment):
					return fmt.Errorf("give-aboard: a filter of type personnel or equipment is needed without to: self")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				what := "this card"
				if s.To != ToSelf {
					n := s.Filter.Text("card")
					what = article(n) + " " + n + " you command and own"
				}
				return "place " + what + " aboard a ship your opponent commands (your opponent now commands it)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				for _, id := range g.givableAboard(ctx, s) {
					if len(g.shipsToGiveAboard(ctx.p, id)) > 0 {
						return true
					}
				}
				return false
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.giveAboardStep(ctx, s) },
		},
	})
}

// givableAboard lists the cards step s may give away for ctx's player:
// this card while that player commands it in play, or each personnel and
// equipment in play that player commands and owns matching s.Filter.
func (g *Game) givableAboard(ctx fxCtx, s *Step) []int {
	if s.To == ToSelf {
		c := g.cards[ctx.src]
		if c.Zone.InPlay() && c.Controller == ctx.p && (c.Card.Type == Personnel || c.Card.Type == Equipment) {
			return []int{ctx.src}
		}
		return nil
	}
	var out []int
	for _, m := range g.allMissions() {
		mc := g.cards[m]
		add := func(id int) {
			c := g.cards[id]
			if c.Controller == ctx.p && c.Owner == ctx.p && (c.Card.Type == Personnel || c.Card.Type == Equipment) && g.matches(s.Filter, id) {
				out = append(out, id)
			}
		}
		for _, id := range mc.Surface {
			add(id)
		}
		for _, sh := range mc.Ships {
			for _, id := range g.cards[sh].Aboard {
				add(id)
			}
		}
	}
	return out
}

// shipsToGiveAboard lists the ships p's opponent commands that card id
// may be placed aboard: none when that opponent commands a copy of it
// and it is unique.
func (g *Game) shipsToGiveAboard(p Player, id int) []int {
	opp := p.Other()
	c := g.cards[id]
	if c.Card.Unique && g.commandsCopy(opp, c.Card) {
		return nil
	}
	var out []int
	for _, m := range g.allMissions() {
		for _, sh := range g.cards[m].Ships {
			if g.cards[sh].Controller == opp && sh != c.Where {
				out = append(out, sh)
			}
		}
	}
	return out
}

// emitGivenAboard tells that giver placed card id aboard ship, whose
// player now commands it: both players know the card (the giver chose it,
// the new commander may look at what it commands), a spectator only as
// the card now shows.
func (g *Game) emitGivenAboard(giver Player, id, ship int) {
	text := func(card string) string {
		return fmt.Sprintf("%s places %s aboard %s; %s now commands it.", g.players[giver].Name, card, g.cardName(ship), g.players[giver.Other()].Name)
	}
	e := Event{Kind: "give", Player: giver, Cards: []int{id, ship}, Text: text(g.cardName(id))}
	e.readers = perReader(e.Text, func(_ int, viewer Player) string {
		if viewer == giver || viewer == giver.Other() {
			return e.Text
		}
		return text(g.nameFor(id, viewer))
	})
	g.emit(e)
}

// giveAboardStep: the performer picks the card (when there is a choice),
// then the ship; the card moves aboard and its command passes.
func (g *Game) giveAboardStep(ctx fxCtx, s Step) {
	var cards []int
	for _, id := range g.givableAboard(ctx, &s) {
		if len(g.shipsToGiveAboard(ctx.p, id)) > 0 {
			cards = append(cards, id)
		}
	}
	give := func(id, ship int) {
		g.place(id, ZAboard, ship)
		g.commandPassed(id, ctx.p.Other()) // vocab_lost_command.go
		g.emitGivenAboard(ctx.p, id, ship)
		if g.cards[id].Card.Type == Personnel {
			g.firePlacedAboardOpponent(ctx.p, id, ship) // vocab_placed_aboard_opponent.go
		}
	}
	pickShip := func(id int) {
		ships := g.shipsToGiveAboard(ctx.p, id)
		if len(ships) == 1 {
			give(id, ships[0])
			return
		}
		acts := make([]action, 0, len(ships))
		for _, sh := range ships {
			acts = append(acts, action{Option{Label: "Aboard " + g.cardName(sh), Action: ActPick, Card: sh}, func() { give(id, sh) }})
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place %s aboard which of your opponent's ships?", g.cardName(ctx.src), g.cardName(id)), acts)
	}
	switch len(cards) {
	case 0:
		return
	case 1:
		pickShip(cards[0])
		return
	}
	acts := make([]action, 0, len(cards))
	for _, id := range cards {
		acts = append(acts, action{Option{Label: "Give " + g.cardName(id), Action: ActPick, Card: id}, func() { pickShip(id) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which card do you place aboard your opponent's ship?", acts)
}

// condOwnsThis: "if you own this equipment" (Self-Sealing Stem Bolts,
// 17V020): the player reading the condition owns this card, whoever
// commands it now (Glossary: command and owner — a player owns each card
// he or she began the game with, for the whole game).
const condOwnsThis = "owns-this"

func giveAboardConds() map[string]condEntry {
	return map[string]condEntry{
		condOwnsThis: {
			doc:     "you own this card, whoever commands it now (Glossary: command and owner)",
			example: "cond: owns-this",
			holds:   func(g *Game, _ *Cond, ctx fxCtx) bool { return g.cards[ctx.src].Owner == ctx.p },
			text: func(_ *Cond, w condWords) string {
				return fmt.Sprintf("you own this %s", w.noun())
			},
			slot: slotIf, inModifiers: true,
		},
	}
}
