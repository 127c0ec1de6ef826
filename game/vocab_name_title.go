package game

import (
	"fmt"
	"slices"
	"strings"
)

// Naming a card title, then acting on the copies of it (Glossary: naming
// cards — a title only, never a subtitle, so every persona of the title
// is reached; the criteria the text gives, "a personnel" or "a non-ship
// card", narrow what may be named). Four verbs:
//
//   - name-title: the performer (or, in a dilemma, the player `by`
//     names) names a title the filter matches. Any title of the game may
//     be named; the list offers first the titles the namer can see that
//     the other player has in play (those among the personnel facing a
//     dilemma first, then by how many copies), then those in the other
//     player's discard pile, then every other title seen in play or in a
//     discard pile, then the rest of the game's titles, each part
//     alphabetical. What is offered is built only from
//     face-up cards, so it tells no one anything hidden (Rulebook: Showing
//     your cards); the bots name the first.
//   - return-named: the performer picks a personnel they command with the
//     named title and returns it to its owner's hand (Watley, Recent
//     Transfer, 18V031, with player: opponent).
//   - all-named (a dilemma's): every personnel facing the dilemma with the
//     named title undergoes the outcome (He Wasn't Nice, 17V006).
//   - discard-named-from-deck: the performer searches their deck for a
//     card with the named title, places it in their discard pile and
//     shuffles the deck (Valeris, Co-Conspirator, 18V030).
//
// The title named is kept per naming card (playState.named), as name-card
// keeps it.

const (
	DoNameTitle            = "name-title"
	DoReturnNamed          = "return-named"
	DoAllNamed             = "all-named"
	DoDiscardNamedFromDeck = "discard-named-from-deck"
)

func init() { registerVerbs(nameTitleVerbs()) }

