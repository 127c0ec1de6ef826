package game

import (
	"fmt"
	"slices"
	"strings"
)

// Amount is a number card text reads from the game: a fixed number, how
// many cards of a group there are, their total cost or total of an
// attribute, a player's score, the size of the largest part of a group
// sharing a species. Counts in
// selections ("for each headquarters mission you command", "all but one
// of those"), dilemma cost changes and conditions ("more points than",
// "a total cost of 4 or more") all read amounts.
//
// Groups are named from the point of view of "you": in a dilemma's text,
// the player facing it (Rulebook: Facing Dilemmas – "your opponent" is the
// dilemma's owner); in other text, the player using it.
type Amount struct {
	// Is names the amount when no group field names it
	// ("{is: mission-span}"); the group fields name their own: count,
	// cost, total, score (vocab_amount_registry.go lists them all).
	Is string `yaml:"is,omitempty" json:"is,omitempty"`
	// N is a fixed number, added to what is measured.
	N int `yaml:"n,omitempty" json:"n,omitempty"`
	// Count: how many cards of this group match Filter.
	Count string `yaml:"count,omitempty" json:"count,omitempty"`
	// Cost: the total printed cost of the cards of this group matching
	// Filter.
	Cost string `yaml:"cost,omitempty" json:"cost,omitempty"`
	// Total: the total of attribute Attr (Integrity, Cunning, Strength,
	// Range, Weapons, Shields) of the cards of this group matching Filter:
	// as they are now for personnel in play, as printed for cards out of
	// play (cards in hand are not in play: nothing modifies them).
	Total string `yaml:"total,omitempty" json:"total,omitempty"`
	// Highest: the highest attribute Attr among the cards of this group
	// matching Filter (vocab_parity.go).
	Highest string  `yaml:"highest,omitempty" json:"highest,omitempty"`
	Attr    string  `yaml:"attr,omitempty" json:"attr,omitempty"`
	Filter  *Filter `yaml:"filter,omitempty" json:"filter,omitempty"`
	// Alike, with Count: the size of the largest set of the group's
	// matching cards sharing this characteristic ("species", "cost").
	Alike string `yaml:"alike,omitempty" json:"alike,omitempty"`
	// Different, with Count: how many different values of this
	// characteristic ("affiliation", "species") the group's matching
	// cards show (vocab_amount_different.go).
	Different string `yaml:"different,omitempty" json:"different,omitempty"`
	// Others, with commanded: the card whose text counts is left out
	// ("other [Fed] Security personnel you command").
	Others bool `yaml:"others,omitempty" json:"others,omitempty"`
	// Score: that player's score ("you", "opponent").
	Score string `yaml:"score,omitempty" json:"score,omitempty"`
	// Less is taken away ("all but one": the candidates, less 1); the
	// result is never below zero.
	Less int `yaml:"less,omitempty" json:"less,omitempty"`
	// One, with Cost: the printed cost of one card of the group ("the cost
	// of an event in your core"), not their total; when their costs
	// differ, the player picks which card counts (withAmount).
	One bool `yaml:"one,omitempty" json:"one,omitempty"`
	// Limit caps what is measured (0: no cap).
	Limit int `yaml:"limit,omitempty" json:"limit,omitempty"`
	// Dots: the total skill dots of the cards of this group matching
	// Filter; Round: what is measured, rounded to the nearest multiple of
	// this (vocab_captives.go).
	Dots  string `yaml:"dots,omitempty" json:"dots,omitempty"`
	Round int    `yaml:"round,omitempty" json:"round,omitempty"`
	// Pile: the out-of-play cards an amount reads (different-types:
	// your-discard, opponent-removed).
	Pile string `yaml:"pile,omitempty" json:"pile,omitempty"`

	// reg is the registered amount, found at load.
	reg *amountEntry
}

