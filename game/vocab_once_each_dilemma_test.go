package game

import (
	"strings"
	"testing"
)

// TestOnceEachDilemmaLimit: an ability limited to one use each dilemma
// is refused after its use until the next dilemma is revealed (the
// attempt's per-dilemma marks are cleared then), while a limitless one
// stays usable; outside an attempt the limit does not bind.
// Rulebook: Glossary, actions (a card's own limits on its use).
func TestOnceEachDilemmaLimit(t *testing.T) {
	g := newTestGame(t, 1)
	limited := &Ability{When: TrigAboutToStop, OnceEachDilemma: true}
	free := &Ability{When: TrigAboutToStop}
	kl, kf := abilityKey{90, 0}, abilityKey{91, 0}
	if g.onceUsed(kl, limited) {
		t.Fatal("no attempt: the limit should not bind")
	}
	g.attempt = &attempt{used: map[abilityKey]bool{}}
	g.markUsed(kl, limited)
	g.markUsed(kf, free)
	if !g.onceUsed(kl, limited) {
		t.Error("used during this dilemma: a second use should be refused")
	}
	if g.onceUsed(kf, free) {
		t.Error("an ability with no limit should stay usable")
	}
	clear(g.attempt.used) // the next dilemma is revealed (rules_attempt.go)
	if g.onceUsed(kl, limited) {
		t.Error("a new dilemma: the ability should be usable again")
	}
}

// TestOnceEachDilemmaField: the field is read by bus triggers and
// while-facing text, refused on an order, and worded in the card text.
// Rulebook: Glossary, actions.
func TestOnceEachDilemmaField(t *testing.T) {
	for _, tc := range []struct {
		a  Ability
		ok bool
	}{
		{Ability{When: TrigAboutToStop, OnceEachDilemma: true}, true},
		{Ability{When: WhenWhileFacing, OnceEachDilemma: true}, true},
		{Ability{When: WhenOrder, OnceEachDilemma: true}, false},
	} {
		if err := validateAbilities([]Ability{tc.a}); (err == nil) != tc.ok {
			t.Errorf("%s: ok %v, got error %v", tc.a.When, tc.ok, err)
		}
	}
	c := &Card{Facts: Facts{Type: EventCard}}
	got := AbilityText(c, Ability{When: TrigAboutToStop, On: "your", OnceEachDilemma: true, Effect: []Step{{Do: DoPrevent}}})
	if !strings.Contains(got, "(once per dilemma)") {
		t.Errorf("text %q does not state the limit", got)
	}
	p := &Card{Facts: Facts{Type: Personnel}}
	got = AbilityText(p, Ability{When: WhenWhileFacing, May: true, OnceEachDilemma: true, Effect: []Step{{Do: DoDiscardTop}}})
	if !strings.Contains(got, "once per dilemma") {
		t.Errorf("text %q does not state the limit", got)
	}
}
