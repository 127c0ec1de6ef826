package game

import (
	"fmt"
	"slices"
)

// A download whose text goes on to place the card found somewhere other
// than the hand (Rulebook: Download — the card is found, shown, taken
// into hand and the deck reshuffled; the text then moves it): with
// to: deck-top the card goes on top of the deck after the reshuffle
// (Reconnaissance Drone, 4U115), where the next draw takes it.

// DownloadToDeckTop: the downloaded card is then placed on top of the deck.
// DownloadBeneath: it is then placed beneath the mission target names
// (vocab_hidden_beneath.go: Leeta, Devoted Wife, 18V032).
// DownloadToDiscard: it is then placed in its owner's discard pile (Paxton
// Reese, 30V049: a personnel there for later text to use).
const (
	DownloadToDeckTop = "deck-top"
	DownloadBeneath   = "beneath"
	DownloadToDiscard = "discard"
)

func validateDownloadTo(s *Step) error {
	if (s.To == DownloadBeneath || s.To == DownloadAboard || s.To == ToHeadquarters) != (s.Target != nil) {
		return fmt.Errorf("to: beneath, %s or %s and target (the mission, the ship) go together", DownloadAboard, ToHeadquarters)
	}
	if s.WherePlayable && s.To != ToHeadquarters {
		return fmt.Errorf("where_playable goes with to: %s", ToHeadquarters)
	}
	if (s.With != nil || s.To == ToHeadquarters) && (len(s.Skills) > 0 || s.From != "" || s.Outcome != "") {
		return fmt.Errorf("with and to: %s take no skills, from or outcome", ToHeadquarters)
	}
	if err := s.With.validate(); err != nil {
		return fmt.Errorf("with: %w", err)
	}
	if s.From != "" && s.From != FromUsedSkill {
		return fmt.Errorf("from must be %s or absent, not %q", FromUsedSkill, s.From)
	}
	if s.Outcome != "" && (s.To != DownloadHere || s.Outcome != OutStop) {
		return fmt.Errorf("outcome: stop goes with to: %s only", DownloadHere)
	}
	switch s.To {
	case "", DownloadToDeckTop, DownloadBeneath, DownloadToDiscard, DownloadHere, DownloadShipDamage, DownloadAttemptSite: // the last three: vocab_download_here.go, vocab_damage_placed.go, vocab_download_attempt_site.go
		return s.Filter.validate()
	case ToHeadquarters: // vocab_download_commander.go
		if err := s.Target.validate(); err != nil {
			return err
		}
		return s.Filter.validate()
	case DownloadOpponentCore: // vocab_download_opponent_core.go
		if s.Type != EventCard && (s.Filter == nil || s.Filter.Title == "" && s.Filter.Type != EventCard) {
			return fmt.Errorf("to: %s downloads an event: type event, or a filter of type event or a title", DownloadOpponentCore)
		}
		return s.Filter.validate()
	case DownloadAboard: // vocab_download_aboard.go
		if s.Filter == nil || s.Filter.Type != Personnel {
			return fmt.Errorf("to: %s downloads a personnel: filter type personnel", DownloadAboard)
		}
		return s.Target.validate()
	}
	return fmt.Errorf("to must be deck-top, beneath, discard, %s, %s, %s, %s, %s, %s or absent, not %q", DownloadHere, DownloadAboard, DownloadShipDamage, DownloadAttemptSite, DownloadOpponentCore, ToHeadquarters, s.To)
}

func downloadToText(s Step) string {
	switch s.To {
	case DownloadToDeckTop:
		return ", then place that card on top of your deck"
	case DownloadBeneath:
		return ", then place that card " + beneathWords(s)
	case DownloadToDiscard:
		return ", then place that card in your discard pile"
	case DownloadHere:
		return downloadHereText(s)
	case DownloadAboard:
		return ", then place that card aboard your " + s.Target.Text("ship")
	case DownloadShipDamage:
		return ", then put that card on this ship as damage"
	case DownloadAttemptSite:
		return ", then place that card (you command it) aboard a ship the attempting player commands or on a planet mission they command"
	case DownloadOpponentCore:
		return ", then hand that event over to your opponent: it goes into their core, commanded by them"
	}
	return ""
}

// downloadedBeneath moves the card just downloaded from hand beneath the
// mission the step names; with none, it stays in hand.
func (g *Game) downloadedBeneath(ctx fxCtx, s Step, id int) {
	c := g.cards[id]
	if m := g.beneathSite(ctx.p, s.Target); m != 0 && c.Zone == ZHand && c.Owner == ctx.p && g.mayLieBeneath(id, m) {
		g.putUnder(ctx.p, id, m)
	}
}

// downloadedToDiscard moves the card just downloaded from hand to its
// owner's discard pile; it was shown, so the log names it.
func (g *Game) downloadedToDiscard(ctx fxCtx, id int) {
	c := g.cards[id]
	if c.Zone != ZHand || c.Owner != ctx.p {
		return
	}
	g.place(id, ZDiscard, 0)
	g.emit(Event{Kind: "discard", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s in their discard pile.", g.players[ctx.p].Name, g.shown(id))})
}

// downloadedToDeckTop moves the card just downloaded from hand to the top
// of its owner's deck; every player saw it shown, so the log names it.
func (g *Game) downloadedToDeckTop(ctx fxCtx, id int) {
	c := g.cards[id]
	if c.Zone != ZHand || c.Owner != ctx.p {
		return
	}
	g.toDeckTop(id)
	g.emit(Event{Kind: "deck-top", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s places %s on top of their deck.", g.players[ctx.p].Name, g.shown(id))})
}

// FromUsedSkill: the download takes a card with one of the skills the
// card whose text it is used to complete the mission of the trigger (a
// skill of its that the mission's requirements name: Glossary: skills;
// Kes, Experienced Ocampa, 15V040). With several such skills, a card with
// any one of them may be taken.
const FromUsedSkill = "used-skill"

// downloadSkills is the list of skills a downloaded card must have one
// of: the step's own, or (from: used-skill) those ctx.src used to
// complete the trigger's mission; an empty list with from: used-skill
// lets nothing be taken.
func (g *Game) downloadSkills(ctx fxCtx, s Step) []string {
	if s.From != FromUsedSkill {
		return s.Skills
	}
	m := g.eventMission(ctx.trig)
	if m == 0 || !g.couldUseSkill(ctx.src, g.cards[m].Card, ctx.trig) {
		return nil
	}
	ss := g.skills(ctx.src)
	var out []string
	for _, k := range usedReq(g.cards[m].Card, ctx.trig).SkillsNamed() {
		if ss.Level(k) > 0 && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
