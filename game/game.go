package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Setup is what a game starts from.
type Setup struct {
	Decks [2]DeckList
	Names [2]string
	Seed  uint64
	// First forces the first player; nil means random (Rulebook: Setting
	// up the game).
	First *Player
	// Reuse, when set, is a game the caller is done with: the new game
	// may take its memory (event log, card instances, decision and choice
	// buffers, its Result), so neither it nor anything read from it may
	// be used again. For callers that play many games, one after another.
	Reuse *Game
	// ForMatch says a Match will play the game from its start (see
	// NewMatch): event text is written when read and decisions are
	// recycled from the opening draws on, not only once the Match is made.
	ForMatch bool
}

// Result is how a game ended.
type Result struct {
	Winner Player `json:"winner"` // meaningless when Tie, and left out of JSON then
	Tie    bool   `json:"tie"`
	Reason string `json:"reason"`
	Scores [2]int `json:"scores"`
	Turns  int    `json:"turns"`
}

// Reasons a game ends.
const (
	ReasonMissions = "missions" // 100 points with a planet and a space mission
	ReasonDecksOut = "decks-out"
)

// Game is one game of 2E. All changes happen through Choose; everything a
// player may see comes from View. A Game is not safe for concurrent use.
type Game struct {
	lib   *Library
	rng   *rand.Rand
	pcg   *rand.PCG // rng's source, seeded anew for a game set up on this one's memory
	seed  uint64
	cards []*Inst // index is the instance ID; cards[0] is nil

	players [2]*playerState
	first   Player
	active  Player
	turn    int
	segment Segment
	counter int // counters left this turn

	// autoPass: the seat passes every response window without being asked.
	autoPass [2]bool
	// passAlone: a window offering the seat Pass alone is answered Pass
	// without posing it, as autoPass does (set for a bot's seat, by
	// SeatBot or a Match: every bot's answer to a decision with one
	// option is that option).
	passAlone [2]bool
	// windows are closed response windows, kept for reuse (rules_responses.go).
	windows []*responseWindow
	// windowsMade: every window value made, handed to the next game on
	// this memory (takeMemory), closed or not: a future ends with
	// windows open.
	windowsMade []*responseWindow
	// picks backs the picks of the choices logged and the copies each
	// step gets, a block at a time (a game logs a thousand of them); see
	// takePicks.
	picks []int
	// frozen holds the active modifier sources found while nothing
	// changes (see freezeSources).
	frozen frozenSources

	pending  *Decision
	resume   func(picks []int)
	validate func(picks []int) error
	// offered holds the actions of a decision posed by offer (instead of
	// a resume closure); offeredFor is that decision.
	offered    []action
	offeredFor *Decision
	rec        recycler
	fns        boundFns // functions bound to this game (bound_fns.go)

	// beaming is the beam-cards decision posed last (rules_orders.go).
	beaming  beamAsk
	shipsAsk shipsAsk // the ships-to-attempt-with decision posed last (askAttemptShips)
	// missionRows is allMissions' list with each player active, and
	// moveCosts the range needed between each two of its missions.
	missionRows [2][]int
	moveCosts   [2][]int
	// trigs, attempts and selections hold those of a game played on a
	// finished one's memory (slab.go): making triggers was the largest
	// share of what the strong bot's futures allocated.
	trigs      slab[Trigger]
	attempts   slab[attempt]
	selections slab[selection]
	// groups and lists hold the stats of groups read (groupStats) and the
	// lists of cards triggers and attempts keep, the same way.
	groups runs[Stats]
	lists  runs[int]
	uses   slab[triggerUse] // the trigger responses gathered (Game.triggerResponse)

	// reqCtxs and shipVals hold the requirement contexts built during
	// attempts (reqCtxUsing) and their ships' values, the same way.
	reqCtxs  slab[ReqCtx]
	shipVals slab[[3]int]
	idLists  runs[string]     // lists of printed card IDs kept by attempts
	keys     runs[abilityKey] // the abilities used on triggers (Trigger.used; appendIn)
	// cardLists holds the equipment of requirement contexts; results the
	// results of games ended (finish).
	cardLists runs[*Card]
	results   slab[Result]

	dil    dilMemory // dilemma and reveal steps' (memory_dilemmas.go)
	nextID int
	work   []work
	// workCtx holds the contexts of the work items that carry one
	// (opAbilityStep), in the same order: see pushAbilityStep.
	workCtx []fxCtx

	attempt    *attempt
	engagement *engagement
	// combatTheirs: the opponent's personnel in the combat being resolved.
	combatTheirs []int
	// combatGroup: the cards involved in the combat being resolved
	// (vocab_cond_combat.go).
	combatGroup []int
	// combatEnd: text scheduled for the end of the combat being begun or
	// resolved (vocab_combat_end.go).
	combatEnd []delayedSteps
	// spareCounters: counters this turn that need not be spent
	// (vocab_extra_counter.go).
	spareCounters int
	// usedThisTurn marks "once each turn" abilities used this turn.
	usedThisTurn map[abilityKey]bool
	// shields: named events protected for a while
	// (vocab_shield_named.go).
	shields []titleShield
	// facedTurn: how many dilemmas each personnel has faced this turn
	// (vocab_faced_this_turn.go).
	facedTurn map[int]int
	turnFx    []timedEffect // effects lasting until end of turn or attempt

	// delayed: text scheduled for the end of this turn (vocab_react_timed.go).
	delayed []delayedSteps
	// loops: the positions of this Execute Orders segment (rules_loops.go).
	loops loopState

	// modSources lists the instances whose cards have modifiers, so reading
	// a value does not scan every card.
	modSources []int
	// turnStartSrcs lists the dilemmas with steps at the start of a turn
	// (vocab_lasting_turn_start.go), in card order.
	turnStartSrcs []int
	// orderSources lists the instances whose cards have Order abilities.
	orderSources []int
	// grantSources lists the instances whose cards give missions
	// requirements (vocab_grant_requirements.go).
	grantSources []int
	// identity: the sources of gained affiliations and icons
	// (vocab_gained_identity.go).
	identity identityState
	// everywhere: the sources of personnel at several missions at once
	// (vocab_at_every_mission.go).
	everywhere everywhereState
	// listeners lists, per trigger kind (numbered by busKind), the
	// instances whose cards answer it (vocab_triggers.go).
	listeners [busKinds][]int
	// answering counts, per trigger kind, the listeners standing where a
	// card answers from (answersFrom): a window's responses are gathered
	// only when some are (rules_response_counts.go).
	answering [busKinds]int32
	// facingCards lists the instances with text a facing window reads
	// (rules_response_facing.go).
	facingCards []int
	// concealed: the library's concealedListens, per trigger kind, read
	// once from concealedFor (rules_response_opens.go).
	concealed    [busKinds]bool
	concealedFor *Library
	// plays: what the play rules remember (rules_play_cost.go).
	plays playState
	// titleFirst and titleNext chain the instances of each title, for
	// uniqueness checks: the first instance (by Card.titleIdx), then the
	// next after each.
	titleFirst []int
	titleNext  []int
	// slab holds the card instances New created, in one allocation.
	slab []Inst
	// lastingBlockers: the cards of this game that, placed, keep
	// personnel from using their abilities (vocab_dilemma_placed.go);
	// while none lies on a card, nobody's abilities are checked for them.
	lastingBlockers []int
	// facingGear: some equipment of this game answers its personnel's
	// facing a dilemma (vocab_equipment_facing.go; noted by indexFacing).
	facingGear bool
	// staffingCommands: some card of this game has a modifier adding
	// command icons to a ship's staffing (vocab_staffing_command.go);
	// without one, staffing never looks for them.
	staffingCommands bool
	// twoSided: some card of this game has two sides (vocab_flip.go);
	// without one, no card is ever flipped, and the loop fingerprint
	// (positionKey) does not read each card's definition to ask.
	twoSided bool
	// abilityBlockers: the cards of this game with a no_abilities
	// modifier; blockEval: they are being read (vocab_no_abilities.go).
	abilityBlockers []int
	blockEval       bool
	// namedFor: the skill named for each dilemma whose lasting effect
	// reads it (vocab_named_lasting.go).
	namedFor map[int]string
	// removeWhenOvercome: dilemmas that replaced the one being faced,
	// removed from the game when about to be overcome
	// (vocab_face_revealed.go).
	removeWhenOvercome map[int]bool
	// revealed: cards revealed that their player may play one of as
	// their next action (vocab_play_revealed.go).
	revealed *revealedPlay
	// playing holds cards revealed while being played, before they enter
	// play (Glossary: playing a card, steps 2–6); aside holds cards game
	// text set aside face down (rules_play.go, vocab_core_events.go).
	playing, aside []int

	// modLines are the modifier lines full views have worded
	// (appendModifiersFor).
	modLines map[modLineKey]string

	events []Event
	// archive holds the events instead of events once the game is over
	// (event_archive.go).
	archive *eventArchive
	// quiet: the game keeps no events. A strong bot's futures are read
	// only for their position (evaluate), and the text of their events,
	// each reference worded for each reader, was some 7% of what a
	// strong bot's game allocated.
	quiet bool
	// watch, set only by tests, reads each event as it is emitted, while
	// the game stands as the event left it (hidden_names_test.go).
	watch  func(e *Event)
	result *Result
	// deckCheck: a deck just lost a card, or a turn is starting: check
	// whether every deck is empty.
	deckCheck bool
	log       choiceLog
}

