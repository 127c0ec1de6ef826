package game

import (
	"fmt"
	"slices"
	"strings"
)

// Naming a number, then acting on the cards whose printed attributes add
// up to it (Yuta, Last of Her Line, 29V051, names one and leaves play to
// kill a rival personnel beside her whose printed three attributes sum to
// it).
//
//   - name-number: the performer names a whole number, kept for the
//     naming card (playState.numbers) until it names another. Any number
//     from 0 up to the highest printed attribute total among the game's
//     personnel may be named (a higher one matches no personnel, as some
//     lower ones do not); the totals of the opponent's personnel present
//     are offered first, then the rest in order. Everything offered is
//     printed on face-up cards, so the list tells no one anything hidden.
//     With at_least and limit the number is one of that range alone, in
//     order ("name 1, 2 or 3": Gor, Thot, 13R056).
//   - kill-named-total: the performer kills an opponent's personnel
//     present (where the card stood as its text began: Rulebook: Present)
//     whose printed Integrity, Cunning and Strength add up to the number
//     named, picked by the performer among several; none: nothing.

const (
	DoNameNumber     = "name-number"
	DoKillNamedTotal = "kill-named-total"
)

func init() { registerVerbs(nameNumberVerbs()) }

func nameNumberVerbs() map[string]verb {
	return map[string]verb{
		DoNameNumber: {
			doc:    "name a number (from 0 up to the highest printed attribute total of the game's personnel; with at_least and limit, one of that range), kept for this card",
			fields: "at_least limit",
			validate: func(s *Step) error {
				if s.AtLeast < 0 || s.Limit < 0 || s.Limit > 0 && s.Limit < s.AtLeast {
					return fmt.Errorf("name-number: the range %d to %d is empty", s.AtLeast, s.Limit)
				}
				if s.AtLeast > 0 && s.Limit == 0 {
					return fmt.Errorf("name-number: at_least needs limit, the highest number")
				}
				return nil
			},
			text: func(s Step) string {
				if s.Limit == 0 {
					return "name a number"
				}
				var ns []string
				for n := s.AtLeast; n <= s.Limit; n++ {
					ns = append(ns, fmt.Sprint(n))
				}
				if len(ns) == 1 {
					return "name " + ns[0]
				}
				return "name " + strings.Join(ns[:len(ns)-1], ", ") + " or " + ns[len(ns)-1]
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.nameNumber(ctx, s) },
		},
		DoKillNamedTotal: {
			doc: "kill an opponent's personnel present whose printed attributes add up to the number this card named, chosen by you",
			text: func(Step) string {
				return "kill an opponent's personnel present whose printed attributes add up to that number, chosen by you"
			},
			undergoes: OutKill,
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.opponentsPresent(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				n, ok := g.plays.numbers[ctx.src]
				if !ok {
					return
				}
				var pool []int
				for _, id := range g.opponentsPresent(ctx, &s) {
					if printedTotal(g.cards[id].Card) == n {
						pool = append(pool, id)
					}
				}
				if len(pool) == 0 {
					return
				}
				acts := make([]action, 0, len(pool))
				for _, id := range pool {
					id := id
					acts = append(acts, action{Option{Label: "Kill " + g.cardName(id), Action: ActPick, Card: id}, func() { g.killCards(ctx, []int{id}) }})
				}
				g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": kill which personnel?", acts)
			},
		},
	}
}

// printedTotal is a card's printed Integrity, Cunning and Strength added.
func printedTotal(c *Card) int { return c.Integrity + c.Cunning + c.Strength }

// opponentsPresent lists the opponent's personnel present that s may
// reach (and that can undergo its outcome).
func (g *Game) opponentsPresent(ctx fxCtx, s *Step) []int {
	var out []int
	for _, id := range g.presentMatching(ctx, s) {
		if g.cards[id].Controller != ctx.p {
			out = append(out, id)
		}
	}
	return out
}

// nameNumber asks ctx.p for a number and keeps it for ctx.src.
func (g *Game) nameNumber(ctx fxCtx, s Step) {
	if s.Limit > 0 {
		var order []int
		for n := s.AtLeast; n <= s.Limit; n++ {
			order = append(order, n)
		}
		g.offerNumbers(ctx, order)
		return
	}
	top := 0
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel {
			top = max(top, printedTotal(c.Card))
		}
	}
	var first []int
	for _, id := range g.opponentsPresent(ctx, &Step{}) {
		if n := printedTotal(g.cards[id].Card); !slices.Contains(first, n) {
			first = append(first, n)
		}
	}
	slices.Sort(first)
	order := slices.Clone(first)
	for n := 0; n <= top; n++ {
		if !slices.Contains(first, n) {
			order = append(order, n)
		}
	}
	g.offerNumbers(ctx, order)
}

// offerNumbers asks ctx.p to name one of order, kept for ctx.src.
func (g *Game) offerNumbers(ctx fxCtx, order []int) {
	acts := make([]action, 0, len(order))
	for _, n := range order {
		n := n
		acts = append(acts, action{Option{Label: fmt.Sprintf("Name %d", n), Action: ActPick}, func() {
			if g.plays.numbers == nil {
				g.plays.numbers = map[int]int{}
			}
			g.plays.numbers[ctx.src] = n
			g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s names %d for %s.", g.players[ctx.p].Name, n, g.ref(ctx.src))})
		}})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": name a number", acts)
}
