package game

// Outcomes beyond stop, kill and return-to-hand: what a dilemma does to the
// cards it picks. Each is one action on all its cards at once (Rulebook:
// Facing Dilemmas), preceded by its "about to" trigger, so responses may
// prevent it (triggers.go). Placing a personnel in a discard pile is not
// killing it (Glossary: discard, destroy, kill), so no "killed" text
// answers it.

// More outcomes.
const (
	OutPlaceInDiscard = "place-in-discard" // to its owner's discard pile (not killed)
	OutDeckBottom     = "deck-bottom"      // to the bottom of its owner's deck
	OutCapture        = "capture"          // into the brig of the dilemma's owner
	OutDestroy        = "destroy"          // a card in play (an event) to its owner's discard pile
)

// outcomeDef is one outcome: its words (an imperative verb and what
// follows the card, and the past tense), the trigger fired before it (""
// for "about-to-<name>"), and what it does to one card.
type outcomeDef struct {
	verb, rest, past string
	noun             string // what it applies to, when not a personnel
	about            string
	apply            func(g *Game, id int)
}

// moreOutcomes is fixed at compile time and never written.
var moreOutcomes = map[string]outcomeDef{
	OutPlaceInDiscard: {verb: "place", rest: " in its owner's discard pile", past: "placed in its owner's discard pile",
		apply: func(g *Game, id int) { g.leavePlay(id, ZDiscard) }},
	OutDeckBottom: {verb: "place", rest: " on the bottom of its owner's deck", past: "placed on the bottom of its owner's deck",
		apply: func(g *Game, id int) { g.leavePlay(id, ZDeck) }},
	OutCapture: {verb: "place", rest: " in your opponent's brig", past: "placed in the opponent's brig", about: TrigAboutToBrig,
		apply: func(g *Game, id int) { g.captureFor(g.attempt.player.Other(), id) }},
	OutDestroy: {verb: "destroy", past: "destroyed", noun: "card",
		apply: func(g *Game, id int) { g.leavePlay(id, ZDiscard) }},
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
}
