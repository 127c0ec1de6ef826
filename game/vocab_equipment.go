package game

import (
	"fmt"
	"slices"
)

// Stopping and killing personnel by card text (not by a dilemma), and
// who wins a combat or an engagement. Equipment text reaches the
// personnel present with it (Rulebook: Present; Glossary: equipped with —
// your unstopped personnel present with your equipment).

// Stop and kill verbs and whom they reach (Step.To): "self" (this
// personnel; stop: a cost it cannot pay when it cannot be stopped),
// "subject" (the card the trigger is about; With: and a personnel
// present), "present" (kill: a personnel present, chosen), "pair" (your personnel matching Filter and another matching
// With present with it), "at-mission" (ToAtMission: every personnel at the
// trigger's mission), "facing" (Count other personnel facing the dilemma,
// chosen by the performer), "against" (an opponent's personnel involved in
// the combat or engagement being resolved or won).
const (
	DoStop = "stop"
	DoKill = "kill"

	ToSubject = "subject"
	ToPair    = "pair"
	ToFacing  = "facing"
	ToAgainst = "against"
)

func init() { registerVerbs(stopVerbs()) }

func stopVerbs() map[string]verb {
	return map[string]verb{
		DoStop: {
			doc:    "stop a card (to: whom; filter; with: also one personnel present matching it; count: how many others facing the dilemma)",
			fields: "to filter with count",
			validate: func(s *Step) error {
				switch s.To {
				case ToSelf, ToSubject, ToAtMission, ToFacing, ToPresent:
				case ToPair:
					if s.With == nil {
						return fmt.Errorf("pair needs with")
					}
				default:
					return fmt.Errorf("to must be self, subject, pair, at-mission, facing or present, not %q", s.To)
				}
				return s.Filter.validate()
			},
			text:      stopText,
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return g.stopPossible(ctx, s) },
			run:       func(g *Game, ctx fxCtx, s Step) { g.stopStep(ctx, s) },
			undergoes: OutStop,
			reaches:   stopReaches,
		},
		DoKill: {
			doc:    "kill a personnel (to: whom — self, present, against: an opponent's involved, involved: anyone's in the attempt under way; filter; whose; random: at random)",
			fields: "to filter random whose",
			validate: func(s *Step) error {
				if s.To != ToAgainst && s.To != ToSelf && s.To != ToPresent && s.To != ToInvolved {
					return fmt.Errorf("to must be self, against, present or involved, not %q", s.To)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				switch s.To {
				case ToSelf:
					return "kill this personnel"
				case ToPresent:
					who := ""
					if s.Whose == WhoseOpponent {
						who = "an opponent's "
					}
					return "kill " + who + s.Filter.Text("personnel") + " present, chosen by you"
				case ToInvolved:
					return killInvolvedText(s)
				}
				t := "kill an opponent's " + s.Filter.Text("personnel") + " involved"
				if s.Random {
					t = "randomly " + t
				}
				return t
			},
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.killable(ctx, s)) > 0 },
			run:       func(g *Game, ctx fxCtx, s Step) { g.killStep(ctx, s) },
			undergoes: OutKill,
			reaches: func(g *Game, ctx fxCtx, s *Step) []int {
				if s.To == ToSelf {
					return []int{ctx.src}
				}
				return nil // chosen among killable
			},
		},
	}
}

func stopText(s Step) string {
	switch s.To {
	case ToSelf:
		return "stop this personnel"
	case ToSubject:
		if s.With != nil {
			return "stop that personnel and your " + s.With.Text("personnel") + " present"
		}
		return "stop that personnel"
	case ToPair:
		return "stop your " + s.Filter.Text("personnel") + " and your " + s.With.Text("personnel") + " present together"
	case ToAtMission:
		return "stop every personnel at that mission"
	case ToPresent:
		return stopOtherPresentText(s)
	}
	if max(1, s.Count) == 1 {
		return "choose another personnel facing that dilemma to be stopped"
	}
	return fmt.Sprintf("choose %d other personnel facing that dilemma to be stopped", s.Count)
}

// unstoppedYours reports whether id is p's personnel in play that p may
// consider and is not stopped.
func (g *Game) unstoppedYours(p Player, id int) bool {
	c := g.cards[id]
	return c.Card.Type == Personnel && c.Zone.InPlay() && c.Controller == p && !c.Stopped && g.considers(p, id)
}

