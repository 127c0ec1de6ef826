package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// More of what a dilemma placed on a mission does while it lies there
// (vocab_dilemma_placed.go has the first ones): the personnel needed to
// begin an attempt there ("to begin a mission attempt at this mission,
// you must have at least six personnel involved"), a stop each time the
// facing player's personnel are about to face certain dilemmas there
// ("when your personnel are about to face a dilemma whose title begins
// with ... here, randomly select one of your personnel attempting this
// mission to be stopped"), and being overcome when the mission is
// completed. "You" is the player who faced it: whoever commands the
// mission it lies on (Rulebook: Facing Dilemmas – a dilemma told where to
// go is not overcome until its text says so).

// LastingMore is embedded in Lasting (its fields are Lasting's own in
// YAML).
type LastingMore struct {
	// MinAttempt: that player's personnel begin an attempt at the mission
	// only with at least this many personnel involved.
	MinAttempt int `yaml:"min_attempt,omitempty" json:"min_attempt,omitempty"`
	// BeforeFacing: when that player's personnel are about to face a
	// dilemma at the mission whose title begins with TitleStarts, one of
	// their personnel attempting it, picked at random, is stopped.
	BeforeFacing *BeforeFacing `yaml:"before_facing,omitempty" json:"before_facing,omitempty"`
	// OvercomeWhenCompleted: when the mission is completed, it is overcome
	// (beneath the mission).
	OvercomeWhenCompleted bool `yaml:"overcome_when_completed,omitempty" json:"overcome_when_completed,omitempty"`
}

// BeforeFacing is the dilemmas a lasting stop answers.
type BeforeFacing struct {
	TitleStarts string `yaml:"title_starts" json:"title_starts"`
}

func (l *LastingMore) validate() error {
	if l.MinAttempt < 0 {
		return errors.New("lasting: min_attempt cannot be negative")
	}
	if l.BeforeFacing != nil && strings.TrimSpace(l.BeforeFacing.TitleStarts) == "" {
		return errors.New("lasting: before_facing needs title_starts")
	}
	return nil
}

// text words these effects for lastingText.
func (l *LastingMore) text() []string {
	var parts []string
	if l.MinAttempt > 0 {
		parts = append(parts, fmt.Sprintf("your personnel may begin an attempt at this mission only with %d or more personnel involved", l.MinAttempt))
	}
	if l.BeforeFacing != nil {
		parts = append(parts, fmt.Sprintf("each time your personnel are about to face a dilemma here whose title begins with %q, stop one of your personnel attempting this mission, picked at random", l.BeforeFacing.TitleStarts))
	}
	if l.OvercomeWhenCompleted {
		parts = append(parts, "it is overcome when you complete this mission")
	}
	return parts
}

// tooFewToAttempt reports whether n personnel are too few to begin an
// attempt at mission m, because of a card lying on it.
func (g *Game) tooFewToAttempt(m, n int) bool {
	for _, id := range g.cards[m].On {
		if l := lastingOf(g.cards[id].Card); l != nil && n < l.MinAttempt {
			return true
		}
	}
	return false
}

// overcomeWhenCompleted: the cards lying on mission m that last until it
// is completed are overcome beneath it, now that it is.
func (g *Game) overcomeWhenCompleted(m int) {
	for _, id := range slices.Clone(g.cards[m].On) {
		if l := lastingOf(g.cards[id].Card); l != nil && l.OvercomeWhenCompleted {
			g.overcome(id, OvercomeFaced, "its mission is completed")
		}
	}
}

// stopBeforeFacing: the attempting player's personnel are about to face
// dilemma d; each card lying on the mission that answers d's title stops
// one of them, picked at random (a personnel that cannot be stopped
// ignores it: Rulebook: Facing Dilemmas). Pushed after the dilemma's
// facing window, so it happens first.
func (g *Game) stopBeforeFacing(d int) {
	a := g.attempt
	mc := g.cards[a.mission]
	if len(mc.On) == 0 || mc.Controller != a.player {
		return
	}
	title := g.cards[d].Card.Title
	for _, id := range slices.Backward(mc.On) {
		l := lastingOf(g.cards[id].Card)
		if l == nil || l.BeforeFacing == nil || !strings.HasPrefix(title, l.BeforeFacing.TitleStarts) {
			continue
		}
		src := id
		g.push(func() {
			g.refreshAttempt()
			pool := slices.Clone(g.attempt.personnel)
			g.randomPick(fxCtx{src: src, p: a.player, mission: a.mission}, pool, OutStop, func(p int) {
				g.emitSelected([]int{p}) // named only to who may identify it
				g.applyOutcome([]int{p}, OutStop, false, nil)
			})
		})
	}
}
