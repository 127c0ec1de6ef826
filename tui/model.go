// Package tui is the terminal front end: a Bubble Tea model that renders
// the engine's View for the seat that must decide and offers exactly the
// engine's legal options. It re-implements no rule; everything it shows
// comes from game.View, game.Decision and the event log.
package tui

import (
	"errors"
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/stccg/stccg/game"
)

// Config is what a game screen starts from.
type Config struct {
	Lib   *game.Library
	Setup game.Setup
	// Game, when set, is played instead of a new game from Setup (e.g. a
	// position from game.NewFromScenario).
	Game *game.Game
	// VsBot makes seat 2 a bot of BotKind (default basic); the human always
	// plays seat 1 and there is no hand-off screen.
	VsBot    bool
	BotKind  string
	BotDelay time.Duration // pause before each bot decision, so it can be followed
	// BotDeck is the bot's own deck list, which it knows as a player knows
	// the deck they brought (the strong bot uses it; empty: unknown).
	BotDeck game.DeckList
	// Renderer builds the styles; nil means lipgloss's default renderer,
	// which honours NO_COLOR.
	Renderer *lipgloss.Renderer
	// Intro lines start the log (e.g. how to replay this game).
	Intro []string
	// Session, when set, is played instead of Game or Setup: one seat of a
	// network game (no hand-off screen, no bot).
	Session Session
	// OwnDeck, in network play, is this seat's own deck, for the warning
	// about its cards that are not enforced (nil: none shown).
	OwnDeck *game.DeckList
}

// pane is a focusable part of the board screen.
type pane int

const (
	panePrompt pane = iota
	paneHand
	paneMine
	paneOpp
	panePiles // both discard piles and the cards removed from the game
	paneLog
	paneInspector
	numPanes
)

var paneNames = [numPanes]string{"Prompt", "Hand", "Your side", "Opponent's side", "Discard & removed", "Log", "Inspector"}

// Model is the root model. It routes messages to its screens: the board,
// the hand-off screen, the help screen and the game-over screen.
type Model struct {
	g    *game.Game // the local game, nil in network play
	sess Session    // everything the screens read and send goes through it
	net  bool       // one seat of a network game: no hand-off screen
	lib  *game.Library
	st   *styles
	keys keyMap
	help help.Model

	vsBot    bool
	bot      *game.BotSeat // the bot at botSeat (vsBot): it reads only that seat's view
	botSeat  game.Player
	botDelay time.Duration

	w, h  int
	seat  game.Player // whose view is on screen
	view  game.View
	index map[int]cardRef // every card in view, by instance ID

	handoff  bool // hide the board until the next player presses Enter
	showHelp bool
	helpOff  int // the help screen's first line shown (help.go)
	search   searchState
	quitting bool // asking "quit?"
	confirm  bool // asking to confirm an irreversible choice
	// confirmNote, while confirm: why a choice that is not irreversible
	// is being confirmed (the options were renumbered under its number).
	confirmNote string
	last        answered // the seat's last answered decision
	// shownAt is when the pending decision appeared (keys typed soon
	// after were meant for the one before: renumber.go).
	shownAt time.Time
	clock   func() time.Time // nil: time.Now
	num     numberEntry      // a number being typed (numbers.go)
	numSeq  int              // tells a number's pause from older ones
	// tick, when set, stands for tea.Tick (tests wait without sleeping).
	tick      func(time.Duration, tea.Msg) tea.Cmd
	over      bool
	overBoard bool // looking at the board after the game ended

	// Input for the pending decision.
	decID  int
	cursor int
	picks  []int // in pick order
	optOff int

	focus    pane
	scroll   [numPanes]int
	handCur  int
	boardCur [2]int // cursor into the selectable cards of each side (0 = mine, 1 = opponent's)
	pileCur  int    // cursor into the cards of the discard & removed pane
	inspect  int    // instance shown in the inspector
	// pinned is the card inspected when a run of tab presses began;
	// tabbing says the last key was one of them (input.go).
	pinned  int
	tabbing bool

	logs  [2][]logLine
	seq   [2]int
	intro []string
	// factsNote: each seat's warning about its deck's cards that are not
	// enforced, until its board first shows (factsonly.go).
	factsNote [2]string

	status    string
	statusErr bool

	hits []hit // clickable regions of the last frame
}

