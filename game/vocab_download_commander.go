package game

import (
	"fmt"
	"slices"
)

// A download that places what it finds at a headquarters mission, and a
// download of a ship together with its Commander (Assist Rescue
// Operation, 8U002: a Federation ship with the personnel whose Commander
// keyword names it, both put where their player may play such cards). The player searches the
// deck once (Rulebook: Download): with `with`, the cards are taken as a
// pair, a card the step matches and one card matching `with` whose
// Commander keyword names it (Glossary: Commander: the keyword names a
// ship, making the two correspond); neither is taken alone. Both are
// shown, and the deck is reshuffled. With to: headquarters they are then
// placed, not played (Glossary: play and place), at one headquarters
// mission of the player's that target names — picked before searching
// when several are named (Ruling: Kira Nerys, Iliana Ghemor and Multiple
// HQs) — a ship at the mission, a personnel or equipment on it; with
// where_playable only cards that headquarters lets be played there are
// offered, and never a unique card whose copy the player commands
// (vocab_download_to_hq.go). Without to they go to hand. uncommanded
// holds for each card taken.

// downloadPlaced runs a download step with with or to: headquarters.
func (g *Game) downloadPlaced(ctx fxCtx, s Step) {
	if s.To == ToHeadquarters {
		g.pickDownloadHQ(ctx, s, func(hq int) { g.downloadPlacedAt(ctx, s, hq) })
		return
	}
	g.downloadPlacedAt(ctx, s, 0)
}

// downloadPlacedAt offers the cards (or pairs) of ctx.p's deck the step
// may take, to be placed at hq (0: to hand).
func (g *Game) downloadPlacedAt(ctx fxCtx, s Step, hq int) {
	p := ctx.p
	ps := g.players[p]
	fits := func(id int, f *Filter, t CardType, picked []int) bool {
		c := g.cards[id].Card
		if (t != "" && c.Type != t) || !f.MatchesCard(c) || (s.Uncommanded && g.commandsCopy(p, c)) {
			return false
		}
		return hq == 0 || g.fitsHQ(ctx, &s, hq, id, picked)
	}
	var offers [][]int
	seen := map[string]bool{}
	for _, id := range ps.Deck {
		c := g.cards[id].Card
		if seen[c.ID] || !fits(id, s.Filter, s.Type, nil) {
			continue
		}
		seen[c.ID] = true
		if s.With == nil {
			offers = append(offers, []int{id})
			continue
		}
		want := "Commander: " + c.Title
		mates := map[string]bool{}
		for _, x := range ps.Deck {
			xc := g.cards[x].Card
			if x == id || mates[xc.ID] || !xc.HasKeyword(want) || !fits(x, s.With, "", []int{id}) {
				continue
			}
			mates[xc.ID] = true
			offers = append(offers, []int{id, x})
		}
	}
	finish := func(ids []int) {
		if len(ids) == 0 {
			g.emit(Event{Kind: "download", Player: p, Text: fmt.Sprintf("%s downloads nothing.", ps.Name)})
		} else {
			g.emit(Event{Kind: "download", Player: p, Cards: slices.Clone(ids), Text: fmt.Sprintf("%s downloads %s.", ps.Name, g.shownAll(ids))})
		}
		if hq != 0 {
			g.placeDownloaded(ctx, hq, ids) // out of the deck before it is shuffled
		} else {
			for _, id := range ids {
				g.place(id, ZHand, 0)
			}
		}
		g.shuffle(ps.Deck)
	}
	acts := []action{{Option{Label: "Download nothing", Action: ActEnd}, func() { finish(nil) }}}
	for _, ids := range offers {
		ids := ids
		label := "Download " + g.cardName(ids[0])
		if len(ids) == 2 {
			label += " with " + g.cardName(ids[1])
		}
		acts = append(acts, action{Option{Label: label, Action: ActPick, Card: ids[0]}, func() { finish(ids) }})
	}
	what := "card"
	if s.With != nil {
		what = "ship and Commander"
	}
	g.offer(p, KindSelect, fmt.Sprintf("%s: download which %s?", g.cardName(ctx.src), what), acts)
}

// downloadWithText words the pair and the destination of a download
// with with or to: headquarters.
func downloadWithText(s Step, what string) string {
	if s.With != nil {
		w := s.With.Text("card")
		what += " together with " + article(w) + " " + w + " whose Commander keyword names it"
	}
	if s.Uncommanded {
		what += ", each of a title you command no copy of"
	}
	if s.To != ToHeadquarters {
		if s.With != nil {
			return "download " + what + " (find both in your deck, show them, put them in your hand, reshuffle)"
		}
		return "download " + what + " (find it in your deck, show it, put it in your hand, reshuffle)"
	}
	return "download " + what + " (find them in your deck, show them, reshuffle)" + downloadToHQText(s)
}
