package game

import (
	"fmt"
	"slices"
)

// Cards held on an event that its player may play as if they were in
// hand (Zalkonian Storage Capsule, 35V013: [TNG] cards placed on it from
// the top of the deck). A card placed on an event lies there face up
// (Glossary: event — cards placed on an event), out of play. The event's
// play_held filter names which of them its controller may play, while the
// event is in play in that player's core: in the Play and Draw Cards
// segment as a card from hand is (same costs, same places), and an
// interrupt among them wherever one from hand could be played (orders,
// responses). Nothing else treats them as in hand: they are not counted
// as hand cards, discarded or examined with it.

// FromDeckTop: place-on-self takes the top card of its player's deck.
const FromDeckTop = "deck-top"

// deckTopOnSelf places the top card of ctx.p's deck face up on ctx.src.
func (g *Game) deckTopOnSelf(ctx fxCtx) {
	deck := g.players[ctx.p].Deck
	if len(deck) == 0 || !g.cards[ctx.src].Zone.InPlay() {
		return
	}
	id := deck[0]
	g.place(id, ZOnCard, ctx.src)
	g.cards[id].FaceUp = true
	g.changed(id) // rules_loops_cards.go
	g.emit(Event{Kind: "placed-on", Player: ctx.p, Cards: []int{id, ctx.src},
		Text: fmt.Sprintf("%s places %s, the top card of the deck, on %s.", g.players[ctx.p].Name, g.ref(id), g.ref(ctx.src))})
}

// playHeldText words the play_held field.
func playHeldText(f *Filter) string {
	return "You may play the " + pluralNouns(f.Text("card")) + " lying on it just as from hand."
}

// validatePlayHeld checks play_held's filter.
func validatePlayHeld(f *Filter) error {
	if f == nil {
		return nil
	}
	return f.validate()
}

// heldPlayable reports whether p may play card c, lying on an event, as
// if it were in p's hand.
func (g *Game) heldPlayable(p Player, c *Inst) bool {
	if c.Zone != ZOnCard || c.Owner != p {
		return false
	}
	ev := g.cards[c.Where]
	return ev.Card.PlayHeld != nil && ev.Zone == ZCore && ev.Controller == p && ev.Card.PlayHeld.MatchesCard(c.Card)
}

// playableHand is p's hand with the held cards p may play as if in hand
// after it (the hand itself when there are none: most games).
func (g *Game) playableHand(p Player) []int {
	ps := g.players[p]
	if g.plays.heldPlays == 0 && !g.plays.fresh { // no card of the game lets any be played so
		return ps.Hand
	}
	var out []int
	for _, ev := range ps.Core {
		e := g.cards[ev]
		if e.Card.PlayHeld == nil || e.Controller != p {
			continue
		}
		for _, id := range e.On {
			if g.heldPlayable(p, g.cards[id]) {
				if out == nil {
					out = slices.Clone(ps.Hand)
				}
				out = append(out, id)
			}
		}
	}
	if out == nil {
		return ps.Hand
	}
	return out
}
