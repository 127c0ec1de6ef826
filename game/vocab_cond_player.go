package game

import (
	"errors"
	"fmt"
	"slices"
)

// Conditions on what a player commands, holds and scores, and on the
// missions a player commands (this card's own among them).

func playerConds() map[string]condEntry {
	return map[string]condEntry{
		"command": {
			fields:  []VocabField{fieldOf, {"at_least", "how many (default 1)"}, {"what", "other: cards other than this one (\"another completed mission\": Mine Vendarite, 23V029)"}},
			doc:     "you command at least that many cards in play that the filter matches and that you may consider (Glossary: stopped)",
			example: "requires: {is: command, of: {type: personnel, icon: tng}, at_least: 3}",
			validate: func(c *Cond) error {
				if c.What != "" && c.What != "other" {
					return fmt.Errorf("what: only other, not %q", c.What)
				}
				return needOfFilter(c)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				n := max(1, c.count())
				if c.What == "other" && g.cards[ctx.src].Zone.InPlay() && g.cards[ctx.src].Controller == ctx.p && g.considers(ctx.p, ctx.src) && g.matches(c.Of, ctx.src) {
					n++ // this card would count itself
				}
				return g.commandsAtLeast(ctx.p, c.Of, n)
			},
			text: func(c *Cond, _ condWords) string {
				n := max(1, c.count())
				what := c.Of.Text("personnel")
				if c.What == "other" {
					if n == 1 {
						return "you command another " + what
					}
					return fmt.Sprintf("you command %s other %s", numberPhrase(n), pluralNouns(what))
				}
				if n == 1 {
					return "you command " + article(what) + " " + what
				}
				return fmt.Sprintf("you command %s %s", numberPhrase(n), what)
			},
			slot: slotIf,
		},
		"commands": {
			fields:  []VocabField{fieldWho, fieldOf, fieldWhose, {"damaged", "only a card with a damage card on it"}},
			doc:     "you (or an opponent) command a card at a mission, on it or aboard a ship there, that the filter matches",
			example: "while: {is: commands, who: opponent, of: {type: ship}, damaged: true}",
			validate: func(c *Cond) error {
				if c.Who != "you" && c.Who != "opponent" {
					return fmt.Errorf("who must be you or opponent, not %q", c.Who)
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				who := ctx.p
				if c.Who == "opponent" {
					who = ctx.p.Other()
				}
				return g.commandsAtMissions(ctx.p, who, c)
			},
			text: func(c *Cond, _ condWords) string {
				n := c.ofText("card")
				if c.Damaged {
					n = "damaged " + n
				}
				if c.Who == "opponent" {
					return "an opponent commands " + article(n) + " " + n
				}
				return "you command " + article(n) + " " + n
			},
			slot: slotIf, inModifiers: true,
		},
		"another-ship-cost-6": {
			doc: "you command another ship costing 6 or more", example: "while: another-ship-cost-6",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				for _, c := range g.cards[1:] {
					if c.ID != ctx.src && c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == ctx.p && g.considers(ctx.p, c.ID) && c.Card.CostValue() >= 6 {
						return true
					}
				}
				return false
			},
			text: func(*Cond, condWords) string { return "you command another ship costing 6 or more" },
			slot: slotIf, inModifiers: true,
		},
		"commands-mission-requiring": {
			fields:  []VocabField{{"skill", "the skill the mission's requirements name"}},
			doc:     "you command a mission whose requirements name the skill (Ruling: Alpha 5 Approach)",
			example: "cond: {is: commands-mission-requiring, skill: Science}",
			validate: func(c *Cond) error {
				if !IsSkill(c.Skill) {
					return fmt.Errorf("unknown skill %q", c.Skill)
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool { return g.commandsMissionRequiring(ctx.p, c.Skill) },
			text:  func(c *Cond, _ condWords) string { return "you command a mission requiring " + c.Skill },
			slot:  slotIf, inModifiers: true,
		},
		"no-mission-of": {
			fields:  []VocabField{fieldAffiliation},
			doc:     "none of your non-headquarters missions shows that affiliation's icon",
			example: "while: {is: no-mission-of, affiliation: romulan}",
			validate: func(c *Cond) error {
				if c.Affiliation == "" {
					return errors.New("needs an affiliation")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				for _, m := range g.players[ctx.p].Missions {
					mi := g.cards[m]
					if mi.Controller == ctx.p && !mi.Card.IsHQ() && mi.Card.AttemptBy != nil && slices.Contains(mi.Card.AttemptBy.Only, c.Affiliation) {
						return false
					}
				}
				return true
			},
			text: func(c *Cond, _ condWords) string {
				return "none of your non-headquarters missions is a [" + affShort(c.Affiliation) + "] mission"
			},
			slot: slotIf, inModifiers: true,
		},
		"higher-score": {
			doc: "your score is above every opponent's", example: "while: higher-score",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				you := g.textYou(ctx) // in a dilemma, the player facing it
				return g.players[you].Score > g.players[you.Other()].Score
			},
			text: func(*Cond, condWords) string { return "your score is above every opponent's" },
			slot: slotIf, inModifiers: true,
		},
		"lower-score": {
			doc: "your score is below every opponent's", example: "cond: lower-score",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				you := g.textYou(ctx) // in a dilemma, the player facing it
				return g.players[you].Score < g.players[you.Other()].Score
			},
			text: func(*Cond, condWords) string { return "your score is below every opponent's" },
			slot: slotIf, inModifiers: true,
		},
		"more-cards-in-hand": {
			doc: "you hold more cards than every opponent", example: "while: more-cards-in-hand",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				you := g.textYou(ctx) // in a dilemma, the player facing it
				return len(g.players[you].Hand) > len(g.players[you.Other()].Hand)
			},
			text: func(_ *Cond, w condWords) string {
				if w.form == formAbility {
					return "you hold more cards than each opponent"
				}
				return "you hold more cards than every opponent"
			},
			slot: slotIf, inModifiers: true,
		},
		"hand": playerCountCond("cards", true, "while: {is: hand, who: each, at_least: 4}",
			func(g *Game, p Player) int { return len(g.players[p].Hand) }),
		"score": playerCountCond("points", false, "requires: {is: score, who: you, at_least: 5}",
			func(g *Game, p Player) int { return g.players[p].Score }),
		"completed-missions": playerCountCond("completed missions", false, "while: {is: completed-missions, who: opponent, at_most: 0}",
			(*Game).completedMissions),
		"fewer-turns": {
			doc: "an opponent has had more turns than you", example: "cond: [here, fewer-turns]",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool { return g.turnsHad(ctx.p.Other()) > g.turnsHad(ctx.p) },
			text:  func(*Cond, condWords) string { return "an opponent has had more turns than you" },
			slot:  slotIf, inModifiers: true,
		},
		"opponent-commands-named": {
			doc:     "an opponent commands a unique personnel with the title this card named (information about face-down cards: Rulebook: Paying costs)",
			example: "cond: opponent-commands-named",
			holds:   func(g *Game, _ *Cond, ctx fxCtx) bool { return g.opponentCommandsNamed(ctx.p, ctx.src) },
			text: func(*Cond, condWords) string {
				return "an opponent commands a unique personnel with the title this card named"
			},
			slot: slotIfClause, hidden: true,
		},
		"each-here": {
			fields:   []VocabField{fieldOf},
			doc:      "each of your personnel at this mission (anywhere there: Rulings: At This Mission; stopped ones too: Glossary: all) matches the filter",
			example:  "cond: [here, {is: each-here, of: {affiliation: klingon}}]",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				if ctx.mission == 0 {
					return false
				}
				// "Each of your personnel" names a group of cards, which
				// includes the stopped ones (Glossary: all).
				var buf [16]int
				for _, id := range g.personnelAt(buf[:0], ctx.mission) {
					if x := g.cards[id]; x.Controller == ctx.p && !g.matches(c.Of, id) {
						return false
					}
				}
				return true
			},
			text: func(c *Cond, _ condWords) string {
				t := c.Of.Text("personnel")
				return "each of your personnel at this mission is " + article(t) + " " + t
			},
			slot: slotIf,
		},
		"none-beneath": {
			doc: "no dilemma is overcome beneath this mission", example: "cond: [here, none-beneath]",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return ctx.mission != 0 && len(g.cards[ctx.mission].Beneath) == 0
			},
			text: func(*Cond, condWords) string { return "no dilemma is overcome beneath this mission" },
			slot: slotIf,
		},
		"mission-completed": {
			doc: "this card's own mission (the mission itself, or the one it was played on) is completed", example: "while: mission-completed",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				m := g.ownMission(ctx.src)
				return m != 0 && g.cards[m].Completed
			},
			text: func(*Cond, condWords) string { return "this mission is completed" },
			slot: slotIf, inModifiers: true,
		},
		"attempted-aboard-big-ship": {
			doc:     "your personnel attempt this card's own mission aboard a ship with a printed Range, Weapons or Shields above 8",
			example: "while: attempted-aboard-big-ship",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				m := g.ownMission(ctx.src)
				a := g.attempt
				if m == 0 || a == nil || a.mission != m || a.player != ctx.p {
					return false
				}
				for _, s := range a.ships {
					c := g.cards[s].Card
					if c.Range > 8 || c.Weapons > 8 || c.Shields > 8 {
						return true
					}
				}
				return false
			},
			text: func(*Cond, condWords) string {
				return "your personnel attempt this mission aboard a ship with a printed Range, Weapons or Shields above 8"
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// count is a condition's at_least, 0 when absent.
func (c *Cond) count() int {
	if c.AtLeast == nil {
		return 0
	}
	return *c.AtLeast
}

// playerCountCond is a condition bounding a number each player has (his
// hand's size, his score, the completed missions he commands), read for
// you, every opponent or each player. what names the things counted;
// held: they are held ("you hold 4 or more cards"), not had.
func playerCountCond(what string, held bool, example string, count func(g *Game, p Player) int) condEntry {
	return condEntry{
		fields:  []VocabField{fieldWho, fieldAtLeast, fieldAtMost},
		doc:     "how many " + what + " who (you, every opponent, each player) has is within the bounds",
		example: example,
		validate: func(c *Cond) error {
			switch c.Who {
			case "you", "opponent", "each":
			default:
				return fmt.Errorf("who must be you, opponent or each, not %q", c.Who)
			}
			return needBounds(c)
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			for p := range Player(2) {
				if (c.Who == "you" && p != ctx.p) || (c.Who == "opponent" && p == ctx.p) {
					continue
				}
				if !c.boundsOK(count(g, p)) {
					return false
				}
			}
			return true
		},
		text: func(c *Cond, _ condWords) string {
			var who, verb string
			switch c.Who {
			case "you":
				who, verb = "you", "have"
			case "opponent":
				who, verb = "an opponent", "has"
			default:
				who, verb = "each player", "has"
			}
			if held {
				verb = map[string]string{"have": "hold", "has": "holds"}[verb]
			}
			return who + " " + verb + " " + boundsText(c.AtLeast, c.AtMost, what)
		},
		slot: slotIf, inModifiers: true,
	}
}

// completedMissions is how many completed missions p commands.
func (g *Game) completedMissions(p Player) int {
	n := 0
	for _, pl := range g.players {
		for _, m := range pl.Missions {
			if mc := g.cards[m]; mc.Completed && mc.Controller == p {
				n++
			}
		}
	}
	return n
}

// ownMission is the mission card src's text is about (the mission
// itself, or the one an event was played on); 0 when it is not at one.
func (g *Game) ownMission(src int) int {
	m := g.missionOf(src)
	if m == 0 || g.cards[m].Card.Type != Mission {
		return 0
	}
	return m
}

// commandsAtMissions reports whether player who commands a card at a
// mission (on it, at it or aboard a ship there) that condition c read for
// me counts.
func (g *Game) commandsAtMissions(me, who Player, c *Cond) bool {
	ok := func(x int) bool {
		xc := g.cards[x]
		return xc.Controller == who && (!c.Damaged || len(xc.Damage) > 0) && g.condCounts(me, c, x)
	}
	for _, pl := range g.players {
		for _, m := range pl.Missions {
			mc := g.cards[m]
			for _, x := range mc.Surface {
				if ok(x) {
					return true
				}
			}
			for _, sh := range mc.Ships {
				if ok(sh) {
					return true
				}
				for _, x := range g.cards[sh].Aboard {
					if ok(x) {
						return true
					}
				}
			}
		}
	}
	return false
}

// boundsText words a count's bounds: "4 or more cards", "no completed
// missions", "2 to 3 points".
func boundsText(least, most *int, what string) string {
	switch {
	case least != nil && most != nil:
		return fmt.Sprintf("%d to %d %s", *least, *most, what)
	case least != nil:
		return fmt.Sprintf("%d or more %s", *least, what)
	case *most == 0:
		return "no " + what
	}
	return fmt.Sprintf("%d or fewer %s", *most, what)
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

// personnelAt appends to out every personnel at mission m: on its
// surface and aboard every ship there (Rulings: At This Mission). Its
// readers pass a list of their own, to read at once.
func (g *Game) personnelAt(out []int, m int) []int {
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
	return append(out, g.personnelAlsoAt(m)...) // vocab_at_every_mission.go
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
