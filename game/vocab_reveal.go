package game

import (
	"fmt"
	"slices"
)

func init() { registerVerbs(lookVerbs()) }

// Looking at hidden cards (Glossary: examine; reveal). Examined cards are
// shown to the player examining them only: the log names them to that
// player and tells everyone else how many were looked at; the decision
// about them is that player's alone. Revealed cards are shown to everyone.
// Cards looked at stay where they are until told to move (Ruling:
// Examining a Card).
func lookVerbs() map[string]verb {
	return map[string]verb{
		// examine-top / reveal-top: look at the top Count (or Many) cards
		// of Whose deck ("you", "opponent", or "each-commanding": each player
		// who commands a card Filter matches, this card aside); Take: the
		// cards revealed that go to their owner's hand; Order: the rest stay
		// ("same"), are put back in any order ("any"), or one card goes on
		// the top or the bottom ("top-or-bottom"). Then: what follows when
		// a card looked at matches Filter ("if it is a personnel, score 5
		// points"; not with each-commanding, whose Filter names what is
		// commanded).
		DoExamineTop: {
			doc:      "look at the top count (or many) cards of whose deck; take, order and then say what follows",
			fields:   "count many whose filter take limit limit_many order then",
			validate: validateDeckLook, text: func(s Step) string { return deckLookText("examine", s) },
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.decksToLookAt(ctx, s).n > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.lookAtTop(ctx, s, false) }},
		DoRevealTop: {
			doc:      "reveal the top count (or many) cards of whose deck; take, brig, order and then say what follows",
			fields:   "count many whose filter take limit limit_many brig order then",
			validate: validateDeckLook, text: func(s Step) string { return deckLookText("reveal", s) },
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.decksToLookAt(ctx, s).n > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.lookAtTop(ctx, s, true) }},
		// examine-hand: examine an opponent's hand; choose a card Filter
		// matches in it and put it on the bottom of its owner's deck.
		DoExamineHand: {
			doc:      "examine an opponent's hand and put a card of it matching filter on the bottom of its owner's deck",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "examine that opponent's hand and put " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " of it, chosen by you, on the bottom of their deck"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.examineHand(ctx, s) },
		},
	}
}

// Looking verbs and their settings.
const (
	DoExamineTop  = "examine-top"
	DoRevealTop   = "reveal-top"
	DoExamineHand = "examine-hand"

	whoseEachCommander = "each-commanding"
	orderSame          = "same"
	orderAny           = "any"
	orderTopOrBottom   = "top-or-bottom"
	orderBottomAny     = "bottom-any" // the rest go on the bottom, in any order
	orderDiscard       = "discard"    // the rest are discarded
)

func validateDeckLook(s *Step) error {
	switch s.Whose {
	case "", WhoseYour, WhoseOpponent, whoseEachCommander:
	default:
		return fmt.Errorf("unknown whose %q", s.Whose)
	}
	switch s.Order {
	case "", orderSame, orderAny, orderBottomAny, orderDiscard:
	case orderTopOrBottom:
		if s.Count != 1 {
			return fmt.Errorf("top-or-bottom needs count 1")
		}
	default:
		return fmt.Errorf("unknown order %q", s.Order)
	}
	if s.Many == nil && s.Count <= 0 {
		return fmt.Errorf("needs a count")
	}
	if len(s.Then) > 0 && s.Whose == whoseEachCommander {
		return fmt.Errorf("then reads filter as the card looked at; each-commanding reads it as the card commanded")
	}
	if err := s.Take.validate(); err != nil {
		return err
	}
	if s.LimitMany != nil {
		if s.Take == nil || s.Limit > 0 {
			return fmt.Errorf("limit_many needs take, and no limit")
		}
		if err := s.LimitMany.validate(); err != nil {
			return err
		}
	}
	if err := validateRevealBrig(s); err != nil {
		return err
	}
	return s.Filter.validate()
}

