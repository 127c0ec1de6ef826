package game

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// attempt is a mission attempt in progress (Rulebook: Order – Attempt a
// Mission; Glossary – attempting missions, steps 1–5).
type attempt struct {
	player    Player
	mission   int
	ships     []int // space missions: the ships whose crews attempt
	personnel []int // still involved, in order
	drawn     []int // dilemmas drawn, being chosen from
	choosing  []int // those drawn, as the opponent chooses from them (askChooseDilemmas)
	// rechecking: the requirements to check again once skill costs are
	// answered (recheckMission).
	rechecking *Req
	stack      []int // the dilemma stack, top first
	limit      int   // total dilemma cost the opponent may spend
	spent      int
	revealed   []string // card IDs of dilemmas revealed this attempt
	// faced: the dilemmas the personnel have faced this attempt, in
	// order (not those overcome unfaced): vocab_cond_faced.go.
	faced []int
	// nextCost: what the next dilemma revealed costs more or less
	// (vocab_next_dilemma_cost.go).
	nextCost int
	// aboutToFail: the about-to-fail trigger has answered this attempt
	// (vocab_about_to_fail.go).
	aboutToFail bool
	// aboutToComplete: the about-to-complete trigger has answered this
	// pass of step 5 (vocab_about_to_complete.go).
	aboutToComplete bool
	// worth: what text answering the completion added to the mission's
	// worth for this completion (completion-points: vocab_completion_points.go).
	worth int
	// shown: the attempting player's cards the dilemma owner examined to
	// choose among (Glossary: selections); the log names them to it.
	shown []int
	// Facing one dilemma:
	dilemma  int   // the dilemma being faced
	placed   bool  // the dilemma was told where to go
	selected []int // personnel selected by its last selection
	chosen   []int // every personnel selected by this dilemma
	// prevented: the dilemma being faced was prevented (none of its
	// actions happen).
	prevented bool
	// used marks "while attempting" abilities used during this dilemma;
	// usedAttempt those limited to once each mission attempt.
	used        map[abilityKey]bool
	usedAttempt map[abilityKey]bool
	// acted: one of the dilemma's actions happened since the last response
	// window, so the next window may open.
	acted bool
	// wanted: how many the last selection asked for; stoppedByThis: the
	// personnel this dilemma stopped (vocab_dilemma_outcomes.go), the one
	// outcome text reads back ("the personnel stopped by this dilemma").
	wanted        int
	stoppedByThis []int
	// costsFor: the requirement whose skill costs the player has answered
	// for; usable: the personnel paid for (vocab_skill_costs.go).
	costsFor *Req
	usable   []int
	// special: what the choosing, naming and revealing steps of the
	// dilemma being faced have settled (vocab_dilemma_choice.go).
	special dilemmaState
	// extraDraw: dilemmas to draw beyond the count (card text); drew: the
	// dilemmas have been drawn; formed: the stack has been chosen.
	extraDraw    int
	drew, formed bool
	// stackShuffled: text shuffled the stack, so its owner no longer
	// knows its order (vocab_about_to_reveal.go).
	stackShuffled bool
	// counted: the personnel counted less the overcome dilemmas beneath
	// the mission as the attempt began, the dilemmas to draw.
	counted int
	// raiseMission: added to each attribute requirement of the mission
	// until the attempt ends (vocab_raise_mission.go).
	raiseMission int
	// alt: the requirements used, 0 printed, i+1 the mission's alternate
	// set i (vocab_alt_requirements.go).
	alt int
	// grant: the requirements a card in play gives, when the attempt uses
	// them (vocab_grant_requirements.go); nil otherwise.
	grant *grantRef
	// asFacing: while the mission's requirements are checked, the
	// attempting personnel this filter matches count as facing a dilemma
	// (vocab_as_facing.go); nil otherwise.
	asFacing *Filter
	// ended: card text ended the attempt (vocab_end_attempt.go).
	ended bool
}

// attemptActions appends to acts each of p's own planet and space
// missions that p's personnel there could attempt now.
func (g *Game) attemptActions(acts []action, p Player) []action {
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Controller != p || mc.Completed || mc.Card.MissionType == Headquarters {
			continue
		}
		// Who would attempt is gathered first, in a list on the stack
		// (two or three lists a mission per orders decision otherwise):
		// at most missions nobody could attempt, and with nobody the
		// affiliations cannot match, so the costs and modifiers of the
		// mission are not read.
		var buf [24]int
		crew := buf[:0]
		planet := mc.Card.MissionType == Planet
		if planet {
			crew = g.appendPlanetAttempters(crew, p, m)
		} else {
			for _, s := range mc.Ships { // attemptShips' crews
				if sc := g.cards[s]; sc.Controller == p && g.considers(p, s) {
					crew = g.appendShipAttempters(crew, p, s)
				}
			}
		}
		if len(crew) == 0 || g.attemptForbidden(p, m) || g.tooFewToAttempt(m, len(crew)) || g.attemptCost(m) > len(g.players[p].Hand) || !g.affiliationMatch(mc, crew) {
			continue
		}
		if planet {
			acts = append(acts, action{Option: Option{Action: ActAttempt, Target: m, Confirm: true,
				label: attemptPlanetLabel, apply: applyAttemptPlanet}})
			continue
		}
		// Not marked irreversible: the choice of ships commits the attempt.
		acts = append(acts, action{Option: Option{Action: ActAttempt, Target: m,
			label: attemptShipsLabel, apply: applyAttemptShips}})
	}
	return acts
}

