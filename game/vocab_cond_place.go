package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Conditions on where the card whose text it is stands and what is with
// it: on a planet, aboard a ship, at a kind of mission, present with
// someone, facing a dilemma.

func placeConds() map[string]condEntry {
	return map[string]condEntry{
		"facing-dilemma": {
			doc: "this personnel faces a dilemma", example: "while: facing-dilemma",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				a := g.attempt
				return a != nil && (a.dilemma != 0 || g.countsAsFacing(ctx.src)) && a.player == ctx.p && slices.Contains(a.personnel, ctx.src)
			},
			text:        func(*Cond, condWords) string { return "facing a dilemma" },
			slot:        slotWhileClause,
			inModifiers: true,
		},
		"attempting": {
			fields: []VocabField{fieldMission},
			doc:    "this personnel is attempting a mission (of that type)", example: "while: {is: attempting, mission: space}",
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				a := g.attempt
				return a != nil && a.player == ctx.p && slices.Contains(a.personnel, ctx.src) &&
					(c.Mission == "" || g.cards[a.mission].Card.MissionType == c.Mission)
			},
			text: func(c *Cond, _ condWords) string {
				if c.Mission != "" {
					return "attempting " + article(string(c.Mission)) + " " + string(c.Mission) + " mission"
				}
				return "attempting a mission"
			},
			slot: slotWhileClause, inModifiers: true,
		},
		"on": {
			fields: []VocabField{fieldMission},
			doc:    "this card is on a planet or headquarters (of that mission type)", example: "while: {is: on, mission: planet}",
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				s := g.cards[ctx.src]
				return s.Zone == ZSurface && (c.Mission == "" || g.cards[s.Where].Card.MissionType == c.Mission)
			},
			text: func(c *Cond, _ condWords) string {
				switch c.Mission {
				case Planet:
					return "on a planet"
				case Space:
					return "on a space mission"
				}
				return "on a planet or headquarters"
			},
			slot: slotWhileClause, inModifiers: true,
		},
		"on-planet": {
			doc: "this personnel is on the surface of a mission that is not a space mission", example: "cond: on-planet",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				src := g.cards[ctx.src]
				return src.Zone == ZSurface && g.cards[src.Where].Card.MissionType != Space
			},
			text: func(_ *Cond, w condWords) string { return "while this " + w.noun() + " is on a planet" },
			slot: slotClause, inModifiers: true,
		},
		"aboard": {
			fields: []VocabField{fieldOf, fieldWhose},
			doc:    "this card is aboard a ship (that the filter matches, whose)", example: "while: {is: aboard, whose: your, of: {title: U.S.S. Enterprise-D}}",
			validate: func(c *Cond) error { return validateModFilter(c.Of) },
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				s := g.cards[ctx.src]
				return s.Zone == ZAboard && g.condCounts(ctx.p, c, s.Where)
			},
			text: func(c *Cond, _ condWords) string {
				n := c.ofText("ship")
				return "aboard " + c.whoseText(article(n)+" ") + n
			},
			slot: slotWhileClause, inModifiers: true,
		},
		"aboard-ship": {
			fields: []VocabField{fieldOf},
			doc:    "this personnel is aboard a ship; with of, a ship its player commands that the filter matches", example: "cond: {is: aboard-ship, of: {class: Vor'cha}}",
			validate: func(c *Cond) error { return c.Of.validate() },
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				src := g.cards[ctx.src]
				if src.Zone != ZAboard {
					return false
				}
				if c.Of == nil {
					return true
				}
				ship := g.cards[src.Where]
				return ship.Controller == ctx.p && g.considers(ctx.p, ship.ID) && g.matches(c.Of, ship.ID)
			},
			text: func(c *Cond, w condWords) string {
				if c.Of != nil {
					return "while this " + w.noun() + " is aboard your " + c.Of.Text("ship")
				}
				return "while this " + w.noun() + " is aboard a ship"
			},
			slot: slotClause,
		},
		"at": {
			fields: []VocabField{fieldMission, fieldRegion, fieldQuadrant, fieldWhose, {"of", "a filter the mission matches by its printed facts (its icons are the affiliations that may attempt it)"}},
			doc:    "this card is at a mission (of that type, region, quadrant and whose, matching of)", example: "while: {is: at, whose: opponent, mission: space}",
			validate: func(c *Cond) error {
				if c.Of == nil {
					return nil
				}
				if c.Mission != "" || c.Region != "" || c.Quadrant != "" {
					return errors.New("of replaces mission, region and quadrant: put them in the filter")
				}
				return c.Of.validate()
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				var buf [4]int
				for _, m := range g.missionsOf(buf[:0], ctx.src) { // several, for a card at more than one (vocab_at_every_mission.go)
					mc := g.cards[m]
					if (c.Mission == "" || mc.Card.MissionType == c.Mission) && (c.Region == "" || strings.EqualFold(mc.Card.Region, c.Region)) &&
						(c.Quadrant == "" || strings.EqualFold(mc.Card.Quadrant, c.Quadrant)) && whoseOK(c.Whose, WhoseAny, ctx.p, mc.Controller) &&
						(c.Of == nil || c.Of.MatchesCard(mc.Card)) {
						return true
					}
				}
				return false
			},
			text: func(c *Cond, _ condWords) string {
				var words []string
				if c.Mission != "" {
					words = append(words, string(c.Mission))
				}
				if c.Region != "" {
					words = append(words, "Region: "+c.Region)
				}
				if c.Quadrant != "" {
					words = append(words, "["+quadrants[c.Quadrant]+"]")
				}
				n := strings.Join(append(words, "mission"), " ")
				if c.Of != nil {
					n = c.Of.Text("mission")
				}
				return "at " + c.whoseText(article(n)+" ") + n
			},
			slot: slotWhileClause, inModifiers: true,
		},
		"at-na-or-40-points": {
			doc: "this ship is at a [NA] mission or at one worth 40 points or more", example: "while: at-na-or-40-points",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				s := g.cards[ctx.src]
				if s.Zone != ZAtMission {
					return false
				}
				m := g.cards[s.Where].Card
				return m.Points >= 40 || (m.AttemptBy != nil && !m.AttemptBy.Any && slices.Contains(m.AttemptBy.Only, "non-aligned"))
			},
			text: func(*Cond, condWords) string { return "at a [NA] mission or at one worth 40 points or more" },
			slot: slotWhileClause, inModifiers: true,
		},
		"present-with": {
			fields: []VocabField{fieldOf, fieldWhose, {"at_least", "how many such cards (default 1): Sascha Money, 12C114"},
				{"at_most", "at most that many such cards; at_most: 0, present with none (Lovok Founder, Effective Changeling, 12U053)"}},
			doc: "this card is present with a card (at_least: that many cards; at_most: at most that many, 0: with none) the filter matches (whose)", example: "while: {is: present-with, of: {species: Android}}",
			validate: validatePresentWith,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				if c.AtMost != nil { // vocab_cond_present_at_most.go
					return g.presentCount(c, ctx) <= *c.AtMost
				}
				need, n := max(1, c.count()), 0
				for _, x := range g.presentPool(ctx.src) {
					if x != ctx.src && g.condCounts(ctx.p, c, x) {
						if n++; n >= need {
							return true
						}
					}
				}
				return false
			},
			text: func(c *Cond, _ condWords) string {
				n := c.ofText("personnel")
				if c.AtMost != nil {
					return presentAtMostText(c, n) // vocab_cond_present_at_most.go
				}
				if k := c.count(); k > 1 {
					tail := map[string]string{WhoseYour: " of yours", WhoseOpponent: " of an opponent's"}[c.Whose]
					return fmt.Sprintf("present with %s %s%s", numberPhrase(k), n, tail)
				}
				return "present with " + c.whoseText(article(n)+" ") + n
			},
			slot: slotWhileClause, inModifiers: true,
		},
		"present-with-opponent": {
			doc: "an opponent's personnel is present with this card", example: "cond: present-with-opponent",
			// Read in place, not through a list of those present (Deanna
			// Troi's order is weighed at every orders decision).
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return slices.ContainsFunc(g.presentPool(ctx.src), func(id int) bool {
					x := g.cards[id]
					return id != ctx.src && x.Card.Type == Personnel && x.Controller != ctx.p && g.considers(ctx.p, id)
				})
			},
			text: func(*Cond, condWords) string { return "while an opponent's personnel is present" },
			slot: slotClause, inModifiers: true,
		},
		"carries": {
			fields: []VocabField{fieldOf, fieldWhose},
			doc:    "a card the filter matches (whose) is aboard this ship", example: "while: {is: carries, whose: your, of: {skills: [Medical]}}",
			validate: needOfModFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				for _, x := range g.cards[ctx.src].Aboard {
					if g.condCounts(ctx.p, c, x) {
						return true
					}
				}
				return false
			},
			text: func(c *Cond, _ condWords) string {
				n := c.ofText("personnel")
				return c.whoseText(article(n)+" ") + n + " is aboard"
			},
			slot: slotWhileClause, inModifiers: true,
		},
		"staffed": {
			doc: "this ship is staffed", example: "while: staffed",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return g.cards[ctx.src].Card.Type == Ship && g.staffed(ctx.src)
			},
			text: func(*Cond, condWords) string { return "this ship is staffed" },
			slot: slotIfClause, inModifiers: true,
		},
		"commander-aboard": {
			doc: "a personnel whose Commander keyword names this ship is aboard it (Glossary: Commander)", example: "cond: commander-aboard",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return g.cards[ctx.src].Card.Type == Ship && g.matchingCommanderAboard(ctx.src)
			},
			text: func(*Cond, condWords) string {
				return "a personnel whose Commander keyword names this ship is aboard it"
			},
			slot: slotIfClause, inModifiers: true,
		},
		"ship-here": {
			fields: []VocabField{fieldOf},
			doc:    "a staffed ship you command that the filter matches is at this card's mission", example: "cond: {is: ship-here, of: {class: Vor'cha}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := ctx.mission
				if m == 0 && ctx.trig != nil {
					m = ctx.trig.Mission // a core event's trigger names the mission
				}
				if m == 0 {
					m = g.missionOf(ctx.src) // a modifier's while: where its card is now
				}
				return m != 0 && slices.ContainsFunc(g.cards[m].Ships, func(s int) bool {
					return g.cards[s].Controller == ctx.p && g.considers(ctx.p, s) && g.staffed(s) && g.matches(c.Of, s)
				})
			},
			text: func(c *Cond, w condWords) string {
				where := "this mission"
				if w.card != nil && (w.card.Type == EventCard || w.card.Type == Interrupt) {
					where = "that mission" // a core event's trigger names the mission
				}
				return "while your staffed " + c.Of.Text("ship") + " is at " + where
			},
			// Staffing reads icons, affiliation and stops, none of which a
			// modifier changes (Kasidy Yates, Freighter Captain, 24V023).
			slot: slotClause, inModifiers: true,
		},
	}
}

