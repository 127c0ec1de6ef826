package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Cond is the condition card text sets on an ability on top of its
// trigger, or on playing a card: what its player commands or holds
// ("if you command a mission requiring Science", "to play this event, you
// must command three [TNG] personnel"), where the card is, what the
// mission of the trigger is, what the dilemma being faced is, what has
// been played, how many personnel the trigger is about ("with six or more
// personnel"). Every field set must hold. It is read for a player (ctx.p,
// "you"), at a mission (ctx.mission, "this mission") and, for a response,
// with the trigger answered (ctx.trig): whenever the ability would be
// offered (every kind of ability: played, order, attempting, facing,
// interrupts, the trigger bus), again, for cost modifiers, when the card
// is paid for, and before a card whose play it restricts is played. (A
// step's own condition, "if ...: ...; otherwise", is a Condition:
// conditions.go.)
type Cond struct {
	// MissionRequires: the player commands a mission whose requirements
	// name this skill (Ruling: Alpha 5 Approach — a mission "requiring" a
	// skill prints it in its requirements).
	MissionRequires string `yaml:"mission_requires,omitempty" json:"mission_requires,omitempty"`
	// MoreCardsInHand: the player holds more cards than each opponent.
	MoreCardsInHand bool `yaml:"more_cards_in_hand,omitempty" json:"more_cards_in_hand,omitempty"`

	// Here: what triggers it happens at this card's mission (the card
	// played there, the mission attempted or completed, the selection made
	// there, the engagement).
	Here bool `yaml:"here,omitempty" json:"here,omitempty"`
	// DuringAttempt: a mission attempt is in progress.
	DuringAttempt bool `yaml:"during_attempt,omitempty" json:"during_attempt,omitempty"`
	// OnPlanet: this personnel is on a planet's surface.
	OnPlanet bool `yaml:"on_planet,omitempty" json:"on_planet,omitempty"`
	// Aboard: this personnel is aboard a ship; AboardShip: aboard a ship
	// its player commands that the filter matches ("your Vor'cha Class
	// ship").
	Aboard     bool    `yaml:"aboard,omitempty" json:"aboard,omitempty"`
	AboardShip *Filter `yaml:"aboard_ship,omitempty" json:"aboard_ship,omitempty"`
	// ShipHere: a staffed ship its player commands that the filter matches
	// is at this card's mission.
	ShipHere *Filter `yaml:"ship_here,omitempty" json:"ship_here,omitempty"`
	// PresentWithOpponent: an opponent's personnel is present with it.
	PresentWithOpponent bool `yaml:"present_with_opponent,omitempty" json:"present_with_opponent,omitempty"`
	// Staffed: this ship is staffed; CommanderAboard: a personnel whose
	// Commander keyword names this ship is aboard it (Glossary: Commander).
	Staffed         bool `yaml:"staffed,omitempty" json:"staffed,omitempty"`
	CommanderAboard bool `yaml:"commander_aboard,omitempty" json:"commander_aboard,omitempty"`

	// The mission of the trigger (or of the engagement or attempt under
	// way): its type, an affiliation icon it shows or does not show.
	MissionType    MissionType `yaml:"mission_type,omitempty" json:"mission_type,omitempty"`
	MissionIcon    string      `yaml:"mission_icon,omitempty" json:"mission_icon,omitempty"`
	MissionNotIcon string      `yaml:"mission_not_icon,omitempty" json:"mission_not_icon,omitempty"`
	// UsedSkill: this personnel, one of those completing the mission, has
	// a skill the mission's requirements name, so its player may have it
	// use that skill (Glossary: skills — a personnel uses a skill to meet a
	// mission requirement).
	UsedSkill bool `yaml:"used_skill,omitempty" json:"used_skill,omitempty"`

	// The dilemma the text refers to (the one causing the trigger, or the
	// one being faced). Facing: a personnel of the player's that the
	// filter matches faces it. DilemmaWithoutSkill: its encoded text names
	// no skill (in a requirement, a selection or a filter). CopyOvercome: a
	// copy of it is overcome beneath a mission the player commands.
	Facing              *Filter `yaml:"facing,omitempty" json:"facing,omitempty"`
	DilemmaWithoutSkill bool    `yaml:"dilemma_without_skill,omitempty" json:"dilemma_without_skill,omitempty"`
	CopyOvercome        bool    `yaml:"copy_overcome,omitempty" json:"copy_overcome,omitempty"`

	// FirstEachTurn (cost modifiers): the card being played is the first
	// card the ability's Of matches that its player plays this turn.
	FirstEachTurn bool `yaml:"first_each_turn,omitempty" json:"first_each_turn,omitempty"`
	// OpponentCommandsNamed: an opponent commands a unique personnel with
	// the title this card named (name-card). That is information about an
	// opponent's face-down cards (Rulebook: Paying costs).
	OpponentCommandsNamed bool `yaml:"opponent_commands_named,omitempty" json:"opponent_commands_named,omitempty"`

	// Command: you command at least Count (default 1) cards in play that
	// match it and that you may consider (Glossary: stopped — a stopped
	// card does not count toward commanding anything).
	Command *Filter `yaml:"command,omitempty" json:"command,omitempty"`
	Count   int     `yaml:"count,omitempty" json:"count,omitempty"`
	// PointsAtLeast: your score is at least this.
	PointsAtLeast int `yaml:"points_at_least,omitempty" json:"points_at_least,omitempty"`
	// AtLeast / AtMost bound how many cards the trigger is about: the
	// personnel who began the attempt, as declared (Rulings: Beginning a
	// Mission Attempt).
	AtLeast int `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	AtMost  int `yaml:"at_most,omitempty" json:"at_most,omitempty"`
	// EachHere: each of your personnel at this mission (anywhere there:
	// Rulings: At This Mission) matches it.
	EachHere *Filter `yaml:"each_here,omitempty" json:"each_here,omitempty"`
	// NoneBeneath: no dilemma is overcome beneath this mission.
	NoneBeneath bool `yaml:"none_beneath,omitempty" json:"none_beneath,omitempty"`
	// FewerTurns: an opponent has had more turns than you.
	FewerTurns bool `yaml:"fewer_turns,omitempty" json:"fewer_turns,omitempty"`
	// Completed: this mission is completed.
	Completed bool `yaml:"completed,omitempty" json:"completed,omitempty"`
	// Involving: one of the trigger's cards is yours and matches it ("when
	// you win combat involving your [Kli] personnel").
	Involving *Filter `yaml:"involving,omitempty" json:"involving,omitempty"`
}

func (c *Cond) validate() error {
	if c == nil {
		return nil
	}
	if c.MissionRequires != "" && !IsSkill(c.MissionRequires) {
		return fmt.Errorf("cond: unknown skill %q", c.MissionRequires)
	}
	switch c.MissionType {
	case "", Planet, Space:
	default:
		return fmt.Errorf("cond: unknown mission type %q", c.MissionType)
	}
	if c.Count < 0 || c.AtLeast < 0 || c.AtMost < 0 || c.PointsAtLeast < 0 {
		return errors.New("cond: counts cannot be negative")
	}
	if c.Count > 0 && c.Command == nil {
		return errors.New("cond: count needs command")
	}
	for _, f := range []*Filter{c.AboardShip, c.ShipHere, c.Facing, c.Command, c.Involving, c.EachHere} {
		if err := f.validate(); err != nil {
			return fmt.Errorf("cond: %w", err)
		}
	}
	return nil
}

// hidden reports whether the condition reads information its player would
// not normally have (an opponent's face-down cards): a cost reduction
// built on it needs the full cost in counters (Rulebook: Paying costs).
func (c *Cond) hidden() bool { return c != nil && c.OpponentCommandsNamed }

// abilityHolds reports whether ability a's conditions hold for ctx (its
// source, player and, for a trigger, ctx.trig): the card of yours that
// caused the trigger (ByYour) and its Cond.
func (g *Game) abilityHolds(ctx fxCtx, a *Ability) bool {
	if a.ByYour != nil {
		t := ctx.trig
		if t == nil || t.Source == 0 || g.cards[t.Source].Owner != ctx.p || !a.ByYour.MatchesCard(g.cards[t.Source].Card) {
			return false
		}
	}
	return g.condOK(ctx, a.Cond)
}

// condOK reports whether c holds for ctx.p, its card ctx.src, at
// ctx.mission and, for a response, with ctx.trig.
func (g *Game) condOK(ctx fxCtx, c *Cond) bool {
	if c == nil {
		return true
	}
	return g.playerCondHolds(ctx, c) && g.commandCondHolds(ctx, c) && g.placeCondHolds(ctx, c) &&
		g.missionCondHolds(ctx, c) && g.dilemmaCondHolds(ctx, c)
}

// playerCondHolds checks what the player commands, holds or has named.
func (g *Game) playerCondHolds(ctx fxCtx, c *Cond) bool {
	if c.MissionRequires != "" && !g.commandsMissionRequiring(ctx.p, c.MissionRequires) {
		return false
	}
	if c.MoreCardsInHand && len(g.players[ctx.p].Hand) <= len(g.players[ctx.p.Other()].Hand) {
		return false
	}
	if c.OpponentCommandsNamed && !g.opponentCommandsNamed(ctx.p, ctx.src) {
		return false
	}
	return true
}

// placeCondHolds checks where the card is and what is with it.
func (g *Game) placeCondHolds(ctx fxCtx, c *Cond) bool {
	src := g.cards[ctx.src]
	if c.Here {
		m := g.eventMission(ctx.trig)
		if m == 0 || m != ctx.mission {
			return false
		}
	}
	if c.DuringAttempt && g.attempt == nil {
		return false
	}
	if c.OnPlanet && (src.Zone != ZSurface || g.cards[src.Where].Card.MissionType == Space) {
		return false
	}
	if (c.Aboard || c.AboardShip != nil) && src.Zone != ZAboard {
		return false
	}
	if c.AboardShip != nil {
		ship := g.cards[src.Where]
		if ship.Controller != ctx.p || !g.considers(ctx.p, ship.ID) || !g.matches(c.AboardShip, ship.ID) {
			return false
		}
	}
	if c.ShipHere != nil && (ctx.mission == 0 || !slices.ContainsFunc(g.cards[ctx.mission].Ships, func(s int) bool {
		return g.cards[s].Controller == ctx.p && g.considers(ctx.p, s) && g.staffed(s) && g.matches(c.ShipHere, s)
	})) {
		return false
	}
	// Read in place, not through a list of those present (Deanna Troi's
	// order is weighed at every orders decision).
	if c.PresentWithOpponent && !slices.ContainsFunc(g.presentPool(ctx.src), func(id int) bool {
		x := g.cards[id]
		return id != ctx.src && x.Card.Type == Personnel && x.Controller != ctx.p && g.considers(ctx.p, id)
	}) {
		return false
	}
	if c.Staffed && (src.Card.Type != Ship || !g.staffed(ctx.src)) {
		return false
	}
	if c.CommanderAboard && (src.Card.Type != Ship || !g.matchingCommanderAboard(ctx.src)) {
		return false
	}
	return true
}

// missionCondHolds checks the mission of the trigger.
func (g *Game) missionCondHolds(ctx fxCtx, c *Cond) bool {
	if c.MissionType == "" && c.MissionIcon == "" && c.MissionNotIcon == "" && !c.UsedSkill {
		return true
	}
	m := g.eventMission(ctx.trig)
	if m == 0 {
		return false
	}
	mc := g.cards[m].Card
	switch {
	case c.MissionType != "" && mc.MissionType != c.MissionType,
		c.MissionIcon != "" && !missionShows(mc, c.MissionIcon),
		c.MissionNotIcon != "" && missionShows(mc, c.MissionNotIcon),
		c.UsedSkill && !g.couldUseSkill(ctx.src, mc, ctx.trig):
		return false
	}
	return true
}

// dilemmaCondHolds checks the dilemma the text refers to.
func (g *Game) dilemmaCondHolds(ctx fxCtx, c *Cond) bool {
	if c.Facing != nil {
		a := g.attempt
		if a == nil || a.dilemma == 0 || a.player != ctx.p || !slices.ContainsFunc(a.personnel, func(id int) bool { return g.matches(c.Facing, id) }) {
			return false
		}
	}
	if c.DilemmaWithoutSkill || c.CopyOvercome {
		d := g.reactDilemma(ctx)
		if d == 0 {
			return false
		}
		if c.DilemmaWithoutSkill && dilemmaRequiresSkill(g.cards[d].Card) {
			return false
		}
		if c.CopyOvercome && !g.copyOvercomeAt(ctx.p, g.cards[d].Card) {
			return false
		}
	}
	return true
}

// commandCondHolds checks what the player commands and scores, how many
// cards the trigger is about, and this mission's state.
func (g *Game) commandCondHolds(ctx fxCtx, c *Cond) bool {
	p := ctx.p
	if c.Command != nil && !g.commandsAtLeast(p, c.Command, max(1, c.Count)) {
		return false
	}
	if c.PointsAtLeast > 0 && g.players[p].Score < c.PointsAtLeast {
		return false
	}
	if c.AtLeast > 0 || c.AtMost > 0 {
		n := 0
		if ctx.trig != nil {
			n = len(ctx.trig.Cards)
		}
		if n < c.AtLeast || (c.AtMost > 0 && n > c.AtMost) {
			return false
		}
	}
	if c.EachHere != nil {
		if ctx.mission == 0 {
			return false
		}
		for _, id := range g.personnelAt(ctx.mission) {
			if x := g.cards[id]; x.Controller == p && g.considers(p, id) && !g.matches(c.EachHere, id) {
				return false
			}
		}
	}
	if c.NoneBeneath && (ctx.mission == 0 || len(g.cards[ctx.mission].Beneath) > 0) {
		return false
	}
	if c.FewerTurns && g.turnsHad(p.Other()) <= g.turnsHad(p) {
		return false
	}
	if c.Completed && (ctx.mission == 0 || !g.cards[ctx.mission].Completed) {
		return false
	}
	if c.Involving != nil && (ctx.trig == nil || !slices.ContainsFunc(ctx.trig.Cards, func(id int) bool {
		return g.cards[id].Controller == p && g.matches(c.Involving, id)
	})) {
		return false
	}
	return true
}

// eventMission is the mission a trigger happens at: the trigger's own, or
// that of the engagement being begun or of the mission attempt under way.
func (g *Game) eventMission(t *Trigger) int {
	switch {
	case t != nil && t.Mission != 0:
		return t.Mission
	case g.engagement != nil:
		return g.engagement.mission
	case g.attempt != nil:
		return g.attempt.mission
	}
	return 0
}

// missionShows reports whether mission m shows the affiliation icon aff
// (a mission any affiliation may attempt shows none).
func missionShows(m *Card, aff string) bool {
	return m.AttemptBy != nil && !m.AttemptBy.Any && slices.Contains(m.AttemptBy.Only, aff)
}

// couldUseSkill reports whether personnel id, one of the personnel the
// trigger is about (those completing the mission), has a skill mission m's
// requirements name.
func (g *Game) couldUseSkill(id int, m *Card, t *Trigger) bool {
	if t == nil || !slices.Contains(t.Cards, id) || m.Req == nil {
		return false
	}
	ss := g.skills(id)
	for _, k := range m.Req.SkillsNamed() {
		if ss.Level(k) > 0 {
			return true
		}
	}
	return false
}

// commandsMissionRequiring: p commands a mission whose printed
// requirements name skill.
func (g *Game) commandsMissionRequiring(p Player, skill string) bool {
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Controller != p || mc.Card.Req == nil {
			continue
		}
		if slices.Contains(mc.Card.Req.SkillsNamed(), skill) {
			return true
		}
	}
	return false
}

// opponentCommandsNamed reports whether an opponent of p commands a unique
// personnel with the title card src named. On p's turn p's text considers
// the opponent's stopped cards too (Glossary: stopped).
func (g *Game) opponentCommandsNamed(p Player, src int) bool {
	title := g.plays.named[src]
	if title == "" {
		return false
	}
	key := NormalizeTitle(title)
	for _, c := range g.cards[1:] {
		// Where it is and who controls it first: most cards are out of
		// play, and reading their Card was most of this loop's time.
		if c.Zone.InPlay() && c.Controller != p && c.Card.Type == Personnel && c.Card.Unique &&
			c.Card.titleKey == key && g.considers(p, c.ID) {
			return true
		}
	}
	return false
}

// commandsAtLeast reports whether p commands, and may consider, at least
// n cards in play that match f. It stops at the nth: the random bot checks
// the play requirements of every card in hand, and counting every card in
// the game each time was about 1.7% of its CPU.
func (g *Game) commandsAtLeast(p Player, f *Filter, n int) bool {
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == p && g.considers(p, c.ID) && g.matches(f, c.ID) {
			if n--; n <= 0 {
				return true
			}
		}
	}
	return n <= 0
}

// personnelAt lists every personnel at mission m: on its surface and
// aboard every ship there (Rulings: At This Mission).
func (g *Game) personnelAt(m int) []int {
	var out []int
	mc := g.cards[m]
	for _, id := range mc.Surface {
		if g.cards[id].Card.Type == Personnel {
			out = append(out, id)
		}
	}
	for _, s := range mc.Ships {
		for _, id := range g.cards[s].Aboard {
			if g.cards[id].Card.Type == Personnel {
				out = append(out, id)
			}
		}
	}
	return out
}

// turnsHad is how many turns p has had: turns begun, the one in progress
// not counted (so during the second player's turns the first player has
// had one more).
func (g *Game) turnsHad(p Player) int {
	firsts := (g.turn + 1) / 2 // turns 1, 3, 5... belong to the first player
	n := g.turn - firsts
	if p == g.first {
		n = firsts
	}
	if p == g.active {
		n--
	}
	return n
}

// condParts words the condition: lead follows a trigger without a comma
// (" with 6 or more personnel", " involving your [Kli] personnel"); ifs,
// what "you" command or hold and this mission's state, is said after one
// "if"; rest are clauses of their own ("where this personnel is", "while
// this personnel is aboard a ship"). card is the card whose text it is
// (nil: a card's play requirement).
func (c *Cond) condParts(card *Card) (lead string, ifs, rest []string) {
	noun := "card"
	if card != nil {
		noun = cardNoun(card)
	}
	switch {
	case c.AtLeast > 0 && c.AtMost > 0:
		lead += fmt.Sprintf(" with %d to %d personnel", c.AtLeast, c.AtMost)
	case c.AtLeast > 0:
		lead += fmt.Sprintf(" with %d or more personnel", c.AtLeast)
	case c.AtMost > 0:
		lead += fmt.Sprintf(" with %d or fewer personnel", c.AtMost)
	}
	if c.Involving != nil {
		lead += " involving your " + c.Involving.Text("personnel")
	}
	addIf := func(ok bool, s string) {
		if ok {
			ifs = append(ifs, s)
		}
	}
	add := func(ok bool, s string) {
		if ok {
			rest = append(rest, s)
		}
	}
	addIf(c.MissionRequires != "", "you command a mission requiring "+c.MissionRequires)
	addIf(c.MoreCardsInHand, "you hold more cards than each opponent")
	if c.Command != nil {
		n := max(1, c.Count)
		what := c.Command.Text("personnel")
		if n == 1 {
			ifs = append(ifs, "you command "+article(what)+" "+what)
		} else {
			ifs = append(ifs, fmt.Sprintf("you command %s %s", numberPhrase(n), what))
		}
	}
	addIf(c.PointsAtLeast > 0, fmt.Sprintf("you have %d or more points", c.PointsAtLeast))
	if c.EachHere != nil {
		t := c.EachHere.Text("personnel")
		ifs = append(ifs, "each of your personnel at this mission is "+article(t)+" "+t)
	}
	addIf(c.NoneBeneath, "no dilemma is overcome beneath this mission")
	addIf(c.FewerTurns, "an opponent has had more turns than you")
	addIf(c.Completed, "this mission is completed")
	switch {
	case c.Here && card != nil && card.Type == Mission:
		rest = append(rest, "at this mission")
	case c.Here:
		rest = append(rest, "where this "+noun+" is")
	}
	add(c.DuringAttempt, "during a mission attempt")
	add(c.MissionType != "", "at a "+string(c.MissionType)+" mission")
	add(c.MissionIcon != "", "if that mission shows ["+affShort(c.MissionIcon)+"]")
	add(c.MissionNotIcon != "", "if that mission does not show ["+affShort(c.MissionNotIcon)+"]")
	add(c.UsedSkill, "if this "+noun+" was among those completing it with a skill its requirements name")
	add(c.OnPlanet, "while this "+noun+" is on a planet")
	switch {
	case c.AboardShip != nil:
		rest = append(rest, "while this "+noun+" is aboard your "+c.AboardShip.Text("ship"))
	case c.Aboard:
		rest = append(rest, "while this "+noun+" is aboard a ship")
	}
	if c.ShipHere != nil {
		rest = append(rest, "while your staffed "+c.ShipHere.Text("ship")+" is at this mission")
	}
	add(c.PresentWithOpponent, "while an opponent's personnel is present")
	add(c.Staffed, "if this ship is staffed")
	add(c.CommanderAboard, "if a personnel whose Commander keyword names this ship is aboard it")
	if c.Facing != nil {
		f := c.Facing.Text("personnel")
		rest = append(rest, "if "+article(f)+" "+f+" of yours faces it")
	}
	add(c.DilemmaWithoutSkill, "if that dilemma requires no skill")
	add(c.CopyOvercome, "if a copy of that dilemma is overcome beneath a mission of yours")
	add(c.OpponentCommandsNamed, "if an opponent commands a unique personnel with the title this card named")
	add(c.FirstEachTurn, "the first such card you play each turn only")
	return lead, ifs, rest
}

// text words the condition after a trigger: " with 6 or more personnel,
// if you command a [TNG] personnel, where this personnel is".
func (c *Cond) text(card *Card) string {
	if c == nil {
		return ""
	}
	lead, ifs, rest := c.condParts(card)
	var parts []string
	if len(ifs) > 0 {
		parts = append(parts, "if "+strings.Join(ifs, " and "))
	}
	parts = append(parts, rest...)
	if len(parts) == 0 {
		return lead
	}
	return lead + ", " + strings.Join(parts, ", ")
}

// Text words the condition as a requirement, without its "if": "you
// command 3 [TNG] personnel and you have 5 or more points".
func (c *Cond) Text() string {
	if c == nil {
		return ""
	}
	lead, ifs, rest := c.condParts(nil)
	t := strings.Join(append(ifs, rest...), " and ")
	if lead = strings.TrimSpace(lead); lead != "" {
		t = strings.TrimSpace(lead + " " + t)
	}
	return t
}

// byYourText words ByYour: " by your Infestation dilemma".
func byYourText(a Ability) string {
	if a.ByYour == nil {
		return ""
	}
	noun := "card"
	if a.ByDilemma {
		noun = "dilemma"
	}
	return " by your " + a.ByYour.Text(noun)
}