// The attempt options' labels and what choosing them does are plain
// functions of the option (option_apply.go): the mission (Target) is the
// attempting player's, and nothing changes while the decision waits, so
// what they find again is what was found when the option was listed (two
// closures per attempt option per orders decision otherwise).

func attemptPlanetLabel(g *Game, o *Option) string {
	m := o.Target
	n := len(g.planetAttempters(g.cards[m].Controller, m))
	return fmt.Sprintf("Attempt %s with %d personnel%s", g.cards[m].Card.Name(), n, attemptCostText(g.attemptCost(m)))
}

func applyAttemptPlanet(g *Game, o *Option) {
	m := o.Target
	p := g.cards[m].Controller
	g.payThenAttempt(p, m, nil)
}

// payThenAttempt: p pays the cost of attempting m, if any, then begins
// the attempt with the crews of ships (nil: those on the planet). The
// closure is made only when there is a cost to ask for.
func (g *Game) payThenAttempt(p Player, m int, ships []int) {
	if n := g.attemptCost(m); n > 0 {
		g.payToAttempt(p, m, n, func() { g.beginAttempt(p, m, ships) })
		return
	}
	g.beginAttempt(p, m, ships)
}

func attemptShipsLabel(g *Game, o *Option) string {
	m := o.Target
	return fmt.Sprintf("Attempt %s%s", g.cards[m].Card.Name(), attemptCostText(g.attemptCost(m)))
}

func applyAttemptShips(g *Game, o *Option) {
	m := o.Target
	p := g.cards[m].Controller
	g.askAttemptShips(p, m, g.attemptShips(p, m))
}

// planetAttempters: all of p's unstopped personnel on that planet.
func (g *Game) planetAttempters(p Player, m int) []int {
	return g.appendPlanetAttempters(nil, p, m)
}

// appendPlanetAttempters appends planetAttempters(p, m) to out.
func (g *Game) appendPlanetAttempters(out []int, p Player, m int) []int {
	for _, id := range g.cards[m].Surface {
		if g.attempter(p, id) {
			out = append(out, id)
		}
	}
	return out
}

// attempter: id is p's personnel who could attempt.
func (g *Game) attempter(p Player, id int) bool {
	c := g.cards[id]
	return c.Controller == p && c.Card.Type == Personnel && g.considers(p, id)
}

// attemptShips: p's unstopped ships at m with unstopped personnel aboard.
func (g *Game) attemptShips(p Player, m int) []int {
	var buf [8]int // gathered here, kept in the game's lists
	out := buf[:0]
	for _, s := range g.cards[m].Ships {
		sc := g.cards[s]
		if sc.Controller == p && g.considers(p, s) && !g.crewCannotAttempt(s) && slices.ContainsFunc(g.cards[s].Aboard, func(id int) bool { return g.attempter(p, id) }) {
			out = append(out, s)
		}
	}
	return g.keptList(out)
}

func (g *Game) shipAttempters(p Player, s int) []int {
	return g.appendShipAttempters(nil, p, s)
}

// appendShipAttempters appends shipAttempters(p, s) to out.
func (g *Game) appendShipAttempters(out []int, p Player, s int) []int {
	if g.crewCannotAttempt(s) { // vocab_damage_crew.go
		return out
	}
	for _, id := range g.cards[s].Aboard {
		if g.attempter(p, id) {
			out = append(out, id)
		}
	}
	return out
}

// affiliationMatch: at least one attempting personnel matches one of the
// mission's affiliation icons.
func (g *Game) affiliationMatch(m *Inst, group []int) bool {
	if g.printedMatch(m, group) {
		return true
	}
	for i := range m.Card.AltReqs {
		if g.altUsable(m.ID, i, group) {
			return true
		}
	}
	return g.grantMatch(m.ID, group) // vocab_grant_requirements.go
}

