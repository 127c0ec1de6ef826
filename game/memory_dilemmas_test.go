package game

import (
	"slices"
	"testing"
)

// A work item's wait is the latest for its index; a trigger's is its own,
// wherever it lies in the list.
func TestTakeWait(t *testing.T) {
	g := &Game{}
	t1, t2 := &Trigger{}, &Trigger{}
	g.dil.waits = []dilWait{
		{op: waitIfCannot, at: 3},
		{op: waitOutcome, t: t1},
		{op: waitSelOutcome, at: 3},
		{op: waitAboutToSelect, t: t2},
	}
	if w := g.takeWait(t1, 0); w.op != waitOutcome {
		t.Fatalf("trigger's wait: %v", w.op)
	}
	if w := g.takeWait(nil, 3); w.op != waitSelOutcome {
		t.Fatalf("latest wait at 3: %v", w.op)
	}
	if w := g.takeWait(nil, 3); w.op != waitIfCannot {
		t.Fatalf("next wait at 3: %v", w.op)
	}
	if len(g.dil.waits) != 1 || g.dil.waits[0].t != t2 {
		t.Fatalf("left: %+v", g.dil.waits)
	}
}

// skillChoiceCount counts what skillChoices lists, for every personnel
// of a game as the subject (each skill once, however many levels) and
// for a named skill.
func TestSkillChoiceCountIsTheListsLength(t *testing.T) {
	g := newTestGame(t, 3)
	checked := 0
	for _, c := range g.cards[1:] {
		if c.Card.Type != Personnel {
			continue
		}
		for _, s := range []*Step{{From: "subject"}, {Skill: "Medical"}} {
			ctx := fxCtx{src: c.ID, p: c.Owner, subject: c.ID}
			if got, want := g.skillChoiceCount(ctx, s), len(g.skillChoices(ctx, s)); got != want {
				t.Fatalf("%s, from %q: counted %d, listed %d", c.Card.Title, s.From, got, want)
			}
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no personnel to check")
	}
	// A skill printed twice (two entries) is one choice.
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && len(c.Card.Skills) > 0 {
			twice := *c.Card
			twice.Skills = append(slices.Clone(c.Card.Skills), c.Card.Skills[0])
			c.Card = &twice
			ctx := fxCtx{src: c.ID, p: c.Owner, subject: c.ID}
			s := &Step{From: "subject"}
			if got, want := g.skillChoiceCount(ctx, s), len(g.skillChoices(ctx, s)); got != want || want != len(c.Card.Skills)-1 {
				t.Fatalf("a skill printed twice: counted %d, listed %d, want %d", got, want, len(c.Card.Skills)-1)
			}
			break
		}
	}
}
