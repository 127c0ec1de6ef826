package game

import "slices"

// beamActions appends to acts "beam at M" for each mission where the
// player has a route with something to move. Rulebook: Order – Beam
// personnel.
func (g *Game) beamActions(acts []action, p Player) []action {
	for _, m := range g.allMissions() {
		if !g.canBeamAt(p, m) {
			continue
		}
		acts = append(acts, action{Option{Action: ActBeam, Target: m, label: beamLabel, apply: applyBeam}, nil})
	}
	return acts
}

type beamRoute struct{ from, to int } // 0 is the mission surface, else a ship

// beamRoutes appends to out every route at mission m along which p could
// move at least one card: surface to ship, ship to surface (planet or
// headquarters only), ship to ship; only p's unstopped ships take part.
func (g *Game) beamRoutes(out []beamRoute, p Player, m int) []beamRoute {
	mc := g.cards[m]
	var shipBuf [8]int // a mission rarely holds more of one player's ships
	ships := shipBuf[:0]
	for _, s := range mc.Ships {
		if sc := g.cards[s]; sc.Controller == p && g.considers(p, s) {
			ships = append(ships, s)
		}
	}
	if len(ships) == 0 {
		return out
	}
	hasSurface := g.surfaceBeamable(p, m) // vocab_beam_cost.go
	if hasSurface && g.anyBeamable(p, mc.Surface) {
		for _, s := range ships {
			out = append(out, beamRoute{0, s})
		}
	}
	for _, s := range ships {
		if !g.anyBeamable(p, g.cards[s].Aboard) {
			continue
		}
		if hasSurface {
			out = append(out, beamRoute{s, 0})
		}
		for _, t := range ships {
			if t != s {
				out = append(out, beamRoute{s, t})
			}
		}
	}
	return out
}

// canBeamAt reports whether beamRoutes(p, m) would list a route, without
// listing them: orders are offered after every order, and most missions
// have none.
func (g *Game) canBeamAt(p Player, m int) bool {
	mc := g.cards[m]
	ships := 0
	for _, s := range mc.Ships {
		if sc := g.cards[s]; sc.Controller == p && !sc.Stopped {
			ships++
		}
	}
	if ships == 0 {
		return false // most missions: their card is not read
	}
	hasSurface := g.surfaceBeamable(p, m) // vocab_beam_cost.go
	if hasSurface && g.anyBeamable(p, mc.Surface) {
		return true
	}
	for _, s := range mc.Ships {
		if sc := g.cards[s]; sc.Controller == p && !sc.Stopped && g.anyBeamable(p, sc.Aboard) {
			if hasSurface || ships > 1 {
				return true
			}
		}
	}
	return false
}

// anyBeamable reports whether beamable would list a card of src.
func (g *Game) anyBeamable(p Player, src []int) bool {
	return slices.ContainsFunc(src, func(id int) bool { return g.beamsNow(p, id) })
}

// beamable appends to out p's unstopped personnel and equipment on the
// surface of m (ship 0) or aboard ship.
func (g *Game) beamable(out []int, p Player, m, ship int) []int {
	src := g.cards[m].Surface
	if ship != 0 {
		src = g.cards[ship].Aboard
	}
	for _, id := range src {
		if g.beamsNow(p, id) {
			out = append(out, id)
		}
	}
	return out
}

// beamsNow reports whether p may beam card id from where it is: p's
// personnel or equipment, unstopped. beamable, anyBeamable and so
// beamRoutes and canBeamAt all ask it.
func (g *Game) beamsNow(p Player, id int) bool {
	c := g.cards[id]
	return c.Controller == p && (c.Card.Type == Equipment || c.Card.Type == Personnel) && g.considers(p, id)
}

func (g *Game) locName(m, ship int) string {
	if ship == 0 {
		return g.cardName(m)
	}
	return g.cardName(ship)
}

func (g *Game) askBeamRoute(p Player, m int) {
	var routeBuf [8]beamRoute
	routes := g.beamRoutes(routeBuf[:0], p, m)
	acts := g.rec.actions(&g.rec.beam, len(routes)+1)
	for _, r := range routes {
		acts = append(acts, action{Option{Card: r.from, Target: r.to, label: beamRouteLabel, apply: applyBeamRoute}, nil})
	}
	acts = append(acts, action{Option{Label: backBeamNothing, Action: ActBack, apply: applyBackToOrders}, nil})
	g.rec.keep(&g.rec.beam, acts)
	g.offer(p, KindBeamRoute, "Beam from where to where?", acts)
}

