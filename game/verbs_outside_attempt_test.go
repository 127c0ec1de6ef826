package game

import (
	"fmt"
	"slices"
	"testing"
)

// A verb any card's text may use (one not flagged dilemmaOnly) reads a
// mission attempt, or the dilemma being faced, only after checking that
// there is one: outside an attempt, its check (possible) and, when that
// allows it, its run leave the game sound. The verbs that read the faced
// dilemma unguarded carry dilemmaOnly and are refused at load in other
// text (TestDilemmaOnlyStepsRefusedElsewhere). Rulebook: Facing Dilemmas
// ("this dilemma" is only the one being faced).
func TestGeneralVerbsNeedNoAttempt(t *testing.T) {
	const pos = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, Lopez]
        ships: [{card: U.S.S. Galaxy, aboard: [Mills]}]
    hand: [Rixx, Daniel Kwan]
    deck: [Elizabeth Shelby, Davies, Lopez]
    discard: [Mills]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Dokar]}]
    hand: [Kroval]
    deck: [Vorax, Kahmis]
`
	// Shapes tried for each verb, the first its validation accepts.
	shapes := []Step{{}, {To: ToSelf}, {To: ToSubject}, {To: ToThisShip}, {To: ToAtMission},
		{To: "ship"}, {To: "selected"}, {From: "any"}, {Until: "turn"}, {From: "any", Until: "turn"}}
	names := make([]string, 0, len(registry))
	for name := range registry {
		names = append(names, name)
	}
	slices.Sort(names)
	checked := 0
	for _, name := range names {
		v := registry[name]
		if v.dilemmaOnly {
			continue
		}
		var step *Step
		for _, shape := range shapes {
			s := shape
			s.Do, s.Count, s.Amount, s.Filter = name, 1, 1, &Filter{}
			s.Then = []Step{{Do: DoDraw}}
			if v.validate == nil || v.validate(&s) == nil {
				step = &s
				break
			}
		}
		if step == nil {
			continue // its fields are tested with its cards
		}
		checked++
		t.Run(name, func(t *testing.T) {
			g := startScenario(t, pos)
			ctx := g.ctxFor(ann, find(t, g, "Davies").ID)
			err := func() (err error) {
				defer func() {
					if r := recover(); r != nil {
						err = fmt.Errorf("panics outside an attempt: %v", r)
					}
				}()
				if v.possible == nil || v.possible(g, ctx, step) {
					v.run(g, ctx, *step)
					g.run()
				}
				return nil
			}()
			if err != nil {
				t.Fatal(err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		})
	}
	if checked < len(names)/2 {
		t.Fatalf("only %d of %d verbs could be tried", checked, len(names))
	}
}
