package game

import (
	"slices"
	"testing"
)

const relocatePosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Humanity's Home"
      - card: Aid Lost Colony
        surface: [Callaghan, Kahmis, Medical Kit, {card: Tricorder, controller: 2}, {card: Dallas, stopped: true}]
        ships:
          - card: "Enterprise, Finally Ready to Swim"
            aboard: [Garrid]
          - card: "U.S.S. Enterprise-D, Diplomatic Envoy"
            controller: 2
    deck: [Garrid]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Davies]
`

// TestRelocateSubjectDestinations: a personnel goes to a headquarters of
// its controller's, only one that lets it be played there with
// where_playable (a Klingon at a Starfleet headquarters: none), or
// aboard its controller's ship at the card's mission, never an opponent's
// ship. Glossary: place; Rulebook: Headquarters (what may be played there).
func TestRelocateSubjectDestinations(t *testing.T) {
	cases := []struct {
		name, who, step string
		want            []string
	}{
		{"any headquarters", "Kahmis", "{do: relocate-subject, to: headquarters}", []string{"Earth"}},
		{"playable there", "Callaghan", "{do: relocate-subject, to: headquarters, where_playable: true}", []string{"Earth"}},
		{"not playable there", "Kahmis", "{do: relocate-subject, to: headquarters, where_playable: true}", nil},
		{"your ship here", "Callaghan", "{do: relocate-subject, to: your-ship-here, outcome: stop}", []string{"Enterprise"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, relocatePosition)
			kit := find(t, g, "Medical Kit")
			giveText(t, kit, "abilities:\n  - when: about-to-kill\n    on: present\n    effect: [{do: prevent}, "+tc.step+"]\n")
			s := kit.Card.Abilities[0].Effect[1]
			ctx := g.ctxFor(0, kit.ID)
			ctx.subject = find(t, g, tc.who).ID
			var got []string
			for _, id := range g.relocateDestinations(ctx, &s) {
				got = append(got, g.cards[id].Card.Title)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("destinations %q, want %q", got, tc.want)
			}
			if possible := registry[DoRelocateSubject].possible(g, ctx, &s); possible != (len(tc.want) > 0) {
				t.Fatalf("possible = %v", possible)
			}
			if len(tc.want) == 0 {
				return
			}
			registry[DoRelocateSubject].run(g, ctx, s)
			c := g.cards[ctx.subject]
			if g.cards[c.Where].Card.Title != tc.want[0] {
				t.Errorf("%s is at %s, want %s", c.Card.Title, g.cards[c.Where].Card.Title, tc.want[0])
			}
			if c.Stopped != (s.Outcome == OutStop) {
				t.Errorf("stopped = %v, step %s", c.Stopped, tc.step)
			}
		})
	}
}

// TestRelocateSubjectRefusesBadFields: the destination is required and
// where_playable reads only a headquarters; the outcome may only stop.
func TestRelocateSubjectRefusesBadFields(t *testing.T) {
	for _, s := range []Step{
		{Do: DoRelocateSubject},
		{Do: DoRelocateSubject, To: "hand"},
		{Do: DoRelocateSubject, To: RelocateShipHere, StepFields: StepFields{WherePlayable: true}},
		{Do: DoRelocateSubject, To: RelocateHQ, Outcome: OutKill},
	} {
		if err := registry[DoRelocateSubject].validate(&s); err == nil {
			t.Errorf("%+v accepted", s)
		}
	}
}
