package game

import (
	"fmt"
	"strings"
)

// Acting on the opponent's copies of a title this card named (see
// vocab_name_title.go), for Capture events (Ensnared, 17V027):
//
//   - reveal-named: the performer's opponent shows each personnel of the
//     named title they command, wherever it is in play (a log line naming
//     them; none: the line says so). Always possible.
//   - brig-named: the performer discards the top count cards of their
//     deck (all of them, a cost: possible only with that many there) and
//     then picks one of the opponent's personnel of the named title at a
//     non-headquarters mission (on its surface or aboard a ship there)
//     and places it in their brig (Rulebook: Brig and Captives). Offered
//     only while such a personnel exists; one that cannot be captured is
//     not offered (Glossary: cannot). A personnel in a mission attempt
//     leaves it, spared what was pending for it (Ruling: Pending Effects).

const (
	DoRevealNamed = "reveal-named"
	DoBrigNamed   = "brig-named"
)

func init() {
	registerVerbs(map[string]verb{
		DoRevealNamed: {
			doc:  "your opponent reveals each personnel they command with the title this card named",
			text: func(Step) string { return "your opponent reveals each personnel with that title they command" },
			run:  func(g *Game, ctx fxCtx, _ Step) { g.revealNamed(ctx) },
		},
		DoBrigNamed: {
			doc:    "discard the top count cards of your deck to pick one of the opponent's personnel with the title this card named, lying at a mission that is not a headquarters, for your brig",
			fields: "count",
			text: func(s Step) string {
				return fmt.Sprintf("discard your deck's top %d cards to take one such personnel of theirs, lying at a mission that is not a headquarters, into your brig", max(1, s.Count))
			},
			undergoes: OutCapture,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.players[ctx.p].Deck) >= max(1, s.Count) && len(g.brigNamedPool(ctx)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				pool := g.brigNamedPool(ctx)
				if len(g.players[ctx.p].Deck) < max(1, s.Count) || len(pool) == 0 {
					return
				}
				g.discardTopCards(ctx.p, max(1, s.Count))
				pool = g.brigNamedPool(ctx) // a discard may have changed what is in play
				if len(pool) == 0 {
					return
				}
				g.moveCommanded(ctx, s, pool, 1, 1, TrigAboutToBrig, OutBrig, "place in your brig", func(id int) {
					g.captureFor(ctx.p, id)
					g.emit(Event{Kind: "capture", Player: ctx.p, Cards: g.one(id),
						Text: fmt.Sprintf("%s places %s in their brig.", g.players[ctx.p].Name, g.ref(id))})
				})
			},
		},
	})
}

// namedOpponentCopies lists the personnel in play ctx's opponent commands
// with the title ctx's card named.
func (g *Game) namedOpponentCopies(ctx fxCtx) []int {
	f := g.namedTitleFilter(ctx)
	if f == nil {
		return nil
	}
	var ids []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && c.Zone.InPlay() && c.Controller != ctx.p && g.matches(f, c.ID) {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// brigNamedPool lists those of namedOpponentCopies at a non-headquarters
// mission that may be captured.
func (g *Game) brigNamedPool(ctx fxCtx) []int {
	var ids []int
	for _, id := range g.namedOpponentCopies(ctx) {
		m := g.missionOf(id)
		if m == 0 || g.cards[m].Card.IsHQ() || !g.mayCaptureBy(id, ctx.src) {
			continue
		}
		ids = append(ids, id)
	}
	return ids
}

func (g *Game) revealNamed(ctx fxCtx) {
	opp := ctx.p.Other()
	ids := g.namedOpponentCopies(ctx)
	if len(ids) == 0 {
		g.emit(Event{Kind: "reveal", Player: opp, Text: fmt.Sprintf("%s commands no personnel with that title.", g.players[opp].Name)})
		return
	}
	refs := make([]string, 0, len(ids))
	for _, id := range ids {
		refs = append(refs, g.ref(id))
	}
	g.emit(Event{Kind: "reveal", Player: opp, Cards: ids,
		Text: fmt.Sprintf("%s reveals %s.", g.players[opp].Name, strings.Join(refs, ", "))})
}