// withPresent lists p's unstopped personnel matching s.With present with
// src that may undergo s (src itself when it is such a personnel; also
// is: the trigger's card, which may be the one).
func (g *Game) withPresent(p Player, src int, s *Step, also int) []int {
	f := s.With
	var out []int
	pool := g.present(src)
	if g.cards[src].Card.Type == Personnel {
		pool = append([]int{src}, pool...)
	}
	if also != 0 && !slices.Contains(pool, also) && g.arePresent(src, also) {
		pool = append(pool, also)
	}
	for _, id := range pool {
		if g.unstoppedYours(p, id) && g.matches(f, id) && g.mayUndergo(s, id) {
			out = append(out, id)
		}
	}
	return out
}

// anyWithPresent reports whether withPresent would list anyone, without
// listing: asking whether a cost can be paid (Hypospray's, for each
// personnel about to be killed) stops at the first that fits instead of
// reading every one's stats (about 0.4% of the basic bot's instructions).
func (g *Game) anyWithPresent(p Player, src int, s *Step, also int) bool {
	fits := func(id int) bool { return g.unstoppedYours(p, id) && g.matches(s.With, id) && g.mayUndergo(s, id) }
	if g.cards[src].Card.Type == Personnel && fits(src) {
		return true
	}
	for _, id := range g.presentPool(src) {
		if id != src && fits(id) {
			return true
		}
	}
	return also != 0 && g.arePresent(src, also) && fits(also)
}

// pairs lists p's unstopped personnel matching s.Filter with at least
// one other of p's unstopped personnel matching s.With present, each of
// them one that may undergo s.
func (g *Game) pairs(p Player, s *Step) map[int][]int {
	a, b := s.Filter, s.With
	out := map[int][]int{}
	for _, c := range g.cards[1:] {
		if !g.unstoppedYours(p, c.ID) || !g.matches(a, c.ID) || !g.mayUndergo(s, c.ID) {
			continue
		}
		for _, x := range g.present(c.ID) {
			if g.unstoppedYours(p, x) && g.matches(b, x) && g.mayUndergo(s, x) {
				out[c.ID] = append(out[c.ID], x)
			}
		}
		if len(out[c.ID]) == 0 {
			delete(out, c.ID)
		}
	}
	return out
}

// facingOthers lists p's personnel facing the dilemma that may undergo s,
// leaving out the trigger's cards.
func (g *Game) facingOthers(ctx fxCtx, s *Step) []int {
	a := g.attempt
	if a == nil || a.player != ctx.p {
		return nil
	}
	var out []int
	for _, id := range a.personnel {
		if g.unstoppedYours(ctx.p, id) && (ctx.trig == nil || !slices.Contains(ctx.trig.Cards, id)) && g.mayUndergo(s, id) && !g.dilemmaCannotStop(ctx.src, id) {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) stopPossible(ctx fxCtx, s *Step) bool {
	switch s.To {
	case ToSelf:
		// One that cannot be stopped now cannot pay it: costBarred.
		c := g.cards[ctx.src]
		return c.Zone.InPlay() && !c.Stopped
	case ToSubject:
		if ctx.subject == 0 || !g.unstoppedYours(ctx.p, ctx.subject) {
			return false
		}
		return s.With == nil || g.anyWithPresent(ctx.p, ctx.src, s, ctx.subject)
	case ToPair:
		return len(g.pairs(ctx.p, s)) > 0
	case ToFacing:
		return len(g.facingOthers(ctx, s)) > 0
	case ToPresent:
		return len(g.otherPresentToStop(ctx, s)) > 0
	}
	return g.stopMission(ctx) != 0
}

// stopReaches lists the cards a stop does it to whoever chooses: this
// personnel, the trigger's subject, every unstopped personnel at the
// mission; the others are chosen among candidates that may be stopped.
func stopReaches(g *Game, ctx fxCtx, s *Step) []int {
	switch s.To {
	case ToSelf:
		return []int{ctx.src}
	case ToSubject:
		if ctx.subject != 0 {
			return []int{ctx.subject}
		}
	case ToAtMission:
		return g.unstoppedAt(g.stopMission(ctx))
	}
	return nil
}

// unstoppedAt lists the unstopped personnel at mission m.
func (g *Game) unstoppedAt(m int) []int {
	var ids []int
	var buf [16]int
	for _, id := range g.personnelAt(buf[:0], m) {
		if !g.cards[id].Stopped {
			ids = append(ids, id)
		}
	}
	return ids
}

// stopMission is the mission a stop at-mission reaches.
func (g *Game) stopMission(ctx fxCtx) int {
	if ctx.trig != nil && ctx.trig.Mission != 0 {
		return ctx.trig.Mission
	}
	return ctx.mission
}

func (g *Game) stopStep(ctx fxCtx, s Step) {
	p := ctx.p
	pickOne := func(pool []int, prompt string, then func(id int)) {
		if len(pool) == 1 {
			then(pool[0])
			return
		}
		var acts []action
		for _, id := range pool {
			id := id
			acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { then(id) }})
		}
		g.offer(p, KindSelect, g.cardName(ctx.src)+": "+prompt, acts)
	}
	switch s.To {
	case ToSelf:
		if c := g.cards[ctx.src]; c.Zone.InPlay() && !c.Stopped {
			g.stopCards(ctx, []int{ctx.src})
		}
	case ToSubject:
		if !g.unstoppedYours(p, ctx.subject) {
			return
		}
		if s.With == nil {
			g.stopCards(ctx, []int{ctx.subject})
			return
		}
		pool := g.withPresent(p, ctx.src, &s, ctx.subject)
		if len(pool) == 0 {
			return
		}
		pickOne(pool, "which personnel present is also stopped?", func(id int) {
			g.stopCards(ctx, uniqueIDs(ctx.subject, id))
		})
	case ToPair:
		pairs := g.pairs(p, &s)
		var firsts []int
		for _, c := range g.cards[1:] { // in a stable order
			if len(pairs[c.ID]) > 0 {
				firsts = append(firsts, c.ID)
			}
		}
		pickOne(firsts, "stop which "+s.Filter.Text("personnel")+"?", func(a int) {
			pickOne(pairs[a], "and which "+s.With.Text("personnel")+" present?", func(b int) {
				g.stopCards(ctx, []int{a, b})
			})
		})
	case ToAtMission:
		g.stopCards(ctx, g.unstoppedAt(g.stopMission(ctx)))
	case ToPresent:
		pool := g.otherPresentToStop(ctx, &s)
		if len(pool) == 0 {
			return
		}
		pickOne(pool, "stop which "+s.Filter.Text("personnel")+" present?", func(id int) {
			g.stopCards(ctx, []int{id})
		})
	case ToFacing:
		pool := g.facingOthers(ctx, &s)
		n := min(max(1, s.Count), len(pool))
		if n == 0 {
			return
		}
		d := &Decision{Player: p, Kind: KindSelect, Min: n, Max: n, Prompt: fmt.Sprintf("%s: choose %d other personnel facing the dilemma to be stopped", g.cardName(ctx.src), n)}
		for _, id := range pool {
			d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
		}
		g.ask(d, func(picks []int) {
			var ids []int
			for _, i := range picks {
				ids = append(ids, pool[i])
			}
			g.stopCards(ctx, ids)
		})
	}
}

