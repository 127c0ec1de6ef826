package game

import (
	"fmt"
	"slices"
	"strings"
)

// Playing a card (Glossary: playing a card, steps 1–10). The engine's
// part of each step:
//
//  1. where the card may go: headquarters that allow it (rules_play_why_not.go),
//     ships by play_aboard text (rules_play_aboard.go) and places a card in
//     play opens to it (play-here abilities, below); what its text
//     requires (rules_play.go);
//  2. the option names the card and where it goes; it is revealed and
//     lies in the being-played zone (rules_play.go);
//  3. cost modifiers (rules_play_cost.go), 4. the counters and the costs its
//     text adds are paid;
//  5–6. an about-to-play window where "prevent" responses may stop it
//     (rules_play.go);
//  7. the card enters play (enterPlay, rules_play.go);
//  8–9. its own "when you play this" text (pushSelfPlayed), then a window
//     for every other card's "when you play ..." response (firePlayed:
//     the card-played trigger, fired once);
//  10. the Play and Draw Cards segment goes on.

// playFromHand plays card id at dest for p in the way v says.
func (g *Game) playFromHand(p Player, id, dest int, v playVariant) {
	// The way back is made only for a card that may become another
	// affiliation: a closure for every card played was 2% of what the
	// strong bot's futures allocated.
	if c := g.cards[id]; c.Card.PlayAsAffiliation != nil && c.playedAs == "" &&
		g.becomePlayedAs(p, id, dest, func() { g.playFromHand(p, id, dest, v) }) { // vocab_play_as_affiliation.go
		return
	}
	if v.src != 0 {
		g.playViaOther(p, id, dest, v) // vocab_play_cost_other.go
		return
	}
	g.plays.dest = dest // vocab_playing_with.go
	cost := g.payCost(p, id, v.ability)
	g.plays.dest = 0
	cost += g.aboardOpponentExtra(p, g.cards[id].Card, dest) + g.playHereExtra(p, g.cards[id], dest) + g.aboardOwnExtra(p, g.cards[id], dest) // vocab_play_aboard_opponent.go, vocab_play_here_mission.go, vocab_play_aboard_extra.go
	if v.ability >= 0 {
		if g.plays.variant == nil {
			g.plays.variant = map[int]int{}
		}
		g.plays.variant[id] = v.ability
	}
	g.playCard(p, id, dest, cost)
	if v.ability >= 0 {
		// The chosen way's own price beyond the cost change ("discard a
		// card from hand to make this personnel cost -2": Goran, 6P045)
		// is paid with the counters (step 4), before the prevent window:
		// pushed after playCard's steps, it runs first.
		if price := withoutCostMods(g.cards[id].Card.Abilities[v.ability].Cost); len(price) > 0 {
			g.runAbility(g.ctxFor(p, id), price)
		}
	}
}

// firePlayed is steps 8–9 for the other cards: "when you play a ..."
// responses to card id having been played (the card-played trigger), at
// the mission it entered play at.
func (g *Game) firePlayed(p Player, id, dest int) {
	m := dest
	if m != 0 && g.cards[m].Card.Type == Ship {
		m = g.cards[m].Where
	}
	g.namedPlayScores(p, id) // vocab_named_play_scores.go
	g.fire(g.trigs.take(Trigger{Kind: TrigPlayed, Player: p, Cards: g.one(id), Source: id, Mission: m}), nil)
}

// pushSelfPlayed schedules the played card's own "when you play this"
// text: its played abilities, and what its cost abilities do once it is
// in play (the optional one chosen for it included), in the order of the
// card's abilities. Each is pushed as found, last first: a list of them
// made for every card played was 0.3% of what the strong bot's futures
// allocated.
func (g *Game) pushSelfPlayed(p Player, id int) {
	c := g.cards[id]
	variant, chosen := g.plays.variant[id]
	delete(g.plays.variant, id)
	skip := -1
	if chosen {
		skip = ignoredAbility(c.Card, variant) // vocab_ignore_next.go
	}
	for i := len(c.Card.Abilities) - 1; i >= 0; i-- {
		a := &c.Card.Abilities[i]
		switch {
		case i == skip:
		case a.When == WhenPlayed:
			g.push(func() { g.useOnPlay(p, id, a) })
		case a.When == WhenPlayCost && a.On == "self" && (!a.May || (chosen && variant == i)):
			if eff := withoutCostMods(a.Effect); len(eff) > 0 {
				g.push(func() { g.runAbility(g.ctxFor(p, id), eff) })
			}
		}
	}
}