func (g *Game) askAttemptShips(p Player, m int, ships []int) {
	// The decision, its options and the lists below come from the
	// game's reused memory (bot_recycle.go, slab.go), its prompt and
	// answer are plain functions reading g.shipsAsk, and its text is
	// worded when read: bots do not (this was 7% of what the strong
	// bot's futures allocated, and the closures another 2%).
	a := &g.shipsAsk
	a.p, a.m = p, m
	d := g.newDecision()
	d.Player, d.Kind, d.Min, d.Max = p, KindAttemptShips, 1, 1
	d.prompt = attemptShipsPrompt
	if len(ships) > maxShipSubsets {
		g.askAttemptShipsMulti(p, m, ships, d)
		return
	}
	// Offer every group of ships whose crews may attempt (one of them
	// matches the mission's affiliation icons), largest first, so that
	// every option offered is legal.
	// Each ship's crew is found once, and a group's crew is gathered in
	// one reused list: only the groups offered keep a list of their own.
	var crews [maxShipSubsets][]int
	all := 0
	for i, s := range ships {
		crews[i] = g.appendShipAttempters(g.lists.take(len(g.cards[s].Aboard))[:0], p, s)
		all += len(crews[i])
	}
	groups := a.groups[:0]
	crew := g.lists.take(all)[:0]
	for mask := 1; mask < 1<<len(ships); mask++ {
		crew = crew[:0]
		for i := range ships {
			if mask&(1<<i) != 0 {
				crew = append(crew, crews[i]...)
			}
		}
		if g.affiliationMatch(g.cards[m], crew) && !g.tooFewToAttempt(m, len(crew)) {
			group := g.lists.take(bits.OnesCount(uint(mask)))[:0]
			for i, s := range ships {
				if mask&(1<<i) != 0 {
					group = append(group, s)
				}
			}
			groups = append(groups, shipGroup{group, len(crew)})
		}
	}
	slices.SortStableFunc(groups, func(a, b shipGroup) int { return len(b.ships) - len(a.ships) })
	a.groups = groups
	d.Options = g.optionBuffer(len(groups) + 1)
	for _, gr := range groups {
		d.Options = append(d.Options, Option{Action: ActPick, Card: gr.ships[0], Confirm: true, label: shipGroupLabel})
	}
	d.Options = append(d.Options, backOption(backAttemptNothing))
	g.keepOptions(d.Options)
	if g.bound().shipsChosen == nil {
		g.bound().shipsChosen = g.attemptShipsChosen
	}
	g.ask(d, g.bound().shipsChosen)
}

// shipsAsk is the ships-to-attempt-with decision posed last
// (askAttemptShips): p attempts mission m with one of groups, Back after
// them. Only one decision is pending at a time and nothing changes while
// it waits, so what its prompt and answer read is what it was posed with.
type shipsAsk struct {
	p      Player
	m      int
	groups []shipGroup
}

// shipGroup is a group of ships offered, with the personnel aboard them.
type shipGroup struct {
	ships []int
	n     int
}

// shipGroupLabel words an option of the pending ships-to-attempt-with
// decision: the group of the same place in g.shipsAsk.
func shipGroupLabel(g *Game, o *Option) string {
	gr := g.shipsAsk.groups[optionAt(g.pendingDecision(), o)]
	return g.names(gr.ships) + " (" + strconv.Itoa(gr.n) + " personnel)"
}

func attemptShipsPrompt(g *Game) string {
	return "Attempt " + g.cardName(g.shipsAsk.m) + " with the crews of which ships?"
}

// attemptShipsChosen goes back to orders, or pays for the attempt with
// the group picked and begins it.
func (g *Game) attemptShipsChosen(picks []int) {
	a := &g.shipsAsk
	if picks[0] == len(a.groups) {
		g.backToOrders()
		return
	}
	g.payThenAttempt(a.p, a.m, a.groups[picks[0]].ships)
}

// maxShipSubsets bounds the ships whose groups are listed one by one.
const maxShipSubsets = 4

// askAttemptShipsMulti lets the player tick ships when there are too many
// for their groups to be listed; a group no crew of which matches the
// mission's affiliation icons is refused.
func (g *Game) askAttemptShipsMulti(p Player, m int, ships []int, d *Decision) {
	d.Min, d.Max = 1, len(ships)
	d.Confirm = true // every answer but Back starts the attempt
	for _, s := range ships {
		d.Options = append(d.Options, Option{Label: fmt.Sprintf("%s (%d personnel)", g.cardName(s), len(g.shipAttempters(p, s))), Action: ActPick, Card: s})
	}
	pick := func(picks []int) []int {
		var out []int
		for _, i := range picks {
			out = append(out, ships[i])
		}
		return out
	}
	check := func(picks []int) error {
		var group []int
		for _, s := range pick(picks) {
			group = append(group, g.shipAttempters(p, s)...)
		}
		if !g.affiliationMatch(g.cards[m], group) {
			return fmt.Errorf("none of those personnel matches an affiliation icon of %s", g.cardName(m))
		}
		if g.tooFewToAttempt(m, len(group)) {
			return fmt.Errorf("an attempt at %s needs more personnel involved", g.cardName(m))
		}
		return nil
	}
	back, alone := addBack(d, backAttemptNothing)
	checkGroup := check
	check = chain(alone, func(picks []int) error {
		if len(picks) == 1 && picks[0] == back {
			return nil
		}
		return checkGroup(picks)
	})
	g.askChecked(d, check, func(picks []int) {
		if picks[0] == back {
			g.backToOrders()
			return
		}
		g.payThenAttempt(p, m, pick(picks))
	})
}

// beginAttempt starts the attempt: count the personnel, less overcome
// dilemmas beneath the mission; the opponent draws that many dilemmas and
// may spend that total cost (Rulebook: Facing Dilemmas).
// markUsed notes that the ability key has answered the dilemma faced
// (the map is made on first use: most attempts use none).
func (a *attempt) markUsed(key abilityKey) {
	if a.used == nil {
		a.used = map[abilityKey]bool{}
	}
	a.used[key] = true
}

