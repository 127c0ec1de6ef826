package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// Glossary: play and place — a card placed on an event from under a
// player's command stays under that player's command. A ship placed on an
// event (place-ship-on-event) stays in play with its crew, at no mission;
// the conditions on-this and on-event see it there; a cannot: [leave-play]
// modifier bars every way out of play, whoever's text it is; and
// one_order_each_turn allows one of a card's orders a turn.
func TestShipOnEvent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        ships:
          - {card: Terix, aboard: [Tomalak Beguiling Adversary, Donatra Compassionate Patriot, Mendak, Rasul]}
      - card: Evaluate Soliton Wave
    core: [Engage Cloak]
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Engage Cloak]
    deck: [Lopez]
`)
	cond := func(src string) Conds {
		var cs Conds
		if err := yaml.Unmarshal([]byte(src), &cs); err != nil {
			t.Fatal(err)
		}
		if err := cs.validateAs(formAbility); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		return cs
	}
	shipOn, noShip := cond(`{is: on-this, of: {type: ship}}`), cond(`{is: on-this, of: {type: ship}, at_most: 0}`)
	onCloak := cond(`{is: on-event, of: {title: Engage Cloak}}`)
	terix, mendak := find(t, g, "Terix").ID, find(t, g, "Mendak").ID
	cloak := g.players[0].Core[0]
	benCloak := g.players[1].Core[0]
	if shipOn.holds(g, fxCtx{p: 0, src: cloak}) || !noShip.holds(g, fxCtx{p: 0, src: cloak}) || onCloak.holds(g, fxCtx{p: 0, src: terix}) {
		t.Fatal("before: no ship on the event, Terix at Romulus")
	}
	if g.cannot(cloak, OutDestroy) {
		t.Fatal("an empty Engage Cloak may be destroyed")
	}
	g.shipOntoEvent(0, terix, cloak)
	tc := g.cards[terix]
	if tc.Zone != ZPlayedOn || tc.Where != cloak || !tc.Zone.InPlay() || tc.Controller != 0 {
		t.Fatalf("Terix lies on the event, in play, Ann's: %+v", tc)
	}
	if g.cards[mendak].Zone != ZAboard || g.cards[mendak].Where != terix {
		t.Fatal("the crew stays aboard")
	}
	if m := g.missionOf(mendak); m != 0 {
		t.Fatalf("the crew is at no mission, got %d", m)
	}
	if ctx := g.ctxFor(0, mendak); ctx.mission != 0 || ctx.ship != terix {
		t.Fatalf("a crewman's text acts aboard the ship, at no mission: %+v", ctx)
	}
	if len(g.cards[find(t, g, "Romulus").ID].Ships) != 0 {
		t.Fatal("Terix left Romulus")
	}
	if !shipOn.holds(g, fxCtx{p: 0, src: cloak}) || noShip.holds(g, fxCtx{p: 0, src: cloak}) || !onCloak.holds(g, fxCtx{p: 0, src: terix}) {
		t.Fatal("after: a ship on the event, Terix on Engage Cloak")
	}
	if onCloak.holds(g, fxCtx{p: 1, src: terix}) {
		t.Fatal("on-event reads an event of the player's own")
	}
	for _, o := range []string{OutDestroy, OutRemoveFromGame, OutToHand, OutDeckBottom} {
		if !g.cannot(cloak, o) {
			t.Errorf("with a ship on it Engage Cloak cannot undergo %s", o)
		}
	}
	if !g.cannotBy(cloak, OutDestroy, benCloak) || !g.cannotBy(cloak, OutDestroy, cloak) {
		t.Error("no card's text may destroy it, its owner's or an opponent's")
	}
	if g.cannot(cloak, OutStop) {
		t.Error("leave-play bars only what takes a card out of play")
	}
	// The order placing the ship back: one of the event's orders a turn.
	if g.oneOrderUsed(cloak) {
		t.Fatal("no order used yet")
	}
	g.usedThisTurn[abilityKey{cloak, 0}] = true
	if !g.oneOrderUsed(cloak) {
		t.Fatal("the first order used: the second is not offered this turn")
	}
	if acts := g.orderAbilityActions(nil, 0); len(acts) != 0 {
		t.Fatalf("no Engage Cloak order offered: %d", len(acts))
	}
	delete(g.usedThisTurn, abilityKey{cloak, 0})
	if acts := g.orderAbilityActions(nil, 0); len(acts) != 1 {
		t.Fatalf("a new turn: the order placing the ship back, got %d", len(acts))
	}
}

// Rulebook: Paying costs; Glossary: actions. The verbs refuse a bad from
// at load.
func TestShipOnEventValidation(t *testing.T) {
	if err := validateSteps([]Step{{Do: DoPlaceShipOnEvent, From: "discard"}}); err == nil {
		t.Error("from: here or nothing")
	}
	if err := validateSteps([]Step{{Do: DoPlaceShipOnEvent, From: FromHere, Target: &Filter{Title: "Engage Cloak"}}}); err != nil {
		t.Error(err)
	}
}

// The whole position stays sound with a ship and its crew on an event.
func TestShipOnEventInvariants(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        ships:
          - {card: Terix, aboard: [Tomalak Beguiling Adversary, Donatra Compassionate Patriot, Mendak, Rasul]}
    core: [Engage Cloak]
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	g.shipOntoEvent(0, find(t, g, "Terix").ID, g.players[0].Core[0])
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	v := g.View(0)
	if len(v.Players[0].Core) != 1 || len(v.Players[0].Core[0].Holds) != 1 || len(v.Players[0].Core[0].Holds[0].Holds) != 4 {
		t.Fatalf("the view shows the ship on the event, and its crew: %+v", v.Players[0].Core)
	}
}

// Glossary: play and place. While a ship lies on Engage Cloak, a remove-card
// step cannot pick the event; empty, it can.
func TestShipOnEventNotRemovable(t *testing.T) {
	g := startScenario(t, `
active: 2
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
        ships:
          - {card: Terix, aboard: [Tomalak Beguiling Adversary, Donatra Compassionate Patriot, Mendak, Rasul]}
    core: [Engage Cloak]
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	cloak := g.players[0].Core[0]
	step := &Step{Do: DoRemoveCard, From: "core"}
	step.Whose = WhoseOpponent
	ctx := fxCtx{p: 1, src: find(t, g, "Lopez").ID}
	if got := g.removableInPlay(ctx, step); len(got) != 1 || got[0] != cloak {
		t.Fatalf("the empty event may be removed: %v", got)
	}
	g.shipOntoEvent(0, find(t, g, "Terix").ID, cloak)
	if got := g.removableInPlay(ctx, step); len(got) != 0 {
		t.Fatalf("with a ship on it, not: %v", got)
	}
}
