package game

import (
	"fmt"
	"slices"
	"strings"
)

// named-selected-boost: after a name-title step of the same text, a
// lasting effect of the naming card until until (the attempt, or the
// turn): each time a personnel with the title named is selected by a
// dilemma, whether a player chose it or it was picked at random
// (Glossary: selections: choosing and selecting are both selections),
// that personnel is attributes +amount and has skill as
// well, for as long as that dilemma lasts; a personnel a dilemma selects
// again gets it once a dilemma. The effect is kept as a timed effect of
// the card, made when the name is given; it does not wait on that card's
// text later, so it holds if the card is stopped or leaves play
// meanwhile, as Kalenna's names do (vocab_unselectable.go). Jenna
// D'Sora, Veteran Security Officer, 18V025.

// DoNamedSelectedBoost names the verb.
const DoNamedSelectedBoost = "named-selected-boost"

// namedSelectBoost is what a named-selected-boost effect gives each
// personnel of the named title a dilemma selects.
type namedSelectBoost struct {
	title  string
	amount int
	skill  string
}

func init() {
	registerVerbs(map[string]verb{
		DoNamedSelectedBoost: {
			doc:    "after name-title: until until (attempt, turn), each personnel with the title named that a dilemma chooses or selects at random is attributes +amount and has skill as well, while that dilemma lasts",
			fields: "amount skill until",
			validate: func(s *Step) error {
				if s.Until != "attempt" && s.Until != "turn" {
					return fmt.Errorf("%s lasts until attempt or turn, not %q", DoNamedSelectedBoost, s.Until)
				}
				if s.Amount < 0 {
					return fmt.Errorf("amount must not be negative")
				}
				if s.Skill != "" && !IsSkill(s.Skill) {
					return fmt.Errorf("unknown skill %q", s.Skill)
				}
				if s.Amount == 0 && s.Skill == "" {
					return fmt.Errorf("%s needs an amount or a skill", DoNamedSelectedBoost)
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("until %s, each time a dilemma selects a personnel with that title (chosen by a player or at random), that personnel %s while that dilemma lasts",
					untilPhrase(s.Until), boostWords(s.Amount, s.Skill))
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				t := g.plays.named[ctx.src]
				if t == "" {
					return
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, until: s.Until, player: ctx.p,
					namedSelect: &namedSelectBoost{title: t, amount: s.Amount, skill: s.Skill}})
				g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s: until %s, %s %s when a dilemma selects one.",
					g.ref(ctx.src), g.untilLog(s.Until, ctx.p), t, boostWords(s.Amount, s.Skill))})
			},
		},
	})
}

// boostWords: "is attributes +2 and has Anthropology too".
func boostWords(amount int, skill string) string {
	var parts []string
	if amount != 0 {
		parts = append(parts, fmt.Sprintf("is attributes %+d", amount))
	}
	if skill != "" {
		parts = append(parts, "has "+skill+" too")
	}
	return strings.Join(parts, " and ")
}

// boostNamedSelected gives each personnel of picked, just selected by the
// dilemma being faced, what the named-selected-boost effects naming its
// title give, once a dilemma for each effect.
func (g *Game) boostNamedSelected(picked []int) {
	if len(g.turnFx) == 0 {
		return
	}
	for i := 0; i < len(g.turnFx); i++ { // the list grows as boosts are given
		b := g.turnFx[i].namedSelect
		if b == nil {
			continue
		}
		src, p := g.turnFx[i].source, g.turnFx[i].player
		for _, id := range picked {
			c := g.cards[id]
			if c.Card.Type != Personnel || c.Card.Title != b.title || !c.Zone.InPlay() || g.boostGiven(src, id) {
				continue
			}
			fx := timedEffect{source: src, targets: []int{id}, until: "dilemma", player: p, boosted: true,
				integrity: b.amount, cunning: b.amount, strength: b.amount}
			g.turnFx = append(g.turnFx, fx)
			if b.skill != "" {
				g.turnFx = append(g.turnFx, timedEffect{source: src, targets: []int{id}, until: "dilemma", player: p, skill: b.skill})
			}
			g.emit(Event{Kind: "gain", Player: p, Cards: []int{id, src}, Text: fmt.Sprintf("%s: %s %s, while this dilemma lasts.",
				g.ref(src), g.ref(id), boostWords(b.amount, b.skill))})
		}
	}
}

// boostGiven reports whether src's named-selected-boost already gave card
// id its boost for the dilemma being faced.
func (g *Game) boostGiven(src, id int) bool {
	return slices.ContainsFunc(g.turnFx, func(fx timedEffect) bool {
		return fx.boosted && fx.source == src && fx.until == "dilemma" && slices.Equal(fx.targets, []int{id})
	})
}
