package game

import "testing"

// TestIgnoredEffectSkipsLaterSteps: once an answer to about-to-prevent
// ignores a card's effect, every later step of that card's ability on the
// same trigger does nothing, while another card's ability answering the
// same trigger still acts. Glossary: prevent (an effect ignored is not
// carried out).
func TestIgnoredEffectSkipsLaterSteps(t *testing.T) {
	g := startScenario(t, ignoreTextPosition)
	kahmis, dokar := find(t, g, "Kahmis"), find(t, g, "Dokar")
	trig := &Trigger{Kind: TrigAboutToPlay, Player: 1}
	step := &Step{Do: DoLosePoints, Amount: 2}
	g.players[0].Score = 10
	run := func(src int) {
		ctx := g.ctxFor(0, src)
		ctx.trig = trig
		g.abilityStep(ctx, step)
	}
	run(kahmis.ID)
	if g.players[0].Score != 8 {
		t.Fatalf("score %d before any effect is ignored, want 8", g.players[0].Score)
	}
	trig.ignored = append(trig.ignored, kahmis.ID)
	run(kahmis.ID)
	if g.players[0].Score != 8 {
		t.Errorf("an ignored effect's step still acted: score %d", g.players[0].Score)
	}
	run(dokar.ID)
	if g.players[0].Score != 6 {
		t.Errorf("another card's step on the same trigger did not act: score %d", g.players[0].Score)
	}
}

// TestAboutToPreventWording: the clause and the window name say whose
// card is about to prevent what.
func TestAboutToPreventWording(t *testing.T) {
	for who, want := range map[string]string{"an opponent": "your opponent owns", "you": "you own", "a player": "a player owns"} {
		if got := ownedBy(who); got != want {
			t.Errorf("ownedBy(%q) = %q, want %q", who, got, want)
		}
	}
	g := startScenario(t, ignoreTextPosition)
	strike := find(t, g, "Persistent Strike")
	hq := find(t, g, "Qo'noS, Heart of the Empire") // any card both players identify
	got := triggerName(&Trigger{Kind: TrigAboutToPrevent, Player: 1, Cards: g.one(strike.ID), Source: hq.ID}, g)
	if got != "Qo'noS, Heart of the Empire is about to prevent Persistent Strike" {
		t.Errorf("window name %q", got)
	}
}
