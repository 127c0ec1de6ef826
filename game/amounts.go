package game

import (
	"fmt"
	"slices"
	"strings"
)

// Amount is a number card text reads from the game: a fixed number, how
// many cards of a group there are, their total cost, a player's score,
// the size of the largest part of a group sharing a species. Counts in
// selections ("for each headquarters mission you command", "all but one
// of those"), dilemma cost changes and conditions ("more points than",
// "a total cost of 4 or more") all read amounts.
//
// Groups are named from the point of view of "you": in a dilemma's text,
// the player facing it (Rulebook: Facing Dilemmas – "your opponent" is the
// dilemma's owner); in other text, the player using it.
type Amount struct {
	// N is a fixed number, added to what is measured.
	N int `yaml:"n,omitempty" json:"n,omitempty"`
	// Count: how many cards of this group match Filter.
	Count string `yaml:"count,omitempty" json:"count,omitempty"`
	// Cost: the total printed cost of the cards of this group matching
	// Filter.
	Cost   string  `yaml:"cost,omitempty" json:"cost,omitempty"`
	Filter *Filter `yaml:"filter,omitempty" json:"filter,omitempty"`
	// Alike, with Count: the size of the largest set of the group's
	// matching cards sharing this characteristic ("species", "cost").
	Alike string `yaml:"alike,omitempty" json:"alike,omitempty"`
	// Score: that player's score ("you", "opponent").
	Score string `yaml:"score,omitempty" json:"score,omitempty"`
	// Less is taken away ("all but one": the candidates, less 1); the
	// result is never below zero.
	Less int `yaml:"less,omitempty" json:"less,omitempty"`
}

// Card groups an amount or a condition may read.
const (
	GroupFacing           = "facing"                  // the personnel facing the dilemma
	GroupSelected         = "selected"                // the personnel its last selection picked
	GroupChosen           = "chosen"                  // every personnel it selected
	GroupStoppedByThis    = "stopped-by-this"         // the personnel it stopped
	GroupCandidates       = "candidates"              // what the selection being made may pick
	GroupYourHand         = "your-hand"               // the cards in your hand
	GroupYourHQs          = "your-headquarters"       // the headquarters missions you command
	GroupYourCompleted    = "your-completed-missions" // the missions you command that are completed
	GroupOpponentsCards   = "opponent-personnel"      // the personnel your opponent commands
	GroupOpponentsHere    = "opponent-personnel-here" // your opponent's personnel at this mission
	SameSpecies, SameCost = "species", "cost"         // characteristics Alike and Same compare
	ScoreYou, ScoreOpp    = "you", "opponent"
)

// groupNouns words each group as a noun phrase.
var groupNouns = map[string]string{
	GroupFacing:         "the personnel facing it",
	GroupSelected:       "the selected personnel",
	GroupChosen:         "the personnel this dilemma selected",
	GroupStoppedByThis:  "the personnel this dilemma stopped",
	GroupCandidates:     "those who qualify",
	GroupYourHand:       "the cards in your hand",
	GroupYourHQs:        "the headquarters missions you command",
	GroupYourCompleted:  "the missions you have completed",
	GroupOpponentsCards: "the personnel your opponent commands",
	GroupOpponentsHere:  "your opponent's personnel at this mission",
}

// groupHas words "the group holds what": "your opponent commands 3
// Assassin personnel".
var groupHas = map[string]func(what string) string{
	GroupFacing:         func(w string) string { return "you have " + w + " facing it" },
	GroupSelected:       func(w string) string { return "the selected include " + w },
	GroupChosen:         func(w string) string { return "this dilemma selected " + w },
	GroupStoppedByThis:  func(w string) string { return "this dilemma stopped " + w },
	GroupCandidates:     func(w string) string { return w + " qualify" },
	GroupYourHand:       func(w string) string { return "you hold " + w },
	GroupYourHQs:        func(w string) string { return "you command " + w },
	GroupYourCompleted:  func(w string) string { return "you have completed " + w },
	GroupOpponentsCards: func(w string) string { return "your opponent commands " + w },
	GroupOpponentsHere:  func(w string) string { return "your opponent has " + w + " at this mission" },
}

// groupThing is the noun a group's cards are counted by when no filter
// names their type.
func groupThing(group string) string {
	switch group {
	case GroupYourHand:
		return "card"
	case GroupYourHQs:
		return "headquarters mission"
	case GroupYourCompleted:
		return "mission"
	}
	return "personnel"
}

func validGroup(g string) error {
	if _, ok := groupNouns[g]; !ok {
		return fmt.Errorf("unknown group %q", g)
	}
	return nil
}

func (a *Amount) validate() error {
	if a == nil {
		return nil
	}
	set := 0
	for _, g := range []string{a.Count, a.Cost} {
		if g != "" {
			set++
			if err := validGroup(g); err != nil {
				return err
			}
		}
	}
	if a.Score != "" {
		set++
		if a.Score != ScoreYou && a.Score != ScoreOpp {
			return fmt.Errorf("score must be you or opponent, not %q", a.Score)
		}
	}
	if set > 1 {
		return fmt.Errorf("an amount measures one thing: count, cost or score")
	}
	if a.Alike != "" && (a.Count == "" || (a.Alike != SameSpecies && a.Alike != SameCost)) {
		return fmt.Errorf("alike needs count and one of species, cost")
	}
	return a.Filter.validate()
}

