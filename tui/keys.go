package tui

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/stccg/stccg/game"
)

// keyMap is every key the game screen understands; the help view (?) and
// the footer are generated from it, so they cannot drift from Update.
type keyMap struct {
	Up, Down, Left, Right key.Binding
	PageUp, PageDown      key.Binding
	Choose                key.Binding
	Toggle                key.Binding
	Number                key.Binding
	Draw, Play, Beam      key.Binding
	Move, Attempt, End    key.Binding
	Focus, FocusBack      key.Binding
	Back                  key.Binding
	InspUp, InspDown      key.Binding
	Windows               key.Binding
	Help, Quit            key.Binding
}

func newKeyMap() keyMap {
	return keyMap{
		Up:        key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:      key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:      key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous mission")),
		Right:     key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next mission")),
		PageUp:    key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "page up")),
		PageDown:  key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "page down")),
		Choose:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose / submit")),
		Toggle:    key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "toggle a pick")),
		Number:    key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("0-9", "type an option number (enter or a pause picks)")),
		Draw:      key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "draw")),
		Play:      key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "play (again: next)")),
		Beam:      key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "beam")),
		Move:      key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "move a ship")),
		Attempt:   key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "attempt")),
		End:       key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "end segment")),
		Focus:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next pane")),
		FocusBack: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous pane")),
		Back:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back / cancel")),
		InspUp:    key.NewBinding(key.WithKeys("[", "shift+up"), key.WithHelp("[/shift+↑", "scroll the inspector up (any pane)")),
		InspDown:  key.NewBinding(key.WithKeys("]", "shift+down"), key.WithHelp("]/shift+↓", "scroll the inspector down (any pane)")),
		Windows:   key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "response windows: be asked / auto-pass")),
		Help:      key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Quit:      key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

// ShortHelp is the footer line, before the help and quit keys that end
// it (footer keeps those whole).
func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Choose, k.Draw, k.Play, k.End, k.Focus}
}

// FullHelp is the help screen, one column per group.
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Choose, k.Toggle, k.Number},
		{k.Draw, k.Play, k.Beam, k.Move, k.Attempt, k.End},
		{k.Focus, k.FocusBack, k.Left, k.Right, k.InspUp, k.InspDown, k.Back, k.Windows, k.Help, k.Quit},
	}
}

// shortcuts maps action keys to the engine action they select.
var shortcuts = map[string]string{
	"d": game.ActDraw,
	"p": game.ActPlay,
	"b": game.ActBeam,
	"m": game.ActMove,
	"a": game.ActAttempt,
	"e": game.ActEnd,
}

// shortcutKinds are the decisions on which an action key does what the
// help says (draw, play, beam, move, attempt, end a segment): the two
// segments of a turn the player runs. Elsewhere an option may carry the
// same action code with another meaning ("Download nothing", "Pass"), and
// a key must not pick it behind the player's back.
var shortcutKinds = map[string][]string{
	game.ActDraw:    {game.KindPlayDraw},
	game.ActPlay:    {game.KindPlayDraw},
	game.ActBeam:    {game.KindOrders},
	game.ActMove:    {game.KindOrders},
	game.ActAttempt: {game.KindOrders},
	game.ActEnd:     {game.KindPlayDraw, game.KindOrders},
}
