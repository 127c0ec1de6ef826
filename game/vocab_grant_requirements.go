package game

import (
	"fmt"
	"slices"
	"strings"
)

// Alternate mission requirements given by a card in play to other
// missions (For the Cause, 2C043: an event letting its player's [Maq]
// personnel attempt the Demilitarized Zone missions with requirements of
// its own; Javert, Maquis Flagship, 17V084: a ship doing the same for the
// [Fed] mission it is at while its Commander is aboard). The mission's own
// sets are vocab_alt_requirements.go; these work the same way:
//
// Rulebook: Checking mission requirements — requirements given by game
// text are the mission's requirements while an attempt uses them, and an
// attempt begun with them must be completed with them. Glossary:
// modifications, step 1 — which set is used is chosen as the attempt
// begins. Ruling: Attempt and Complete — what the text asks for (the
// icon of the personnel, the card's own condition) must hold as the
// attempt begins and again when it would complete, and if the card giving
// them leaves play during the attempt, the attempt cannot be completed
// with them and fails. Ruling: For the Cause — the text opens only the
// player's own missions, never an opponent's.
//
// "Regardless of effects preventing [X] personnel (or ships they are
// aboard)": while an attempt uses such a set, a mission's cannot-complete
// text whose condition looks for a card with that icon (Evacuate Colony,
// 1U165; Intercept Maquis, 1U175) does not stop it.
//
//	grant_requirements:
//	  - missions: {region: Demilitarized Zone}
//	    by_icon: maquis
//	    req: "Leadership, Security, Treachery, and Strength>36"
//	    regardless: maquis

// GrantReq is one set of requirements a card gives its player's missions.
type GrantReq struct {
	// Missions: which of its player's missions (title, region,
	// points_at_most, ...); nil: every one.
	Missions *Filter `yaml:"missions,omitempty" json:"missions,omitempty"`
	// MissionIcon: the mission shows this affiliation icon ("your [Fed]
	// mission").
	MissionIcon string `yaml:"mission_icon,omitempty" json:"mission_icon,omitempty"`
	// Here: only the mission this card is at.
	Here bool `yaml:"here,omitempty" json:"here,omitempty"`
	// While: conditions of the card's own that must hold.
	While Conds `yaml:"while,omitempty" json:"while,omitempty"`
	// Set: who may use the requirements, and the requirements.
	Set AltReq `yaml:"set" json:"set"`
	// Regardless: an icon; effects forbidding personnel with it to
	// complete the mission do not apply to an attempt using this set.
	Regardless string `yaml:"regardless,omitempty" json:"regardless,omitempty"`
}

// validateGrantReqs checks each set as it loads.
func validateGrantReqs(gs []GrantReq) error {
	for i := range gs {
		gr := &gs[i]
		if err := gr.Missions.validate(); err != nil {
			return fmt.Errorf("set %d: missions: %w", i+1, err)
		}
		if gr.MissionIcon != "" && affShort(gr.MissionIcon) == gr.MissionIcon {
			return fmt.Errorf("set %d: unknown affiliation %q", i+1, gr.MissionIcon)
		}
		if err := gr.While.validate(); err != nil {
			return fmt.Errorf("set %d: while: %w", i+1, err)
		}
		if gr.Regardless != "" {
			if err := (&Filter{AllIcons: []string{gr.Regardless}}).validateIcons(); err != nil {
				return fmt.Errorf("set %d: regardless: %w", i+1, err)
			}
		}
		alts := []AltReq{gr.Set}
		if err := validateAltReqs(alts); err != nil {
			return fmt.Errorf("set %d: %w", i+1, err)
		}
		gr.Set = alts[0]
	}
	return nil
}

// text words the set for the card's generated text.
func (gr *GrantReq) text() string {
	var b strings.Builder
	if len(gr.While) > 0 {
		b.WriteString("While " + strings.TrimPrefix(gr.While.Text(), "if ") + ", ")
	}
	who := "your personnel"
	if gr.Set.ByIcon != "" {
		who = "your [" + iconShort(gr.Set.ByIcon) + "] personnel"
	} else if !gr.Set.anyAffiliation() {
		var icons []string
		for _, aff := range gr.Set.By {
			icons = append(icons, "["+affShort(aff)+"]")
		}
		who = "your " + strings.Join(icons, " or ") + " personnel"
	}
	where := "mission of yours"
	if gr.MissionIcon != "" {
		where = "[" + affShort(gr.MissionIcon) + "] mission of yours"
	}
	if gr.Missions != nil {
		where = gr.Missions.Text(where)
	}
	if gr.Here {
		where += " where this card is"
	}
	fmt.Fprintf(&b, "%s may attempt each %s, and complete it, needing %s instead of its printed requirements", who, where, gr.Set.req.String())
	if gr.Regardless != "" {
		fmt.Fprintf(&b, "; text forbidding [%s] personnel (or a ship carrying them) to complete it does not stop such an attempt", iconShort(gr.Regardless))
	}
	return capitalize(b.String()) + ". All of this must still hold when such an attempt would be completed, this card still in play."
}