// Card groups an amount or a condition may read.
const (
	GroupFacing           = "facing"                          // the personnel facing the dilemma
	GroupSelected         = "selected"                        // the personnel its last selection picked
	GroupChosen           = "chosen"                          // every personnel it selected
	GroupStoppedByThis    = "stopped-by-this"                 // the personnel it stopped
	GroupCandidates       = "candidates"                      // what the selection being made may pick
	GroupYourHand         = "your-hand"                       // the cards in your hand
	GroupYourHQs          = "your-headquarters"               // the headquarters missions you command
	GroupYourCompleted    = "your-completed-missions"         // the missions you command that are completed
	GroupOpponentsCards   = "opponent-personnel"              // the personnel your opponent commands
	GroupOpponentsHere    = "opponent-personnel-here"         // your opponent's personnel at this mission
	GroupOpponentsMission = "opponent-missions"               // the missions your opponent commands
	GroupPaid             = "paid"                            // the cards the last cost of this text paid with
	GroupYourRevealed     = "your-revealed"                   // the cards you revealed from hand for this dilemma
	GroupOpponentRevealed = "opponent-revealed"               // the cards your opponent revealed for this dilemma
	GroupYourNamedSkill   = "your-missions-requiring-named"   // the missions you command requiring the skill named for this dilemma
	GroupYourCore         = "your-core"                       // the cards in your core
	GroupYourShipsHere    = "your-staffed-ships-here"         // the staffed ships you command at this mission
	GroupYourFreeMissions = "your-missions-free-of-opponents" // the missions you command with no opponent's ship at them
	SameSpecies, SameCost = "species", "cost"                 // characteristics Alike and Same compare
	ScoreYou, ScoreOpp    = "you", "opponent"
)

// Ship attributes an amount may total (personnel ones: Integrity,
// Cunning, Strength).
const AttrRange, AttrWeapons, AttrShields = "Range", "Weapons", "Shields"

func (a *Amount) validate() error {
	if a == nil {
		return nil
	}
	name, err := a.entryName()
	if err != nil {
		return err
	}
	e, ok := amountRegistry[name]
	if !ok {
		return fmt.Errorf("unknown amount %q", name)
	}
	if err := checkAmountFields(a, e.fields); err != nil {
		return fmt.Errorf("amount %s: %w", name, err)
	}
	if a.Limit < 0 {
		return fmt.Errorf("amount %s: a limit cannot be negative", name)
	}
	if e.validate != nil {
		if err := e.validate(a); err != nil {
			return err
		}
	}
	a.reg = e
	return nil
}

// entryName is the registered amount a names: Is, or the one group field
// set (none: a fixed number).
func (a *Amount) entryName() (string, error) {
	var names []string
	for _, f := range []struct {
		set  bool
		name string
	}{
		{a.Is != "", a.Is}, {a.Count != "", "count"}, {a.Cost != "", "cost"}, {a.Total != "", "total"}, {a.Highest != "", "highest"}, {a.Score != "", "score"}, {a.Dots != "", "dots"},
	} {
		if f.set {
			names = append(names, f.name)
		}
	}
	switch len(names) {
	case 0:
		return "number", nil
	case 1:
		return names[0], nil
	}
	return "", fmt.Errorf("an amount measures one thing: count, cost, total, score or what is names")
}

// entry is a's registered amount: found at load for card data, here for
// an amount built in code.
func (a *Amount) entry() *amountEntry {
	if a.reg != nil {
		return a.reg
	}
	name, _ := a.entryName()
	return amountRegistry[name]
}

// checkAmountFields refuses a field the amount does not read.
func checkAmountFields(a *Amount, reads []VocabField) error {
	set := map[string]bool{
		"n": a.N != 0, "attr": a.Attr != "", "filter": a.Filter != nil, "alike": a.Alike != "",
		"less": a.Less != 0, "one": a.One, "limit": a.Limit != 0, "round": a.Round != 0, "pile": a.Pile != "",
	}
	for _, f := range reads {
		delete(set, f.Name)
	}
	for name, isSet := range set {
		if isSet {
			return fmt.Errorf("it does not read %s", name)
		}
	}
	return nil
}

