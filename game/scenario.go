package game

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Scenario is a starting position written by hand (docs/scenarios.md):
// each player's missions with what is at them, hands, decks and piles top
// to bottom, score, whose turn and which segment.
type Scenario struct {
	Seed     uint64           `yaml:"seed"`
	Turn     int              `yaml:"turn"`
	First    int              `yaml:"first"`  // 1 or 2; default: the active player
	Active   int              `yaml:"active"` // 1 or 2
	Segment  string           `yaml:"segment"`
	Counters *int             `yaml:"counters"`
	Players  []ScenarioPlayer `yaml:"players"`
}

// ScenarioPlayer is one seat's side of a scenario.
type ScenarioPlayer struct {
	Name     string            `yaml:"name"`
	Score    int               `yaml:"score"`
	Lost     int               `yaml:"lost"` // points already lost to card text
	Missions []ScenarioMission `yaml:"missions"`
	Hand     []ScenarioCard    `yaml:"hand"`
	Deck     []ScenarioCard    `yaml:"deck"`
	Dilemmas []ScenarioCard    `yaml:"dilemmas"`
	Discard  []ScenarioCard    `yaml:"discard"`
	Core     []ScenarioCard    `yaml:"core"`
	Brig     []ScenarioCard    `yaml:"brig"`
	Removed  []ScenarioCard    `yaml:"removed"`
}

// ScenarioMission is a mission and everything at it.
type ScenarioMission struct {
	Card      string `yaml:"card"`
	Completed bool   `yaml:"completed"`
	// Flipped: a two-sided mission lies back side up (vocab_flip.go).
	Flipped  bool           `yaml:"flipped"`
	Overcome []ScenarioCard `yaml:"overcome"`
	On       []ScenarioCard `yaml:"on"`
	// Events: events played on the mission (plays_on), in play and
	// commanded by the mission's player unless controller says otherwise.
	Events []ScenarioCard `yaml:"events"`
	// Under: cards its player placed beneath it by card text
	// (vocab_hidden_beneath.go).
	Under   []ScenarioCard `yaml:"under"`
	Surface []ScenarioCard `yaml:"surface"`
	Ships   []ScenarioShip `yaml:"ships"`
}

// ScenarioShip is a ship at a mission with its crew.
type ScenarioShip struct {
	ScenarioCard `yaml:",inline"`
	Aboard       []ScenarioCard `yaml:"aboard"`
	Damage       []ScenarioCard `yaml:"damage"`
	RangeUsed    int            `yaml:"range_used"`
}

// UnmarshalYAML accepts a plain ship name or a mapping. (Without it the
// embedded ScenarioCard's decoder would drop aboard and damage.)
func (s *ScenarioShip) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*s = ScenarioShip{ScenarioCard: ScenarioCard{Card: n.Value}}
		return nil
	}
	var p struct {
		Card       string         `yaml:"card"`
		Owner      int            `yaml:"owner"`
		Controller int            `yaml:"controller"`
		Stopped    bool           `yaml:"stopped"`
		Aboard     []ScenarioCard `yaml:"aboard"`
		Damage     []ScenarioCard `yaml:"damage"`
		RangeUsed  int            `yaml:"range_used"`
	}
	if err := decodeEntry(n, &p); err != nil {
		return err
	}
	*s = ScenarioShip{ScenarioCard: ScenarioCard{Card: p.Card, Owner: p.Owner, Controller: p.Controller, Stopped: p.Stopped}, Aboard: p.Aboard, Damage: p.Damage, RangeUsed: p.RangeUsed}
	return nil
}

// ScenarioCard is a card name, or a mapping with the name and details.
type ScenarioCard struct {
	Card  string `yaml:"card"`
	Owner int    `yaml:"owner"` // 1 or 2; default: the side it is listed under
	// Controller: who commands a card in play (1 or 2); default: the side
	// it is listed under. Use it for an opponent's personnel at your mission.
	Controller int  `yaml:"controller"`
	Stopped    bool `yaml:"stopped"`
	FaceUp     bool `yaml:"face_up"` // a dilemma returned face up
	// On: cards lying on this event in a core, placed there by its text.
	On []ScenarioCard `yaml:"on"`
}

