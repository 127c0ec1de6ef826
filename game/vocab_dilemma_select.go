package game

import (
	"fmt"
	"slices"
	"strings"
)

// The selection family of dilemma text: whom a selection may pick (a
// filter, among those already selected, alike to the last selected,
// lacking the mission's skills), how many (a number, "for each ...", "all
// but one of those", "one or more"), what happens to whom ("each of those
// personnel who does not have Treachery"), conditions with their
// alternative ("if ... ; otherwise ..."). The interpreter (vocab_dilemmas.go)
// picks and words every selection through here; what a selection picks
// beyond the facing personnel (events, those with the most skill dots,
// those related to a card already singled out) is in
// vocab_dilemma_select_special.go, the outcomes beyond stop, kill and return to
// hand in vocab_dilemma_outcomes.go.

// LackMissionSkills picks personnel having none of the skills the mission
// being attempted requires.
const LackMissionSkills = "mission-skills"

// Verbs of the selection family.
const (
	DoIf   = "if"   // run Then if Cond holds, else Else (checking is not an action)
	DoDraw = "draw" // draw Count (or Many) cards; who draws and whether it is optional: Player, May
)

func init() { registerVerbs(selectionVerbs()) }

func selectionVerbs() map[string]verb {
	return map[string]verb{
		// select: pick Count personnel facing the dilemma (or what Among
		// names), by you, the opponent or at random, and apply Outcome to
		// them; when not enough can be selected, IfCannot follows.
		DoSelect: {
			doc:         "select cards facing the dilemma (by you, the opponent or at random) and apply an outcome to them",
			fields:      "count many up_to skills equipment filter group same lacking having among most related others by outcome if_cannot repeat_until named_skill",
			dilemmaOnly: true,
			readsBy:     true,
			validate: func(s *Step) error {
				switch s.By {
				case ByYou, ByOpponent, ByRandom:
				default:
					return fmt.Errorf("by must be you, opponent or random, not %q", s.By)
				}
				if s.Count == 0 {
					s.Count = 1
				}
				return s.RepeatUntil.validate(s)
			},
			text:       selectText,
			runDilemma: func(g *Game, ctx fxCtx, s *Step) { g.selectStep(s) },
			paid:       selectionPaid,
			undergoes:  undergoesOutcome,
		},
		// outcome: apply Outcome to the personnel last selected ("that
		// personnel"); Instead marks a replacement effect, which does not
		// undo what already happened.
		DoOutcome: {
			doc:         "apply an outcome to the personnel the dilemma last selected",
			fields:      "outcome instead filter group",
			dilemmaOnly: true,
			validate:    needsOutcome,
			text:        outcomeStepText,
			runDilemma: func(g *Game, ctx fxCtx, s *Step) {
				g.applyOutcome(g.outcomeTargets(s), s.Outcome, s.Instead, nil)
			},
			paid:      selectionPaid,
			undergoes: undergoesOutcome,
			reaches:   func(g *Game, _ fxCtx, s *Step) []int { return g.outcomeTargets(s) },
		},
		// all: apply Outcome to all facing personnel (Others: except those
		// selected by this dilemma).
		DoAll: {
			doc:         "apply an outcome to every personnel facing the dilemma (or all their equipment)",
			fields:      "outcome others equipment filter skills group same lacking having most related",
			dilemmaOnly: true,
			validate:    needsOutcome,
			text:        allText,
			runDilemma: func(g *Game, ctx fxCtx, s *Step) {
				g.applyOutcome(g.allTargets(s), s.Outcome, false, nil)
			},
			undergoes: undergoesOutcome,
			reaches:   func(g *Game, _ fxCtx, s *Step) []int { return g.allTargets(s) },
		},
		DoIf: {
			doc:    "if cond holds, then follows; otherwise else",
			fields: "cond then else",
			validate: func(s *Step) error {
				if s.Cond == nil || len(s.Then)+len(s.Else) == 0 {
					return fmt.Errorf("needs cond and then or else")
				}
				return nil
			},
			text: func(s Step) string {
				if len(s.Then) == 0 {
					// Only an alternative: "unless X: do Y".
					return s.Cond.clause(true) + ": " + clauses(s.Else)
				}
				t := s.Cond.clause(false) + ": " + clauses(s.Then)
				if len(s.Else) > 0 {
					t += "; otherwise: " + clauses(s.Else)
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.runIf(ctx, s) },
		},
		// draw: the step's performer draws (vocab_step_player.go: "your
		// opponent may draw a card" is player: opponent, may: true).
		DoDraw: {
			doc:    "the performer draws count cards (or as many as many counts; with both, count cards for each one many counts)",
			fields: "count many up_to",
			validate: func(s *Step) error {
				if s.By != "" {
					return fmt.Errorf("who draws is player (opponent, each, ...), not by")
				}
				if s.UpTo && (s.Many != nil || s.Count < 2) {
					return fmt.Errorf("up_to needs a count of 2 or more and no many")
				}
				return s.Many.validate()
			},
			text: func(s Step) string {
				switch {
				case s.UpTo:
					return fmt.Sprintf("draw up to %d cards", s.Count)
				case s.Many != nil && s.Count > 1 && s.Many.eachText() != "":
					return fmt.Sprintf("draw %d cards for each %s", s.Count, s.Many.eachText())
				case s.Many != nil && s.Many.eachText() != "":
					return "draw a card for each " + s.Many.eachText()
				case s.Many != nil:
					return "draw as many cards as " + s.Many.Text()
				}
				return "draw " + countOf(max(1, s.Count), "card")
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				// A number a cost fills in (the cards paid with) is known
				// only once the cost is paid.
				known := s.Many != nil && (!s.Many.One || s.Many.Is == AmountStaffingIcons) && s.Many.Count+s.Many.Cost+s.Many.Total != GroupPaid
				return len(g.players[g.textYou(ctx)].Deck) > 0 && (!known || s.Many.value(g, ctx, nil) > 0)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.drawStep(ctx, s) },
		},
	}
}

// validateSelection checks the family's fields of any step.
func validateSelection(s *Step) error {
	if err := s.Filter.validate(); err != nil {
		return err
	}
	if err := s.Related.validate(); err != nil {
		return err
	}
	switch s.Among {
	case "", AmongYourEvents:
	default:
		return fmt.Errorf("among: unknown %q", s.Among)
	}
	switch s.Most {
	case "", MostSkillDots, FewestSkillDots, LowestAttrs:
	default:
		return fmt.Errorf("most: unknown %q", s.Most)
	}
	if err := s.Many.validate(); err != nil {
		return fmt.Errorf("many: %w", err)
	}
	if err := s.Cond.validateAs(formStep); err != nil {
		return err
	}
	switch s.Group {
	case "", GroupSelected, GroupChosen:
	default:
		return fmt.Errorf("group must be selected or chosen, not %q", s.Group)
	}
	switch s.Same {
	case "", SameSpecies, SameCost:
	case "title", "affiliation":
		if s.Do != DoExchange { // an exchange reads them (vocab_exchange.go)
			return fmt.Errorf("same must be species or cost, not %q", s.Same)
		}
	case SameShipAffiliation:
		if s.Do != DoDiscardHand { // vocab_discard_ship_affiliation.go
			return fmt.Errorf("same must be species or cost, not %q", s.Same)
		}
	default:
		return fmt.Errorf("same must be species or cost, not %q", s.Same)
	}
	if s.Lacking != "" && s.Lacking != LackMissionSkills {
		return fmt.Errorf("lacking must be %s, not %q", LackMissionSkills, s.Lacking)
	}
	if s.Having != "" && s.Having != LackMissionSkills {
		return fmt.Errorf("having must be %s, not %q", LackMissionSkills, s.Having)
	}
	if s.Cond != nil && s.Do != DoIf && s.Do != DoDilemmaCost {
		return fmt.Errorf("cond belongs to if and dilemma-cost steps")
	}
	return nil
}

// selectPool lists the personnel a selection may pick: the facing
// personnel (or those of Group still facing), having any of Skills,
// allowed by Filter and Related (selectAllows), alike to the last
// selected (Same), not already picked by this dilemma (Others), lacking
// the mission's skills (Lacking).
func (g *Game) selectPool(s *Step) []int {
	a := g.attempt
	pool := a.personnel
	if s.Group != "" {
		pool = nil
		for _, id := range g.group(g.dilemmaCtx(), s.Group, nil) {
			if slices.Contains(a.personnel, id) {
				pool = append(pool, id)
			}
		}
	}
	out := g.lists.take(len(pool))[:0] // one list, not grown by doubling (slab.go)
	for _, id := range pool {
		if g.hasAnySkill(id, s.Skills) && g.selectAllows(s, id) && g.alikeToSelected(s.Same, id) &&
			(!s.Others || !slices.Contains(a.chosen, id)) && g.lacks(s.Lacking, id) && g.hasMissionSkill(s.Having, id) &&
			(!s.NamedSkill || g.hasNamedSkill(id)) {
			out = append(out, id)
		}
	}
	return out
}

// alikeToSelected: id shares the characteristic with the personnel last
// selected, and is not one of them. With nobody selected before there is
// nothing to be alike to (Ruling: Dilemmas With Conditional Requirements).
func (g *Game) alikeToSelected(same string, id int) bool {
	if same == "" {
		return true
	}
	a := g.attempt
	if len(a.selected) == 0 || slices.Contains(a.selected, id) {
		return false
	}
	mine := characteristic(g.cards[id].Card, same)
	for _, x := range a.selected {
		if characteristic(g.cards[x].Card, same) != mine || mine == "" {
			return false
		}
	}
	return true
}

// lacks: with LackMissionSkills, personnel id has none of the skills the
// mission being attempted requires (every skill its requirements name,
// on either side of an "or": Rulebook: Checking Mission Requirements).
func (g *Game) lacks(what string, id int) bool {
	if what == "" {
		return true
	}
	return !g.namesMissionSkill(id)
}

// hasMissionSkill: with LackMissionSkills (Having), personnel id has at
// least one of the skills the mission being attempted requires.
func (g *Game) hasMissionSkill(what string, id int) bool {
	return what == "" || g.namesMissionSkill(id)
}

// namesMissionSkill: personnel id has a skill the requirements of the
// mission being attempted name (a mission without requirements names
// none).
func (g *Game) namesMissionSkill(id int) bool {
	r := g.attemptBaseReq(g.attempt.mission)
	if r == nil {
		return false
	}
	sk := g.stats(id).Skills
	for _, k := range r.SkillsNamed() {
		if sk.Level(k) > 0 {
			return true
		}
	}
	return false
}

// selectWant is how many a selection asks for.
func (g *Game) selectWant(s *Step, eligible []int) int {
	if s.RepeatUntil != nil {
		return len(eligible) // the goal decides, once the order is drawn
	}
	if s.Many != nil {
		return s.Many.value(g, g.dilemmaCtx(), eligible)
	}
	return s.Count
}

// selectMin is the fewest picks the chooser may make of n: all of them,
// or one for "one or more" / "up to".
func selectMin(s *Step, n int) int {
	if s.UpTo {
		return min(1, n)
	}
	return n
}

// outcomeTargets: the cards an outcome step acts on — the last selected
// (or Group), those matching Filter.
func (g *Game) outcomeTargets(s *Step) []int {
	ids := g.attempt.selected
	if s.Group != "" {
		ids = g.group(g.dilemmaCtx(), s.Group, nil)
	}
	out := g.lists.take(len(ids))[:0] // one list, lasting the game
	for _, id := range ids {
		if g.matches(s.Filter, id) {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// allTargets: every facing personnel (Others: but those this dilemma
// selected) allowed by Filter and Related and lacking what Lacking names.
func (g *Game) allTargets(s *Step) []int {
	a := g.attempt
	if s.Equipment {
		return g.selectCandidates(s) // the facing player's equipment there
	}
	out := g.lists.take(len(a.personnel))[:0] // one list, lasting the game
	for _, id := range a.personnel {
		if (!s.Others || !slices.Contains(a.chosen, id)) && g.selectAllows(s, id) && g.lacks(s.Lacking, id) && g.hasMissionSkill(s.Having, id) {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		return nil // as before: none is no list
	}
	return out
}

// runIf checks the condition (not an action) and runs the branch, its
// steps performed by whoever performs the if step.
func (g *Game) runIf(ctx fxCtx, s Step) {
	held := s.Cond.holds(g, ctx)
	branch := s.Else
	if held {
		branch = s.Then
	}
	// The log answers the condition as worded: "— yes (2 against 1)."
	verdict := "yes"
	if held == s.Cond.negative() {
		verdict = "no"
	}
	if !g.quiet { // a quiet game keeps no event: nothing measured, nothing worded
		cond := s.Cond // card data: worded when read (what it measured now)
		g.emit(Event{Kind: "condition", Player: g.textYou(ctx), Cards: g.one(ctx.src), note: verdict + s.Cond.measured(g, ctx),
			render: func(g *Game, e *Event) {
				e.Text = g.cardName(e.Cards[0]) + ": " + cond.stepText() + " — " + e.note + "."
			}})
	}
	if a := g.attempt; a != nil && ctx.src == a.dilemma {
		g.dilemmaActionsAs(ctx, branch)
		return
	}
	g.runAbility(ctx, branch)
}

// drawStep: the text's "you" (its performer: vocab_step_player.go) draws
// Count cards, or as many as Many says ("a card for each staffed ship
// you command at this mission").
func (g *Game) drawStep(ctx fxCtx, s Step) {
	if s.UpTo {
		g.drawUpTo(ctx, s.Count) // vocab_draw_up_to.go
		return
	}
	if s.Many != nil {
		// "Draw three cards for each …" (Nagata, 17V063): count per one.
		per := max(1, s.Count)
		g.withAmount(ctx, s.Many, func(n int) { g.drawCards(ctx, per*n) })
		return
	}
	g.drawCards(ctx, max(1, s.Count))
}

// drawCards has the step's performer draw n cards.
func (g *Game) drawCards(ctx fxCtx, n int) {
	if n <= 0 {
		return
	}
	if a := g.attempt; a != nil && ctx.src == a.dilemma {
		a.acted = true // one of the dilemma's own actions
	}
	p := g.textYou(ctx)
	g.drewByText(p, ctx.src, g.draw(p, n)) // vocab_drew.go
}

// needsOutcome refuses an outcome or all step without its outcome.
func needsOutcome(s *Step) error {
	if s.Outcome == "" {
		return fmt.Errorf("needs an outcome")
	}
	return nil
}

// selectionPaid reports whether a selection done as a cost was done
// completely: someone was selected, and its outcome befell every one of
// them (Glossary: actions – costs are paid in full).
func selectionPaid(g *Game, s *Step) bool {
	if s.Outcome == "" {
		return true
	}
	a := g.attempt
	if len(a.selected) == 0 {
		return false
	}
	for _, id := range a.selected {
		c := g.cards[id]
		if s.Outcome == OutStop && c.Zone.InPlay() && !c.Stopped {
			return false
		}
		if s.Outcome != OutStop && c.Zone.InPlay() {
			return false
		}
	}
	return true
}

// selectText words a select step.
func selectText(s Step) string {
	if s.RepeatUntil != nil {
		return repeatUntilText(s)
	}
	verb, rest := outcomeWords(s.Outcome)
	if verb == "" {
		verb = "select"
	}
	t := verb + " " + selectWhat(s) + rest + chooserWords(s.By)
	if len(s.IfCannot) > 0 {
		t += ". If not enough qualify: " + clauses(s.IfCannot)
	}
	return t
}

// outcomeStepText words an outcome step: what befalls the personnel selected.
func outcomeStepText(s Step) string {
	verb, rest := outcomeWords(s.Outcome)
	target := "the selected " + outcomeNoun(s.Outcome)
	switch {
	case s.Group == GroupChosen && s.Filter.IsZero():
		target = "every personnel this dilemma selected"
	case s.Group == GroupChosen:
		target = "each " + s.Filter.Text("personnel") + " this dilemma selected"
	case !s.Filter.IsZero():
		target = "each selected " + s.Filter.Text("personnel")
	}
	t := verb + " " + target + rest
	if s.Instead {
		t += " instead"
	}
	return t
}

// allText words an all step.
func allText(s Step) string {
	verb, rest := outcomeWords(s.Outcome)
	if s.Equipment {
		return verb + " all your equipment with the personnel facing it" + rest
	}
	who := "every "
	if s.Others {
		who += "other "
	}
	who += s.Filter.Text("personnel") + " facing it"
	if s.Lacking == LackMissionSkills {
		who += " who has none of the skills this mission requires"
	}
	if s.Having == LackMissionSkills {
		who += " with a skill this mission requires"
	}
	if s.Related != nil {
		who += s.Related.text()
	}
	return verb + " " + who + rest
}

// selectWhat words whom a selection picks: "one [Cmd] personnel", "all
// but one of the personnel with Leadership or Officer", "one personnel
// for each headquarters mission you command", "one event you command".
func selectWhat(s Step) string {
	if s.Equipment {
		return "one of your equipment"
	}
	noun := "personnel"
	if s.Among == AmongYourEvents {
		noun = "event you command"
	}
	noun = s.Filter.Text(noun)
	if len(s.Skills) > 0 {
		noun += " with " + strings.Join(s.Skills, " or ")
	}
	if s.NamedSkill {
		noun += " with the named skill"
	}
	if s.Same != "" {
		noun += " of the same " + s.Same + " as the one selected before"
	}
	if s.Lacking == LackMissionSkills {
		noun += " who has none of the skills this mission requires"
	}
	if s.Having == LackMissionSkills {
		noun += " with a skill this mission requires"
	}
	noun += mostWords(s.Most)
	if s.Related != nil {
		noun += s.Related.text()
	}
	var what string
	m := s.Many
	switch {
	case m != nil && m.Count == GroupCandidates && m.Filter.IsZero() && m.Less > 0 && m.N == 0:
		what = fmt.Sprintf("all but %s of the %s", numberWord(m.Less), noun)
	case m != nil && m.Count == GroupCandidates && m.Filter.IsZero() && m.Less == 0 && m.N == 0 && s.UpTo:
		what = "one or more " + noun
	case m != nil && m.Count == GroupCandidates && m.Filter.IsZero() && m.Less == 0 && m.N == 0:
		what = "every " + noun
	case m != nil && m.eachText() != "":
		what = "one " + noun + " for each " + m.eachText()
	case m != nil:
		what = fmt.Sprintf("as many %s as %s", noun, m.Text())
	case s.UpTo:
		what = fmt.Sprintf("up to %d %s", s.Count, noun)
	case s.Others && s.Count <= 1:
		what = "another " + noun
	case s.Count > 1:
		what = fmt.Sprintf("%d %s", s.Count, noun)
	default:
		what = "one " + noun
	}
	switch s.Group {
	case GroupSelected:
		what += " among those selected"
	case GroupChosen:
		what += " among those this dilemma selected"
	}
	return what
}

// chooserWords ends a selection's words with who picks.
func chooserWords(by string) string {
	switch by {
	case ByYou:
		return ", chosen by you"
	case ByOpponent:
		return ", chosen by your opponent"
	}
	return ", picked at random"
}

func numberWord(n int) string {
	if n >= 1 && n <= 3 {
		return [...]string{"one", "two", "three"}[n-1]
	}
	return fmt.Sprint(n)
}
