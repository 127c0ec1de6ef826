package game

import "fmt"

// choose-named: after a name step that named several different skills
// (count: 2), the player named by by picks one of them, and that one is
// the skill named for the dilemma from then on: what named_skill, the
// named-skill amount and req-with-named read (Put to the Screws, 34V006:
// the owner names two skills, the facing player keeps one). The options
// say how many of the personnel facing the dilemma have each, fewest
// first, so a bot facing it keeps the one that reaches fewest; with one
// skill named it is kept without asking, with none nothing is.

// DoChooseNamed is the verb.
const DoChooseNamed = "choose-named"

func init() {
	registerVerbs(map[string]verb{
		DoChooseNamed: {
			doc:         "the player named by by picks one of the skills named for this dilemma; later steps read that one as the named skill",
			fields:      "by",
			readsBy:     true,
			dilemmaOnly: true,
			validate:    validateChooser,
			text: func(s Step) string {
				who := chooserName(s.By)
				return who + " keep" + verbS(who) + " one of the skills named"
			},
			run: func(g *Game, ctx fxCtx, _ Step) { g.chooseNamedSkill(ctx) },
		},
	})
}

// chooseNamedSkill offers ctx's player the skills named for the dilemma
// being faced and keeps the one picked as the named skill.
func (g *Game) chooseNamedSkill(ctx fxCtx) {
	a := g.attempt
	if a == nil || len(a.special.namedSkills) == 0 {
		return
	}
	keep := func(k string) {
		a.special.named = k
		g.emit(Event{Kind: "name", Player: ctx.p, Cards: g.one(a.dilemma), Text: fmt.Sprintf("%s chooses %s for %s.", g.players[ctx.p].Name, k, g.ref(a.dilemma))})
	}
	if len(a.special.namedSkills) == 1 {
		keep(a.special.namedSkills[0])
		return
	}
	type opt struct {
		skill string
		n     int
	}
	var opts []opt
	for _, k := range a.special.namedSkills {
		i, n := SkillIndex(k), 0
		for _, id := range a.personnel {
			if i >= 0 && g.stats(id).Skills[i] > 0 {
				n++
			}
		}
		at := len(opts)
		for at > 0 && opts[at-1].n > n {
			at--
		}
		opts = append(opts[:at], append([]opt{{k, n}}, opts[at:]...)...)
	}
	acts := make([]action, 0, len(opts))
	for _, o := range opts {
		o := o
		label := fmt.Sprintf("%s (%d of the personnel facing it %s it)", o.skill, o.n, hasHave(o.n))
		acts = append(acts, action{Option{Label: label, Action: ActPick}, func() { keep(o.skill) }})
	}
	g.offer(ctx.p, KindNameSkill, g.cardName(a.dilemma)+": keep one of the skills named", acts)
}

// hasHave is "has" for one, "have" for any other number.
func hasHave(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}
