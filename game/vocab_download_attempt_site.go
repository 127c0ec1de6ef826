package game

import "fmt"

// A download whose card is then placed on an opponent's ship or planet
// mission (Covert Insertion, 8U007: the dilemma's owner downloads an
// Infiltrator and places it on the facing player's ship or planet
// mission). The card is found, shown and taken into hand as any download
// (Rulebook: Download; Rulings: Downloading to Alternate Locations), then
// placed, not played (Glossary: play and place), under the downloader's
// command: aboard any ship the attempting player commands, or on any
// planet mission that player commands, the downloader's pick. The text
// names the player's ships and planet missions, not the mission attempted,
// so the place need not be where the attempt is. A unique card whose copy the downloader commands,
// or one with no such place, stays in hand (Rulebook: Uniqueness).
//
// The step field uncommanded limits any download to cards of a title
// the downloader commands no copy of ("that he or she does not command").

// DownloadAttemptSite: the downloaded card is then placed aboard a ship
// the attempting player commands or on a planet mission they command.
const DownloadAttemptSite = "facing-ship-or-planet"

// attemptSites lists where a card may be placed for the attempt under
// way: every ship the attempting player commands at a mission, and every
// planet mission they command; none without an attempt.
func (g *Game) attemptSites() []int {
	a := g.attempt
	if a == nil {
		return nil
	}
	var out []int
	for _, m := range g.allMissions() {
		mc := g.cards[m]
		if mc.Card.MissionType == Planet && g.commandsMission(a.player, m) {
			out = append(out, m)
		}
		for _, sh := range mc.Ships {
			if c := g.cards[sh]; c.Zone == ZAtMission && c.Controller == a.player {
				out = append(out, sh)
			}
		}
	}
	return out
}

// downloadedAtAttempt moves the personnel just downloaded from ctx.p's
// hand to a place attemptSites lists, under ctx.p's command; it stays in
// hand when it cannot go there.
func (g *Game) downloadedAtAttempt(ctx fxCtx, id int) {
	c := g.cards[id]
	sites := g.attemptSites()
	if len(sites) == 0 || c.Zone != ZHand || c.Owner != ctx.p || (c.Card.Unique && g.commandsCopy(ctx.p, c.Card)) {
		return
	}
	put := func(dest int) {
		z := ZSurface
		if g.cards[dest].Card.Type == Ship {
			z = ZAboard
		}
		c.Controller = ctx.p
		g.changed(c.ID) // rules_loops_cards.go
		g.place(id, z, dest)
		c.Controller = ctx.p
		g.changed(c.ID) // rules_loops_cards.go
		g.emit(Event{Kind: "placed", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s %s%s.", g.players[ctx.p].Name, g.shown(id), placeWord(g.cards[dest].Card), g.ref(dest))})
		if z == ZAboard && g.cards[dest].Controller != ctx.p {
			g.firePlacedAboardOpponent(ctx.p, id, dest) // vocab_placed_aboard_opponent.go
		}
	}
	if len(sites) == 1 {
		put(sites[0])
		return
	}
	var acts []action
	for _, dest := range sites {
		acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s %s%s", g.cardName(id), placeWord(g.cards[dest].Card), g.cardName(dest)), Action: ActPick, Card: id, Target: dest}, func() { put(dest) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place %s where?", g.cardName(ctx.src), g.cardName(id)), acts)
}
