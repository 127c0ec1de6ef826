package tui

import (
	"regexp"
	"strings"
	"testing"
)

// movesScenario: Ann's staffed U.S.S. Galaxy at Earth may move to each of
// her four other missions.
const movesScenario = `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Earth, Cradle of the Federation
        ships: [{card: U.S.S. Galaxy, aboard: [Elizabeth Shelby, Rixx, Davies, Lopez]}]
      - card: Medical Relief
      - card: Sensitive Search
      - card: Military Exercises
      - card: Explore Black Cluster
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`

var rangeCost = regexp.MustCompile(`\(range \d+ of \d+\)`)

// Issue 24, point 2: at 80×24 and 120×40 every move option shows its
// destination and its range cost (the mission the ship leaves, the same
// for all, is what the edge cuts), the option under the cursor shows
// whole, and the footer and top bar keep the help and quit keys.
func TestLabelsKeepWhatDiffers(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		m := newInlineScenario(t, movesScenario, sz[0], sz[1])
		first := strings.Split(screen(m), "\n")
		if last := first[len(first)-1]; !strings.Contains(last, "? help") || !strings.Contains(last, "q quit") {
			t.Errorf("%v: footer without help or quit: %q", sz, last)
		}
		if !strings.Contains(first[0], "? help") {
			t.Errorf("%v: top bar without help: %q", sz, first[0])
		}
		press(m, "m")
		d := m.decision()
		moves := 0
		for _, o := range d.Options {
			if strings.HasPrefix(o.Label, "Move ") {
				moves++
			}
		}
		if moves < 4 {
			t.Fatalf("%v: %d move options", sz, moves)
		}
		scr := screen(m)
		lines := strings.Split(scr, "\n")
		shown := 0
		for _, l := range lines {
			if strings.Contains(l, ". Move U.S.S. Galaxy to ") {
				shown++
				if !rangeCost.MatchString(l) {
					t.Errorf("%v: a move option without its range cost: %q", sz, l)
				}
			}
		}
		if shown == 0 {
			t.Fatalf("%v: no move option on screen:\n%s", sz, scr)
		}
	}
}

// Issue 24, point 2: the option under the cursor wraps, so the whole
// label can be read at 80 columns.
func TestSelectedOptionWraps(t *testing.T) {
	m := newInlineScenario(t, movesScenario, 80, 24)
	press(m, "m")
	d := m.decision()
	label := d.Options[m.cursor].Label
	if width(label) < 76 {
		t.Fatalf("the test needs a label wider than the screen: %q", label)
	}
	var joined []string
	for _, l := range strings.Split(screen(m), "\n") {
		joined = append(joined, strings.Fields(l)...)
	}
	if !strings.Contains(strings.Join(joined, " "), strings.Join(strings.Fields(label), " ")) {
		t.Fatalf("the selected option %q is not shown whole:\n%s", label, screen(m))
	}
}

// Issue 24, point 2: the dilemma list keeps its keys ("space toggles,
// enter submits") and a wrong-type dilemma's mark at 80×24 and 120×40.
func TestDilemmaListKeepsKeysAndMarks(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		m := newInlineScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Earth, Cradle of the Federation
      - card: Medical Relief
        surface: [Davies, Lopez, Rixx]
    deck: [Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Wavefront, Triage, Pinned Down]
    deck: [Dokar]
`, sz[0], sz[1])
		pressOption(t, m, "Attempt Medical Relief")
		press(m, "y", "enter") // confirm, then Ben takes the keyboard
		scr := screen(m)
		contains(t, scr, "space toggles, enter submits")
		found := false
		for _, l := range strings.Split(scr, "\n") {
			if strings.Contains(l, ". Wavefront") {
				found = true
				if !strings.Contains(l, "will be overcome") {
					t.Errorf("%v: the wrong-type mark is cut: %q", sz, l)
				}
			}
		}
		if !found {
			t.Fatalf("%v: Wavefront not listed:\n%s", sz, scr)
		}
	}
}

// Issue 24, point 2: the "options changed" box keeps its keys at 80 and
// 120 columns, however long the labels it names.
func TestOptionsChangedKeepsKeys(t *testing.T) {
	for _, w := range []int{80, 120} {
		m := newTestModel(t, false, w, 40)
		press(m, "enter")
		stopClock(m)
		n, _ := playNumber(t, m)
		key := string(rune('0' + n))
		press(m, key, key)
		if !m.confirm {
			t.Fatalf("%d: no confirmation", w)
		}
		contains(t, screen(m), "y/enter = go ahead · n/esc = back")
	}
}
