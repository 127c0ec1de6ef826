package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// More of what a dilemma placed on a mission does while it lies there
// (vocab_dilemma_placed.go has the first ones): the personnel needed to
// begin an attempt there (Skeleton Crew, 3U028), a random stop each time
// the facing player's personnel are about to face a dilemma there whose
// title starts a certain way (Chula: The Game, 30V002), and being
// overcome when the mission is completed. The player it speaks to is the player who faced it: whoever commands the
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
	// TurnStartStop: (a dilemma placed in a core) at the start of each of
	// its controller's turns, that player chooses one of their unstopped
	// personnel this filter matches to be stopped.
	TurnStartStop *Filter `yaml:"turn_start_stop,omitempty" json:"turn_start_stop,omitempty"`
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
	return l.TurnStartStop.validate()
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
	if l.TurnStartStop != nil {
		parts = append(parts, "at the start of each of your turns, choose one of your "+l.TurnStartStop.Text("personnel")+" to be stopped")
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
	for _, id := range g.lists.clone(g.cards[m].On) {
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

// coreDilemmasStartTurn: at the start of p's turn, each dilemma in p's
// core that says so has p choose one of their unstopped personnel it
// names to be stopped (none: nothing happens). One decision a dilemma,
// in core order.
func (g *Game) coreDilemmasStartTurn(p Player) {
	for _, id := range slices.Backward(g.players[p].Core) {
		c := g.cards[id]
		l := lastingOf(c.Card)
		if c.Card.Type != Dilemma || l == nil || l.TurnStartStop == nil {
			continue
		}
		src, f := id, l.TurnStartStop
		g.push(func() {
			if g.cards[src].Zone != ZCore || g.cards[src].Controller != p {
				return
			}
			var pool []int
			for _, x := range g.cards[1:] {
				if x.Card.Type == Personnel && x.Controller == p && x.Zone.InPlay() && !x.Stopped && g.considers(p, x.ID) && g.matches(f, x.ID) {
					pool = append(pool, x.ID)
				}
			}
			pool = g.ignoreDilemmaStop(src, g.ignoreCannot(pool, OutStop))
			if len(pool) == 0 {
				return
			}
			ctx := fxCtx{src: src, p: p}
			var acts []action
			for _, x := range pool {
				acts = append(acts, action{Option{Label: g.cardName(x), Action: ActPick, Card: x}, func() { g.stopCards(ctx, []int{x}) }})
			}
			g.offer(p, KindSelect, fmt.Sprintf("%s: choose one of your %s to be stopped", g.cardName(src), f.Text("personnel")), acts)
		})
	}
}
