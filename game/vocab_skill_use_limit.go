package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Limits on how personnel use skills (Glossary: skills – a personnel
// uses a skill when it meets a requirement of a dilemma or a mission with
// it). Two families of text:
//
//   - one skill each: every personnel may use only one of its skills
//     (with all its levels) toward the requirements, so "Engineer and
//     Medical" needs two personnel even when one has both. A dilemma
//     placed on a mission says so for every dilemma faced there and for
//     the mission's requirements (lasting one_skill: Urgency, 6P012);
//     a dilemma says so while it is faced (one-skill-each: Cadet Review,
//     29V003). Toward one dilemma's requirements the skill is kept: once a
//     personnel has used a skill to meet one of them, it may use only that
//     skill for the rest of that dilemma.
//   - stopped for using skills: a dilemma placed on a mission stops each
//     personnel who uses skills to meet a requirement of a dilemma faced
//     there (lasting stop_on_skill_use, a filter of the dilemma faced:
//     Overwhelmed, 3R019; Disaster, 38V003, only Damage dilemmas).
//
// Which personnel use which skills: the requirement is met by the fewest
// users the engine can find (no user could be left out). The engine picks
// among several such ways when only the one-skill limit applies; when using
// skills stops personnel, the facing player picks whose skills are used.
// The checks of a dilemma's unless (vocab_dilemmas.go) record the uses;
// other checks of requirements during the attempt (conditions in a
// dilemma's text, the mission's requirements) honour the one-skill limit
// but record nothing.

// LastingSkillUse is embedded in Lasting (its fields are Lasting's own in
// YAML).
type LastingSkillUse struct {
	// OneSkill: while it lies on the mission, each personnel of the
	// mission's player attempting it may use only one skill toward each
	// dilemma's requirements and only one toward the mission's.
	OneSkill bool `yaml:"one_skill,omitempty" json:"one_skill,omitempty"`
	// StopOnSkillUse: while it lies on the mission, a personnel of the
	// mission's player who uses skills to meet a requirement of a
	// dilemma this filter matches, faced at that mission, is stopped.
	StopOnSkillUse *Filter `yaml:"stop_on_skill_use,omitempty" json:"stop_on_skill_use,omitempty"`
}

func (l *LastingSkillUse) validate() error {
	if l.StopOnSkillUse == nil {
		return nil
	}
	if err := l.StopOnSkillUse.validate(); err != nil {
		return fmt.Errorf("lasting: stop_on_skill_use: %w", err)
	}
	if t := l.StopOnSkillUse.Type; t != "" && t != "dilemma" {
		return errors.New("lasting: stop_on_skill_use filters the dilemma faced: type must be dilemma or absent")
	}
	return nil
}

// text words these effects for lastingText.
func (l *LastingSkillUse) text() []string {
	var parts []string
	if l.OneSkill {
		parts = append(parts, "each personnel attempting this mission may use only one skill toward the requirements of each dilemma faced here, and only one toward this mission's requirements")
	}
	if f := l.StopOnSkillUse; f != nil {
		d := f.Text("dilemma")
		d = article(d) + " " + d
		parts = append(parts, "each time your personnel uses skills to meet the requirements of "+d+" faced here, that personnel is stopped")
	}
	return parts
}

// DoOneSkillEach: while this dilemma is faced, each personnel may use only
// one skill toward its requirements.
const DoOneSkillEach = "one-skill-each"

func init() { registerVerbs(skillUseVerbs()) }

func skillUseVerbs() map[string]verb {
	return map[string]verb{
		// A continuous effect for the rest of the dilemma, not an action
		// (as cannot-use-skills).
		DoOneSkillEach: {
			doc:         "while this dilemma is faced, each personnel facing it may use only one of its skills (all levels of it) toward its requirements (Glossary: skills)",
			dilemmaOnly: true,
			text: func(Step) string {
				return "while facing this dilemma, each personnel may use only one skill toward its requirements"
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if a := g.attempt; a != nil {
					a.special.oneSkill = true
				}
			},
		},
	}
}

// skillUsed: personnel id used skill (an index) toward the requirements of
// the dilemma being faced.
type skillUsed struct {
	id    int
	skill int8
}

// What a member of the group uses to meet a requirement: no skill, all of
// its skills, or (0 and up) the one skill of that index.
const (
	pickNone int8 = -1
	pickAll  int8 = -2
)

// placedSkillUse calls fn with the lasting effect of each card lying on
// the attempted mission, when the attempting player commands it.
func (g *Game) placedSkillUse(a *attempt, fn func(id int, l *LastingSkillUse)) {
	mc := g.cards[a.mission]
	if len(mc.On) == 0 || mc.Controller != a.player {
		return
	}
	for _, id := range mc.On {
		if l := lastingOf(g.cards[id].Card); l != nil && (l.OneSkill || l.StopOnSkillUse != nil) {
			fn(id, &l.LastingSkillUse)
		}
	}
}

// oneSkillLimit reports whether each personnel of the attempt may use only
// one skill toward the requirements checked now: the dilemma being faced
// says so, or a card lying on the mission does.
func (g *Game) oneSkillLimit(a *attempt) bool {
	if a.dilemma != 0 && a.special.oneSkill {
		return true
	}
	on := false
	g.placedSkillUse(a, func(_ int, l *LastingSkillUse) { on = on || l.OneSkill })
	return on
}

// limitSkillUse applies the limits to a requirement context of attempt a
// (reqCtxUsing): the one-skill limit, and the skill each personnel has
// already used toward this dilemma's requirements under it.
func (g *Game) limitSkillUse(a *attempt, ctx *ReqCtx) {
	if !g.oneSkillLimit(a) {
		return
	}
	ctx.OneSkill = true
	if a.dilemma == 0 {
		return
	}
	for _, u := range a.special.skillsUsed {
		if i := slices.Index(a.personnel, u.id); i >= 0 && i < len(ctx.Group) {
			ctx.Group[i] = ctx.Group[i].using(u.skill)
		}
	}
}

// using is the personnel's stats as a requirement reads them when it uses
// only pick: no skill, all of them, or one skill (with every level it has of
// it, or of a skill it may meet it with instead).
func (s Stats) using(pick int8) Stats {
	switch {
	case pick == pickAll:
		return s
	case pick == pickNone:
		s.Skills, s.SkillUsing = SkillSet{}, [4]skillUse{}
		return s
	}
	n := s.reqSkillLevel(int(pick))
	s.Skills, s.SkillUsing = SkillSet{}, [4]skillUse{}
	s.Skills[pick] = int16(n)
	return s
}

// skillsRelevant lists the skill indices a requirement may read of a
// personnel: those it names, or every skill when it counts different
// skills or personnel by their skills.
func (r *Req) skillsRelevant() []int {
	all := false
	var named []int
	var walk func(*Req)
	walk = func(n *Req) {
		switch n.Kind {
		case ReqSkill:
			if !slices.Contains(named, n.skill) {
				named = append(named, n.skill)
			}
		case ReqDistinct:
			all = true
		case ReqCount:
			all = all || n.Filter != nil && n.Filter.needsStats()
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(r)
	if all {
		named = named[:0]
		for i := range NumSkills {
			named = append(named, i)
		}
	}
	return named
}

// skillOptions is what member s may use toward r: under the one-skill
// limit each relevant skill it has, otherwise all of its skills if it has
// a relevant one; nil when it has nothing to bring.
func skillOptions(s *Stats, relevant []int, one bool) []int8 {
	var out []int8
	for _, k := range relevant {
		if s.reqSkillLevel(k) > 0 {
			if !one {
				return []int8{pickAll}
			}
			out = append(out, int8(k))
		}
	}
	return out
}

// maxSkillChecks bounds the requirement checks one search of skill uses
// makes (a group of a dozen personnel with three relevant skills each);
// beyond it the search gives up and reports what it found.
const maxSkillChecks = 1 << 15

// metOneSkill: r is met when each member of the group uses at most one of
// its skills. Using a skill never hurts a requirement, so each member
// with a relevant skill uses one of them; the search tries each way.
func (ctx *ReqCtx) metOneSkill(r *Req) bool {
	base := *ctx
	base.OneSkill = false
	base.Group = slices.Clone(ctx.Group)
	relevant := r.skillsRelevant()
	var who []int
	var opts [][]int8
	for i := range base.Group {
		o := skillOptions(&ctx.Group[i], relevant, true)
		if len(o) == 0 {
			base.Group[i] = ctx.Group[i].using(pickNone)
			continue
		}
		who, opts = append(who, i), append(opts, o)
	}
	checks := 0
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(who) {
			checks++
			return r.MetIn(&base)
		}
		for _, p := range opts[k] {
			if checks >= maxSkillChecks {
				return false
			}
			base.Group[who[k]] = ctx.Group[who[k]].using(p)
			if try(k + 1) {
				return true
			}
		}
		return false
	}
	return try(0)
}

// skillUses lists ways the group meets r with the fewest personnel using
// skills (at most limit ways, fewest users first): each way is, for each
// member of the group, what it uses (pickNone, pickAll or one skill under
// the one-skill limit). No user of a way could be left out, and no two
// ways have the same users. None when r is not met.
func (ctx *ReqCtx) skillUses(r *Req, limit int) [][]int8 {
	one := ctx.OneSkill
	base := *ctx
	base.OneSkill = false
	n := len(ctx.Group)
	relevant := r.skillsRelevant()
	var cands []int
	opts := make([][]int8, n)
	for i := range ctx.Group {
		if opts[i] = skillOptions(&ctx.Group[i], relevant, one); len(opts[i]) > 0 {
			cands = append(cands, i)
		}
	}
	var found [][]int8
	var users [][]int // the users of each way found
	checks := 0
	picks := make([]int8, n)
	check := func() bool {
		checks++
		base.Group = make([]Stats, n)
		for i := range ctx.Group {
			base.Group[i] = ctx.Group[i].using(picks[i])
		}
		return r.MetIn(&base)
	}
	// ways tries each pick of each member of set from the k-th on.
	var ways func(set []int, k int) bool
	ways = func(set []int, k int) bool {
		if k == len(set) {
			return check()
		}
		for _, p := range opts[set[k]] {
			if checks >= maxSkillChecks {
				return false
			}
			picks[set[k]] = p
			if ways(set, k+1) {
				return true
			}
		}
		return false
	}
	for size := 0; size <= len(cands) && len(found) < limit && checks < maxSkillChecks; size++ {
		eachSubset(cands, size, func(set []int) bool {
			for _, u := range users {
				if subsetOf(u, set) {
					return true // a way with fewer users already does
				}
			}
			for i := range picks {
				picks[i] = pickNone
			}
			if ways(set, 0) {
				found = append(found, slices.Clone(picks))
				users = append(users, slices.Clone(set))
			}
			return len(found) < limit && checks < maxSkillChecks
		})
	}
	return found
}

// eachSubset calls fn with each subset of size k of xs, in order, until fn
// returns false.
func eachSubset(xs []int, k int, fn func([]int) bool) {
	set := make([]int, 0, k)
	var rec func(from int) bool
	rec = func(from int) bool {
		if len(set) == k {
			return fn(set)
		}
		for i := from; i <= len(xs)-(k-len(set)); i++ {
			set = append(set, xs[i])
			if !rec(i + 1) {
				return false
			}
			set = set[:len(set)-1]
		}
		return true
	}
	rec(0)
}

// maxUseWays is how many ways of using skills the facing player is
// offered when using them stops personnel.
const maxUseWays = 6

// skillsUsedFor: the personnel facing the dilemma met its requirement req
// (checked against rc). Under the one-skill limit the skill each user used
// is kept for the rest of the dilemma; a card on the mission that stops
// personnel who use skills stops the users. The facing player picks whose
// skills are used when that stops them and there are several ways.
func (g *Game) skillsUsedFor(req *Req, rc *ReqCtx) {
	a := g.attempt
	if a == nil || a.dilemma == 0 {
		return
	}
	var stoppers []int
	g.placedSkillUse(a, func(id int, l *LastingSkillUse) {
		if l.StopOnSkillUse != nil && g.cards[id].Zone == ZOnMission && g.matches(l.StopOnSkillUse, a.dilemma) {
			stoppers = append(stoppers, id)
		}
	})
	if !rc.OneSkill && len(stoppers) == 0 {
		return
	}
	group := slices.Clone(a.personnel[:min(len(a.personnel), len(rc.Group))])
	limit := 1
	if len(stoppers) > 0 {
		limit = maxUseWays
	}
	ways := rc.skillUses(req, limit)
	if len(ways) == 0 {
		return
	}
	use := func(w []int8) {
		var users []int
		for i, p := range w {
			if p == pickNone || i >= len(group) {
				continue
			}
			users = append(users, group[i])
			if p >= 0 && !slices.ContainsFunc(a.special.skillsUsed, func(u skillUsed) bool { return u.id == group[i] }) {
				a.special.skillsUsed = append(a.special.skillsUsed, skillUsed{group[i], p})
			}
		}
		if rc.OneSkill && len(users) > 0 {
			g.emitSkillsUsed(a.player, users, w, group)
		}
		if len(stoppers) == 0 || len(users) == 0 {
			return
		}
		g.stopCards(fxCtx{src: stoppers[0], p: g.cards[stoppers[0]].Owner, mission: a.mission}, users)
	}
	if len(ways) == 1 || len(stoppers) == 0 {
		use(ways[0])
		return
	}
	var acts []action
	for _, w := range ways {
		var users []int
		for i, p := range w {
			if p != pickNone && i < len(group) {
				users = append(users, group[i])
			}
		}
		label := "Use no one's skills"
		if len(users) > 0 {
			label = "Use the skills of " + g.names(users)
		}
		acts = append(acts, action{Option{Label: label, Action: ActPick, Card: firstOr(users, a.dilemma)}, func() { use(w) }})
	}
	g.offer(a.player, KindSelect, fmt.Sprintf("Whose skills meet %s? Those who use skills are stopped (%s).", req, g.cardName(stoppers[0])), acts)
}

// firstOr is ids[0], or or when ids is empty.
func firstOr(ids []int, or int) int {
	if len(ids) > 0 {
		return ids[0]
	}
	return or
}

// emitSkillsUsed logs the skill each user used under the one-skill limit:
// users in group order, w the picks of group.
func (g *Game) emitSkillsUsed(p Player, users []int, w []int8, group []int) {
	skills := make(map[int]string, len(users))
	for i, pick := range w {
		if i < len(group) && pick >= 0 {
			skills[group[i]] = skillNames[pick]
		}
	}
	g.emitNamed(Event{Kind: "skills-used", Player: p, Cards: slices.Clone(users)}, func(name func(int) string) string {
		parts := make([]string, 0, len(users))
		for _, id := range users {
			parts = append(parts, name(id)+" uses "+skills[id])
		}
		return g.players[p].Name + "'s personnel use one skill each: " + strings.Join(parts, ", ") + "."
	})
}