func nameTitleVerbs() map[string]verb {
	return map[string]verb{
		DoNameTitle: {
			doc:     "name any card title the filter matches (by: who names, in a dilemma); the titles the other player has in play are offered first",
			fields:  "filter by",
			readsBy: true,
			validate: func(s *Step) error {
				if s.By != "" && s.By != ByYou && s.By != ByOpponent {
					return fmt.Errorf("by must be you or opponent, not %q", s.By)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				what := titleKindText(s.Filter)
				if s.By == ByOpponent {
					return "your opponent names " + article(what) + " " + what
				}
				return "name " + article(what) + " " + what
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.nameTitle(ctx, s.Filter) },
		},
		DoReturnNamed: {
			doc:  "a personnel you command with the title this card named, wherever it is, returns to its owner's hand, chosen by you",
			text: func(Step) string { return "return a personnel you command who has that title to its owner's hand" },
			// Always possible: the name is given only as the text runs, and
			// naming a title no one has is allowed (it returns nothing).
			undergoes: OutToHand,
			run: func(g *Game, ctx fxCtx, s Step) {
				if n := g.namedStep(ctx, &s); n != nil {
					registry[DoReturnCommanded].run(g, ctx, *n)
				}
			},
		},
		DoAllNamed: {
			doc:         "apply the outcome to every personnel facing the dilemma with the title named for it",
			fields:      "outcome",
			dilemmaOnly: true,
			validate:    needsOutcome,
			text: func(s Step) string {
				verb, rest := outcomeWords(s.Outcome)
				return verb + " every personnel facing it who has that title" + rest
			},
			runDilemma: func(g *Game, ctx fxCtx, s *Step) {
				g.applyOutcome(g.namedFacing(ctx), s.Outcome, false, nil)
			},
			undergoes: undergoesOutcome,
			reaches:   func(g *Game, ctx fxCtx, _ *Step) []int { return g.namedFacing(ctx) },
		},
		DoDiscardNamedFromDeck: {
			doc: "search your deck for a card with the title this card named, place it in your discard pile, then shuffle your deck",
			text: func(Step) string {
				return "search your deck, place a card with that title in your discard pile, then shuffle your deck"
			},
			run: func(g *Game, ctx fxCtx, _ Step) { g.discardNamedFromDeck(ctx) },
		},
	}
}

// titleKindText words what may be named: "personnel", "non-ship card".
func titleKindText(f *Filter) string {
	if f == nil {
		return "card"
	}
	if f.Type != "" && f.NotType == "" {
		return f.Text(string(f.Type))
	}
	return f.Text("card")
}

// namedTitleFilter is the filter of the personnel with the title ctx's
// card named, or nil when it named none.
func (g *Game) namedTitleFilter(ctx fxCtx) *Filter {
	t := g.plays.named[ctx.src]
	if t == "" {
		return nil
	}
	f := &Filter{Type: Personnel, Title: t}
	if f.validate() != nil {
		return nil
	}
	return f
}

// namedStep is s with its filter the personnel of the named title.
func (g *Game) namedStep(ctx fxCtx, s *Step) *Step {
	f := g.namedTitleFilter(ctx)
	if f == nil {
		return nil
	}
	n := *s
	n.Filter = f
	return &n
}

// namedFacing lists the personnel facing the dilemma with the title named
// for it.
func (g *Game) namedFacing(ctx fxCtx) []int {
	a := g.attempt
	f := g.namedTitleFilter(ctx)
	if a == nil || f == nil {
		return nil
	}
	var out []int
	for _, id := range a.personnel {
		if g.matches(f, id) {
			out = append(out, id)
		}
	}
	return out
}

// nameTitle offers ctx's player every title f matches (titlesToName) and
// keeps the one named for ctx's card.
func (g *Game) nameTitle(ctx fxCtx, f *Filter) {
	titles := g.titlesToName(ctx.p, f)
	if len(titles) == 0 {
		return
	}
	acts := make([]action, 0, len(titles))
	for _, t := range titles {
		t := t
		acts = append(acts, action{Option{Label: namePrefix + t, Action: ActPick}, func() { g.keepName(ctx, t) }})
	}
	g.offer(ctx.p, KindName, fmt.Sprintf("%s: name %s %s", g.cardName(ctx.src), article(titleKindText(f)), titleKindText(f)), acts)
}

// titlesToName lists the titles f matches that p may name, in the order
// offered: those the other player has face up in play, missions aside
// (among the personnel facing a dilemma first, then by how many copies),
// then those in the other player's discard pile, then every other title
// face up in play or in a discard pile, then the rest of the game's
// titles; each part alphabetical.
func (g *Game) titlesToName(p Player, f *Filter) []string {
	type seen struct {
		title      string
		rank, hits int
	}
	var list []*seen
	byTitle := map[string]*seen{}
	a := g.attempt
	for _, c := range g.cards[1:] {
		if c.Card.Title == "" || !f.MatchesCard(c.Card) || (!c.Zone.InPlay() && c.Zone != ZDiscard) {
			continue
		}
		e := byTitle[c.Card.Title]
		if e == nil {
			e = &seen{title: c.Card.Title, rank: 2}
			byTitle[c.Card.Title] = e
			list = append(list, e)
		}
		if c.Zone == ZDiscard && c.Owner == p.Other() && e.rank > 1 {
			e.rank = 1 // what the other player's deck may hold more of
		}
		if c.Zone.InPlay() && c.Controller == p.Other() && c.Card.Type != Mission {
			e.rank = 0
			e.hits++
			if a != nil && a.player == p.Other() && slices.Contains(a.personnel, c.ID) {
				e.hits += 100 // facing a dilemma now: what a dilemma's name reaches
			}
		}
	}
	slices.SortFunc(list, func(x, y *seen) int {
		if x.rank != y.rank {
			return x.rank - y.rank
		}
		if x.hits != y.hits {
			return y.hits - x.hits
		}
		return strings.Compare(x.title, y.title)
	})
	out := make([]string, 0, len(list))
	for _, e := range list {
		out = append(out, e.title)
	}
	for _, t := range g.lib.poolTitles(f) {
		if byTitle[t] == nil {
			out = append(out, t)
		}
	}
	return out
}

// keepName keeps title t as the one ctx's card named, and says so.
func (g *Game) keepName(ctx fxCtx, t string) {
	if g.plays.named == nil {
		g.plays.named = map[int]string{}
	}
	g.plays.named[ctx.src] = t
	g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s names %s for %s.", g.players[ctx.p].Name, t, g.ref(ctx.src))})
}

// discardNamedFromDeck: ctx's player searches their deck for a card with
// the title ctx's card named (any of the versions found, their pick),
// places it in their discard pile, named to both, and shuffles the deck.
// A deck with none is searched and shuffled all the same.
func (g *Game) discardNamedFromDeck(ctx fxCtx) {
	p := ctx.p
	ps := g.players[p]
	t := g.plays.named[ctx.src]
	var found []int
	versions := map[string]bool{}
	for _, id := range ps.Deck {
		c := g.cards[id].Card
		if t != "" && NormalizeTitle(c.Title) == NormalizeTitle(t) && !versions[c.ID] {
			versions[c.ID] = true
			found = append(found, id)
		}
	}
	finish := func(id int) {
		if id != 0 {
			g.place(id, ZDiscard, 0)
			g.emit(Event{Kind: "discard", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s from the deck in the discard pile.", ps.Name, g.shown(id))})
		} else {
			g.emit(Event{Kind: "search", Player: p, Text: fmt.Sprintf("%s searches the deck and finds no card of that title.", ps.Name)})
		}
		g.shuffleDeckOf(p, p)
	}
	if len(found) <= 1 {
		id := 0
		if len(found) == 1 {
			id = found[0]
		}
		finish(id)
		return
	}
	acts := make([]action, 0, len(found))
	for _, id := range found {
		id := id
		acts = append(acts, action{Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id}, func() { finish(id) }})
	}
	g.offer(p, KindSelect, fmt.Sprintf("%s: place which card in your discard pile?", g.cardName(ctx.src)), acts)
}