// Segment of a turn (Rulebook: Turn Sequence).
type Segment string

const (
	SegStart    Segment = "start of turn"
	SegPlayDraw Segment = "play and draw cards"
	SegOrders   Segment = "execute orders"
	SegDiscard  Segment = "discard excess cards"
	SegEnd      Segment = "end of turn"
)

// New sets up a game: missions in a row, shuffled dilemma piles and decks,
// a random first player and seven-card hands (Rulebook: Setting up the
// game), then runs to the first decision.
func New(lib *Library, s Setup) (*Game, error) {
	g := &Game{lib: lib, seed: s.Seed}
	var oldPlayers [2]*playerState
	if old := s.Reuse; old != nil && old != g {
		oldPlayers = g.takeMemory(old)
	} else {
		g.events = make([]Event, 0, initialEvents)
	}
	if g.pcg == nil {
		g.pcg = rand.NewPCG(s.Seed, rngStream(s.Seed))
		g.rng = rand.New(g.pcg)
	}
	if g.usedThisTurn == nil {
		g.usedThisTurn = map[abilityKey]bool{}
	}
	g.rec.on = s.ForMatch
	for p := range 2 {
		if len(s.Decks[p].Missions) == 0 {
			return nil, fmt.Errorf("%s has no missions", Player(p))
		}
		name := s.Names[p]
		if name == "" {
			name = Player(p).String()
		}
		g.players[p] = oldPlayers[p].reset(name)
	}
	g.createCards(s.Decks)
	g.indexCards()
	for p := range 2 {
		ps := g.players[p]
		g.shuffle(ps.Deck)
		g.shuffle(ps.DilemmaPile)
	}
	if s.First != nil {
		g.first = *s.First
	} else {
		g.first = Player(g.rng.IntN(2))
	}
	g.active = g.first
	g.emit(Event{Kind: "setup", Player: -1, Text: fmt.Sprintf("%s goes first.", g.players[g.first].Name)})
	for p := range 2 {
		g.draw(Player(p), 7)
	}
	g.push(g.stepFn(stepStartTurn))
	g.run()
	return g, nil
}

