package game

import (
	"fmt"
	"slices"
)

// shuffle-discard-into-deck: the performer shuffles each card of their own
// discard pile that the filter matches into their draw deck (Locate Fuel
// Source, 20V013: each player may do it with the Nucleogenic cards in
// their pile: `player: each, may: true`). The discard pile is face up, so
// which cards move is public; where they end in the deck is not. Possible
// only with such a card in the pile, so a player with none is not asked.
//
// With count, the performer picks up to count of those cards, one at a
// time, and may stop at any point (John Doe, Emergent Herald, 26V043: up
// to four personnel); the picked ones are shuffled in together. A pile
// holds only cards its player owns (Glossary: discard pile), so their
// owner's deck is the performer's.

// DoShuffleDiscardIntoDeck is the verb described above.
const DoShuffleDiscardIntoDeck = "shuffle-discard-into-deck"

func init() {
	registerVerbs(map[string]verb{
		DoShuffleDiscardIntoDeck: {
			doc:    "shuffle each card of your discard pile matching filter into your draw deck; with count, up to count of them, picked one at a time",
			fields: "count filter",
			validate: func(s *Step) error {
				if s.Count < 0 {
					return fmt.Errorf("count must not be negative")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				if s.Count > 0 {
					return fmt.Sprintf("shuffle up to %s from your discard pile into your deck", countOf(s.Count, s.Filter.Text("card")))
				}
				return "shuffle each " + s.Filter.Text("card") + " in your discard pile into your deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.discardMatching(ctx.p, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Count > 0 {
					g.pickDiscardToShuffle(ctx, s, nil)
					return
				}
				g.shuffleDiscardIn(ctx.p, g.discardMatching(ctx.p, s.Filter))
			},
		},
	})
}

// shuffleIntoDeck puts cards p owns into p's draw deck and shuffles it
// (also vocab_removed_return.go).
func (g *Game) shuffleIntoDeck(p Player, ids []int) {
	for _, id := range ids {
		g.place(id, ZDeck, 0) // appended to the owner's deck
	}
	g.shuffle(g.players[p].Deck)
}

// shuffleDiscardIn shuffles ids, from p's discard pile, into p's deck.
func (g *Game) shuffleDiscardIn(p Player, ids []int) {
	if len(ids) == 0 {
		return
	}
	text := fmt.Sprintf("%s shuffles %s from the discard pile into the deck.", g.players[p].Name, g.shownAll(ids)) // taken out of an open pile
	g.shuffleIntoDeck(p, ids)
	g.emit(Event{Kind: "shuffle", Player: p, Cards: ids, Text: text})
}

// pickDiscardToShuffle offers ctx.p one more card of the pile to shuffle
// in (count minus picked left), one per title, or to stop; then shuffles
// the picked ones in.
func (g *Game) pickDiscardToShuffle(ctx fxCtx, s Step, picked []int) {
	if len(picked) >= s.Count {
		g.shuffleDiscardIn(ctx.p, picked)
		return
	}
	var acts []action
	var seen []string
	for _, id := range g.discardMatching(ctx.p, s.Filter) {
		title := g.cards[id].Card.Title
		if slices.Contains(picked, id) || slices.Contains(seen, title) {
			continue // picked already, or a copy of one offered
		}
		seen = append(seen, title)
		id := id
		acts = append(acts, action{Option{Label: "Shuffle " + g.cardName(id) + " into your deck", Action: ActPick, Card: id}, func() {
			g.pickDiscardToShuffle(ctx, s, append(slices.Clone(picked), id))
		}})
	}
	if len(acts) == 0 {
		g.shuffleDiscardIn(ctx.p, picked)
		return
	}
	acts = append(acts, action{Option{Label: "Shuffle no more", Action: ActEnd}, func() { g.shuffleDiscardIn(ctx.p, picked) }})
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: pick a card of your discard pile to shuffle into your deck (%d more at most)?", g.cardName(ctx.src), s.Count-len(picked)), acts)
}
