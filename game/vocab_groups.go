package game

import (
	"fmt"
	"slices"
	"strings"
)

// The group registry: the named sets of cards text reads ("the selected
// personnel", "the cards in your hand", "the missions your opponent
// commands"). Amounts count them, conditions test them, selections pick
// from them. Each group is one groupEntry, defined once with its words
// and its members. Groups are named from the point of view of "you": in
// a dilemma's text, the player facing it (Rulebook: Facing Dilemmas —
// "your opponent" is the dilemma's owner); in other text, the player
// using it (textYou).
type groupEntry struct {
	// noun words the group as a noun phrase ("the selected personnel").
	noun string
	// has words the group holding what: "your opponent commands 3
	// Assassin personnel".
	has func(what string) string
	// each words what the group holds after "for each": "headquarters
	// mission you command"; nil: what + " among " + noun.
	each func(what string) string
	// place words where the cards are, for a group that is a place ("in
	// your core"); "" for others.
	place string
	// thing is the noun its cards are counted by when no filter names
	// their type (default "personnel").
	thing string
	// members lists the cards of the group now, for "you" (you) and the
	// selection being made (candidates).
	members func(g *Game, ctx fxCtx, you Player, candidates []int) []int
}

// groupRegistry holds every group, filled once in init and never written
// again.
var groupRegistry = map[string]*groupEntry{}

func init() {
	for name, e := range groupTable() {
		groupRegistry[name] = &e
	}
}

// attemptGroup is a group the attempt under way keeps.
func attemptGroup(list func(a *attempt, you Player) []int) func(g *Game, ctx fxCtx, you Player, candidates []int) []int {
	return func(g *Game, _ fxCtx, you Player, _ []int) []int {
		if g.attempt == nil {
			return nil
		}
		return g.lists.clone(list(g.attempt, you)) // the caller's, while the game lasts
	}
}

// verbAfter is the "each" wording of a group whose has reads "you
// command X": "X you command".
func verbAfter(has func(string) string) func(string) string {
	return func(what string) string {
		return what + " " + strings.TrimSpace(strings.TrimPrefix(has(""), " "))
	}
}