// takeMemory gives g, a new game with its seed set, the memory of old, a
// game its caller is done with (Setup.Reuse; the strong bot's futures):
// the event log, card instances, decision and choice buffers, emptied.
// old may not be used again. It returns old's players, to be reset.
func (g *Game) takeMemory(old *Game) [2]*playerState {
	players := old.players
	g.events, g.slab, g.cards, g.titleFirst, g.titleNext = old.events[:0], old.slab, old.cards[:0], old.titleFirst, old.titleNext
	g.log, g.picks, g.windows, g.listeners = old.log, old.picks[:0], old.windows, old.listeners
	g.facingCards = old.facingCards[:0]
	g.windowsMade, g.windows = old.windowsMade, append(g.windows[:0], old.windowsMade...) // open ones too
	for _, w := range g.windows {
		w.windowState = windowState{} // as close leaves it: newWindow sets only what is not zero
	}
	g.log.reset()
	g.frozen = old.frozen
	g.frozen.on = false
	// A Rand keeps no state but its source: the source seeded anew
	// is a new generator. These and the lists below (emptied) were
	// some 30 allocations a game, 2% of a random-bot game's.
	if old.pcg != nil {
		old.pcg.Seed(g.seed, rngStream(g.seed))
		g.pcg, g.rng = old.pcg, old.rng
	}
	g.usedThisTurn = old.usedThisTurn
	clear(g.usedThisTurn)
	g.facedTurn = old.facedTurn
	clear(g.facedTurn)
	g.shields = old.shields[:0]
	g.trigs, g.attempts, g.selections = old.trigs.handOn(), old.attempts.handOn(), old.selections.handOn()
	g.groups, g.lists, g.uses = old.groups.handOn(), old.lists.handOn(), old.uses.handOn()
	g.reqCtxs, g.shipVals, g.idLists = old.reqCtxs.handOn(), old.shipVals.handOn(), old.idLists.handOn()
	g.keys = old.keys.handOn()
	g.cardLists, g.results = old.cardLists.handOn(), old.results.handOn()
	g.beaming.cards = old.beaming.cards[:0]
	g.shipsAsk.groups = old.shipsAsk.groups[:0]
	g.dil = old.dil.handOn()
	if old.fns.of == g { // a future played on the same Game value (bound)
		g.fns = old.fns
	}
	g.plays.listing.yours, g.plays.listing.others = old.plays.listing.yours[:0], old.plays.listing.others[:0]
	g.plays.listing.sites.hqs, g.plays.sitesNow.hqs = old.plays.listing.sites.hqs[:0], old.plays.sitesNow.hqs[:0]
	g.plays.facts = old.plays.facts // each entry names the definition it was read from (rules_play_facts.go)
	g.loops.seen, g.loops.used = old.loops.seen, old.loops.used[:0]
	g.loops.cards = cardKeys{part: old.loops.cards.part[:0], changed: old.loops.cards.changed[:0]}
	clear(g.loops.seen)
	clear(old.turnFx) // what the effects named is not kept
	g.turnFx = old.turnFx[:0]
	for p := range g.missionRows {
		g.missionRows[p], g.moveCosts[p] = old.missionRows[p][:0], old.moveCosts[p][:0]
	}
	clear(old.work)
	clear(old.workCtx)
	g.work, g.workCtx, g.playing, g.aside = old.work[:0], old.workCtx[:0], old.playing[:0], old.aside[:0]
	g.modSources, g.orderSources, g.turnStartSrcs = old.modSources[:0], old.orderSources[:0], old.turnStartSrcs[:0]
	g.grantSources = old.grantSources[:0]
	g.lastingBlockers = old.lastingBlockers[:0]
	g.plays.costSources, g.plays.hereSources, g.plays.played = old.plays.costSources[:0], old.plays.hereSources[:0], old.plays.played[:0]
	// The recycler is on only once a Match says so (or Setup.ForMatch).
	// The last decision too, unless a reader has it (recycler.escape).
	g.rec = recycler{dec: old.rec.dec, opts: old.rec.opts[:0], acts: old.rec.acts[:0], beam: old.rec.beam[:0], views: old.rec.views}
	*old = Game{} // nothing may use it now
	return players
}

