package game

// View is everything one player may see, and nothing else (Rulebook:
// Showing your cards). It is the only way state leaves the engine toward a
// player: front ends and the network render it as it is.
type View struct {
	Me       Player        `json:"me"`
	Turn     int           `json:"turn"`
	Active   Player        `json:"active"`
	First    Player        `json:"first"`
	Segment  Segment       `json:"segment"`
	Counters int           `json:"counters"`
	Players  [2]PlayerView `json:"players"`
	Attempt  *AttemptView  `json:"attempt,omitempty"`
	// Playing: cards revealed while being played, before they enter play
	// or are prevented (Glossary: playing a card, steps 2–6).
	Playing []CardView `json:"playing,omitempty"`
	// Pending is the decision waiting on this player, if any; Waiting says
	// whose decision the game waits on.
	Pending *Decision `json:"pending,omitempty"`
	Waiting Player    `json:"waiting"`
	Result  *Result   `json:"result,omitempty"`
	// Unplayable says why each card in the viewer's hand that no option
	// plays cannot be played now (cost, uniqueness, nowhere to play it,
	// not the viewer's Play and Draw Cards segment...), by instance ID.
	Unplayable map[int]string `json:"unplayable,omitempty"`
	// Unmovable says why each ship the viewer commands that no option
	// moves cannot move now (stopped, not staffed, range), by instance
	// ID; only in the viewer's own Execute Orders segment.
	Unmovable map[int]string `json:"unmovable,omitempty"`
	// stats, in a light view only, gives the current stats of each
	// visible unstopped personnel in play by card ID (instead of its
	// card view's Skills and attributes), worked out when first read.
	stats *statsTable
}

// PlayerView is one seat's side of the table. Hand is filled only for the
// viewer; the opponent's hand, deck and dilemma pile are counts.
type PlayerView struct {
	Name         string        `json:"name"`
	Score        int           `json:"score"`
	PointsLost   int           `json:"points_lost,omitempty"` // lost to card text so far
	HandCount    int           `json:"hand_count"`
	Hand         []CardView    `json:"hand,omitempty"`
	DeckCount    int           `json:"deck_count"`
	DilemmaCount int           `json:"dilemma_count"`
	Discard      []CardView    `json:"discard"`
	Removed      []CardView    `json:"removed,omitempty"`
	Core         []CardView    `json:"core"`
	Brig         []CardView    `json:"brig"`
	Missions     []MissionView `json:"missions"`
}

// CardView is one card as the viewer sees it. A concealed card (an
// opponent's personnel or equipment in play) shows only its ID, type,
// controller and whether it is stopped.
type CardView struct {
	ID         int      `json:"id"`
	Concealed  bool     `json:"concealed,omitempty"`
	CardID     string   `json:"card,omitempty"`
	Name       string   `json:"name,omitempty"`
	Type       CardType `json:"type"`
	Owner      Player   `json:"owner"`
	Controller Player   `json:"controller"`
	Stopped    bool     `json:"stopped,omitempty"`
	// Current skills and attributes of a visible personnel, modifiers
	// included.
	Skills    []SkillLevel `json:"skills,omitempty"`
	Integrity int          `json:"integrity,omitempty"`
	Cunning   int          `json:"cunning,omitempty"`
	Strength  int          `json:"strength,omitempty"`
	// Modifiers applying now, as "Source: effect".
	Modifiers []string `json:"modifiers,omitempty"`
	// Holds: the cards placed on this event by game text (face up).
	Holds []CardView `json:"holds,omitempty"`
}

