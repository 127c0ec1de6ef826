package game

import "testing"

// Every trigger kind of the bus has its own number below busKinds, and
// other whens have none: a game's listeners are a list per number.
func TestBusKindNumbersEachKindOnce(t *testing.T) {
	kinds := []string{TrigAboutToPlay, TrigAboutToStop, TrigAboutToKill, TrigAboutToBrig, TrigStopped, TrigKilled,
		TrigSelected, TrigAttemptBegins, TrigDilemmasDrawn, TrigAttemptFailed, TrigCompleted, TrigCombatWon,
		TrigEngagementWon, TrigStartOfTurn, TrigEndOfTurn, TrigLostCommand, WhenOtherPlayed, TrigAboutToSelect,
		TrigPlacedFromHand, TrigAboutToFail, TrigAboutToComplete, TrigDestroyed, TrigAboutToPrevent,
		TrigAboutToRemove, TrigRemoved, TrigDiscardedFromHand, TrigDiscardedFromDeck, TrigRemovedFromDiscard, TrigBrigged,
		TrigPlacedAboardOpponent, TrigDilemmaRevealed, TrigAboutToDamage, TrigDamagePlaced, TrigMoved,
		TrigAboutToDestroy, TrigAboutToDiscard, TrigAboutToDeckBottom, TrigAboutToDeckTop, TrigAboutToReturnToHand, TrigAttemptEnded,
		TrigAboutToReturn, TrigGainedCommand, TrigOrdersBegin, TrigAboutToReveal, TrigEngagementEnded, TrigExposedByOpponent, TrigCombatBegins, TrigAboutToGainSkill,
		TrigDrew, TrigCostReduced}
	if len(kinds) != busKinds {
		t.Fatalf("%d kinds listed, busKinds is %d", len(kinds), busKinds)
	}
	seen := map[int]string{}
	for _, k := range kinds {
		n := busKind(k)
		if n < 0 || n >= busKinds {
			t.Fatalf("%s: number %d", k, n)
		}
		if o, ok := seen[n]; ok {
			t.Fatalf("%s and %s share number %d", k, o, n)
		}
		seen[n] = k
	}
	for _, w := range []string{TrigPlayed, WhenOrder, WhenAttempting, WhenFacing, WhenEngagement, WhenSelfFacing, ""} {
		if busKind(w) != -1 {
			t.Fatalf("%q is not of the bus but has number %d", w, busKind(w))
		}
	}
}