// needOfFilter refuses a condition without its filter, and checks it.
func needOfFilter(c *Cond) error {
	if c.Of == nil {
		return errors.New("needs of")
	}
	return c.Of.validate()
}

// needOfModFilter refuses a condition without its filter, and checks it
// as a modifier's filter (vocab_modifier_targets.go).
func needOfModFilter(c *Cond) error {
	if c.Of.IsZero() {
		return errors.New("needs of")
	}
	return validateModFilter(c.Of)
}

// ofText words the cards a condition looks for, def when any will do.
func (c *Cond) ofText(def string) string {
	if c.Of == nil {
		return def
	}
	return c.Of.Text(def)
}

// whoseText words whose cards count: "your ", "an opponent's ", def for
// anyone's.
func (c *Cond) whoseText(def string) string {
	switch c.Whose {
	case WhoseYour:
		return "your "
	case WhoseOpponent:
		return "an opponent's "
	}
	return def
}

// condCounts reports whether card x counts for condition c read for me:
// within me's reach, of the right owner, matching Of.
func (g *Game) condCounts(me Player, c *Cond, x int) bool {
	return g.considers(me, x) && whoseOK(c.Whose, WhoseAny, me, g.cards[x].Controller) && (c.Of == nil || g.modMatches(c.Of, x, nil))
}

// presentPool is the list card id stands in (the same planet or the same
// ship), itself included; nil when it is nowhere anything is present.
func (g *Game) presentPool(id int) []int {
	c := g.cards[id]
	switch c.Zone {
	case ZSurface:
		return g.cards[c.Where].Surface
	case ZAboard:
		return g.cards[c.Where].Aboard
	}
	return nil
}
