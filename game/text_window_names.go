package game

import "fmt"

// Response windows are named for players: what is about to happen or has
// happened, in words ("Daniel Kwan is about to be killed"), never the
// engine's name of the trigger ("about-to-kill"). A window's prompt is the
// same for both players, so it names a card only when both may identify
// it (TestPromptsAndOptionsWordedForPlayers).

// triggerName words what trigger t announces.
func triggerName(t *Trigger, g *Game) string {
	p := func(pl Player) string {
		if pl < 0 || pl > 1 {
			return "a player"
		}
		return g.players[pl].Name
	}
	cards := g.windowNames(t.Cards)
	be := "are"
	if len(t.Cards) == 1 {
		be = "is"
	}
	mission := "a mission"
	if t.Mission != 0 {
		mission = g.cardName(t.Mission) // missions are open to all
	}
	switch t.Kind {
	case TrigPlayed:
		return fmt.Sprintf("%s played by %s", cards, p(t.Player))
	case TrigPlacedFromHand:
		return fmt.Sprintf("%s placed from hand by %s", cards, p(t.Player))
	case TrigPlacedAboardOpponent: // vocab_placed_aboard_opponent.go
		return fmt.Sprintf("%s placed aboard an opponent's ship by %s", cards, p(t.Player))
	case TrigAboutToPlay:
		return fmt.Sprintf("%s is about to play %s", p(t.Player), cards)
	case TrigAboutToSelect:
		if t.Random {
			return "A selection at random is about to be made"
		}
		return "A selection is about to be made"
	case TrigSelected:
		if len(t.Cards) == 0 { // a random choice between alternatives (vocab_select_again.go)
			return "A random choice was made at " + mission
		}
		return fmt.Sprintf("%s %s selected", cards, be)
	case TrigStopped, TrigKilled:
		return fmt.Sprintf("%s %s %s", cards, be, outcomePast(outcomeOf(t.Kind)))
	case TrigAttemptBegins:
		return fmt.Sprintf("%s begins an attempt of %s", p(t.Player), mission)
	case TrigDilemmasDrawn:
		return fmt.Sprintf("Dilemmas drawn against %s's attempt of %s", p(t.Player), mission)
	case TrigAttemptFailed:
		return fmt.Sprintf("%s's attempt of %s failed", p(t.Player), mission)
	case TrigCompleted:
		return fmt.Sprintf("%s completed %s", p(t.Player), mission)
	case TrigDestroyed:
		return fmt.Sprintf("%s %s destroyed", cards, be)
	case TrigAboutToComplete:
		return fmt.Sprintf("%s is about to complete %s", p(t.Player), mission)
	case TrigCombatWon:
		return fmt.Sprintf("%s won a combat", p(t.Player))
	case TrigCombatBegins: // vocab_combat_begins.go
		return fmt.Sprintf("%s begins a combat at %s", p(t.Player), mission)
	case TrigEngagementWon:
		return fmt.Sprintf("%s won an engagement", p(t.Player))
	case TrigStartOfTurn:
		return fmt.Sprintf("Start of %s's turn", p(t.Player))
	case TrigEndOfTurn:
		return fmt.Sprintf("End of %s's turn", p(t.Player))
	case TrigOrdersBegin: // vocab_orders_begin.go
		return fmt.Sprintf("Start of %s's Execute Orders", p(t.Player))
	case TrigLostCommand:
		return fmt.Sprintf("%s lost command of %s", p(t.Player), cards)
	case TrigGainedCommand: // vocab_gained_command.go
		return fmt.Sprintf("%s gained command of %s", p(t.Player), cards)
	case TrigBrigged: // vocab_brigged.go
		return fmt.Sprintf("%s placed %s in a brig", p(t.Player), cards)
	case TrigAboutToReturn: // vocab_about_to_return.go
		return "A dilemma faced at " + mission + " is about to go back under its owner's pile"
	case TrigAboutToPrevent:
		return fmt.Sprintf("%s is about to prevent %s", g.windowNames(g.one(t.Source)), cards)
	}
	if t.Outcome != "" { // about to stop, kill, capture, place…
		return fmt.Sprintf("%s %s about to be %s", cards, be, outcomePast(t.Outcome))
	}
	return "A response window"
}

// outcomeOf is the outcome a "has happened" trigger reports.
func outcomeOf(kind string) string {
	if kind == TrigKilled {
		return OutKill
	}
	return OutStop
}

// windowNames names cards in a window's prompt, read by both players: a
// card either may not identify is "a face-down personnel (card 42)".
func (g *Game) windowNames(ids []int) string {
	return capitalize(namesWith(ids, func(id int) string {
		if g.identifiable(id, 0) && g.identifiable(id, 1) {
			return g.cardName(id)
		}
		return faceDownName(g, id)
	}))
}
