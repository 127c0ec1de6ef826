package game

import "fmt"

// instead-other: another personnel of yours present with this card, one
// the step's filter matches, undergoes the pending action in the place of
// the card the ability answers for (a Dissident stopped in his place:
// Tekeny Ghemor, Prominent Official, 7R059). What was about to happen
// moves to the replacement (Glossary: replace), so the dilemma's action
// is still performed, on it. With from: in-play the replacement is any
// card of yours in play the filter matches, wherever it is (another of
// your events destroyed in its place: Quark, Lumba, 18V033).

// DoInsteadOther names the verb.
const DoInsteadOther = "instead-other"

func init() {
	registerVerbs(map[string]verb{
		DoInsteadOther: {
			doc:    "another personnel of yours present with this card (filter) undergoes the pending action instead of the card it was aimed at; from: in-play, another card of yours in play anywhere",
			fields: "filter from",
			validate: func(s *Step) error {
				if s.From != "" && s.From != "in-play" {
					return fmt.Errorf("from %q: only in-play", s.From)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				if s.From == "in-play" {
					return "another " + s.Filter.Text("card") + " of yours undergoes it instead"
				}
				return "your " + s.Filter.Text("personnel") + " present undergoes it instead"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.insteadCandidates(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				ids := g.insteadCandidates(ctx, &s)
				var acts []action
				for _, id := range ids {
					acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { g.insteadOf(ctx, id) }})
				}
				switch len(acts) {
				case 0:
				case 1:
					acts[0].do()
				default:
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": who undergoes it instead?", acts)
				}
			},
		},
	})
}

// insteadCandidates lists the player's unstopped personnel present with
// the source that the filter matches and that could undergo the pending
// action: not the card it is aimed at, not one it already reaches, not
// one that cannot undergo it.
func (g *Game) insteadCandidates(ctx fxCtx, s *Step) []int {
	t := ctx.trig
	if t == nil || ctx.subject == 0 {
		return nil
	}
	var out []int
	if s.From == "in-play" {
		for _, c := range g.cards[1:] {
			if id := c.ID; id != ctx.subject && c.Zone.InPlay() && c.Controller == ctx.p && g.matches(s.Filter, id) && !t.undergoes(id) && !g.cannot(id, t.Outcome) {
				out = append(out, id)
			}
		}
		return out
	}
	for _, id := range g.present(ctx.src) {
		c := g.cards[id]
		if id == ctx.subject || c.Card.Type != Personnel || c.Controller != ctx.p || c.Stopped || !g.considers(ctx.p, id) {
			continue
		}
		if !g.matches(s.Filter, id) || t.undergoes(id) || g.cannot(id, t.Outcome) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// insteadOf makes id undergo the pending action in the subject's place.
func (g *Game) insteadOf(ctx fxCtx, id int) {
	ctx.trig.Instead(ctx.subject, id)
	g.emit(Event{Kind: "instead", Player: ctx.p, Cards: []int{id, ctx.subject},
		Text: fmt.Sprintf("%s takes the place of %s.", g.shown(id), g.ref(ctx.subject))})
}
