package game

import (
	"errors"
	"fmt"
	"slices"
)

// Verbs of events and interrupts: looking at and arranging piles, the
// dilemmas an attempt draws, cards placed on an event, reveals, placing
// cards from hand, giving an event away, destroying an event.

// Event and interrupt verbs.
const (
	DoScryDilemma      = "scry-dilemma"       // examine your dilemma pile's top card, leave it or put it at the bottom
	DoRedrawDilemmas   = "redraw-dilemmas"    // the dilemmas you drew go back; draw as many
	DoSetAsideDilemma  = "set-aside-dilemma"  // search your dilemma pile for one matching Filter; it tops your stack later
	DoRemoveDilemma    = "remove-dilemma"     // search your dilemma pile for one matching Filter and remove it from the game
	DoExtraDilemmas    = "extra-dilemmas"     // draw Amount more dilemmas and spend Amount more
	DoPlaceFromHand    = "place-from-hand"    // place a card from hand at a headquarters where it could be played, or aboard this ship
	DoGiveSelf         = "give-self"          // this event moves to your opponent's core
	DoPlaceOnSelf      = "place-on-self"      // the trigger's card is placed on this card
	DoDiscardFromSelf  = "discard-from-self"  // a card on this card goes to its owner's discard pile
	DoDilemmasBeneath  = "dilemmas-beneath"   // your opponent's top Count dilemmas go beneath your mission
	DoSubjectToDiscard = "subject-to-discard" // the trigger's card goes to its owner's discard pile
	DoDiscardToDeck    = "discard-to-deck"    // a card matching Filter out of your discard pile, under its owner's deck
)

func init() { registerVerbs(eventVerbs()) }

