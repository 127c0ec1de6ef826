package game

import (
	"fmt"
	"slices"
)

// A card played as the affiliation its player's personnel share (U.S.S.
// Dauntless, False Hope, 17V088). Playing it needs that many commanded
// personnel of one affiliation — unstopped, since a stopped card cannot
// meet a command requirement (Glossary: stopped) — checked with the play
// requirements, before any cost (Glossary: actions – requirements). As it
// is about to be played it becomes one such affiliation, in place of its
// own: its player picks when several qualify (Rulebook: Ship; Playing
// specific kinds of cards). Being that affiliation already as it is
// played, it may go only to a headquarters that allows a card of that
// affiliation, and only the affiliations some headquarters it may go to
// allows are offered. It keeps the affiliation while it stays in play
// (Inst.playedAs, read by Game.affiliation and filters through
// affiliationOverride): ship staffing asks for a personnel of it. A card
// prevented as it is played, or leaving play, is its printed affiliation
// again (Game.place).

// PlayAsAffiliation (PlayText play_as_affiliation) is the requirement and
// what the card becomes.
type PlayAsAffiliation struct {
	// Of: the cards counted (personnel when absent).
	Of *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	// AtLeast: how many of them must share an affiliation.
	AtLeast int `yaml:"at_least" json:"at_least"`
}

func (pa *PlayAsAffiliation) validate() error {
	if pa == nil {
		return nil
	}
	if pa.AtLeast < 1 {
		return fmt.Errorf("play_as_affiliation: at_least must be 1 or more")
	}
	return pa.Of.validate()
}

// filter is what the requirement counts.
func (pa *PlayAsAffiliation) filter() *Filter {
	if pa.Of != nil {
		return pa.Of
	}
	return &Filter{Type: Personnel}
}

// text words the requirement and the change.
func (pa *PlayAsAffiliation) text(c *Card) string {
	noun := pa.filter().Text("card")
	return fmt.Sprintf("Play requirement: you command at least %s unstopped %s sharing one affiliation. As it is about to be played, this %s turns into that affiliation in place of its own and stays so while in play (if several affiliations qualify, you pick one allowed where it goes).",
		numberWord(pa.AtLeast), noun, cardNoun(c))
}

// playAsAffiliations lists the affiliations p commands enough cards of
// for c's play_as_affiliation, in a fixed order; nil when c has none.
func (g *Game) playAsAffiliations(p Player, c *Inst) []string {
	pa := c.Card.PlayAsAffiliation
	if pa == nil {
		return nil
	}
	f := pa.filter()
	counts := map[string]int{}
	for _, x := range g.cards[1:] {
		if x.Zone.InPlay() && x.Zone != ZMission && x.Controller == p && x.ID != c.ID && g.considers(p, x.ID) && g.matches(f, x.ID) {
			if aff := g.affiliation(x.ID); aff != "" {
				counts[aff]++
			}
		}
	}
	var out []string
	for _, aff := range namedAffiliations {
		if counts[aff] >= pa.AtLeast {
			out = append(out, aff)
		}
	}
	return out
}

// playAsWhy is the reason c may not be played for its
// play_as_affiliation, or "".
func (g *Game) playAsWhy(p Player, c *Inst, explain bool) string {
	if c.Card.PlayAsAffiliation == nil || len(g.playAsAffiliations(p, c)) > 0 {
		return ""
	}
	if !explain {
		return cannotPlay
	}
	pa := c.Card.PlayAsAffiliation
	return fmt.Sprintf("to play it, you must command %s unstopped %s of one affiliation", numberWord(pa.AtLeast), pa.filter().Text("card"))
}

// allowsPlayOf reports whether headquarters hq lets p play c there: for
// a play_as_affiliation card, as one of the affiliations it may become.
func (g *Game) allowsPlayOf(p Player, hq *Inst, c *Inst) bool {
	if c.Card.PlayAsAffiliation == nil {
		return hq.Card.AllowsPlay(c.Card)
	}
	for _, aff := range g.playAsAffiliations(p, c) {
		if hq.Card.AllowsPlayAs(c.Card, aff) {
			return true
		}
	}
	return false
}

// playAsChoices are the affiliations c may become when played at dest: the
// qualifying ones a headquarters dest allows it as (every one elsewhere).
func (g *Game) playAsChoices(p Player, c *Inst, dest int) []string {
	affs := g.playAsAffiliations(p, c)
	if dest == 0 || !g.cards[dest].Card.IsHQ() {
		return affs
	}
	return slices.DeleteFunc(affs, func(aff string) bool { return !g.cards[dest].Card.AllowsPlayAs(c.Card, aff) })
}

// notePlayedAs logs the affiliation card id became, once it is revealed
// as it is played.
func (g *Game) notePlayedAs(p Player, id int) {
	if aff := g.cards[id].playedAs; aff != "" {
		g.emit(Event{Kind: "become", Player: p, Cards: g.one(id), Text: fmt.Sprintf("%s: as it is about to be played, %s becomes [%s].", g.players[p].Name, g.ref(id), affShort(aff))})
	}
}

// becomePlayedAs, for a play_as_affiliation card p is about to play at
// dest, makes it the affiliation p picks (the only one without asking),
// then runs then. It reports false, doing nothing, for any other card or
// one already made so.
func (g *Game) becomePlayedAs(p Player, id, dest int, then func()) bool {
	c := g.cards[id]
	if c.Card.PlayAsAffiliation == nil || c.playedAs != "" {
		return false
	}
	affs := g.playAsChoices(p, c, dest)
	become := func(aff string) {
		c.playedAs = aff // said once the card is revealed (notePlayedAs)
		then()
	}
	switch len(affs) {
	case 0:
		return false // nothing qualifies: played as printed (the play check keeps this from happening)
	case 1:
		become(affs[0])
		return true
	}
	acts := make([]action, 0, len(affs))
	for _, aff := range affs {
		aff := aff
		acts = append(acts, action{Option{Label: "Become [" + affShort(aff) + "] (" + aff + ")", Action: ActPick}, func() { become(aff) }})
	}
	g.offer(p, KindSelect, g.cardName(id)+": which affiliation does it become?", acts)
	return true
}
