package game

import "math/bits"

// stats is what personnel id brings to a requirement right now: printed
// skills and attributes, then modifiers from cards in play, recomputed from
// state each time rather than patched in place (Glossary: modifications).
//
// Skills come in two layers so that a skill a personnel has gained counts
// like a printed one (Rulebook: Skills): first the printed skills plus
// every gain from an effect that does not itself ask about skills
// (skills); then the effects that pick their targets, or read their
// conditions, by skill (Kahlest reaches Klingons with Honor) read that
// layer. One layer deep, so no effect depends on itself. In each layer
// skills are gained first and lost after (Glossary: modifications).
func (g *Game) stats(id int) Stats {
	var s Stats
	g.statsInto(id, &s)
	return s
}

// statsInto is stats written into s, for callers that keep many.
func (g *Game) statsInto(id int, s *Stats) {
	g.statsIntoGains(id, s, false)
}

// statsIntoGains is statsInto; noGain: the personnel cannot gain skills
// (read again so when a modifier bars its gains: vocab_gains_barred.go).
func (g *Game) statsIntoGains(id int, s *Stats, noGain bool) {
	c := g.cards[id].Card
	*s = Stats{Skills: c.printedSkills, Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
	acc := statsAcc{s: s, noGain: noGain || g.attempt != nil && g.gainBlocked(id), barUnless: -1}
	// One pass over the modifiers: the first layer is applied at once,
	// the modifiers that read skills are kept for after it (most
	// positions have none or few: a small array holds them without
	// allocating).
	var keep [8]modRef
	later := keep[:0]
	if g.frozen.on {
		mods := g.frozenStatMods()
		if c.modEffects&fxStats == 0 {
			// No stat modifier of its own: most of the others reach
			// their own card alone, and those that do not are listed
			// apart (shared). Three personnel in four read only those
			// (basic bot: 0.5% fewer instructions).
			for _, i := range g.frozen.sharedStatMods {
				if sm := &mods[i]; g.frozenConds(sm) {
					if g.firstLayer(&acc, sm.src, sm.m, id) {
						later = append(later, modRef{sm.src, sm.m})
					}
				}
			}
		} else {
			for i := range mods {
				sm := &mods[i]
				if (!selfOnly(sm.m) || sm.src == id) && g.frozenConds(sm) {
					if g.firstLayer(&acc, sm.src, sm.m, id) {
						later = append(later, modRef{sm.src, sm.m})
					}
				}
			}
		}
	} else {
		srcs, _ := g.sourcesOf(fxStats)
		for _, src := range srcs {
			card := g.cards[src].Card
			if !g.maySource(src) || !mayReach(card, fxStats, src, id) || !g.modSourceActive(src) { // rules_stats_skip.go
				continue
			}
			for i := range card.Modifiers {
				m := &card.Modifiers[i]
				if m.effects&fxStats != 0 && (src == id || !selfOnly(m)) {
					if g.firstLayer(&acc, src, m, id) {
						later = append(later, modRef{src, m})
					}
				}
			}
		}
	}
	if acc.noGain {
		g.applyTimedLosses(id, &s.Skills) // vocab_cannot_gain.go
	} else {
		g.applyTimedSkills(id, &s.Skills)
	}
	if acc.losing {
		s.Skills.lose(&acc.lost)
		acc.lost, acc.losing = SkillSet{}, false
	}
	first := s.Skills
	for _, r := range later {
		if g.modifierApplies(r.src, r.m, id, &first) {
			acc.add(r.m, g.amount(r.src, r.m))
		}
	}
	if acc.losing {
		s.Skills.lose(&acc.lost)
	}
	if len(g.namedFor) > 0 {
		g.applyNamedLasting(id, s, &first) // vocab_named_lasting.go
	}
	if acc.barUnless >= 0 && !acc.noGain && s.Skills[acc.barUnless] == 0 {
		g.statsIntoGains(id, s, true) // vocab_gains_barred.go: its gains do not count
		return
	}
	g.applyTimedAttributes(id, s)
	acc.addOwnAttributes() // vocab_add_own_attr.go: after every other change
	if g.skillsBlocked(id) {
		s.Skills = SkillSet{} // it cannot use its skills now
	}
	// Zero: a number below zero becomes zero.
	s.Integrity, s.Cunning, s.Strength = max(0, s.Integrity), max(0, s.Cunning), max(0, s.Strength)
}

// firstLayer applies stat modifier m of src to personnel id's first
// layer, or reports that it is kept for later, when it reads skills (see
// stats). The caller appends to its own list: a list passed in and
// returned made the caller's small array escape to the heap (a fifth of
// what a basic-bot game allocated), since stats and modifierApplies call
// each other.
func (g *Game) firstLayer(acc *statsAcc, src int, m *Modifier, id int) (later bool) {
	switch {
	case m.reads:
		return g.related(src, m, id)
	case g.modifierApplies(src, m, id, nil):
		acc.add(m, g.amount(src, m))
	}
	return false
}

// statsAcc is one personnel's stats as modifiers apply, with the skill
// levels lost so far (losses come after gains).
type statsAcc struct {
	s      *Stats
	lost   SkillSet
	losing bool
	// noGain: the personnel cannot gain skills now (vocab_cannot_gain.go).
	noGain bool
	// barUnless: the skill (its index) a no_gains_unless modifier reaching
	// the personnel asks for, -1 none (vocab_gains_barred.go).
	barUnless int
	// own: the add_own modifiers that apply, k times each, kept for
	// after every other change (vocab_add_own_attr.go).
	own  [4]ownAdd
	nOwn int
}

// add applies modifier m, k times.
func (a *statsAcc) add(m *Modifier, k int) {
	s := a.s
	n := m.Attributes * k
	s.Integrity += m.Integrity*k + n
	s.Cunning += m.Cunning*k + n
	s.Strength += m.Strength*k + n
	for _, x := range m.Gains {
		if !a.noGain {
			s.Skills.Add(x, 1)
		}
	}
	for _, x := range m.Loses {
		a.lost.Add(x, 1)
		a.losing = true
	}
	if m.Substitute != nil {
		s.substitute(m.Substitute)
	}
	if m.AddOwn != nil {
		a.keepAddOwn(m.AddOwn, k)
	}
	if m.NoGainsUnless != "" {
		a.barUnless = m.noGainsIdx
	}
}

// selfOnly reports whether m reaches only its own card (related): most
// stat modifiers do, and asking modifierApplies about every other
// personnel was a third of its calls' cost.
func selfOnly(m *Modifier) bool { return m.rel == relSelf }

// statMod is one stat modifier of an active source, and whether its
// conditions hold (frozenConds).
type statMod struct {
	src   int
	m     *Modifier
	conds int8 // 0 not yet known, 1 they hold, -1 they do not
}

// frozenConds reports whether sm's conditions hold, checked once while
// sources are frozen: they do not depend on the target, and a view reads
// every personnel's stats. Most conditions ("while attempting", "while
// facing a dilemma") do not hold, and then the modifier is not read for
// any personnel (modifierApplies checks them again, after the target,
// only for the few that reach it).
func (g *Game) frozenConds(sm *statMod) bool {
	if sm.conds == 0 {
		g.findConds(sm) // apart, so that this stays small enough to inline
	}
	return sm.conds > 0
}

// findConds finds whether sm's conditions hold (frozenConds); while they
// are read, they count as not holding.
func (g *Game) findConds(sm *statMod) {
	sm.conds = -1
	if g.condsHold(sm.src, sm.m.While) {
		sm.conds = 1
	}
}

// frozenStatMods lists, while sources are frozen, the stat modifiers of
// the active sources, in the order statsInto reads them: a view reads
// stats for every personnel, and reaching each modifier through its
// card was most of statsInto's own time.
func (g *Game) frozenStatMods() []statMod {
	fs := &g.frozen
	if !fs.haveStatMods {
		srcs, _ := g.sourcesOf(fxStats)
		fs.statMods, fs.sharedStatMods = fs.statMods[:0], fs.sharedStatMods[:0]
		for _, src := range srcs {
			mods := g.cards[src].Card.Modifiers
			for i := range mods {
				if m := &mods[i]; m.effects&fxStats != 0 {
					if !selfOnly(m) {
						fs.sharedStatMods = append(fs.sharedStatMods, int32(len(fs.statMods)))
					}
					fs.statMods = append(fs.statMods, statMod{src: src, m: m})
				}
			}
		}
		fs.haveStatMods = true
	}
	return fs.statMods
}

// frozenSources are the active sources of each kind of modifiers (one
// effect bit), found once while nothing changes: while a view is built,
// or while the options of a decision are listed. Finding them reads every
// card with modifiers, and a view or a list of plays reads modifiers
// once per card or more.
type frozenSources struct {
	on    bool
	have  modEffect // the kinds found so far
	lists [8][]int  // by the index of the kind's bit
	// statMods: the stat modifiers of the sources, once found
	// (frozenStatMods).
	statMods     []statMod
	haveStatMods bool
	// sharedStatMods: the indexes in statMods of those that reach other
	// cards than their own (statsInto).
	sharedStatMods []int32
	// kinds: every source with modifiers of each kind, active or not,
	// by the index of the kind's bit (indexSourceKinds). Most sources
	// have one kind: reading each card's kinds to pick them out was
	// most of the cost of finding sources.
	kinds [8][]int
	// all: the active sources of every kind, found once while frozen
	// (haveAll) for a reader of every kind of modifier: a full view asks
	// for each card it shows (eachModifier), and finding whether each
	// source is active for each card was a tenth of a full view's cost.
	all     []int
	haveAll bool
}

// indexSourceKinds sorts the sources by the kinds of their modifiers, in
// the order of modSources (see frozenSources.kinds); indexCards calls it.
func (g *Game) indexSourceKinds() {
	ks := &g.frozen.kinds
	for k := range ks {
		ks[k] = ks[k][:0]
	}
	for _, src := range g.modSources {
		fx := g.cards[src].Card.modEffects
		for k := range ks {
			if fx&(1<<k) != 0 {
				ks[k] = append(ks[k], src)
			}
		}
	}
}

// freezeSources says that nothing changes until thawSources: the sources
// read meanwhile are found once. It must never be on while anything
// happens.
func (g *Game) freezeSources() {
	g.frozen.on, g.frozen.have, g.frozen.haveStatMods, g.frozen.haveAll = true, 0, false, false
}

func (g *Game) thawSources() { g.frozen.on = false }

// sourcesOf lists where to look for modifiers of effects: the active
// sources, found once while frozen (found), or the sources that may have
// such modifiers, in the order of modSources, for the caller to filter
// (modEffects, activeSource).
func (g *Game) sourcesOf(effects modEffect) (srcs []int, found bool) {
	fs := &g.frozen
	if bits.OnesCount8(uint8(effects)) != 1 {
		if !fs.on || effects != fxAll {
			return g.modSources, false
		}
		if !fs.haveAll {
			fs.all, fs.haveAll = g.findSources(fs.all[:0], g.modSources), true
		}
		return fs.all, true
	}
	k := bits.TrailingZeros8(uint8(effects))
	if !fs.on {
		return fs.kinds[k], false
	}
	list := &fs.lists[k]
	if fs.have&effects == 0 {
		*list, fs.have = g.findSources((*list)[:0], fs.kinds[k]), fs.have|effects
	}
	return *list, true
}

// findSources appends to out the active sources among srcs.
func (g *Game) findSources(out []int, srcs []int) []int {
	for _, src := range srcs {
		if g.maySource(src) && g.modSourceActive(src) {
			out = append(out, src)
		}
	}
	return out
}

// modRef is one modifier of one source.
type modRef struct {
	src int
	m   *Modifier
}

// skills is personnel id's skills of the first layer, before any effect
// that picks its targets by skill: printed, gained from modifiers and
// gained until the end of a turn, attempt or dilemma, then lost.
func (g *Game) skills(id int) SkillSet {
	return g.skillsGains(id, false)
}

// skillsGains is skills; noGain: the personnel cannot gain skills (read
// again so when a modifier bars its gains: vocab_gains_barred.go).
func (g *Game) skillsGains(id int, noGain bool) SkillSet {
	ss := g.cards[id].Card.printedSkills
	var lost SkillSet
	losing := false
	noGain = noGain || g.attempt != nil && g.gainBlocked(id) // vocab_cannot_gain.go
	barUnless := -1
	g.eachModifierWhere(id, fxStats, layerPlain, nil, func(_ int, m *Modifier, _ int) {
		if m.NoGainsUnless != "" {
			barUnless = m.noGainsIdx
		}
		for _, k := range m.Gains {
			if !noGain {
				ss.Add(k, 1)
			}
		}
		for _, k := range m.Loses {
			lost.Add(k, 1)
			losing = true
		}
	})
	if noGain {
		g.applyTimedLosses(id, &ss)
	} else {
		g.applyTimedSkills(id, &ss)
	}
	if losing {
		ss.lose(&lost)
	}
	if barUnless >= 0 && !noGain && ss[barUnless] == 0 {
		return g.skillsGains(id, true) // vocab_gains_barred.go
	}
	return ss
}

// lose takes away the levels in lost, one per loss, never below none
// (Glossary: skills — losing a skill takes one level; modifications —
// lose comes after modify).
func (ss *SkillSet) lose(lost *SkillSet) {
	for i, n := range lost {
		ss[i] = max(0, ss[i]-n)
	}
}

func (g *Game) groupStats(ids []int) []Stats {
	if !g.frozen.on {
		// Nothing changes while a group is read: its stat sources are
		// found once, not once per member.
		g.freezeSources()
		defer g.thawSources()
	}
	out := g.groups.take(len(ids))
	for i, id := range ids {
		out[i] = g.stats(id)
		out[i].Card = g.cards[id].Card
	}
	return out
}

// hasAnySkill reports whether personnel id has at least one of skills (any
// personnel when skills is empty).
func (g *Game) hasAnySkill(id int, skills []string) bool {
	if len(skills) == 0 {
		return true
	}
	s := g.stats(id)
	for _, k := range skills {
		if s.Skills.Level(k) > 0 {
			return true
		}
	}
	return false
}
