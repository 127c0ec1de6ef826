package game

import (
	"fmt"
	"testing"
)

// Ann's Kahmis and Tugat stand on her planet; an event lies on that
// mission and another in her core. Ben's Davies and Ferocity are the
// cards an opponent owns, the sources of the cases' actions.
const loseCommandPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Cure Blight
        surface: [Kahmis, Tugat]
        events: [Habak]
    core: [Ferocity]
    deck: [Galor]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Davies]
    core: [Ferocity]
    deck: [Mills]
`

// guardText makes a card answer when: about-to-lose-command for its
// player's personnel present by preventing it.
const guardText = `
abilities:
  - when: about-to-lose-command
    on: present
    of: {type: personnel}
    may: true
    effect: [{do: prevent}]
`

// TestAboutToLoseCommandAnswersEachLeaving: text about to lose command
// answers every action the engine announces that would take a card of
// its player's out of play (killed, destroyed, removed from the game by
// a card's text), and preventing it there keeps the card; being stopped
// is not losing command and is not answered. Glossary: command, stopped.
func TestAboutToLoseCommandAnswersEachLeaving(t *testing.T) {
	for _, tc := range []struct {
		name    string
		act     func(g *Game, ctx fxCtx, id int)
		answers bool
	}{
		{"killed", func(g *Game, ctx fxCtx, id int) { g.killCards(ctx, []int{id}) }, true},
		{"destroyed", func(g *Game, ctx fxCtx, id int) { g.destroyByText(ctx, []int{id}) }, true},
		{"removed from the game", func(g *Game, ctx fxCtx, id int) { g.removeFromGameQuiet(ctx.src, []int{id}, func([]int) {}) }, true},
		{"stopped", func(g *Game, ctx fxCtx, id int) { g.stopCards(ctx, []int{id}) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, loseCommandPosition)
			kahmis, tugat, davies := find(t, g, "Kahmis"), find(t, g, "Tugat"), find(t, g, "Davies")
			giveText(t, kahmis, guardText)
			g.indexCards()
			g.pending, g.work = nil, nil
			g.push(func() { tc.act(g, g.ctxFor(1, davies.ID), tugat.ID) })
			g.run()
			offered := useWhenOffered(t, g, "Use Kahmis")
			if offered != tc.answers {
				t.Fatalf("Kahmis offered %v, want %v", offered, tc.answers)
			}
			if tc.answers && !tugat.Zone.InPlay() {
				t.Errorf("Tugat left play (%v) though the loss was prevented", tugat.Zone)
			}
		})
	}
}

// TestAboutToLoseCommandNotOpponents: the text answers only for its own
// player's cards (on: present reads cards that player commands).
// Glossary: command.
func TestAboutToLoseCommandNotOpponents(t *testing.T) {
	g := startScenario(t, loseCommandPosition)
	kahmis, davies := find(t, g, "Kahmis"), find(t, g, "Davies")
	giveText(t, kahmis, guardText)
	g.indexCards()
	g.pending, g.work = nil, nil
	g.push(func() { g.killCards(g.ctxFor(0, kahmis.ID), []int{davies.ID}) })
	g.run()
	if useWhenOffered(t, g, "Use Kahmis") {
		t.Fatal("Kahmis offered for Ben's personnel")
	}
	if davies.Zone != ZDiscard {
		t.Errorf("Davies in %v, want the discard pile", davies.Zone)
	}
}

// TestAboutToDestroyByOpponent: about-to-destroy with by_opponent
// answers a destruction by a card an opponent owns, not one by a card
// of the player's own, and a cost paid by destroying is not announced
// at all. Glossary: Discard, Destroy, and Kill; Rulebook: Paying costs.
func TestAboutToDestroyByOpponent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		by     string // "ben", "ann" or "cost"
		offers bool
	}{
		{"an opponent's card destroys it", "ben", true},
		{"her own card destroys it", "ann", false},
		{"destroyed as a cost", "cost", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, loseCommandPosition)
			kahmis, davies := find(t, g, "Kahmis"), find(t, g, "Davies")
			giveText(t, kahmis, `
