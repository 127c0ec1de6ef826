package game

import (
	"fmt"
	"slices"
	"strings"
)

// The amount registry. An amount is a number card text reads from the
// game (vocab_amounts.go); each kind of amount is one amountEntry, defined once
// with the fields it reads, its checks, its words and how it is measured.
// An amount names its entry by its group field (count, cost, total,
// score: "{count: your-hand}") or by is ("{is: mission-span}"); one with
// neither is a fixed number. The entry is found at load and kept
// (Amount.reg): a modifier's per is read on hot paths.
type amountEntry struct {
	fields       []VocabField
	doc, example string
	// validate checks the fields at load beyond checkAmountFields; nil
	// accepts any.
	validate func(a *Amount) error
	// value measures it (before N, Less and Limit).
	value func(g *Game, a *Amount, ctx fxCtx, candidates []int) int
	// text words it as a noun phrase (before N, Less and Limit); nil for
	// a fixed number.
	text func(a *Amount) string
	// inModifiers: a modifier's per may count it (it does not read what
	// modifiers change, so counting it cannot loop).
	inModifiers bool
	// each words one of what is counted, for "for each X" ("captive in
	// your brig"); nil when the amount is not a count of things.
	each func(a *Amount) string
}

// Fields every amount reads.
var amountCommonFields = []VocabField{
	{"n", "a number added"},
	{"less", "a number taken away (never below zero)"},
	{"limit", "the most it may be"},
}

var (
	fieldAmountFilter = VocabField{"filter", "only the cards it matches"}
)

// amountTables lists the functions that return each file's amount table.
var amountTables = []func() map[string]amountEntry{
	groupAmounts,
	modifierAmounts,
	parityAmounts,
	captiveAmounts,
	handAmounts,
	shipAttrAmounts, // vocab_owner_picks_ship.go
}

// amountRegistry holds every registered amount, filled once in init and
// never written again.
var amountRegistry = map[string]*amountEntry{}

func init() {
	for _, table := range amountTables {
		for name, e := range table() {
			if _, dup := amountRegistry[name]; dup {
				panic("game: amount " + name + " registered twice")
			}
			e.fields = append(slices.Clone(e.fields), amountCommonFields...)
			amountRegistry[name] = &e
		}
	}
}

