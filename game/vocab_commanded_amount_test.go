package game

import "testing"

// Glossary: command; stopped. commanded counts the unstopped cards in play
// the reader commands, in a core or elsewhere, by printed facts;
// commanded-beyond is the reader's count less the opponent's, never below
// zero; with others, the card whose text counts is not counted.
func TestCommandedAmounts(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar, {card: Kahmis, stopped: true}]
    core: ["BaH!", Brutal Struggle, "A Chance for Glory"]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Brutal Struggle]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	assault := &Filter{Type: EventCard, Keyword: "Assault"}
	either := &Filter{Type: EventCard, Any: []Filter{{Keyword: "Assault"}, {Keyword: "Maneuver"}}}
	for _, tc := range []struct {
		name   string
		amount Amount
		p      Player
		want   int
	}{
		{"Ann's Assault events", Amount{Is: PerCommanded, Filter: assault}, ann, 2},
		{"an event with both keywords once", Amount{Is: PerCommanded, Filter: either}, ann, 3},
		{"a stopped personnel is not counted", Amount{Is: PerCommanded, Filter: &Filter{Type: Personnel}}, ann, 1},
		{"Ben's events", Amount{Is: PerCommanded, Filter: &Filter{Type: EventCard}}, ben, 1},
		{"Ann beyond Ben", Amount{Is: PerCommandedBeyond, Filter: &Filter{Type: EventCard}}, ann, 2},
		{"Ben beyond Ann is none", Amount{Is: PerCommandedBeyond, Filter: &Filter{Type: EventCard}}, ben, 0},
		{"limit", Amount{Is: PerCommanded, Filter: either, Limit: 2}, ann, 2},
		{"others leaves Dokar out", Amount{Is: PerCommanded, Filter: &Filter{Type: Personnel}, Others: true}, ann, 0},
		{"others leaves out no card the filter misses", Amount{Is: PerCommanded, Filter: assault, Others: true}, ann, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.amount
			if err := a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := a.value(g, fxCtx{src: dokar.ID, p: tc.p}, nil); got != tc.want {
				t.Errorf("%d, want %d", got, tc.want)
			}
		})
	}
}

// Rulebook: Paying costs. A cost-mod step with many changes the cost by
// its amount times the count, read for the card's side: -1 for each
// headquarters mission the opponent commands. Filter and many together
// are refused.
func TestCostModMany(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Bajor, Gift of the Prophets"}]
    hand: ["Aaron Conor, Born Leader"]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: "Qo'noS, Heart of the Empire"}, {card: Excavation}]
    deck: [Lopez]
`)
	conor := withCard(t, g, "Aaron Conor", ann)
	a := &Ability{When: WhenPlayCost, On: "self", Effect: []Step{{Do: DoCostMod, Amount: -1, Many: &Amount{Count: "opponent-headquarters"}}}}
	if err := a.Effect[0].Many.validate(); err != nil {
		t.Fatal(err)
	}
	if n, ok := g.costModAmount(ann, conor.ID, a); !ok || n != -2 {
		t.Errorf("cost change %d (%v), want -2", n, ok)
	}
	bad := Step{Do: DoCostMod, Amount: -1, Filter: &Filter{Type: Personnel}, Many: &Amount{Count: "opponent-headquarters"}}
	if err := playVerbs()[DoCostMod].validate(&bad); err == nil {
		t.Error("filter and many together: no error")
	}
}

// Rulebook: Mission cards. A mission's affiliation icons are those of the
// affiliations that may attempt it: an icon filter reads them, and a
// mission any affiliation may attempt shows none.
func TestMissionAffiliationIcons(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		mission, icon string
		want          bool
	}{
		{"Excavation", "federation", true},
		{"Excavation", "klingon", false},
		{"Feldomite Rush", "federation", false},
	} {
		c, err := lib.Find(tc.mission)
		if err != nil {
			t.Fatal(err)
		}
		if got := (&Filter{Icon: tc.icon, Mission: Planet}).matchesCard(c); got != tc.want {
			t.Errorf("%s shows [%s]: %v, want %v", tc.mission, tc.icon, got, tc.want)
		}
	}
}
