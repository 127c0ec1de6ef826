package game

import (
	"math/bits"
	"strings"
)

// Which fields a filter sets, found once when the filter is checked at
// load (validate), so that matching reads only those: most filters set
// one to three of their fifty fields, and testing every field of every
// filter for every card matched was about 2% of a game's instructions.
//
// The bits are a hint that may say more than the filter holds, never
// less: a matcher still tests each field it reads as before, so a copy
// that clears fields (identityFilter's rest, the words' onlyTitle) reads
// the same. A filter no validate ran on (one built by the engine's own
// code) has no bits, not even fbPrepared, and is read field by field.
// Nothing writes a filter once its card is loaded: the library is shared
// by games played at once.
type filterBits uint64

// The printed fields, one bit each, in the order matchesCard tests them
// (an index, for the switch in matchesCardBits).
const (
	fiType = iota
	fiNotType
	fiSpecies
	fiNotSpecies
	fiAffiliation
	fiNotAff
	fiIcon
	fiNotIcon
	fiKeyword
	fiNotKeyword
	fiClass
	fiTitle
	fiUnique
	fiNonUnique
	fiCostAtLeast
	fiCostAtMost
	fiPointsAtMost
	fiRegion
	fiCore
	fiMission
	fiDilemma
	fiCommander // Commander or ShipCommander: a Commander keyword printed
	fiDamageCard
	fiPrinted // printedOK's fields (vocab_filter_printed.go)
	fiAllIcons
	fiPrintedEnd
)

const (
	// fbPrinted: every printed field's bit; fbCommon: those tested one
	// by one (the others are set by few filters).
	fbPrinted filterBits = 1<<fiPrintedEnd - 1
	fbCommon  filterBits = 1<<fiClass - 1
	// fbState: some field read from the game, not the card (stopped,
	// facing, attempting, where it is, what lies on it, ...): matches and
	// modMatches read them only then.
	fbState filterBits = 1 << (fiPrintedEnd + iota)
	// fbIdentity: some field a card's gained or changed identity answers
	// (icons, keywords, Commanders, species, affiliation): identityFilter
	// reads them only then.
	fbIdentity
	// fbPrepared: validate set the bits.
	fbPrepared
)

// setBits records which fields f sets (validate calls it).
func (f *Filter) setBits() { f.bits = f.fieldBits() | fbPrepared }

// fieldBits is which fields f sets now.
func (f *Filter) fieldBits() filterBits {
	var b filterBits
	set := func(on bool, i int) {
		if on {
			b |= 1 << i
		}
	}
	set(f.Type != "", fiType)
	set(f.NotType != "", fiNotType)
	set(f.Species != "", fiSpecies)
	set(f.NotSpecies != "", fiNotSpecies)
	set(f.Affiliation != "", fiAffiliation)
	set(f.NotAff != "", fiNotAff)
	set(f.Icon != "", fiIcon)
	set(f.NotIcon != "", fiNotIcon)
	set(f.Keyword != "", fiKeyword)
	set(f.NotKeyword != "", fiNotKeyword)
	set(f.Class != "", fiClass)
	set(f.Title != "", fiTitle)
	set(f.Unique, fiUnique)
	set(f.NonUnique, fiNonUnique)
	set(f.CostAtLeast != nil, fiCostAtLeast)
	set(f.CostAtMost != nil, fiCostAtMost)
	set(f.PointsAtMost != nil, fiPointsAtMost)
	set(f.Region != "", fiRegion)
	set(f.Core, fiCore)
	set(f.Mission != "", fiMission)
	set(f.Dilemma != "", fiDilemma)
	set(f.Commander || f.ShipCommander, fiCommander)
	set(f.DamageCard, fiDamageCard)
	set(f.PointsAtLeast != nil || f.Quadrant != "" || f.SkillDotsAtMost != nil || f.RequiresNoSkill || f.StaffingAtLeast != nil, fiPrinted)
	set(len(f.AllIcons) > 0, fiAllIcons)
	if f.Unstopped || f.Stopped || f.Facing || f.Attempting || f.ShipCommander || f.NamedKeyword || f.CommanderOfShipHere ||
		f.PresentWith != nil || f.Completed != nil || f.CommanderAboard || f.Staffed || f.AtMissionWith != nil || f.OnOwnMission ||
		f.NoCardsOn || f.AtOwnMissionWithOpponent != nil {
		b |= fbState
	}
	if f.Icon != "" || f.NotIcon != "" || len(f.AllIcons) > 0 || f.Keyword != "" || f.NotKeyword != "" || f.Commander || f.ShipCommander ||
		f.Species != "" || f.NotSpecies != "" || f.Affiliation != "" || f.NotAff != "" {
		b |= fbIdentity
	}
	return b
}

