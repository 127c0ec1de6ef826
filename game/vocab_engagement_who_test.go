package game

import "testing"

// Rulebook: Engagements — the player who begins an engagement is its
// initiator. A card's engagement text with who: opponent answers only an
// engagement the other player began (Hazar, 1U213); who: you only one
// its own player began; without who, either (Kurn, Squadron Commander,
// 1R309).
func TestEngagementBegunBy(t *testing.T) {
	for _, tc := range []struct {
		who       string
		initiator Player
		want      bool
	}{
		{"", 0, true},
		{"", 1, true},
		{"opponent", 1, true},
		{"opponent", 0, false},
		{"you", 0, true},
		{"you", 1, false},
	} {
		a := &Ability{When: WhenEngagement, Who: tc.who}
		if got := engagementBegunBy(a, 0, &engagement{initiator: tc.initiator}); got != tc.want {
			t.Errorf("who %q, begun by player %d: %v, want %v", tc.who, tc.initiator, got, tc.want)
		}
	}
}