// MissionView is a mission with everything at it.
type MissionView struct {
	CardView
	Completed bool `json:"completed,omitempty"`
	// Flipped: a two-sided mission lies back side up; its back's text is
	// the text in play (vocab_flip.go).
	Flipped bool `json:"flipped,omitempty"`
	// Requirements: the mission's requirements now, when cards lying on
	// it have changed them from the printed ones.
	Requirements string     `json:"requirements,omitempty"`
	Overcome     []CardView `json:"overcome,omitempty"`
	On           []CardView `json:"on,omitempty"`
	// Under: the cards beneath it by card text that the viewer may
	// identify; UnderCount: how many lie there (vocab_hidden_beneath.go).
	Under      []CardView `json:"under,omitempty"`
	UnderCount int        `json:"under_count,omitempty"`
	Surface    []CardView `json:"surface,omitempty"`
	Ships      []ShipView `json:"ships,omitempty"`
	// CannotComplete: the viewer's own mission that their crew there now
	// could attempt but whose text forbids completing it
	// (view_cannot_complete.go).
	CannotComplete bool `json:"cannot_complete,omitempty"`
	// Granted: for the mission's controller, the other requirement sets
	// cards in play give it now, one per line, in the printed form
	// (vocab_grant_requirements.go: For the Cause, 2C043).
	Granted string `json:"granted,omitempty"`
}

// ShipView is a ship with its crew and damage.
type ShipView struct {
	CardView
	RangeLeft int `json:"range_left"`
	Range     int `json:"range"`
	Weapons   int `json:"weapons"`
	Shields   int `json:"shields"`
	// Staffed is known only to the ship's controller; on the wire it is
	// left out for anyone else (view_wire.go).
	Staffed      bool       `json:"staffed"`
	Aboard       []CardView `json:"aboard,omitempty"`
	Damage       []CardView `json:"damage,omitempty"`
	staffedKnown bool
}

// AttemptView is the mission attempt in progress. The dilemma owner sees
// the drawn dilemmas and the stack; the attempting player sees only how
// many remain and the dilemma being faced.
type AttemptView struct {
	Player    Player     `json:"player"`
	Mission   int        `json:"mission"`
	Personnel []CardView `json:"personnel"`
	Limit     int        `json:"limit"`
	Spent     int        `json:"spent"`
	// SetAside, for the dilemmas' owner alone, is the printed cost of the
	// dilemmas it set aside to go on top of the stack being chosen
	// (Uninvited): they count against Limit.
	SetAside   int        `json:"set_aside,omitempty"`
	Drawn      []CardView `json:"drawn,omitempty"`
	DrawnCount int        `json:"drawn_count"`
	Stack      []CardView `json:"stack,omitempty"`
	StackCount int        `json:"stack_count"`
	Facing     *CardView  `json:"facing,omitempty"`
}

// View returns what player me may see.
func (g *Game) View(me Player) View {
	var v View
	g.fillView(&v, me, nil)
	return v
}

