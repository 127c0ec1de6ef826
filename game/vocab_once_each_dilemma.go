package game

// once_each_dilemma: an ability whose text lets it be used only once for
// each dilemma (The Die Is Cast, 33V018). Its use is recorded with the
// per-dilemma marks of the attempt (attempt.used), which are cleared as
// each dilemma is revealed and before the mission's requirements are
// checked; outside a dilemma of an attempt there is no dilemma to count
// against, and the limit does not bind.

// onceEachDilemmaUsed reports whether ability a (key) was used during
// the dilemma being faced.
func (g *Game) onceEachDilemmaUsed(key abilityKey, a *Ability) bool {
	return a.OnceEachDilemma && g.attempt != nil && g.attempt.used[key]
}

// onceEachDilemmaText words the limit for a bus trigger's ability.
func onceEachDilemmaText(a Ability) string {
	if a.OnceEachDilemma {
		return " (once per dilemma)"
	}
	return ""
}
