package game

import (
	"fmt"
	"slices"
	"strings"
)

// "About to complete" (Glossary: attempting missions, step 5.d): once the
// attempting player shows every requirement, the "when … about to
// complete" triggers answer before the points are scored. If a response
// changes the mission's requirements, the attempt goes back to the start
// of step 5 (its window, then the requirements checked again), where
// they may no longer be met (Founder, Instigator Unmasked, 26V031;
// Founder Trap and Romulan Impersonator "Geordi La Forge" answer the same
// moment).
//
// The verb add-mission-requirements adds skills to the requirements of
// the trigger's mission for a time (here: the skills of the card whose
// text it is, read from the card itself, since the usual price of that
// text is removing it from the game). Each skill is added to every
// alternative of the requirements, as a dilemma lying on a mission adds
// them (vocab_dilemma_placed.go), with its level ("2 Intelligence").

// TrigAboutToComplete: Player's personnel (Cards) are about to complete
// Mission: they have shown its requirements, no points are scored yet.
const TrigAboutToComplete = "about-to-complete"

// DoAddMissionReqs: the trigger's mission also requires the skills of
// this card until the end of the turn.
const DoAddMissionReqs = "add-mission-requirements"

func init() {
	triggerTable[TrigAboutToComplete] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a player's personnel are about to complete a mission (its requirements shown, before the points are scored)",
		example: "{when: about-to-complete, who: opponent, cond: here, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if c.Type == Mission && a.Cond.has(condHere) {
				return "when " + whoseWord(w.who) + " personnel are about to complete this mission"
			}
			return "when " + whoseWord(w.who) + " personnel are about to complete a mission"
		}}
	registerVerbs(map[string]verb{
		DoAddMissionReqs: {
			doc:    "until the end of the turn, the mission of the trigger also requires each skill this card lists, at its level (from: self); or, from: here, the skills of your personnel at that mission the filter matches (count: 1, one of them you pick), except the skills listed in except",
			fields: "from until filter count except",
			validate: func(s *Step) error {
				switch s.From {
				case "self":
					if s.Filter != nil || s.Count != 0 || len(s.Except) > 0 {
						return fmt.Errorf("from: self reads no filter, count or except")
					}
				case "here":
					if s.Filter == nil {
						return fmt.Errorf("from: here needs a filter (whose skills are added)")
					}
					if s.Count != 0 && s.Count != 1 {
						return fmt.Errorf("count: only 1 (one personnel picked) or absent (each)")
					}
					for _, k := range s.Except {
						if !IsSkill(k) {
							return fmt.Errorf("except: unknown skill %q", k)
						}
					}
				default:
					return fmt.Errorf("from: self (this card's skills) or here (your personnel at that mission)")
				}
				if s.Until != "turn" {
					return fmt.Errorf("until: only turn")
				}
				return nil
			},
			text: func(s Step) string {
				if s.From == "here" {
					return addReqsHereText(s)
				}
				return "add the skills of this card to that mission's requirements until the end of the turn"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				m := g.eventMission(ctx.trig)
				return m != 0 && (s.From != "here" || len(g.reqSourcesHere(ctx, s, m)) > 0)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.addMissionReqs(ctx, s) },
		},
	})
}

// addMissionReqs records the skills of ctx's card as added to the
// requirements of the trigger's mission until s.Until.
func (g *Game) addMissionReqs(ctx fxCtx, s Step) {
	m := g.eventMission(ctx.trig)
	if m == 0 {
		return
	}
	if s.From == "here" {
		g.addReqsFromHere(ctx, s, m) // vocab_add_reqs_here.go
		return
	}
	g.recordMissionReqs(ctx, m, slices.Clone(g.cards[ctx.src].Card.Skills), s.Until)
}

// recordMissionReqs adds skills to mission m's requirements until until,
// and says so.
func (g *Game) recordMissionReqs(ctx fxCtx, m int, skills []SkillLevel, until string) {
	if len(skills) == 0 {
		return
	}
	s := Step{Until: until}
	g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{m}, reqSkills: skills, until: s.Until, player: ctx.p})
	var words []string
	for _, k := range skills {
		words = append(words, skillLevelWords(k))
	}
	g.emit(Event{Kind: "requirements", Player: ctx.p, Cards: []int{m, ctx.src}, Text: fmt.Sprintf("%s also requires %s until the end of the turn (%s).",
		g.ref(m), strings.Join(words, ", "), g.ref(ctx.src))})
}

