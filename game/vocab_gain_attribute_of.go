package game

import (
	"fmt"
	"slices"
)

// gain-attribute-of: the target gains one attribute of another personnel
// present with it. Its player picks that personnel (their own; anyone's
// with whose: any; matching filter) and one of its attributes, Integrity,
// Cunning or Strength; the target's attribute of the same name is raised
// by that personnel's value of it as it is now (modifiers included),
// until until. The value is read once, as the step runs, and does not
// follow later changes to the other personnel: gaining an attribute of a
// card adds it, as gaining all of a card's skills and attributes does
// (The Promise, 1S143: Glossary: skills). A stopped personnel of the
// player's own is no source (Glossary: stopped). Melora Pazlar,
// Independent Personality, 18V026.

// DoGainAttributeOf names the verb.
const DoGainAttributeOf = "gain-attribute-of"

func init() {
	registerVerbs(map[string]verb{
		DoGainAttributeOf: {
			doc:    "the target gains one attribute (Integrity, Cunning or Strength) of another personnel present matching filter (whose: any: anyone's), its value as it is now added to its own, until until",
			fields: "filter whose until to target",
			validate: func(s *Step) error {
				if err := validateTimed(s); err != nil {
					return err
				}
				if s.To == ToThisShip {
					return fmt.Errorf("%s reaches personnel", DoGainAttributeOf)
				}
				if s.Whose != "" && s.Whose != WhoseAny {
					return fmt.Errorf("whose must be any or absent, not %q", s.Whose)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				who := "one of your other " + s.Filter.Text("personnel") + " present"
				if s.Whose == WhoseAny {
					who = "another " + s.Filter.Text("personnel") + " present"
				}
				return fmt.Sprintf("make %s gain an attribute of %s (its value added to the same attribute) until %s",
					timedTargetWords(s), who, untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return slices.ContainsFunc(g.timedTargets(ctx, s), func(id int) bool {
					return len(g.attributeDonors(ctx, s, id)) > 0
				})
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.withTimedTarget(ctx, s, func(id int) { g.gainAttributeOf(ctx, s, id) })
			},
		},
	})
}

// attributeDonors lists the other personnel present with card id whose
// attributes the step may give it.
func (g *Game) attributeDonors(ctx fxCtx, s *Step, id int) []int {
	var out []int
	for _, x := range g.presentPool(id) {
		c := g.cards[x]
		if x == id || c.Card.Type != Personnel || !g.considers(ctx.p, x) || !g.matches(s.Filter, x) ||
			(s.Whose != WhoseAny && c.Controller != ctx.p) {
			continue
		}
		out = append(out, x)
	}
	return out
}

// gainAttributeOf offers each attribute of each personnel present that
// may give one, and raises card id's attribute of that name by its value.
func (g *Game) gainAttributeOf(ctx fxCtx, s Step, id int) {
	var acts []action
	for _, x := range g.attributeDonors(ctx, &s, id) {
		st := g.stats(x)
		for _, av := range []struct {
			attr string
			n    int
		}{{Integrity, st.Integrity}, {Cunning, st.Cunning}, {Strength, st.Strength}} {
			acts = append(acts, action{Option{Label: fmt.Sprintf("%s %d of %s", av.attr, av.n, g.cardName(x)), Action: ActPick, Card: x}, func() {
				fx := timedEffect{source: ctx.src, targets: []int{id}, until: s.Until, player: ctx.p}
				switch av.attr {
				case Integrity:
					fx.integrity = av.n
				case Cunning:
					fx.cunning = av.n
				default:
					fx.strength = av.n
				}
				g.turnFx = append(g.turnFx, fx)
				g.emitNamed(Event{Kind: "gain", Player: ctx.p, Cards: []int{id, x}}, func(name func(int) string) string {
					return fmt.Sprintf("%s gains the %s of %s: %s %+d until %s.", name(id), av.attr, name(x), av.attr, av.n, g.untilLog(s.Until, ctx.p))
				})
			}})
		}
	}
	if len(acts) == 0 {
		return
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": gain which attribute of which personnel present?", acts)
}
