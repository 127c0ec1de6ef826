package game

import (
	"fmt"
	"slices"
)

// Dilemmas whose requirements are read off another card: the skills a
// personnel has (one a player revealed, chose or took back: Dumb Waiter,
// 35V002; Pawn Against Pawn, 30V007), or the skill terms of a mission's
// requirements (the one attempted or one a player picked: Lack of
// Preparation, 4C019; War Games, 29V016). The card is
// singled out by an earlier step — pick-card, which lets a player pick
// one card of a group, at random or not, remembered as the group paid —
// or is the mission attempted. A mission's skills needed are its
// requirements with every term that is not a skill left out, with its
// conjunctions (Ruling: Skills Needed and Non-skill Requirements); "N
// different skills" is a skill term (Ruling: Dilemmas with Variable
// Skills). A personnel's skills are each skill it has at its level, as it
// has them now in play, as printed elsewhere. With no card singled out
// the requirement is nothing, and is met (Ruling: Dilemmas With
// Conditional Requirements). return-stack sends the dilemma and every
// dilemma not yet faced back under their owner's pile; the attempt goes
// on with nothing more to face (Lack of Preparation).

// The verbs, and where unless-skills-of reads its card.
const (
	DoUnlessSkillsOf = "unless-skills-of"
	DoPickCard       = "pick-card"
	DoReturnStack    = "return-stack"
	SkillsOfPaid     = "paid"         // the card the last pick or cost singled out
	SkillsOfMission  = "this-mission" // the mission attempted
	PickToHand       = "hand"         // pick-card's to: the card goes to its owner's hand
)

func init() { registerVerbs(skillsOfVerbs()) }

func skillsOfVerbs() map[string]verb {
	return map[string]verb{
		DoUnlessSkillsOf: {
			doc:         "if the facing personnel lack the skills of the card singled out (from: paid), or for a mission the skill terms of its requirements (from: this-mission: the one attempted), do the then steps; with no card nothing is needed",
			fields:      "from then",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.From != SkillsOfPaid && s.From != SkillsOfMission {
					return fmt.Errorf("from must be paid or this-mission, not %q", s.From)
				}
				if len(s.Then) == 0 {
					return fmt.Errorf("needs then")
				}
				return nil
			},
			text: func(s Step) string {
				what := "the skills the picked card has (for a mission: the skill terms of its requirements)"
				if s.From == SkillsOfMission {
					what = "the skill terms of this mission's requirements"
				}
				return "if the facing personnel lack " + what + ": " + clauses(s.Then)
			},
			runDilemma: func(g *Game, ctx fxCtx, s *Step) {
				r := g.skillsOfReq(s.From)
				if r.Kind == ReqAnd && len(r.Children) == 0 {
					// Nothing to have: met (an empty requirement has no words).
					g.emit(Event{Kind: "requirement", Player: g.attempt.player, Text: fmt.Sprintf("%s needs no skills: nothing was singled out, or it has none.", g.ref(g.attempt.dilemma))})
					return
				}
				g.unless(ctx, s, g.raisedReq(r))
			},
		},
		DoPickCard: {
			doc:         "the player named by by picks one card of the group from (read as the player facing the dilemma reads it) matching filter, or one at random (random); it is shown to both players and later steps read it as the group paid; to: hand puts it in its owner's hand",
			fields:      "by from filter random to",
			readsBy:     true,
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if err := validateChooser(s); err != nil {
					return err
				}
				if err := validGroup(s.From); err != nil {
					return err
				}
				if s.To != "" && s.To != PickToHand {
					return fmt.Errorf("to must be hand or empty, not %q", s.To)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				how := " picks "
				if s.Random {
					how = " picks at random "
				}
				thing := "card"
				if e := groupRegistry[s.From]; e != nil && e.thing != "" {
					thing = e.thing
				}
				t := chooserName(s.By) + how + "one " + s.Filter.Text(thing) + " among " + groupNoun(s.From)
				if s.To == PickToHand {
					t += ", which goes to its owner's hand"
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.pickCard(ctx, s) },
		},
		DoReturnStack: {
			doc:         "this dilemma and every dilemma not yet faced in the stack go face up under their owner's dilemma pile; the attempt goes on",
			dilemmaOnly: true,
			text: func(Step) string {
				return "send this dilemma and every dilemma you have not yet faced face up under their owner's dilemma pile"
			},
			runDilemma: func(g *Game, ctx fxCtx, s *Step) { g.returnStack() },
		},
	}
}