// textYou is the player text calls "you": the performer a step names; the
// player facing a dilemma for a dilemma's text (its owner's opponent);
// otherwise the player using it.
func (g *Game) textYou(ctx fxCtx) Player {
	if ctx.performer {
		return ctx.p // a step's named performer (step_player.go)
	}
	if ctx.src > 0 && g.cards[ctx.src].Card.Type == Dilemma {
		return g.cards[ctx.src].Owner.Other()
	}
	return ctx.p
}

// group lists the cards of a named group now. candidates is what the
// selection being made may pick (GroupCandidates).
func (g *Game) group(ctx fxCtx, name string, candidates []int) []int {
	you := g.textYou(ctx)
	opp := you.Other()
	a := g.attempt
	var out []int
	switch name {
	case GroupFacing, GroupSelected, GroupChosen, GroupStoppedByThis:
		if a == nil {
			return nil
		}
		switch name {
		case GroupFacing:
			return slices.Clone(a.personnel)
		case GroupSelected:
			return slices.Clone(a.selected)
		case GroupChosen:
			return slices.Clone(a.chosen)
		}
		return slices.Clone(a.undergone[OutStop])
	case GroupCandidates:
		return slices.Clone(candidates)
	case GroupYourHand:
		return slices.Clone(g.players[you].Hand)
	case GroupYourHQs, GroupYourCompleted:
		for _, m := range g.players[you].Missions {
			mc := g.cards[m]
			if mc.Controller != you {
				continue
			}
			if name == GroupYourHQs && mc.Card.MissionType == Headquarters || name == GroupYourCompleted && mc.Completed {
				out = append(out, m)
			}
		}
	case GroupOpponentsCards:
		for _, c := range g.cards[1:] {
			if c.Card.Type == Personnel && c.Controller == opp && c.Zone.InPlay() && g.considers(opp, c.ID) {
				out = append(out, c.ID)
			}
		}
	case GroupOpponentsHere:
		for _, id := range g.cardsAtMission(ctx.mission) {
			c := g.cards[id]
			if c.Card.Type == Personnel && c.Controller == opp && g.considers(opp, id) {
				out = append(out, id)
			}
		}
	}
	return out
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
	n := a.N
	you := g.textYou(ctx)
	switch {
	case a.Score == ScoreYou:
		n += g.players[you].Score
	case a.Score == ScoreOpp:
		n += g.players[you.Other()].Score
	case a.Count != "" || a.Cost != "":
		name := a.Count + a.Cost
		var ids []int
		for _, id := range g.group(ctx, name, candidates) {
			if g.matches(a.Filter, id) {
				ids = append(ids, id)
			}
		}
		switch {
		case a.Cost != "":
			for _, id := range ids {
				n += g.cards[id].Card.CostValue()
			}
		case a.Alike != "":
			n += largestAlike(g, ids, a.Alike)
		default:
			n += len(ids)
		}
	}
	return max(0, n-a.Less)
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
	group := a.Count + a.Cost
	if a.Filter.IsZero() {
		return groupThing(group)
	}
	return a.Filter.Text(groupThing(group))
}

// Text words the amount as a noun phrase: "the number of headquarters
// missions you command", "the total cost of the selected personnel".
func (a *Amount) Text() string {
	var s string
	switch {
	case a.Score == ScoreYou:
		s = "your score"
	case a.Score == ScoreOpp:
		s = "your opponent's score"
	case a.Cost != "":
		s = "the total cost of " + groupNouns[a.Cost]
		if !a.Filter.IsZero() {
			s = "the total cost of the " + a.what() + " among " + groupNouns[a.Cost]
		}
	case a.Alike != "":
		s = fmt.Sprintf("the most %s of one %s among %s", plural(a.what()), a.Alike, groupNouns[a.Count])
	case a.Count != "":
		s = "the number of " + plural(a.what()) + " among " + groupNouns[a.Count]
		if a.Filter.IsZero() {
			s = "the number of " + strings.TrimPrefix(groupNouns[a.Count], "the ")
		}
	default:
		return fmt.Sprint(max(0, a.N-a.Less))
	}
	if a.N != 0 {
		s += fmt.Sprintf(" plus %d", a.N)
	}
	if a.Less != 0 {
		s += fmt.Sprintf(" less %d", a.Less)
	}
	return s
}

// eachText words "for each X": "headquarters mission you command".
func (a *Amount) eachText() string {
	if a.Count == "" || a.Alike != "" || a.N != 0 || a.Less != 0 {
		return ""
	}
	return groupHasText(a.Count, a.what())
}

// groupHasText words a group holding what: "you command headquarters
// mission" reads as "headquarters mission you command" after "each".
func groupHasText(group, what string) string {
	switch group {
	case GroupYourHQs, GroupYourCompleted, GroupOpponentsCards:
		// "each headquarters mission you command"
		verb := strings.TrimPrefix(groupHas[group](""), " ")
		return what + " " + strings.TrimSpace(verb)
	}
	return what + " among " + groupNouns[group]
}

// plural adds an "s" to a noun phrase's head word where English does
// ("mission" → "missions"; "personnel" stays).
func plural(s string) string {
	if strings.HasSuffix(s, "personnel") || strings.HasSuffix(s, "equipment") || strings.HasSuffix(s, "s") {
		return s
	}
	// "personnel who has Honor": pluralize nothing after "who".
	if head, tail, ok := strings.Cut(s, " who "); ok {
		return plural(head) + " who " + tail
	}
	return s + "s"
}