abilities:
  - when: about-to-destroy
    on: your
    of: {type: event}
    by_opponent: true
    may: true
    effect: [{do: prevent}]
`)
			g.indexCards()
			var ev *Inst
			for _, c := range g.cards[1:] {
				if c.Card.Title == "Ferocity" && c.Owner == 0 {
					ev = c
				}
			}
			ctx := g.ctxFor(1, davies.ID)
			switch tc.by {
			case "ann":
				ctx = g.ctxFor(0, kahmis.ID)
			case "cost":
				ctx = g.ctxFor(0, kahmis.ID)
				ctx.paying = true
			}
			g.pending, g.work = nil, nil
			g.push(func() { g.destroyByText(ctx, []int{ev.ID}) })
			g.run()
			offered := useWhenOffered(t, g, "Use Kahmis")
			if offered != tc.offers {
				t.Fatalf("offered %v, want %v", offered, tc.offers)
			}
			if want := tc.offers; (ev.Zone == ZCore) != want {
				t.Errorf("Ferocity in %v; kept %v", ev.Zone, want)
			}
		})
	}
}

// TestInsteadOtherInPlay: instead-other from: in-play puts another card
// of the player's, anywhere in play, in the threatened card's place: it
// is destroyed, the first one stays. Glossary: replace.
func TestInsteadOtherInPlay(t *testing.T) {
	g := startScenario(t, loseCommandPosition)
	kahmis, davies, habak := find(t, g, "Kahmis"), find(t, g, "Davies"), find(t, g, "Habak")
	giveText(t, kahmis, `
abilities:
  - when: about-to-destroy
    on: your
    of: {type: event, title: Habak}
    may: true
    effect: [{do: instead-other, from: in-play, filter: {type: event}}]
