package game

import "fmt"

// commands-in-play: "while an opponent commands an Assault event" (Li
// Nalas, Vastly Outnumbered, 20V014), "while you command an event in
// your core" (Anneli, 4C099). The older commands condition looks only at
// missions and ships; an event a player commands lies in that player's
// core or on a card (Glossary: command; core), so this one looks at every
// card in play. It reads printed facts only, so a modifier's while may use
// it, and stopped cards never count: a stopped card does not satisfy a
// command requirement (Glossary: stopped).

func commandsInPlayConds() map[string]condEntry {
	return map[string]condEntry{
		"commands-in-play": {
			fields:  []VocabField{{"who", "who commands it: you or opponent"}, fieldOf, {"what", "core: only a card in that player's core"}, {"at_least", "how many such cards (default 1; Sumek, 21V019: three [Fed] personnel)"}},
			doc:     "you (or an opponent) command a card in play anywhere, a core included, that the filter matches by its printed facts; stopped cards do not count",
			example: "while: {is: commands-in-play, who: opponent, of: {type: event, keyword: Assault}}",
			validate: func(c *Cond) error {
				if c.Who != "you" && c.Who != "opponent" {
					return fmt.Errorf("who must be you or opponent, not %q", c.Who)
				}
				if c.What != "" && c.What != "core" {
					return fmt.Errorf("what must be core or absent, not %q", c.What)
				}
				if err := needOfFilter(c); err != nil {
					return err
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				who := g.textYou(ctx)
				if c.Who == "opponent" {
					who = who.Other()
				}
				return g.commandsInPlayCount(who, c.Of, c.What == "core", max(1, c.count())) >= max(1, c.count())
			},
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("card")
				if c.What == "core" {
					n += " in " + map[bool]string{true: "their", false: "your"}[c.Who == "opponent"] + " core"
				}
				many := article(n) + " " + n
				if k := c.count(); k > 1 {
					many = numberPhrase(k) + " " + n
				}
				if c.Who == "opponent" {
					return "an opponent commands " + many
				}
				return "you command " + many
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// commandsInPlay reports whether who commands an unstopped card in play
// (in that player's core, with inCore) whose printed facts f matches.
func (g *Game) commandsInPlay(who Player, f *Filter, inCore bool) bool {
	return g.commandsInPlayCount(who, f, inCore, 1) > 0
}

// commandsInPlayCount counts such cards, stopping once it reaches enough.
func (g *Game) commandsInPlayCount(who Player, f *Filter, inCore bool, enough int) int {
	n := 0
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && (!inCore || c.Zone == ZCore) && c.Controller == who && !c.Stopped && f.MatchesCard(c.Card) {
			if n++; n >= enough {
				break
			}
		}
	}
	return n
}