func (g *Game) beginAttempt(p Player, m int, ships []int) {
	a := g.attempts.take(attempt{player: p, mission: m, ships: ships})
	// The attempt's lists are made with room for what they will hold
	// (each grown by doubling was some 1.5% of a basic-bot game's
	// allocations).
	mc := g.cards[m]
	if ships == nil {
		a.personnel = g.appendPlanetAttempters(g.lists.take(len(mc.Surface))[:0], p, m)
	} else {
		room := 0
		for _, s := range ships {
			room += len(g.cards[s].Aboard)
		}
		a.personnel = g.lists.take(room)[:0]
		for _, s := range ships {
			a.personnel = g.appendShipAttempters(a.personnel, p, s)
		}
	}
	if g.oneReqSet(m) {
		g.startAttempt(a) // chooseReqSet's own way when there is nothing to choose, without its closure
		return
	}
	g.chooseReqSet(a, func() { g.startAttempt(a) })
}

// startAttempt: the attempt's requirements settled, it begins.
func (g *Game) startAttempt(a *attempt) {
	p, m, mc := a.player, a.mission, g.cards[a.mission]
	g.attempt = a
	g.rememberAttempt(m)      // vocab_attempt_limit.go
	g.rememberAttempted(p, m) // vocab_flip.go
	n := max(0, len(a.personnel)-len(mc.Beneath))
	a.limit, a.counted = n, n
	cards := g.lists.take(1 + len(a.personnel))
	cards[0] = m
	copy(cards[1:], a.personnel)
	g.emit(Event{Kind: "attempt", Player: p, Cards: cards, at: len(mc.Beneath), render: attemptText})
	// Step 1.b: "when … begins a mission attempt", once counted; step
	// 2.c: "when … drawn dilemmas" (Glossary: attempting missions). The
	// steps after it read the attempt, which is g.attempt until it ends.
	// Neither the event's cards nor the trigger's change: they share a
	// list.
	if g.bound().attemptBegun == nil {
		g.bound().attemptBegun = g.attemptBegun
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigAttemptBegins, Player: p, Cards: cards[1:], Mission: m}), g.bound().attemptBegun)
}

// attemptBegun: the attempt's beginning answered, its dilemmas are drawn
// and chosen.
func (g *Game) attemptBegun(*Trigger) {
	g.push(g.stepFn(stepDrawDilemmas), g.stepFn(stepDilemmasDrawn), g.stepFn(stepOfferRejoin), g.stepFn(stepChooseDilemmas))
}

// attemptText: Player attempts the mission Cards[0] with the personnel
// Cards[1:]; at is how many overcome dilemmas were beneath it.
func attemptText(g *Game, e *Event) {
	n, beneath := len(e.Cards)-1, e.at
	e.Text = fmt.Sprintf("%s attempts %s with %d personnel; %d overcome dilemma(s) beneath it: %s draws %d dilemma(s).",
		g.players[e.Player].Name, g.cards[e.Cards[0]].Card.Name(), n, beneath, g.players[e.Player.Other()].Name, max(0, n-beneath))
}

// drawCountedDilemmas draws the dilemmas the attempt counted, and those
// card text added.
func (g *Game) drawCountedDilemmas() {
	a := g.attempt
	g.drawDilemmas(a.counted + a.extraDraw)
}

// fireDilemmasDrawn: "when … drawn dilemmas" (step 2.c).
func (g *Game) fireDilemmasDrawn() {
	a := g.attempt
	g.fire(g.trigs.take(Trigger{Kind: TrigDilemmasDrawn, Player: a.player, Cards: g.lists.clone(a.drawn), Mission: a.mission}), nil)
}

// drawDilemmas draws from the opponent's pile; reaching a face-up card
// shuffles the whole pile face down first.
func (g *Game) drawDilemmas(n int) {
	a := g.attempt
	opp := a.player.Other()
	ps := g.players[opp]
	a.drew = true
	start := len(a.drawn)                // text may draw more once some are drawn (vocab_drawn_dilemmas.go)
	a.drawn = grow(&g.lists, a.drawn, n) // room for what place appends
	for range n {
		if len(ps.DilemmaPile) == 0 {
			break
		}
		g.place(g.reachDilemmaTop(opp, 1)[0], ZDrawn, 0) // dilemma_pile_top.go
	}
	if !g.quiet { // its list is made for the event alone
		g.emit(Event{Kind: "draw-dilemmas", Player: opp, Cards: slices.Clone(a.drawn[start:]), Private: true, render: drawDilemmasText})
	}
}

// drawDilemmasText: Player drew the dilemmas Cards; the other player
// reads how many.
func drawDilemmasText(g *Game, e *Event) {
	name := g.players[e.Player].Name
	e.Text = fmt.Sprintf("%s draws %d dilemma(s): %s.", name, len(e.Cards), g.names(e.Cards))
	e.Public = fmt.Sprintf("%s draws %d dilemma(s).", name, len(e.Cards))
}

func (g *Game) names(ids []int) string {
	switch len(ids) {
	case 0:
		return "none"
	case 1:
		return g.cardName(ids[0])
	}
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(g.cardName(id))
	}
	return b.String()
}

