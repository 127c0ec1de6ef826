package game

import (
	"strings"
	"testing"
)

const loseAllExceptPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: ["Hanok, Trade Minister", Regana Tosh, Kolos, Dokar]
    deck: [Taul]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    deck: [Mills]
`

// TestLoseAllSkillsExceptSeveral: with to: present and count 2 (up_to),
// the player picks one or two of their other personnel present (this
// card is not one: Glossary, present); each loses every skill but those
// listed in except, which keep their levels, until the step's end; the
// step is worded with both. A count with another target, or an unknown
// skill, is refused at load. Ruling: One-Time Broadcast Abilities (the
// targets are fixed as it runs).
func TestLoseAllSkillsExceptSeveral(t *testing.T) {
	g := startScenario(t, loseAllExceptPosition)
	src := find(t, g, "Hanok, Trade Minister").ID
	regana, kolos, dokar := find(t, g, "Regana Tosh").ID, find(t, g, "Kolos").ID, find(t, g, "Dokar").ID
	ctx := g.ctxFor(ann, src)
	s := Step{Do: DoLoseAllSkills, To: timedToPresent, Count: 2, UpTo: true, Except: []string{"Acquisition"}, Until: "turn"}
	if err := validateLoseAll(&s); err != nil {
		t.Fatal(err)
	}
	if w := registry[DoLoseAllSkills].text(s); !strings.Contains(w, "one or two of your other personnel present lose all skills but Acquisition") {
		t.Errorf("words %q", w)
	}
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(func() { registry[DoLoseAllSkills].run(g, ctx, s) })
	g.run()
	d := g.Pending()
	if d == nil || d.Min != 1 || d.Max != 2 || len(d.Options) != 3 || hasOption(d, "Hanok") {
		t.Fatalf("decision %+v; want one or two of Regana Tosh, Kolos and Dokar", d)
	}
	choose(t, g, "Regana Tosh", "Kolos")
	if ss := g.skills(regana); ss.Level("Acquisition") != 1 || ss.Level("Science") != 0 || ss.Level("Treachery") != 0 {
		t.Errorf("Regana Tosh: Acquisition %d, Science %d, Treachery %d; want 1, 0, 0", ss.Level("Acquisition"), ss.Level("Science"), ss.Level("Treachery"))
	}
	if ss := g.skills(kolos); ss.Level("Acquisition") != 1 || ss.Level("Navigation") != 0 {
		t.Errorf("Kolos keeps Navigation or lost Acquisition")
	}
	if ss := g.skills(dokar); ss.Level("Biology") != 1 {
		t.Error("Dokar, not picked, lost his skills")
	}
	if ss := g.skills(src); ss.Level("Engineer") != 1 {
		t.Error("Hanok lost his skills")
	}
	for _, bad := range []Step{
		{Do: DoLoseAllSkills, To: "self", Count: 2, Until: "turn"},
		{Do: DoLoseAllSkills, To: timedToPresent, Except: []string{"Haggling"}, Until: "turn"},
		{Do: DoLoseAllSkills, To: timedToPresent, UpTo: true, Until: "turn"},
	} {
		if validateLoseAll(&bad) == nil {
			t.Errorf("accepted %+v", bad)
		}
	}
}