// textYou is the player text calls "you": the performer a step names; the
// player facing a dilemma for a dilemma's text (its owner's opponent);
// otherwise the player using it.
func (g *Game) textYou(ctx fxCtx) Player {
	if ctx.performer {
		return ctx.p // a step's named performer (vocab_step_player.go)
	}
	if ctx.src > 0 && g.cards[ctx.src].Card.Type == Dilemma {
		return g.cards[ctx.src].Owner.Other()
	}
	return ctx.p
}

// cardsAtMission lists the cards at mission m: on its surface, the ships
// there and the cards aboard them (Rulings: At This Mission).
func (g *Game) cardsAtMission(m int) []int {
	if m <= 0 {
		return nil
	}
	mc := g.cards[m]
	out := slices.Clone(mc.Surface)
	for _, s := range mc.Ships {
		out = append(out, s)
		out = append(out, g.cards[s].Aboard...)
	}
	return out
}

// value measures the amount now.
func (a *Amount) value(g *Game, ctx fxCtx, candidates []int) int {
	if a == nil {
		return 0
	}
	n := max(0, a.N+a.entry().value(g, a, ctx, candidates)-a.Less)
	if a.Round > 0 {
		n = roundToMultiple(n, a.Round)
	}
	if a.Limit > 0 {
		n = min(n, a.Limit)
	}
	return n
}