// readsState reports whether matching f may read a field of the game's
// state (fbState), true when its bits are not known.
func (f *Filter) readsState() bool { return f.bits&(fbPrepared|fbState) != fbPrepared }

// readsIdentity is readsState for the identity fields (fbIdentity).
func (f *Filter) readsIdentity() bool { return f.bits&(fbPrepared|fbIdentity) != fbPrepared }

// matchesCardBits is matchesCard's reading: the common fields one by
// one (of a filter whose bits are known, those set alone; of one no
// validate saw, all of them), then the fields set less often together
// (matchesCardRare), unless the bits say none of those is set.
func (f *Filter) matchesCardBits(c *Card) bool {
	prepared := f.bits&fbPrepared != 0
	common := fbCommon
	if prepared {
		common &= f.bits
	}
	for b := uint64(common); b != 0; b &= b - 1 {
		if f.commonFails(bits.TrailingZeros64(b), c) {
			return false
		}
	}
	return prepared && f.bits&(fbPrinted&^fbCommon) == 0 || f.matchesCardRare(c)
}

// commonFails reports whether card c fails f's common field i (fiType
// to fiNotKeyword); a field f leaves empty does not fail.
func (f *Filter) commonFails(i int, c *Card) bool {
	switch i {
	case fiType:
		return f.Type != "" && c.Type != f.Type
	case fiNotType:
		return f.NotType != "" && c.Type == f.NotType
	case fiSpecies:
		return f.Species != "" && !hasSpecies(c, f.Species)
	case fiNotSpecies:
		return f.NotSpecies != "" && hasSpecies(c, f.NotSpecies)
	case fiAffiliation:
		return f.Affiliation != "" && c.Affiliation != f.Affiliation
	case fiNotAff:
		return f.NotAff != "" && c.Affiliation == f.NotAff
	case fiIcon:
		return f.Icon != "" && !c.HasIcon(f.Icon)
	case fiNotIcon:
		return f.NotIcon != "" && c.HasIcon(f.NotIcon)
	case fiKeyword:
		return f.Keyword != "" && !c.HasKeyword(f.Keyword)
	case fiNotKeyword:
		return f.NotKeyword != "" && c.HasKeyword(f.NotKeyword)
	}
	return false
}

// matchesCardRare tests the printed fields filters set less often.
func (f *Filter) matchesCardRare(c *Card) bool {
	switch {
	case f.Class != "" && !strings.EqualFold(c.Class, f.Class),
		f.Title != "" && c.titleKey != f.key(),
		f.Unique && !c.Unique,
		f.NonUnique && c.Unique,
		f.CostAtLeast != nil && c.CostValue() < *f.CostAtLeast,
		f.CostAtMost != nil && c.CostValue() > *f.CostAtMost,
		f.PointsAtMost != nil && (c.Type != Mission || c.Points > *f.PointsAtMost),
		f.Region != "" && !strings.EqualFold(c.Region, f.Region),
		f.Core && !c.Core,
		f.Mission != "" && (c.Type != Mission || c.MissionType != f.Mission),
		f.Dilemma != "" && (c.Type != Dilemma || c.DilemmaType != f.Dilemma),
		(f.Commander || f.ShipCommander) && !hasCommanderKeyword(c),
		f.DamageCard && !isDamageCard(c),
		!f.printedOK(c),
		!f.iconsOK(c):
		return false
	}
	return true
}
