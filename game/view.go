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
	// Requirements: the mission's requirements now, when cards lying on
	// it have changed them from the printed ones.
	Requirements string     `json:"requirements,omitempty"`
	Overcome     []CardView `json:"overcome,omitempty"`
	On           []CardView `json:"on,omitempty"`
	Surface      []CardView `json:"surface,omitempty"`
	Ships        []ShipView `json:"ships,omitempty"`
}

// ShipView is a ship with its crew and damage.
type ShipView struct {
	CardView
	RangeLeft int `json:"range_left"`
	Range     int `json:"range"`
	Weapons   int `json:"weapons"`
	Shields   int `json:"shields"`
	// Staffed is known only to the ship's controller; on the wire it is
	// left out for anyone else (wire.go).
	Staffed      bool       `json:"staffed"`
	Aboard       []CardView `json:"aboard,omitempty"`
	Damage       []CardView `json:"damage,omitempty"`
	staffedKnown bool
}

// AttemptView is the mission attempt in progress. The dilemma owner sees
// the drawn dilemmas and the stack; the attempting player sees only how
// many remain and the dilemma being faced.
type AttemptView struct {
	Player     Player     `json:"player"`
	Mission    int        `json:"mission"`
	Personnel  []CardView `json:"personnel"`
	Limit      int        `json:"limit"`
	Spent      int        `json:"spent"`
	Drawn      []CardView `json:"drawn,omitempty"`
	DrawnCount int        `json:"drawn_count"`
	Stack      []CardView `json:"stack,omitempty"`
	StackCount int        `json:"stack_count"`
	Facing     *CardView  `json:"facing,omitempty"`
}

// View returns what player me may see.
func (g *Game) View(me Player) View {
	v := View{Me: me, Turn: g.turn, Active: g.active, First: g.first, Segment: g.segment, Counters: g.counter, Result: g.result,
		Unplayable: g.Unplayable(me)}
	if g.pending != nil && g.result == nil {
		v.Waiting = g.pending.Player
		if g.pending.Player == me {
			d := *g.pending
			v.Pending = &d
		}
	}
	for p := range 2 {
		ps := g.players[p]
		pv := PlayerView{Name: ps.Name, Score: ps.Score, PointsLost: ps.Lost, HandCount: len(ps.Hand), DeckCount: len(ps.Deck), DilemmaCount: len(ps.DilemmaPile)}
		if Player(p) == me {
			pv.Hand = g.cardViews(ps.Hand, me)
		}
		pv.Discard = g.cardViews(ps.Discard, me)
		pv.Removed = g.cardViews(ps.Removed, me)
		pv.Core = g.cardViews(ps.Core, me)
		pv.Brig = g.cardViews(ps.Brig, me)
		for _, m := range ps.Missions {
			pv.Missions = append(pv.Missions, g.missionView(m, me))
		}
		v.Players[p] = pv
	}
	if len(g.playing) > 0 {
		v.Playing = g.cardViews(g.playing, me)
	}
	if a := g.attempt; a != nil {
		av := &AttemptView{Player: a.player, Mission: a.mission, Limit: a.limit, Spent: a.spent,
			Personnel: g.cardViews(a.personnel, me), DrawnCount: len(a.drawn), StackCount: len(a.stack)}
		if me == a.player.Other() {
			av.Drawn = g.cardViews(a.drawn, me)
			av.Stack = g.cardViews(a.stack, me)
		}
		if a.dilemma != 0 {
			cv := g.cardView(a.dilemma, me)
			av.Facing = &cv
		}
		v.Attempt = av
	}
	return v
}

func (g *Game) cardViews(ids []int, me Player) []CardView {
	out := make([]CardView, 0, len(ids))
	for _, id := range ids {
		out = append(out, g.cardView(id, me))
	}
	return out
}

// concealed reports whether me may not see which card id is: an
// opponent's personnel or equipment in play is face down once it has been
// shown entering play.
func (g *Game) concealed(id int, me Player) bool {
	c := g.cards[id]
	if c.Controller == me {
		return false
	}
	switch c.Zone {
	case ZSurface, ZAboard:
		return c.Card.Type == Personnel || c.Card.Type == Equipment
	}
	return false
}

func (g *Game) cardView(id int, me Player) CardView {
	c := g.cards[id]
	cv := CardView{ID: id, Type: c.Card.Type, Owner: c.Owner, Controller: c.Controller, Stopped: c.Stopped}
	if g.concealed(id, me) {
		cv.Concealed = true
		return cv
	}
	cv.CardID, cv.Name = c.Card.ID, c.Card.Name()
	if c.Card.Type == EventCard && len(c.On) > 0 {
		cv.Holds = g.cardViews(c.On, me)
	}
	if c.Zone.InPlay() && (c.Card.Type == Personnel || c.Card.Type == Ship || c.Card.Type == Mission) {
		cv.Modifiers = g.modifiersFor(id, me)
	}
	if c.Card.Type == Personnel && c.Zone.InPlay() {
		s := g.stats(id)
		cv.Integrity, cv.Cunning, cv.Strength = s.Integrity, s.Cunning, s.Strength
		for i, k := range skillNames {
			if n := s.Skills[i]; n > 0 {
				cv.Skills = append(cv.Skills, SkillLevel{Skill: k, Level: n})
			}
		}
	}
	return cv
}

func (g *Game) missionView(m int, me Player) MissionView {
	mc := g.cards[m]
	mv := MissionView{CardView: g.cardView(m, me), Completed: mc.Completed,
		Overcome: g.cardViews(mc.Beneath, me), On: g.cardViews(mc.On, me), Surface: g.cardViews(mc.Surface, me)}
	if r := g.missionReq(m); r != nil && r != mc.Card.Req {
		mv.Requirements = r.String()
	}
	for _, s := range mc.Ships {
		sc := g.cards[s]
		sv := ShipView{CardView: g.cardView(s, me), Range: g.shipRange(s), RangeLeft: g.rangeLeft(s),
			Weapons: g.shipWeapons(s), Shields: g.shipShields(s), Staffed: sc.Controller == me && g.staffed(s),
			Aboard: g.cardViews(sc.Aboard, me), Damage: g.cardViews(sc.Damage, me), staffedKnown: sc.Controller == me}
		mv.Ships = append(mv.Ships, sv)
	}
	return mv
}
