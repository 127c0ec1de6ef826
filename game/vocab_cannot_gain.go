package game

import "slices"

// "Your personnel cannot gain skills while facing this dilemma" (Just
// Following Orders, 23V008; Information Extraction, 23V007; Echo Papa
// Attack, 17V004; The Beast at El-Adrel, 16V014; Artificial Wormhole).
// Standing text of the dilemma, not one of its actions: it holds from the
// moment the dilemma is faced until it is done with (Rulebook: Facing
// Dilemmas — each personnel still in the attempt faces it), and the
// requirements it checks read only what the personnel have without gains.
//
// Judgement call: "cannot gain" is read as every gained skill counting
// for nothing while the personnel faces the dilemma — gains from
// continuous text (a Cadet's skills while facing, Universal Translator)
// and gains for a time, whenever they began (Glossary: modifications,
// skills: a gained skill is a modification applied on top of the listed
// ones, and the dilemma forbids that modification while it is faced).
// Losses still apply: losing is not gaining.

// DoCannotGain: the facing player's personnel cannot gain skills while
// facing this dilemma.
const DoCannotGain = "cannot-gain-skills"

func init() { registerVerbs(cannotGainVerbs()) }

func cannotGainVerbs() map[string]verb {
	return map[string]verb{
		DoCannotGain: {
			doc:         "standing text: while the facing player's personnel face this dilemma, no skill they gained counts (only listed skills, less any lost)",
			dilemmaOnly: true,
			text:        func(Step) string { return "your personnel cannot gain skills while facing this dilemma" },
			// Standing text: it holds while the dilemma is faced
			// (gainBlocked); as a step it does nothing.
			runDilemma: func(*Game, fxCtx, *Step) {},
		},
	}
}

// blocksGains reports whether dilemma card c has the standing text.
func blocksGains(c *Card) bool {
	for i := range c.Effect {
		if c.Effect[i].Do == DoCannotGain {
			return true
		}
	}
	return false
}

// gainBlocked reports whether personnel id cannot gain skills now: it is
// one of the attempting player's personnel facing a dilemma with that
// standing text.
func (g *Game) gainBlocked(id int) bool {
	a := g.attempt
	if a == nil || a.dilemma == 0 || !blocksGains(g.cards[a.dilemma].Card) {
		return false
	}
	return g.cards[id].Controller == a.player && slices.Contains(a.personnel, id)
}

// applyTimedLosses is applyTimedSkills for a personnel that cannot gain
// skills: only the skills lost for a time are taken away.
func (g *Game) applyTimedLosses(id int, ss *SkillSet) {
	for i := range g.turnFx {
		fx := &g.turnFx[i]
		if !slices.Contains(fx.targets, id) {
			continue
		}
		if k := SkillIndex(fx.lose); k >= 0 {
			ss[k] = 0
		}
		if fx.loseAll {
			loseAllBut(ss, fx.keep)
		}
	}
}
