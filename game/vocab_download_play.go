package game

import (
	"fmt"
	"slices"
)

// Downloading a card and playing it at once, at a changed cost, aboard
// this ship (U.S.S. Enterprise, Where She Belongs, 20V042, brings a dear
// [TOS] crew member from the deck aboard, four counters cheaper, as it
// is played). The card is found
// in its player's deck, shown and taken (Glossary: download; the deck is
// reshuffled), then played: it is not placed, so its own "when you play
// this" text happens, the uniqueness rule and its play requirements hold,
// and its cost, changed by amount and by every other cost change, is paid
// in counters (Rulebook: Paying costs; Glossary: playing a card). The text
// names where it goes, so no headquarters need allow it. Only a card that
// could be played that way now is offered (its player may take none: a
// download may find nothing), so a card is never downloaded only to stay
// in hand.

// DoDownloadPlay names the verb.
const DoDownloadPlay = "download-play"

func init() {
	registerVerbs(map[string]verb{
		DoDownloadPlay: {
			doc:    "search your deck for a card matching filter that could be played now, show it, reshuffle, and play it at cost +amount (negative: less) aboard this ship (to: this-ship), paying its cost in counters; taking none is allowed",
			fields: "filter amount to",
			validate: func(s *Step) error {
				if s.To != "this-ship" {
					return fmt.Errorf("to must be this-ship, not %q", s.To)
				}
				if s.Filter == nil {
					return fmt.Errorf("a filter is needed")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return fmt.Sprintf("download %s %s and play it aboard this ship, its cost changed by %+d", article(s.Filter.Text("card")), s.Filter.Text("card"), s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				c := g.cards[ctx.src]
				return c.Card.Type == Ship && c.Zone.InPlay()
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.downloadPlay(ctx, s) },
		},
	})
}

// downloadPlayCost is what playing card id from p's deck aboard ship by
// step s costs now, and whether p could play it that way: its play requirements met,
// no copy of a unique one commanded, the cost within the counters left.
func (g *Game) downloadPlayCost(p Player, id, ship int, s *Step) (int, bool) {
	c := g.cards[id]
	if !g.playRequirementMet(p, c) || (c.Card.Unique && g.commandsCopy(p, c.Card)) {
		return 0, false
	}
	need, _ := g.costToPlayAt(p, c, -1, ship) // a cost that reads where it goes (vocab_playing_with.go)
	need = max(0, need+s.Amount)
	return need, need <= g.counter
}

// downloadPlay offers ctx's player the cards of their deck step s could
// play, one copy of each card, then plays the one taken.
func (g *Game) downloadPlay(ctx fxCtx, s Step) {
	p, ship := ctx.p, ctx.src
	ps := g.players[p]
	var found []int
	var seen []string
	for _, id := range ps.Deck {
		c := g.cards[id].Card
		if slices.Contains(seen, c.ID) || !s.Filter.MatchesCard(c) {
			continue
		}
		if _, ok := g.downloadPlayCost(p, id, ship, &s); ok {
			seen = append(seen, c.ID)
			found = append(found, id)
		}
	}
	acts := []action{{Option{Label: "Download nothing", Action: ActEnd}, func() {
		g.emit(Event{Kind: "download", Player: p, Text: fmt.Sprintf("%s downloads nothing.", ps.Name)})
		g.shuffle(ps.Deck)
	}}}
	for _, id := range found {
		id := id
		need, _ := g.downloadPlayCost(p, id, ship, &s)
		acts = append(acts, action{Option{Label: fmt.Sprintf("Download %s (cost %d)", g.cardName(id), need), Action: ActPick, Card: id}, func() {
			g.place(id, ZHand, 0)
			g.emit(Event{Kind: "download", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s downloads %s.", ps.Name, g.shown(id))})
			g.shuffle(ps.Deck)
			if !g.cards[ship].Zone.InPlay() {
				return // the ship is gone: the card stays in hand
			}
			g.plays.dest = ship // vocab_playing_with.go
			pay := max(0, g.payCost(p, id, -1)+s.Amount)
			g.plays.dest = 0
			if s.Amount < 0 {
				g.noteCostReducer(id, ship) // vocab_drew.go: the ship's text lowers it too
			}
			g.emit(Event{Kind: "cost", Player: p, Cards: []int{ship, id}, Text: fmt.Sprintf("%s: %s is cost %+d.", g.ref(ship), g.shown(id), s.Amount)})
			g.playCard(p, id, ship, pay)
		}})
	}
	g.offer(p, KindSelect, fmt.Sprintf("%s: download which card to play aboard it?", g.cardName(ship)), acts)
}
