package game

import (
	"strings"
	"testing"
)

// Ruling: Attempt and Complete — other requirements open to the
// personnel showing an icon ("your [AU] personnel"), whatever their
// affiliation: checked at load, worded, and usable only by a personnel
// with the icon.
func TestAltRequirementsByIcon(t *testing.T) {
	ok := []AltReq{{ByIcon: "au", Req: "Leadership and Strength>10"}}
	if err := validateAltReqs(ok); err != nil {
		t.Fatal(err)
	}
	if got := ok[0].text(); !strings.Contains(got, "your [AU] personnel may attempt") {
		t.Errorf("text %q does not name [AU] personnel", got)
	}
	if got := ok[0].label(); got != "Requirements for [AU] personnel: Leadership and Strength>10" {
		t.Errorf("label %q", got)
	}
	for _, bad := range [][]AltReq{
		{{ByIcon: "au", By: []string{"federation"}, Req: "Leadership"}},
		{{ByIcon: "alternate", Req: "Leadership"}},
	} {
		if err := validateAltReqs(bad); err == nil {
			t.Errorf("%+v must be refused at load", bad[0])
		}
	}
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: ["Elim Garak, First Officer of Terok Nor", Lopez]
    deck: [Rixx]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	if !g.altUsableBy(&ok[0], find(t, g, "Elim Garak").ID) {
		t.Error("a Cardassian [AU] personnel may use the [AU] set")
	}
	if g.altUsableBy(&ok[0], find(t, g, "Lopez").ID) {
		t.Error("a [Fed] personnel without [AU] may not")
	}
}
