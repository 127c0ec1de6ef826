package game

import (
	"fmt"
	"slices"
	"strings"
)

// Naming personnel that dilemmas cannot pick at random (Kalenna, Sentry,
// 18V042): the performer names up to Count titles of unique personnel
// (Glossary: naming cards: a title names every card of that title), and
// until the end of the attempt (or the turn) no personnel of a named
// title that the step's filter matches may be randomly selected by a
// dilemma; a dilemma whose player chooses may still choose it, as with
// a "cannot be randomly selected" modifier (vocab_cannot_dilemma.go).
// The filter is read as each selection is made ("while he is not
// [NA]": not_affiliation: non-aligned), and also limits the names
// offered: the performer's own unique personnel in play that it
// matches. A personnel the player does not command cannot face the
// player's dilemmas, so naming another title would do nothing; the
// names are said to every player.

// DoNameUnselectable: name up to Count unique personnel titles whose
// personnel dilemmas cannot randomly select until Until.
const DoNameUnselectable = "name-unselectable"

func init() {
	registerVerbs(map[string]verb{
		DoNameUnselectable: {
			doc:    "name up to count titles of your unique personnel; until until, no personnel of a named title the filter matches can be randomly selected by dilemmas",
			fields: "count filter until",
			validate: func(s *Step) error {
				if s.Until != "attempt" && s.Until != "turn" {
					return fmt.Errorf("%s lasts until attempt or turn, not %q", DoNameUnselectable, s.Until)
				}
				if s.Count < 1 {
					return fmt.Errorf("%s needs a count", DoNameUnselectable)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return fmt.Sprintf("name up to %d unique personnel; until %s, each %s of a named title cannot be randomly selected by dilemmas",
					s.Count, untilPhrase(s.Until), s.Filter.Text("personnel"))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.unselectableNames(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.nameUnselectable(ctx, s) },
		},
	})
}

// unselectableNames lists, sorted, the titles of the unique personnel
// ctx's player commands in play that s.Filter matches.
func (g *Game) unselectableNames(ctx fxCtx, s *Step) []string {
	var out []string
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && c.Card.Unique && c.Zone.InPlay() && c.Controller == ctx.p &&
			g.matches(s.Filter, c.ID) && !slices.Contains(out, c.Card.Title) {
			out = append(out, c.Card.Title)
		}
	}
	slices.Sort(out)
	return out
}

// nameUnselectable asks for the names, one to Count of them, and keeps
// each as a timed effect of the source.
func (g *Game) nameUnselectable(ctx fxCtx, s Step) {
	names := g.unselectableNames(ctx, &s)
	if len(names) == 0 {
		return
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 1, Max: min(s.Count, len(names)),
		Prompt: fmt.Sprintf("%s: name up to %d personnel dilemmas cannot randomly select", g.cardName(ctx.src), s.Count)}
	for _, n := range names {
		d.Options = append(d.Options, Option{Label: namePrefix + n, Action: ActPick})
	}
	g.ask(d, func(picks []int) {
		var named []string
		for _, i := range picks {
			g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, unselectable: names[i], filter: s.Filter, until: s.Until, player: ctx.p})
			named = append(named, names[i])
		}
		g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s names %s for %s: dilemmas cannot randomly select them until %s.",
			g.players[ctx.p].Name, strings.Join(named, " and "), g.ref(ctx.src), untilPhrase(s.Until))})
	})
}

// namedUnselectable reports whether personnel id bears a title named by
// name-unselectable, in effect, whose filter it matches now.
func (g *Game) namedUnselectable(id int) bool {
	c := g.cards[id]
	if c.Card.Type != Personnel {
		return false
	}
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.unselectable != "" && fx.unselectable == c.Card.Title && g.matches(fx.filter, id) {
			return true
		}
	}
	return false
}