func eventVerbs() map[string]verb {
	return map[string]verb{
		DoScryDilemma: {
			doc: "look at the top card of your dilemma pile, then leave it there or put it on the bottom",
			text: func(Step) string {
				return "look at the top card of your dilemma pile, then leave it there or put it on the bottom"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.players[ctx.p].DilemmaPile) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.scryDilemma(ctx) },
		},
		DoRedrawDilemmas: {
			doc: "return the dilemmas you drew to your dilemma pile and draw as many again",
			text: func(Step) string {
				return "return the dilemmas you drew to your dilemma pile and draw as many again"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.drawingDilemmas(ctx.p) },
			run:      func(g *Game, ctx fxCtx, s Step) { g.redrawDilemmas(ctx) },
		},
		DoRemoveDilemma: {
			doc:      "search your dilemma pile for a dilemma matching filter and remove it from the game, then shuffle (from: bottom: the bottom card of the pile, no search: vocab_pile_bottom_remove.go)",
			fields:   "filter from",
			validate: validateRemoveDilemma,
			text: func(s Step) string {
				if s.From == FromPileBottom {
					return removePileBottomText
				}
				f := s.Filter.Text("dilemma")
				return "search your dilemma pile for " + article(f) + " " + f + " and remove it from the game, then shuffle the pile"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.From == FromPileBottom {
					return len(g.players[ctx.p].DilemmaPile) > 0
				}
				return len(g.dilemmasInPile(ctx.p, s.Filter)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.From == FromPileBottom {
					g.removePileBottom(ctx)
					return
				}
				g.removeDilemma(ctx, s)
			},
		},
		DoSetAsideDilemma: {
			doc:      "search your dilemma pile for a dilemma matching filter and set it aside; it goes on top of your dilemma stack",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "search your dilemma pile for " + article(s.Filter.Text("dilemma")) + " " + s.Filter.Text("dilemma") +
					" and set it aside, then shuffle the pile; once you have chosen your dilemma stack, that dilemma goes on top of it"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				a := g.attempt
				return a != nil && a.player == ctx.p.Other() && !a.formed
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.setAsideDilemma(ctx, s) },
		},
		DoExtraDilemmas: {
			doc:      "draw amount extra dilemmas and spend amount more on them",
			fields:   "amount",
			validate: positiveAmount,
			text: func(s Step) string {
				return fmt.Sprintf("draw %s and spend %d more on dilemmas", countOf(s.Amount, "extra dilemma"), s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				a := g.attempt
				return a != nil && a.player == ctx.p.Other() && !a.drew
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				a.extraDraw += s.Amount
				a.limit += s.Amount
				g.emit(Event{Kind: "extra-dilemmas", Player: ctx.p, Text: fmt.Sprintf("%s: %s draws %d more dilemma(s) and may spend %d more (total %d).",
					g.ref(ctx.src), g.players[ctx.p].Name, s.Amount, s.Amount, a.limit)})
			},
		},
		// place-from-hand: place (not play: Glossary: play and place) a
		// card Filter matches from your hand at a headquarters mission
		// where it could be played, or with To: this-ship aboard this ship.
		DoPlaceFromHand: {
			doc:    "place a card matching filter from your hand at a headquarters where it could be played (to: headquarters: any headquarters mission you command, play permissions not read; this-ship: aboard this ship; ship-here: aboard any player's ship at this mission)",
			fields: "filter to target same",
			// What the hand holds decides whether it can be done: a
			// dilemma's may asks anyway (stepsPrivate).
			private: true,
			validate: func(s *Step) error {
				if s.To == placeToYourShip { // vocab_place_aboard_yours.go
					return validatePlaceAboardYours(s)
				}
				if s.To != "" && s.To != ToThisShip && s.To != placeToShipHere && s.To != ToHeadquarters {
					return fmt.Errorf("to must be this-ship, %s, %s, %s or absent (a headquarters where it could be played), not %q", placeToYourShip, placeToShipHere, ToHeadquarters, s.To)
				}
				if s.Target != nil {
					return fmt.Errorf("target is read with to: %s only", placeToYourShip)
				}
				if err := validatePlaceSame(s); err != nil { // vocab_place_same_cost.go
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				what := article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + placeSameWords(s)
				if s.To == placeToYourShip {
					return "place " + what + " from your hand aboard " + placeAboardYoursWords(s)
				}
				if s.To == ToThisShip {
					return "place " + what + " from your hand aboard this ship"
				}
				if s.To == placeToShipHere { // vocab_place_aboard_here.go
					return "place from your hand " + what + " aboard a ship (any player's) at this mission"
				}
				if s.To == ToHeadquarters {
					return "place " + what + " from your hand at a headquarters mission you command"
				}
				return "place " + what + " from your hand at a headquarters mission where it could be played"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.placeableFromHand(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeFromHand(ctx, s) },
		},
		DoGiveSelf: {
			doc:  "give command of this event to your opponent",
			text: func(Step) string { return "give command of this event to your opponent (it moves to their core)" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				c := g.cards[ctx.src]
				return c.Zone == ZCore && c.Controller == ctx.p && g.mayTakeCommand(ctx.p.Other(), ctx.src)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if g.mayTakeCommand(ctx.p.Other(), ctx.src) {
					g.giveEvent(ctx.src, ctx.p.Other())
				}
			},
		},
		DoPlaceOnSelf: {
			doc:    "place the personnel the trigger is about on this card (from: deck-top: the top card of your deck, face up: vocab_play_held.go)",
			fields: "from",
			validate: func(s *Step) error {
				if s.From != "" && s.From != FromDeckTop {
					return fmt.Errorf("from must be %s or absent, not %q", FromDeckTop, s.From)
				}
				return nil
			},
			text: func(s Step) string {
				if s.From == FromDeckTop {
					return "put your deck's top card face up on this card"
				}
				return "place that personnel on this card (out of play: nobody commands it)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.From == FromDeckTop {
					return len(g.players[ctx.p].Deck) > 0 && g.cards[ctx.src].Zone.InPlay()
				}
				return ctx.subject != 0 && g.cards[ctx.subject].Zone == ZDiscard && g.cards[ctx.src].Zone.InPlay()
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.From == FromDeckTop {
					g.deckTopOnSelf(ctx) // vocab_play_held.go
					return
				}
				if ctx.subject == 0 || g.cards[ctx.subject].Zone != ZDiscard {
					return
				}
				g.place(ctx.subject, ZOnCard, ctx.src)
				g.emit(Event{Kind: "placed-on", Player: ctx.p, Cards: []int{ctx.subject, ctx.src},
					Text: fmt.Sprintf("%s places %s on %s.", g.players[ctx.p].Name, g.ref(ctx.subject), g.ref(ctx.src))})
			},
		},
		DoDiscardFromSelf: {
			doc:      "discard a card matching filter from those placed on this card",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " from this card in its owner's discard pile"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.cardsOn(ctx.src, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.discardFromSelf(ctx, s) },
		},
		DoDilemmasBeneath: {
			doc:     "your opponent places the top count cards of their dilemma pile beneath one of your non-headquarters missions (by: you: you choose which)",
			fields:  "count by",
			readsBy: true,
			validate: func(s *Step) error {
				if s.By != "" && s.By != ByYou {
					return fmt.Errorf("by must be you or absent, not %q", s.By)
				}
				return nil
			},
			text: func(s Step) string {
				if s.By == ByYou {
					top := "top dilemma"
					if n := max(1, s.Count); n > 1 {
						top = fmt.Sprintf("top %d dilemmas", n)
					}
					return "choose one of your non-headquarters missions; your opponent places the " + top + " of their dilemma pile beneath it"
				}
				return fmt.Sprintf("your opponent places the top %d dilemmas of their dilemma pile beneath one of your non-headquarters missions (they choose which)", max(1, s.Count))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.players[ctx.p.Other()].DilemmaPile) > 0 && len(g.nonHQMissions(ctx.p)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.dilemmasBeneath(ctx, max(1, s.Count), s.By == ByYou) },
		},
		DoDiscardToDeck: {
			doc:      "a card matching filter goes from your discard pile to the bottom of your deck",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "move " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " out of your discard pile to the bottom of its owner's deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.discardMatching(ctx.p, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.discardToDeck(ctx, s) },
		},
		DoSubjectToDiscard: {
			doc:  "the card the trigger is about goes to its owner's discard pile",
			text: func(Step) string { return "place that card in its owner's discard pile" },
			run: func(g *Game, ctx fxCtx, s Step) {
				if id := ctx.subject; id != 0 && g.cards[id].Zone != ZDiscard {
					g.leavePlay(id, ZDiscard)
					g.emit(Event{Kind: "discard", Player: g.cards[id].Owner, Cards: g.one(id),
						Text: fmt.Sprintf("%s is placed in its owner's discard pile.", g.ref(id))})
				}
			},
		},
	}
}

func positiveAmount(s *Step) error {
	if s.Amount <= 0 {
		return errors.New("needs a positive amount")
	}
	return nil
}

// scryDilemma: p examines the top card of the dilemma pile and leaves it
// or puts it, face down, on the bottom. The opponent learns where it went,
// not what it is.
func (g *Game) scryDilemma(ctx fxCtx) {
	p := ctx.p
	ps := g.players[p]
	id := g.reachDilemmaTop(p, 1)[0] // dilemma_pile_top.go
	name := g.cardName(id)
	g.offer(p, KindSelect, fmt.Sprintf("%s: the top card of your dilemma pile is %s", g.cardName(ctx.src), name), []action{
		{Option{Label: "Leave " + name + " on top", Action: ActPick, Card: id}, func() {
			g.emit(Event{Kind: "examine", Player: p, Cards: g.one(id), Private: true, Text: fmt.Sprintf("%s looks at %s on top of the dilemma pile and leaves it there.", ps.Name, name),
				Public: fmt.Sprintf("%s looks at the top card of the dilemma pile and leaves it there.", ps.Name)})
		}},
		{Option{Label: "Put " + name + " on the bottom", Action: ActPick, Card: id}, func() {
			ps.DilemmaPile = append(remove(ps.DilemmaPile, id), id)
			g.emit(Event{Kind: "examine", Player: p, Cards: g.one(id), Private: true, Text: fmt.Sprintf("%s looks at %s on top of the dilemma pile and puts it on the bottom.", ps.Name, name),
				Public: fmt.Sprintf("%s looks at the top card of the dilemma pile and puts it on the bottom.", ps.Name)})
		}},
	})
}

// drawingDilemmas reports whether p has drawn dilemmas for an attempt
// and not yet chosen the stack.
func (g *Game) drawingDilemmas(p Player) bool {
	a := g.attempt
	return a != nil && a.player == p.Other() && a.drew && !a.formed
}

// redrawDilemmas: the drawn dilemmas go face up to the bottom of p's
// pile (Rulings: Returning Dilemmas), then p draws as many.
func (g *Game) redrawDilemmas(ctx fxCtx) {
	a := g.attempt
	n := len(a.drawn)
	for _, id := range slices.Clone(a.drawn) {
		g.toDilemmaPileBottom(id)
	}
	g.emit(Event{Kind: "redraw-dilemmas", Player: ctx.p, Text: fmt.Sprintf("%s returns %d drawn dilemma(s) to the dilemma pile and draws %d again.", g.players[ctx.p].Name, n, n)})
	g.drawDilemmas(n)
}

// setAsideDilemma: p searches the dilemma pile for a matching dilemma,
// sets it aside face down and shuffles the pile; stackAside puts it on
// top of p's dilemma stack once chosen.
func (g *Game) setAsideDilemma(ctx fxCtx, s Step) {
	p := ctx.p
	ps := g.players[p]
	found := g.dilemmasInPile(p, s.Filter)
	finish := func(id int) {
		if id != 0 {
			g.place(id, ZAside, 0)
		}
		g.shuffle(ps.DilemmaPile)
		for _, x := range ps.DilemmaPile {
			g.cards[x].FaceUp = false
			g.changed(x) // rules_loops_cards.go
		}
		if id == 0 {
			g.emit(Event{Kind: "set-aside", Player: p, Text: fmt.Sprintf("%s searches the dilemma pile, sets nothing aside and shuffles it.", ps.Name)})
			return
		}
		g.emit(Event{Kind: "set-aside", Player: p, Cards: g.one(id), Private: true,
			Text:   fmt.Sprintf("%s sets %s aside and shuffles the dilemma pile.", ps.Name, g.ref(id)),
			Public: fmt.Sprintf("%s sets a dilemma aside face down and shuffles the dilemma pile.", ps.Name)})
	}
	acts := []action{{Option{Label: "Set nothing aside", Action: ActEnd}, func() { finish(0) }}}
	for _, id := range found {
		id := id
		acts = append(acts, action{Option{Label: "Set aside " + g.cardName(id), Action: ActPick, Card: id}, func() { finish(id) }})
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": set which dilemma aside?", acts)
}

// dilemmasInPile lists p's dilemmas in the dilemma pile that f matches,
// one per card (copies offer the same choice).
func (g *Game) dilemmasInPile(p Player, f *Filter) []int {
	var out []int
	var seen cardSet
	for _, id := range g.players[p].DilemmaPile {
		c := g.cards[id].Card
		if c.Type == Dilemma && f.MatchesCard(c) && seen.add(c) {
			out = append(out, id)
		}
	}
	return out
}

// removeDilemma: ctx.p searches the dilemma pile, removes a dilemma Filter
// matches from the game (face up, for all to see, as removed cards are),
// and shuffles the pile face down. Searching shows the pile to its owner
// only.
func (g *Game) removeDilemma(ctx fxCtx, s Step) {
	p := ctx.p
	ps := g.players[p]
	remove := func(id int) {
		g.place(id, ZRemoved, 0)
		g.shuffle(ps.DilemmaPile)
		for _, x := range ps.DilemmaPile {
			g.cards[x].FaceUp = false
			g.changed(x) // rules_loops_cards.go
		}
		g.emit(Event{Kind: "remove", Player: p, Cards: g.one(id),
			Text: fmt.Sprintf("%s removes %s from the game out of the dilemma pile and shuffles the pile.", ps.Name, g.ref(id))})
	}
	found := g.dilemmasInPile(p, s.Filter)
	if len(found) == 1 {
		remove(found[0])
		return
	}
	var acts []action
	for _, id := range found {
		acts = append(acts, action{Option{Label: "Remove " + g.cardName(id), Action: ActPick, Card: id}, func() { remove(id) }})
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": remove which dilemma from the game?", acts)
}

// asideDilemmas counts the dilemmas p has set aside for the stack now
// being chosen (stackAside puts them on top), and their printed costs.
func (g *Game) asideDilemmas(p Player) (n, cost int) {
	for _, id := range g.aside {
		if c := g.cards[id]; c.Owner == p && c.Card.Type == Dilemma {
			n++
			cost += c.Card.CostValue()
		}
	}
	return n, cost
}

// stackAside puts the dilemmas the stack's owner set aside on top of the
// stack just chosen.
func (g *Game) stackAside() {
	a := g.attempt
	opp := a.player.Other()
	for _, id := range slices.Clone(g.aside) {
		c := g.cards[id]
		if c.Owner != opp || c.Card.Type != Dilemma {
			continue
		}
		g.place(id, ZStack, 0)
		a.stack = append([]int{id}, remove(a.stack, id)...)
		g.emit(Event{Kind: "dilemma-stack", Player: opp, Text: fmt.Sprintf("%s places the dilemma set aside on top of the dilemma stack.", g.players[opp].Name)})
	}
}

// placeableFromHand lists, for each card in ctx.p's hand matching the
// step's Filter, where it may be placed: with To this-ship, aboard this
// ship; otherwise the headquarters missions ctx.p commands that allow
// it. Never a second copy of a unique card the player commands (Rulebook:
// Uniqueness; Rulings: Substituting for a Headquarters).
func (g *Game) placeableFromHand(ctx fxCtx, s *Step) map[int][]int {
	p := ctx.p
	out := map[int][]int{}
	for _, id := range g.players[p].Hand {
		c := g.cards[id].Card
		if !s.Filter.MatchesCard(c) || (c.Unique && g.commandsCopy(p, c)) || !g.placeSameOK(ctx, s, c) {
			continue
		}
		if s.To == ToThisShip {
			if ship := ctx.ship; ship != 0 && g.cards[ship].Zone == ZAtMission {
				out[id] = []int{ship}
			}
			continue
		}
		if s.To == placeToYourShip {
			if ships := g.yourShipsMatching(p, s.Target); len(ships) > 0 {
				out[id] = ships
			}
			continue
		}
		if s.To == placeToShipHere {
			if ships := g.shipsHereFor(ctx); len(ships) > 0 {
				out[id] = ships
			}
			continue
		}
		if c.Type != Personnel {
			continue
		}
		for _, m := range g.players[p].Missions {
			// to: headquarters reads no play permission: a card placed is
			// not played (Glossary: play and place).
			if mc := g.cards[m]; mc.Card.IsHQ() && (s.To == ToHeadquarters || mc.Card.AllowsPlay(c)) && g.commandsMission(p, m) {
				out[id] = append(out[id], m)
			}
		}
		if len(out[id]) == 0 {
			delete(out, id)
		}
	}
	return out
}

// placeFromHand: ctx.p places a matching card from hand where it may go
// (placeableFromHand).
func (g *Game) placeFromHand(ctx fxCtx, s Step) {
	p := ctx.p
	sites := g.placeableFromHand(ctx, &s)
	put := func(id, dest int) {
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		if g.cards[dest].Card.Type == Ship {
			g.place(id, ZAboard, dest)
		} else {
			g.place(id, ZSurface, dest)
		}
		g.cards[id].Controller = p
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from hand %s%s.", g.players[p].Name, g.shown(id), placeWord(g.cards[dest].Card), g.ref(dest))})
		g.firePlacedFromHand(p, id) // vocab_placed_trigger.go
		if g.cards[dest].Card.Type == Ship && g.cards[dest].Controller != p {
			g.firePlacedAboardOpponent(p, id, dest) // vocab_placed_aboard_opponent.go
		}
	}
	var acts []action
	for _, id := range g.players[p].Hand {
		for _, dest := range sites[id] {
			id, dest := id, dest
			acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s %s%s", g.cardName(id), placeWord(g.cards[dest].Card), g.cardName(dest)), Action: ActPick, Card: id, Target: dest}, func() { put(id, dest) }})
		}
	}
	if len(acts) > 0 {
		g.offer(p, KindSelect, g.cardName(ctx.src)+": place which card from your hand?", acts)
	}
}

// giveEvent moves event id from its controller's core to player to's:
// to now commands it; its owner does not change.
func (g *Game) giveEvent(id int, to Player) {
	c := g.cards[id]
	from := c.Controller
	if l := g.list(c); l != nil {
		*l = remove(*l, id)
	}
	c.Controller = to
	g.changed(c.ID) // rules_loops_cards.go
	g.players[to].Core = append(g.players[to].Core, id)
	g.emit(Event{Kind: "give", Player: from, Cards: g.one(id), Text: fmt.Sprintf("%s gives %s to %s; it moves to their core.", g.players[from].Name, g.ref(c.ID), g.players[to].Name)})
	g.lostCommand(from, id) // vocab_lost_command.go
	g.gainedCommand(id)     // vocab_gained_command.go: to now commands it
}

// cardsOn lists the cards lying on card id (not played there) matching f.
func (g *Game) cardsOn(id int, f *Filter) []int {
	var out []int
	for _, x := range g.cards[id].On {
		if c := g.cards[x]; c.Zone == ZOnCard && f.MatchesCard(c.Card) {
			out = append(out, x)
		}
	}
	return out
}

// discardFromSelf: a card on this card, picked by p, goes to its owner's
// discard pile; later steps know which (the group paid: notePaid).
func (g *Game) discardFromSelf(ctx fxCtx, s Step) {
	pool := g.cardsOn(ctx.src, s.Filter)
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.place(id, ZDiscard, 0)
			g.notePaid(ctx, []int{id})
			g.emit(Event{Kind: "discard", Player: g.cards[id].Owner, Cards: g.one(id),
				Text: fmt.Sprintf("%s is placed from %s in its owner's discard pile.", g.ref(id), g.ref(ctx.src))})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which card in its owner's discard pile?", acts)
	}
}