// skillsOfReq is the requirement unless-skills-of checks now.
func (g *Game) skillsOfReq(from string) *Req {
	a := g.attempt
	none := &Req{Kind: ReqAnd}
	var id int
	switch from {
	case SkillsOfMission:
		id = a.mission
	default:
		if len(a.special.paid) == 0 {
			return none
		}
		id = a.special.paid[0]
	}
	c := g.cards[id]
	switch c.Card.Type {
	case Mission:
		r := g.missionReq(id)
		if r == nil {
			r = c.Card.Req
		}
		if r = skillTermsOnly(r); r == nil {
			return none
		}
		return r
	case Personnel:
		set := c.Card.printedSkills
		if c.Zone.InPlay() {
			set = g.stats(id).Skills
		}
		return skillSetReq(set)
	}
	return none
}

// skillSetReq requires each skill of set at its level.
func skillSetReq(set SkillSet) *Req {
	r := &Req{Kind: ReqAnd}
	for i, l := range set {
		if l > 0 {
			k := skillNames[i]
			r.Children = append(r.Children, &Req{Kind: ReqSkill, Skill: k, skill: i, Level: int(l)})
		}
	}
	return r
}

// skillTermsOnly is r with every term that is not a skill left out, with
// the word joining it; nil when nothing is left.
func skillTermsOnly(r *Req) *Req {
	if r == nil {
		return nil
	}
	switch r.Kind {
	case ReqSkill, ReqDistinct:
		c := *r
		return &c
	case ReqOne:
		if k := skillTermsOnly(r.Children[0]); k != nil {
			return &Req{Kind: ReqOne, Children: []*Req{k}}
		}
		return nil
	case ReqAnd:
		out := &Req{Kind: ReqAnd}
		for _, ch := range r.Children {
			if k := skillTermsOnly(ch); k != nil {
				out.Children = append(out.Children, k)
			}
		}
		switch len(out.Children) {
		case 0:
			return nil
		case 1:
			return out.Children[0]
		}
		return out
	case ReqOr:
		// An alternative with no skill is left out with its "or" (the
		// ruling's Acquire Captives: "2 Acquisition or an Orion" leaves 2
		// Acquisition).
		out := &Req{Kind: ReqOr}
		for _, ch := range r.Children {
			if k := skillTermsOnly(ch); k != nil {
				out.Children = append(out.Children, k)
			}
		}
		switch len(out.Children) {
		case 0:
			return nil
		case 1:
			return out.Children[0]
		}
		return out
	}
	return nil
}

// pickCard lets ctx's player (the chooser) pick one card of s.From, read
// as the player facing the dilemma reads it.
func (g *Game) pickCard(ctx fxCtx, s Step) {
	a := g.attempt
	if a == nil {
		return
	}
	read := ctx
	read.p, read.performer, read.src = g.cards[a.dilemma].Owner, false, a.dilemma
	var pool []int
	for _, id := range g.group(read, s.From, nil) {
		if g.matches(s.Filter, id) {
			pool = append(pool, id)
		}
	}
	a.special.paid, a.special.picked = nil, 0
	picked := func(id int) {
		a.acted = true
		a.special.paid = []int{id}
		a.special.picked = id
		how := "picks"
		if s.Random {
			how = "picks at random"
		}
		g.emit(Event{Kind: "pick-card", Player: ctx.p, Cards: g.one(id),
			Text: fmt.Sprintf("%s %s %s for %s.", g.players[ctx.p].Name, how, g.ref(id), g.ref(a.dilemma))})
		if s.To == PickToHand && !g.cards[id].Zone.InPlay() {
			g.place(id, ZHand, 0)
			g.emit(Event{Kind: "to-hand", Player: g.cards[id].Owner, Cards: g.one(id),
				Text: fmt.Sprintf("%s goes to %s's hand.", g.ref(id), g.players[g.cards[id].Owner].Name)})
		}
	}
	switch {
	case len(pool) == 0:
		return
	case s.Random:
		picked(pool[g.rng.IntN(len(pool))])
		return
	case len(pool) == 1:
		picked(pool[0])
		return
	}
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Pick " + g.cardName(id), Action: ActPick, Card: id}, func() { picked(id) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: pick which card?", g.cardName(a.dilemma)), acts)
}

// returnStack sends the dilemma being faced and the rest of the stack
// face up under their owner's dilemma pile.
func (g *Game) returnStack() {
	a := g.attempt
	back := slices.Clone(a.stack)
	if !slices.Contains(back, a.dilemma) {
		back = append([]int{a.dilemma}, back...)
	}
	for _, id := range back {
		g.toDilemmaPileBottom(id)
	}
	a.stack = a.stack[:0]
	a.acted, a.placed = true, true
	g.emit(Event{Kind: "dilemma-returns", Player: g.cards[a.dilemma].Owner, Cards: g.one(a.dilemma),
		Text: fmt.Sprintf("%s and %d dilemma(s) not yet faced return to %s's dilemma pile.", g.ref(a.dilemma), len(back)-1, g.players[g.cards[a.dilemma].Owner].Name)})
}