`)
	g.indexCards()
	var ferocity *Inst
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Ferocity" && c.Owner == 0 {
			ferocity = c
		}
	}
	g.pending, g.work = nil, nil
	g.push(func() { g.destroyByText(g.ctxFor(1, davies.ID), []int{habak.ID}) })
	g.run()
	useWhenOffered(t, g, "Use Kahmis")
	if habak.Zone != ZPlayedOn || ferocity.Zone != ZDiscard {
		t.Errorf("Habak %v (want still on the mission), Ferocity %v (want destroyed)", habak.Zone, ferocity.Zone)
	}
}

// TestOnOwnMissionFilter: on_own_mission matches a card played on a
// mission its controller commands, not an event in a core nor one on an
// opponent's mission. Glossary: command.
func TestOnOwnMissionFilter(t *testing.T) {
	g := startScenario(t, loseCommandPosition)
	habak := find(t, g, "Habak")
	f := &Filter{Type: EventCard, OnOwnMission: true}
	if !g.matches(f, habak.ID) {
		t.Fatal("Habak on Ann's mission does not match")
	}
	for _, c := range g.cards[1:] {
		if c.Card.Title == "Ferocity" && g.matches(f, c.ID) {
			t.Errorf("Ferocity in a core matches")
		}
	}
	earth := find(t, g, "Earth, Home of Starfleet Command")
	g.place(habak.ID, ZPlayedOn, earth.ID) // still Ann's, on Ben's mission
	if g.matches(f, habak.ID) {
		t.Error("Habak on Ben's mission matches")
	}
	if got := f.Text("card"); got != "event on your mission" {
		t.Errorf("words %q", got)
	}
}

// useWhenOffered answers the response windows now pending: label's
// option wherever it is offered, Pass elsewhere. It reports whether label
// was offered.
func useWhenOffered(t *testing.T, g *Game, label string) bool {
	t.Helper()
	offered := false
	for respondUntil(t, g, label) { // react_helpers_test.go
		offered = true
		choose(t, g, label)
	}
	return offered
}

// TestAboutToLoseCommandAnswersLeavingVerbs: the verbs that send cards
// in play back to a hand, to the bottom of a deck or into a brig
// announce it first, so text about to lose command answers them too and
// preventing it keeps the card; passing lets the card go. The same move
// paid as a cost is not announced. Glossary: command; Glossary: costs.
func TestAboutToLoseCommandAnswersLeavingVerbs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		act   func(g *Game, ann, ben fxCtx)
		where Zone // where Tugat goes when nothing prevents it
	}{
		{"returned to hand by an opponent's card present", func(g *Game, _, ben fxCtx) {
			registry[DoReturnPresent].run(g, ben, Step{Do: DoReturnPresent, StepFields: StepFields{Whose: WhoseOpponent}, Filter: &Filter{Title: "Tugat"}})
		}, ZHand},
		{"placed on the bottom of the deck by a card present", func(g *Game, _, ben fxCtx) {
			registry[DoBottomPresent].run(g, ben, Step{Do: DoBottomPresent, Filter: &Filter{Title: "Tugat"}})
		}, ZDeck},
		{"returned to hand by its own player's text", func(g *Game, ann, _ fxCtx) {
			registry[DoReturnCommanded].run(g, ann, Step{Do: DoReturnCommanded, Filter: &Filter{Title: "Tugat"}})
		}, ZHand},
		{"placed on the bottom of the deck by its own player's text", func(g *Game, ann, _ fxCtx) {
			registry[DoBottomCommanded].run(g, ann, Step{Do: DoBottomCommanded, Count: 1, Filter: &Filter{Title: "Tugat"}})
		}, ZDeck},
	} {
		for _, use := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/prevented %v", tc.name, use), func(t *testing.T) {
				g := startScenario(t, loseCommandPosition)
				kahmis, tugat, davies := find(t, g, "Kahmis"), find(t, g, "Tugat"), find(t, g, "Davies")
				g.place(davies.ID, ZSurface, find(t, g, "Cure Blight").ID) // Davies present with Tugat
				giveText(t, kahmis, guardText)
				g.indexCards()
				g.pending, g.work = nil, nil
				g.push(func() { tc.act(g, g.ctxFor(0, kahmis.ID), g.ctxFor(1, davies.ID)) })
				g.run()
				if d := g.Pending(); d != nil && d.Kind == KindSelect {
					choose(t, g, "Tugat") // the performer's pick
				}
				label := "Pass"
				if use {
					label = "Use Kahmis"
				}
				if !respondUntil(t, g, "Use Kahmis") {
					t.Fatal("Kahmis was not offered: the move was not announced")
				}
				choose(t, g, label)
				skipEmptyWindows(t, g)
				if use && !tugat.Zone.InPlay() {
					t.Errorf("Tugat left play (%v) though the loss was prevented", tugat.Zone)
				}
				if !use && tugat.Zone != tc.where {
					t.Errorf("Tugat is in %v, want %v", tugat.Zone, tc.where)
				}
			})
		}
	}
	t.Run("a cost is not announced", func(t *testing.T) {
		g := startScenario(t, loseCommandPosition)
		kahmis, tugat := find(t, g, "Kahmis"), find(t, g, "Tugat")
		giveText(t, kahmis, guardText)
		g.indexCards()
		g.pending, g.work = nil, nil
		ctx := g.ctxFor(0, kahmis.ID)
		ctx.paying = true
		g.push(func() {
			registry[DoReturnCommanded].run(g, ctx, Step{Do: DoReturnCommanded, Filter: &Filter{Title: "Tugat"}})
		})
		g.run()
		if respondUntil(t, g, "Use Kahmis") {
			t.Fatal("Kahmis answered a cost")
		}
		if tugat.Zone != ZHand {
			t.Errorf("Tugat is in %v, want hand", tugat.Zone)
		}
	})
}