func uniqueIDs(ids ...int) []int {
	var out []int
	for _, id := range ids {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// stopCards stops ids as one action of ctx.src's text, then "when …
// stopped" responses answer, once for each player whose cards it stopped.
// A card that cannot be stopped now is spared, and the log says so.
func (g *Game) stopCards(ctx fxCtx, ids []int) {
	if ids = g.ignoreDilemmaStop(ctx.src, g.ignoreCannot(ids, OutStop)); len(ids) == 0 {
		return
	}
	for _, id := range ids {
		g.cards[id].Stopped = true
		g.changed(id) // rules_loops_cards.go
	}
	g.emitNamed(Event{Kind: OutStop, Player: ctx.p, Cards: slices.Clone(ids)}, func(name func(int) string) string {
		if len(ids) == 1 && ids[0] == ctx.src { // a personnel stopping itself (a cost)
			return fmt.Sprintf("%s stops %s.", g.players[ctx.p].Name, name(ctx.src))
		}
		return fmt.Sprintf("%s: %s stopped.", g.shown(ctx.src), namesWith(ids, name)) // its text, in use, is shown
	})
	for _, p := range []Player{g.active, g.active.Other()} {
		var mine []int
		for _, id := range ids {
			if g.cards[id].Controller == p {
				mine = append(mine, id)
			}
		}
		if len(mine) > 0 {
			g.fire(g.trigs.take(Trigger{Kind: TrigStopped, Player: p, Cards: mine, Source: ctx.src, Mission: g.stopMission(ctx)}), nil)
		}
	}
}

// killable lists the personnel a kill step may reach: this personnel
// (self), the personnel present Filter matches (present; Whose
// "opponent": an opponent's), or the losing side's personnel of the combat or engagement won
// (the trigger's Against), or else the opponent's personnel involved in
// the one being resolved (its "if you win" text); still in play and
// within ctx.p's reach.
func (g *Game) killable(ctx fxCtx, s *Step) []int {
	switch s.To {
	case ToSelf:
		if g.cards[ctx.src].Zone.InPlay() {
			return []int{ctx.src}
		}
		return nil
	case ToPresent:
		return g.presentMatching(ctx, s)
	case ToInvolved:
		return g.killableInvolved(ctx, s)
	}
	pool := g.opponentsInvolved(ctx.p)
	if ctx.trig != nil && ctx.trig.Against != nil {
		pool = ctx.trig.Against
	}
	if ids, ok := g.failingInvolved(ctx); ok { // vocab_about_to_fail.go
		pool = ids
	}
	var out []int
	for _, id := range pool {
		c := g.cards[id]
		// A random pick may fall on one that cannot be killed: the kill
		// is then ignored for it (Rulebook: Facing Dilemmas).
		if c.Card.Type == Personnel && c.Zone.InPlay() && c.Controller != ctx.p && g.considers(ctx.p, id) && g.matches(s.Filter, id) && (s.Random || g.mayUndergoBy(ctx.src, s, id)) {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) killStep(ctx fxCtx, s Step) {
	pool := g.killable(ctx, &s)
	if len(pool) == 0 {
		return
	}
	if s.To == ToSelf {
		g.killCards(ctx, pool)
		return
	}
	if s.Random { // a random selection (vocab_react_select.go)
		g.randomPick(ctx, pool, OutKill, func(id int) { g.killCards(ctx, []int{id}) })
		return
	}
	// The chooser may examine each card eligible (Glossary: selections).
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Kill " + g.cardName(id), Action: ActPick, Card: id}, func() { g.killCards(ctx, []int{id}) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": kill which personnel?", acts)
}

// killCards: ids are about to be killed by ctx.src's text, not a
// dilemma ("about to" responses may prevent it), then killed (placed in
// their owners' discard piles) as one action, then "when … killed"
// responses answer.
func (g *Game) killCards(ctx fxCtx, ids []int) {
	var still []int
	for _, id := range ids {
		if g.cards[id].Zone.InPlay() {
			still = append(still, id)
		}
	}
	if still = g.ignoreCannotBy(still, OutKill, ctx.src); len(still) == 0 { // vocab_cannot_by_opponent.go
		return
	}
	ids = still
	owner := g.cards[ids[0]].Controller
	t := g.trigs.take(Trigger{Kind: TrigAboutToKill, Player: owner, Cards: slices.Clone(ids), Source: ctx.src, Mission: g.stopMission(ctx), Outcome: OutKill})
	t.Combat, t.Engagement = g.fightCauses() // vocab_kill_causes.go
	g.fire(t, func(t *Trigger) {
		var dead []int
		for _, id := range g.remaining(t) {
			if g.cards[id].Zone.InPlay() {
				dead = append(dead, id)
			}
		}
		if len(dead) == 0 {
			return
		}
		for _, id := range dead {
			g.leavePlay(id, ZDiscard)
		}
		// Worded once they are face up in the discard pile: every reader
		// may then identify them.
		g.emitNamed(Event{Kind: OutKill, Player: owner, Cards: slices.Clone(dead)}, func(name func(int) string) string {
			return fmt.Sprintf("%s: %s killed.", g.shown(ctx.src), namesWith(dead, name)) // its text, in use, is shown
		})
		g.fire(g.trigs.take(Trigger{Kind: TrigKilled, Player: owner, Cards: dead, Source: ctx.src, Mission: t.Mission, Combat: t.Combat, Engagement: t.Engagement}), nil)
	})
}

// combatWon fires "when you win combat" for the winner of a combat at
// mission m between mine (the initiator's personnel) and theirs, if
// there is a winner (Rulebook: Combat — a tie has none).
func (g *Game) combatWon(initiator Player, mine, theirs []int, a, b, m int) {
	if a == b {
		return
	}
	w, won, lost := initiator, mine, theirs
	if b > a {
		w, won, lost = initiator.Other(), theirs, mine
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigCombatWon, Player: w, Cards: g.lists.clone(won), Against: g.lists.clone(lost), Mission: m}), nil)
}

// engagementWon fires "when you win an engagement" for its winner; the
// trigger's cards are the winner's ships and the personnel aboard them,
// Against the loser's (Rulebook: Engagements).
func (g *Game) engagementWon(en *engagement, weapons, shields int) {
	if weapons == shields {
		return
	}
	w, won, lost := en.initiator, en.mine, en.theirs
	if shields > weapons {
		w, won, lost = en.initiator.Other(), en.theirs, en.mine
	}
	withCrew := func(ships []int) []int {
		out := slices.Clone(ships)
		for _, s := range ships {
			for _, id := range g.cards[s].Aboard {
				if g.cards[id].Card.Type == Personnel {
					out = append(out, id)
				}
			}
		}
		return out
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigEngagementWon, Player: w, Cards: withCrew(won), Against: withCrew(lost), Mission: en.mission}), nil)
}