// botThinkingTime is how long the --vs-bot opponent may search before it
// answers with what it has found (a searching bot stops between futures).
const botThinkingTime = 600 * time.Millisecond

// New starts a game and returns its screen.
func New(cfg Config) (*Model, error) {
	if cfg.Lib == nil {
		return nil, errors.New("tui: no card library")
	}
	if s := cfg.Session; s != nil {
		if s.Seat() == Hotseat {
			return nil, errors.New("tui: a Session must play one seat (use Config.Game for a local game)")
		}
		m := &Model{sess: s, net: true, lib: cfg.Lib, st: newStyles(cfg.Renderer), keys: newKeyMap(), help: help.New(),
			seat: s.Seat(), intro: cfg.Intro}
		if err := s.SetAutoPass(s.Seat(), true); err != nil {
			m.setStatus("could not ask to pass response windows: "+err.Error(), true)
		}
		m.refresh()
		if cfg.OwnDeck != nil {
			m.factsOnlyNote(s.Seat(), *cfg.OwnDeck)
			m.showFactsNote()
		}
		return m, nil
	}
	g, err := cfg.Game, error(nil)
	if g == nil {
		if g, err = game.New(cfg.Lib, cfg.Setup); err != nil {
			return nil, err
		}
	}
	m := &Model{g: g, sess: Local(g), lib: cfg.Lib, st: newStyles(cfg.Renderer), keys: newKeyMap(), help: help.New(),
		vsBot: cfg.VsBot, botSeat: 1, botDelay: cfg.BotDelay, intro: cfg.Intro}
	startAutoPass(g, cfg.VsBot)
	if cfg.VsBot {
		kind := cfg.BotKind
		if kind == "" {
			kind = game.BotBasic
		}
		b, err := game.NewBotFor(kind, g.Library(), g.Seed()^0xb07, cfg.BotDeck)
		if err != nil {
			return nil, err
		}
		// A person waits on the bot: a searching bot answers within a second.
		game.SetTimeLimit(b, botThinkingTime)
		m.bot = g.SeatBot(m.botSeat, b)
	}
	m.seat = 0
	if d := g.Pending(); d != nil && !m.vsBot {
		// Whoever decides first: the other player must not see that hand.
		m.seat = d.Player
		m.handoff = true
	}
	m.refresh()
	if cfg.Game == nil {
		// After the opening events, so that the first frame shows it.
		m.factsOnlyNotes(cfg.Setup.Decks)
	}
	return m, nil
}

// Game is the game being played (for tests and the caller's summary); nil
// in network play.
func (m *Model) Game() *game.Game { return m.g }

// Result is how the game ended, or nil while it goes on (any session).
func (m *Model) Result() *game.Result { return m.sess.Result() }

// Init starts the bot if it decides first, and listens to a network
// session.
func (m *Model) Init() tea.Cmd { return tea.Batch(m.botCmd(), m.waitCmd()) }

type botMsg struct{ id int }

// changedMsg: the session changed (open) or ended (!open).
type changedMsg struct{ open bool }

// waitCmd waits for the session to change without us: the opponent moved,
// or the connection came or went.
func (m *Model) waitCmd() tea.Cmd {
	ch := m.sess.Changed()
	if ch == nil {
		return nil
	}
	return func() tea.Msg {
		_, open := <-ch
		return changedMsg{open}
	}
}

// Update routes a message to the screen that is showing.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
		m.help.Width = msg.Width
	case tea.KeyMsg:
		return m, m.onKeys(msg)
	case tea.MouseMsg:
		return m, m.onMouse(msg)
	case botMsg:
		return m, m.botAct(msg.id)
	case numberPauseMsg:
		return m, m.onNumberPause(msg)
	case changedMsg:
		cmd := m.refresh()
		if msg.open {
			cmd = tea.Batch(cmd, m.waitCmd())
		}
		return m, cmd
	}
	return m, nil
}