func groupTable() map[string]groupEntry {
	has := func(pre, post string) func(string) string {
		return func(w string) string { return pre + w + post }
	}
	t := map[string]groupEntry{
		GroupFacing: {noun: "the personnel facing it", has: has("you have ", " facing it"),
			members: attemptGroup(func(a *attempt, _ Player) []int { return a.personnel })},
		GroupSelected: {noun: "the selected personnel", has: has("the selected include ", ""),
			members: attemptGroup(func(a *attempt, _ Player) []int { return a.selected })},
		GroupChosen: {noun: "the personnel this dilemma selected", has: has("this dilemma selected ", ""),
			members: attemptGroup(func(a *attempt, _ Player) []int { return a.chosen })},
		GroupStoppedByThis: {noun: "the personnel this dilemma stopped", has: has("this dilemma stopped ", ""),
			members: attemptGroup(func(a *attempt, _ Player) []int { return a.stoppedByThis })},
		GroupCandidates: {noun: "those who qualify", has: has("", " qualify"),
			members: func(g *Game, _ fxCtx, _ Player, candidates []int) []int { return g.lists.clone(candidates) }},
		GroupYourCore: {noun: "the cards in your core", has: has("you have ", " in your core"), place: "in your core", thing: "card",
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int { return g.coreCards(you) }}, // core_resolving.go
		GroupPaid: {noun: "the cards paid with", has: has("the cards paid with include ", ""), thing: "card",
			// The cards the last cost of this card's text paid with: a
			// dilemma's choice (vocab_dilemma_choice.go) or an ability's cost.
			members: func(g *Game, ctx fxCtx, _ Player, _ []int) []int {
				if a := g.attempt; a != nil && ctx.src == a.dilemma {
					return g.lists.clone(a.special.paid)
				}
				return g.lists.clone(g.plays.paid[ctx.src])
			}},
		GroupYourHand: {noun: "the cards in your hand", has: has("you hold ", ""), place: "in your hand", thing: "card",
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int { return g.lists.clone(g.players[you].Hand) }},
		GroupYourHQs: {noun: "the headquarters missions you command", has: has("you command ", ""), thing: "headquarters mission",
			members: yourMissions(func(mc *Inst) bool { return mc.Card.MissionType == Headquarters })},
		GroupYourCompleted: {noun: "the missions you have completed", has: has("you have completed ", ""), thing: "mission",
			members: yourMissions(func(mc *Inst) bool { return mc.Completed })},
		GroupOpponentsCards: {noun: "the personnel your opponent commands", has: has("your opponent commands ", ""),
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
				opp := you.Other()
				var out []int
				for _, c := range g.cards[1:] {
					if c.Card.Type == Personnel && c.Controller == opp && c.Zone.InPlay() && g.considers(opp, c.ID) {
						out = append(out, c.ID)
					}
				}
				return out
			}},
		GroupOpponentsMission: {noun: "the missions your opponent commands", has: has("your opponent commands ", ""), thing: "mission",
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
				var out []int
				for _, m := range g.allMissions() {
					if g.commandsMission(you.Other(), m) {
						out = append(out, m)
					}
				}
				return out
			}},
		// What this dilemma's own steps settled (vocab_dilemma_choice.go).
		GroupYourRevealed: {noun: "the cards you revealed", has: has("you revealed ", ""), thing: "card",
			members: attemptGroup(func(a *attempt, you Player) []int { return a.special.revealed[you] })},
		GroupOpponentRevealed: {noun: "the cards your opponent revealed", has: has("your opponent revealed ", ""), thing: "card",
			members: attemptGroup(func(a *attempt, you Player) []int { return a.special.revealed[you.Other()] })},
		GroupYourNamedSkill: {noun: "the missions you command requiring the named skill", has: has("you command ", " requiring the named skill"), thing: "mission",
			each: func(what string) string { return what + " you command requiring the named skill" },
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
				a := g.attempt
				if a == nil || a.special.named == "" {
					return nil // nothing named: no mission requires it (Ruling: Dilemmas With Conditional Requirements)
				}
				return g.missionsRequiring(you, a.special.named)
			}},
		GroupYourShipsHere: {noun: "the staffed ships you command at this mission", has: has("you command ", " at this mission"), thing: "staffed ship",
			each: func(what string) string { return what + " you command at this mission" },
			members: func(g *Game, ctx fxCtx, you Player, _ []int) []int {
				if ctx.mission == 0 {
					return nil
				}
				var out []int
				for _, sh := range g.cards[ctx.mission].Ships {
					if g.cards[sh].Controller == you && g.considers(you, sh) && g.staffed(sh) {
						out = append(out, sh)
					}
				}
				return out
			}},
		GroupYourFreeMissions: {noun: "the missions you command with no opponent's ship at them", has: has("you command ", " with no opponent's ship at it"), thing: "mission",
			each: func(what string) string { return what + " you command with no opponent's ship at it" },
			members: func(g *Game, _ fxCtx, you Player, _ []int) []int {
				var out []int
				for _, m := range g.players[you].Missions {
					if g.commandsMission(you, m) && !slices.ContainsFunc(g.cards[m].Ships, func(sh int) bool {
						return g.cards[sh].Controller != you && g.considers(you, sh)
					}) {
						out = append(out, m)
					}
				}
				return out
			}},
		GroupOpponentsHere: {noun: "your opponent's personnel at this mission", has: has("your opponent has ", " at this mission"),
			members: func(g *Game, ctx fxCtx, you Player, _ []int) []int {
				opp := you.Other()
				var out []int
				for _, id := range g.cardsAtMission(ctx.mission) {
					c := g.cards[id]
					if c.Card.Type == Personnel && c.Controller == opp && g.considers(opp, id) {
						out = append(out, id)
					}
				}
				return out
			}},
	}
	// "for each headquarters mission you command": the has-verb after.
	for _, name := range []string{GroupYourHQs, GroupYourCompleted, GroupOpponentsCards, GroupOpponentsMission, GroupYourHand, GroupYourRevealed, GroupOpponentRevealed} {
		e := t[name]
		e.each = verbAfter(e.has)
		t[name] = e
	}
	for name, e := range t {
		if e.thing == "" {
			e.thing = "personnel"
			t[name] = e
		}
	}
	return t
}

// yourMissions is a group of the missions you command that keep holds
// for.
func yourMissions(keep func(mc *Inst) bool) func(g *Game, ctx fxCtx, you Player, candidates []int) []int {
	return func(g *Game, _ fxCtx, you Player, _ []int) []int {
		var out []int
		for _, m := range g.players[you].Missions {
			if mc := g.cards[m]; mc.Controller == you && keep(mc) {
				out = append(out, m)
			}
		}
		return out
	}
}

// group lists the cards of a named group now. candidates is what the
// selection being made may pick (GroupCandidates).
func (g *Game) group(ctx fxCtx, name string, candidates []int) []int {
	e := groupRegistry[name]
	if e == nil {
		return nil
	}
	return e.members(g, ctx, g.textYou(ctx), candidates)
}

func validGroup(g string) error {
	if _, ok := groupRegistry[g]; !ok {
		return fmt.Errorf("unknown group %q", g)
	}
	return nil
}

// groupNoun words a group as a noun phrase.
func groupNoun(name string) string {
	if e := groupRegistry[name]; e != nil {
		return e.noun
	}
	return ""
}

// groupHolds words a group holding what.
func groupHolds(name, what string) string { return groupRegistry[name].has(what) }

// groupPlace words where a group's cards are ("in your core"), "" for a
// group that is not a place.
func groupPlace(name string) string {
	if e := groupRegistry[name]; e != nil {
		return e.place
	}
	return ""
}

// groupThing is the noun a group's cards are counted by when no filter
// names their type.
func groupThing(name string) string {
	if e := groupRegistry[name]; e != nil {
		return e.thing
	}
	return "personnel"
}

// groupHasText words a group holding what after "for each": "headquarters
// mission you command".
func groupHasText(name, what string) string {
	if e := groupRegistry[name]; e != nil && e.each != nil {
		return e.each(what)
	}
	return what + " among " + groupNoun(name)
}
