package game

import (
	"fmt"
	"slices"
)

// Affiliations, icons and keywords a card has while a condition holds, from a
// modifier of a card in play: a personnel that becomes [Fed] while its
// player commands enough [Fed] personnel (Sumek, 21V019), or each [Fed]
// Treachery personnel present with a leader gaining [Maq] (Cal Hudson,
// Convincing Recruiter, 17V059). What a card becomes replaces its
// affiliation; an icon it gains is shown besides its printed ones
// (Glossary: modifications, icons). A keyword may be gained ("while at
// a [Kli] mission, he is an Infiltrator") or lost ("he loses Thief":
// Marouk, Sovereign of Acamar, 1U335). Every check reads them: filters
// (Game.matches through identityFilter), the engine's affiliation
// (Game.affiliation: staffing, attempts, alternate requirements) and
// the icons alternate requirements ask for (Game.hasIcon).
//
// A condition of such a modifier may itself count affiliations or icons
// ("while you command three [Fed] personnel"). While one is being read
// (identityState.busy), no gained affiliation or icon counts: the
// counted cards are read as printed, so a card never counts itself
// through the very change its condition grants.

// identityState: the sources of these modifiers, found at indexCards.
type identityState struct {
	sources []int // instances whose cards carry becomes or gains_icon
	busy    bool  // a condition of one is being read
	// staffing: some source gives a staffing icon ([Cmd] or [Stf]), so
	// ship staffing must ask (staffIconOf).
	staffing bool
	// commanders: some source makes personnel corresponding Commanders
	// (ship_commander: vocab_gained_commander.go).
	commanders bool
}

// changesIdentity reports whether m makes its targets become an
// affiliation or gain an icon.
func (m *Modifier) changesIdentity() bool {
	return m.Becomes != "" || m.GainsIcon != "" || m.GainsKeyword != "" || m.LosesKeyword != "" || m.ShipCommander
}

// validateIdentity checks becomes and gains_icon at load.
func (m *Modifier) validateIdentity() error {
	if m.Becomes != "" && affShort(m.Becomes) == m.Becomes {
		return fmt.Errorf("becomes: unknown affiliation %q", m.Becomes)
	}
	if i := m.GainsIcon; i != "" {
		if !slices.Contains(knownIcons, i) {
			return fmt.Errorf("gains_icon: unknown icon %q", i)
		}
	}
	return nil
}

// identityWords words the change for the card's generated text.
func (m *Modifier) identityWords() []string {
	var parts []string
	if m.GainsIcon != "" {
		parts = append(parts, "gains ["+iconShort(m.GainsIcon)+"]")
	}
	if m.Becomes != "" {
		parts = append(parts, "becomes ["+affShort(m.Becomes)+"] (in place of its own affiliation)")
	}
	if k := m.GainsKeyword; k != "" {
		parts = append(parts, "has the keyword "+k)
	}
	if k := m.LosesKeyword; k != "" {
		parts = append(parts, "lacks the keyword "+k)
	}
	if m.ShipCommander {
		parts = append(parts, shipCommanderWords) // vocab_gained_commander.go
	}
	return parts
}

// indexIdentity finds the sources; indexCards calls it.
func (g *Game) indexIdentity() {
	g.identity.sources, g.identity.staffing, g.identity.commanders = g.identity.sources[:0], false, false
	for _, c := range g.cards[1:] {
		if slices.ContainsFunc(c.Card.Modifiers, func(m Modifier) bool { return m.changesIdentity() }) {
			g.identity.sources = append(g.identity.sources, c.ID)
		}
		if slices.ContainsFunc(c.Card.Modifiers, func(m Modifier) bool { return m.GainsIcon == IconCommand || m.GainsIcon == IconStaff }) {
			g.identity.staffing = true
		}
		if slices.ContainsFunc(c.Card.Modifiers, func(m Modifier) bool { return m.ShipCommander }) {
			g.identity.commanders = true
		}
	}
}

// eachIdentityMod calls fn for each becomes or gains_icon modifier
// reaching card id now, until fn returns true.
func (g *Game) eachIdentityMod(id int, fn func(m *Modifier) bool) {
	if len(g.identity.sources) == 0 || g.identity.busy {
		return
	}
	g.identity.busy = true
	defer func() { g.identity.busy = false }()
	for _, src := range g.identity.sources {
		if !g.modSourceActive(src) {
			continue
		}
		mods := g.cards[src].Card.Modifiers
		for i := range mods {
			if m := &mods[i]; m.changesIdentity() && g.modifierApplies(src, m, id, nil) && fn(m) {
				return
			}
		}
	}
}

// gainedAffiliation is the affiliation a modifier makes card id now.
func (g *Game) gainedAffiliation(id int) (aff string, ok bool) {
	g.eachIdentityMod(id, func(m *Modifier) bool {
		if m.Becomes != "" {
			aff, ok = m.Becomes, true
		}
		return ok
	})
	return aff, ok
}

// gainedIcon reports whether a modifier gives card id icon now.
func (g *Game) gainedIcon(id int, icon string) (ok bool) {
	g.eachIdentityMod(id, func(m *Modifier) bool {
		ok = m.GainsIcon == icon
		return ok
	})
	return ok
}

// hasIcon reports whether card id shows icon now: printed or gained.
func (g *Game) hasIcon(id int, icon string) bool {
	return g.cards[id].Card.HasIcon(icon) || g.gainedIcon(id, icon) || g.copiedIcon(id, icon) // the last: vocab_gain_all_of_captive.go
}

// hasKeyword reports whether card id has keyword k now: printed and not
// lost, or gained.
func (g *Game) hasKeyword(id int, k string) bool {
	has := g.cards[id].Card.HasKeyword(k) || g.copiedKeyword(id, k) // the last: vocab_gain_all_of_captive.go
	g.eachIdentityMod(id, func(m *Modifier) bool {
		if m.LosesKeyword == k {
			has = false
			return true // a card that loses a keyword lacks it, whatever else gives it
		}
		if m.GainsKeyword == k {
			has = true
		}
		return false
	})
	return has
}

// keywordFilter checks f's keyword fields against the keywords card id
// has now, and returns the rest of f to match as usual.
func (g *Game) keywordFilter(f *Filter, id int) (*Filter, bool) {
	if (f.Keyword == "" && f.NotKeyword == "") || (len(g.identity.sources) == 0 && !g.copying()) {
		return f, true
	}
	if (f.Keyword != "" && !g.hasKeyword(id, f.Keyword)) || (f.NotKeyword != "" && g.hasKeyword(id, f.NotKeyword)) {
		return nil, false
	}
	rest := *f
	rest.Keyword, rest.NotKeyword = "", ""
	return &rest, true
}

// iconFilter checks f's icon fields against the icons card id shows now,
// gained ones included, and returns the rest of f to match as usual.
func (g *Game) iconFilter(f *Filter, id int) (*Filter, bool) {
	if (f.Icon == "" && f.NotIcon == "" && len(f.AllIcons) == 0) || (len(g.identity.sources) == 0 && !g.copying()) {
		return f, true
	}
	switch {
	case f.Icon != "" && !g.hasIcon(id, f.Icon),
		f.NotIcon != "" && g.hasIcon(id, f.NotIcon),
		slices.ContainsFunc(f.AllIcons, func(i string) bool { return !g.hasIcon(id, i) }):
		return nil, false
	}
	rest := *f
	rest.Icon, rest.NotIcon, rest.AllIcons = "", "", nil
	return &rest, true
}
