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
// alternative ("if ... ; otherwise ..."), and outcomes beyond stop, kill
// and return to hand: placed in the owner's discard pile, placed at your
// headquarters mission. The interpreter (dilemmas.go) calls in here for
// any step that uses these fields; the older shapes run as before.

// Outcomes added by the selection family.
const (
	OutDiscard = "discard"         // placed in its owner's discard pile (not killed)
	OutToHQ    = "to-headquarters" // placed at your headquarters mission
)

// LackMissionSkills picks personnel having none of the skills the mission
// being attempted requires.
const LackMissionSkills = "mission-skills"

// Verbs of the selection family.
const (
	DoIf   = "if"   // run Then if Cond holds, else Else (checking is not an action)
	DoDraw = "draw" // draw Count cards (times Per); who draws and whether it is optional: Player, May
)

func selectionVerbs() map[string]verb {
	return map[string]verb{
		DoIf: {
			validate: func(s *Step) error {
				if s.Cond == nil || len(s.Then)+len(s.Else) == 0 {
					return fmt.Errorf("needs cond and then or else")
				}
				return nil
			},
			text: func(s Step) string {
				t := s.Cond.clause() + ": " + clausesOr(s.Then, "nothing happens")
				if len(s.Else) > 0 {
					t += "; otherwise: " + clauses(s.Else)
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.runIf(ctx, s) },
		},
		// draw: the step's performer draws (step_player.go: "your
		// opponent may draw a card" is player: opponent, may: true).
		DoDraw: {
			validate: func(s *Step) error {
				if s.By != "" {
					return fmt.Errorf("who draws is player (opponent, each, ...), not by")
				}
				return validPer(s.Per)
			},
			text: func(s Step) string {
				if s.Per != "" {
					return "draw a card for each " + perText(s)
				}
				return "draw " + countOf(max(1, s.Count), "card")
			},
			possible: func(g *Game, ctx fxCtx, s Step) bool {
				return len(g.players[g.textYou(ctx)].Deck) > 0 && g.perCount(ctx, s) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.drawStep(ctx, s) },
		},
	}
}

func clausesOr(steps []Step, none string) string {
	if len(steps) == 0 {
		return none
	}
	return clauses(steps)
}

// usesSelectionFamily reports whether a select, outcome or all step uses
// a field of this family (and so runs and reads through this file).
func (s *Step) usesSelectionFamily() bool {
	return s.Filter != nil || s.Many != nil || s.UpTo || s.Group != "" || s.Same != "" || s.Lacking != "" ||
		(s.Do == DoSelect && s.Others)
}

// validateSelection checks the family's fields of any step.
func validateSelection(s *Step) error {
	if err := s.Filter.validate(); err != nil {
		return err
	}
	if err := s.Many.validate(); err != nil {
		return fmt.Errorf("many: %w", err)
	}
	if err := s.Cond.validate(); err != nil {
		return err
	}
	switch s.Group {
	case "", GroupSelected, GroupChosen:
	default:
		return fmt.Errorf("group must be selected or chosen, not %q", s.Group)
	}
	switch s.Same {
	case "", SameSpecies, SameCost:
	default:
		return fmt.Errorf("same must be species or cost, not %q", s.Same)
	}
	if s.Lacking != "" && s.Lacking != LackMissionSkills {
		return fmt.Errorf("lacking must be %s, not %q", LackMissionSkills, s.Lacking)
	}
	if s.Cond != nil && s.Do != DoIf && s.Do != DoDilemmaCost {
		return fmt.Errorf("cond belongs to if and dilemma-cost steps")
	}
	return validateSteps(s.Else)
}

// selectPool lists what a selection of this family may pick: the facing
// personnel (or those of Group still facing), having any of Skills,
// matching Filter, alike to the last selected (Same), not already picked
// by this dilemma (Others), lacking the mission's skills (Lacking).
func (g *Game) selectPool(s Step) []int {
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
	var out []int
	for _, id := range pool {
		if g.hasAnySkill(id, s.Skills) && g.matches(s.Filter, id) && g.alikeToSelected(s.Same, id) &&
			(!s.Others || !slices.Contains(a.chosen, id)) && g.lacks(s.Lacking, id) {
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
	r := g.cards[g.attempt.mission].Card.Req
	if r == nil {
		return true
	}
	sk := g.stats(id).Skills
	for _, k := range r.SkillsNamed() {
		if sk.Level(k) > 0 {
			return false
		}
	}
	return true
}

// selectWant is how many a selection asks for.
func (g *Game) selectWant(s Step, eligible []int) int {
	if s.Many != nil {
		return s.Many.value(g, g.dilemmaCtx(), eligible)
	}
	return s.Count
}

// selectMin is the fewest picks the chooser may make of n: all of them,
// or one for "one or more" / "up to".
func selectMin(s Step, n int) int {
	if s.UpTo {
		return min(1, n)
	}
	return n
}

// outcomeTargets: the cards an outcome step acts on — the last selected
// (or Group), those matching Filter.
func (g *Game) outcomeTargets(s Step) []int {
	ids := g.attempt.selected
	if s.Group != "" {
		ids = g.group(g.dilemmaCtx(), s.Group, nil)
	}
	var out []int
	for _, id := range ids {
		if g.matches(s.Filter, id) {
			out = append(out, id)
		}
	}
	return out
}

// allTargets: every facing personnel (Others: but those this dilemma
// selected) matching Filter and lacking what Lacking names.
func (g *Game) allTargets(s Step) []int {
	a := g.attempt
	var out []int
	if s.Equipment {
		return g.selectCandidates(s) // the facing player's equipment there
	}
	for _, id := range a.personnel {
		if (!s.Others || !slices.Contains(a.chosen, id)) && g.matches(s.Filter, id) && g.lacks(s.Lacking, id) {
			out = append(out, id)
		}
	}
	return out
}

// runIf checks the condition (not an action) and runs the branch.
func (g *Game) runIf(ctx fxCtx, s Step) {
	held := s.Cond.holds(g, ctx)
	branch := s.Else
	if held {
		branch = s.Then
	}
	verdict := "so"
	if held == s.Cond.Not {
		verdict = "not so"
	}
	g.emit(Event{Kind: "condition", Player: g.textYou(ctx), Cards: []int{ctx.src},
		Text: fmt.Sprintf("%s: %s — %s.", g.cardName(ctx.src), s.Cond.Text(), verdict)})
	if a := g.attempt; a != nil && ctx.src == a.dilemma {
		g.dilemmaActions(branch)
		return
	}
	g.runAbility(ctx, branch)
}

// drawStep: the text's "you" (its performer) draws Count cards, times
// what Per counts.
func (g *Game) drawStep(ctx fxCtx, s Step) {
	if a := g.attempt; a != nil && ctx.src == a.dilemma {
		a.acted = true
	}
	g.draw(g.textYou(ctx), max(1, s.Count)*g.perCount(ctx, s))
}

// otherOutcome carries out the outcomes of this family; it reports false
// for the others.
func (g *Game) otherOutcome(ids []int, outcome string, instead bool) bool {
	a := g.attempt
	switch outcome {
	case OutDiscard:
		for _, id := range ids {
			g.leavePlay(id, ZDiscard)
		}
		g.emitOutcome(ids, outcome, instead)
	case OutToHQ:
		hqs := g.group(g.dilemmaCtx(), GroupYourHQs, nil)
		place := func(hq int) {
			a.acted = true
			for _, id := range ids {
				if g.cards[id].Zone.InPlay() {
					g.place(id, ZSurface, hq)
				}
			}
			g.recordUndergone(outcome, ids)
			g.emitOutcome(ids, outcome, instead)
		}
		switch len(hqs) {
		case 0:
		case 1:
			place(hqs[0])
		default:
			d := &Decision{Player: a.player, Kind: KindSelect, Min: 1, Max: 1,
				Prompt: fmt.Sprintf("%s: place %s at which headquarters mission?", g.cardName(a.dilemma), g.names(ids))}
			for _, m := range hqs {
				d.Options = append(d.Options, Option{Label: g.cardName(m), Action: ActPick, Target: m})
			}
			g.ask(d, func(picks []int) { place(hqs[picks[0]]) })
		}
		return true
	default:
		return false
	}
	a.acted = true
	g.recordUndergone(outcome, ids)
	return true
}

func (g *Game) emitOutcome(ids []int, outcome string, instead bool) {
	owner := g.players[g.cards[ids[0]].Controller].Name
	g.emitNamed(Event{Kind: outcome, Player: g.cards[ids[0]].Controller, Cards: slices.Clone(ids)}, func(name func(int) string) string {
		t := fmt.Sprintf("%s: %s %s", owner, namesWith(ids, name), outcomePast(outcome))
		if instead {
			t += " instead"
		}
		return t + "."
	})
}

// recordUndergone notes which personnel underwent an outcome of the
// dilemma being faced ("the personnel stopped by this dilemma").
func (g *Game) recordUndergone(outcome string, ids []int) {
	a := g.attempt
	if a.undergone == nil {
		a.undergone = map[string][]int{}
	}
	a.undergone[outcome] = append(a.undergone[outcome], ids...)
}

// moreOutcomeWords words this family's outcomes (see outcomeWords).
func moreOutcomeWords(o string) (verb, rest string, ok bool) {
	switch o {
	case OutDiscard:
		return "place", " in its owner's discard pile", true
	case OutToHQ:
		return "place", " at your headquarters mission", true
	}
	return "", "", false
}

func moreOutcomePast(o string) (string, bool) {
	switch o {
	case OutDiscard:
		return "placed in its owner's discard pile", true
	case OutToHQ:
		return "placed at its headquarters mission", true
	}
	return "", false
}

// selectionText words a select, outcome or all step of this family;
// ok is false for steps it does not word.
func selectionText(s Step) (string, bool) {
	if !s.usesSelectionFamily() {
		return "", false
	}
	verb, rest := outcomeWords(s.Outcome)
	switch s.Do {
	case DoSelect:
		if verb == "" {
			verb = "select"
		}
		t := verb + " " + selectWhat(s) + rest + chooserWords(s.By)
		if len(s.IfCannot) > 0 {
			t += ". If not enough qualify: " + clauses(s.IfCannot)
		}
		return t, true
	case DoOutcome:
		target := "the selected personnel"
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
		return t, true
	case DoAll:
		who := "every "
		if s.Others {
			who += "other "
		}
		who += s.Filter.Text("personnel") + " facing it"
		if s.Lacking == LackMissionSkills {
			who += " who has none of the skills this mission requires"
		}
		return verb + " " + who + rest, true
	}
	return "", false
}

// selectWhat words whom a selection picks: "one [Cmd] personnel", "all
// but one of the personnel with Leadership or Officer", "one personnel
// for each headquarters mission you command".
func selectWhat(s Step) string {
	noun := s.Filter.Text("personnel")
	if len(s.Skills) > 0 {
		noun += " with " + strings.Join(s.Skills, " or ")
	}
	if s.Same != "" {
		noun += " of the same " + s.Same + " as the one selected before"
	}
	if s.Lacking == LackMissionSkills {
		noun += " who has none of the skills this mission requires"
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