func deckLookText(verb string, s Step) string {
	n := fmt.Sprintf("the top %d cards", s.Count)
	if s.Count == 1 {
		n = "the top card"
	}
	whose := "your deck"
	switch s.Whose {
	case "opponent":
		whose = "an opponent's deck"
	case whoseEachCommander:
		whose = "the deck of each player who commands " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " (this card aside)"
	}
	t := verb + " " + n + " of " + whose
	if s.Many != nil {
		t = verb + " as many cards from the top of " + whose + " as " + s.Many.Text()
	}
	switch {
	case s.Take != nil && s.LimitMany != nil: // vocab_take_up_to.go
		t += takeUpToManyText(s)
	case s.Take != nil && s.Limit > 0 && !s.Take.IsZero():
		if s.Limit == 1 {
			t += ", you may reveal one " + s.Take.Text("card") + " among them and take it into hand"
		} else {
			t += fmt.Sprintf(", you may reveal up to %d %s among them and take them into hand", s.Limit, plural(s.Take.Text("card")))
		}
	case s.Take != nil && s.Limit > 0:
		t += fmt.Sprintf(", take up to %d of them into hand", s.Limit)
	case s.Take != nil:
		t += ", take every " + s.Take.Text("card") + " among them into hand"
	}
	if s.Brig != nil {
		t += revealBrigText(s.Brig)
	}
	switch {
	case s.Order == orderBottomAny:
		t += ", then put the rest on the bottom of the deck in any order"
	case s.Order == orderDiscard:
		t += ", then discard the rest"
	case s.Order == orderAny:
		t += ", then put them back in any order"
	case s.Order == orderTopOrBottom:
		t += ", then put it back on the top or the bottom"
	case s.Take != nil || s.Brig != nil:
		t += ", then put the rest back in the same order"
	case s.Count == 1 && s.Many == nil:
		t += " (it stays there)"
	default:
		t += ", then put them back in the same order"
	}
	if len(s.Then) > 0 {
		t += "; if it is " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + ": " + clauses(s.Then)
	}
	return t
}

// lookAtTop runs examine-top or reveal-top (optional with may:
// vocab_step_player.go). The steps it schedules point to one copy of s
// that lasts the game (keepStep), not each to s moved to the heap.
func (g *Game) lookAtTop(ctx fxCtx, s Step, reveal bool) {
	sp := g.keepStep(&s)
	if s.Many != nil {
		// Counted, maybe once a player has chosen: the closure keeps one
		// pointer (slab), not the context.
		w := g.dil.looks.take(dilWait{ctx: ctx, s: sp, flag: reveal})
		g.withAmount(ctx, s.Many, func(n int) { g.lookAtDecks(w.ctx, w.s, w.flag, n) })
		return
	}
	g.lookAtDecks(ctx, sp, reveal, s.Count)
}

