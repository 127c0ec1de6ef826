package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Consume (Glossary: Consume; dilemmas). A dilemma with the keyword
// "Consume: N" makes its owner move the top N cards of their own dilemma
// pile face up beneath the mission being attempted. Every dilemma placed
// beneath a mission is overcome there, so those cards count as overcome
// dilemmas from then on (a later copy of one is overcome at once). "X" is
// however many cards this text actually placed: with "Consume: X" the
// owner chooses how many, and with fewer cards in the pile than asked for
// only those there are placed and X is that number.
//
// The keyword is a fact of the card (its Keywords); the encoding says
// where in the dilemma's actions it happens with one consume step, which
// must agree with the keyword (validateConsume). The cards it placed are
// the group "consumed", for text that counts them ("for each dilemma
// consumed …", "select X personnel").

// DoConsume is the verb of the Consume keyword.
const DoConsume = "consume"

// GroupConsumed: the dilemmas the Consume of the dilemma being faced
// placed beneath the mission.
const GroupConsumed = "consumed"

func init() {
	registerVerbs(map[string]verb{
		DoConsume: {
			doc:         "Consume: the dilemma's owner places the top count cards of their dilemma pile face up beneath this mission, overcome there (any_number: Consume X, as many as the owner chooses)",
			fields:      "count any_number",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if (s.Count > 0) == s.AnyNumber {
					return fmt.Errorf("needs a count or any_number (Consume: X), not both")
				}
				return nil
			},
			text:       consumeText,
			runDilemma: func(g *Game, ctx fxCtx, s *Step) { g.consume(s) },
		},
	})
	// "While this personnel is facing a non-Consume dilemma" (Lore,
	// Brother and Son, 16V042): the dilemma faced, a fact of the card,
	// matches the filter (its keywords: a Consume dilemma is one with the
	// keyword, whatever its number).
	condRegistry["facing-dilemma-of"] = &condEntry{
		fields:   []VocabField{{"of", "a filter the dilemma faced must match: {not_keyword: Consume}"}},
		doc:      "this personnel faces a dilemma that the filter matches",
		example:  "while: {is: facing-dilemma-of, of: {not_keyword: Consume}}",
		validate: func(c *Cond) error { return validateModFilter(c.Of) },
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			a := g.attempt
			return a != nil && a.dilemma != 0 && a.player == ctx.p && slices.Contains(a.personnel, ctx.src) && g.matches(c.Of, a.dilemma)
		},
		text: func(c *Cond, _ condWords) string {
			return "facing " + article(c.Of.Text("dilemma")) + " " + c.Of.Text("dilemma")
		},
		slot:        slotWhileClause,
		inModifiers: true,
	}
	groupRegistry[GroupConsumed] = &groupEntry{
		noun: "the dilemmas this dilemma consumed", has: func(w string) string { return "this dilemma consumed " + w }, thing: "dilemma",
		each:    func(w string) string { return w + " this dilemma consumed" },
		members: attemptGroup(func(a *attempt, _ Player) []int { return a.special.consumed }),
	}
}

// consumeText words what the keyword does, in our own words (the card
// shows the keyword itself among its keywords).
func consumeText(s Step) string {
	if s.AnyNumber {
		return "your opponent chooses a number (X) and moves that many cards from the top of their dilemma pile to beneath this mission, face up, where they are overcome"
	}
	cards := "their dilemma pile's top card"
	if s.Count > 1 {
		cards = fmt.Sprintf("the %d top cards of their dilemma pile", s.Count)
	}
	return fmt.Sprintf("your opponent moves %s to beneath this mission, face up, where %s overcome", cards, map[bool]string{true: "it is", false: "they are"}[s.Count == 1])
}

// consumeKeyword reads a card's "Consume: N" (n) or "Consume: X" (x)
// keyword; ok is false when the card has none.
func consumeKeyword(c *Card) (n int, x, ok bool) {
	for _, k := range c.Keywords {
		name, val, found := strings.Cut(strings.TrimSuffix(strings.TrimSpace(k), "."), ":")
		if !found || !strings.EqualFold(strings.TrimSpace(name), "Consume") {
			continue
		}
		val = strings.TrimSpace(val)
		if strings.EqualFold(val, "X") {
			return 0, true, true
		}
		if v, err := strconv.Atoi(val); err == nil && v > 0 {
			return v, false, true
		}
	}
	return 0, false, false
}

