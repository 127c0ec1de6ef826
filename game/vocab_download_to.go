package game

import "fmt"

// A download whose text goes on to place the card found somewhere other
// than the hand (Rulebook: Download — the card is found, shown, taken
// into hand and the deck reshuffled; the text then moves it): with
// to: deck-top the card goes on top of the deck after the reshuffle
// (Reconnaissance Drone, 4U115), where the next draw takes it.

// DownloadToDeckTop: the downloaded card is then placed on top of the deck.
// DownloadBeneath: it is then placed beneath the mission target names
// (vocab_hidden_beneath.go: Leeta, Devoted Wife, 18V032).
const (
	DownloadToDeckTop = "deck-top"
	DownloadBeneath   = "beneath"
)

func validateDownloadTo(s *Step) error {
	if (s.To == DownloadBeneath) != (s.Target != nil) {
		return fmt.Errorf("to: beneath and target (the mission) go together")
	}
	switch s.To {
	case "", DownloadToDeckTop, DownloadBeneath:
		return s.Filter.validate()
	}
	return fmt.Errorf("to must be deck-top, beneath or absent, not %q", s.To)
}

func downloadToText(s Step) string {
	switch s.To {
	case DownloadToDeckTop:
		return ", then place that card on top of your deck"
	case DownloadBeneath:
		return ", then place that card " + beneathWords(s)
	}
	return ""
}

// downloadedBeneath moves the card just downloaded from hand beneath the
// mission the step names; with none, it stays in hand.
func (g *Game) downloadedBeneath(ctx fxCtx, s Step, id int) {
	c := g.cards[id]
	if m := g.beneathSite(ctx.p, s.Target); m != 0 && c.Zone == ZHand && c.Owner == ctx.p && g.mayLieBeneath(id, m) {
		g.putUnder(ctx.p, id, m)
	}
}

// downloadedToDeckTop moves the card just downloaded from hand to the top
// of its owner's deck; every player saw it shown, so the log names it.
func (g *Game) downloadedToDeckTop(ctx fxCtx, id int) {
	c := g.cards[id]
	if c.Zone != ZHand || c.Owner != ctx.p {
		return
	}
	g.toDeckTop(id)
	g.emit(Event{Kind: "deck-top", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s on top of their deck.", g.players[ctx.p].Name, g.shown(id))})
}