// lookAtDecks looks at the top n cards of each deck the step names, the
// player using it first. s is kept (keepStep).
func (g *Game) lookAtDecks(ctx fxCtx, s *Step, reveal bool, n int) {
	if n <= 0 {
		if !g.quiet {
			g.emit(Event{Kind: "look", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s: no card to look at (the number is 0).", g.ref(ctx.src))})
		}
		return
	}
	// Pushed last first, one at a time, as data: no list, no closures.
	who := g.decksToLookAt(ctx, s)
	decks := who.list()
	for i := len(decks) - 1; i >= 0; i-- {
		g.pushWait(dilWait{op: waitLookAtDeck, ctx: ctx, s: s, flag: reveal, p: decks[i], n: n}) // lookAtDeck
	}
}

// decksToLookAt lists the players whose decks the step looks at, the
// player using it first: a value, not a list on the heap.
func (g *Game) decksToLookAt(ctx fxCtx, s *Step) performers {
	var owners performers
	for _, d := range []Player{ctx.p, ctx.p.Other()} {
		switch s.Whose {
		case "", "you":
			if d != ctx.p {
				continue
			}
		case "opponent":
			if d == ctx.p {
				continue
			}
		case whoseEachCommander:
			if !g.commandsMatching(d, s.Filter, ctx.src) {
				continue
			}
		}
		owners.p[owners.n] = d
		owners.n++
	}
	return owners
}

// commandsMatching reports whether p commands a card in play f matches,
// other than card except (a card's text does not count itself while it
// is being played: Glossary, playing a card).
func (g *Game) commandsMatching(p Player, f *Filter, except int) bool {
	for _, c := range g.cards[1:] {
		if c.ID != except && c.Zone.InPlay() && c.Controller == p && g.considers(p, c.ID) && g.matches(f, c.ID) {
			return true
		}
	}
	return false
}

// lookAtDeck looks at the top n cards of d's deck for ctx.p. s is kept
// (keepStep): the continuations below point to it.
func (g *Game) lookAtDeck(ctx fxCtx, s *Step, reveal bool, d Player, n int) {
	deck := g.players[d].Deck
	// Kept by the attempt and the continuations: a list lasting the game.
	top := g.lists.clone(deck[:min(n, len(deck))])
	if len(top) == 0 {
		if !g.quiet {
			g.emit(Event{Kind: "look", Player: ctx.p, Text: fmt.Sprintf("%s: %s deck is empty.", g.ref(ctx.src), g.players[d].Name+"'s")})
		}
		return
	}
	g.exposedByOpponent(ctx, d) // vocab_exposed.go
	if a := g.attempt; reveal && a != nil && a.dilemma != 0 && ctx.src == a.dilemma {
		// A dilemma's later steps read what it revealed (groups
		// your-revealed, opponent-revealed: You Vant to Go Back?, 17V018).
		a.special.revealed[ctx.p] = top
		a.acted = true
	}
	if !g.quiet { // a quiet game keeps no event: none is worded
		me, whose := g.players[ctx.p].Name, g.players[d].Name+"'s"
		if d == ctx.p {
			whose = "the top of " + g.players[d].Name + "'s"
		} else {
			whose = "the top of " + whose
		}
		if reveal {
			g.emit(Event{Kind: "reveal", Player: ctx.p, Cards: slices.Clone(top),
				Text: fmt.Sprintf("%s reveals %s from %s deck.", me, g.shownAll(top), whose)})
		} else {
			g.emit(Event{Kind: "examine", Player: ctx.p, Cards: slices.Clone(top), Private: true,
				Text:   fmt.Sprintf("%s examines %d card(s) from %s deck: %s.", me, len(top), whose, g.refs(top)),
				Public: fmt.Sprintf("%s examines %d card(s) from %s deck.", me, len(top), whose)})
		}
	}
	if len(s.Then) > 0 && slices.ContainsFunc(top, func(id int) bool { return s.Filter.MatchesCard(g.cards[id].Card) }) {
		g.push(func() { g.runAbility(ctx, s.Then) }) // once the cards are settled
	}
	if s.Take != nil && s.LimitMany != nil {
		g.takeUpToMany(ctx, *s, reveal, d, top)
		return
	}
	if s.Take != nil && s.Limit > 0 {
		g.takeUpTo(ctx, *s, reveal, d, top, func(rest []int) { g.settleLooked(ctx, *s, d, rest) })
		return
	}
	rest := top
	if s.Take != nil {
		rest = nil
		var taken []int
		for _, id := range top {
			if s.Take.MatchesCard(g.cards[id].Card) {
				taken = append(taken, id)
				g.place(id, ZHand, 0)
			} else {
				rest = append(rest, id)
			}
		}
		if len(taken) > 0 && !g.quiet {
			named := g.refs // examined in private: the others may not know them
			if reveal {
				named = g.shownAll
			}
			g.emit(Event{Kind: "take", Player: d, Cards: taken, Text: fmt.Sprintf("%s takes %s into hand.", g.players[d].Name, named(taken))})
		}
	}
	if s.Brig != nil {
		rest = g.revealedToBrig(ctx, s.Brig, rest)
	}
	g.settleLooked(ctx, *s, d, rest)
}

// settleLooked puts the cards looked at and not taken (rest, from the
// top of d's deck) where the step's order says.
func (g *Game) settleLooked(ctx fxCtx, s Step, d Player, rest []int) {
	me := g.players[ctx.p].Name
	switch s.Order {
	case orderBottomAny:
		g.restToBottom(ctx, d, rest)
	case orderDiscard:
		for _, id := range rest {
			g.discard(id)
		}
		if len(rest) > 0 {
			g.emit(Event{Kind: "discard", Player: d, Cards: slices.Clone(rest), Text: fmt.Sprintf("%s discards %s.", g.players[d].Name, g.shownAll(rest))})
		}
	case orderAny:
		if len(rest) > 1 {
			g.reorderTop(ctx, d, rest)
		}
	case orderTopOrBottom:
		if len(rest) == 0 {
			return
		}
		id := rest[0]
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: leave %s on top of the deck or put it on the bottom?", g.cardName(ctx.src), g.cardName(id)), []action{
			{Option{Label: "Leave " + g.cardName(id) + " on top", Action: ActPick, Card: id}, func() {
				g.emit(Event{Kind: "deck", Player: ctx.p, Text: fmt.Sprintf("%s leaves the card on top of the deck.", me)})
			}},
			{Option{Label: "Put " + g.cardName(id) + " on the bottom", Action: ActPick, Card: id}, func() {
				g.place(id, ZDeck, 0) // appended: the bottom
				g.emit(Event{Kind: "deck", Player: ctx.p, Text: fmt.Sprintf("%s puts the card on the bottom of the deck.", me)})
			}},
		})
	}
}