// offerRejoin lets the opponent add a "rejoin" dilemma on this mission to
// those drawn (Limited Welcome).
func (g *Game) offerRejoin() {
	a := g.attempt
	opp := a.player.Other()
	for _, id := range g.cards[a.mission].On {
		c := g.cards[id]
		if c.Owner != opp || !hasVerb(c.Card.Effect, DoRejoin) {
			continue
		}
		id := id
		g.offer(opp, KindTakeDilemma, fmt.Sprintf("Add %s from the mission to the dilemmas you drew?", c.Card.Name()), []action{
			{Option{Label: "Add " + c.Card.Name() + " to the drawn dilemmas", Action: ActPick, Card: id}, func() {
				g.place(id, ZDrawn, 0)
				g.emit(Event{Kind: "rejoin", Player: opp, Cards: g.one(id), Text: fmt.Sprintf("%s adds %s to the drawn dilemmas.", g.players[opp].Name, g.ref(c.ID))})
				g.push(g.stepFn(stepOfferRejoin))
			}},
			{Option{Label: "Leave it on the mission", Action: ActEnd}, func() {}},
		})
		return
	}
}

func hasVerb(steps []Step, verb string) bool {
	for i := range steps { // by index: a Step is big to copy
		s := &steps[i]
		if s.Do == verb || hasVerb(s.Then, verb) || hasVerb(s.IfCannot, verb) || hasVerb(s.Else, verb) || hasVerb(s.Cost, verb) {
			return true
		}
		for _, c := range s.Choices {
			if hasVerb(c, verb) {
				return true
			}
		}
	}
	return false
}

// askChooseDilemmas: the opponent picks any number of the drawn dilemmas,
// in stack order (first pick on top); the rest go face up to the bottom of
// the dilemma pile.
func (g *Game) askChooseDilemmas() {
	a := g.attempt
	opp := a.player.Other()
	drawn := g.lists.clone(a.drawn)
	a.choosing = drawn
	d := g.newDecision()
	d.Player, d.Kind, d.Min, d.Max, d.Ordered, d.prompt = opp, KindChooseDilemmas, 0, len(drawn), true, chooseDilemmasPrompt
	d.Options = g.optionBuffer(len(drawn)) // one list, not grown by doubling
	for _, id := range drawn {
		d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: dilemmaChoiceLabel})
	}
	g.keepOptions(d.Options)
	if len(drawn) == 0 {
		d.Min, d.Max = 0, 0 // nothing to pick: the only answer is no picks
		g.pose(d, nil, func([]int) { g.formStack(drawn, nil) })
		return
	}
	if g.bound().stackChosen == nil {
		g.bound().stackChosen = g.formChosenStack // a closure per attempt was 1% of a strong bot's bytes
	}
	g.ask(d, g.bound().stackChosen)
}

// formChosenStack forms the stack of the dilemmas picked among those the
// opponent chose from (askChooseDilemmas).
func (g *Game) formChosenStack(picks []int) { g.formStack(g.attempt.choosing, picks) }

func (g *Game) formStack(drawn, picks []int) {
	a := g.attempt
	opp := a.player.Other()
	a.stack = grow(&g.lists, a.stack, len(picks)) // room for what place appends
	for _, i := range picks {
		g.place(drawn[i], ZStack, 0)
	}
	for i, id := range drawn {
		if !slices.Contains(picks, i) { // drawn holds each card once
			g.toDilemmaPileBottom(id)
		}
	}
	a.formed = true
	g.stackAside()
	// Each is revealed in turn (nextDilemma), and most are faced.
	a.revealed = grow(&g.idLists, a.revealed, len(a.stack))
	a.faced = grow(&g.lists, a.faced, len(a.stack))
	// Those returned are the drawn ones not picked: a dilemma set aside
	// joins the stack without having been drawn.
	if !g.quiet { // its list is made for the event alone
		g.emit(Event{Kind: "dilemma-stack", Player: opp, Facts: EventFacts{Hidden: slices.Clone(a.stack)}, at: len(drawn) - len(picks), render: stackText})
	}
	g.push(g.stepFn(stepNextDilemma))
}

// stackText: Player placed the Hidden dilemmas in a stack and returned
// at of those drawn; worded when read.
func stackText(g *Game, e *Event) {
	e.Text = fmt.Sprintf("%s places %d dilemma(s) in a face-down stack and returns %d.", g.players[e.Player].Name, len(e.Facts.Hidden), e.at)
}

// toDilemmaPileBottom returns a dilemma face up to the bottom of its
// owner's dilemma pile.
func (g *Game) toDilemmaPileBottom(id int) {
	g.place(id, ZDilemmaPile, 0)
	g.cards[id].FaceUp = true
	g.changed(id) // rules_loops_cards.go
}

// refreshAttempt drops personnel who are stopped or have left the mission
// attempt (Rulebook: Order – Attempt a Mission).
func (g *Game) refreshAttempt() {
	a := g.attempt
	keep := a.personnel[:0]
	for _, id := range a.personnel {
		c := g.cards[id]
		if c.Controller != a.player || !g.considers(a.player, id) {
			continue
		}
		in := false
		if a.ships == nil {
			in = c.Zone == ZSurface && c.Where == a.mission
		} else if c.Zone == ZAboard && slices.Contains(a.ships, c.Where) {
			in = g.cards[c.Where].Zone == ZAtMission && g.cards[c.Where].Where == a.mission
		}
		if in {
			keep = append(keep, id)
		}
	}
	a.personnel = keep
}

