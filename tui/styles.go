package tui

import (
	"github.com/charmbracelet/lipgloss"
	"github.com/stccg/stccg/game"
)

// styles are built from one lipgloss renderer, so a test (or NO_COLOR)
// that gives the renderer the ASCII profile gets plain text everywhere.
// Meaning never rests on colour alone: stopped, face-down and damaged
// cards also carry a text marker (see markers in board.go).
type styles struct {
	r *lipgloss.Renderer

	title     lipgloss.Style // pane titles and headers
	dim       lipgloss.Style // secondary text
	stopped   lipgloss.Style // stopped cards: faint, italic, struck through
	concealed lipgloss.Style // face-down cards of the opponent
	damaged   lipgloss.Style // damaged ships
	cursor    lipgloss.Style // the highlighted option or card
	picked    lipgloss.Style // a chosen option in a multi-pick
	errorLine lipgloss.Style // the status line after a refused choice
	okLine    lipgloss.Style
	focus     lipgloss.Style // title of the focused pane
	done      lipgloss.Style // completed missions
	players   [2]lipgloss.Style
	affs      map[string]lipgloss.Style
}

// affiliation colours (ANSI 256), one per affiliation everywhere.
var affColours = map[string]string{
	"federation":  "33",
	"klingon":     "160",
	"romulan":     "28",
	"borg":        "36",
	"bajoran":     "172",
	"cardassian":  "136",
	"ferengi":     "208",
	"dominion":    "99",
	"non-aligned": "250",
}

func newStyles(r *lipgloss.Renderer) *styles {
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	s := &styles{r: r}
	ns := r.NewStyle
	s.title = ns().Bold(true)
	s.dim = ns().Faint(true)
	s.stopped = ns().Faint(true).Italic(true).Strikethrough(true)
	s.concealed = ns().Faint(true).Foreground(lipgloss.Color("244"))
	s.damaged = ns().Foreground(lipgloss.Color("203")).Underline(true)
	s.cursor = ns().Reverse(true)
	s.picked = ns().Bold(true).Foreground(lipgloss.Color("220"))
	s.errorLine = ns().Bold(true).Foreground(lipgloss.Color("196"))
	s.okLine = ns().Foreground(lipgloss.Color("114"))
	s.focus = ns().Bold(true).Underline(true).Foreground(lipgloss.Color("220"))
	s.done = ns().Bold(true).Foreground(lipgloss.Color("114"))
	s.players = [2]lipgloss.Style{ns().Foreground(lipgloss.Color("45")), ns().Foreground(lipgloss.Color("213"))}
	s.affs = map[string]lipgloss.Style{}
	for a, c := range affColours {
		s.affs[a] = ns().Foreground(lipgloss.Color(c))
	}
	return s
}

// aff is the style of a card of affiliation a (plain when unknown).
func (s *styles) aff(a string) lipgloss.Style {
	if st, ok := s.affs[a]; ok {
		return st
	}
	return s.r.NewStyle()
}

// player is the colour of a seat, for names and log lines.
func (s *styles) player(p game.Player) lipgloss.Style {
	if p == 0 || p == 1 {
		return s.players[p]
	}
	return s.dim
}
