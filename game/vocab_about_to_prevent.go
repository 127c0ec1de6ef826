package game

import (
	"fmt"
	"slices"
)

// "About to prevent": before a card's text prevents a card being played
// (an interrupt, an event), the player whose card would be prevented may
// answer, and one answer is to have that text's effect ignored (Seven of
// Nine, Prodigal Daughter, 18V021). The window opens inside the
// preventing ability's first prevent step; when the answer ignores the
// effect, that step and every later step of the same ability on the same
// trigger do nothing (the prevention and what came with it, such as the
// prevented card going to the discard pile), while the costs already paid
// stay paid (Glossary: actions – costs are paid first).

// TrigAboutToPrevent: Player's card (Source) is about to prevent the
// card(s) Cards; its outer trigger is the one being prevented.
const TrigAboutToPrevent = "about-to-prevent"

// DoIgnoreEffect: the preventing card's effect is ignored.
const DoIgnoreEffect = "ignore-effect"

func init() {
	triggerTable[TrigAboutToPrevent] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a player's card is about to prevent a card being played (an interrupt, an event)",
		example: "{when: about-to-prevent, who: opponent, on: your, of: {type: interrupt}, effect: [{do: ignore-effect}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when a card " + ownedBy(w.who) + " is about to prevent " + w.subject
		}}
	registerVerbs(map[string]verb{
		DoIgnoreEffect: {
			doc:  "the effect of the card about to prevent is ignored (only in answer to about-to-prevent)",
			text: func(Step) string { return "ignore that card's effect" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return ctx.trig != nil && ctx.trig.Kind == TrigAboutToPrevent && ctx.trig.outer != nil
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				t := ctx.trig
				if t == nil || t.Kind != TrigAboutToPrevent || t.outer == nil {
					return
				}
				t.outer.ignored = append(t.outer.ignored, t.Source)
				g.emit(Event{Kind: "ignore", Player: ctx.p, Cards: []int{ctx.src, t.Source},
					Text: fmt.Sprintf("%s has the effect of %s ignored.", g.shown(ctx.src), g.shown(t.Source))})
			},
		},
	})
}

// ownedBy words whose card: "your opponent owns" for who "an opponent".
func ownedBy(who string) string {
	switch who {
	case "you":
		return "you own"
	case "an opponent":
		return "your opponent owns"
	}
	return "a player owns"
}

// effectIgnored reports whether the effect of src's ability answering t
// was ignored.
func (t *Trigger) effectIgnored(src int) bool {
	return len(t.ignored) > 0 && slices.Contains(t.ignored, src)
}

// aboutToPrevent opens the about-to-prevent window before ctx's ability
// prevents its trigger (or ctx.subject's part of it), then runs prevent
// unless the effect was ignored. It reports false, having done nothing,
// when no card can answer.
func (g *Game) aboutToPrevent(ctx fxCtx, prevent func()) bool {
	if ctx.trig.Kind != TrigAboutToPlay || !g.listenedTo(TrigAboutToPrevent) {
		return false
	}
	cards := ctx.trig.Cards
	if ctx.subject != 0 {
		cards = []int{ctx.subject}
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigAboutToPrevent, Player: ctx.p, Cards: slices.Clone(cards), Source: ctx.src, outer: ctx.trig}), func(*Trigger) {
		if !ctx.trig.effectIgnored(ctx.src) {
			prevent()
		}
	})
	return true
}