// groupAmounts are the amounts measured on a group of cards (vocab_amounts.go
// names the groups), a player's score, and a fixed number.
func groupAmounts() map[string]amountEntry {
	return map[string]amountEntry{
		"number": {
			doc: "a fixed number (n)", example: "many: {n: 2}",
			value:       func(*Game, *Amount, fxCtx, []int) int { return 0 },
			inModifiers: true,
		},
		"count": {
			fields: []VocabField{{"count", "the group counted"}, fieldAmountFilter,
				{"alike", "species or cost: the largest set of them sharing it"},
				{"different", "affiliation, species or title: how many different ones they show"}},
			doc:     "how many cards of the group the filter matches (alike: the most of them sharing a characteristic; different: how many different affiliations, species or titles they show)",
			example: "many: {count: your-headquarters}",
			validate: func(a *Amount) error {
				if err := validGroup(a.Count); err != nil {
					return err
				}
				if a.Alike != "" && a.Alike != SameSpecies && a.Alike != SameCost {
					return fmt.Errorf("alike needs count and one of species, cost")
				}
				if err := validateDifferent(a); err != nil {
					return err
				}
				return a.Filter.validate()
			},
			value: func(g *Game, a *Amount, ctx fxCtx, candidates []int) int {
				ids := g.groupMatching(a, ctx, candidates)
				if a.Alike != "" {
					return largestAlike(g, ids, a.Alike)
				}
				if a.Different != "" {
					return g.differentAmong(ids, a.Different)
				}
				return len(ids)
			},
			text: func(a *Amount) string {
				if a.Alike != "" {
					return fmt.Sprintf("the most %s of one %s among %s", plural(a.what()), a.Alike, groupNoun(a.Count))
				}
				if a.Different != "" {
					return differentText(a)
				}
				if a.Filter.IsZero() {
					return "the number of " + strings.TrimPrefix(groupNoun(a.Count), "the ")
				}
				return "the number of " + plural(a.what()) + " among " + groupNoun(a.Count)
			},
		},
		"cost": {
			fields: []VocabField{{"cost", "the group whose printed costs are added"}, fieldAmountFilter,
				{"one", "the cost of one card of the group, the player's choice when they differ"}},
			doc:     "the total printed cost of the cards of the group the filter matches (one: of one of them)",
			example: "amount: {cost: selected}",
			validate: func(a *Amount) error {
				if err := validGroup(a.Cost); err != nil {
					return err
				}
				return a.Filter.validate()
			},
			value: func(g *Game, a *Amount, ctx fxCtx, candidates []int) int {
				n := 0
				for _, id := range g.groupMatching(a, ctx, candidates) {
					n += g.cards[id].Card.CostValue()
				}
				return n
			},
			text: func(a *Amount) string {
				switch {
				case a.One && groupPlace(a.Cost) != "":
					return "the cost of " + article(a.what()) + " " + a.what() + " " + groupPlace(a.Cost) + " (your choice)"
				case a.One:
					return "the cost of one " + a.what() + " among " + groupNoun(a.Cost) + " (your choice)"
				case (a.Cost == GroupPaid || a.Cost == GroupSubject) && a.Filter.IsZero():
					return "the cost of " + groupNoun(a.Cost)
				case !a.Filter.IsZero():
					return "the total cost of the " + a.what() + " among " + groupNoun(a.Cost)
				}
				return "the total cost of " + groupNoun(a.Cost)
			},
		},
		"total": {
			fields:  []VocabField{{"total", "the group whose attribute is added"}, {"attr", "the attribute"}, fieldAmountFilter},
			doc:     "the total of an attribute of the cards of the group the filter matches: as it is now in play, as printed out of play",
			example: "amount: {total: opponent-revealed, attr: Strength, filter: {type: personnel}}",
			validate: func(a *Amount) error {
				if err := validGroup(a.Total); err != nil {
					return err
				}
				switch a.Attr {
				case "":
					return fmt.Errorf("total and attr go together")
				case Integrity, Cunning, Strength, AttrRange, AttrWeapons, AttrShields, AttrPoints, AttrSpan:
				default:
					return fmt.Errorf("attr: unknown attribute %q", a.Attr)
				}
				return a.Filter.validate()
			},
			value: func(g *Game, a *Amount, ctx fxCtx, candidates []int) int {
				n := 0
				for _, id := range g.groupMatching(a, ctx, candidates) {
					n += g.attrNow(id, a.Attr)
				}
				return n
			},
			text: func(a *Amount) string {
				if a.Filter.IsZero() {
					return "the total " + a.Attr + " of " + groupNoun(a.Total)
				}
				return "the total " + a.Attr + " of the " + groupHasText(a.Total, plural(a.what()))
			},
		},
		"score": {
			fields:  []VocabField{{"score", "whose: you or opponent"}},
			doc:     "a player's score",
			example: "above: {score: opponent}",
			validate: func(a *Amount) error {
				if a.Score != ScoreYou && a.Score != ScoreOpp {
					return fmt.Errorf("score must be you or opponent, not %q", a.Score)
				}
				return nil
			},
			value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
				you := g.textYou(ctx)
				if a.Score == ScoreOpp {
					you = you.Other()
				}
				return g.players[you].Score
			},
			text: func(a *Amount) string {
				if a.Score == ScoreOpp {
					return "your opponent's score"
				}
				return "your score"
			},
			inModifiers: true,
		},
	}
}

// amountVocab lists the registered amounts for the reference.
func amountVocab() []VocabEntry {
	var out []VocabEntry
	for name, e := range amountRegistry {
		out = append(out, VocabEntry{Name: name, Fields: e.fields, Words: e.doc, Example: e.example, Code: codeFile(e.value)})
	}
	return out
}

// amountUses lists the amounts c's encoding uses: its modifiers' per, and
// every amount of its steps and of their conditions.
func amountUses(c *Card) []string {
	var out []string
	add := func(a *Amount) {
		if a != nil {
			if name, err := a.entryName(); err == nil {
				out = append(out, name)
			}
		}
	}
	eachCardModifier(c, func(m *Modifier) { add(m.Per) })
	conds := func(cs Conds) {
		for i := range cs {
			add(cs[i].Amount)
			add(cs[i].Above)
		}
	}
	conds(c.Requires)
	eachCardAbility(c, func(a *Ability) { conds(a.Cond) })
	eachCardStep(c, func(s *Step) {
		add(s.Many)
		add(s.LimitMany)
		conds(s.Cond)
	})
	return out
}

// The amount kind of the vocabulary.
func amountKind() vocabKind {
	return vocabKind{kind: "amount", entries: amountVocab, uses: amountUses}
}
