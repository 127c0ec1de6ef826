package game

import (
	"slices"
	"testing"
)

// Passes logged in one go read back as the same choices as passes
// logged one by one, between other choices.
func TestAddPassesLogsAsAddPass(t *testing.T) {
	var one, bulk choiceLog
	for _, l := range []*choiceLog{&one, &bulk} {
		l.add(1, []int{2, 0})
	}
	for i := range 4 {
		one.addPass(2 + i)
	}
	bulk.addPasses(2, 4)
	for _, l := range []*choiceLog{&one, &bulk} {
		l.add(6, []int{1})
		l.addPass(7)
	}
	a, b := one.from(0), bulk.from(0)
	if len(a) != len(b) || len(a) != 7 {
		t.Fatalf("%d choices one by one, %d in one go", len(a), len(b))
	}
	for i := range a {
		if a[i].Decision != b[i].Decision || !slices.Equal(a[i].Picks, b[i].Picks) {
			t.Fatalf("choice %d: %+v one by one, %+v in one go", i, a[i], b[i])
		}
	}
	if got := bulk.from(3); len(got) != 4 || got[0].Decision != 4 || len(got[0].Picks) != 1 || got[0].Picks[0] != 0 {
		t.Fatalf("from the fourth choice: %+v", got)
	}
}

// A window answering a trigger no card could answer gathers nothing for
// either player, as asking each would (offerMandatory): over whole
// games between every built-in deck, whenever a trigger's window waits
// on a decision, answeredByNone holds only when neither player could
// gather a response.
func TestAnsweredByNoneGathersNothing(t *testing.T) {
	lib := testLib(t)
	ds := builtInDecks(t, lib)
	checked := 0
	for i := range ds {
		pair := [2]DeckList{ds[i], ds[(i+1)%len(ds)]}
		playChecking(t, lib, pair, BotRandom, uint64(i+7), func(g *Game) error {
			for _, w := range g.windowsMade {
				if w.trig == nil || !w.answeredByNone() {
					continue
				}
				checked++
				for p := range Player(2) {
					if rs := g.triggerResponses(nil, w.trig, w.kind, w.k, p); len(rs) > 0 {
						t.Fatalf("%s: player %d could answer a trigger answered by none", w.kind, p)
					}
				}
			}
			return nil
		})
	}
	if checked == 0 {
		t.Fatal("no open window was checked")
	}
}
