package game

import (
	"fmt"
	"slices"
)

// A download whose text then places the card at this card's mission
// (Rulebook: Download — found, shown, taken into hand, the deck
// reshuffled; the text then moves it; Rulings: Downloading to Alternate
// Locations), with outcome: stop stopped there (Sector 21396, Commandeer
// Prototype, 14U052: a ship at the mission just completed). The card is
// placed, not played (Glossary: play and place): no "when you play" text
// answers, and a unique card whose copy its player commands stays in
// hand (Rulebook: Uniqueness). The card placed is remembered as paid
// (group paid), so a later step of the same text can name "that card":
// become-named-affiliation makes it the affiliation its player names
// while it stays in play.

// DownloadHere: the downloaded card is then placed at this card's mission.
const DownloadHere = "this-mission"

// DoBecomeNamedAffiliation: name an affiliation; the card the text's
// previous step placed becomes it while it stays in play.
const DoBecomeNamedAffiliation = "become-named-affiliation"

// UntilInPlay: a change lasting while its target stays in play.
const UntilInPlay = "in-play"

// namedAffiliations are the affiliations a player may name: every one the
// cards print (Glossary: affiliation).
var namedAffiliations = []string{"bajoran", "borg", "cardassian", "dominion", "federation", "ferengi", "klingon", "non-aligned", "romulan", "starfleet"}

func init() {
	registerVerbs(map[string]verb{
		DoBecomeNamedAffiliation: {
			doc: "name an affiliation; the card the previous step placed (that card) becomes it, in place of its own, while it stays in play",
			text: func(Step) string {
				return "name an affiliation; that card becomes the named affiliation (in place of its own) while it stays in play"
			},
			// Possible whatever was placed so far: the step before it
			// places the card as the text runs (with nothing placed it
			// does nothing).
			possible: func(*Game, fxCtx, *Step) bool { return true },
			run:      func(g *Game, ctx fxCtx, s Step) { g.becomeNamedAffiliation(ctx) },
		},
	})
}

// downloadHereText words the placement of a download with to: this-mission.
func downloadHereText(s Step) string {
	if s.Outcome == OutStop {
		return ", then place that card at this mission, stopped"
	}
	return ", then place that card at this mission"
}

// downloadedHere moves the card just downloaded from hand to the mission
// of ctx's card: a ship at it, a personnel or an equipment on its surface
// (a planet or headquarters); stopped with outcome: stop. It stays in hand
// when it cannot go there.
func (g *Game) downloadedHere(ctx fxCtx, s Step, id int) {
	g.notePaid(ctx, nil)
	c := g.cards[id]
	m := ctx.src
	if g.cards[m].Card.Type != Mission {
		m = g.missionOf(ctx.src)
	}
	if m == 0 || c.Zone != ZHand || c.Owner != ctx.p || (c.Card.Unique && g.commandsCopy(ctx.p, c.Card)) {
		return
	}
	switch c.Card.Type {
	case Ship:
		g.place(id, ZAtMission, m)
	case Personnel, Equipment:
		if g.cards[m].Card.MissionType == Space {
			return
		}
		g.place(id, ZSurface, m)
	default:
		return
	}
	c.Controller = ctx.p
	g.changed(c.ID) // rules_loops_cards.go
	c.Stopped = s.Outcome == OutStop
	g.changed(c.ID) // rules_loops_cards.go
	how := ""
	if c.Stopped {
		how = ", stopped"
	}
	g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{id, m}, Text: fmt.Sprintf("%s places %s at %s%s.", g.players[ctx.p].Name, g.shown(id), g.ref(m), how)})
	g.notePaid(ctx, []int{id})
}

// placedThisText lists the cards the text of ctx's card placed last
// (notePaid) that are still in play.
func (g *Game) placedThisText(ctx fxCtx) []int {
	var out []int
	for _, id := range g.plays.paid[ctx.src] {
		if g.cards[id].Zone.InPlay() {
			out = append(out, id)
		}
	}
	return out
}

// becomeNamedAffiliation: ctx's player names an affiliation; each card
// placedThisText lists becomes it while it stays in play.
func (g *Game) becomeNamedAffiliation(ctx fxCtx) {
	ids := g.placedThisText(ctx)
	if len(ids) == 0 {
		return
	}
	acts := make([]action, 0, len(namedAffiliations))
	for _, aff := range namedAffiliations {
		aff := aff
		acts = append(acts, action{Option{Label: "Name [" + affShort(aff) + "] (" + aff + ")", Action: ActPick}, func() {
			g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: slices.Clone(ids), affiliation: aff, until: UntilInPlay, player: ctx.p})
			g.emit(Event{Kind: "become", Player: ctx.p, Cards: ids, Text: fmt.Sprintf("%s names [%s]: %s is [%s] while it stays in play.", g.players[ctx.p].Name, affShort(aff), g.shownAll(ids), affShort(aff))})
		}})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": name an affiliation", acts)
}

// lastingLeavePlay ends the changes lasting while card id stays in play,
// as it leaves play.
func (g *Game) lastingLeavePlay(id int) {
	keep := g.turnFx[:0]
	for _, fx := range g.turnFx {
		if (fx.until != UntilInPlay && !fx.gainedText) || !slices.Contains(fx.targets, id) { // gained text ends too (vocab_gain_text.go)
			keep = append(keep, fx)
		}
	}
	g.turnFx = keep
}