// grantRef names one set a card in play gives: the card and the index.
type grantRef struct{ src, idx int }

func (r grantRef) of(g *Game) *GrantReq { return &g.cards[r.src].Card.GrantReqs[r.idx] }

// indexGrantSources records which instances give requirements
// (indexCards calls it), so that no attempt check scans every card.
func (g *Game) indexGrantSources() {
	g.grantSources = g.grantSources[:0]
	for _, c := range g.cards[1:] {
		if len(c.Card.GrantReqs) > 0 {
			g.grantSources = append(g.grantSources, c.ID)
		}
	}
}

// grantReaches reports whether set r reaches mission m now.
func (g *Game) grantReaches(r grantRef, m int) bool {
	src := g.cards[r.src]
	mc := g.cards[m]
	if !g.activeSource(r.src) || mc.Controller != src.Controller || mc.Card.Type != Mission {
		return false
	}
	gr := r.of(g)
	if gr.Here && g.missionOf(r.src) != m {
		return false
	}
	if gr.MissionIcon != "" && (mc.Card.AttemptBy == nil || !slices.Contains(mc.Card.AttemptBy.Only, gr.MissionIcon)) {
		return false
	}
	if gr.Missions != nil && !g.matches(gr.Missions, m) {
		return false
	}
	return len(gr.While) == 0 || g.condOK(g.ctxFor(src.Controller, r.src), gr.While)
}

// grantsFor lists the sets cards in play give mission m now.
func (g *Game) grantsFor(m int) []grantRef {
	var out []grantRef
	for _, src := range g.grantSources {
		for i := range g.cards[src].Card.GrantReqs {
			if r := (grantRef{src, i}); g.grantReaches(r, m) {
				out = append(out, r)
			}
		}
	}
	return out
}

// grantUsable reports whether one of group may use set r.
func (g *Game) grantUsable(r grantRef, group []int) bool {
	a := &r.of(g).Set
	return slices.ContainsFunc(group, func(id int) bool { return g.altUsableBy(a, id) })
}

// grantMatch: group may attempt m with a set a card gives it.
func (g *Game) grantMatch(m int, group []int) bool {
	if len(g.grantSources) == 0 {
		return false
	}
	for _, r := range g.grantsFor(m) {
		if g.grantUsable(r, group) {
			return true
		}
	}
	return false
}

// grantLost reports whether the given set an attempt uses no longer
// reaches its mission (the card left play, its condition ended) or no
// remaining personnel may use it (Ruling: Attempt and Complete).
func (g *Game) grantLost(a *attempt) bool {
	if a.grant == nil || len(a.personnel) == 0 {
		return false
	}
	return !g.grantReaches(*a.grant, a.mission) || !g.grantUsable(*a.grant, a.personnel)
}

// grantOverrides reports whether modifier md of the mission is an effect
// the attempt under way may disregard: its set is regardless of effects
// preventing personnel with an icon, and md's condition looks for that
// icon.
func (g *Game) grantOverrides(md *Modifier) bool {
	a := g.attempt
	if a == nil || a.grant == nil {
		return false
	}
	icon := a.grant.of(g).Regardless
	if icon == "" {
		return false
	}
	return slices.ContainsFunc(md.While, func(c Cond) bool {
		return c.Of != nil && (c.Of.Icon == icon || slices.Contains(c.Of.AllIcons, icon))
	})
}

// grantLabel words set r in the choice of requirements.
func (g *Game) grantLabel(r grantRef) string {
	return "Requirements " + g.cardName(r.src) + " gives: " + r.of(g).Set.req.String()
}

// grantLostWhy says why an attempt lost the requirements a card gave.
const grantLostWhy = "the card giving them no longer gives them to this mission, or no remaining personnel may use them"

// cannotCompleteRegardless is mayComplete's question for an attempt
// using a set given regardless of some effects: cannot-complete text
// of mission m counts unless the set disregards it.
func (g *Game) cannotCompleteRegardless(m int) bool {
	found := false
	g.eachModifierWhere(m, fxCannot, layerAll, nil, func(src int, md *Modifier, _ int) {
		found = found || slices.Contains(md.Cannot, OutComplete) && g.cannotByHolds(src, md, 0) && !g.grantOverrides(md)
	})
	return found || len(g.turnFx) > 0 && g.timedCannot(m, OutComplete)
}

// standInGrant is, for a view's question whether a crew could complete
// mission m (view_cannot_complete.go), the set given regardless of some
// effects the crew could attempt with, or nil.
func (g *Game) standInGrant(m int, group []int) *grantRef {
	if len(g.grantSources) == 0 {
		return nil
	}
	for _, r := range g.grantsFor(m) {
		if r.of(g).Regardless != "" && g.grantUsable(r, group) {
			return &r
		}
	}
	return nil
}

// grantedText lists the requirement sets cards in play give mission m
// now, one per line (MissionView.Granted: a bot weighs a crew against
// them as well as the printed ones).
func (g *Game) grantedText(m int) string {
	var b strings.Builder
	for _, r := range g.grantsFor(m) {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(r.of(g).Set.Req)
	}
	return b.String()
}