// nextDilemma reveals and faces the top dilemma of the stack, or moves on
// to the mission requirements when the stack is empty.
func (g *Game) nextDilemma() {
	a := g.attempt
	if a.ended { // vocab_end_attempt.go: no more dilemmas, no requirements
		g.endAttempt()
		return
	}
	g.refreshAttempt()
	if len(a.stack) == 0 {
		g.push(g.stepFn(stepRequirementsWindow), g.stepFn(stepCheckMission))
		return
	}
	if len(a.personnel) == 0 {
		// No personnel left: every remaining dilemma is overcome.
		for len(a.stack) > 0 {
			g.overcome(a.stack[0], OvercomeNoneLeft, "no personnel remain to face it")
		}
		g.push(g.stepFn(stepCheckMission))
		return
	}
	g.aboutToReveal(g.stepFn(stepRevealTopDilemma)) // step 3.b (vocab_about_to_reveal.go)
}

// revealTopDilemma reveals the top dilemma of the stack (steps 3.c–3.d),
// unless the responses to its being about to be revealed ended the
// attempt, emptied the stack or removed every personnel: then
// nextDilemma looks again.
func (g *Game) revealTopDilemma() {
	a := g.attempt
	if a.ended || len(a.stack) == 0 {
		g.nextDilemma()
		return
	}
	if g.refreshAttempt(); len(a.personnel) == 0 {
		g.nextDilemma()
		return
	}
	// Steps 3.c–3.d: the dilemma is revealed and its "when … revealed"
	// text is done, as its own, before it is checked as a duplicate, for
	// its type or against the cost limit (3.f): a dilemma overcome there
	// was still revealed (Rulebook: Facing Dilemmas, steps in order).
	id := a.stack[0]
	g.cards[id].FaceUp = true // revealed: every reader may name it from now on
	g.changed(id)             // rules_loops_cards.go
	g.emit(Event{Kind: "reveal", Player: a.player.Other(), Cards: g.one(id), render: revealText})
	a.dilemma, a.placed, a.selected, a.chosen, a.prevented, a.acted = id, false, nil, nil, false, false
	a.wanted, a.stoppedByThis, a.special = 0, a.stoppedByThis[:0], dilemmaState{}
	clear(a.used)
	g.push(g.stepFn(stepCheckRevealed))
	g.firedDilemmaRevealed(id)             // its owner's "when revealed" responses (vocab_dilemma_revealed.go)
	g.revealSteps(g.cards[id].Card.Effect) // runs first: pushed last
}

// checkRevealed checks the dilemma just revealed (steps 3.e–3.f): it is
// overcome unfaced as a second copy, as the wrong type, or over the cost
// limit (with every dilemma after it); otherwise it is faced.
func (g *Game) checkRevealed() {
	a := g.attempt
	id := a.dilemma
	c := g.cards[id].Card
	if g.cards[id].Zone != ZStack { // its own reveal text moved it
		a.revealed = append(a.revealed, c.ID)
		a.dilemma = 0
		g.push(g.stepFn(stepNextDilemma))
		return
	}
	cost := g.dilemmaCost(id) // step 3.e: cost-related text, before the checks of 3.f
	switch {
	case slices.Contains(a.revealed, c.ID):
		a.revealed = append(a.revealed, c.ID)
		a.dilemma = 0
		g.overcome(id, OvercomeCopy, "a copy was already revealed in this attempt")
		g.push(g.stepFn(stepNextDilemma))
		return
	case !dilemmaFits(c, g.cards[a.mission].Card.MissionType):
		a.revealed = append(a.revealed, c.ID)
		a.dilemma = 0
		g.overcome(id, OvercomeWrongType, "it is the wrong type for this mission")
		g.push(g.stepFn(stepNextDilemma))
		return
	case a.spent+cost > a.limit:
		a.dilemma = 0
		for len(a.stack) > 0 {
			g.overcome(a.stack[0], OvercomeCost, "the total dilemma cost would exceed the limit")
		}
		// The stack is empty: step 5 as after any last dilemma, its window
		// included (Glossary – attempting missions, 5.a).
		g.push(g.stepFn(stepRequirementsWindow), g.stepFn(stepCheckMission))
		return
	}
	a.revealed = append(a.revealed, c.ID)
	a.spent += cost
	a.faced = append(a.faced, id)
	g.noteFaced(a) // vocab_faced_this_turn.go
	g.emit(Event{Kind: "face", Player: a.player, Cards: g.one(id), render: faceText})
	g.push(g.stepFn(stepFaceDilemma), g.stepFn(stepAfterDilemma), g.stepFn(stepNextDilemma))
	g.facingWindow()         // runs next
	g.stopBeforeFacing(id)   // runs second: "about to face" (vocab_dilemma_lasting_more.go)
	g.damageBeforeFacing(id) // and damage on a ship whose crew faces it (vocab_damage_before_facing.go)
	g.aboutToFace()          // runs first: a personnel's own "about to face" text (vocab_about_to_face.go)
}