// UnmarshalYAML accepts a plain name or a mapping.
func (c *ScenarioCard) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		c.Card = n.Value
		return nil
	}
	type plain ScenarioCard
	var p plain
	if err := decodeEntry(n, &p); err != nil {
		return err
	}
	*c = ScenarioCard(p)
	return nil
}

// ParseScenario reads a scenario file.
func ParseScenario(data []byte) (*Scenario, error) {
	var s Scenario
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	if len(s.Players) != 2 {
		return nil, fmt.Errorf("scenario: want 2 players, got %d", len(s.Players))
	}
	return &s, nil
}

// MaxScenarioTurn is the latest turn a scenario may start in; far beyond
// any real game, and far from where counting turns would overflow.
const MaxScenarioTurn = 1_000_000

// Segments a scenario may start in.
var scenarioSegments = map[string]Segment{
	"": SegPlayDraw, "play": SegPlayDraw, "play-draw": SegPlayDraw, "play and draw cards": SegPlayDraw,
	"orders": SegOrders, "execute orders": SegOrders,
	"discard": SegDiscard, "discard excess cards": SegDiscard,
}

// NewFromScenario sets up a game in the position s describes and runs it
// to the first decision.
func NewFromScenario(lib *Library, s *Scenario) (*Game, error) {
	b := &scenarioBuilder{lib: lib}
	g := b.build(s)
	if b.err != nil {
		return nil, b.err
	}
	return g, nil
}

type scenarioBuilder struct {
	lib *Library
	g   *Game
	err error
}

func (b *scenarioBuilder) fail(format string, a ...any) {
	if b.err == nil {
		b.err = fmt.Errorf("scenario: "+format, a...)
	}
}

func seat(n int, def Player) (Player, bool) {
	switch n {
	case 0:
		return def, true
	case 1, 2:
		return Player(n - 1), true
	}
	return 0, false
}

// card creates one instance in zone z for side, appended to list.
func (b *scenarioBuilder) card(sc ScenarioCard, side Player, z Zone, where int, want ...CardType) *Inst {
	c, err := b.lib.Find(sc.Card)
	if err != nil {
		b.fail("%v", err)
		return nil
	}
	if len(want) > 0 {
		ok := false
		for _, t := range want {
			ok = ok || c.Type == t
		}
		if !ok {
			b.fail("%s is a %s and cannot be in %s", c.Name(), c.Type, z)
			return nil
		}
	}
	owner, ok := seat(sc.Owner, side)
	if !ok {
		b.fail("owner of %s must be 1 or 2", c.Name())
		return nil
	}
	ctrl, ok := seat(sc.Controller, side)
	if !ok {
		b.fail("controller of %s must be 1 or 2", c.Name())
		return nil
	}
	if sc.Owner != 0 && sc.Controller == 0 && z.InPlay() {
		ctrl = side
	}
	if sc.Controller != 0 && sc.Owner == 0 {
		owner = ctrl
	}
	in := &Inst{ID: len(b.g.cards), Card: c, Owner: owner, Controller: ctrl, Zone: z, Where: where, Stopped: sc.Stopped, FaceUp: sc.FaceUp}
	if !z.InPlay() && z != ZBrig {
		in.Controller = owner
		b.g.changed(in.ID) // rules_loops_cards.go
	}
	b.g.cards = append(b.g.cards, in)
	if l := b.g.list(in); l != nil {
		*l = append(*l, in.ID)
	}
	return in
}

func (b *scenarioBuilder) cards(list []ScenarioCard, side Player, z Zone, where int, want ...CardType) {
	for _, sc := range list {
		b.card(sc, side, z, where, want...)
	}
}