// facingMatching lists p's personnel facing the dilemma now that match f.
func (g *Game) facingMatching(p Player, f *Filter) []int {
	a := g.attempt
	if a == nil || a.dilemma == 0 || a.player != p {
		return nil
	}
	var out []int
	for _, id := range a.personnel {
		if g.considers(p, id) && g.matches(f, id) {
			out = append(out, id)
		}
	}
	return out
}

// destroyable lists the cards in play a destroy-card step may pick:
// ctx.p's (or with whose: any, any player's), matching s.Filter, that
// ctx.p may consider, not the text's own card; with CheaperThan, costing
// less than the matching cards in ctx.p's hand. Missions are never
// destroyed.
func (g *Game) destroyable(ctx fxCtx, s *Step) []int {
	limit := -1
	if s.CheaperThan != nil {
		limit = len(g.handMatching(ctx.p, s.CheaperThan))
	}
	var out []int
	for _, c := range g.cards[1:] {
		// Whose first: it is read from the card, where considers and
		// matches may read modifiers and stats.
		if !c.Zone.InPlay() || c.Card.Type == Mission || c.ID == ctx.src || !destroyWhose(s.Whose, c.Controller == ctx.p) ||
			!g.considers(ctx.p, c.ID) || !g.matches(s.Filter, c.ID) {
			continue
		}
		if limit >= 0 && c.Card.CostValue() >= limit {
			continue
		}
		if s.From == FromHere && (ctx.mission == 0 || g.missionOf(c.ID) != ctx.mission) {
			continue // only one at this card's mission (vocab_ship_on_event.go's FromHere)
		}
		if g.cannotBy(c.ID, OutDestroy, ctx.src) { // vocab_cannot_source.go
			continue
		}
		out = append(out, c.ID)
	}
	return out
}