// indexCards records which instances carry modifiers.
func (g *Game) indexCards() {
	g.changedAll()           // new cards, a flipped one, twoSided: rules_loops_cards.go
	g.indexLastingBlockers() // vocab_dilemma_placed.go
	g.indexListeners()
	g.indexAbilityBlockers() // vocab_no_abilities.go
	g.indexCostSources()
	g.modSources, g.orderSources, g.turnStartSrcs = g.modSources[:0], g.orderSources[:0], g.turnStartSrcs[:0]
	titles := 1 // slots: every title of this game's cards, all cleared
	for _, c := range g.cards[1:] {
		titles = max(titles, int(c.Card.titleIdx)+1)
	}
	if cap(g.titleFirst) < titles {
		g.titleFirst = make([]int, titles)
	}
	g.titleFirst = g.titleFirst[:titles]
	clear(g.titleFirst)
	if cap(g.titleNext) < len(g.cards) {
		g.titleNext = make([]int, len(g.cards))
	}
	g.titleNext = g.titleNext[:len(g.cards)]
	for i := len(g.cards) - 1; i >= 1; i-- {
		t := g.cards[i].Card.titleIdx
		g.titleNext[i], g.titleFirst[t] = g.titleFirst[t], i
	}
	g.staffingCommands, g.twoSided = false, false
	for _, c := range g.cards[1:] {
		g.twoSided = g.twoSided || c.Card.Back != nil || c.Card.other != nil
		if len(c.Card.Modifiers) > 0 {
			g.modSources = append(g.modSources, c.ID)
			for i := range c.Card.Modifiers {
				g.staffingCommands = g.staffingCommands || c.Card.Modifiers[i].StaffingCommand > 0
			}
		}
		if hasTurnStartSteps(c.Card) {
			g.turnStartSrcs = append(g.turnStartSrcs, c.ID)
		}
		for _, a := range c.Card.Abilities {
			if a.When == WhenOrder {
				g.orderSources = append(g.orderSources, c.ID)
				break
			}
		}
	}
	g.indexSourceKinds()
	g.indexGrantSources()
	g.indexIdentity()
	g.indexEverywhere()
}

func newRNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, rngStream(seed))) }

// rngStream is the second word of a game's PCG seed.
func rngStream(seed uint64) uint64 { return seed ^ 0x9e3779b97f4a7c15 }

// createCards makes one instance per card. IDs are dealt in a random order
// so that an ID says nothing about a card's place in its deck list.
func (g *Game) createCards(decks [2]DeckList) {
	type spec struct {
		card  *Card
		owner Player
		zone  Zone
	}
	specs := make([]spec, 0, len(decks[0].Missions)+len(decks[0].Dilemmas)+len(decks[0].Draw)+
		len(decks[1].Missions)+len(decks[1].Dilemmas)+len(decks[1].Draw))
	for p, d := range decks {
		for _, c := range d.Missions {
			specs = append(specs, spec{c, Player(p), ZMission})
		}
		for _, c := range d.Dilemmas {
			specs = append(specs, spec{c, Player(p), ZDilemmaPile})
		}
		for _, c := range d.Draw {
			specs = append(specs, spec{c, Player(p), ZDeck})
		}
	}
	ids := make([]int, len(specs))
	for i := range ids {
		ids[i] = i + 1
	}
	g.shuffle(ids)
	if cap(g.cards) < len(specs)+1 {
		g.cards = make([]*Inst, len(specs)+1)
	}
	g.cards = g.cards[:len(specs)+1]
	g.cards[0] = nil
	if cap(g.slab) < len(specs) {
		g.slab = make([]Inst, len(specs)) // one allocation for every card
	}
	insts := g.slab[:len(specs)]
	for i, sp := range specs {
		in := &insts[i]
		// A finished game's instance lends its lists' room (emptied).
		*in = Inst{ID: ids[i], Card: sp.card, Owner: sp.owner, Controller: sp.owner, Zone: sp.zone,
			Aboard: in.Aboard[:0], Damage: in.Damage[:0], Surface: in.Surface[:0], Ships: in.Ships[:0], Beneath: in.Beneath[:0], On: in.On[:0]}
		g.cards[in.ID] = in
		ps := g.players[sp.owner]
		switch sp.zone {
		case ZMission:
			ps.Missions = append(ps.Missions, in.ID)
		case ZDilemmaPile:
			ps.DilemmaPile = append(ps.DilemmaPile, in.ID)
		default:
			ps.Deck = append(ps.Deck, in.ID)
		}
	}
}

func (g *Game) shuffle(ids []int) {
	g.rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}

// Library returns the card definitions this game uses.
func (g *Game) Library() *Library { return g.lib }

// Seed returns the seed the game was created with.
func (g *Game) Seed() uint64 { return g.seed }

// Pending returns the decision the game waits on, or nil when it is over.
func (g *Game) Pending() *Decision {
	d := g.pendingDecision()
	if d != nil {
		d.buildText(g)
		g.rec.escape(d)
	}
	return d
}

// Ask names the decision a game waits on: its ID, who decides, and its
// kind.
type Ask struct {
	ID     int
	Player Player
	Kind   string
}

// Asking names the decision the game waits on without building its labels
// and prompt, as Pending does; ok is false once the game is over. A
// driver that hands the decision to a bot (BotSeat) needs no more: only
// people read the texts.
func (g *Game) Asking() (a Ask, ok bool) {
	d := g.pendingDecision()
	if d == nil {
		return Ask{}, false
	}
	return Ask{ID: d.ID, Player: d.Player, Kind: d.Kind}, true
}

// pendingDecision is Pending without building labels and prompt.
func (g *Game) pendingDecision() *Decision {
	if g.result != nil {
		return nil
	}
	return g.pending
}

// Result returns how the game ended, or nil while it goes on.
func (g *Game) Result() *Result { return g.result }

// Turn returns the turn number (1 for the first turn).
func (g *Game) Turn() int { return g.turn }

// Active returns the player whose turn it is.
func (g *Game) Active() Player { return g.active }

// Choices returns every choice made so far, in order: with the decks and
// the seed they replay the game exactly.
func (g *Game) Choices() []Choice { return g.log.from(0) }

