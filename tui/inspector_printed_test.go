package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

const printedScenario = `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Gorkon Visionary Chancellor, Kahmis]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`

// inspectGorkon starts the scenario on lib and returns the inspector's
// lines for Gorkon.
func inspectGorkon(t *testing.T, lib *game.Library) string {
	t.Helper()
	sc, err := game.ParseScenario([]byte(printedScenario))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewFromScenario(lib, sc)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(Config{Lib: lib, Game: g, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 160, Height: 48})
	press(m, "enter")
	for id, ref := range m.index {
		if ref.cv.Name == "Gorkon, Visionary Chancellor" {
			m.inspect = id
		}
	}
	if m.inspect == 0 {
		t.Fatal("Gorkon is not on the board")
	}
	return strings.Join(m.inspectorLines(200), "\n")
}

// The inspector of a card that is not enforced says so where its text
// would be; with the player's card data file it also shows the printed
// text, marked as such (issue 23).
func TestInspectorShowsPrintedTextBesideGenerated(t *testing.T) {
	lines := inspectGorkon(t, testLib(t))
	if !strings.Contains(lines, "[Text not enforced: its facts apply.]") || strings.Contains(lines, game.PrintedTextLabel) {
		t.Fatalf("without card data:\n%s", lines)
	}
	gorkon := &game.Card{Facts: game.Facts{Title: "Gorkon Visionary Chancellor", Type: game.Personnel, Unique: true}}
	const words = "Made-up words for the test: Gorkon reads a treaty aloud."
	lib, rep, err := game.DefaultLibraryWithPlayerCards([]game.PlayerCard{{Card: gorkon, Text: words}})
	if err != nil || rep.Texts != 1 || len(rep.Added) != 0 {
		t.Fatalf("err %v, report %+v", err, rep)
	}
	lines = inspectGorkon(t, lib)
	if !strings.Contains(lines, "[Text not enforced: its facts apply.]") || !strings.Contains(lines, game.PrintedTextLabel+words) {
		t.Fatalf("with card data:\n%s", lines)
	}
}