// destroyWhose reports whether a destroy step reaching whose cards
// reaches a card that is (or is not) the performer's own.
func destroyWhose(whose string, own bool) bool {
	switch whose {
	case WhoseAny:
		return true
	case WhoseOpponent:
		return !own
	}
	return own
}

func (g *Game) destroyStep(ctx fxCtx, s Step) {
	pool := g.destroyable(ctx, &s)
	var acts []action
	for _, id := range pool {
		id := id
		label := "Destroy " + g.cardName(id)
		if s.Whose == WhoseAny {
			label += " (" + g.players[g.cards[id].Controller].Name + ")"
		}
		acts = append(acts, action{Option{Label: label, Action: ActPick, Card: id}, func() {
			g.notePaid(ctx, []int{id})      // "that event's cost" (Defragmentation Drone, 4C111)
			g.destroyByText(ctx, []int{id}) // vocab_about_to_destroy.go
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": destroy which card?", acts)
	}
}

// nonHQMissions lists the planet and space missions p commands.
func (g *Game) nonHQMissions(p Player) []int {
	var out []int
	for _, m := range g.players[p].Missions {
		if mc := g.cards[m]; !mc.Card.IsHQ() && mc.Controller == p {
			out = append(out, m)
		}
	}
	return out
}

// dilemmasBeneath: p's opponent places the top n cards of their dilemma
// pile face up beneath one of p's non-headquarters missions, picking
// which: the one placing does the choosing. Dilemmas placed beneath a
// mission are overcome there (Glossary: dilemmas).
//
// youChoose: the text's player picks the mission instead (Kerla,
// Military Advisor, 15V038); the opponent still places the cards.
func (g *Game) dilemmasBeneath(ctx fxCtx, n int, youChoose bool) {
	opp := ctx.p.Other()
	if len(g.players[opp].DilemmaPile) == 0 {
		return // nothing to place, nothing to choose
	}
	var acts []action
	for _, m := range g.nonHQMissions(ctx.p) {
		m := m
		acts = append(acts, action{Option{Label: "Beneath " + g.cardName(m), Action: ActPick, Card: m}, func() {
			top := slices.Clone(g.reachDilemmaTop(opp, n)) // dilemma_pile_top.go
			for _, id := range top {
				g.place(id, ZBeneath, m)
				g.cards[id].FaceUp = true
				g.changed(id) // rules_loops_cards.go
			}
			g.emit(Event{Kind: "placed-beneath", Player: opp, Cards: top, Text: fmt.Sprintf("%s places %s from the top of the dilemma pile beneath %s.", g.players[opp].Name, g.refs(top), g.ref(m))})
		}})
	}
	if len(acts) > 0 && youChoose {
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: choose one of your missions; %s places the top %d dilemma(s) of the pile beneath it", g.cardName(ctx.src), g.players[opp].Name, n), acts)
	} else if len(acts) > 0 {
		g.offer(opp, KindSelect, fmt.Sprintf("%s: place the top %d dilemmas of your pile beneath which of %s's missions?", g.cardName(ctx.src), n, g.players[ctx.p].Name), acts)
	}
}

// coreFacingResponses: "when your personnel is facing a dilemma" text of
// the events in p's core, once per dilemma per copy (Glossary: actions;
// attempting missions, step 3.h), and their while-facing text (used
// while p's personnel face one), as often as its limits allow.
// Of, when set, must match one of p's personnel facing it.
func (g *Game) coreFacingResponses(p Player) []response {
	a := g.attempt
	if a == nil || a.dilemma == 0 || p != a.player {
		return nil
	}
	var out []response
	for _, id := range g.players[p].Core {
		c := g.cards[id]
		if c.Card.Type != EventCard || c.Controller != p {
			continue
		}
		for i := range c.Card.Abilities {
			ab := &c.Card.Abilities[i]
			key := abilityKey{id, i}
			// Text used while its player's personnel face a dilemma (while-facing)
			// has no limit but its own; "when" text is once per dilemma
			// (Glossary: actions; Security Drills, 5P012).
			perDilemma := ab.When == WhenFacing
			if (!perDilemma && ab.When != WhenWhileFacing) || (perDilemma && a.used[key]) || g.onceUsed(key, ab) {
				continue
			}
			ctx := g.ctxFor(p, id)
			ctx.mission = a.mission
			// Whether it may be used is asked before whom it may be used
			// for: most often its cost cannot be paid, and listing the
			// personnel facing it was about 0.6% of the basic bot's
			// instructions.
			if !g.usable(ctx, ab) || (ab.Of != nil && len(g.facingMatching(p, ab.Of)) == 0) {
				continue
			}
			id := id
			out = append(out, response{action: action{Option{Action: ActOrder, Card: id, label: abilityLabelOf(id, ab)}, func() {
				if perDilemma {
					a.markUsed(key)
				}
				g.markUsed(key, ab)
				g.emit(Event{Kind: "ability", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s uses %s.", g.players[p].Name, g.shown(c.ID))})
				g.push(func() { g.runCost(ctx, ab.Cost) }, func() { g.runAbility(ctx.paidWith(ab.Cost), ab.Effect) })
			}}})
		}
	}
	return out
}

// discardToDeck: p moves a matching card out of the discard pile, shown
// to every player (Glossary: discarding), to the bottom of its owner's
// deck.
func (g *Game) discardToDeck(ctx fxCtx, s Step) {
	var acts []action
	for _, id := range g.discardMatching(ctx.p, s.Filter) {
		id := id
		acts = append(acts, action{Option{Label: "Move " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.place(id, ZDeck, 0)
			g.emit(Event{Kind: "salvage", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s moves %s out of the discard pile to the bottom of the deck.", g.players[ctx.p].Name, g.ref(id))})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": move which card from your discard pile to your deck's bottom?", acts)
	}
}