// ChoiceCount is len(Choices()) without the copy: how many decisions have
// been answered, those answered without asking (auto-pass) included.
func (g *Game) ChoiceCount() int { return g.log.len() }

// Errors returned by Choose.
var (
	ErrGameOver    = errors.New("the game is over")
	ErrNotYourTurn = errors.New("that decision is not yours")
	ErrStale       = errors.New("that decision has already been answered")
)

// Choose answers the pending decision for player p. An illegal choice
// returns an error and changes nothing. It returns the events the choice
// caused.
func (g *Game) Choose(p Player, c Choice) ([]Event, error) {
	mark := g.eventCount()
	if err := g.choose(p, c); err != nil {
		return nil, err
	}
	g.renderFrom(mark)
	return g.eventsFrom(mark), nil
}

// choose is Choose without the events (Match reads none).
func (g *Game) choose(p Player, c Choice) error {
	if g.result != nil {
		return ErrGameOver
	}
	d := g.pending
	if d == nil {
		return errors.New("no decision is pending")
	}
	if c.Decision != 0 && c.Decision != d.ID {
		return ErrStale
	}
	if p != d.Player {
		return fmt.Errorf("%w: %s must decide", ErrNotYourTurn, d.Player)
	}
	if err := checkPicks(d, c.Picks); err != nil {
		return err
	}
	if g.validate != nil {
		if err := g.validate(c.Picks); err != nil {
			return err
		}
	}
	// The step gets its own copy of the picks; the log keeps them compactly.
	picks := g.takePicks(len(c.Picks))
	copy(picks, c.Picks)
	g.log.add(d.ID, picks)
	resume, offered := g.resume, g.offered
	if g.offeredFor != d {
		offered = nil
	}
	g.pending, g.resume, g.validate, g.offered, g.offeredFor = nil, nil, nil, nil, nil
	if offered != nil {
		offered[picks[0]].run(g)
	} else {
		resume(picks)
	}
	g.run()
	return nil
}

// one is a list of the one card id, for an event or a trigger, cut from
// the same blocks as picks (a slice per event was a tenth of what a game
// allocated). The list is the event's own: nothing else is cut there.
func (g *Game) one(id int) []int {
	s := g.takePicks(1)
	s[0] = id
	return s
}

// takePicks is n zeroed ints for picks, cut from the game's current block
// (a slice per choice was about 4% of what a game allocated). A block is
// never written again once cut, so the picks a log or a step keeps stay
// as they are while the game lasts (a game built on a finished one,
// Setup.Reuse, writes over that game's last block).
func (g *Game) takePicks(n int) []int {
	if cap(g.picks)-len(g.picks) < n {
		g.picks = make([]int, 0, max(512, n))
	}
	k := len(g.picks)
	g.picks = g.picks[:k+n]
	clear(g.picks[k:])
	return g.picks[k : k+n : k+n]
}

func checkPicks(d *Decision, picks []int) error {
	if len(picks) < d.Min || len(picks) > d.Max {
		if d.Min == d.Max {
			return fmt.Errorf("pick exactly %d option(s), not %d", d.Min, len(picks))
		}
		return fmt.Errorf("pick between %d and %d options, not %d", d.Min, d.Max, len(picks))
	}
	for k, i := range picks {
		if i < 0 || i >= len(d.Options) {
			return fmt.Errorf("option %d does not exist (there are %d)", i, len(d.Options))
		}
		if slices.Contains(picks[:k], i) {
			return fmt.Errorf("option %d picked twice", i)
		}
	}
	return nil
}

// ask poses a decision; then runs with the picks once a legal choice is
// made. The work stack is frozen until then.
func (g *Game) ask(d *Decision, then func(picks []int)) {
	g.askChecked(d, nil, then)
}

// askChecked is ask with an extra legality rule beyond counts and ranges.
func (g *Game) askChecked(d *Decision, check func([]int) error, then func(picks []int)) {
	if d.Max == 0 && d.Min == 0 {
		d.Min, d.Max = 1, 1
	}
	g.pose(d, check, then)
}

// pose makes d the pending decision as it is. Options are never nil, so
// a decision with nothing to pick reads as an empty list on the wire.
func (g *Game) pose(d *Decision, check func([]int) error, then func(picks []int)) {
	g.nextID++
	d.ID = g.nextID
	if d.Options == nil {
		d.Options = []Option{}
	}
	d.texted = false // labels are built, and told apart, when first read
	g.pending, g.resume, g.validate = d, then, check
	g.offered, g.offeredFor = nil, nil // offer sets them after asking
}

