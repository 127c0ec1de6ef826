package game

import "slices"

// Triggers on what a card's text made a player do with cards and costs,
// answered by text caring whose card it was (Zalkonian Storage Capsule,
// 35V013: a card you own making your opponent draw, or lowering a cost).
//
//   - drew: a player drew one or more cards by a card's text (a draw
//     step, draw-to-match, cycle-hand; not a draw paid with a counter in
//     the Play and Draw Cards segment, nor the opening hand). Its Player
//     is the one who drew, its Source the card whose text it was, so
//     who: opponent with by_your reads "your card makes your opponent
//     draw".
//   - cost-reduced: as a card is played, the text of a card lowered its
//     cost (a play-cost ability's cost-mod, a your-plays modifier, the
//     card's own cost_per, a "next card" discount). Fired once per
//     lowering card, after the counters are paid and before the prevent
//     window (Glossary: playing a card, steps 3–4). Its Player is the one
//     playing, its Source the lowering card, its card the one played.

// The triggers.
const (
	TrigDrew        = "drew"
	TrigCostReduced = "cost-reduced"
)

func init() {
	triggerTable[TrigDrew] = triggerEntry{bus: true, reads: readsWho | readsByYour,
		doc:     "a player drew cards by a card's text (who: the player who drew; by_your: your card's text made it happen)",
		example: "{when: drew, who: opponent, by_your: {}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " draw" + verbS(w.who) + " cards"
		}}
	triggerTable[TrigCostReduced] = triggerEntry{bus: true, reads: readsWho | readsByYour | readsOn | readsOf,
		doc:     "a card's text lowered the cost of a card being played (who: the player playing it; by_your: your card lowered it), once per lowering card",
		example: "{when: cost-reduced, by_your: {}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.On == "" && a.Of == nil {
				return "when the cost of a card " + w.who + " play" + verbS(w.who) + " is lowered"
			}
			return "when the cost of " + w.subject + " is lowered"
		}}
}

// drewByText fires drew for p, who just drew n cards by src's text.
func (g *Game) drewByText(p Player, src, n int) {
	if n <= 0 || src == 0 || !g.listenedTo(TrigDrew) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigDrew, Player: p, Source: src}), nil)
}

// costReducers lists the cards whose text lowers the cost of c as p plays
// it, with the modifications appendCostMods found: each source once.
func (g *Game) costReducers(p Player, c *Inst, mods []costMod) []int {
	var out []int
	add := func(src int) {
		if src != 0 && !slices.Contains(out, src) {
			out = append(out, src)
		}
	}
	for _, m := range mods {
		if m.amount < 0 {
			add(m.src)
		}
	}
	g.eachYourPlaysMod(p, func(src int, m *Modifier) {
		if m.Of.MatchesCard(c.Card) && g.condsHold(src, m.While) && m.Cost*g.amount(src, m) > 0 {
			add(src)
		}
	})
	if g.costPerReduction(p, c) > 0 {
		add(c.ID)
	}
	return out
}

// costReducedBy fires cost-reduced for card id, played by p, once for
// each card of srcs (costReducers), the first answered first.
func (g *Game) costReducedBy(p Player, id int, srcs []int) {
	if len(srcs) == 0 || !g.listenedTo(TrigCostReduced) {
		return
	}
	for _, src := range slices.Backward(srcs) {
		g.fire(g.trigs.take(Trigger{Kind: TrigCostReduced, Player: p, Cards: g.one(id), Source: src}), nil)
	}
}

// noteCostReducers remembers, as card id's cost is settled (payCost),
// the cards lowering it, for playCard to fire cost-reduced once the
// counters are paid.
func (g *Game) noteCostReducers(p Player, c *Inst, mods []costMod) {
	g.plays.reducedID, g.plays.reducers = 0, nil
	if !g.listenedTo(TrigCostReduced) {
		return
	}
	g.plays.reducedID, g.plays.reducers = c.ID, g.costReducers(p, c, mods)
}

// noteCostReducer adds src to the cards noted lowering id's cost, by a
// change the play's own way applies beyond payCost's (download-play's
// amount).
func (g *Game) noteCostReducer(id, src int) {
	if g.plays.reducedID == id && !slices.Contains(g.plays.reducers, src) {
		g.plays.reducers = append(g.plays.reducers, src)
	}
}

// takeCostReducers returns and forgets the cards noted lowering id's
// cost; lowered adds id itself (its own text lowered it as it was paid:
// a cost read from cards it reveals).
func (g *Game) takeCostReducers(id int, lowered bool) []int {
	var out []int
	if g.plays.reducedID == id {
		out = g.plays.reducers
	}
	g.plays.reducedID, g.plays.reducers = 0, nil
	if lowered && !slices.Contains(out, id) {
		out = append(out, id)
	}
	return out
}
