package game

import "fmt"

// download to: your-ship: "download a Jem'Hadar and place it aboard your
// [Dom] ship" (Gelnon, Aloof Tactician, 6P046). The personnel is found,
// shown and taken into hand as any download (Rulebook: Download), then
// placed, not played (Glossary: play and place), aboard a ship of its
// player's that target matches, their pick among several; a unique one
// whose copy its player commands stays in hand (Rulebook: Uniqueness), as
// does one with no such ship to go to.

// DownloadAboard: the downloaded personnel is then placed aboard your ship.
const DownloadAboard = "your-ship"

// aboardSites lists p's ships in play that f matches.
func (g *Game) aboardSites(p Player, f *Filter) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == p && g.matches(f, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// downloadedAboard moves the personnel just downloaded from hand aboard a
// ship of ctx.p's that s.Target matches.
func (g *Game) downloadedAboard(ctx fxCtx, s Step, id int) {
	c := g.cards[id]
	ships := g.aboardSites(ctx.p, s.Target)
	if len(ships) == 0 || c.Zone != ZHand || c.Owner != ctx.p || (c.Card.Unique && g.commandsCopy(ctx.p, c.Card)) {
		return
	}
	place := func(sh int) {
		g.place(id, ZAboard, sh)
		c.Controller = ctx.p
		g.changed(c.ID) // rules_loops_cards.go
		g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{id, sh}, Text: fmt.Sprintf("%s places %s aboard %s.", g.players[ctx.p].Name, g.shown(id), g.ref(sh))})
	}
	if len(ships) == 1 {
		place(ships[0])
		return
	}
	var acts []action
	for _, sh := range ships {
		sh := sh
		acts = append(acts, action{Option{Label: "Aboard " + g.cardName(sh), Action: ActPick, Card: sh}, func() { place(sh) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place %s aboard which ship?", g.cardName(ctx.src), g.cardName(id)), acts)
}