// applyBackToOrders goes back to the orders.
func applyBackToOrders(g *Game, _ *Option) { g.backToOrders() }

// beamAsk is the beam-cards decision posed last (askBeamCards): p beams
// at mission m along route r, choosing among cards. Its prompt, its check
// and its answer are plain functions reading it, made once a game: a
// closure each per beam, with the list of cards, the Back label and the
// event's text, were about a tenth of what a random-bot game allocated.
// Only one decision is pending at a time and nothing changes while it
// waits, so what they read is what the decision was posed with. The
// answerers are kept in g.bound().
type beamAsk struct {
	p     Player
	m     int
	r     beamRoute
	cards []int // the cards offered, in the order of the options; Back after them
}

func (g *Game) askBeamCards(p Player, m int, r beamRoute) {
	b := &g.beaming
	b.p, b.m, b.r = p, m, r
	b.cards = g.beamable(b.cards[:0], p, m, r.from)
	if g.bound().beamChosen == nil {
		g.bound().beamChosen, g.bound().beamAlone = g.beamCardsChosen, g.beamBackAlone
	}
	d := g.newDecision()
	d.Player, d.Kind, d.Min, d.Max = p, KindBeamCards, 1, len(b.cards)
	d.prompt = beamCardsPrompt
	d.Options = g.optionBuffer(len(b.cards) + 1) // the cards and Back
	for _, id := range b.cards {
		d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	d.Options = append(d.Options, backOption(backChooseRoute))
	g.keepOptions(d.Options)
	g.askChecked(d, g.bound().beamAlone, g.bound().beamChosen)
}

func beamCardsPrompt(g *Game) string {
	b := &g.beaming
	return "Beam which cards from " + g.locName(b.m, b.r.from) + " to " + g.locName(b.m, b.r.to) + "?"
}

// beamBackAlone refuses Back (the option after the cards) picked with
// others, as addBack's check does.
func (g *Game) beamBackAlone(picks []int) error {
	if len(picks) > 1 && slices.Contains(picks, len(g.beaming.cards)) {
		return errBackAlone
	}
	return nil
}

// beamCardsChosen beams the cards picked, or goes back to the routes.
func (g *Game) beamCardsChosen(picks []int) {
	b := &g.beaming
	p, m, r := b.p, b.m, b.r
	if picks[0] == len(b.cards) {
		g.askBeamRoute(p, m)
		return
	}
	moved := g.takePicks(len(picks)) // the event keeps it
	for k, i := range picks {
		moved[k] = b.cards[i]
	}
	if n := g.beamRouteCost(p, m, r); n > 0 { // vocab_beam_cost.go
		g.payToBeam(p, m, n, func() { g.beamMove(p, m, r, moved) })
		return
	}
	g.beamMove(p, m, r, moved)
}

// beamMove moves the cards beamed along r at m, then the orders go on.
func (g *Game) beamMove(p Player, m int, r beamRoute, moved []int) {
	for _, id := range moved {
		if r.to == 0 {
			g.place(id, ZSurface, m)
		} else {
			g.place(id, ZAboard, r.to)
		}
	}
	g.emit(Event{Kind: "beam", Player: p, Cards: moved, from: beamEnd(m, r.from), at: beamEnd(m, r.to), render: beamText})
	g.push(g.stepFn(stepOrders))
}

// beamEnd is the card a beam's end is worded by: the mission for its
// surface (0), else the ship.
func beamEnd(m, ship int) int {
	if ship == 0 {
		return m
	}
	return ship
}

// allMissions lists every mission in play, the active player's row first.
// The list is kept per active player (missions stay where they were set
// up; a row that grew is listed again); do not change it.
func (g *Game) allMissions() []int {
	a := g.players[g.active].Missions
	b := g.players[g.active.Other()].Missions
	row := &g.missionRows[g.active]
	if len(*row) != len(a)+len(b) || (len(a) > 0 && (*row)[0] != a[0]) {
		// A row listed again mid-game is made anew: a caller may still
		// be ranging over the old one. An empty row is a game's first,
		// and one built on a finished game's memory (takeMemory) fills
		// the lists that game left: the strong bot plays thousands of
		// futures a game, and making these was 7% of what they allocated.
		n := len(a) + len(b)
		out, costs := (*row)[:0], g.moveCosts[g.active][:0]
		if len(*row) != 0 || cap(out) < n || cap(costs) < n*n {
			out, costs = make([]int, 0, n), make([]int, 0, n*n)
		}
		*row = append(append(out, a...), b...)
		// The range needed between two missions depends on their cards
		// alone: it is found once per row, not for every ship and mission
		// of every orders decision (moveActions).
		costs = costs[:n*n]
		for i, from := range *row {
			for j, to := range *row {
				costs[i*n+j] = g.moveCost(from, to)
			}
		}
		g.moveCosts[g.active] = costs
	}
	return (*row)[:len(*row):len(*row)]
}

// moveActions appends to acts, for each staffed, unstopped ship of p,
// every mission it has the range to reach. Rulebook: Order – Move a ship.
func (g *Game) moveActions(acts []action, p Player) []action {
	missions := g.allMissions() // p is the active player: ordersStep's
	n, costs := len(missions), g.moveCosts[g.active]
	for i, m := range missions {
		for _, s := range g.cards[m].Ships {
			sc := g.cards[s]
			if sc.Controller != p || !g.considers(p, s) || !g.staffed(s) ||
				len(sc.Damage) > 0 && !g.canPayMoveStops(s) { // vocab_damage_move_stop.go
				continue
			}
			left := g.rangeLeft(s)
			discounted := g.hasRangeDiscount(s) // vocab_range_discount.go
			for j, to := range missions {
				need := costs[i*n+j] // moveCost(m, to)
				if discounted {
					need = g.moveNeed(s, m, to, need)
				}
				if j == i || need > left {
					continue
				}
				acts = append(acts, action{Option{Action: ActMove, Card: s, Target: to, label: moveLabel, apply: applyMove}, nil})
			}
		}
	}
	return acts
}

func (g *Game) moveShip(p Player, s, from, to, cost int) {
	g.cards[s].RangeUsed += cost
	g.changed(s) // rules_loops_cards.go
	g.place(s, ZAtMission, to)
	g.emit(Event{Kind: "move", Player: p, Cards: g.one(s), from: from, at: to, render: moveText})
	g.firedMoved(p, s, to) // vocab_ship_moved.go
}

// moveCost is the range needed between two missions: both spans, +2 across
// quadrants, −2 within one region.
func (g *Game) moveCost(from, to int) int {
	a, b := g.cards[from].Card, g.cards[to].Card
	cost := a.Span + b.Span
	if a.Quadrant != b.Quadrant && !quadrantsWaived(a, b) && !g.quadrantsWaivedInPlay(a, b) {
		cost += 2
	}
	if a.Region != "" && a.Region == b.Region {
		cost -= 2
	}
	return cost
}

// rangeLeft is the ship's range not yet spent this turn.
func (g *Game) rangeLeft(s int) int {
	return g.shipRange(s) - g.cards[s].RangeUsed
}

// staffed reports whether the controller's unstopped personnel aboard
// cover the staffing icons (one icon each; command may stand in for staff,
// not the reverse) and include one of the ship's affiliation.
func (g *Game) staffed(s int) bool {
	_, _, _, ok := g.crewIcons(s, true)
	return ok
}

// crewIcons counts the staffing icons of ship s's crew: one icon from each
// unstopped personnel of its controller aboard (Game.considers), and
// whether one of them shares the ship's affiliation; staffed reports
// whether they cover its staffing. With stopOnceStaffed it stops counting
// as soon as they do: the counts only grow, and a ship is weighed for
// every orders decision.
func (g *Game) crewIcons(s int, stopOnceStaffed bool) (commanders, staff int, affiliated, staffed bool) {
	sc := g.cards[s]
	needCommand, needStaff := int(sc.Card.staffNeed[0])+g.extraCommandIcons(s), int(sc.Card.staffNeed[1])
	shipAff := g.affiliation(s) // as it is now: become, played as (vocab_play_as_affiliation.go)
	for _, id := range sc.Aboard {
		c := g.cards[id]
		if c.Card.Type != Personnel || c.Controller != sc.Controller || !g.considers(sc.Controller, id) {
			continue
		}
		switch g.staffIconOf(id) { // printed, gained or copied (vocab_gained_staffing.go)
		case 1:
			commanders++
		case 2:
			staff++
		}
		if g.affiliation(id) == shipAff {
			affiliated = true
		}
		// A command icon may stand in for a staff icon, not the reverse.
		staffed = affiliated && commanders >= needCommand && commanders-needCommand+staff >= needStaff
		if staffed && stopOnceStaffed {
			return
		}
	}
	return
}

// affiliation is a card's current affiliation: its printed one, or one
// it has become for a while (vocab_become_fixed.go).
func (g *Game) affiliation(id int) string {
	if aff, ok := g.affiliationOverride(id); ok {
		return aff
	}
	return g.cards[id].Card.Affiliation
}
