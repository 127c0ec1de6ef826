package game

import "errors"

// Meeting a mission's requirements as though facing a dilemma: a
// mission's own text (Practice Orbital Maneuvers, 8U059) lets the
// attempting personnel it names count as facing a dilemma while its
// requirements are checked, so their "while facing a dilemma" text
// (Cadets' skills and attributes) applies to that check (Rulebook:
// Checking Mission Requirements). The text says "may": the player uses it
// when it helps, so the requirements are met when they are met either
// way.
//
//	modifiers:
//	  - {to: this-mission, as_facing: {keyword: Cadet}}

// prepareAsFacing checks an as_facing modifier and notes it as a
// mission effect.
func (m *Modifier) prepareAsFacing() error {
	if m.AsFacing == nil {
		return nil
	}
	if m.To != ToThisMission {
		return errors.New("as_facing belongs to a mission's own text (to: this-mission)")
	}
	if err := validateModFilter(m.AsFacing); err != nil {
		return err
	}
	if m.AsFacing.readsSkills() {
		return errors.New("as_facing: the filter cannot read skills (they depend on facing)")
	}
	m.effects |= fxMission
	return nil
}

// asFacingWords words the permission for the mission's text.
func asFacingWords(f *Filter) string {
	return "the attempting " + f.Text("personnel") + " may count as facing a dilemma when its requirements are checked"
}

// countsAsFacing reports whether personnel id counts as facing a dilemma
// because the mission's requirements are being checked as though it
// were (missionMet).
func (g *Game) countsAsFacing(id int) bool {
	a := g.attempt
	return a != nil && a.asFacing != nil && a.asFacing.MatchesCard(g.cards[id].Card)
}

// missionMet reports whether the attempting personnel meet req, the
// requirements of their mission, as rc reads them, or else, where the
// mission's text allows it, as they are while counting as facing a
// dilemma.
func (g *Game) missionMet(req *Req, rc *ReqCtx) bool {
	if req.MetIn(rc) {
		return true
	}
	a := g.attempt
	var f *Filter
	g.eachModifierWhere(a.mission, fxMission, layerAll, nil, func(_ int, m *Modifier, _ int) {
		if m.AsFacing != nil && f == nil {
			f = m.AsFacing
		}
	})
	if f == nil {
		return false
	}
	// Frozen modifier sources remember which conditions hold: found
	// again with the personnel counting as facing, and after.
	refreeze := g.frozen.on
	a.asFacing = f
	if refreeze {
		g.freezeSources()
	}
	defer func() {
		a.asFacing = nil
		if refreeze {
			g.freezeSources()
		}
	}()
	alt := g.missionReqCtx(a)
	if !req.MetIn(alt) {
		return false
	}
	*rc = *alt
	return true
}
