package game

import (
	"fmt"
	"slices"
)

// Outcomes beyond stop, kill and return-to-hand: what a dilemma does to the
// cards it picks. Each is one action on all its cards at once (Rulebook:
// Facing Dilemmas), preceded by its "about to" trigger, so responses may
// prevent it (vocab_triggers.go). Placing a personnel in a discard pile is not
// killing it (Glossary: discard, destroy, kill), so no "killed" text
// answers it.

// More outcomes.
const (
	OutPlaceInDiscard = "place-in-discard" // to its owner's discard pile (not killed)
	OutDeckBottom     = "deck-bottom"      // to the bottom of its owner's deck
	OutDeckTop        = "deck-top"         // to the top of its owner's deck (vocab_replace_to.go)
	OutCapture        = "capture"          // into the brig of the dilemma's owner
	OutDestroy        = "destroy"          // a card in play (an event) to its owner's discard pile
	OutToHQ           = "to-headquarters"  // placed at your headquarters mission
	OutRemoveFromGame = "remove-from-game" // set apart from the game (vocab_remove_from_game.go)
)

// outcomeDef is one outcome: its words (an imperative verb and what
// follows the card, and the past tense), the trigger fired before it (""
// for "about-to-<name>"), and what it does to one card (apply) or, for an
// outcome that asks a question first, to all of them (whole: it does the
// bookkeeping doOutcome does for the others).
type outcomeDef struct {
	verb, rest, past string
	noun             string // what it applies to, when not a personnel
	about            string
	apply            func(g *Game, id int)
	whole            func(g *Game, ids []int, instead bool)
}

// moreOutcomes is filled once, in init (an outcome that words its own
// events refers back to the table: a plain initializer would be an
// initialization cycle), and never written again.
var moreOutcomes map[string]outcomeDef

func init() {
	moreOutcomes = map[string]outcomeDef{
		OutPlaceInDiscard: {verb: "place", rest: " in its owner's discard pile", past: "placed in its owner's discard pile",
			apply: func(g *Game, id int) { g.leavePlay(id, ZDiscard) }},
		OutDeckBottom: {verb: "place", rest: " on the bottom of its owner's deck", past: "placed on the bottom of its owner's deck",
			apply: func(g *Game, id int) { g.leavePlay(id, ZDeck) }},
		OutDeckTop: {verb: "place", rest: " on top of its owner's deck", past: "placed on top of its owner's deck",
			whole: func(g *Game, ids []int, instead bool) { g.outcomeDeckTop(ids, instead) }},
		OutCapture: {verb: "place", rest: " in your opponent's brig", past: "placed in the opponent's brig", about: TrigAboutToBrig,
			apply: func(g *Game, id int) { g.captureFor(g.attempt.player.Other(), id) }},
		OutDestroy: {verb: "destroy", past: "destroyed", noun: "card",
			apply: func(g *Game, id int) {
				held := g.leavePlay(id, ZDiscard)
				g.destroyedNow(id, g.attemptDilemma(), held...) // vocab_destroyed.go
			}},
		OutToHQ: {verb: "place", rest: " at your headquarters mission", past: "placed at its headquarters mission",
			whole: func(g *Game, ids []int, instead bool) { g.placeAtHeadquarters(ids, instead) }},
		OutRemoveFromGame: {verb: "remove", rest: " from the game", past: "removed from the game", about: TrigAboutToRemove,
			whole: func(g *Game, ids []int, instead bool) { g.removeOutcome(ids, instead) }}, // vocab_removed.go
	}
}

// outcomeNoun is what an outcome applies to, in words.
func outcomeNoun(o string) string {
	if d, ok := moreOutcomes[o]; ok && d.noun != "" {
		return d.noun
	}
	return "personnel"
}

// captureFor places personnel id in captor's brig: a captive is not in
// play, is commanded by nobody and is not stopped (Rulebook: Brig and
// Captives). Cards with it (none, for a personnel) follow the leaving-play
// rule.
func (g *Game) captureFor(captor Player, id int) {
	g.leavePlay(id, ZBrig)
	g.place(id, ZBrig, int(captor))
	g.firedBrigged(captor, 0, []int{id}) // vocab_brigged.go
}

// placeAtHeadquarters places the personnel at the facing player's
// headquarters mission; with several, that player picks one.
func (g *Game) placeAtHeadquarters(ids []int, instead bool) {
	a := g.attempt
	ctrl := g.cards[ids[0]].Controller
	hqs := g.hqOrInstead(a.player, ids[0], false) // a substitute too: vocab_hq_instead.go
	place := func(hq int) {
		a.acted = true
		for _, id := range ids {
			if g.cards[id].Zone.InPlay() {
				g.placeAtSite(id, hq)
			}
		}
		g.recordUndergone(OutToHQ, ids)
		g.emitOutcome(ctrl, ids, OutToHQ, instead)
	}
	switch len(hqs) {
	case 0:
	case 1:
		place(hqs[0])
	default:
		d := &Decision{Player: a.player, Kind: KindSelect, Min: 1, Max: 1,
			Prompt: fmt.Sprintf("%s: place %s at which headquarters mission (or its substitute)?", g.cardName(a.dilemma), g.names(ids))}
		for _, m := range hqs {
			d.Options = append(d.Options, Option{Label: g.cardName(m), Action: ActPick, Target: m})
		}
		g.ask(d, func(picks []int) { place(hqs[picks[0]]) })
	}
}

// emitOutcome logs an outcome; its reader learns the cards' names only
// where that reader may identify them.
func (g *Game) emitOutcome(ctrl Player, ids []int, outcome string, instead bool) {
	if g.quiet {
		return // emit keeps nothing: no copy to make (a strong bot's future)
	}
	e := Event{Kind: outcome, Player: ctrl, Cards: slices.Clone(ids)}
	if instead {
		e.note = " instead"
	}
	g.emitNamedLate(e, outcomeText)
}

// outcomeText: Player's Cards underwent the outcome Kind (instead of
// something else, when note says so).
func outcomeText(g *Game, e *Event, name func(int) string) string {
	past := outcomePast(e.Kind)
	if e.Kind == OutCapture { // whose brig, by name: both players read it
		past = "placed in " + g.players[e.Player.Other()].Name + "'s brig"
	}
	return g.players[e.Player].Name + ": " + namesWith(e.Cards, name) + " " + past + e.note + "."
}

// recordUndergone notes which personnel underwent an outcome of the
// dilemma being faced: text reads back those it stopped ("the personnel
// stopped by this dilemma"), kept in one list reused by each dilemma
// (a map of every outcome was about 1% of a game's allocations).
func (g *Game) recordUndergone(outcome string, ids []int) {
	switch outcome {
	case OutStop:
		a := g.attempt
		a.stoppedByThis = appendIn(&g.lists, a.stoppedByThis, ids...)
	case OutKill:
		g.attempt.special.killed += len(ids) // vocab_cond_killed_by_this.go
	}
}
