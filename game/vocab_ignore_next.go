package game

import "fmt"

// Playing a card at a lower cost to do without one of its abilities: a
// personnel or ship whose player may pay less for it so that the ability
// printed after that offer does not happen for this play (the
// "Experienced" [TOS] personnel and U.S.S. Enterprise, Where She Belongs,
// 20V042). The offer is an optional self play-cost ability (Tebok,
// 7C114, shows the form) whose effect is the ignore-next-ability step;
// the ability ignored is the next one in the encoding, the order the
// card prints them in. Only this play is affected: the card is then in
// play like any other (Rulebook: Paying costs — a cost changed by the
// card's own text applies while it is played).

// DoIgnoreNext names the verb.
const DoIgnoreNext = "ignore-next-ability"

func init() {
	registerVerbs(map[string]verb{
		DoIgnoreNext: {
			doc:    "(in a self play-cost offer) the card's next ability, the one encoded after this offer, does not happen for this play (what: play_aboard: its own permission to be played aboard a ship is that ability)",
			fields: "what",
			validate: func(s *Step) error {
				if s.What != "" && s.What != IgnorePlayAboard {
					return fmt.Errorf("what must be %s or absent, not %q", IgnorePlayAboard, s.What)
				}
				return nil
			},
			text: func(s Step) string {
				if s.What == IgnorePlayAboard {
					return "skip its next ability (it is not played aboard a ship by its own permission)"
				}
				return "skip its next ability (the one after this offer)"
			},
			// What it does is read by pushSelfPlayed (ignoredAbility);
			// run has nothing left to do.
			run: func(*Game, fxCtx, Step) {},
		},
	})
}

// ignoredAbility is the index of the ability of c that the play variant
// chosen for it (an ability index, or -1) makes its player ignore, or -1.
func ignoredAbility(c *Card, variant int) int {
	if variant < 0 || variant+1 >= len(c.Abilities) {
		return -1
	}
	for _, s := range c.Abilities[variant].Effect {
		if s.Do == DoIgnoreNext {
			return variant + 1
		}
	}
	return -1
}