// fillView builds what me may see into v, reusing v's slices when buf
// holds them (see ViewInto); with buf nil it makes a fresh view.
func (g *Game) fillView(v *View, me Player, buf *ViewBuffer) {
	if !g.frozen.on { // Match may hold them frozen until its bot has chosen
		g.freezeSources()
		defer g.thawSources()
	}
	var stats *statsTable // a light view's stats table; nil builds a full view
	parts := viewAll
	v.stats = nil
	if buf != nil && buf.Light {
		parts &^= buf.omit
		stats = &buf.stats
		stats.reset(g, len(g.cards))
		stats.skip = parts&viewStats == 0
		v.stats = stats
	}
	light := stats != nil
	missions, crews := parts&(viewMissions|viewCrews) != 0, parts&viewCrews != 0
	v.Me, v.Turn, v.Active, v.First, v.Segment, v.Counters, v.Result = me, g.turn, g.active, g.first, g.segment, g.counter, g.result
	v.Pending, v.Waiting = nil, 0
	v.Unplayable, v.Unmovable = nil, nil
	if !light {
		v.Unplayable = g.Unplayable(me)
		v.Unmovable = g.Unmovable(me)
	}
	if g.pending != nil && g.result == nil {
		v.Waiting = g.pending.Player
		if g.pending.Player == me && buf == nil {
			d := *g.Pending()
			v.Pending = &d
		}
	}
	for p := range 2 {
		ps := g.players[p]
		pv := &v.Players[p]
		pv.Name, pv.Score, pv.PointsLost, pv.HandCount, pv.DeckCount, pv.DilemmaCount = ps.Name, ps.Score, ps.Lost, len(ps.Hand), len(ps.Deck), len(ps.DilemmaPile)
		if Player(p) == me && !light {
			pv.Hand = g.fillCardViews(pv.Hand, ps.Hand, me, stats)
		} else {
			pv.Hand = pv.Hand[:0]
		}
		if light {
			pv.Discard, pv.Removed = pv.Discard[:0], pv.Removed[:0]
		} else {
			pv.Discard = g.fillCardViews(pv.Discard, ps.Discard, me, stats)
			pv.Removed = g.fillCardViews(pv.Removed, ps.Removed, me, stats)
		}
		if crews {
			pv.Core = g.fillCardViews(pv.Core, ps.Core, me, stats)
			pv.Brig = g.fillCardViews(pv.Brig, ps.Brig, me, stats)
		} else {
			pv.Core, pv.Brig = pv.Core[:0], pv.Brig[:0]
		}
		pv.Missions = pv.Missions[:0]
		if !missions {
			continue
		}
		// Room for all at once: grown one by one, a fresh view copied
		// its missions (some 200 bytes each) four times.
		pv.Missions = roomFor(pv.Missions, len(ps.Missions))
		for _, m := range ps.Missions {
			pv.Missions = grow1(pv.Missions)
			g.fillMissionView(&pv.Missions[len(pv.Missions)-1], m, me, stats, crews)
		}

	}
	v.Attempt = nil
	v.Playing = nil
	if len(g.playing) > 0 && parts&viewPlaying != 0 {
		var playing []CardView
		if buf != nil {
			playing = buf.playing
		}
		v.Playing = g.fillCardViews(playing, g.playing, me, stats)
		if buf != nil {
			buf.playing = v.Playing // v.Playing is nil when nothing is played
		}
	}
	if a := g.attempt; a != nil && parts&viewAttempt != 0 {
		// Made only without a buffer: taking the address of a fresh one
		// on both paths made it on the heap for every view.
		var av *AttemptView
		if buf != nil {
			av = &buf.attempt
		} else {
			av = new(AttemptView)
		}
		av.Player, av.Mission, av.Limit, av.Spent, av.DrawnCount, av.StackCount = a.player, a.mission, a.limit, a.spent, len(a.drawn), len(a.stack)
		av.Personnel = g.fillCardViews(av.Personnel, a.personnel, me, stats)
		av.SetAside = 0
		if me == a.player.Other() {
			if !a.formed {
				_, av.SetAside = g.asideDilemmas(me)
			}
			av.Drawn = g.fillCardViews(av.Drawn, a.drawn, me, stats)
			av.Stack = g.fillCardViews(av.Stack, g.stackAsOwnerKnows(), me, stats)
		} else {
			av.Drawn, av.Stack = av.Drawn[:0], av.Stack[:0]
		}
		av.Facing = nil
		if a.dilemma != 0 {
			var cv *CardView
			if buf != nil {
				cv = &buf.facing
			} else {
				cv = new(CardView)
			}
			g.fillCardView(cv, a.dilemma, me, stats)
			av.Facing = cv
		}
		v.Attempt = av
	}
}

// grow1 extends s by one element, reusing spare capacity: the element may
// hold an earlier view's data, which the fill functions overwrite while
// keeping its slices for reuse.
func grow1[T any](s []T) []T {
	if len(s) < cap(s) {
		return s[:len(s)+1]
	}
	var zero T
	return append(s, zero)
}

