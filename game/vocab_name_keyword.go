package game

import (
	"fmt"
	"slices"
	"strings"
)

// Naming for a dilemma, beyond one skill (the name verb,
// vocab_dilemma_choice.go):
//
//   - what: keyword — the player named by by names a keyword (The
//     Captain's "Guest", 18V006). Keywords are the bold words that begin a
//     card's game text (Rulebook: Keywords); any keyword may be named. The
//     list offered is built from face-up cards and the pool alone, so it
//     tells no one anything hidden: first the keywords of the personnel
//     facing the dilemma (those most of them have first), then those of
//     other personnel face up in play or in a discard pile, then every
//     other keyword a personnel of the pool carries, each part
//     alphabetical. A keyword with a value ("Commander: U.S.S. Defiant")
//     is offered by its name alone ("Commander"), which every value of
//     it answers (Card.HasKeyword), and whole only when a personnel
//     facing the dilemma has it (naming one value reaches a part of
//     what the name alone reaches). The bots name the first.
//   - count: N (skills only) — N different skills are named one after
//     another, each list leaving out those named already; choose-named
//     (vocab_choose_named.go) then keeps one of them as the named skill
//     (Put to the Screws, 34V006).
//
// The filter field named_keyword matches a card that has the keyword
// named for the dilemma being faced, as it has keywords now (gained ones
// count, lost ones do not: hasKeyword); with none named, nothing has it.

// validateName checks a name step.
func validateName(s *Step) error {
	switch s.What {
	case "skill":
		if s.Count < 0 || s.Count > 3 {
			return fmt.Errorf("count must be from 1 to 3, not %d", s.Count)
		}
		if err := validateExcept(s.Except); err != nil {
			return err
		}
	case "keyword":
		if len(s.Except) > 0 || s.Count > 1 {
			return fmt.Errorf("a keyword is named alone, with no except or count")
		}
	default:
		return fmt.Errorf("can name a skill or a keyword, not %q", s.What)
	}
	return validateChooser(s)
}

// nameText words a name step.
func nameText(s Step) string {
	who := chooserName(s.By)
	lead := who + " name" + verbS(who)
	switch {
	case s.What == "keyword":
		return lead + " a keyword"
	case s.Count > 1:
		return lead + " " + numberWord(s.Count) + " skills that differ" + exceptText(s.Except)
	}
	return lead + " a skill" + exceptText(s.Except)
}

// nameKeywordForDilemma: ctx's player names a keyword for the dilemma
// being faced.
func (g *Game) nameKeywordForDilemma(ctx fxCtx) {
	a := g.attempt
	if a == nil {
		return
	}
	list := g.keywordsToName()
	acts := make([]action, 0, len(list))
	for _, k := range list {
		k := k
		acts = append(acts, action{Option{Label: namePrefix + k, Action: ActPick}, func() {
			a.special.namedKeyword = k
			g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(a.dilemma), Text: fmt.Sprintf("%s names the keyword %s for %s.", g.players[ctx.p].Name, k, g.ref(a.dilemma))})
		}})
	}
	if len(acts) == 0 {
		return
	}
	g.offer(ctx.p, KindName, g.cardName(a.dilemma)+": name a keyword", acts)
}

// keywordsToName lists the keywords that may be named, in the order
// offered (see above).
func (g *Game) keywordsToName() []string {
	type seen struct {
		k          string
		rank, hits int
	}
	var list []*seen
	byName := map[string]*seen{}
	note := func(k string, rank int) *seen {
		e := byName[k]
		if e == nil {
			e = &seen{k: k, rank: rank}
			byName[k] = e
			list = append(list, e)
		}
		e.rank = min(e.rank, rank)
		return e
	}
	a := g.attempt
	for _, c := range g.cards[1:] {
		if c.Card.Type != Personnel || (!c.Zone.InPlay() && c.Zone != ZDiscard) {
			continue
		}
		facing := c.Zone.InPlay() && a != nil && slices.Contains(a.personnel, c.ID)
		for _, k := range keywordForms(c.Card.Keywords, facing) {
			if !g.hasKeyword(c.ID, k) {
				continue // lost for now
			}
			if facing {
				note(k, 0).hits++
			} else {
				note(k, 1)
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
		return strings.Compare(x.k, y.k)
	})
	out := make([]string, 0, len(list))
	for _, e := range list {
		out = append(out, e.k)
	}
	var rest []string
	for _, c := range g.lib.all() {
		if c.Type != Personnel {
			continue
		}
		for _, k := range keywordForms(c.Keywords, false) {
			if byName[k] == nil {
				byName[k] = &seen{k: k}
				rest = append(rest, k)
			}
		}
	}
	slices.Sort(rest)
	return append(out, rest...)
}

// keywordForms lists a card's keywords as they may be offered: each
// without its final period; a keyword with a value by its name alone,
// and, with whole, also as printed.
func keywordForms(keywords []string, whole bool) []string {
	var out []string
	for _, k := range keywords {
		k = strings.TrimSuffix(strings.TrimSpace(k), ".")
		name, _, valued := strings.Cut(k, ":")
		name = strings.TrimSpace(name)
		if valued && name != "" && !slices.Contains(out, name) {
			out = append(out, name)
		}
		if k != "" && (!valued || whole) && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// hasNamedKeyword reports whether card id has the keyword named for the
// dilemma being faced (none named: nothing has it).
func (g *Game) hasNamedKeyword(id int) bool {
	a := g.attempt
	return a != nil && a.special.namedKeyword != "" && g.hasKeyword(id, a.special.namedKeyword)
}
