package game

import (
	"strings"
	"testing"
)

// Glossary: skills (gaining the attributes of a personnel adds them, as
// The Promise does); Glossary: stopped. gain-attribute-of offers each
// attribute of each other personnel present (anyone's with whose: any,
// never the player's own stopped ones) and adds the value picked, as it
// is now, to the same attribute of the one gaining, until the end of the
// turn.
func TestGainAttributeOf(t *testing.T) {
	g := startScenario(t, melorasPlanet)
	melora, thexor := find(t, g, "Melora Pazlar"), find(t, g, "Thexor")
	ctx := g.ctxFor(ann, melora.ID)
	s := Step{Do: DoGainAttributeOf, StepFields: StepFields{Whose: WhoseAny}, Until: "turn"}
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
	if got := g.attributeDonors(ctx, &s, melora.ID); len(got) != 3 || got[2] != thexor.ID {
		t.Fatalf("sources %v: want Lopez, the drone and Thexor (not the stopped Kahmis)", got)
	}
	own := Step{Do: DoGainAttributeOf, Until: "turn"}
	if got := g.attributeDonors(ctx, &own, melora.ID); len(got) != 2 {
		t.Errorf("without whose: any, Ben's Thexor is offered: %v", got)
	}
	g.pending, g.work = nil, nil
	g.runAbility(ctx, []Step{s})
	g.run()
	d := g.Pending()
	if d == nil || len(d.Options) != 9 {
		t.Fatalf("want 9 options (three attributes of three personnel), got %+v", d)
	}
	for _, o := range d.Options {
		if strings.Contains(o.Label, "Kahmis") {
			t.Errorf("stopped Kahmis offered: %q", o.Label)
		}
	}
	choose(t, g, "Strength 8 of Thexor")
	if st := g.stats(melora.ID); st.Strength != 10 || st.Integrity != 6 || st.Cunning != 6 {
		t.Fatalf("Melora %d/%d/%d, want 6/6/10", st.Integrity, st.Cunning, st.Strength)
	}
	g.endTimed("turn")
	if st := g.stats(melora.ID); st.Strength != 2 {
		t.Errorf("the gain outlasts the turn: Strength %d", st.Strength)
	}
}
