package game

// ViewBuffer keeps one seat's view between decisions. Refilling it reuses
// every slice of the previous view, so a bot that reads a view for each
// decision allocates almost nothing; what it holds is built by the same
// code as View, so it shows exactly what View shows.
type ViewBuffer struct {
	// Light builds only the table as the basic bot reads it: missions,
	// what stands and flies at them, cores, brigs, counts and scores. It
	// leaves out the viewer's hand, the discard piles, the removed cards,
	// the cards beneath and on missions, damage cards, the face-down
	// cards (the opponent's crews: the basic bot weighs only its own),
	// the descriptions of modifiers and why hand cards cannot be played,
	// and the ships' weapons, shields and staffing, and the Range of all
	// but the viewer's ships at a headquarters (they read zero: the basic
	// bot moves by where ships are, and computing them was a fifth of a
	// light view's cost; it reads the Range of its ships at headquarters,
	// bot_stranded_ship.go). It gives each visible
	// personnel's skills and attributes in a table read by card ID
	// instead of in its card view (the numbers are the same; the card
	// view's attributes read zero), worked out when first read, and no
	// stats at all for stopped personnel (the table reads zero: the
	// basic bot weighs only crews that can act). Leaving out the
	// face-down cards and the stopped personnel's stats made light views
	// about 8% cheaper.
	Light bool
	// omit, with Light, are the parts of the table the view leaves out
	// (see viewPart): a bot names those it reads for each decision
	// (lightParts).
	omit viewPart

	v       View
	stats   statsTable
	attempt AttemptView
	facing  CardView
	playing []CardView // v.Playing's room: v.Playing is nil when nothing is played
}

// viewPart is one part of a light view. A light view holds the scores,
// counts and segment, and of the rest only the parts asked for: the
// others read empty, as if nothing were there. The basic bot answers a
// response from the cards being played alone and chooses dilemmas from
// the attempt and the missions, and building the whole table for those
// was about a quarter of its views' cost.
type viewPart uint8

const (
	// viewMissions: the missions themselves (card, completed,
	// requirements), without what is at them.
	viewMissions viewPart = 1 << iota
	// viewCrews: what stands and flies at the missions, the cores and
	// the brigs (with viewMissions).
	viewCrews
	// viewStats: the skills and attributes of the personnel shown.
	viewStats
	// viewPlaying: the cards being played.
	viewPlaying
	// viewAttempt: the mission attempt in progress.
	viewAttempt

	viewAll = viewMissions | viewCrews | viewStats | viewPlaying | viewAttempt
)

// ViewInto refills buf with what me may see now and returns it. It is
// View(me) without Pending (a bot gets the decision itself, labels and
// prompt left unbuilt unless read). The view stays valid until buf is
// refilled.
func (g *Game) ViewInto(me Player, buf *ViewBuffer) *View {
	g.fillView(&buf.v, me, buf)
	return &buf.v
}

// statsTable is a light view's stats by card ID. The view marks the
// personnel it shows with stats; each one's are worked out by statsInto,
// as a whole view's are, when first read (into), while the game has not
// moved on. The basic bot weighs a crew's skills only for some orders
// (most groups it only counts): working out every shown personnel's
// stats with the view cost it about 1.7% more instructions.
type statsTable struct {
	byID    []Stats
	state   []uint8 // by card ID: statsHidden, statsShown or statsRead
	written []int   // the IDs marked, so that refilling clears those alone
	skip    bool    // the view holds no stats (viewStats): nothing is marked
	g       *Game
	at      int // the ID of the decision pending when the view was filled
}

// A card's place in a statsTable.
const (
	statsHidden uint8 = iota // not shown with stats: reads zero
	statsShown               // shown, not read yet
	statsRead                // read: byID holds its stats
)

// reset clears what the last view marked and makes room for n card IDs.
func (t *statsTable) reset(g *Game, n int) {
	for _, id := range t.written {
		t.state[id] = statsHidden // byID is read only once written again (of)
	}
	t.written = t.written[:0]
	if len(t.byID) < n {
		t.byID = append(t.byID, make([]Stats, n-len(t.byID))...)
		t.state = append(t.state, make([]uint8, n-len(t.state))...)
	}
	t.g, t.at = g, 0
	if d := g.pendingDecision(); d != nil {
		t.at = d.ID
	}
}

// show marks personnel id as shown with its stats.
func (t *statsTable) show(id int) {
	t.written = append(t.written, id)
	t.state[id] = statsShown
}

// into writes into s the stats of card id as the view shows them: zero
// for a card it does not show with stats. They are worked out on the
// first read, which must come before the game moves on: reading later
// would show the game as it is then, not as the view showed it.
func (t *statsTable) into(id int, s *Stats) {
	if id < 0 || id >= len(t.state) {
		*s = Stats{}
		return
	}
	switch t.state[id] {
	case statsHidden:
		*s = Stats{}
		return
	case statsShown:
		if d := t.g.pendingDecision(); d == nil || d.ID != t.at {
			panic("game: a light view's stats read after the game moved on")
		}
		t.g.statsInto(id, &t.byID[id])
		t.state[id] = statsRead
	}
	*s = t.byID[id]
}