// push schedules steps to run next, first argument first.
func (g *Game) push(steps ...func()) {
	for i := len(steps) - 1; i >= 0; i-- {
		g.work = append(g.work, work{fn: steps[i]})
	}
}

// run performs scheduled steps until a decision is needed or the game ends.
func (g *Game) run() {
	for g.pending == nil && g.result == nil && len(g.work) > 0 {
		w := g.work[len(g.work)-1]
		g.work = g.work[:len(g.work)-1]
		if w.fn != nil {
			w.fn()
		} else {
			g.doWork(&w)
		}
		g.checkEnd()
	}
}

// card returns the instance with this ID, or nil.
func (g *Game) card(id int) *Inst {
	if id <= 0 || id >= len(g.cards) {
		return nil
	}
	return g.cards[id]
}

// cardName is the name of card id, for labels and the log.
func (g *Game) cardName(id int) string {
	if c := g.card(id); c != nil {
		return c.Card.Name()
	}
	return "?"
}

// list returns the slice that holds card c in its current zone.
func (g *Game) list(c *Inst) *[]int {
	switch c.Zone {
	case ZDeck:
		return &g.players[c.Owner].Deck
	case ZHand:
		return &g.players[c.Owner].Hand
	case ZDiscard:
		return &g.players[c.Owner].Discard
	case ZDilemmaPile:
		return &g.players[c.Owner].DilemmaPile
	case ZDrawn, ZStack:
		if g.attempt != nil {
			if c.Zone == ZDrawn {
				return &g.attempt.drawn
			}
			return &g.attempt.stack
		}
	case ZMission:
		return &g.players[c.Owner].Missions
	case ZSurface:
		return &g.cards[c.Where].Surface
	case ZAtMission:
		return &g.cards[c.Where].Ships
	case ZAboard:
		return &g.cards[c.Where].Aboard
	case ZCore:
		return &g.players[c.Controller].Core
	case ZBrig:
		return &g.players[c.Where].Brig
	case ZBeneath:
		return &g.cards[c.Where].Beneath
	case ZOnMission:
		return &g.cards[c.Where].On
	case ZDamage:
		return &g.cards[c.Where].Damage
	case ZOnCard, ZPlayedOn:
		return &g.cards[c.Where].On
	case ZPlaying:
		return &g.playing
	case ZAside:
		return &g.aside
	case ZRemoved:
		return &g.players[c.Owner].Removed
	case ZUnder:
		return &g.players[c.Owner].Under
	}
	return nil
}

// place moves card id to zone z at where, appended at the end (the bottom
// of a pile, the top of a discard pile). Cards on or aboard it follow.
func (g *Game) place(id int, z Zone, where int) {
	c := g.cards[id]
	g.thawSources() // nothing moves while sources are frozen; if it did, they are found again
	if c.Zone == ZDeck {
		g.deckCheck = true
	}
	if l := g.list(c); l != nil {
		*l = remove(*l, id)
	}
	lost := c.Zone.InPlay() && !z.InPlay()
	gained := !c.Zone.InPlay() && z.InPlay()
	if c.Zone == ZDamage && z != ZDamage {
		c.left = spot{ZDamage, c.Where} // a damage card, out of play, keeps the ship it lay on (vocab_ship_destroyed_aboard.go)
	}
	if lost {
		c.left = spot{c.Zone, c.Where}
		if len(g.turnFx) > 0 {
			g.namesLeavePlay(id)
			g.lastingLeavePlay(id)      // vocab_download_here.go
			g.orderEffectsLeavePlay(id) // vocab_until_order.go
		}
	}
	was := c.Controller
	if len(c.Card.listens) > 0 {
		g.countAnswering(c, c.Zone, z)
	}
	if len(g.removeWhenOvercome) > 0 {
		g.forgetRemoveWhenOvercome(id, z) // vocab_face_revealed.go
	}
	if c.Zone == ZBrig && len(g.turnFx) > 0 {
		g.copiesLeaveBrig(id) // vocab_gain_all_of_captive.go
	}
	c.Zone, c.Where = z, where
	c.FaceUp, c.resolving = false, false
	if c.playedAs != "" && !z.InPlay() && z != ZPlaying {
		c.playedAs = "" // its printed affiliation again: vocab_play_as_affiliation.go
	}
	if !z.InPlay() && z != ZBrig {
		c.Controller = c.Owner // command ends when a card leaves play
	}
	g.changed(id) // its place, face and controller: rules_loops_cards.go
	if l := g.list(c); l != nil {
		*l = append(*l, id)
	}
	if lost {
		g.lostCommand(was, id) // vocab_lost_command.go
	}
	if gained {
		delete(g.plays.named, id) // a card entering play again names anew, played or placed
		g.gainedCommand(id)       // vocab_gained_command.go
	}
}