// useOnPlay uses a "when you play this" ability. An optional one whose
// player has something to decide — a cost to pay, or an effect that does
// not offer taking nothing itself — is offered first (KindOptional); one
// whose cost cannot be paid is not used.
func (g *Game) useOnPlay(p Player, id int, a *Ability) {
	ctx := g.ctxFor(p, id)
	// A mandatory text does what it can; an optional one is offered only
	// when it can do something.
	if a.May && !g.usable(ctx, a) || !g.abilityHolds(ctx, a) || !g.costPossible(ctx, a.Cost) {
		return
	}
	if !a.May || (len(a.Cost) == 0 && offersNothing(a.Effect)) {
		g.useOnPlayNow(ctx, id, a)
		return
	}
	name := g.cardName(id)
	g.offer(p, KindOptional, name+": use its text?", []action{
		{Option{Label: "Use " + name + " — " + costAndEffect(*a), Action: ActOrder, Card: id}, func() { g.useOnPlayNow(ctx, id, a) }},
		{Option{Label: "Do not use " + name, Action: ActEnd}, func() {}},
	})
}

// useOnPlayNow schedules ability a of card id, played, in ctx: its cost,
// then its effect, with the card's play cost (read when the effect runs,
// as the card is then) counted as paid. It is used as a trigger response
// is (g.uses, opUseCost, opUseEffect): two closures each were 1.3% of
// what the strong bot's futures allocated.
func (g *Game) useOnPlayNow(ctx fxCtx, id int, a *Ability) {
	u := g.uses.take(triggerUse{p: ctx.p, c: g.cards[id], a: a, ctx: ctx, played: true})
	g.work = append(g.work, work{op: opUseEffect, use: u}, work{op: opUseCost, use: u}) // the cost first
}

// offersNothing reports whether every step lets its player take nothing
// by itself (a download, a take from the discard pile, a step marked may).
func offersNothing(steps []Step) bool {
	for _, s := range steps {
		if s.Do != DoDownload && s.Do != DoTakeDiscard && !s.May {
			return false
		}
	}
	return len(steps) > 0
}

