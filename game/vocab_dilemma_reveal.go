package game

import (
	"fmt"
	"slices"
)

// Dilemmas that reach into hands: revealing a hand (shown to every player),
// revealing one card from it, discarding a whole hand, and an opponent
// examining a hand (shown to that player alone) to discard from it
// (Glossary: reveal, examine; Rulebook: Showing your cards). What a player
// may not see never reaches it: a revealed card is named to everyone, an
// examined hand only to the examiner.

// Hand verbs (revealing one card from hand is reveal-from-hand:
// vocab_react_verbs.go).
const (
	DoRevealHand     = "reveal-hand"
	DoDiscardWhole   = "discard-hand"
	DoExamineDiscard = "examine-hand-discard"
)

func init() { registerVerbs(revealVerbs()) }

// revealVerbs: what dilemmas do with whole hands.
func revealVerbs() map[string]verb {
	return map[string]verb{
		// reveal-hand: the performer shows their whole hand to every player
		// (a cost: Signs of Sentience; a dilemma's step: its later steps
		// compare or count what was revealed). Both players reveal is
		// player: each, the facing player first.
		DoRevealHand: {
			doc: "the performer shows their whole hand to every player",
			validate: func(s *Step) error {
				if s.By != "" {
					return fmt.Errorf("who reveals is player (opponent, each, ...), not by")
				}
				return nil
			},
			text: func(Step) string { return "reveal your hand to every player" },
			run:  func(g *Game, ctx fxCtx, s Step) { g.revealHand(ctx) },
		},
		// discard-hand: the performer discards every card in hand (a
		// dilemma's choice: Logical Solution; a personnel's text: Malik,
		// Devious Augment, 8U084). It reads nothing of a dilemma, so any
		// text may use it.
		DoDiscardWhole: {
			doc:  "the performer discards their whole hand",
			text: func(Step) string { return "discard your hand" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				n := len(g.players[ctx.p].Hand)
				if ctx.paying && g.inHand(ctx.p, ctx.src) {
					n-- // an event weighed for play still lies in hand
				}
				return n > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				hand := slices.Clone(g.players[ctx.p].Hand)
				for _, id := range hand {
					g.discard(id)
				}
				g.notePaid(ctx, hand) // "discard your hand to draw as many": the group paid
				if a := g.attempt; a != nil && len(hand) > 0 {
					a.acted = true
				}
			},
		},
		// examine-hand-discard: the performer looks at the other player's hand
		// and discards one card of it, of their choice.
		DoExamineDiscard: {
			doc:         "the performer examines the other player's hand and discards a card of it",
			dilemmaOnly: true,
			text:        func(Step) string { return "examine your hand and discard a card of their choice from it" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.players[ctx.p.Other()].Hand) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.examineAndDiscard(ctx) },
		},
	}
}

// revealHand shows ctx.p's hand to every player; a dilemma being faced
// remembers it for its later steps.
func (g *Game) revealHand(ctx fxCtx) {
	p := ctx.p
	hand := g.lists.clone(g.players[p].Hand)
	g.noteRevealedHand(p) // vocab_revealed_hand.go
	if a := g.attempt; a != nil && a.dilemma != 0 && ctx.src == a.dilemma {
		a.special.revealed[p] = hand
		a.acted = true
	}
	if !g.quiet { // a strong bot's future keeps no events: nothing is worded
		g.emit(Event{Kind: "reveal-hand", Player: p, Cards: hand,
			Text: fmt.Sprintf("%s reveals %s hand for %s: %s.", g.players[p].Name, possessive(len(hand)), g.ref(ctx.src), g.shownAll(hand))})
	}
}

func possessive(n int) string {
	if n == 0 {
		return "an empty"
	}
	return fmt.Sprintf("a %d-card", n)
}

// examineAndDiscard: the performer examines the other player's hand (only
// the performer learns it) and discards one card of it.
func (g *Game) examineAndDiscard(ctx fxCtx) {
	them := ctx.p.Other()
	hand := slices.Clone(g.players[them].Hand)
	if len(hand) == 0 {
		return
	}
	g.exposedByOpponent(ctx, them) // vocab_exposed.go
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: hand, Private: true,
		Text:   fmt.Sprintf("%s examines %s's hand: %s.", g.players[ctx.p].Name, g.players[them].Name, g.refs(hand)),
		Public: fmt.Sprintf("%s examines %s's hand.", g.players[ctx.p].Name, g.players[them].Name)})
	var acts []action
	for _, id := range hand {
		id := id
		acts = append(acts, action{Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.discardBy(ctx.p, id) // from the opponent's hand: ctx.p discards
			if a := g.attempt; a != nil {
				a.acted = true
			}
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: discard which card from %s's hand?", g.cardName(ctx.src), g.players[them].Name), acts)
}
