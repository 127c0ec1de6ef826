package game

import (
	"fmt"
	"slices"
	"strings"
)

// Verbs of the text that reacts during mission attempts: costs a
// personnel pays (revealing or placing cards from hand, destroying a card;
// stopping itself is stop to: self, vocab_equipment.go),
// what a response does to the action it answers (spare each card, leave a
// card out of a selection, make a selection random, take another card's
// place), and what a personnel gains for a while (vocab_react_timed.go).
func init() { registerVerbs(reactVerbs()) }

func reactVerbs() map[string]verb {
	return map[string]verb{
		// prevent: the action the ability answers does not happen.
		DoPrevent: {
			doc:    "prevent the action the ability answers (cost: the owner of the card it would prevent may pay these steps to stop the prevention, and the rest of this effect: vocab_prevent_unless_paid.go)",
			fields: "cost",
			validate: func(s *Step) error {
				if err := validateSteps(s.Cost); err != nil {
					return fmt.Errorf("cost: %w", err)
				}
				return nil
			},
			text: preventText,
			// A card played that an opponent's cards cannot prevent
			// (vocab_cannot_source.go).
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				t := ctx.trig
				return t == nil || t.Kind != TrigAboutToPlay || !g.unpreventableBy(t.Source, ctx.src)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if len(s.Cost) > 0 && ctx.trig != nil {
					g.preventUnlessPaid(ctx, s) // vocab_prevent_unless_paid.go
					return
				}
				g.preventPending(ctx)
			},
		},
		// instead-self: this card undergoes the action the ability
		// answers in another card's place; it needs a card that is not
		// already undergoing it and can undergo it.
		DoInsteadSelf: {
			doc:  "this card undergoes the action the ability answers instead of the card it was aimed at",
			text: func(Step) string { return "this card undergoes it instead" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				t := ctx.trig
				return t != nil && !t.undergoes(ctx.src) && !g.cannot(ctx.src, t.Outcome)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.insteadSelf(ctx) },
		},
		// reveal-from-hand: show Count (1) cards matching Filter from your hand
		// to every player; they stay in hand (Glossary: reveal).
		DoRevealFromHand: {
			doc:      "show count cards matching filter from your hand to every player; they stay in hand",
			fields:   "count filter",
			private:  true,
			paid:     specialPaid,
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "reveal " + countOf(max(1, s.Count), s.Filter.Text("card")) + " from hand"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.handMatching(ctx.p, s.Filter)) >= max(1, s.Count)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.pickFromHand(ctx, s, "reveal", func(ids []int) {
					g.notePaid(ctx, ids) // "that personnel" for a dilemma's later steps
					g.emit(Event{Kind: "reveal", Player: ctx.p, Cards: ids, Text: fmt.Sprintf("%s reveals %s from hand.", g.players[ctx.p].Name, g.shownAll(ids))})
				})
			},
		},
		// hand-to-deck-top: place Count (1) cards matching Filter from your
		// hand on top of your deck; only you see which.
		DoHandToDeckTop: {
			doc:      "place count cards matching filter from your hand on top of your deck",
			fields:   "count filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place " + countOf(max(1, s.Count), s.Filter.Text("card")) + " from hand on top of your deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.handMatching(ctx.p, s.Filter)) >= max(1, s.Count)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.pickFromHand(ctx, s, "place on top of your deck", func(ids []int) {
					for _, id := range ids {
						g.toDeckTop(id)
					}
					name := g.players[ctx.p].Name
					g.emit(Event{Kind: "deck-top", Player: ctx.p, Cards: ids, Private: true,
						Text:   fmt.Sprintf("%s places %s from hand on top of the deck.", name, g.refs(ids)),
						Public: fmt.Sprintf("%s places %d card(s) from hand on top of the deck.", name, len(ids))})
				})
			},
		},
		// to-deck-top: place this card (To: subject: the card the trigger is
		// about) on top of its owner's deck. A card that leaves play is spared
		// the action it was about to undergo (Ruling: Pending Effects).
		DoToDeckTop: {
			doc:      "this card (to: subject: the card the trigger is about) goes on top of its owner's deck",
			fields:   "to",
			validate: validateTo,
			text: func(s Step) string {
				return "place " + toWords(s) + " on top of its owner's deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.cards[stepCard(ctx, s)].Zone.InPlay() },
			run: func(g *Game, ctx fxCtx, s Step) {
				id := stepCard(ctx, &s)
				g.leavePlay(id, ZDeck)
				g.toDeckTop(id)
				g.spare(ctx, id)
				g.emitNamed(Event{Kind: "deck-top", Player: ctx.p, Cards: g.one(id)}, func(name func(int) string) string {
					return fmt.Sprintf("%s is placed on top of its owner's deck.", name(id))
				})
			},
		},
		// to-hand: return this card (To: subject: the card the trigger is
		// about) to its owner's hand; it is spared what it was about to
		// undergo (Ruling: Pending Effects).
		DoToHand: {
			doc:      "this card (to: subject: the card the trigger is about; type: what that card is, for its words) returns to its owner's hand",
			fields:   "to type",
			validate: validateTo,
			text: func(s Step) string {
				return "return " + toWords(s) + " to its owner's hand"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.cards[stepCard(ctx, s)].Zone.InPlay() },
			run: func(g *Game, ctx fxCtx, s Step) {
				id := stepCard(ctx, &s)
				g.leavePlay(id, ZHand)
				g.spare(ctx, id)
				g.emit(Event{Kind: "return-to-hand", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s returns to its owner's hand.", g.ref(id))})
			},
		},
		// take-from-discard: take a card matching Filter from your discard
		// pile into your hand, showing it (Glossary: discard pile). Possible
		// when such a card is there, or when the ability's cost, paid
		// first, puts cards there (Glossary: actions — an action whose costs
		// are paid may be taken even if it has no effect). Taking nothing is
		// allowed.
		DoTakeDiscard: {
			doc:    "take a card matching filter from your discard pile into your hand, showing it",
			fields: "filter many",
			validate: func(s *Step) error {
				if err := s.Many.validate(); err != nil {
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("card")
				if s.Many != nil {
					return takeManyText(s) // vocab_take_many.go
				}
				return "take " + article(f) + " " + f + " from your discard pile into hand"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.discardMatching(ctx.p, s.Filter)) > 0 || fillsDiscard(ctx.costFirst)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Many != nil {
					g.takeManyFromDiscard(ctx, s)
					return
				}
				var acts []action
				seen := map[string]bool{}
				for _, id := range g.discardMatching(ctx.p, s.Filter) {
					c := g.cards[id].Card
					if seen[c.ID] {
						continue // copies of one card are the same choice
					}
					seen[c.ID] = true
					acts = append(acts, action{Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id}, func() {
						g.place(id, ZHand, 0)
						g.emit(Event{Kind: "take", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s takes %s from the discard pile into hand.", g.players[ctx.p].Name, g.shown(id))})
					}})
				}
				if len(acts) > 0 {
					acts = append(acts, action{Option{Label: "Take nothing", Action: ActEnd}, func() {}})
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": take which card from your discard pile?", acts)
				}
			},
		},
		// prevent-each: prevent the pending action for every card the ability
		// answers for ("when any number of your personnel are about to be
		// stopped ..., prevent that").
		DoPreventEach: {
			doc:  "prevent the pending action for every card the ability answers for",
			text: func(Step) string { return "prevent that for each of them" },
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return ctx.trig != nil && slices.ContainsFunc(ctx.subjects, func(id int) bool { return id != 0 && !ctx.trig.Prevented(id) })
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				var spared []int
				for _, id := range ctx.subjects {
					if id != 0 && !ctx.trig.Prevented(id) {
						ctx.trig.PreventBy(ctx.p, id)
						spared = append(spared, id)
					}
				}
				g.emitNamed(Event{Kind: "prevent", Player: ctx.p, Cards: append([]int{ctx.src}, spared...)}, func(name func(int) string) string {
					return fmt.Sprintf("%s prevents that for %s.", g.shown(ctx.src), namesWith(spared, name))
				})
			},
		},
		// exclude-self: leave this card out of the selection about to be made.
		DoExcludeSelf: {
			doc:  "leave this card out of the selection about to be made",
			text: func(Step) string { return "leave this card out of it" },
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return ctx.trig != nil && slices.Contains(ctx.trig.Cards, ctx.src) && !ctx.trig.Prevented(ctx.src)
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				ctx.trig.Prevent(ctx.src)
				g.emit(Event{Kind: "exclude", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s is left out of the random selection.", g.ref(ctx.src))})
			},
		},
		// randomize: the selection about to be made becomes a random one among
		// every eligible card.
		DoRandomize: {
			doc:  "the selection about to be made becomes random among every eligible card",
			text: func(Step) string { return "make it a random pick among all eligible personnel instead" },
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return ctx.trig != nil && ctx.trig.Kind == TrigAboutToSelect && !ctx.trig.Random
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				ctx.trig.Random = true
				g.emit(Event{Kind: "randomize", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s: the selection is made at random instead.", g.ref(ctx.src))})
			},
		},
		// unstop-join: unstop one of your stopped personnel present matching
		// Filter; it joins the mission attempt in progress. The text names a
		// stopped personnel, so it may affect one (Glossary: stopped).
		DoUnstopJoin: {
			doc:      "unstop one of your stopped personnel present matching filter (count: that many others than this card, all of them or none); each joins the mission attempt",
			fields:   "filter count",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("personnel")
				if s.Count > 1 {
					return fmt.Sprintf("unstop %d other %s of yours present, who join the mission attempt", s.Count, strings.Replace(f, " who has ", " who have ", 1))
				}
				return "unstop " + article(f) + " " + f + " of yours present, who joins the mission attempt"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.unstoppable(ctx, s)) >= max(1, s.Count) },
			run:      func(g *Game, ctx fxCtx, s Step) { g.unstopJoin(ctx, s, max(1, s.Count)) },
		},
		// destroy-card: destroy a card in play matching Filter — one of
		// yours (a cost: "destroy your Decay event"), or with whose: any,
		// anyone's; CheaperThan: only one costing less than the cards in
		// your hand it matches (a hand revealed first).
		DoDestroyCard: {
			doc:    "destroy a card in play matching filter (whose: any: anyone's, opponent: an opponent's; cheaper_than; from: here: one at this card's mission)",
			fields: "filter whose cheaper_than from",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseYour, WhoseAny, WhoseOpponent:
				default:
					return fmt.Errorf("whose must be your, opponent or any, not %q", s.Whose)
				}
				if s.From != "" && s.From != FromHere {
					return fmt.Errorf("from: want %s or nothing, not %q", FromHere, s.From)
				}
				if err := s.Filter.validate(); err != nil {
					return err
				}
				return s.CheaperThan.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("card")
				t := "destroy your " + f
				if s.Filter != nil && s.Filter.Type == Equipment {
					t = "destroy one of your " + f // "equipment" is also its plural
				}
				if s.Whose == WhoseAny {
					t = "destroy " + article(f) + " " + f
				}
				if s.Whose == WhoseOpponent {
					t = "destroy an opponent's " + f
				}
				if s.CheaperThan != nil {
					t += " that costs less than the number of " + pluralNouns(s.CheaperThan.Text("card")) + " in your revealed hand"
				}
				if s.From == FromHere {
					t += " at this mission"
				}
				return t
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.destroyable(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.destroyStep(ctx, s) },
		},
		// at-end-of-turn: Then happens at the end of this turn
		// (vocab_react_timed.go).
		DoAtEndOfTurn: {
			doc:    "then happens at the end of this turn",
			fields: "then",
			validate: func(s *Step) error {
				if len(s.Then) == 0 {
					return fmt.Errorf("needs then")
				}
				return nil
			},
			text: func(s Step) string { return "at the end of this turn, " + clauses(s.Then) },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.delayed = append(g.delayed, delayedSteps{ctx: fxCtx{src: ctx.src, p: ctx.p}, steps: s.Then})
			},
		},
	}
}

