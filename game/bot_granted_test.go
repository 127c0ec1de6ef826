package game

import (
	"strings"
	"testing"
)

// Ruling: For the Cause (requirements a card gives its player's
// missions); Rulebook: Showing Your Cards. The controller's view of a
// mission lists the requirement sets cards in play give it, the
// opponent's does not, and the basic bot weighs a crew against either
// the printed requirements or a given set: Javert's crew lacks the two
// Leadership the printed ones need, but meets the set Javert gives.
func TestBotWeighsGrantedRequirements(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Athos IV, Maquis Base"
      - card: Intercept Maquis
        ships:
          - {card: "Javert, Maquis Flagship", aboard: ["Cal Hudson, Convincing Recruiter", Reide, Sark, "Sakonna, Puzzled Interrogator", "Amaros, Freedom Fighter", Harana, Niles]}
    deck: [Kobb]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	im := withCard(t, g, "Intercept Maquis", ann)
	own, opp := g.View(ann), g.View(ben)
	b := &basicBot{lib: g.lib, reqs: map[string]*Req{}, tried: map[int]int{}}
	mv, _ := b.mission(&own, im.ID)
	if mv == nil || !strings.Contains(mv.Granted, "Strength>36") {
		t.Fatalf("Ann's view of Intercept Maquis: granted %q, want Javert's set", mv.Granted)
	}
	if ov, _ := b.mission(&opp, im.ID); ov == nil || ov.Granted != "" {
		t.Fatalf("Ben's view lists Ann's granted sets: %+v", ov)
	}
	r := b.missionReq(mv)
	if r == nil || r.Kind != ReqOr || len(r.Children) < 2 {
		t.Fatalf("the bot's requirements: %v, want the printed ones or Javert's", r)
	}
	if got := r.Children[len(r.Children)-1].String(); !strings.Contains(got, "Treachery") {
		t.Errorf("the given set reads %q", got)
	}
}
