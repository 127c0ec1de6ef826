package game

import "testing"

// windowPosition is a response window posed to Player 1 while its crew
// faces Player 2's dilemma; hand is Player 1's hand. Every decision on
// the way is answered with its first option (Pass, in a window), until
// the window after steps of them (-1: the first window that offers
// Player 1 more than Pass). It returns the game and the steps taken.
func windowPosition(tb testing.TB, hand string, steps int) (*Game, int) {
	tb.Helper()
	g := startScenario(tb, `
active: 1
segment: orders
players:
  - missions:
      - card: Unicomplex, Root of the Hive Mind
      - card: Hunt Alien
        surface: [Calibration Drone, Acclimation Drone]
      - card: Salvage Borg Ship
        overcome: [Triage]
    hand: [`+hand+`]
    deck: [Borg Cube, Borg Cube]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage]
    deck: [Dokar]
`)
	choose(tb, g, "Attempt Hunt Alien")
	d := expectDecision(tb, g, 1, KindChooseDilemmas)
	if _, err := g.Choose(1, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
		tb.Fatal(err)
	}
	for k := 0; ; k++ {
		d := g.Pending()
		if d == nil || k > 50 {
			tb.Fatal("no window for Player 1")
		}
		if d.Kind == KindRespond && d.Player == 0 && (k == steps || (steps < 0 && len(d.Options) > 1)) {
			return g, k
		}
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkBotWindow is what a seat's bot does to answer a response
// window as a host's seat answers it (net.RunBot: the seat's window view,
// WindowView, then the bot's choice), when it holds a response it could
// play (Adapt) and when it holds nothing that answers (Borg Sphere).
// Issue 25 item 17: the two must cost the same, or the other seat could
// time the bot's answers to learn what it holds. The "full-view" cases
// are the whole view the bot was given before, for comparison: its cost
// depends on the hand. Compare the ns/op of the pairs (not a timed test:
// the figures are the machine's).
//
//	go test ./game -run '^$' -bench BotWindow -benchmem -count 5
func BenchmarkBotWindow(b *testing.B) {
	_, steps := windowPosition(b, "Adapt", -1)
	hands := []struct{ name, hand string }{{"holds-response", "Adapt"}, {"pass-only", "Borg Sphere"}}
	for _, view := range []string{"window", "full-view"} {
		for _, c := range hands {
			b.Run(view+"/"+c.name, func(b *testing.B) {
				g, _ := windowPosition(b, c.hand, steps)
				if n := len(g.Pending().Options); (n > 1) != (c.hand == "Adapt") {
					b.Fatalf("%s: %d options in the window", c.hand, n)
				}
				bot, _ := NewBotWith(BotBasic, g.Library(), 1)
				var buf WindowBuffer
				b.ReportAllocs()
				for b.Loop() {
					if view == "window" {
						v := g.WindowView(0, &buf)
						_ = bot.Choose(v, v.Pending)
					} else {
						v := g.View(0)
						_ = bot.Choose(&v, v.Pending)
					}
				}
			})
		}
	}
}
