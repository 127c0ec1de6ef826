package game

import (
	"fmt"
	"slices"
)

// Downloading cards straight to a headquarters: "download up to two such
// personnel, then place them at your headquarters X" (Charles Whatley,
// 23V041; Jaresh-Inyo, 23V043, who adds that each must be one that
// could be played there). The cards are placed, not played (Glossary:
// play and place): no cost is paid and no played trigger fires. A
// unique card may not be placed while its owner commands a copy, nor
// two copies at once (Glossary: unique). The step is done only when its
// player commands a headquarters the step's target names.

// ToHeadquarters: download-several places the cards at the player's
// headquarters mission Target names instead of taking them into hand.
const ToHeadquarters = "headquarters"

// downloadHQ is the headquarters mission of ctx.p's that s.Target names,
// or 0 when ctx.p commands none.
func (g *Game) downloadHQ(ctx fxCtx, s *Step) int {
	for _, m := range g.players[ctx.p].Missions {
		if mc := g.cards[m]; mc.Card.IsHQ() && g.commandsMission(ctx.p, m) && s.Target.MatchesCard(mc.Card) {
			return m
		}
	}
	return 0
}

// downloadHQs lists the headquarters missions of ctx.p's that s.Target
// names.
func (g *Game) downloadHQs(ctx fxCtx, s *Step) []int {
	var out []int
	for _, m := range g.players[ctx.p].Missions {
		if mc := g.cards[m]; mc.Card.IsHQ() && g.commandsMission(ctx.p, m) && s.Target.MatchesCard(mc.Card) {
			out = append(out, m)
		}
	}
	return out
}

// pickDownloadHQ runs then with the headquarters the cards go to: the one
// s.Target names, or, when it names several (any headquarters of
// the player's that lets them be played: Kira Nerys, Iliana Ghemor, 4R119), the one
// ctx.p picks before searching; all the cards go to that one (Ruling:
// Kira Nerys, Iliana Ghemor and Multiple HQs). None: nothing happens.
func (g *Game) pickDownloadHQ(ctx fxCtx, s Step, then func(hq int)) {
	hqs := g.downloadHQs(ctx, &s)
	switch len(hqs) {
	case 0:
		return
	case 1:
		then(hqs[0])
		return
	}
	acts := make([]action, 0, len(hqs))
	for _, hq := range hqs {
		hq := hq
		acts = append(acts, action{Option{Label: "Place them at " + g.cardName(hq), Action: ActPick, Card: hq}, func() { then(hq) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place the cards downloaded at which headquarters mission?", acts)
}

// fitsHQ reports whether card id may be placed at hq besides those
// already picked: no second copy of a unique card, and (WherePlayable)
// only what hq lets be played there.
func (g *Game) fitsHQ(ctx fxCtx, s *Step, hq, id int, picked []int) bool {
	c := g.cards[id].Card
	if s.WherePlayable && !g.cards[hq].Card.AllowsPlay(c) {
		return false
	}
	if !c.Unique {
		return true
	}
	if g.commandsCopy(ctx.p, c) {
		return false
	}
	return !slices.ContainsFunc(picked, func(x int) bool { return g.cards[x].Card.titleKey == c.titleKey })
}

// placeDownloaded puts the picked cards at hq under ctx.p's command: a
// ship at the mission, any other card on it.
func (g *Game) placeDownloaded(ctx fxCtx, hq int, picked []int) {
	for _, id := range picked {
		g.cards[id].Controller = ctx.p
		g.changed(id) // rules_loops_cards.go
		z := ZSurface
		if g.cards[id].Card.Type == Ship {
			z = ZAtMission
		}
		g.place(id, z, hq)
		g.cards[id].Controller = ctx.p
		g.changed(id) // rules_loops_cards.go
		g.emit(Event{Kind: "place", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s at %s.", g.players[ctx.p].Name, g.shown(id), g.ref(hq))})
	}
}

// validateDownloadToHQ checks download-several's destination fields.
func validateDownloadToHQ(s *Step) error {
	switch s.To {
	case "":
		if s.Target != nil || s.WherePlayable {
			return fmt.Errorf("target and where_playable need to: %s", ToHeadquarters)
		}
		return nil
	case ToHeadquarters:
		if s.Target == nil {
			return fmt.Errorf("to: %s needs a target naming the headquarters", ToHeadquarters)
		}
		return s.Target.validate()
	}
	return fmt.Errorf("to must be %s or absent (hand), not %q", ToHeadquarters, s.To)
}

// downloadToHQText is the end of the step's text when it places the cards.
func downloadToHQText(s Step) string {
	if s.To != ToHeadquarters {
		return ""
	}
	t := ", then place them at your " + s.Target.Text("headquarters")
	if rest := *s.Target; rest.Mission == Headquarters {
		if rest.Mission = ""; rest.IsZero() { // any headquarters: the player picks one
			t = ", then place them all at one headquarters mission of yours"
		}
	}
	if s.WherePlayable {
		t += " (only cards that could be played there)"
	}
	return t
}
