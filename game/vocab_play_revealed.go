package game

import (
	"fmt"
	"slices"
)

// Cards revealed from a deck that may be played "as if in hand" as the
// player's next action (Facilitation Drone, 4U113: up to three cards from
// the bottom of the deck; the ones not played go to the discard pile).
// Revealing shows the cards to every player; they stay where they are
// until that player's next action. That action is the first decision of
// the Play and Draw Cards segment after the revealing text and the
// responses to it are done (playDrawStep asks offerRevealedPlay first):
// the player plays one of them, paying its cost as from hand, at a place
// it could be played from hand, or plays none. Either way the rest go to
// the discard pile then. If the segment ends first (the text was used
// outside it), no play from them is possible and they go to the discard
// pile when the Execute Orders segment begins or the turn ends. Glossary:
// playing a card; reveal; Rulebook: 1. Play and Draw Cards.

// DoRevealBottomPlay: reveal cards off the deck's bottom; the next
// action may play one as though from hand; the rest are discarded.
const DoRevealBottomPlay = "reveal-bottom-play"

// revealedPlay is a set of revealed cards its player may play one of as
// their next action.
type revealedPlay struct {
	p     Player
	cards []int
	src   int // the card whose text revealed them
}

func init() {
	registerVerbs(map[string]verb{
		DoRevealBottomPlay: {
			doc:    "reveal 1 to count cards off your deck's bottom (you choose how many); your next action may play one of them as from hand; the rest are discarded",
			fields: "count",
			validate: func(s *Step) error {
				if s.Count < 1 {
					return fmt.Errorf("count must be 1 or more")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("reveal 1 to %d cards off your deck's bottom; your next action may play one of them as though from hand; the rest are discarded", s.Count)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.players[ctx.p].Deck) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.revealBottomToPlay(ctx, s.Count) },
		},
	})
}

// revealBottomToPlay asks how many cards to reveal (one up to n, no more
// than the deck holds), reveals them and keeps them for the next action.
func (g *Game) revealBottomToPlay(ctx fxCtx, n int) {
	p := ctx.p
	n = min(n, len(g.players[p].Deck))
	if n <= 0 {
		return
	}
	reveal := func(k int) {
		deck := g.players[p].Deck
		ids := slices.Clone(deck[len(deck)-k:])
		for _, id := range ids {
			g.cards[id].FaceUp = true // revealed: every player may name them
			g.changed(id)             // rules_loops_cards.go
		}
		g.settleRevealedPlay() // an earlier set not yet used is over
		g.revealed = &revealedPlay{p: p, cards: ids, src: ctx.src}
		g.emit(Event{Kind: "reveal", Player: p, Cards: slices.Clone(ids),
			Text: fmt.Sprintf("%s reveals %s from the bottom of %s's deck.", g.players[p].Name, g.shownAll(ids), g.players[p].Name)})
	}
	if n == 1 {
		reveal(1)
		return
	}
	var acts []action
	for k := n; k >= 1; k-- { // the most first: what a player usually wants
		k := k
		acts = append(acts, action{Option{Label: fmt.Sprintf("Reveal %d card(s) from the bottom of your deck", k), Action: ActPick}, func() { reveal(k) }})
	}
	g.offer(p, KindSelect, g.cardName(ctx.src)+": reveal how many cards?", acts)
}

// offerRevealedPlay, at p's next Play and Draw Cards decision, offers
// playing one of the cards p revealed to play, or none; it reports
// whether it asked.
func (g *Game) offerRevealedPlay(p Player) bool {
	r := g.revealed
	if r == nil || r.p != p {
		return false
	}
	var left []int
	for _, id := range r.cards {
		if c := g.cards[id]; c.Zone == ZDeck && c.Owner == p {
			left = append(left, id)
		}
	}
	if len(left) == 0 {
		g.revealed = nil
		return false
	}
	var acts []action
	// destBuf has room for an event playing on any mission of either player.
	var destBuf [12]int
	for _, id := range left {
		c := g.cards[id]
		var plain int
		dests, _ := g.playCheckWhy(destBuf[:0], p, c, false, &plain)
		byDest := c.Card.costReadsDest() // vocab_playing_with.go
		if plain > g.counter && !byDest {
			continue
		}
		for _, dest := range dests {
			base := plain
			if byDest {
				if base, _ = g.costToPlayAt(p, c, -1, dest); base > g.counter {
					continue
				}
			}
			id, dest, cost := id, dest, base+g.aboardOpponentExtra(p, c.Card, dest)+g.playHereExtra(p, c, dest)+g.aboardOwnExtra(p, c, dest) // vocab_play_aboard_extra.go, vocab_play_aboard_opponent.go, vocab_play_here_mission.go
			acts = append(acts, action{Option{Label: playOptionLabel(g, c.Card, dest, cost, ", from the revealed cards"), Action: ActPlay, Card: id, Target: dest}, func() {
				g.settleRevealedPlay(id)
				g.push(g.stepFn(stepPlayDraw))
				g.playFromHand(p, id, dest, playVariant{ability: -1})
			}})
		}
	}
	acts = append(acts, action{Option{Label: "Play none of the revealed cards (they go to your discard pile)", Action: ActPick}, func() {
		g.settleRevealedPlay()
		g.push(g.stepFn(stepPlayDraw))
	}})
	g.offer(p, KindSelect, g.cardName(r.src)+": as your next action, play one of the revealed cards?", acts)
	return true
}

// settleRevealedPlay ends the set of revealed cards: those still in
// the deck, but played, go to their owner's discard pile.
func (g *Game) settleRevealedPlay(played ...int) {
	r := g.revealed
	if r == nil {
		return
	}
	g.revealed = nil
	var gone []int
	for _, id := range r.cards {
		if c := g.cards[id]; c.Zone == ZDeck && !slices.Contains(played, id) {
			g.place(id, ZDiscard, 0)
			gone = append(gone, id)
		}
	}
	if len(gone) > 0 {
		g.emit(Event{Kind: "discard", Player: r.p, Cards: slices.Clone(gone),
			Text: fmt.Sprintf("%s places %s in the discard pile (revealed, not played).", g.players[r.p].Name, g.shownAll(gone))})
	}
}
