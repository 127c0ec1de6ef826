package game

import (
	"fmt"
	"testing"
)

// A selection "with a skill required by this mission" (having:
// mission-skills) picks only personnel with a skill the mission's
// requirements name, on either side of an "or" (Rulebook: Checking
// Mission Requirements): at Sensitive Search (Programming, Security and
// one of Acquisition, Honor, Law, Treachery) Kahmis and T'vis qualify,
// Dokar and Kroval never do, whatever the random seed. A Taste of
// Armageddon (34V001) kills one of them; its owner declines the extra kill.
func TestSelectHavingMissionSkills(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		p := planet(pile("A Taste of Armageddon"), "Kahmis", "Dokar", "Kroval", "Kroval", "T'vis")
		p.seed = seed
		runSel(t, "A Taste of Armageddon", []selCase{{
			name:       fmt.Sprint("seed ", seed),
			pos:        p,
			asks:       []ask{{who: ben, kind: KindOptional, picks: []string{"Do not"}}},
			killedFrom: []string{"Kahmis", "T'vis"}, killedN: 1,
		}})
	}
	// Nobody qualifies: nobody is killed by the first selection.
	runSel(t, "A Taste of Armageddon", []selCase{{
		name:  "none qualifies",
		pos:   planet(pile("A Taste of Armageddon"), "Dokar", "Kroval", "Kroval", "Dokar"),
		asks:  []ask{{who: ben, kind: KindOptional, picks: []string{"Do not"}}},
		check: func(t *testing.T, g *Game, mark int) { wantOutcome(t, g, mark, OutKill, nil, nil, 0) },
	}})
}
