package game

import "fmt"

// A trigger for game text that puts a personnel of yours onto a ship the
// other player commands, answerable from hand (Guna'shan, 38V025, joins
// his player's headquarters when an Infiltrator is sent over). Placing is
// not playing (Glossary: play and place): this trigger fires when game
// text places a personnel aboard a ship an opponent commands — today
// give-self-aboard (vocab_give_personnel.go) and place-self-from-hand
// to: trigger — and not when a personnel
// is played there by its own permission (vocab_play_aboard_opponent.go:
// Bashir Founder, Imperturbable Infiltrator is played, not placed).
// Cards: the personnel placed; Player: who placed it; Mission: where.
//
// Text that answers from its owner's hand (from_hand: true) is gathered
// there instead of in play, and only that text of the card answers while
// it is in hand. on: owned is a card the answering player owns, whoever
// commands it now. place-self-from-hand places the answering card from
// hand at one of its player's headquarters where it could be played
// (placed, not played: no "when you play" text answers).

// TrigPlacedAboardOpponent: a player placed a personnel aboard an
// opponent's ship by game text.
const TrigPlacedAboardOpponent = "placed-aboard-opponent"

// DoPlaceSelfFromHand: place this card from hand at a headquarters of
// yours where it could be played.
const DoPlaceSelfFromHand = "place-self-from-hand"

// placeSelfToTrigger: place-self-from-hand puts the card present with the
// personnel the trigger is about (an opponent's personnel beginning a
// mission attempt: Kira Founder, Curious, 33V035), under its player's
// command; it does not join their attempt (it is not theirs).
const placeSelfToTrigger = "trigger"

func init() {
	triggerTable[TrigPlacedAboardOpponent] = triggerEntry{
		bus: true, reads: readsBus | readsFromHand,
		doc:     "a player placed a personnel aboard a ship an opponent commands by game text (not played there)",
		example: "{when: placed-aboard-opponent, who: you, on: owned, of: {type: personnel, keyword: Infiltrator}, from_hand: true, effect: [{do: place-self-from-hand}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " place" + verbS(w.who) + " " + w.subject + " aboard an opponent's ship"
		},
	}
	registerVerbs(map[string]verb{
		DoPlaceSelfFromHand: {
			doc:    "place this card from your hand at a headquarters mission of yours where it could be played (placed, not played); to: trigger: present with the personnel the trigger is about instead, under your command (Kira Founder, Curious, 33V035)",
			fields: "to",
			validate: func(s *Step) error {
				if s.To != "" && s.To != placeSelfToTrigger {
					return fmt.Errorf("place-self-from-hand: to must be empty or %q, not %q", placeSelfToTrigger, s.To)
				}
				return nil
			},
			text: func(s Step) string {
				if s.To == placeSelfToTrigger {
					return "place this card from your hand present with those personnel (you command it)"
				}
				return "place this card from your hand at a headquarters mission of yours where it could be played"
			},
			private: true,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.To == placeSelfToTrigger {
					_, ok := g.selfFromHandPresentSpot(ctx)
					return ok
				}
				return len(g.selfFromHandSites(ctx)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.To == placeSelfToTrigger {
					g.placeSelfPresentFromHand(ctx)
					return
				}
				g.placeSelfFromHand(ctx)
			},
		},
	})
}

// firePlacedAboardOpponent announces that p placed personnel id aboard
// ship, an opponent's.
func (g *Game) firePlacedAboardOpponent(p Player, id, ship int) {
	if !g.listenedTo(TrigPlacedAboardOpponent) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigPlacedAboardOpponent, Player: p, Cards: g.one(id), Mission: g.cards[ship].Where}), nil)
}

// answersFromHand reports whether c lies in p's hand with text that
// answers from there.
func answersFromHand(p Player, c *Inst) bool {
	if c.Zone != ZHand || c.Owner != p || c.Card.Type == Interrupt {
		return false
	}
	for i := range c.Card.Abilities {
		if c.Card.Abilities[i].FromHand {
			return true
		}
	}
	return false
}

// fromHandText words from_hand after the trigger (the card must be held
// in hand when it happens).
func fromHandText(a Ability, noun string) string {
	if !a.FromHand {
		return ""
	}
	return " and this " + noun + " is in your hand"
}

// selfFromHandSites lists the headquarters missions where ctx's card, in
// its player's hand, could be placed (placeableFromHand: where it could
// be played, uniqueness kept).
func (g *Game) selfFromHandSites(ctx fxCtx) []int {
	c := g.cards[ctx.src]
	if c.Zone != ZHand || c.Owner != ctx.p {
		return nil
	}
	return g.placeableFromHand(ctx, &Step{})[ctx.src]
}

// placeSelfFromHand places ctx's card from hand at a headquarters its
// player picks (the only one without asking).
func (g *Game) placeSelfFromHand(ctx fxCtx) {
	id, p := ctx.src, ctx.p
	put := func(m int) {
		g.place(id, ZSurface, m)
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from hand %s%s.", g.players[p].Name, g.shown(id), placeWord(g.cards[m].Card), g.ref(m))})
		g.firePlacedFromHand(p, id) // vocab_placed_trigger.go
	}
	sites := g.selfFromHandSites(ctx)
	switch len(sites) {
	case 0:
		return
	case 1:
		put(sites[0])
		return
	}
	acts := make([]action, 0, len(sites))
	for _, m := range sites {
		acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s %s%s", g.cardName(id), placeWord(g.cards[m].Card), g.cardName(m)), Action: ActPick, Card: id, Target: m}, func() { put(m) }})
	}
	g.offer(p, KindSelect, g.cardName(id)+": place it at which headquarters?", acts)
}

// selfFromHandPresentSpot finds where ctx's card, in its player's hand,
// would go to be present with the cards of ctx's trigger: on the planet
// or aboard the ship the first of them in play is. Uniqueness holds
// (Rulebook: Uniqueness): not while its player commands a copy.
func (g *Game) selfFromHandPresentSpot(ctx fxCtx) (spot, bool) {
	c := g.cards[ctx.src]
	if c.Zone != ZHand || c.Owner != ctx.p || ctx.trig == nil || (c.Card.Unique && g.commandsCopy(ctx.p, c.Card)) {
		return spot{}, false
	}
	for _, id := range ctx.trig.Cards {
		if t := g.cards[id]; t.Card.Type == Personnel && (t.Zone == ZSurface || t.Zone == ZAboard) {
			return spot{t.Zone, t.Where}, true
		}
	}
	return spot{}, false
}

// placeSelfPresentFromHand places ctx's card from hand present with the
// trigger's personnel (selfFromHandPresentSpot), under ctx.p's command.
// Placed aboard a ship an opponent commands, it is a personnel placed
// aboard an opponent's ship by game text (placed-aboard-opponent).
func (g *Game) placeSelfPresentFromHand(ctx fxCtx) {
	at, ok := g.selfFromHandPresentSpot(ctx)
	if !ok {
		return
	}
	id, p := ctx.src, ctx.p
	g.cards[id].Controller = p
	g.changed(id) // rules_loops_cards.go
	g.place(id, at.zone, at.where)
	g.cards[id].Controller = p
	g.changed(id) // rules_loops_cards.go
	g.emit(Event{Kind: "place", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from hand %s%s.", g.players[p].Name, g.shown(id), placeWord(g.cards[at.where].Card), g.ref(at.where))})
	g.firePlacedFromHand(p, id) // vocab_placed_trigger.go
	if at.zone == ZAboard && g.cards[at.where].Controller != p {
		g.firePlacedAboardOpponent(p, id, at.where)
	}
}