// roomFor returns s emptied, with room for n. Grown, it keeps the
// elements it had, and so the lists they hold for the next refill: a
// buffered view's ships made anew lost their crews' lists, and the
// strong bot's futures regrew them (1% of what they allocated).
func roomFor[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:0]
	}
	grown := make([]T, cap(s), max(n, 2*cap(s)))
	copy(grown, s[:cap(s)])
	return grown[:0]
}

// fillCardViews refills dst with the views of ids. It never returns nil
// (an empty pile reads as [] in JSON, not null).
func (g *Game) fillCardViews(dst []CardView, ids []int, me Player, stats *statsTable) []CardView {
	if dst == nil {
		dst = make([]CardView, 0, len(ids))
	}
	dst = dst[:0]
	if stats != nil {
		// A light view: each card read once, face-down cards left out
		// (fillCardView would read the card and ask whether it is face
		// down again; about 15% of a light view's cost in a view benchmark).
		for _, id := range ids {
			if c := g.cards[id]; !concealed(c, me) {
				dst = grow1(dst)
				fillLightCard(&dst[len(dst)-1], id, c, stats)
			}
		}
		return dst
	}
	for _, id := range ids {
		dst = grow1(dst)
		g.fillCardView(&dst[len(dst)-1], id, me, stats)
	}
	return dst
}

// concealed reports whether me may not see which card c is: an
// opponent's personnel or equipment in play is face down once it has been
// shown entering play.
func concealed(c *Inst, me Player) bool {
	if c.Controller == me {
		return false
	}
	switch c.Zone {
	case ZSurface, ZAboard:
		return c.Card.Type == Personnel || c.Card.Type == Equipment
	}
	return false
}

// fillCardView overwrites *cv with card id as me sees it, keeping the
// backing arrays of its skills and modifiers for reuse. With a stats table
// (a light view) it fills what the viewer may see by fillLightCard.
func (g *Game) fillCardView(cv *CardView, id int, me Player, stats *statsTable) {
	c := g.cards[id]
	if stats != nil && !concealed(c, me) {
		fillLightCard(cv, id, c, stats)
		return
	}
	skills, mods := cv.Skills[:0], cv.Modifiers[:0]
	// Cleared in place, then set: a composite literal is built on the
	// stack and copied over, and that copy was most of this function's
	// own time (light views are about 7% cheaper without it).
	*cv = CardView{}
	cv.ID, cv.Type, cv.Owner, cv.Controller, cv.Stopped = id, c.Card.Type, c.Owner, c.Controller, c.Stopped
	if concealed(c, me) {
		cv.Concealed = true
		return
	}
	cv.CardID, cv.Name = c.Card.ID, c.Card.Name()
	if c.Card.Type == EventCard && len(c.On) > 0 {
		cv.Holds = g.fillCardViews(nil, c.On, me, nil)
	} else if c.Card.Type == Ship && c.Zone == ZPlayedOn && len(c.Aboard) > 0 {
		cv.Holds = g.fillCardViews(nil, c.Aboard, me, nil) // its crew, on an event (vocab_ship_on_event.go)
	}
	if c.Card.Type == Ship && len(c.On) > 0 { // events played on it (vocab_plays_on_ship.go)
		for _, e := range c.On {
			cv.Holds = append(cv.Holds, CardView{})
			g.fillCardView(&cv.Holds[len(cv.Holds)-1], e, me, nil)
		}
	}
	if c.Zone.InPlay() && (c.Card.Type == Personnel || c.Card.Type == Ship || c.Card.Type == Mission) {
		cv.Modifiers = g.appendModifiersFor(mods, id, me)
	}
	if c.Card.Type == Personnel && c.Zone.InPlay() {
		s := g.stats(id)
		cv.Integrity, cv.Cunning, cv.Strength = s.Integrity, s.Cunning, s.Strength
		for i, n := range &s.Skills { // by pointer: ranging over an array copies it
			if n > 0 {
				skills = append(skills, SkillLevel{Skill: skillNames[i], Level: int(n)})
			}
		}
		if len(skills) > 0 {
			cv.Skills = skills
		}
	}
}

