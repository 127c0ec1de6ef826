package game

import "testing"

const strandedCrew = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    score: 65
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Medical Relief
        completed: true
        surface: [Rabal, Lopez, Elizabeth Shelby, Davies, Rixx, Daniel Kwan]
        ships: [U.S.S. Galaxy]
      - card: Military Exercises
        completed: true
      - card: Sensitive Search
      - card: Explore Black Cluster
    deck: [Davies, Davies, Lopez, Lopez, Rixx, Rixx, Rabal, Rabal, Daniel Kwan, Daniel Kwan]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Khitomer Investigation
    deck: [Kahmis, Dokar, Kroval, Kahmis, Dokar, Kroval, Kahmis, Dokar, Kroval, Kahmis]
`

// A crew left on a mission it has completed goes back aboard and on to a
// mission still to do, instead of sitting out the game at 65 points.
// Rulebook: Order – Beam personnel; Order – Move a ship; Winning the Game.
func TestBasicBotLeavesACompletedMission(t *testing.T) {
	g := startScenario(t, strandedCrew)
	var bots [2]Bot
	for p := range bots {
		bots[p], _ = NewBotWith(BotBasic, g.lib, uint64(p)+1)
	}
	m := NewMatch(g, bots)
	for g.Result() == nil && g.Turn() <= 3 {
		if _, err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if !find(t, g, "Sensitive Search").Completed {
		t.Fatalf("the crew stayed at Medical Relief: score %d after turn %d", g.Score(0), g.Turn())
	}
}

// After an attempt fails, the same crew is not sent again unless it could
// lose anyone and still meet the requirements; a bigger crew is.
// Rulebook: Facing Dilemmas; Checking Mission Requirements.
func TestBasicBotDoesNotRetryTheSameCrew(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Sensitive Search
        surface: [Rabal, Lopez, Elizabeth Shelby, Davies, Rixx, Daniel Kwan]
    deck: [Davies]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
    deck: [Kahmis]
`)
	b := &basicBot{lib: g.lib, reqs: map[string]*Req{}, tried: map[int]int{}}
	v := g.View(0)
	d := g.Pending()
	attempt := -1
	for i, o := range d.Options {
		if o.Action == ActAttempt {
			attempt = i
		}
	}
	if attempt < 0 {
		t.Fatal("no attempt offered")
	}
	o := d.Options[attempt]
	score := func() float64 { b.memo.reset(); return b.orderScore(&v, &o) }
	if s := score(); s < 10 {
		t.Fatalf("a first attempt by a crew that meets the requirements scores %v", s)
	}
	b.tried[o.Target] = 6
	if s := score(); s >= 1 {
		t.Fatalf("the same crew of six, which needs every member (Rabal alone has Programming), would try again: %v", s)
	}
	b.tried[o.Target] = 5
	if s := score(); s < 10 {
		t.Fatalf("a bigger crew than the one that failed should try: %v", s)
	}
}
