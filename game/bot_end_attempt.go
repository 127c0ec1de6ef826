package game

// The basic bot's judgement of text that ends its own mission attempt by
// paying with its personnel (Wesley Crusher, Apprentice Traveler, 27V015:
// every personnel present stopped and he is removed from the game). The
// bot cannot weigh an attempt it would give up against the dilemmas left,
// and used at random it gave up most attempts it could still complete, so
// it never uses such a response; the engine offers it, and a player may.

// abandonsAttempt reports whether response option o uses text of the
// bot's card in play whose effect ends the bot's own mission attempt.
func (b *basicBot) abandonsAttempt(v *View, o *Option) bool {
	src := b.ownCardView(v, o.Card)
	if src == nil {
		return false
	}
	c := b.cardOf(src)
	if c == nil {
		return false
	}
	for i := range c.Abilities {
		for _, s := range c.Abilities[i].Effect {
			if s.Do == DoEndAttempt {
				return true
			}
		}
	}
	return false
}