// validateConsume checks that an encoded dilemma's consume step agrees
// with its Consume keyword: a dilemma with the keyword says where it
// happens with exactly one consume step of the same number, at the top
// level of its text (it is no part of a condition), and a card without
// the keyword has none. A dilemma whose text is not encoded is not
// checked (its text does not run).
func validateConsume(c *Card) error {
	n, x, has := consumeKeyword(c)
	var steps []*Step
	eachStep(c.Effect, func(s *Step) {
		if s.Do == DoConsume {
			steps = append(steps, s)
		}
	})
	if !has {
		if len(steps) > 0 {
			return fmt.Errorf("a consume step, but the card has no Consume keyword")
		}
		return nil
	}
	if len(c.Effect) == 0 {
		return nil
	}
	top := slices.IndexFunc(c.Effect, func(s Step) bool { return s.Do == DoConsume })
	switch {
	case len(steps) != 1 || top < 0:
		return fmt.Errorf("its Consume keyword needs exactly one consume step, at the top level of its effect")
	case x != c.Effect[top].AnyNumber || !x && c.Effect[top].Count != n:
		want := "count: " + strconv.Itoa(n)
		if x {
			want = "any_number: true"
		}
		return fmt.Errorf("its keyword is Consume: %s, so its consume step needs %s", map[bool]string{true: "X", false: strconv.Itoa(n)}[x], want)
	}
	return nil
}

// consume: the dilemma's owner places the top cards of their dilemma
// pile beneath the mission being attempted (Glossary: Consume). With
// Consume X the owner first chooses how many.
func (g *Game) consume(s *Step) {
	a := g.attempt
	owner := a.player.Other()
	pile := len(g.players[owner].DilemmaPile)
	if !s.AnyNumber {
		g.consumeTop(min(s.Count, pile))
		return
	}
	if pile == 0 {
		g.consumeTop(0)
		return
	}
	acts := make([]action, 0, pile+1)
	for n := 0; n <= pile; n++ {
		label := fmt.Sprintf("Consume %d", n)
		act := ActPick
		if n == 0 {
			label, act = "Consume none (X is 0)", ActEnd
		}
		acts = append(acts, action{Option{Label: label, Action: act}, func() { g.consumeTop(n) }})
	}
	g.offer(owner, KindSelect, fmt.Sprintf("%s: Consume X — how many cards from the top of your dilemma pile go beneath %s?", g.cardName(a.dilemma), g.cardName(a.mission)), acts)
}

// consumeTop moves the top n cards of the dilemma owner's pile face up
// beneath the attempted mission, overcome there, and remembers them as
// what this dilemma consumed.
func (g *Game) consumeTop(n int) {
	a := g.attempt
	owner := a.player.Other()
	top := slices.Clone(g.reachDilemmaTop(owner, n)) // dilemma_pile_top.go
	for _, id := range top {
		g.place(id, ZBeneath, a.mission)
		g.cards[id].FaceUp = true
		g.changed(id) // rules_loops_cards.go
	}
	a.special.consumed = top
	a.acted = true
	name := g.players[owner].Name
	text := fmt.Sprintf("%s consumes nothing: the dilemma pile is empty.", name)
	if n > 0 {
		text = fmt.Sprintf("%s consumes %s from the top of the dilemma pile: %s now beneath %s, overcome.", name, g.names(top),
			map[bool]string{true: "it is", false: "they are"}[n == 1], g.cardName(a.mission))
	} else if len(g.players[owner].DilemmaPile) > 0 {
		text = fmt.Sprintf("%s consumes no dilemmas (X is 0).", name)
	}
	g.emit(Event{Kind: "consume", Player: owner, Cards: append([]int{a.dilemma}, top...), Text: text})
}
