package game

import "slices"

// A personnel's text about its own death ("when this personnel is killed
// by a dilemma, ..."; Malik, Devious Augment, 8U084) is used just after it
// has left play: the killed trigger finds the card in its owner's discard
// pile, where no other text of it is active (Glossary: stopped and in
// play; a card out of play has no active text). Only a killed ability
// about the card itself (on: self) answers from there, once, for the kill
// that put it there: the card's own words make its death the moment they
// describe, as "when you play this personnel" makes its playing one.
//
// Its text about being stopped ("when this personnel is stopped by a
// dilemma, ..."; Kaitaama, Precious Cargo, 23V050) is used the same way,
// although the stop has just made the card's text unusable (Glossary:
// stopped): the stop is the moment the words describe, as the ruling on
// stopping a personnel between a dilemma's actions takes for granted
// (Rulings: Stopping Your Own Personnel, Rachel Garrett's example).
// Its text about a failed attempt involving it ("when you fail a mission
// attempt involving this personnel"; Fel, Hands-on, 26V030) likewise
// answers although the failure stopped it (Rulebook: Attempting a
// Mission, step 5.c): the failure is the moment the words describe.

// answersOwnKill reports whether c, just killed by t, may answer t with
// its own "when this is killed" text: it lies in p's discard pile, p owns
// it, and t killed it.
func (g *Game) answersOwnKill(p Player, c *Inst, t *Trigger) bool {
	switch t.Kind {
	case TrigKilled:
		return c.Zone == ZDiscard && c.Owner == p && slices.Contains(t.Cards, c.ID)
	case TrigStopped, TrigAttemptFailed: // the failure stopped it (step 5.c): its text about that failure answers (Fel, Hands-on, 26V030)
		return c.Zone.InPlay() && c.Controller == p && !g.abilitiesBlocked(c.ID) && slices.Contains(t.Cards, c.ID)
	case TrigEngagementEnded: // the end stopped it: its text about that engagement answers (vocab_engagement_ended.go)
		return c.Zone.InPlay() && c.Controller == p && !g.abilitiesBlocked(c.ID) && slices.Contains(t.Cards, c.ID)
	case TrigRemoved: // vocab_removed.go
		return c.Zone == ZRemoved && c.Owner == p && slices.Contains(t.Cards, c.ID)
	case TrigDiscardedFromDeck: // vocab_discarded.go
		return c.Zone == ZDiscard && c.Owner == p && slices.Contains(t.Cards, c.ID)
	case TrigLostCommand: // vocab_lost_command.go: out of play, its owner's
		return !c.Zone.InPlay() && c.Owner == p && slices.Contains(t.Cards, c.ID)
	case TrigDestroyed: // vocab_ship_destroyed_aboard.go: aboard the ship destroyed
		return !c.Zone.InPlay() && c.Owner == p && slices.Contains(t.Held, c.ID)
	}
	return false
}

// ownKillAbility reports whether ability a of a card answering from its
// discard pile (answersOwnKill) is its text about its own kill.
func ownKillAbility(a *Ability) bool {
	if a.When == TrigEngagementEnded { // any text about the engagement its end stopped it in
		return true
	}
	if a.When == TrigDestroyed && a.On == "its-ship" { // vocab_ship_destroyed_aboard.go
		return true
	}
	return a.On == "self" && (a.When == TrigKilled || a.When == TrigStopped || a.When == TrigAttemptFailed || a.When == TrigRemoved || a.When == TrigDiscardedFromDeck || a.When == TrigLostCommand || slices.Contains(a.Also, TrigKilled))
}

// ownKillListens reports whether a card t killed has text about its own
// kill: it answers from the discard pile, where the counts of listeners
// able to answer (rules_response_counts.go) do not look.
func (g *Game) ownKillListens(t *Trigger) bool {
	if t.Kind != TrigKilled && t.Kind != TrigStopped && t.Kind != TrigEngagementEnded && t.Kind != TrigRemoved && t.Kind != TrigDiscardedFromDeck && t.Kind != TrigLostCommand && t.Kind != TrigDestroyed {
		return false
	}
	ids := t.Cards
	if t.Kind == TrigDestroyed {
		ids = t.Held // the cards aboard the ship destroyed (vocab_ship_destroyed_aboard.go)
	}
	for _, id := range ids {
		for i := range g.cards[id].Card.Abilities {
			if ownKillAbility(&g.cards[id].Card.Abilities[i]) {
				return true
			}
		}
	}
	return false
}
