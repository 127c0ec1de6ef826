package game

import "fmt"

// A dilemma replaced by one its text revealed (Repressed Message, 19V003):
// the player facing it reveals the top card of their own dilemma pile
// (reveal-top-dilemmas), the dilemma's owner may remove it from the game
// (remove-self, as the cost of a may), and the revealed dilemma takes its
// place. Its text processes at once, as the text of the one it replaced
// was processing (Glossary: attempting missions, 3.i), so the checks of
// 3.f are not made: it is faced whatever its type, though a copy was
// faced before, and its cost is not counted against the limit (Ruling:
// Repressed Message). Its personnel are about to face it and then face
// it, as with any dilemma (3.g–3.h). When it is about to be overcome —
// at the end of its text, prevented, or later from where its text left
// it (a dilemma placed beneath a mission for any reason is being
// overcome: Glossary: Consume) — it is removed from the game instead.
// Back in a dilemma pile, or out of the game, it is a new card and the
// replacement's effect on it ends.
//
// In its text "you" is still the player facing it and "your opponent"
// that player's opponent, the one who chose to replace; its own owner is
// the player facing it (a dilemma returned goes to that player's pile).

// DoFaceRevealedInstead: the dilemma the facing player revealed for this
// dilemma replaces it and is faced now.
const DoFaceRevealedInstead = "face-revealed-instead"

func init() {
	registerVerbs(map[string]verb{
		DoFaceRevealedInstead: {
			doc:         "the dilemma the facing player revealed from their dilemma pile for this dilemma replaces it and is faced now (no duplicate, type or cost check; its cost is not counted); when it is about to be overcome, it is removed from the game instead",
			dilemmaOnly: true,
			text: func(Step) string {
				return "replace this dilemma with the revealed dilemma, which is faced now; should it be about to be overcome, it leaves the game instead"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.revealedReplacement() != 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.faceRevealedInstead() },
		},
	})
}

// revealedReplacement is the dilemma the player facing the dilemma now
// revealed for it, still on top of that player's dilemma pile; 0 when
// there is none.
func (g *Game) revealedReplacement() int {
	a := g.attempt
	if a == nil || a.dilemma == 0 {
		return 0
	}
	shown := a.special.revealed[a.player]
	if len(shown) != 1 {
		return 0
	}
	x := shown[0]
	c := g.cards[x]
	pile := g.players[a.player].DilemmaPile
	if c.Zone != ZDilemmaPile || c.Card.Type != Dilemma || len(pile) == 0 || pile[0] != x {
		return 0
	}
	return x
}

// faceRevealedInstead puts the revealed dilemma on top of the stack in
// the place of the dilemma being faced, which has left it (the cost of
// removing it), and faces it: its whole text, then, once it is done, the
// rest of the attempt as after any dilemma (afterDilemma, nextDilemma,
// already scheduled).
func (g *Game) faceRevealedInstead() {
	a := g.attempt
	x := g.revealedReplacement()
	if x == 0 {
		return
	}
	old := a.dilemma
	if g.cards[old].Zone == ZStack { // replaced without leaving: set it apart, out of this attempt
		g.place(old, ZRemoved, 0)
	}
	g.place(x, ZStack, 0)
	a.stack = append([]int{x}, remove(a.stack, x)...)
	g.cards[x].FaceUp = true
	g.changed(x) // rules_loops_cards.go
	if g.removeWhenOvercome == nil {
		g.removeWhenOvercome = map[int]bool{}
	}
	g.removeWhenOvercome[x] = true
	g.emit(Event{Kind: "replace-dilemma", Player: a.player.Other(), Cards: []int{x, old},
		Text: fmt.Sprintf("%s replaces %s with %s.", g.players[a.player.Other()].Name, g.ref(old), g.ref(x))})
	a.dilemma, a.placed, a.selected, a.chosen, a.prevented, a.acted = x, false, nil, nil, false, false
	a.wanted, a.stoppedByThis, a.special = 0, a.stoppedByThis[:0], dilemmaState{}
	clear(a.used)
	a.faced = append(a.faced, x)
	g.emit(Event{Kind: "face", Player: a.player, Cards: g.one(x), render: faceText})
	g.push(func() { g.dilemmaActions(g.cards[x].Card.Effect) })
	g.facingWindow()
	g.stopBeforeFacing(x)
	g.damageBeforeFacing(x)
	g.aboutToFace()
}

// removedInsteadOfOvercome: dilemma id, about to be overcome, was put in
// play by face-revealed-instead, so it is removed from the game instead;
// it reports whether it was.
func (g *Game) removedInsteadOfOvercome(id int) bool {
	if !g.removeWhenOvercome[id] {
		return false
	}
	delete(g.removeWhenOvercome, id)
	g.place(id, ZRemoved, 0)
	g.emit(Event{Kind: "removed", Player: g.cards[id].Owner, Cards: g.one(id),
		Text: fmt.Sprintf("%s is removed from the game instead of being overcome.", g.ref(id))})
	return true
}

// forgetRemoveWhenOvercome: a card back in a dilemma pile or out of the
// game is a new card; the replacement's effect on it ends (place).
func (g *Game) forgetRemoveWhenOvercome(id int, z Zone) {
	if (z == ZDilemmaPile || z == ZRemoved) && g.removeWhenOvercome[id] {
		delete(g.removeWhenOvercome, id)
	}
}
