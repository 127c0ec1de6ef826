package game

import (
	"errors"
	"fmt"
	"slices"
)

// gain-all-of-captive: this personnel's player chooses one of their
// captives (an opponent's personnel in their brig: Rulebook: Brig and
// Captives), and while that captive stays in that brig this personnel has
// everything printed on it as well as its own (Changeling, Infiltrator,
// 19V010, with until: order: the effect lasts until the order is
// executed again):
//
//   - its icons (Rulebook: The Cards — command, staff and the others; the
//     affiliation is not an icon of that list and does not change), read by
//     every filter, alternate requirements and ship staffing;
//   - its skills, every level (Glossary: skills — gaining all skills of a
//     personnel gains all levels);
//   - its keywords, read by every filter;
//   - its attributes, each added to this personnel's own, as gaining a
//     personnel's attributes adds them (The Promise, 1S143; Glossary:
//     skills).
//
// A captive is not in play, so what it has is what is printed on it. The
// effect is a timed effect (timedEffect.copyOf): it ends when the
// captive leaves that brig, whatever takes it out and wherever it goes
// (copiesLeaveBrig, from Game.place), when this personnel leaves play, or
// when its until ends. Icons and keywords are read from the captive's card
// as they are asked for (copiedIcon, copiedKeyword); they come from no
// modifier, so reading them never loops.

// DoGainAllOfCaptive names the verb.
const DoGainAllOfCaptive = "gain-all-of-captive"

func init() {
	registerVerbs(map[string]verb{
		DoGainAllOfCaptive: {
			doc:    "choose one of your captives: while it stays in your brig, this personnel has every icon, skill (all levels), keyword and attribute printed on it besides its own, the attributes added to its own, until until",
			fields: "until",
			validate: func(s *Step) error {
				if err := validateTimed(s); err != nil {
					return err
				}
				if s.To != "" && s.To != "self" {
					return errors.New("the gain reaches this personnel only")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("choose one of your captives; while it stays in your brig, this personnel also has all of its icons, skills (every level), keywords and attributes (each added to its own), until %s", untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.timedTargets(ctx, s)) > 0 && len(g.players[ctx.p].Brig) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.withTimedTarget(ctx, s, func(id int) { g.gainAllOfCaptive(ctx, s, id) })
			},
		},
	})
}

// gainAllOfCaptive has ctx.p choose a captive and makes personnel id
// gain all of it while it stays in ctx.p's brig.
func (g *Game) gainAllOfCaptive(ctx fxCtx, s Step, id int) {
	captives := slices.Clone(g.players[ctx.p].Brig)
	give := func(x int) {
		dc := g.cards[x].Card
		g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, all: dc.printedSkills,
			integrity: dc.Integrity, cunning: dc.Cunning, strength: dc.Strength, until: s.Until, player: ctx.p, copyOf: x})
		g.emitNamed(Event{Kind: "gain", Player: ctx.p, Cards: []int{id, x}}, func(name func(int) string) string {
			return fmt.Sprintf("%s gains all the icons, skills, keywords and attributes of %s, while that captive stays in the brig, until %s.", name(id), name(x), g.untilLog(s.Until, ctx.p))
		})
		if dc.printedSkills != (SkillSet{}) {
			g.gainedSkills(id, ctx.src) // "if she gains a skill from ..." (vocab_gained_skills.go)
		}
	}
	switch len(captives) {
	case 0:
		return
	case 1:
		give(captives[0])
		return
	}
	var acts []action
	for _, x := range captives {
		acts = append(acts, action{Option{Label: g.cardName(x), Action: ActPick, Card: x}, func() { give(x) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": gain all of which captive?", acts)
}

// copying reports whether some timed effect now copies a captive.
func (g *Game) copying() bool {
	return slices.ContainsFunc(g.turnFx, func(fx timedEffect) bool { return fx.copyOf != 0 })
}

// copiedFrom calls fn with the card of each captive card id copies now,
// until fn returns true, and reports whether it did.
func (g *Game) copiedFrom(id int, fn func(c *Card) bool) bool {
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.copyOf != 0 && slices.Contains(fx.targets, id) && fn(g.cards[fx.copyOf].Card) {
			return true
		}
	}
	return false
}

// copiedIcon reports whether card id has icon from a captive it copies.
func (g *Game) copiedIcon(id int, icon string) bool {
	return len(g.turnFx) > 0 && g.copiedFrom(id, func(c *Card) bool { return c.HasIcon(icon) })
}

// copiedKeyword reports whether card id has keyword k from a captive it
// copies.
func (g *Game) copiedKeyword(id int, k string) bool {
	return len(g.turnFx) > 0 && g.copiedFrom(id, func(c *Card) bool { return c.HasKeyword(k) })
}

// copiesLeaveBrig ends the effects copying card id, which is leaving the
// brig it lies in (Game.place).
func (g *Game) copiesLeaveBrig(id int) {
	g.turnFx = slices.DeleteFunc(g.turnFx, func(fx timedEffect) bool { return fx.copyOf == id })
}