// Verbs of reacting text.
const (
	DoRevealFromHand = "reveal-from-hand"
	DoHandToDeckTop  = "hand-to-deck-top"
	DoToDeckTop      = "to-deck-top"
	DoToHand         = "to-hand"
	DoTakeDiscard    = "take-from-discard"
	DoPreventEach    = "prevent-each"
	DoExcludeSelf    = "exclude-self"
	DoRandomize      = "randomize"
	DoUnstopJoin     = "unstop-join"
	DoDestroyCard    = "destroy-card"
	DoAtEndOfTurn    = "at-end-of-turn"
)

// validateTo accepts the cards a step may move: this card or the
// trigger's subject.
func validateTo(s *Step) error {
	switch s.To {
	case "", "self", "subject":
		return nil
	}
	return fmt.Errorf("to must be self or subject, not %q", s.To)
}

func toWords(s Step) string {
	if s.To == "subject" {
		if s.Type != "" && s.Type != Personnel { // type: the subject's, when not a personnel (an event: Kituhwa, 25V040)
			return "that " + string(s.Type)
		}
		return "that personnel"
	}
	return "this card"
}

// stepCard is the card a step acts on: the trigger's subject or this card.
func stepCard(ctx fxCtx, s *Step) int {
	if s.To == "subject" && ctx.subject != 0 {
		return ctx.subject
	}
	return ctx.src
}

