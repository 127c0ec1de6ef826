package game

import "slices"

// Destroying an equipment this personnel is equipped with, usually as a
// cost (Nella Daren, Head of Stellar Cartography, 18V028). A personnel is
// equipped with the equipment of its player's present with it, and only
// while it is unstopped (Glossary: equipped with; the equipped-with
// condition reads the same). The player picks one when there are several.

// DoDestroyEquipped: destroy one equipment this personnel is equipped
// with (filter narrows which).
const DoDestroyEquipped = "destroy-equipped"

func init() {
	registerVerbs(map[string]verb{
		DoDestroyEquipped: {
			doc:      "destroy one equipment this personnel is equipped with (unstopped, its player's equipment present: Glossary: equipped with) that the filter matches",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				if s.Filter == nil {
					return "destroy one equipment that equips this personnel"
				}
				return "destroy one " + s.Filter.Text("equipment") + " that equips this personnel"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.equippedWith(ctx.src, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				var acts []action
				for _, id := range g.equippedWith(ctx.src, s.Filter) {
					id := id
					acts = append(acts, action{Option{Label: "Destroy " + g.cardName(id), Action: ActPick, Card: id}, func() {
						g.notePaid(ctx, []int{id})
						g.destroyByText(ctx, []int{id}) // vocab_about_to_destroy.go
					}})
				}
				switch len(acts) {
				case 0:
				case 1:
					acts[0].do()
				default:
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": destroy which equipment?", acts)
				}
			},
		},
	})
}

// equippedWith lists the equipment personnel id is equipped with that f
// matches: none while it is stopped or out of play.
func (g *Game) equippedWith(id int, f *Filter) []int {
	me := g.cards[id]
	if me.Stopped || !me.Zone.InPlay() || me.Card.Type != Personnel {
		return nil
	}
	var out []int
	for _, x := range g.present(id) {
		c := g.cards[x]
		if c.Card.Type == Equipment && c.Controller == me.Controller && g.matches(f, x) {
			out = append(out, x)
		}
	}
	slices.Sort(out)
	return out
}