// groupMatching lists the cards of a's group (count, cost or total)
// that its filter matches.
func (g *Game) groupMatching(a *Amount, ctx fxCtx, candidates []int) []int {
	members := g.group(ctx, a.Count+a.Cost+a.Total+a.Highest+a.Dots, candidates)
	ids := g.lists.take(len(members))[:0] // never longer than the group
	for _, id := range members {
		if g.matches(a.Filter, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// attrNow is an attribute of card id: as it is now for a personnel or
// ship in play, as printed out of play (nothing modifies a card in hand).
func (g *Game) attrNow(id int, attr string) int {
	c := g.cards[id]
	inPlay := c.Zone.InPlay()
	switch attr {
	case Integrity, Cunning, Strength:
		st := Stats{Integrity: c.Card.Integrity, Cunning: c.Card.Cunning, Strength: c.Card.Strength}
		if inPlay && c.Card.Type == Personnel {
			st = g.stats(id)
		}
		switch attr {
		case Integrity:
			return st.Integrity
		case Cunning:
			return st.Cunning
		}
		return st.Strength
	case AttrRange:
		if inPlay && c.Card.Type == Ship {
			return g.shipRange(id)
		}
		return c.Card.Range
	case AttrWeapons:
		if inPlay && c.Card.Type == Ship {
			return g.shipWeapons(id)
		}
		return c.Card.Weapons
	case AttrShields:
		if inPlay && c.Card.Type == Ship {
			return g.shipShields(id)
		}
		return c.Card.Shields
	case AttrPoints, AttrSpan:
		return g.missionTotalAttr(id, attr) // vocab_mission_totals.go
	}
	return 0
}

// withAmount measures amount a for ctx and calls then with it. An amount
// of One card's cost asks its player which card counts when the printed
// costs of the group's matching cards differ (Rulebook: Paying costs — a
// cost referred to is the printed one); with no such card it measures
// nothing but N.
func (g *Game) withAmount(ctx fxCtx, a *Amount, then func(n int)) {
	if !a.One {
		then(a.value(g, ctx, nil))
		return
	}
	adjust := func(n int) int { return max(0, n+a.N-a.Less) }
	ids, measure, word := g.oneOfGroup(ctx, a)
	byCost := map[int]int{} // measured number -> a card measuring it
	var costs []int
	for _, id := range ids {
		n := measure(id)
		if _, ok := byCost[n]; !ok {
			byCost[n] = id
			costs = append(costs, n)
		}
	}
	switch len(costs) {
	case 0:
		then(adjust(0))
		return
	case 1:
		then(adjust(costs[0]))
		return
	}
	slices.Sort(costs)
	var acts []action
	for _, n := range slices.Backward(costs) {
		acts = append(acts, action{Option{Label: fmt.Sprintf("%s (%s %d)", g.cardName(byCost[n]), word, n), Action: ActPick, Card: byCost[n]},
			func() { then(adjust(n)) }})
	}
	g.offer(g.textYou(ctx), KindSelect, fmt.Sprintf("%s: count the %s of which %s?", g.cardName(ctx.src), word, a.what()), acts)
}

// oneOfGroup is what an amount of One card measures: the cards it may be
// one of, how each measures, and the word for the measure. The printed
// cost of a card of the cost group, or the staffing icons of one of your
// staffed ships (vocab_staffing_icons.go).
func (g *Game) oneOfGroup(ctx fxCtx, a *Amount) ([]int, func(int) int, string) {
	if a.Is == AmountStaffingIcons {
		return g.yourStaffedShips(ctx, a.Filter), g.staffingIcons, "staffing icons"
	}
	var ids []int
	for _, id := range g.group(ctx, a.Cost, nil) {
		if g.matches(a.Filter, id) {
			ids = append(ids, id)
		}
	}
	return ids, func(id int) int { return g.cards[id].Card.CostValue() }, "cost"
}

// largestAlike is the size of the largest set of cards sharing the
// characteristic.
func largestAlike(g *Game, ids []int, what string) int {
	sizes := map[string]int{}
	best := 0
	for _, id := range ids {
		k := characteristic(g.cards[id].Card, what)
		if k == "" {
			continue
		}
		sizes[k]++
		best = max(best, sizes[k])
	}
	return best
}

// characteristic is what two cards compare to be "the same species" (an
// exact match of the whole species: Glossary – species) or "the same
// cost" (the printed cost).
func characteristic(c *Card, what string) string {
	switch what {
	case SameSpecies:
		return strings.Join(c.Species, "/")
	case SameCost:
		return fmt.Sprint(c.CostValue())
	}
	return ""
}

// what words the cards an amount counts: "Assassin personnel",
// "headquarters mission".
func (a *Amount) what() string {
	group := a.Count + a.Cost + a.Total + a.Highest
	if a.Filter.IsZero() {
		return groupThing(group)
	}
	return a.Filter.Text(groupThing(group))
}

// Text words the amount as a noun phrase: "the number of headquarters
// missions you command", "the total cost of the selected personnel".
func (a *Amount) Text() string {
	e := a.entry()
	if e.text == nil { // a fixed number
		return fmt.Sprint(max(0, a.N-a.Less))
	}
	s := e.text(a)
	if a.N != 0 {
		s += fmt.Sprintf(" plus %d", a.N)
	}
	if a.Less != 0 {
		s += fmt.Sprintf(" less %d", a.Less)
	}
	if a.Round > 0 {
		s += fmt.Sprintf(", rounded to the nearest multiple of %d", a.Round)
	}
	if a.Limit > 0 {
		s += fmt.Sprintf(" (at most %d)", a.Limit)
	}
	return s
}

// eachText words "for each X": "headquarters mission you command".
func (a *Amount) eachText() string {
	if a.reg != nil && a.reg.each != nil && a.N == 0 && a.Less == 0 {
		return a.reg.each(a)
	}
	if a.Count == "" || a.Alike != "" || a.N != 0 || a.Less != 0 {
		return ""
	}
	return groupHasText(a.Count, a.what())
}

// plural adds an "s" to a noun phrase's head word where English does
// ("mission" → "missions"; "personnel" stays).
func plural(s string) string {
	// "personnel who has Honor", "mission worth 40 or more points":
	// pluralize nothing after the head noun's first qualifier.
	for _, sep := range []string{" who ", " of cost ", " with ", " worth ", " that "} {
		if head, tail, ok := strings.Cut(s, sep); ok {
			return plural(head) + sep + tail
		}
	}
	if strings.HasSuffix(s, "personnel") || strings.HasSuffix(s, "equipment") || strings.HasSuffix(s, "s") {
		return s
	}
	return s + "s"
}