// spare: a card that left play before the action it was about to undergo
// is spared it; when the facing player's own text did so, the dilemma's
// effect was not performed completely (Rulebook: Facing Dilemmas – "if
// you cannot"; Ruling: Pending Effects).
func (g *Game) spare(ctx fxCtx, id int) {
	if t := ctx.trig; t != nil && slices.Contains(t.Cards, id) {
		t.PreventBy(ctx.p, id)
	}
}

// toDeckTop moves card id (already in its owner's deck) to the top.
func (g *Game) toDeckTop(id int) {
	c := g.cards[id]
	if c.Zone != ZDeck {
		g.place(id, ZDeck, 0)
	}
	deck := &g.players[c.Owner].Deck
	*deck = append([]int{id}, remove(*deck, id)...)
}

// pickFromHand has the player pick Count cards matching the step's Filter
// from hand, then runs then with them.
func (g *Game) pickFromHand(ctx fxCtx, s Step, verb string, then func(ids []int)) {
	pool := g.handMatching(ctx.p, s.Filter)
	n := min(max(1, s.Count), len(pool))
	if n == 0 {
		return
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: n, Max: n,
		Prompt: fmt.Sprintf("%s: %s %s from hand", g.cardName(ctx.src), verb, countOf(n, s.Filter.Text("card")))}
	for _, id := range pool {
		d.Options = append(d.Options, Option{Label: capitalize(verb) + " " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		ids := make([]int, len(picks))
		for i, k := range picks {
			ids[i] = pool[k]
		}
		then(ids)
	})
}

// fillsDiscard reports whether cost steps put cards into their player's
// discard pile (a card discarded from hand or from the top of the deck).
func fillsDiscard(cost []Step) bool {
	return slices.ContainsFunc(cost, func(s Step) bool { return s.Do == DoDiscardHand || s.Do == DoDiscardTop })
}

// discardMatching lists the cards in p's discard pile f matches.
func (g *Game) discardMatching(p Player, f *Filter) []int {
	var out []int
	for _, id := range g.players[p].Discard {
		if f.MatchesCard(g.cards[id].Card) {
			out = append(out, id)
		}
	}
	return out
}

// stoppedPresent lists p's stopped personnel present with the source
// that f matches.
// unstoppable lists the stopped personnel present an unstop-join step
// may pick; with a count, never the card whose text it is (Rudolph
// Ransom, Devious Captain, 20V029, chooses two others before he stops
// himself to pay for it).
func (g *Game) unstoppable(ctx fxCtx, s *Step) []int {
	ids := g.stoppedPresent(ctx, s.Filter)
	if s.Count > 0 {
		ids = slices.DeleteFunc(ids, func(id int) bool { return id == ctx.src })
	}
	return ids
}

// unstopJoin has ctx.p pick n of the personnel unstoppable lists, one at
// a time; each is unstopped and joins the attempt of its player.
func (g *Game) unstopJoin(ctx fxCtx, s Step, n int) {
	if n <= 0 {
		return
	}
	var acts []action
	for _, id := range g.unstoppable(ctx, &s) {
		acts = append(acts, action{Option{Label: "Unstop " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.cards[id].Stopped = false
			g.changed(id) // rules_loops_cards.go
			if a := g.attempt; a != nil && a.player == ctx.p && !slices.Contains(a.personnel, id) {
				a.personnel = append(a.personnel, id)
			}
			g.emit(Event{Kind: "unstop", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is unstopped and joins the mission attempt.", g.ref(id))})
			g.unstopJoin(ctx, s, n-1)
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": unstop which personnel?", acts)
	}
}

func (g *Game) stoppedPresent(ctx fxCtx, f *Filter) []int {
	var out []int
	for _, id := range g.present(ctx.src) {
		c := g.cards[id]
		if c.Card.Type == Personnel && c.Controller == ctx.p && c.Stopped && g.matches(f, id) {
			out = append(out, id)
		}
	}
	return out
}

// speciesNames lists every species of the card pool, sorted: what "a
// species of your choice" may name.
func (g *Game) speciesNames() []string {
	seen := map[string]bool{}
	for _, c := range g.lib.AllFacts() {
		for _, s := range c.Species {
			seen[s] = true
		}
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	slices.SortFunc(out, func(a, b string) int { return strings.Compare(a, b) })
	return out
}