// whoseWord words whose cards they are: "your", "an opponent's".
func whoseWord(who string) string {
	if who == "you" {
		return "your"
	}
	return who + "'s"
}

func skillLevelWords(k SkillLevel) string {
	if k.Level > 1 {
		return fmt.Sprintf("%d %s", k.Level, k.Skill)
	}
	return k.Skill
}

// timedMissionReqs adds to r the skills that text added to mission m's
// requirements for a time.
func (g *Game) timedMissionReqs(m int, r *Req) *Req {
	for i := range g.turnFx {
		fx := &g.turnFx[i]
		if len(fx.reqSkills) == 0 || !slices.Contains(fx.targets, m) {
			continue
		}
		r = addSkillLevels(r, fx.reqSkills)
	}
	return r
}

// addSkillLevels adds each skill, at its level, to every alternative of r.
func addSkillLevels(r *Req, skills []SkillLevel) *Req {
	if r.Kind == ReqOr {
		or := &Req{Kind: ReqOr}
		for _, alt := range r.Children {
			or.Children = append(or.Children, addSkillLevels(alt, skills))
		}
		return or
	}
	and := &Req{Kind: ReqAnd}
	if r.Kind == ReqAnd {
		and.Children = append(and.Children, r.Children...)
	} else {
		and.Children = append(and.Children, r)
	}
	for _, k := range skills {
		and.Children = append(and.Children, &Req{Kind: ReqSkill, Skill: k.Skill, skill: SkillIndex(k.Skill), Level: max(k.Level, 1)})
	}
	return and
}

// aboutToComplete, called once the requirements are met (step 5.d),
// fires the about-to-complete trigger and reports true when it did:
// what follows is then its own. After the responses, if the mission's
// requirements or the personnel still attempting changed, step 5 begins
// again (its window, the requirements checked anew, this trigger once
// more if they are met); otherwise the mission is completed: the check
// already made, costs to use skills included, stands.
func (g *Game) aboutToComplete() bool {
	a := g.attempt
	if a.aboutToComplete || !g.listenedTo(TrigAboutToComplete) {
		return false
	}
	a.aboutToComplete = true
	// What the continuation reads waits as data, not in a closure per
	// trigger (dilWait).
	t := g.trigs.take(Trigger{Kind: TrigAboutToComplete, Player: a.player, Cards: g.lists.clone(a.personnel), Mission: a.mission})
	g.fireWait(t, dilWait{op: waitAboutToComplete, a: a, before: g.completingNow(a)})
	return true
}

// aboutToCompleteThen follows the about-to-complete window: the mission
// is completed, or step 5 begins again if a response changed what it
// reads.
func (g *Game) aboutToCompleteThen(a *attempt, before completing) {
	g.refreshAttempt()
	if !g.completingNow(a).same(before) {
		a.aboutToComplete = false
		a.worth = 0 // answered anew if the mission is completed after all
		g.push(g.stepFn(stepRequirementsWindow), g.stepFn(stepCheckMission))
		return
	}
	g.fireStep(g.scoreMission(), g.endAttemptStep())
}

// completing is what a response to about-to-complete may change: the
// attempted mission's requirements as they stand, with their attribute
// raise, and the personnel attempting.
type completing struct {
	req       *Req
	plus      int
	personnel []int
}

// completingNow is a's completing as it stands.
func (g *Game) completingNow(a *attempt) completing {
	c := completing{req: g.missionReq(a.mission), personnel: g.lists.clone(a.personnel)}
	if c.req != nil {
		c.plus = g.reqPlus(a)
	}
	return c
}

// same reports whether nothing a response may change has changed. The
// requirements are the same when they are the same data (most missions:
// the printed requirements), or else when they read the same (a
// requirement added for a while is built afresh at each reading).
func (c completing) same(o completing) bool {
	if c.plus != o.plus || !slices.Equal(c.personnel, o.personnel) || (c.req == nil) != (o.req == nil) {
		return false
	}
	return c.req == o.req || c.req.String() == o.req.String()
}