// refresh re-reads the game after a change: the log, whose screen to
// show, the view and the decision input. It returns the bot's next move
// when the bot must decide.
func (m *Model) refresh() tea.Cmd {
	m.botWindows()
	m.pullLogs()
	if text, isErr := m.sess.Notice(); text != "" {
		m.setStatus(text, isErr)
		if m.net {
			// The status line holds one line; the log keeps the whole
			// notice (a lost connection says there what to type).
			m.logs[m.seat] = append(m.logs[m.seat], logLine{player: -1, text: text, times: 1})
		}
	}
	d := m.sess.Pending()
	if m.sess.Result() != nil {
		m.over = true
		m.handoff = false
		m.confirm = false
	} else if d != nil && !m.vsBot && !m.net && d.Player != m.seat {
		m.seat = d.Player
		m.handoff = true
		m.inspect = 0
		m.focus = panePrompt
		m.scroll = [numPanes]int{}
		m.handCur, m.boardCur, m.pileCur = 0, [2]int{}, 0
	}
	m.view = m.sess.View(m.seat)
	m.index = indexView(&m.view)
	if pd := m.view.Pending; pd != nil && pd.ID != m.decID {
		m.decID = pd.ID
		m.cursor, m.optOff, m.picks, m.confirm = 0, 0, nil, false
		m.shownAt, m.num = m.now(), numberEntry{}
		if m.focus == panePrompt {
			m.inspectOption()
		}
	} else if pd == nil {
		m.decID, m.picks, m.confirm = 0, nil, false
	}
	return m.botCmd()
}

// botCmd schedules the bot's decision, if it is the bot's turn to decide.
// Response windows never reach it: botWindows has answered them.
func (m *Model) botCmd() tea.Cmd {
	if !m.vsBot {
		return nil
	}
	d, ok := m.g.Asking() // the bot reads no labels: none are built for it
	if !ok || d.Player != m.botSeat {
		return nil
	}
	id := d.ID
	if m.botDelay <= 0 {
		return func() tea.Msg { return botMsg{id} }
	}
	return tea.Tick(m.botDelay, func(time.Time) tea.Msg { return botMsg{id} })
}

// botWindows answers at once every response window posed to the bot,
// before the screen is read again: no frame shows the bot asked, so the
// screen says nothing of whether it held a response (a window that
// offers it only Pass is not posed to it at all: SeatBot), and the bot's
// pace says nothing of its hand.
func (m *Model) botWindows() {
	for m.vsBot {
		d, ok := m.g.Asking()
		if !ok || d.Player != m.botSeat || d.Kind != game.KindRespond || !m.botAnswer() {
			return
		}
	}
}

// botAct answers one decision for the bot. The bot sees only its own
// seat's view.
func (m *Model) botAct(id int) tea.Cmd {
	d, ok := m.g.Asking()
	if !ok || d.ID != id || d.Player != m.botSeat || !m.botAnswer() {
		return nil
	}
	return m.refresh()
}

// botAnswer has the bot answer the pending decision, which is its own,
// and reports whether it was answered.
func (m *Model) botAnswer() bool {
	var err error
	for range 50 {
		if err = m.bot.Answer(); err == nil {
			return true
		}
	}
	// The bot keeps proposing refused answers: fall back to the fewest
	// picks allowed, so the game never stalls on it.
	d := m.g.Pending()
	picks := make([]int, d.Min)
	for i := range picks {
		picks[i] = i
	}
	if _, err2 := m.g.Choose(m.botSeat, game.Choice{Decision: d.ID, Picks: picks}); err2 != nil {
		m.setStatus(fmt.Sprintf("the bot is stuck: %v", err), true)
		return false
	}
	return true
}

func (m *Model) setStatus(s string, isErr bool) { m.status, m.statusErr = s, isErr }

// size is the terminal size, 80×24 until the terminal says otherwise.
func (m *Model) size() (int, int) {
	w, h := m.w, m.h
	if w <= 0 {
		w = 80
	}
	if h <= 0 {
		h = 24
	}
	return w, h
}

// name is how a seat is shown: its name, and the seat when it differs.
func (m *Model) name(p game.Player) string {
	n := m.view.Players[p].Name
	if n == "" || n == p.String() {
		return p.String()
	}
	return fmt.Sprintf("%s (%s)", n, p)
}

// short is a seat's name alone.
func (m *Model) short(p game.Player) string {
	if n := m.view.Players[p].Name; n != "" {
		return n
	}
	return p.String()
}
