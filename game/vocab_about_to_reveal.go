package game

import (
	"fmt"
	"slices"
)

// about-to-reveal: the next dilemma of the stack is about to be revealed
// in a mission attempt (Glossary: attempting missions, step 3.b), once
// the attempt is known to go on
// (personnel still attempt, a dilemma is left) and before the top card is
// turned over. It fires before each dilemma of the stack. Its player is
// the attempting one, its mission the one attempted (cond: here); it has
// no cards, the dilemma being still face down.
//
// shuffle-dilemma-stack: the performer shuffles the face-down dilemma
// stack an opponent formed against the performer's attempt under way
// (Jean-Luc Picard, Bearer of Ill Tidings, 8R091). A dilemma stack exists
// only while its owner's opponent attempts a mission (Rulebook: Facing
// Dilemmas), so the step is possible only during the performer's own
// attempt, with a dilemma still in the stack. Once shuffled, its owner no
// longer knows its order: the owner's view lists the rest of the stack in
// an order that tells nothing (view.go).

const (
	// TrigAboutToReveal names the trigger.
	TrigAboutToReveal = "about-to-reveal"
	// DoShuffleDilemmaStack names the verb.
	DoShuffleDilemmaStack = "shuffle-dilemma-stack"
)

func init() {
	triggerTable[TrigAboutToReveal] = triggerEntry{bus: true, reads: readsWho,
		doc:     "a dilemma of the stack is about to be revealed in a mission attempt; its player is the attempting one",
		example: "{when: about-to-reveal, who: you, effect: [{do: shuffle-dilemma-stack}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			switch a.Who {
			case "you":
				return "when a dilemma your personnel face is about to be revealed"
			case "opponent":
				return "when a dilemma you own is about to be revealed"
			}
			return "when the next dilemma is about to be turned over"
		}}
	registerVerbs(map[string]verb{
		DoShuffleDilemmaStack: {
			doc:  "shuffle the dilemma stack an opponent formed against your mission attempt under way (face down: its owner no longer knows the order)",
			text: func(Step) string { return "shuffle your opponent's dilemma stack" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				a := g.attempt
				return a != nil && a.formed && a.player == ctx.p && len(a.stack) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.shuffleDilemmaStack(ctx) },
		},
	})
}

// aboutToReveal fires about-to-reveal before the top dilemma of the stack
// is revealed, then runs reveal (nextDilemma's second half).
func (g *Game) aboutToReveal(reveal func()) {
	if !g.listenedTo(TrigAboutToReveal) {
		reveal()
		return
	}
	a := g.attempt
	g.fireStep(g.trigs.take(Trigger{Kind: TrigAboutToReveal, Player: a.player, Mission: a.mission}), reveal)
}

// shuffleDilemmaStack shuffles the stack of the attempt under way; its
// owner's view no longer shows the order.
func (g *Game) shuffleDilemmaStack(ctx fxCtx) {
	a := g.attempt
	if a == nil || a.player != ctx.p || len(a.stack) == 0 {
		return
	}
	g.shuffle(a.stack)
	a.stackShuffled = true
	g.emit(Event{Kind: "shuffle", Player: ctx.p,
		Text: fmt.Sprintf("%s: %s shuffles %s's dilemma stack (%d card(s)).", g.ref(ctx.src), g.players[ctx.p].Name, g.players[ctx.p.Other()].Name, len(a.stack))})
}

// stackAsOwnerKnows is the stack of the attempt under way as its owner
// knows it: in order, or once text shuffled it, the dilemma being faced
// (face up) first and the rest by instance number, which tells nothing
// of their order.
func (g *Game) stackAsOwnerKnows() []int {
	a := g.attempt
	if !a.stackShuffled {
		return a.stack
	}
	out := slices.Clone(a.stack)
	from := 0
	if len(out) > 0 && g.cards[out[0]].FaceUp {
		from = 1
	}
	slices.Sort(out[from:])
	return out
}
