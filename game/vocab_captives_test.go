package game

import "testing"

// Rulebook: Brig and Captives — "your captive" is an opponent's personnel
// in your brig; a captive is not in play, so its printed skills are read.
// The groups your-brig and opponent-brig hold each side's captives, the
// ship groups the ships each player commands; the dots amount adds one
// per listed skill (a skill at level 2 is one dot) and round rounds to
// the nearest multiple.
func TestCaptiveGroupsAndSkillDots(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        ships: [{card: Galor, aboard: [Jural]}, {card: Galor}]
    brig: ["Gowron, Sole Leader of the Empire", Garvey, Martinez]
    deck: [Davin]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation", ships: [{card: "I.K.S. Vor'cha"}]}]
    brig: [Jural]
    deck: [Lopez]
`)
	ann, ben := fxCtx{p: 0}, fxCtx{p: 1}
	for _, tc := range []struct {
		name  string
		ctx   fxCtx
		group string
		want  int
	}{
		{"Ann's captives", ann, GroupYourBrig, 3},
		{"Ann's opponent's captives", ann, GroupOpponentBrig, 1},
		{"Ben's captives", ben, GroupYourBrig, 1},
		{"Ann's ships", ann, GroupYourShips, 2},
		{"Ann's opponent's ships", ann, GroupOpponentShips, 1},
		{"Ben's ships", ben, GroupYourShips, 1},
	} {
		if got := len(g.group(tc.ctx, tc.group, nil)); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		name string
		a    Amount
		want int
	}{
		{"dots: Gowron 4 (one of them level 2), Garvey 4, Martinez 4", Amount{Dots: GroupYourBrig}, 12},
		{"12 rounded to a multiple of 5", Amount{Dots: GroupYourBrig, Round: 5}, 10},
		{"13 rounded to a multiple of 5", Amount{Dots: GroupYourBrig, N: 1, Round: 5}, 15},
		{"the Klingon captive alone", Amount{Dots: GroupYourBrig, Filter: &Filter{Species: "Klingon"}}, 4},
	} {
		if err := tc.a.validate(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := tc.a.value(g, ann, nil); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	if bad := (&Amount{Dots: GroupYourBrig, Round: -5}); bad.validate() == nil {
		t.Error("a negative round is accepted")
	}
	if got := (&Amount{Dots: GroupYourBrig, Round: 5}).Text(); got != "the total number of skill dots on your captives, rounded to the nearest multiple of 5" {
		t.Errorf("text %q", got)
	}
}

// Rulebook: Uniqueness — "your different Capture cards" counts titles:
// two copies of one event count once, an opponent's does not count, nor
// one out of play.
func TestDifferentInPlay(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Jural]}]
    core: [Taken Prisoner, Taken Prisoner, Caught in the Act, Awaiting Trial]
    discard: [Apprehended]
    deck: [Davin]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Political Leverage]
    deck: [Lopez]
`)
	capture := Amount{Is: AmountDifferentInPlay, Filter: &Filter{Keyword: "Capture"}}
	punishment := Amount{Is: AmountDifferentInPlay, Filter: &Filter{Keyword: "Punishment"}}
	for _, tc := range []struct {
		name string
		a    Amount
		ctx  fxCtx
		want int
	}{
		{"Ann's Capture cards", capture, fxCtx{p: 0}, 2},
		{"Ann's Punishment cards", punishment, fxCtx{p: 0}, 1},
		{"Ben's Capture cards", capture, fxCtx{p: 1}, 1},
	} {
		if err := tc.a.validate(); err != nil {
			t.Fatal(err)
		}
		if got := tc.a.value(g, tc.ctx, nil); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}
