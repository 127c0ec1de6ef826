package game

import (
	"fmt"
	"slices"
	"strings"
)

// Destroying several cards, or an opponent's card that its controller may
// save by paying (Glossary: destroy; Glossary: prevent). Two families of
// text need more than destroy-card's one card of your own:
//
//   - several of your own cards of some keywords destroyed as a cost
//     (Azetbur, Visionary Chancellor, 15V037): count cards, each picked in
//     turn; as a cost it is payable only when that many are there;
//   - one opponent's card destroyed unless that player pays cards from
//     hand to save it (M'vil, 2U146): the card is picked first, then its controller may pay cost (steps that
//     player performs) to prevent the destruction. Paying prevents only
//     the destruction, not the rest of the text.
//
// Being asked whether to pay never tells the other player about a hand:
// the controller is always asked, offered only "Do not" when the payment
// is impossible (the rule of may steps: vocab_dilemma_choice.go).

// DoDestroyCards destroys Count cards matching Filter (Whose: yours,
// an opponent's, anyone's), each preventable by its controller paying
// Cost.
const DoDestroyCards = "destroy-cards"

func init() { registerVerbs(destroyCardsVerbs()) }

func destroyCardsVerbs() map[string]verb {
	return map[string]verb{
		DoDestroyCards: {
			doc:    "destroy count cards in play matching filter (whose: your, opponent, any), picked in turn; with cost, the controller of each may pay it to prevent its destruction",
			fields: "count filter whose cost up_to from",
			validate: func(s *Step) error {
				switch s.Whose {
				case "", WhoseYour, WhoseOpponent, WhoseAny:
				default:
					return fmt.Errorf("whose must be your, opponent or any, not %q", s.Whose)
				}
				if s.Count < 0 {
					return fmt.Errorf("count must not be negative")
				}
				if s.From != "" && s.From != "core" {
					return fmt.Errorf("from must be core or absent, not %q", s.From)
				}
				if err := validateSteps(s.Cost); err != nil {
					return fmt.Errorf("cost: %w", err)
				}
				return s.Filter.validate()
			},
			text: destroyCardsText,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return s.UpTo || len(g.destroyCandidates(ctx, s)) >= max(1, s.Count) // "up to": none may be destroyed
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.destroyCards(ctx, s, max(1, s.Count)) },
		},
	}
}

func destroyCardsText(s Step) string {
	n := max(1, s.Count)
	what := s.Filter.Text("card")
	var t string
	switch {
	case s.Whose == WhoseOpponent && n == 1:
		t = "destroy an opponent's " + what
	case s.Whose == WhoseOpponent:
		t = fmt.Sprintf("destroy %s of an opponent's %s", numberWord(n), pluralNouns(what))
	case s.Whose == WhoseAny && n == 1:
		t = "destroy " + article(what) + " " + what
	case s.Whose == WhoseAny:
		t = fmt.Sprintf("destroy %s %s", numberWord(n), pluralNouns(what))
	case n == 1:
		t = "destroy one of your " + pluralNouns(what)
	default:
		t = fmt.Sprintf("destroy %s of your %s", numberWord(n), pluralNouns(what))
	}
	if s.UpTo {
		t = strings.Replace(t, "destroy ", "destroy up to ", 1)
	}
	if s.From == "core" {
		t += " in " + map[bool]string{true: "that opponent's", false: "a"}[s.Whose == WhoseOpponent] + " core"
	}
	if len(s.Cost) > 0 {
		who := "its controller"
		if s.Whose == WhoseOpponent {
			who = "that opponent"
		}
		// The cost is worded for whoever pays it ("your deck"); here it is
		// read by the player whose text it is.
		t += fmt.Sprintf(" (%s may %s to prevent this)", who, strings.ReplaceAll(clauses(s.Cost), "your ", "their "))
	}
	return t
}

// destroyCandidates lists the cards a destroy-cards step may pick: in
// play, not missions, not the card whose text it is, of the right
// controller, matching the filter, and seen by the performer.
func (g *Game) destroyCandidates(ctx fxCtx, s *Step) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Card.Type == Mission || c.ID == ctx.src || (s.From == "core" && c.Zone != ZCore) ||
			g.cannotBy(c.ID, OutDestroy, ctx.src) { // vocab_cannot_source.go
			continue
		}
		switch s.Whose {
		case "", WhoseYour:
			if c.Controller != ctx.p {
				continue
			}
		case WhoseOpponent:
			if c.Controller == ctx.p {
				continue
			}
		}
		if g.considers(ctx.p, c.ID) && g.matches(s.Filter, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// destroyCards has ctx.p pick n cards one at a time; each picked is
// destroyed unless its controller pays s.Cost to prevent it.
func (g *Game) destroyCards(ctx fxCtx, s Step, n int) {
	var picked []int
	var next func()
	next = func() {
		if len(picked) == n {
			return
		}
		var acts []action
		for _, id := range g.destroyCandidates(ctx, &s) {
			if slices.Contains(picked, id) {
				continue
			}
			id := id
			label := "Destroy " + g.cardName(id)
			if g.cards[id].Controller != ctx.p {
				label += " (" + g.players[g.cards[id].Controller].Name + ")"
			}
			acts = append(acts, action{Option{Label: label, Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				g.push(next)
				g.destroyUnlessPrevented(ctx, s, id)
			}})
		}
		if len(acts) > 0 && s.UpTo {
			// "up to": the performer may stop before any pick.
			acts = append(acts, action{Option{Label: "Destroy no more", Action: ActPick}, func() {}})
		}
		if len(acts) > 0 {
			g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: destroy which card? (%d of %d)", g.cardName(ctx.src), len(picked)+1, n), acts)
		}
	}
	next()
}

// destroyUnlessPrevented destroys id, first letting its controller pay
// s.Cost to prevent it when the text offers that.
func (g *Game) destroyUnlessPrevented(ctx fxCtx, s Step, id int) {
	destroy := func() { g.destroyByText(ctx, []int{id}) } // vocab_about_to_destroy.go
	if len(s.Cost) == 0 {
		destroy()
		return
	}
	owner := g.cards[id].Controller
	pay := fxCtx{src: ctx.src, p: owner, mission: ctx.mission}
	words := clauses(s.Cost)
	var acts []action
	if g.stepsPossible(pay, s.Cost) {
		acts = append(acts, action{Option{Label: "Prevent it: " + words, Action: ActPick}, func() {
			g.emit(Event{Kind: "choice", Player: owner, Cards: g.one(id), Text: fmt.Sprintf("%s pays to prevent the destruction of %s.", g.players[owner].Name, g.ref(id))})
			g.runAbility(pay, s.Cost)
		}})
	}
	acts = append(acts, action{Option{Label: "Do not prevent it", Action: ActEnd}, destroy})
	g.offer(owner, KindOptional, fmt.Sprintf("%s would destroy %s: %s to prevent this?", g.cardName(ctx.src), g.cardName(id), words), acts)
}
