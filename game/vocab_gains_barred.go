package game

import "fmt"

// "Your personnel who lack a skill cannot gain skills, except that one"
// (Hollow Hospitality, 31V015: your non-Treachery personnel may gain only
// Treachery). The modifier field no_gains_unless names the skill:
//
//	modifiers:
//	  - {to: in-play, of: {type: personnel}, no_gains_unless: Treachery}
//
// Rulebook: Skills — a gained skill counts as a printed one, so a
// personnel who has gained Treachery is a Treachery personnel, and the
// text no longer reaches it. Read so: the personnel's skills are worked
// out with every gain; if they then lack the skill, none of the gains
// counts (only listed skills, less any lost: Glossary: modifications), the
// same as "cannot gain skills" while facing some dilemmas
// (vocab_cannot_gain.go). A gain of the skill itself would have given it,
// so that case never drops a gain of it. Attribute changes are not
// skills and still apply.

// validateNoGainsUnless checks the skill no_gains_unless names and keeps
// its index.
func (m *Modifier) validateNoGainsUnless() error {
	if m.NoGainsUnless == "" {
		return nil
	}
	k := SkillIndex(m.NoGainsUnless)
	if k < 0 {
		return fmt.Errorf("no_gains_unless: unknown skill %q", m.NoGainsUnless)
	}
	if len(m.Gains) > 0 {
		return fmt.Errorf("no_gains_unless: a modifier that bars gains cannot also give them")
	}
	m.noGainsIdx = k
	return nil
}

// noGainsUnlessWords words the bar: "cannot gain skills other than
// Treachery unless it has Treachery".
func noGainsUnlessWords(skill string) string {
	return fmt.Sprintf("each one without %s cannot gain skills other than %s", skill, skill)
}
