package game

import (
	"fmt"
	"slices"
	"strings"
)

// What a personnel gains for a while by its own text: attributes, skills
// (of its player's choice, one the mission requires, one of a personnel in
// the discard pile), a skill lost, a species it becomes; each lasting until
// the end of the dilemma, the mission attempt or the turn (timedEffect,
// vocab_abilities.go). And what text schedules for the end of the turn.

func init() { registerVerbs(timedVerbs()) }

func timedVerbs() map[string]verb {
	return map[string]verb{
		// attributes: the target's Integrity, Cunning and Strength (Attr:
		// only that one) +Amount until Until; Limit caps what this card's
		// timed attribute changes on the target add in all while they last.
		DoAttributes: {
			doc:    "the target's attributes (attr: only that one) +amount until until (many: +as much as an amount counts, such as the cost of the card a cost took: vocab_attributes_many.go); limit caps what this card adds",
			fields: "amount many attr limit until to target",
			validate: func(s *Step) error {
				switch s.Attr {
				case "", Integrity, Cunning, Strength:
				default:
					return fmt.Errorf("unknown attribute %q", s.Attr)
				}
				if err := validateAttributesMany(s); err != nil {
					return err
				}
				return validateTimed(s)
			},
			text: func(s Step) string {
				if s.Many != nil {
					return attributesManyText(s)
				}
				t := fmt.Sprintf("make %s %s %+d until %s", timedTargetWords(s), attrWord(s.Attr), s.Amount, untilPhrase(s.Until))
				if s.Limit > 0 {
					t += fmt.Sprintf(" (at most %+d from this card)", s.Limit)
				}
				return t
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.timedTargets(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Many != nil {
					g.raiseAttributesMany(ctx, s)
					return
				}
				g.raiseTimed(ctx, &s)
			},
		},
		// gain-skill: the target gains Count (1) skills until Until, chosen by
		// its player From "any" skill, the skills the mission requires
		// ("mission"), those the dilemma being faced requires ("dilemma":
		// vocab_dilemma_requiring.go), those of a personnel in the player's discard pile
		// that Filter matches ("discard"), those printed on the card the
		// trigger is about ("subject": it may have left play), or those
		// printed on the card the ability's cost took ("cost": Forever
		// Linked's discarded personnel).
		DoGainSkill: {
			doc:    "the target gains count skills, chosen from a source (from; own: the skills it has now), until until; all: every skill of the source at once, no choice (mission: each skill its requirements print, at the level printed; own: one more level of each: vocab_gain_skill_all.go); to: any-present, anyone's personnel present; to: paired, the personnel a discard-from-hand cost was paired with",
			fields: "count filter from skill until to target whose all",
			validate: func(s *Step) error {
				if err := validateTimed(s); err != nil {
					return err
				}
				if err := validateGainAll(s); err != nil { // vocab_gain_skill_all.go
					return err
				}
				if s.Skill != "" || s.From == "" {
					return validateNamedGain(s) // vocab_gain_skill_more.go
				}
				switch s.From {
				case "any", GainFromAnyNew, "mission", "dilemma", "discard", "subject", "cost", "present", GainFromAtOpponentMission, GainFromTargetPresent, GainFromOnePresent, GainFromCaptiveOrHoloprogram, GainFromOwn:
				default:
					return fmt.Errorf("from must be any, %s, mission, dilemma, discard, subject, cost, present, at-opponent-mission, %s, %s, %s or %s, not %q", GainFromAnyNew, GainFromTargetPresent, GainFromOnePresent, GainFromCaptiveOrHoloprogram, GainFromOwn, s.From)
				}
				if s.Whose != "" && ((s.From != "present" && s.From != GainFromOnePresent) || s.Whose != "any") {
					return fmt.Errorf("whose: any is read with from: present or %s only", GainFromOnePresent)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				n := max(1, s.Count)
				var what string
				switch s.From {
				case "any":
					what = "a skill of your choice"
					if n > 1 {
						what = fmt.Sprintf("%s different skills of your choice", numberWord(n))
					}
				case GainFromAnyNew:
					what = "a skill of your choice that it does not already have"
				case "mission":
					what = "a skill the mission requires"
				case "dilemma":
					what = "a skill that dilemma requires"
				case "discard":
					f := s.Filter.Text("personnel")
					what = "a skill of " + article(f) + " " + f + " in your discard pile"
				case "subject":
					what = "one skill of that personnel"
				case "cost":
					what = "one skill of the card its cost took"
				case "present":
					what = "a skill of one of your other personnel present"
					if s.Whose == "any" {
						what = "a skill of another personnel present"
					}
				case GainFromAtOpponentMission: // vocab_gain_skill_far.go
					what = gainFromFarWords(s)
				case GainFromTargetPresent: // vocab_gain_from_present.go
					what = gainFromTargetPresentWords(s)
				case GainFromOnePresent: // vocab_gain_one_present.go
					what = gainFromOnePresentWords(s)
				case GainFromCaptiveOrHoloprogram: // vocab_gain_from_captive.go
					what = "one skill of your captive or of a personnel on your Holoprogram event"
				case "":
					what = s.Skill
				}
				if s.All || s.From == GainFromOwn { // vocab_gain_skill_all.go
					what = gainAllWords(s)
				}
				return fmt.Sprintf("make %s gain %s until %s", timedTargetWords(s), what, untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				// The card a cost takes is known only once it is paid.
				if s.From == GainFromTargetPresent {
					return g.someTargetCanGainFromPresent(ctx, s)
				}
				if s.From == GainFromOnePresent {
					return g.someTargetHasOnePresentDonor(ctx, s)
				}
				if s.All || s.From == GainFromOwn {
					return g.gainAllPossible(ctx, s) // vocab_gain_skill_all.go
				}
				return len(g.timedTargets(ctx, s)) > 0 && (s.From == "cost" || g.skillChoiceCount(ctx, s) >= max(1, s.Count))
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.gainSkillStep(ctx, g.keepStep(&s)) },
		},
		// lose-skill: the target loses every level of Skill until Until.
		DoLoseSkill: {
			doc:      "the target loses every level of skill until until",
			fields:   "skill until to target",
			validate: validateTimed,
			text: func(s Step) string {
				return fmt.Sprintf("make %s lose %s until %s", timedTargetWords(s), s.Skill, untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.timedTargets(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.withTimedTarget(ctx, s, func(id int) {
					g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, lose: s.Skill, until: s.Until, player: ctx.p})
					g.emit(Event{Kind: "lose", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s loses %s until %s.", g.ref(id), s.Skill, g.untilLog(s.Until, ctx.p))})
				})
			},
		},
		// become-species: the target's species is replaced by one its player
		// names until Until (Glossary: modifications – replace).
		DoBecomeSpecies: {
			doc:      "the target's species becomes one its player names, until until",
			fields:   "until to target",
			validate: validateTimed,
			text: func(s Step) string {
				return fmt.Sprintf("make %s a species of your choice (in place of its own) until %s", timedTargetWords(s), untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.timedTargets(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.withTimedTarget(ctx, s, func(id int) {
					var acts []action
					for _, sp := range g.speciesNames() {
						acts = append(acts, action{Option{Label: sp, Action: ActPick}, func() {
							g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, species: sp, until: s.Until, player: ctx.p})
							g.emit(Event{Kind: "species", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is %s until %s.", g.ref(id), sp, g.untilLog(s.Until, ctx.p))})
						}})
					}
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which species does "+g.cardName(id)+" become?", acts)
				})
			},
		},
	}
}

// attrWord names the attributes a timed change raises.
func attrWord(attr string) string {
	if attr == "" {
		return "attributes"
	}
	return attr
}

// raiseAttributes gives card id the step's attribute change until its
// end, within what the step's limit leaves of this card's changes to it.
func (g *Game) raiseAttributes(ctx fxCtx, s Step, id int) {
	n := s.Amount
	if s.Limit > 0 {
		had := 0
		for _, fx := range g.turnFx {
			if fx.source == ctx.src && slices.Equal(fx.targets, []int{id}) && fx.skill == "" && fx.all == (SkillSet{}) {
				had += max(fx.integrity, fx.cunning, fx.strength)
			}
		}
		n = min(n, s.Limit-had)
	}
	if n <= 0 {
		g.emit(Event{Kind: "gain", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s: %s is at its limit.", g.ref(ctx.src), g.ref(id))})
		return
	}
	fx := timedEffect{source: ctx.src, targets: g.one(id), until: s.Until, player: ctx.p} // read only, never written (takePicks)
	switch s.Attr {
	case Integrity:
		fx.integrity = n
	case Cunning:
		fx.cunning = n
	case Strength:
		fx.strength = n
	default:
		fx.integrity, fx.cunning, fx.strength = n, n, n
	}
	g.turnFx = append(g.turnFx, fx)
	if !g.quiet { // a strong bot's future keeps no events: nothing is worded
		g.emit(Event{Kind: "gain", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s is %s %+d until %s.", g.ref(id), attrWord(s.Attr), n, g.untilLog(s.Until, ctx.p))})
	}
}

// Timed verbs.
const (
	DoAttributes    = "attributes"
	DoGainSkill     = "gain-skill"
	DoLoseSkill     = "lose-skill"
	DoBecomeSpecies = "become-species"
)

func validateTimed(s *Step) error {
	switch s.Until {
	case "turn", "attempt", "dilemma", UntilNextTurn, UntilOrder: // the last: vocab_until_order.go
	default:
		return fmt.Errorf("until must be turn, attempt, dilemma, %s or %s, not %q", UntilNextTurn, UntilOrder, s.Until)
	}
	switch s.To {
	case "", "self", "aboard", ToFacing, timedToPresent, timedToEachYours, timedToEachPresent, timedToOneYours, timedToAnyPresent, timedToPaired: // the last six: vocab_timed_targets.go, vocab_lose_all_skills.go, vocab_discard_unlike.go
	case ToThisShip:
		if s.Do != DoAttributes || s.Attr != "" {
			return fmt.Errorf("to: this-ship raises a ship's attributes (Range, Weapons and Shields together) only")
		}
	default:
		return fmt.Errorf("to must be self, this-ship, aboard, facing, present, any-present, each-yours, one-yours, each-present or paired, not %q", s.To)
	}
	return s.Target.validate()
}

// timedTargetWords names who a timed verb affects: this personnel, or one
// of the player's personnel aboard this ship in the attempt.
func timedTargetWords(s Step) string {
	switch s.To {
	case "aboard":
		return "one of your " + s.Target.Text("personnel") + " aboard that is attempting"
	case ToFacing:
		of, tail := splitPresentWith(s.Target) // vocab_present_with_filter.go
		if tail != "" {
			tail += ","
		}
		return "one of your " + of.Text("personnel") + " facing the dilemma" + tail
	case ToThisShip:
		return "this ship"
	case timedToPresent, timedToEachYours, timedToEachPresent, timedToOneYours, timedToAnyPresent:
		return timedMoreWords(s)
	case timedToPaired:
		return "that personnel" // vocab_discard_unlike.go
	}
	return "this personnel"
}

// timedTargets lists the cards a timed verb may affect now.
func (g *Game) timedTargets(ctx fxCtx, s *Step) []int {
	if s.To == timedToPresent || s.To == timedToEachYours || s.To == timedToEachPresent || s.To == timedToOneYours || s.To == timedToAnyPresent {
		return g.timedMoreTargets(ctx, s)
	}
	if s.To == timedToPaired {
		return g.pairedTargets(ctx, s) // vocab_discard_unlike.go
	}
	if s.To == ToFacing {
		return g.facingMatching(ctx.p, s.Target)
	}
	if s.To == ToThisShip {
		if c := g.cards[ctx.src]; c.Card.Type == Ship && c.Zone.InPlay() && g.considers(ctx.p, ctx.src) {
			return g.one(ctx.src) // never written again (takePicks)
		}
		return nil
	}
	if s.To != "aboard" {
		if c := g.cards[ctx.src]; c.Zone.InPlay() && g.considers(ctx.p, ctx.src) {
			return g.one(ctx.src) // never written again (takePicks)
		}
		return nil
	}
	a := g.attempt
	if a == nil || ctx.ship == 0 {
		return nil
	}
	var out []int
	for _, id := range a.personnel {
		c := g.cards[id]
		if c.Zone == ZAboard && c.Where == ctx.ship && c.Controller == ctx.p && g.considers(ctx.p, id) && g.matches(s.Target, id) {
			out = append(out, id)
		}
	}
	return out
}

// withTimedTarget runs do on the target, asking which when there are
// several.
func (g *Game) withTimedTarget(ctx fxCtx, s Step, do func(id int)) {
	ts, choose := g.timedTargetsNow(ctx, &s)
	if !choose {
		for _, id := range ts {
			do(id)
		}
		return
	}
	var acts []action
	for _, id := range ts {
		acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { do(id) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which personnel?", acts)
}

// timedTargetsNow lists the targets of timed step s and reports whether
// a player chooses one of them (withTimedTarget); when nobody does, the
// step reaches each of them: every one (To each), the only one, or none.
func (g *Game) timedTargetsNow(ctx fxCtx, s *Step) (ts []int, choose bool) {
	ts = g.timedTargets(ctx, s)
	if s.To == timedToEachYours || s.To == timedToEachPresent || len(ts) < 2 {
		return ts, false
	}
	return ts, true
}

// raiseTimed raises the attribute of s's target (withTimedTarget). Only
// a choice, answered later, keeps the context and the step: copies are
// made for it then, so that the usual step, with a target nobody
// chooses, allocates neither (the closure holding them was 5% of what
// the strong bot's futures allocated).
func (g *Game) raiseTimed(ctx fxCtx, s *Step) {
	ts, choose := g.timedTargetsNow(ctx, s)
	if !choose {
		for _, id := range ts {
			g.raiseAttributes(ctx, *s, id)
		}
		return
	}
	held, step := ctx, *s
	g.withTimedTarget(held, step, func(id int) { g.raiseAttributes(held, step, id) })
}

// gainMission is the mission whose requirements gain-skill from: mission
// reads: the one being attempted, else the mission of the text's card.
func (g *Game) gainMission(ctx fxCtx) int {
	if g.attempt != nil {
		return g.attempt.mission
	}
	return ctx.mission
}

// gainSkillStep runs gain-skill. s is kept (keepStep). What the
// continuations read is one gainSkill (slab) for the step and one per
// target, and the choice of skills reads Game.dil.gaining, the pending
// decision's: closures each keeping the context were made per target.
func (g *Game) gainSkillStep(ctx fxCtx, s *Step) {
	gs := g.dil.gains.take(gainSkill{ctx: ctx, s: s})
	g.withTimedTarget(ctx, *s, func(id int) {
		gt := g.dil.gains.take(gainSkill{ctx: gs.ctx, s: gs.s, id: id})
		// Announced before the skill is picked (vocab_about_to_gain_skill.go).
		g.aboutToGainSkills(gt.ctx, g.one(id), func(ids []int) { g.gainSkillAnnounced(gt, ids) })
	})
}

// gainSkill is a gain-skill step's context, step and (for one target)
// target, then the skills it may gain and how many (n).
type gainSkill struct {
	ctx    fxCtx
	s      *Step
	id, n  int
	skills []string
}

// gainSkillAnnounced: gt's target has been announced as about to gain
// skills; ids are those still to gain them.
func (g *Game) gainSkillAnnounced(gt *gainSkill, ids []int) {
	if len(ids) == 0 {
		return
	}
	ctx, s, id := gt.ctx, gt.s, gt.id
	if s.From == GainFromOnePresent {
		g.gainFromOnePresent(ctx, *s, id)
		return
	}
	if s.All {
		g.gainAll(ctx, *s, id) // vocab_gain_skill_all.go
		return
	}
	skills := g.skillChoices(ctx, s)
	if s.From == GainFromTargetPresent {
		skills = g.skillsPresentWithTarget(ctx.p, id, s.Filter)
	}
	if s.From == GainFromAnyNew {
		skills = g.skillsLacking(id)
	}
	if s.From == GainFromOwn {
		skills = g.ownSkills(id)
	}
	n := min(max(1, s.Count), len(skills))
	if n == 0 {
		return
	}
	if s.Skill != "" {
		// A named skill: nothing to choose.
		g.gainSkills(ctx, *s, id, skills)
		return
	}
	// On the game's reused memory, worded when read (bots do not read
	// it).
	gt.skills, gt.n = skills, n
	d := g.newDecision()
	d.Player, d.Kind, d.Min, d.Max = ctx.p, KindSelect, n, n
	d.prompt = gainSkillPrompt
	d.Options = g.optionBuffer(len(skills))
	for _, k := range skills {
		d.Options = append(d.Options, Option{Label: k, Action: ActPick})
	}
	g.keepOptions(d.Options)
	g.dil.gaining = gt
	g.ask(d, g.dilFns().dilGain) // gainSkillsPicked
}

func gainSkillPrompt(g *Game) string {
	gt := g.dil.gaining
	which := "which skills"
	if gt.n == 1 {
		which = "which skill"
	}
	return fmt.Sprintf("%s: %s does %s gain?", g.cardName(gt.ctx.src), which, g.cardName(gt.id))
}

// gainSkillsPicked: gt's target gains the skills picked.
func (g *Game) gainSkillsPicked(gt *gainSkill, picks []int) {
	var got []string
	for _, i := range picks {
		got = append(got, gt.skills[i])
	}
	g.gainSkills(gt.ctx, *gt.s, gt.id, got)
}

// skillChoiceCount is len(g.skillChoices(ctx, s)), counted without the
// list where that is plain (asked each time the step's use is weighed).
func (g *Game) skillChoiceCount(ctx fxCtx, s *Step) int {
	switch s.From {
	case "":
		return 1
	case "subject":
		if ctx.subject == 0 {
			return 0
		}
		ks, n := g.cards[ctx.subject].Card.Skills, 0
		for i := range ks {
			if !slices.ContainsFunc(ks[:i], func(k SkillLevel) bool { return k.Skill == ks[i].Skill }) {
				n++
			}
		}
		return n
	}
	return len(g.skillChoices(ctx, s))
}

// skillChoices lists the skills a gain-skill step offers now.
func (g *Game) skillChoices(ctx fxCtx, s *Step) []string {
	switch s.From {
	case "dilemma":
		if d := g.reactDilemma(ctx); d != 0 {
			return dilemmaSkillsNamed(g.cards[d].Card)
		}
		return nil
	case "mission":
		m := g.gainMission(ctx)
		if m == 0 || g.attemptBaseReq(m) == nil {
			return nil
		}
		// Ruling: Alpha 5 Approach — only skills printed in the
		// requirements count as required.
		var out []string
		for _, k := range g.attemptBaseReq(m).SkillsNamed() {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
		return out
	case "subject":
		if ctx.subject == 0 {
			return nil
		}
		ks := g.cards[ctx.subject].Card.Skills
		out := make([]string, 0, len(ks)) // one list, not grown by doubling
		for _, k := range ks {
			if !slices.Contains(out, k.Skill) {
				out = append(out, k.Skill)
			}
		}
		return out
	case "discard":
		var out []string
		for _, id := range g.discardMatching(ctx.p, s.Filter) {
			c := g.cards[id].Card
			if c.Type != Personnel {
				continue
			}
			for _, k := range c.Skills {
				if !slices.Contains(out, k.Skill) {
					out = append(out, k.Skill)
				}
			}
		}
		slices.Sort(out)
		return out
	case "present":
		return g.skillsOfPresent(ctx, s.Whose == "any")
	case GainFromAtOpponentMission:
		return g.skillsAtOpponentMissions(ctx, s.Filter) // vocab_gain_skill_far.go
	case GainFromCaptiveOrHoloprogram:
		return g.skillsOfCaptivesOrHolograms(ctx.p) // vocab_gain_from_captive.go
	case "":
		return []string{s.Skill}
	case "cost":
		// One level of one skill printed on the card (Glossary: skills).
		var out []string
		if from := g.group(ctx, GroupPaid, nil); len(from) > 0 {
			for _, k := range g.cards[from[0]].Card.Skills {
				if !slices.Contains(out, k.Skill) {
					out = append(out, k.Skill)
				}
			}
		}
		return out
	}
	return Skills()
}

// words describes a timed effect on a card: "gains Honor", "attributes
// +4", "is Klingon".
func (fx timedEffect) words() string {
	if fx.copyOf != 0 { // vocab_gain_all_of_captive.go
		return "has every icon, skill, keyword and attribute of a captive, while it stays in the brig"
	}
	var parts []string
	if fx.skill != "" {
		parts = append(parts, "gains "+fx.skill)
	}
	if fx.gainsAll { // vocab_gain_skill_all.go
		parts = append(parts, "gains "+skillSetWords(fx.all))
	} else if fx.all != (SkillSet{}) && fx.integrity == 0 && fx.cunning == 0 && fx.strength == 0 {
		parts = append(parts, "borrowed skills") // vocab_gain_all_skills.go
	} else if fx.all != (SkillSet{}) {
		parts = append(parts, "borrowed skills and attributes")
	} else if fx.integrity != 0 || fx.cunning != 0 || fx.strength != 0 {
		parts = append(parts, attrBoostText(fx))
	}
	if fx.lose != "" {
		parts = append(parts, "loses "+fx.lose)
	}
	if fx.loseAll {
		parts = append(parts, "loses all skills"+exceptWords(fx.keep))
	}
	if fx.species != "" {
		parts = append(parts, "is "+fx.species)
	}
	if fx.affiliation != "" {
		parts = append(parts, "is ["+affShort(fx.affiliation)+"]")
	}
	if fx.reqAttrPlus != 0 {
		parts = append(parts, fmt.Sprintf("requires %d more of each attribute", fx.reqAttrPlus))
	}
	if fx.noSkills {
		parts = append(parts, "cannot use skills")
	}
	if fx.dilemma != "" {
		parts = append(parts, "has named "+fx.dilemma)
	}
	if fx.noRandom {
		parts = append(parts, "cannot be randomly selected by this dilemma")
	}
	if fx.gainedText {
		parts = append(parts, "has gained text") // vocab_gain_text.go
	}
	if len(fx.cannot) > 0 {
		parts = append(parts, cannotWords(fx.cannot))
	}
	return strings.Join(parts, ", ")
}

// speciesOverride is the species card id has become for a while, if any;
// the latest effect wins.
func (g *Game) speciesOverride(id int) (string, bool) {
	sp, ok := "", false
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.species != "" && slices.Contains(fx.targets, id) {
			sp, ok = fx.species, true
		}
	}
	return sp, ok
}

// delayedSteps are steps a card's text scheduled for the end of this turn.
type delayedSteps struct {
	ctx   fxCtx
	steps []Step
}

// endOfTurnDelayed runs what text scheduled for the end of this turn, in
// the order it was scheduled (Rulebook: End of turn).
func (g *Game) endOfTurnDelayed() {
	due := g.delayed
	g.delayed = nil
	for i := len(due) - 1; i >= 0; i-- {
		d := due[i]
		g.push(func() { g.runAbility(d.ctx, d.steps) })
	}
}

// attrBoostText words a timed attribute boost ("attributes +2",
// "Strength +3").
func attrBoostText(fx timedEffect) string {
	if fx.integrity == fx.cunning && fx.cunning == fx.strength {
		return fmt.Sprintf("attributes %+d", fx.integrity)
	}
	var parts []string
	for _, x := range []struct {
		name string
		n    int
	}{{timedAttrName(fx.ship, 0), fx.integrity}, {timedAttrName(fx.ship, 1), fx.cunning}, {timedAttrName(fx.ship, 2), fx.strength}} {
		if x.n != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", x.name, x.n))
		}
	}
	return strings.Join(parts, ", ")
}
