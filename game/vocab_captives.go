package game

import (
	"fmt"
	"slices"
)

// Captives and what text counts around them (Rulebook: Brig and
// Captives): the personnel in a brig, the ships each player commands, the
// different cards of a keyword a player has in play, and the skill dots
// of a group of cards.
//
// "Your captive" is an opponent's personnel in your brig; your personnel
// in an opponent's brig is that opponent's captive. A captive is not in
// play and nobody commands it, so it is read as printed: its skill dots
// are its listed skills, one dot each whatever its level (the dots printed
// beside the skill box).

// Groups of this file.
const (
	GroupYourBrig      = "your-brig"      // your captives
	GroupOpponentBrig  = "opponent-brig"  // your opponent's captives (your personnel among them)
	GroupYourShips     = "your-ships"     // the ships you command
	GroupOpponentShips = "opponent-ships" // the ships your opponent commands
)

// AmountDifferentInPlay: the different cards (by title) a player has in
// play that a filter matches ("each of your different Capture cards":
// Jasad, 11P016).
const AmountDifferentInPlay = "different-in-play"

func init() {
	brig := func(opp bool) func(g *Game, _ fxCtx, you Player, _ []int) []int {
		return func(g *Game, _ fxCtx, you Player, _ []int) []int {
			if opp {
				you = you.Other()
			}
			return slices.Clone(g.players[you].Brig)
		}
	}
	ships := func(opp bool) func(g *Game, _ fxCtx, you Player, _ []int) []int {
		return func(g *Game, _ fxCtx, you Player, _ []int) []int {
			p := you
			if opp {
				p = you.Other()
			}
			var out []int
			for _, c := range g.cards[1:] {
				if c.Card.Type == Ship && c.Zone.InPlay() && c.Controller == p && g.considers(p, c.ID) {
					out = append(out, c.ID)
				}
			}
			return out
		}
	}
	has := func(pre, post string) func(string) string {
		return func(w string) string { return pre + w + post }
	}
	groupRegistry[GroupYourBrig] = &groupEntry{noun: "your captives", has: has("you have ", " in your brig"),
		each: func(w string) string { return w + " in your brig" }, place: "in your brig", thing: "personnel", members: brig(false)}
	groupRegistry[GroupOpponentBrig] = &groupEntry{noun: "your opponent's captives", has: has("your opponent has ", " in his or her brig"),
		each: func(w string) string { return w + " in your opponent's brig" }, place: "in your opponent's brig", thing: "personnel", members: brig(true)}
	groupRegistry[GroupYourShips] = &groupEntry{noun: "the ships you command", has: has("you command ", ""),
		each: func(w string) string { return w + " you command" }, thing: "ship", members: ships(false)}
	groupRegistry[GroupOpponentShips] = &groupEntry{noun: "the ships your opponent commands", has: has("your opponent commands ", ""),
		each: func(w string) string { return w + " your opponent commands" }, thing: "ship", members: ships(true)}
}

func captiveAmounts() map[string]amountEntry {
	return map[string]amountEntry{
		// captives: how many personnel are in your brig ("+2 for each
		// captive in your brig (limit +6)": Corbin Entek, Inquisitor,
		// 30V040). A captive is out of play and nothing modifies it, so a
		// modifier may count them.
		"captives": {
			doc:         "how many captives (personnel in your brig) you have",
			example:     "per: {is: captives, limit: 3}",
			value:       func(g *Game, _ *Amount, ctx fxCtx, _ []int) int { return len(g.players[g.textYou(ctx)].Brig) },
			text:        func(*Amount) string { return "the number of captives in your brig" },
			each:        func(*Amount) string { return "captive in your brig" },
			inModifiers: true,
		},
		"dots": {
			fields: []VocabField{{"dots", "the group whose skill dots are added"}, fieldAmountFilter,
				{"round", "rounded to the nearest multiple of this number"}},
			doc:     "the total skill dots (one per listed skill, whatever its level) of the cards of the group the filter matches",
			example: "many: {dots: your-brig, round: 5}",
			validate: func(a *Amount) error {
				if err := validGroup(a.Dots); err != nil {
					return err
				}
				if a.Round < 0 {
					return fmt.Errorf("round cannot be negative")
				}
				return a.Filter.validate()
			},
			value: func(g *Game, a *Amount, ctx fxCtx, candidates []int) int {
				n := 0
				for _, id := range g.groupMatching(a, ctx, candidates) {
					n += len(g.cards[id].Card.Skills)
				}
				return n
			},
			text: func(a *Amount) string {
				if a.Filter.IsZero() {
					return "the total number of skill dots on " + groupNoun(a.Dots)
				}
				return "the total number of skill dots on the " + groupHasText(a.Dots, plural(a.what()))
			},
		},
		AmountDifferentInPlay: {
			fields:   []VocabField{fieldAmountFilter},
			doc:      "how many different cards (by title: Rulebook: Uniqueness) you have in play that the filter matches",
			example:  "per: {is: different-in-play, filter: {keyword: Capture}}",
			validate: func(a *Amount) error { return validateModFilter(a.Filter) },
			value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
				return g.differentInPlay(g.textYou(ctx), a.Filter)
			},
			text: func(a *Amount) string {
				return "the number of your different " + pluralNouns(a.Filter.Text("card")) + " in play"
			},
			inModifiers: true,
		},
	}
}

// roundToMultiple rounds n to the nearest multiple of m; a number halfway
// between two multiples rounds up.
func roundToMultiple(n, m int) int {
	return (n + m/2) / m * m
}

// differentInPlay counts the different titles among the cards p commands
// in play that f matches (a stopped card is not counted for its
// controller: Glossary: stopped).
func (g *Game) differentInPlay(p Player, f *Filter) int {
	var seen [8]string
	titles := seen[:0]
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Controller != p || !g.considers(p, c.ID) || (f != nil && !g.modMatches(f, c.ID, nil)) {
			continue
		}
		if !slices.Contains(titles, c.Card.titleKey) {
			titles = append(titles, c.Card.titleKey)
		}
	}
	return len(titles)
}