func remove(s []int, id int) []int {
	for i, x := range s {
		if x == id {
			return append(s[:i], s[i+1:]...)
		}
	}
	return s
}

// draw moves up to n cards from the top of p's deck to p's hand.
func (g *Game) draw(p Player, n int) int {
	ps := g.players[p]
	drawn := 0
	for ; drawn < n && len(ps.Deck) > 0; drawn++ {
		id := ps.Deck[0]
		g.place(id, ZHand, 0)
		g.emit(Event{Kind: "draw", Player: p, Cards: g.one(id), Private: true, render: drawText})
	}
	return drawn
}

// checkEnd ends the game when a player has won or every deck is empty
// (Rulebook: Winning the Game). Win conditions wait while card text is
// still resolving (an attempt in progress).
func (g *Game) checkEnd() {
	// Asked after every step: most steps end nothing, and this first
	// test is inlined (random bot: its calls were about 1% of the
	// instructions).
	if g.deckCheck || g.players[0].Score >= 100 || g.players[1].Score >= 100 {
		g.checkEndNow()
	}
}

// checkEndNow is checkEnd once a player may have won or a deck emptied.
func (g *Game) checkEndNow() {
	if g.result != nil || g.attempt != nil {
		return
	}
	var winners []Player
	for p := range 2 {
		if g.meetsVictory(Player(p)) {
			winners = append(winners, Player(p))
		}
	}
	if len(winners) > 0 {
		g.finish(winners, ReasonMissions)
		return
	}
	// Every deck empty ends the game: checked when a deck loses its last
	// card and at each turn's start (so a position set up with empty decks
	// still plays out the current turn).
	if g.deckCheck {
		g.deckCheck = false
		if len(g.players[0].Deck) == 0 && len(g.players[1].Deck) == 0 {
			g.finish(g.deckOutWinners(), ReasonDecksOut)
		}
	}
}

// meetsVictory: 100 points, a completed planet and a completed space
// mission commanded.
func (g *Game) meetsVictory(p Player) bool {
	if g.players[p].Score < 100 {
		return false
	}
	planet, space := g.completed(p)
	return planet && space
}

func (g *Game) completed(p Player) (planet, space bool) {
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Completed && mc.Controller == p {
			planet = planet || mc.Card.MissionType == Planet
			space = space || mc.Card.MissionType == Space
		}
	}
	return
}

// deckOutWinners applies the tie-break order when all decks are empty.
func (g *Game) deckOutWinners() []Player {
	tiers := []func(Player) bool{
		func(p Player) bool { pl, sp := g.completed(p); return pl && sp },
		func(p Player) bool { pl, sp := g.completed(p); return pl || sp },
		func(Player) bool { return true },
	}
	for _, qualifies := range tiers {
		best, bestScore := []Player{}, -1<<31
		for p := range 2 {
			if !qualifies(Player(p)) {
				continue
			}
			s := g.players[p].Score
			if s > bestScore {
				best, bestScore = []Player{Player(p)}, s
			} else if s == bestScore {
				best = append(best, Player(p))
			}
		}
		if len(best) > 0 {
			return best
		}
	}
	return []Player{0, 1}
}

func (g *Game) finish(winners []Player, reason string) {
	r := g.results.take(Result{Reason: reason, Scores: [2]int{g.players[0].Score, g.players[1].Score}, Turns: g.turn})
	if len(winners) == 1 {
		r.Winner = winners[0]
	} else {
		r.Tie = true
	}
	switch {
	case g.quiet: // its text is made for the event alone
	case r.Tie:
		g.emit(Event{Kind: "game-over", Player: -1, Text: fmt.Sprintf("The game ends in a tie (%s).", reason)})
	default:
		g.emit(Event{Kind: "game-over", Player: -1, Text: fmt.Sprintf("%s wins (%s).", g.players[r.Winner].Name, reason)})
	}
	g.result = r
	g.pending = nil
	g.releaseSlack()
}