// faceDilemma schedules the actions of the dilemma being faced, but
// those done as it was revealed.
func (g *Game) faceDilemma() {
	g.dilemmaActions(withoutReveal(g.cards[g.attempt.dilemma].Card.Effect))
}

func dilemmaFits(c *Card, mt MissionType) bool {
	switch c.DilemmaType {
	case PlanetDilemma:
		return mt == Planet
	case SpaceDilemma:
		return mt == Space
	}
	return true
}

// afterDilemma: a dilemma not told where to go is overcome. One whose
// game text the engine does not run did nothing, and the log says why.
func (g *Game) afterDilemma() {
	a := g.attempt
	if !a.placed && g.cards[a.dilemma].Zone == ZStack {
		why := ""
		if g.cards[a.dilemma].Card.Status == NotEnforced {
			why = "its game text is not enforced, so it had no effect"
		}
		g.overcome(a.dilemma, OvercomeFaced, why)
	}
	a.dilemma = 0
	g.endTimed("dilemma")
}

// overcome places a dilemma face up beneath the mission being attempted;
// reason is one of the Overcome codes, why says it in words.
func (g *Game) overcome(id int, reason, why string) {
	if g.removedInsteadOfOvercome(id) { // vocab_face_revealed.go
		return
	}
	a := g.attempt
	g.place(id, ZBeneath, a.mission)
	g.emit(Event{Kind: "overcome", Player: a.player, Cards: g.one(id), note: why, render: overcomeText, Facts: EventFacts{Reason: reason}})
}

// checkMission: with personnel remaining, meet the requirements to score;
// otherwise every remaining personnel is stopped (Rulebook: Checking
// Mission Requirements).
func (g *Game) checkMission() {
	// The requirements as the cards lying on the mission change them
	// (vocab_dilemma_placed.go), worked out once: answering for skill costs
	// comes back to the same requirement.
	if g.altLost(g.attempt) {
		g.failAltLost(altLostWhy) // vocab_alt_requirements.go
		return
	}
	if g.grantLost(g.attempt) {
		g.failAltLost(grantLostWhy) // vocab_grant_requirements.go
		return
	}
	g.checkMissionAgainst(g.missionReq(g.attempt.mission))
}

func (g *Game) checkMissionAgainst(req *Req) {
	a := g.attempt
	g.refreshAttempt()
	mc := g.cards[a.mission]
	p := a.player
	if len(a.personnel) > 0 && req != nil && !g.skillCostsFree(req) && !g.skillCostsAsk(req, g.recheckMission(req)) {
		return
	}
	var t *Trigger
	var rc *ReqCtx // what the requirements are checked against, read once
	if len(a.personnel) > 0 && req != nil {
		rc = g.missionReqCtx(a)
	}
	// Met, but the mission's text forbids completing it now: the attempt
	// fails as an unmet one does (vocab_cannot_complete.go), read before
	// anyone is stopped.
	met := rc != nil && g.missionMet(req, rc)
	forbidden := met && !g.mayComplete(a.mission)
	switch {
	case len(a.personnel) == 0:
		if !g.quiet { // its text is made for the event alone
			g.emit(Event{Kind: "attempt-failed", Player: p, Cards: g.one(a.mission), Text: fmt.Sprintf("%s's attempt of %s fails: no personnel remain.", g.players[p].Name, g.ref(mc.ID))})
		}
		t = g.trigs.take(Trigger{Kind: TrigAttemptFailed, Player: p, Mission: a.mission})
	case met && !forbidden:
		if g.aboutToComplete() { // step 5.d: its responses come first
			return
		}
		t = g.scoreMission()
	default:
		if g.aboutToFail(req) { // step 5.c: its responses come first
			return
		}
		// What is missing is read from the group as it was checked, before
		// they are stopped, and worded when read; only the event reads it
		// (a quiet game keeps none).
		var held *ReqCtx
		if !g.quiet && !forbidden {
			if rc == nil {
				rc = g.reqCtx(a)
			}
			held = heldReqCtx(req, rc)
		}
		for _, id := range a.personnel {
			g.cards[id].Stopped = true
			g.changed(id) // rules_loops_cards.go
		}
		if !g.quiet {
			g.emitAttemptFailed(req, held, forbidden)
		}
		t = g.trigs.take(Trigger{Kind: TrigAttemptFailed, Player: p, Cards: g.lists.clone(a.personnel), Mission: a.mission})
	}
	// Step 5.c–d: "when … fail a mission attempt" and "when … complete"
	// answer before the attempt ends, so a win waits for them (Winning
	// the Game: pending card text resolves first).
	g.fireStep(t, g.endAttemptStep())
}

// endAttemptStep is g.endAttempt, made once for g (boundFns): what
// follows a mission's requirements checked, or its completion.
func (g *Game) endAttemptStep() func() {
	b := g.bound()
	if b.endAttempt == nil {
		b.endAttempt = g.endAttempt
	}
	return b.endAttempt
}

