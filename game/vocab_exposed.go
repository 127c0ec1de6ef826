package game

// exposed-by-opponent: text a player used discarded, examined or revealed
// cards of an opponent's hand or draw deck (Deanna Troi, Guide and
// Conscience, 1R261). It fires once per action, after that action is done
// (the cards picked, moved or left where they were), from one helper,
// exposedByOpponent, that every verb doing so calls before it begins:
//
//   - examine-top and reveal-top with an opponent's deck (whose:
//     opponent, each-commanding), its rest discarded or not;
//   - examine-hand, examine-hand-may-discard, examine-hand-remove,
//     examine-hand-exchange-top, examine-random-hand, look-at-hand;
//   - examine-hand-discard (a dilemma's owner examining the facing
//     player's hand).
//
// A player's own text about their own cards (reveal-hand, discard-top,
// guess-hand-count: the owner reveals or discards) does not fire it, nor
// does an empty hand or deck, where no card is looked at. Its player is the
// owner of the cards, so who: you reads "your hand or deck"; its
// source is the card whose text did it.

// TrigExposedByOpponent names the trigger.
const TrigExposedByOpponent = "exposed-by-opponent"

func init() {
	triggerTable[TrigExposedByOpponent] = triggerEntry{bus: true, reads: readsWho,
		doc:     "an opponent's text discarded, examined or revealed cards of a player's hand or deck; its player is the cards' owner",
		example: "{when: exposed-by-opponent, who: you, once_each_turn: true, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.Who == "opponent" {
				return "when your text examines, reveals or discards cards from an opponent's hand or draw deck"
			}
			return "when an opponent's text examines, reveals or discards cards from your hand or draw deck"
		}}
}

// exposedByOpponent: ctx.p's text is about to discard, examine or reveal
// cards of owner's hand or deck. When owner is an opponent, the trigger
// fires once what is pushed after this call (the action's decisions and
// moves) is done.
func (g *Game) exposedByOpponent(ctx fxCtx, owner Player) {
	if owner == ctx.p || !g.listenedTo(TrigExposedByOpponent) {
		return
	}
	src := ctx.src
	g.push(func() {
		g.fire(g.trigs.take(Trigger{Kind: TrigExposedByOpponent, Player: owner, Source: src}), nil)
	})
}
