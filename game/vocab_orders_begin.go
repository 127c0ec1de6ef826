package game

// "At the start of your Execute Orders segment" (The Cost of Freedom,
// 15V015): the trigger orders-begin fires as a player's Execute Orders
// segment begins, once each turn, before the first order is offered
// (Rulebook: Turn Sequence, 2. Execute Orders). Its player is the active
// player; who: you keeps it to one's own segment.

// TrigOrdersBegin: Player's Execute Orders segment begins.
const TrigOrdersBegin = "orders-begin"

func init() {
	triggerTable[TrigOrdersBegin] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a player's Execute Orders segment begins, before the first order",
		example: "{when: orders-begin, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			switch a.Who {
			case "you":
				return "at the start of each of your Execute Orders segments"
			case "opponent":
				return "at the start of each of your opponent's Execute Orders segments"
			}
			return "at the start of each Execute Orders segment"
		}}
}

// ordersBegin fires orders-begin for the active player; the orders
// decision it precedes is already pushed.
func (g *Game) ordersBegin() {
	if !g.listenedTo(TrigOrdersBegin) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigOrdersBegin, Player: g.active}), nil)
}