// recheckMission is checkMissionAgainst(req) again, for once the skill
// costs asked are answered: the requirements checked wait in the attempt
// (a closure per check was 3% of a strong bot's allocations).
func (g *Game) recheckMission(req *Req) func() {
	g.attempt.rechecking = req
	b := g.bound()
	if b.recheckMission == nil {
		b.recheckMission = func() { g.checkMissionAgainst(g.attempt.rechecking) }
	}
	return b.recheckMission
}

// emitAttemptFailed tells that the attempt fails, its requirements unmet
// (held: what they were checked against) or met but its completion
// forbidden.
func (g *Game) emitAttemptFailed(req *Req, held *ReqCtx, forbidden bool) {
	a := g.attempt
	if forbidden {
		g.emit(cannotCompleteEvent(a.player, a)) // vocab_cannot_complete.go
		return
	}
	raised := ""
	if n := g.reqPlus(a); n > 0 {
		raised = fmt.Sprintf(" (its attribute requirements raised by %d)", n)
	}
	g.emit(Event{Kind: "attempt-failed", Player: a.player, Cards: append([]int{a.mission}, a.personnel...), note: raised, render: func(g *Game, e *Event) {
		e.Text = g.players[e.Player].Name + "'s personnel do not meet the requirements of " + g.cardName(e.Cards[0]) + e.note + lacking(req, held) +
			"; the attempt fails and they are stopped."
	}})
}

// scoreMission completes the attempted mission: its player scores its
// points (step 5.d, after the about-to-complete responses); the trigger
// returned is the "when … complete" one, to be fired.
func (g *Game) scoreMission() *Trigger {
	a := g.attempt
	mc := g.cards[a.mission]
	p := a.player
	pts := g.missionPoints(a)
	mc.Completed = true
	g.changed(mc.ID) // rules_loops_cards.go
	g.players[p].Score += pts
	score := g.players[p].Score
	if !g.quiet { // its wording's closure is made for the event alone
		g.emit(Event{Kind: "complete", Player: p, Cards: g.one(a.mission), render: func(g *Game, e *Event) {
			e.Text = fmt.Sprintf("%s completes %s and scores %d points (%d).", g.players[e.Player].Name, g.cardName(e.Cards[0]), pts, score)
		}})
	}
	g.overcomeWhenCompleted(a.mission)
	return g.trigs.take(Trigger{Kind: TrigCompleted, Player: p, Cards: g.lists.clone(a.personnel), Mission: a.mission, reqSet: a.alt})
}

// endAttempt ends the mission attempt: what lasted until its end ends
// (the dilemmas placed with a lasting effect included: attemptEnds).
func (g *Game) endAttempt() {
	a := g.attempt
	g.attemptEnds()
	g.attempt = nil
	g.endTimed("attempt", "dilemma")
	g.push(g.stepFn(stepOrders))
	g.attemptEnded(a) // vocab_attempt_ended.go: answered before the next order
}

// requirementsWindow: before the requirements are checked, the attempting
// player may still use "while attempting" abilities (Glossary – attempting
// missions, step 5.a).
func (g *Game) requirementsWindow() {
	a := g.attempt
	g.refreshAttempt()
	if len(a.personnel) == 0 {
		return
	}
	clear(a.used)
	g.facingWindow()
}

// dilemmaActions schedules a dilemma's steps, nested ones ("unless …",
// "if you cannot …") included, one action at a time with a response window
// after each action: "when/while facing a dilemma" text may be used before
// or after any action, never in the middle of one (Rulebook: Facing
// Dilemmas; Glossary – attempting missions, 3.h and 3.i). A prevented
// dilemma's remaining actions do not happen.
func (g *Game) dilemmaActions(steps []Step) { g.dilemmaActionsAs(g.dilemmaCtx(), steps) }

// dilemmaActionsAs is dilemmaActions with ctx saying who performs the
// registered verbs (a player given a choice by "may" or "choose-one").
// Once the dilemma is prevented or overcome by its own text, what is left
// of it does not happen (dilemmaLive).
func (g *Game) dilemmaActionsAs(ctx fxCtx, steps []Step) {
	// Each step's run (a work item, not a closure), then a shared
	// afterAction (rules_step_fns.go), pushed last first without a list of them.
	after := g.stepFn(stepAfterAction)
	for i := len(steps) - 1; i >= 0; i-- {
		g.push(after)
		g.pushStep(opDilemmaStep, ctx, &steps[i]) // card data: see runAbility
	}
}

// afterAction opens a response window if one of the dilemma's actions
// happened since the last window and the dilemma is still being faced.
func (g *Game) afterAction() {
	a := g.attempt
	if !a.acted {
		return
	}
	a.acted = false
	g.refreshAttempt()
	if !a.prevented && !a.placed && g.cards[a.dilemma].Zone == ZStack && len(a.personnel) > 0 {
		g.facingWindow()
	}
}

// facingWindow is the response window while personnel face the dilemma
// (or, with no dilemma, before the requirements are checked); it closes
// if the dilemma is prevented.
func (g *Game) facingWindow() {
	a := g.attempt
	w := g.newWindow()
	w.att, w.dilemma = a, a.dilemma
	g.push(w.stepFn)
}
