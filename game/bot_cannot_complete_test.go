package game

import "testing"

// Glossary: cannot / may not; attempting missions, 5.c — a mission whose
// text forbids completing it to the crew there (Investigate Maquis
// Activity, 2U100: a [Maq] personnel of its player on the planet;
// Intercept Maquis, 1U175: a ship carrying one) can be attempted, but the
// attempt fails when the requirements are checked. The player's view says
// so for their own crew there now, read from the engine's rule; the
// opponent's view never does; and the basic bot does not spend an attempt
// on it, while it does attempt with a crew the text allows.
func TestViewAndBotCannotComplete(t *testing.T) {
	const maquisCrew = `["Anthwara, Leader of the Tribal Council", "Cal Hudson, Convincing Recruiter", "Ro Laren, Apologetic Defector", "Kituhwa, Tribal Historian", "Wakasa, Tribal Councilor", Anhaica]`
	const fedCrew = `["Jean-Luc Picard, Explorer", "William T. Riker, Number One", "Deanna Troi, Ship's Counselor", "Worf, Chief of Security", "Tasha Yar, Chief of Security"]`
	for _, tc := range []struct {
		name, mission, at, crew string
		want                    bool
	}{
		{"maquis on the planet", "Investigate Maquis Activity", "surface", maquisCrew, true},
		{"no maquis on the planet", "Investigate Maquis Activity", "surface", fedCrew, false},
		{"maquis aboard, planet: nobody on it", "Investigate Maquis Activity", "aboard", maquisCrew, false},
		{"maquis aboard the ship, space", "Intercept Maquis", "aboard", maquisCrew, true},
		{"no maquis aboard the ship, space", "Intercept Maquis", "aboard", fedCrew, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			surface, aboard := "[]", "[]"
			if tc.at == "surface" {
				surface = tc.crew
			} else {
				aboard = tc.crew
			}
			g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: `+tc.mission+`
        surface: `+surface+`
        ships:
          - card: "U.S.S. Valiant, Red Squad Training Ship"
            aboard: `+aboard+`
    deck: [Lopez, Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage]
    deck: [Lopez, Lopez]
`)
			m := find(t, g, tc.mission)
			if got := g.crewCannotComplete(0, m.ID); got != tc.want {
				t.Errorf("crewCannotComplete = %v, want %v", got, tc.want)
			}
			if g.attempt != nil {
				t.Fatal("the stand-in attempt was left behind")
			}
			own, opp := g.View(0), g.View(1)
			mv, _ := (&basicBot{}).mission(&own, m.ID)
			if mv == nil || mv.CannotComplete != tc.want {
				t.Fatalf("Ann's view: CannotComplete %v, want %v", mv != nil && mv.CannotComplete, tc.want)
			}
			if ov, _ := (&basicBot{}).mission(&opp, m.ID); ov == nil || ov.CannotComplete {
				t.Error("Ben's view must not say anything about Ann's crew")
			}
			if tc.at != "surface" || tc.mission != "Investigate Maquis Activity" {
				return
			}
			// The bot, on its orders: the attempt is offered either way.
			d := g.Pending()
			attempt := -1
			for i := range d.Options {
				if d.Options[i].Action == ActAttempt && d.Options[i].Target == m.ID {
					attempt = i
				}
			}
			if attempt < 0 {
				t.Fatal("the attempt is not offered")
			}
			b := &basicBot{lib: g.lib, reqs: map[string]*Req{}, tried: map[int]int{}}
			score := b.orderScore(&own, &d.Options[attempt])
			if tc.want && score >= 1 {
				t.Errorf("a barred attempt scores %v, not below ending the orders", score)
			}
			if !tc.want && score < 1 {
				t.Errorf("an allowed attempt meeting the requirements scores %v", score)
			}
		})
	}
}