// reorderTop has ctx.p put cards (the top of d's deck, in order) back on
// top in an order of ctx.p's choosing: the first pick becomes the top.
func (g *Game) reorderTop(ctx fxCtx, d Player, cards []int) {
	dec := &Decision{Player: ctx.p, Kind: KindSelect, Min: len(cards), Max: len(cards), Ordered: true,
		Prompt: fmt.Sprintf("%s: put these cards back on %s's deck in which order? (first pick on top)", g.cardName(ctx.src), g.players[d].Name)}
	for _, id := range cards {
		dec.Options = append(dec.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(dec, func(picks []int) {
		ps := g.players[d]
		var order []int
		for _, i := range picks {
			order = append(order, cards[i])
		}
		rest := slices.DeleteFunc(slices.Clone(ps.Deck), func(id int) bool { return slices.Contains(order, id) })
		ps.Deck = append(order, rest...)
		g.emit(Event{Kind: "deck", Player: ctx.p, Text: fmt.Sprintf("%s puts %d card(s) back on top of %s's deck.", g.players[ctx.p].Name, len(order), ps.Name)})
	})
}

// examineHand shows an opponent's hand to ctx.p alone, then ctx.p picks a
// card Filter matches from it to go on the bottom of its owner's deck.
// The owner knows the card too; a spectator learns only that a card went.
func (g *Game) examineHand(ctx fxCtx, s Step) {
	opp := ctx.p.Other()
	hand := slices.Clone(g.players[opp].Hand)
	if len(hand) > 0 {
		g.exposedByOpponent(ctx, opp) // vocab_exposed.go
	}
	me, them := g.players[ctx.p].Name, g.players[opp].Name
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: hand, Private: true,
		Text:   fmt.Sprintf("%s examines %s's hand: %s.", me, them, g.refs(hand)),
		Public: fmt.Sprintf("%s examines %s's hand.", me, them)})
	var acts []action
	for _, id := range hand {
		if !s.Filter.MatchesCard(g.cards[id].Card) {
			continue
		}
		id := id
		acts = append(acts, action{Option{Label: "Put " + g.cardName(id) + " on the bottom of " + them + "'s deck", Action: ActPick, Card: id}, func() {
			g.place(id, ZDeck, 0) // appended: the bottom
			known := fmt.Sprintf("%s puts %s from %s's hand on the bottom of %s's deck.", me, g.cardName(id), them, them)
			e := Event{Kind: "deck", Player: ctx.p, Text: known}
			e.readers = &[3]string{known, known, fmt.Sprintf("%s puts a card from %s's hand on the bottom of %s's deck.", me, them, them)}
			g.emit(e)
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: which card of %s's hand goes to the bottom of the deck?", g.cardName(ctx.src), them), acts)
	}
}
