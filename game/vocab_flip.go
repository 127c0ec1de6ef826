package game

import (
	"fmt"
	"strings"
)

// Two-sided cards (Meridian, 17V046; Ceti Alpha V, 29V035; Luna, 48V009;
// Gateway, 51V007): the card has a front and a back, each with its own
// game text, and card text flips it from one to the other. The pool
// gives one set of facts for such a card (name, requirements, points),
// so both sides share them; only the text differs. An encoding writes
// the front's text as usual and the back's under `back`:
//
//	abilities:
//	  - {when: end-of-turn, who: you, cond: attempted-here-this-turn, effect: [{do: flip}]}
//	back:
//	  abilities:
//	    - {when: end-of-turn, who: you, effect: [{do: flip}]}
//
// At load the back becomes a card of its own (prepareBack): the same
// facts with the back's text. An instance shows one side: its Card is
// the front or that back card, so every rule that reads a card's text
// reads the side that is up, and the side down has no text in play.
// Flipping (the verb flip) swaps the two and indexes the game's cards
// again (the listeners, the modifier sources and the order sources
// follow the side up). A card enters play front side up.
//
// The side revealed by a flip does not answer the trigger whose answer
// flipped it: that moment had passed before its text was in play, and
// the actions at the end of a turn are each done once a turn (Rulebook:
// 3. Discard Excess Cards). So Meridian, flipped at the end of one of its
// player's turns, flips back at the end of the next.

// CardSide is the text of a two-sided card's back.
type CardSide struct {
	Modifiers []Modifier `yaml:"modifiers,omitempty" json:"modifiers,omitempty"`
	Abilities []Ability  `yaml:"abilities,omitempty" json:"abilities,omitempty"`
}

// DoFlip: this card turns over to its other side.
const DoFlip = "flip"

// condAttemptedHere: your personnel began an attempt of this mission this
// turn.
const condAttemptedHere = "attempted-here-this-turn"

// attemptedByKey marks, in usedThisTurn, a mission player p's personnel
// began attempting this turn: abilityKey{mission, attemptedByKey - p}.
const attemptedByKey = -10

func init() { registerVerbs(flipVerbs()) }

// validate checks the back's text as the front's is checked.
func (s *CardSide) validate() error {
	if s == nil {
		return nil
	}
	if len(s.Modifiers) == 0 && len(s.Abilities) == 0 {
		return fmt.Errorf("a back side needs modifiers or abilities")
	}
	if err := validateModifiers(s.Modifiers); err != nil {
		return err
	}
	return validateAbilities(s.Abilities)
}

// prepareBack makes c's back side a card of its own, once c's front is
// prepared: the same facts, the back's text.
func (c *Card) prepareBack() error {
	c.other = nil
	if c.Back == nil {
		return nil
	}
	b := new(Card)
	*b = *c
	b.Back, b.other, b.isBack = nil, c, true
	b.Modifiers, b.Abilities = c.Back.Modifiers, c.Back.Abilities
	if err := b.prepareText(); err != nil {
		return fmt.Errorf("card %s (%s): back: %w", c.ID, c.Title, err)
	}
	c.other = b
	return nil
}

// Front is the front side of a two-sided card, or the card itself.
func (c *Card) Front() *Card {
	if c.isBack {
		return c.other
	}
	return c
}

// IsBack reports whether c is a two-sided card's back side.
func (c *Card) IsBack() bool { return c.isBack }

func flipVerbs() map[string]verb {
	return map[string]verb{
		DoFlip: {
			doc:  "this two-sided card turns over to its other side (front to back, back to front); the side revealed does not answer the trigger that flipped it",
			text: func(Step) string { return "turn this card over to its other side" },
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				c := g.cards[ctx.src]
				return c.Zone.InPlay() && c.Card.other != nil
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				g.flipCard(ctx.p, ctx.src)
				if t := ctx.trig; t != nil {
					for i := range g.cards[ctx.src].Card.Abilities {
						t.used = append(t.used, abilityKey{ctx.src, i})
					}
				}
			},
		},
	}
}

// flipCard turns card id over to its other side, by p's text.
func (g *Game) flipCard(p Player, id int) {
	in := g.cards[id]
	if in.Card.other == nil {
		return
	}
	in.Card = in.Card.other
	g.indexCards() // the side up is the one whose text is in play
	side := "front"
	if in.Card.isBack {
		side = "back"
	}
	g.emit(Event{Kind: "flip", Player: p, Cards: g.one(id),
		Text: fmt.Sprintf("%s is flipped over: its %s side is up.", g.ref(id), side)})
}

// rememberAttempted notes that p's personnel began attempting mission m
// this turn (startAttempt calls it; cleared as the turn ends).
func (g *Game) rememberAttempted(p Player, m int) {
	g.usedThisTurn[abilityKey{m, attemptedByKey - int(p)}] = true
}

func flipConds() map[string]condEntry {
	return map[string]condEntry{
		condAttemptedHere: {
			doc:     "your personnel began an attempt of this mission this turn (the mission whose text it is, or the mission this card is at)",
			example: "cond: attempted-here-this-turn",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return ctx.mission != 0 && g.usedThisTurn[abilityKey{ctx.mission, attemptedByKey - int(ctx.p)}]
			},
			text: func(*Cond, condWords) string { return "your personnel began attempting this mission this turn" },
			slot: slotIf, inModifiers: true,
		},
	}
}

// sideTexts words a two-sided card's text, each side's in turn; front
// holds the front's own sentences.
func sideTexts(c *Card, front []string) string {
	words := func(s []string) string {
		if len(s) == 0 {
			return "no game text."
		}
		return strings.Join(s, " ")
	}
	var back []string
	for _, a := range c.Back.Abilities {
		back = append(back, AbilityText(c, a))
	}
	for _, m := range c.Back.Modifiers {
		back = append(back, ModifierText(m))
	}
	return "Two-sided; it enters play front side up. Front side: " + words(front) + " Back side: " + words(back)
}
