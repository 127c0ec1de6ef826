package game

import (
	"fmt"
	"slices"
)

// Text answering its player starting a combat this personnel is part of (Eris, Harbinger of
// the Dominion, 23V040; Eris, Duplicitous Vorta, 14U070). A combat is
// begun by card text (Rulebook: Combat); as it begins, before Strength is
// compared, the trigger combat-begins fires: its player is the one who
// began it, its cards every personnel involved, both players' (so on:
// self answers for this personnel on either side, as text about any
// combat it takes part in needs: K'Temoc Long, Slumbering Commander,
// 10U090; who: you narrows it to a combat its player began), Against the
// opponent's personnel involved. Text answering it may leave some of
// those out of the combat (exclude-random-from-combat): what is left of
// Against when the window closes is the opposing side whose Strength is
// counted, and the cards left out are not involved in the combat at all
// (its "in combat" text, its outcome).

// TrigCombatBegins: Player begins a combat (Cards: the personnel
// involved, both sides; Against: the opponent's).
const TrigCombatBegins = "combat-begins"

// DoExcludeRandomFromCombat: a random opponent's personnel present with
// this card is left out of the combat being begun.
const DoExcludeRandomFromCombat = "exclude-random-from-combat"

func init() {
	triggerTable[TrigCombatBegins] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a player begins a combat, before Strength is compared; its cards are the personnel involved on both sides (on: self: this personnel is involved; who: you: a combat you began), Against the opponent's",
		example: "{when: combat-begins, who: you, on: self, effect: [{do: exclude-random-from-combat}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " begin" + verbS(w.who) + " a combat" + w.involving
		}}
	registerVerbs(map[string]verb{
		DoExcludeRandomFromCombat: {
			doc: "(answering combat-begins) one of the opponent's personnel involved in that combat and present with this card, picked at random, is left out of it",
			text: func(Step) string {
				return "pick one of the opponent's personnel present at random; it is not involved in that combat"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.combatExcludable(ctx)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.excludeRandomFromCombat(ctx) },
		},
	})
}

// combatExcludable lists the opponent's personnel of the combat being
// begun (ctx's trigger) that are present with ctx.src.
func (g *Game) combatExcludable(ctx fxCtx) []int {
	t := ctx.trig
	if t == nil || t.Kind != TrigCombatBegins {
		return nil
	}
	var out []int
	for _, id := range t.Against {
		if g.arePresent(ctx.src, id) {
			out = append(out, id)
		}
	}
	return out
}

// excludeRandomFromCombat leaves a random one of combatExcludable out of
// the combat: it leaves the trigger's Against.
func (g *Game) excludeRandomFromCombat(ctx fxCtx) {
	t := ctx.trig
	g.randomPick(ctx, g.combatExcludable(ctx), "", func(id int) {
		t.Against = slices.DeleteFunc(t.Against, func(x int) bool { return x == id })
		t.Cards = slices.DeleteFunc(t.Cards, func(x int) bool { return x == id })
		g.emit(Event{Kind: "ability", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is not involved in the combat (%s).", g.ref(id), g.ref(ctx.src))})
	})
}

// beginCombat fires combat-begins for p's combat of mine against theirs
// at mission m, then runs fight with the sides as the responses left
// them.
func (g *Game) beginCombat(p Player, mine, theirs []int, m int, fight func(theirs []int)) {
	if !g.listenedTo(TrigCombatBegins) {
		fight(theirs)
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigCombatBegins, Player: p, Cards: append(slices.Clone(mine), theirs...), Against: g.lists.clone(theirs), Mission: m}), func(t *Trigger) {
		fight(t.Against)
	})
}