// fillMissionView overwrites *mv with mission m as me sees it; without
// crews (a light view's viewCrews) it leaves out what is at it.
// fillLightCard overwrites *cv with card c, of ID id, which the viewer
// may see, as a light view shows it (see fillCardView): no modifier
// descriptions, cards held or skills, and a personnel's stats marked in
// the table instead.
func fillLightCard(cv *CardView, id int, c *Inst, stats *statsTable) {
	*cv = CardView{} // see fillCardView
	cv.ID, cv.Type, cv.Owner, cv.Controller, cv.Stopped = id, c.Card.Type, c.Owner, c.Controller, c.Stopped
	cv.CardID, cv.Name = c.Card.ID, c.Card.Name()
	if c.Card.Type == Personnel && c.Zone.InPlay() && !stats.skip && !c.Stopped {
		stats.show(id) // the basic bot weighs only crews that can act
	}
}

func (g *Game) fillMissionView(mv *MissionView, m int, me Player, stats *statsTable, crews bool) {
	mc := g.cards[m]
	g.fillCardView(&mv.CardView, m, me, stats)
	mv.Completed, mv.Requirements, mv.Flipped = mc.Completed, "", mc.Card.isBack
	if r := g.missionReq(m); r != nil && r != mc.Card.Req {
		mv.Requirements = r.String() // as the cards on it changed them
	}
	mv.CannotComplete, mv.Granted = false, ""
	if mc.Controller == me && len(g.grantSources) > 0 {
		mv.Granted = g.grantedText(m)
	}
	if !crews {
		mv.Overcome, mv.On, mv.Surface, mv.Ships = mv.Overcome[:0], mv.On[:0], mv.Surface[:0], mv.Ships[:0]
		return
	}
	mv.CannotComplete = g.crewCannotComplete(me, m)
	if stats == nil {
		mv.Overcome = g.fillCardViews(mv.Overcome, mc.Beneath, me, stats)
		mv.On = g.fillCardViews(mv.On, mc.On, me, stats)
		g.fillUnderView(mv, m, me)
	} else {
		mv.Overcome, mv.On = mv.Overcome[:0], mv.On[:0]
	}
	mv.Surface = g.fillCardViews(mv.Surface, mc.Surface, me, stats)
	mv.Ships = roomFor(mv.Ships, len(mc.Ships)) // see fillView's missions
	for _, s := range mc.Ships {
		sc := g.cards[s]
		mv.Ships = grow1(mv.Ships)
		sv := &mv.Ships[len(mv.Ships)-1]
		g.fillCardView(&sv.CardView, s, me, stats)
		if stats == nil { // a light view leaves a ship's numbers out
			sv.Range, sv.Weapons, sv.Shields = g.shipAttrs(s)
			sv.RangeLeft = sv.Range - sc.RangeUsed // rangeLeft
			sv.Staffed, sv.staffedKnown = sc.Controller == me && g.staffed(s), sc.Controller == me
		} else {
			// A light view keeps the Range of the viewer's own ships at a
			// headquarters (the basic bot does not gather crews on a ship
			// that cannot leave: bot_stranded_ship.go); it reads no other
			// ship's, and working out every ship's modifiers for every
			// view was a few percent of a basic-bot game.
			sv.Range, sv.Weapons, sv.Shields, sv.Staffed, sv.staffedKnown = 0, 0, 0, false, false
			sv.RangeLeft = 0
			if sc.Controller == me && mc.Card.MissionType == Headquarters {
				sv.Range = g.shipRange(s)
				sv.RangeLeft = sv.Range - sc.RangeUsed
			}
		}
		sv.Aboard = g.fillCardViews(sv.Aboard, sc.Aboard, me, stats)
		if stats == nil {
			sv.Damage = g.fillCardViews(sv.Damage, sc.Damage, me, stats)
		} else {
			sv.Damage = sv.Damage[:0]
		}
	}
}
