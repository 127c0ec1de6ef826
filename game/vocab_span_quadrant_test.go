package game

import "testing"

// Rulebook: Order – Move a ship: two missions with different quadrant
// icons add two to the Range needed, unless a mission's text waives it for
// the other (span_no_quadrant; Mouth of the Wormhole, Deep Space 9).
func TestQuadrantsWaived(t *testing.T) {
	mission := func(q string) *Card { return &Card{Facts: Facts{Type: Mission, Quadrant: q}} }
	waiver := mission("alpha")
	waiver.SpanNoQuadrant = &Filter{Quadrant: "gamma"}
	gamma, delta, plain := mission("gamma"), mission("delta"), mission("alpha")
	cases := []struct {
		name string
		a, b *Card
		want bool
	}{
		{"from the waiving mission to a gamma one", waiver, gamma, true},
		{"from a gamma mission to the waiving one", gamma, waiver, true},
		{"to a delta mission: the filter does not match", waiver, delta, false},
		{"between two missions without the text", plain, gamma, false},
	}
	for _, c := range cases {
		if got := quadrantsWaived(c.a, c.b); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
	if err := validateSpanNoQuadrant(&Filter{}); err == nil {
		t.Error("an empty filter should be refused at load")
	}
}
