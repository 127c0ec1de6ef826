package game

import (
	"fmt"
	"slices"
	"strings"
)

// Downloading several cards at once ("download up to three [Dom]
// personnel of different species": Crom, Open-minded, 26V028). The
// player searches the deck once, takes from none up to count cards
// matching the filter, one at a time, each (with differ: species) of a
// species none already taken has; they are shown, go to hand, and the
// deck is reshuffled once (Glossary: download).

// DoDownloadSeveral: download up to Count cards of Type matching Filter,
// all of different species with Same "species".
const DoDownloadSeveral = "download-several"

func init() { registerVerbs(downloadSeveralVerbs()) }

func downloadSeveralVerbs() map[string]verb {
	return map[string]verb{
		DoDownloadSeveral: {
			doc:    "search your deck for up to count cards of type matching filter (with same: species, each of a species no other one taken has), show them, take them into hand, reshuffle (to: opponent-ship-damage: then place them on a ship an opponent commands as damage, one at a time)",
			fields: "count type filter same to target where_playable",
			validate: func(s *Step) error {
				if s.Count < 2 {
					return fmt.Errorf("needs a count of 2 or more (one card is download)")
				}
				if s.Same != "" && s.Same != "species" {
					return fmt.Errorf("same: only species (each of a different species)")
				}
				if s.To == DownloadOpponentShipDamage { // vocab_download_damage.go
					return s.Filter.validate()
				}
				if err := validateDownloadToHQ(s); err != nil {
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				noun := "card"
				if s.Type != "" {
					noun = string(s.Type)
				}
				what := fmt.Sprintf("up to %s %s", numberWord(s.Count), pluralNouns(s.Filter.Text(noun)))
				if s.Same == "species" {
					what += " of different species"
				}
				if s.To == ToHeadquarters {
					return "download " + what + " (find them in your deck, show them, reshuffle)" + downloadToHQText(s)
				}
				if s.To == DownloadOpponentShipDamage {
					return "download " + what + " (find them in your deck, show them, reshuffle), then pick a ship an opponent commands and place them on it as damage, one at a time"
				}
				return "download " + what + " (find them in your deck, show them, put them in your hand, reshuffle)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.To == DownloadOpponentShipDamage {
					return len(g.opponentShips(ctx.p)) > 0 // vocab_download_damage.go
				}
				return s.To != ToHeadquarters || g.downloadHQ(ctx, s) != 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.downloadSeveral(ctx, s) },
		},
	}
}

// downloadSeveral offers the matching cards one pick at a time until
// count are taken or the player stops.
func (g *Game) downloadSeveral(ctx fxCtx, s Step) {
	if s.To == ToHeadquarters {
		g.pickDownloadHQ(ctx, s, func(hq int) { g.downloadSeveralAt(ctx, s, hq) }) // vocab_download_to_hq.go
		return
	}
	g.downloadSeveralAt(ctx, s, 0)
}

// downloadSeveralAt is downloadSeveral placing the cards at hq (0: to
// hand).
func (g *Game) downloadSeveralAt(ctx fxCtx, s Step, hq int) {
	p := ctx.p
	ps := g.players[p]
	var picked []int
	fits := func(id int) bool {
		c := g.cards[id].Card
		if (s.Type != "" && c.Type != s.Type) || !s.Filter.MatchesCard(c) || slices.Contains(picked, id) {
			return false
		}
		if hq != 0 && !g.fitsHQ(ctx, &s, hq, id, picked) {
			return false
		}
		if s.Same == "species" {
			for _, x := range picked {
				for _, sp := range g.cards[x].Card.Species {
					if slices.Contains(c.Species, sp) {
						return false
					}
				}
			}
		}
		return true
	}
	finish := func() {
		for _, id := range picked {
			if hq == 0 {
				g.place(id, ZHand, 0)
			}
		}
		if len(picked) > 0 {
			var names []string
			for _, id := range picked {
				names = append(names, g.shown(id))
			}
			g.emit(Event{Kind: "download", Player: p, Cards: slices.Clone(picked), Text: fmt.Sprintf("%s downloads %s.", ps.Name, strings.Join(names, ", "))})
		} else {
			g.emit(Event{Kind: "download", Player: p, Text: fmt.Sprintf("%s downloads nothing.", ps.Name)})
		}
		if hq != 0 {
			g.placeDownloaded(ctx, hq, picked) // out of the deck before it is shuffled
		}
		g.shuffle(ps.Deck)
		if s.To == DownloadOpponentShipDamage {
			g.downloadedOnOpponentShip(ctx, picked) // vocab_download_damage.go
		}
	}
	var next func()
	next = func() {
		if len(picked) == s.Count {
			finish()
			return
		}
		end := "Download nothing"
		if len(picked) > 0 {
			end = "Download no more"
		}
		acts := []action{{Option{Label: end, Action: ActEnd}, finish}}
		seen := map[string]bool{} // one option per card of the pool
		for _, id := range ps.Deck {
			if c := g.cards[id].Card; !seen[c.ID] && fits(id) {
				seen[c.ID] = true
				id := id
				acts = append(acts, action{Option{Label: "Download " + g.cardName(id), Action: ActPick, Card: id}, func() {
					picked = append(picked, id)
					next()
				}})
			}
		}
		if len(acts) == 1 {
			finish()
			return
		}
		g.offer(p, KindSelect, fmt.Sprintf("%s: download which card? (%d of up to %d)", g.cardName(ctx.src), len(picked)+1, s.Count), acts)
	}
	next()
}
