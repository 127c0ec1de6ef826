package game

import (
	"errors"
	"fmt"
	"slices"
)

// A dilemma left lying as damage on a ship, or placed in a core, whose
// text has its player do something at the start of each of their turns
// (The Three Vipers, 6P010: discard a card from hand; Pest Control,
// 31V010: discard the top card of the deck). The steps are data on the
// placing step (Lasting.TurnStart); "you" is the player who faced the
// dilemma: whoever commands the ship it damages, or the core it is in.
// Rulebook: Damage (only the damage text counts once it lies on a ship);
// Turn Sequence (start-of-turn text).

// LastingTurnStart is embedded in Lasting (its field is Lasting's own in
// YAML).
type LastingTurnStart struct {
	// TurnStart: (as damage on a ship, or in a core) at the start of each
	// of that player's turns, they carry out these steps.
	TurnStart []Step `yaml:"turn_start,omitempty" json:"turn_start,omitempty"`
}

func (l *LastingTurnStart) validate() error {
	if l.TurnStart == nil {
		return nil
	}
	if len(l.TurnStart) == 0 {
		return errors.New("lasting: turn_start needs steps")
	}
	if err := validateSteps(l.TurnStart); err != nil {
		return fmt.Errorf("lasting: turn_start: %w", err)
	}
	return nil
}

// text words the effect for lastingText.
func (l *LastingTurnStart) text() []string {
	if len(l.TurnStart) == 0 {
		return nil
	}
	return []string{"at the start of each of your turns: " + clauses(l.TurnStart)}
}

// lastingTurnStart: at the start of p's turn, each dilemma lying as damage
// on a ship p commands, or in p's core, with turn-start steps has p carry
// them out; one card after another, in the order they came into play
// (card order: deterministic).
func (g *Game) lastingTurnStart(p Player) {
	var srcs []int
	for _, id := range g.turnStartSrcs {
		if g.turnStartHolder(id) == p {
			srcs = append(srcs, id)
		}
	}
	for _, src := range slices.Backward(srcs) {
		src := src
		g.push(func() {
			if g.turnStartHolder(src) != p {
				return // it left the ship or the core meanwhile
			}
			g.emit(Event{Kind: "lasting", Player: p, Cards: g.one(src),
				Text: fmt.Sprintf("%s: its text acts at the start of %s's turn.", g.ref(src), g.players[p].Name)})
			g.runAbility(fxCtx{src: src, p: p, performer: true}, g.cards[src].Card.lasting.TurnStart)
		})
	}
}

// turnStartHolder is the player whose turn starts dilemma id's lasting
// steps: the controller of the ship it lies on as damage, or of the core
// it is in; -1 for none.
func (g *Game) turnStartHolder(id int) Player {
	c := g.cards[id]
	switch c.Zone {
	case ZDamage:
		if s := g.cards[c.Where]; s != nil && s.Zone == ZAtMission {
			return s.Controller
		}
	case ZCore:
		return c.Controller
	}
	return -1
}

// hasTurnStartSteps reports whether card c is a dilemma with steps at
// the start of its holder's turn (indexCards lists this game's, in card
// order, so a turn's start does not look at every card).
func hasTurnStartSteps(c *Card) bool {
	return c.Type == Dilemma && c.lasting != nil && len(c.lasting.TurnStart) > 0
}
