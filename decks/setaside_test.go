package decks

import (
	"path/filepath"
	"strings"
	"testing"
)

// deck check --skip-unknown: the cards the pool does not know are set
// aside as notes, and the rest of the deck is checked, their copies still
// counting toward their section (Rulebook: Building a Deck: 5 missions,
// 20 dilemmas, 35 cards). Without it an unknown card stays an error.
func TestLoadSettingAside(t *testing.T) {
	lib := testLib(t)
	whole := loadSample(t, "klingon-excelsior").Format()
	// Take one mission and three draw-deck copies out, and put unknown
	// cards in their place, as a list of newer cards would.
	text := strings.Replace(whole, "1x Brute Force\n", "1x Some Future Mission\n", 1)
	text = strings.Replace(text, "Draw deck:\n", "Draw deck:\n3x Card From The Next Set\n", 1)
	d0 := loadSample(t, "klingon-excelsior")
	first := d0.Entries[len(d0.Entries)-1]
	if first.Count != 1 && first.Count != 2 && first.Count != 3 {
		t.Fatalf("unexpected count %d", first.Count)
	}
	f := filepath.Join(t.TempDir(), "newer.txt")
	// Drop the last draw-deck line, and make up its copies with unknown ones.
	lastLine := "\n" + itoa(first.Count) + "x " + first.Card.DeckName() + "\n"
	if !strings.Contains(text, lastLine) {
		t.Fatalf("no line %q in\n%s", lastLine, text)
	}
	text = strings.Replace(text, lastLine, "\n"+itoa(first.Count)+"x Another Unknown Card\n", 1)
	writeFile(t, f, text)

	if _, err := Load(lib, f); err == nil || !strings.Contains(err.Error(), `unknown card "Some Future Mission"`) {
		t.Errorf("Load: %v; want the unknown cards refused", err)
	}
	d, err := LoadSettingAside(lib, f)
	if err != nil {
		t.Fatalf("LoadSettingAside: %v", err)
	}
	var lines []string
	for _, n := range d.Notes {
		if strings.Contains(n.Msg, "set aside, not checked: unknown card") {
			lines = append(lines, n.Msg)
		}
	}
	if len(lines) != 3 || len(d.Unknown) != 3 {
		t.Errorf("set aside %v (%d unknown), want 3", lines, len(d.Unknown))
	}
	if got := d.Unknown[0]; got.Section != Missions || got.Name != "Some Future Mission" || got.Count != 1 {
		t.Errorf("first unknown %+v", got)
	}
	if got := d.Unknown[1]; got.Section != DrawDeck || got.Count != 3 {
		t.Errorf("second unknown %+v", got)
	}
	// The rest is still checked: too few dilemmas is an error, with the
	// set-aside copies named in the count.
	short := strings.Replace(text, "Dilemmas:\n", "Dilemmas:\n1x Unknown Dilemma To Come\n", 1)
	short = strings.Replace(short, "1x Dark Page\n", "", 1)
	short = strings.Replace(short, "1x Back Room Dealings\n", "", 1)
	writeFile(t, f, short)
	_, err = LoadSettingAside(lib, f)
	if err == nil || !strings.Contains(err.Error(), "19 dilemmas (1 of them unknown, set aside); the dilemma pile needs at least 20") {
		t.Errorf("a short pile: %v", err)
	}
}

func itoa(n int) string { return string(rune('0' + n)) }