// playHereDestinations lists where, besides headquarters, p may play c
// now: the planet surface or ship where a card of p's in play lets cards
// like c be played (Noonien Soong, Often-Wrong, 7R104: on his planet or
// ship; Assimilator, 0VP237: aboard it). A stopped card's text gives
// nothing (Glossary: stopped).
func (g *Game) playHereDestinations(p Player, c *Inst) []int {
	var out []int
	for _, src := range g.plays.hereSources {
		s := g.cards[src]
		if s.Controller != p || !g.activeSource(src) || src == c.ID {
			continue
		}
		for i := range s.Card.Abilities {
			a := &s.Card.Abilities[i]
			if a.When != WhenPlayHere || !a.Of.MatchesCard(c.Card) || g.playHereUsed(src, i) || !g.abilityHolds(g.ctxFor(p, src), a) {
				continue
			}
			var buf [4]int
			for _, d := range g.playHereSites(buf[:0], p, src, a) { // vocab_play_here_mission.go
				if !slices.Contains(out, d) && (c.Card.Type != Ship || g.cards[d].Card.Type != Ship) {
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// placeOf is where a card's "here" is, for playing cards there: a ship
// itself (aboard), the ship a personnel is aboard, or the planet a
// personnel is on; 0 anywhere else (a headquarters follows its own text).
func (g *Game) placeOf(id int) int {
	c := g.cards[id]
	switch c.Zone {
	case ZAtMission:
		return id
	case ZAboard:
		return c.Where
	case ZSurface:
		if g.cards[c.Where].Card.MissionType == Planet {
			return c.Where
		}
	}
	return 0
}

// playTextAbility words a play-cost or play-here ability.
func playTextAbility(c *Card, a Ability) string {
	noun := cardNoun(c)
	if a.When == WhenPlayHere {
		where := "where this " + noun + " is (on its planet or aboard its ship)"
		if c.Type == Ship {
			where = "aboard this ship"
		}
		if a.On == PlayHereMission { // vocab_play_here_mission.go
			where = "anywhere at this mission (on its planet or headquarters, or aboard a ship of yours there)"
		}
		if n := playHereCostMod(&a); n != 0 {
			where += fmt.Sprintf(" at cost %+d", n)
		}
		once := ""
		if a.OnceEachTurn {
			once = " (at most one card this way each turn)"
		}
		return "You may play any " + a.Of.Text("card") + " " + where + a.Cond.text(c) + once + "."
	}
	var mods []Step
	for _, s := range slices.Concat(a.Cost, a.Effect) {
		if s.Do == DoCostMod {
			mods = append(mods, s)
		}
	}
	rest := withoutCostMods(a.Effect)
	switch {
	case a.On == "self" && a.May && len(withoutCostMods(a.Cost)) > 0:
		then := ""
		if len(rest) > 0 {
			then = ", then " + clauses(rest)
		}
		return fmt.Sprintf("When you play this %s, you may %s so that it is %s%s.", noun, clauses(withoutCostMods(a.Cost)), clauses(mods), then)
	case a.On == "self" && a.May:
		return fmt.Sprintf("You may play this %s at %s to: %s.", noun, clauses(mods), clauses(rest))
	case a.On == "self" && len(mods) == 0 && len(rest) > 0: // its text while it is played (vocab_reveal_cost.go)
		return fmt.Sprintf("As you play this %s, before paying for it%s: %s.", noun, a.Cond.text(c), clauses(rest))
	case a.On == "self":
		return fmt.Sprintf("While you play this %s, it is %s%s.", noun, clauses(mods), a.Cond.text(c))
	}
	who := "you play"
	if a.On == "any" {
		who = "any player plays"
	}
	if a.May { // another card's optional way (vocab_play_cost_other.go)
		lead, ifs, rest := a.Cond.abilityParts(c)
		where := strings.TrimSpace(strings.Join(append([]string{lead}, rest...), " "))
		if where != "" {
			where = " " + where
		}
		if len(ifs) > 0 {
			where += ", if " + strings.Join(ifs, " and ")
		}
		p := withoutCostMods(a.Cost)
		if fx := withoutCostMods(a.Effect); len(fx) > 0 { // what the way does besides (Korath, Duplicitous Tinkerer, 5P031)
			if len(p) == 0 {
				return fmt.Sprintf("When %s %s %s%s, you may play it at %s; if you do, you %s.", who, article(a.Of.Text("card")), a.Of.Text("card"), where, clauses(mods), clauses(fx))
			}
			return fmt.Sprintf("You may %s as %s %s %s%s; if you do, it is %s, and you %s.", clauses(p), who, article(a.Of.Text("card")), a.Of.Text("card"), where, clauses(mods), clauses(fx))
		}
		if len(p) == 0 { // no price: only the cheaper way (Anthwara, Leader of the Tribal Council, 25V036)
			return fmt.Sprintf("When %s %s %s%s, you may play it at %s.", who, article(a.Of.Text("card")), a.Of.Text("card"), where, clauses(mods))
		}
		return fmt.Sprintf("When %s %s %s%s, you may %s so that it is %s.", who, article(a.Of.Text("card")), a.Of.Text("card"), where, clauses(p), clauses(mods))
	}
	return fmt.Sprintf("%s %s is %s%s.", capitalize(article(a.Of.Text("card"))+" "+a.Of.Text("card")), who, clauses(mods), a.Cond.text(c))
}