func (b *scenarioBuilder) build(s *Scenario) *Game {
	g := &Game{lib: b.lib, seed: s.Seed, cards: []*Inst{nil}, usedThisTurn: map[abilityKey]bool{}}
	g.rng = newRNG(s.Seed)
	b.g = g
	active, ok := seat(s.Active, 0)
	if !ok {
		b.fail("active must be 1 or 2")
	}
	first, ok := seat(s.First, active)
	if !ok {
		b.fail("first must be 1 or 2")
	}
	g.active, g.first = active, first
	if s.Turn < 0 || s.Turn > MaxScenarioTurn {
		b.fail("turn %d: want 1 to %d (or leave it out: 1)", s.Turn, MaxScenarioTurn)
	}
	g.turn = max(1, s.Turn)
	for p, sp := range s.Players {
		if sp.Score < 0 || sp.Lost < 0 {
			b.fail("player %d: a score and the points lost are never below zero", p+1)
		}
		name := sp.Name
		if name == "" {
			name = Player(p).String()
		}
		g.players[p] = &playerState{Name: name, Score: sp.Score, Lost: sp.Lost}
	}
	for p, sp := range s.Players {
		side := Player(p)
		for _, sm := range sp.Missions {
			m := b.card(ScenarioCard{Card: sm.Card}, side, ZMission, 0, Mission)
			if m == nil {
				continue
			}
			m.Completed = sm.Completed
			g.changed(m.ID) // rules_loops_cards.go
			if sm.Flipped {
				if m.Card.other == nil {
					b.fail("%s has no back side to lie flipped on", m.Card.Name())
				} else {
					m.Card = m.Card.other
				}
			}
			b.cards(sm.Overcome, side.Other(), ZBeneath, m.ID, Dilemma)
			b.cards(sm.On, side.Other(), ZOnMission, m.ID)
			b.cards(sm.Events, side, ZPlayedOn, m.ID, EventCard)
			b.cards(sm.Under, side, ZUnder, m.ID)
			for _, x := range sm.Surface {
				if m.Card.MissionType == Space {
					b.fail("%s is a space mission: nothing stands on it (put %s aboard a ship)", m.Card.Name(), x.Card)
				}
				b.card(x, side, ZSurface, m.ID, Personnel, Equipment)
			}
			for _, ss := range sm.Ships {
				sh := b.card(ss.ScenarioCard, side, ZAtMission, m.ID, Ship)
				if sh == nil {
					continue
				}
				sh.RangeUsed = ss.RangeUsed
				g.changed(sh.ID) // rules_loops_cards.go
				b.cards(ss.Aboard, sh.Controller, ZAboard, sh.ID, Personnel, Equipment)
				b.cards(ss.Damage, side.Other(), ZDamage, sh.ID)
			}
		}
		if len(g.players[p].Missions) == 0 {
			b.fail("%s has no missions", side)
		}
		b.cards(sp.Hand, side, ZHand, 0)
		b.cards(sp.Deck, side, ZDeck, 0)
		b.cards(sp.Dilemmas, side, ZDilemmaPile, 0, Dilemma)
		b.cards(sp.Discard, side, ZDiscard, 0)
		for _, sc := range sp.Core {
			if ev := b.card(sc, side, ZCore, 0, EventCard); ev != nil {
				b.cards(sc.On, side, ZOnCard, ev.ID)
			}
		}
		b.cards(sp.Brig, side.Other(), ZBrig, p, Personnel)
		b.cards(sp.Removed, side, ZRemoved, 0)
	}
	g.indexCards()
	seg, ok := scenarioSegments[strings.ToLower(s.Segment)]
	if !ok {
		b.fail("segment %q: want play-draw, orders or discard", s.Segment)
	}
	if b.err != nil {
		return nil
	}
	g.counter = 7
	if s.Counters != nil {
		g.counter = *s.Counters
	}
	if g.counter < 0 || g.counter > 7 {
		b.fail("counters must be 0 to 7")
		return nil
	}
	g.emit(Event{Kind: "setup", Player: -1, Text: fmt.Sprintf("Scenario: turn %d, %s, %s.", g.turn, g.players[active].Name, seg)})
	switch seg {
	case SegPlayDraw:
		g.segment = seg
		g.push(g.playDrawStep)
	case SegOrders:
		g.segment = seg
		g.push(g.ordersStep)
	default:
		g.push(g.discardExcess)
	}
	g.run()
	return g
}
