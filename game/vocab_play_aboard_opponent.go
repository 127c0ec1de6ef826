package game

import (
	"errors"
	"fmt"
)

// Playing a personnel aboard an opponent's ship by its own text, at a
// higher cost, after which that opponent commands it (Rulebook: Playing
// specific kinds of cards — a card's text may allow another place;
// Glossary: command and owner — an opponent may take command of your
// card, and you stay its owner). Bashir Founder, Imperturbable
// Infiltrator (12R051) does so for 2 more, given two Founders on his
// side; Tosk, Noble Prey has the same shape for 1 more. The card is played by
// you: your "when you play" text answers as usual (Glossary: play and
// place — this is a play, not a placement). Once it is in play, the
// opponent whose ship it boarded commands it. That opponent must not
// already command a copy of a unique one (Rulebook: Uniqueness — you
// cannot take command of a unique card whose copy you command); your own
// copy does not stop it, as you will not command this one.

// validateOpponent checks the fields of an aboard-an-opponent's-ship
// permission: a card's own, with extra_cost and cond only.
func (pa *PlayAboard) validateOpponent() error {
	if !pa.Opponent {
		if len(pa.Cond) > 0 {
			return errors.New("play_aboard: cond belongs to opponent: true")
		}
		return pa.validateOwnExtra() // vocab_play_aboard_extra.go
	}
	if pa.Card != nil || pa.Ship != nil || pa.While != nil || pa.Unfamiliar {
		return errors.New("play_aboard: opponent: true is a card's own permission, with extra_cost and cond only")
	}
	if pa.ExtraCost < 0 {
		return errors.New("play_aboard: extra_cost cannot be negative")
	}
	if err := pa.Cond.validate(); err != nil {
		return fmt.Errorf("play_aboard: cond: %w", err)
	}
	return nil
}

// opponentText words the permission: its condition, the extra cost, the
// opponent's ship as destination, and who commands and owns it after.
func (pa *PlayAboard) opponentText(c *Card) string {
	at := ""
	if pa.ExtraCost != 0 {
		at = fmt.Sprintf(" at cost %+d", pa.ExtraCost)
	}
	t := fmt.Sprintf("this %s may be played%s onto a ship your opponent commands; that opponent then commands it (you still own it).", cardNoun(c), at)
	if len(pa.Cond) == 0 {
		return capitalize(t)
	}
	return "While " + pa.Cond.Text() + ", " + t
}

// opponentAboard is c's own permission to be played aboard an opponent's
// ship, or nil.
func opponentAboard(c *Card) *PlayAboard {
	if pa := c.PlayAboard; pa != nil && pa.Opponent {
		return pa
	}
	return nil
}

// aboardOpponentSites lists the ships of p's opponent that p may play c
// aboard now by c's own text: its condition holds, p can pay its plain
// cost (plain) plus the extra, and the opponent commands no copy of a
// unique c. Any of the opponent's ships will do, stopped ones too: the
// text reaches the opponent's cards on p's turn (Glossary: stopped).
func (g *Game) aboardOpponentSites(dst []int, p Player, c *Inst, plain int) []int {
	pa := opponentAboard(c.Card)
	if pa == nil || c.Card.Type != Personnel || plain < 0 || plain+pa.ExtraCost > g.counter || !pa.Cond.holds(g, g.ctxFor(p, c.ID)) {
		return dst
	}
	opp := p.Other()
	if c.Card.Unique && g.commandsCopy(opp, c.Card) {
		return dst
	}
	for _, m := range g.allMissions() {
		for _, s := range g.cards[m].Ships {
			if g.cards[s].Controller == opp {
				dst = append(dst, s)
			}
		}
	}
	return dst
}

// aboardOpponentExtra is what playing c at dest costs p beyond its plain
// cost: the permission's extra when dest is an opponent's ship, else 0.
func (g *Game) aboardOpponentExtra(p Player, c *Card, dest int) int {
	pa := opponentAboard(c)
	if pa == nil || dest == 0 {
		return 0
	}
	if d := g.cards[dest]; d.Card.Type != Ship || d.Controller == p {
		return 0
	}
	return pa.ExtraCost
}

// commandAboardOpponent: card id, just played by p aboard an opponent's
// ship by its own permission, is now commanded by that ship's player.
func (g *Game) commandAboardOpponent(p Player, id, dest int) {
	c := g.cards[id]
	if dest == 0 || opponentAboard(c.Card) == nil || c.Zone != ZAboard {
		return
	}
	d := g.cards[dest]
	if d.Card.Type != Ship || d.Controller == p {
		return
	}
	// Named to both: it was revealed as it was played.
	g.emit(Event{Kind: "give", Player: p, Cards: []int{id, dest},
		Text: fmt.Sprintf("%s now commands %s, aboard %s (%s still owns it).", g.players[d.Controller].Name, g.shown(id), g.ref(dest), g.players[c.Owner].Name)})
	c.Controller = d.Controller
	g.changed(c.ID) // rules_loops_cards.go
}
