package game

import (
	"strings"
	"testing"
)

// startScenario sets up a game from scenario YAML text.
func startScenario(t testing.TB, text string) *Game {
	t.Helper()
	return startScenarioWith(t, testLib(t), text)
}

// startScenarioWith sets up a game from scenario text with a given library.
func startScenarioWith(t testing.TB, lib *Library, text string) *Game {
	t.Helper()
	s, err := ParseScenario([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewFromScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	skipEmptyWindows(t, g)
	return g
}

// skipEmptyWindows answers every pending response window that offers its
// player nothing but Pass. Every window is asked of every player, holding a
// response or not (rules_responses.go); most tests are about something else and
// only look at the decisions that offer a choice.
func skipEmptyWindows(t testing.TB, g *Game) {
	t.Helper()
	for d := g.Pending(); d != nil && d.Kind == KindRespond && len(d.Options) == 1 && d.Options[0].Action == ActEnd; d = g.Pending() {
		if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			t.Fatal(err)
		}
	}
}

// optionIndex finds the pending option whose label contains text.
func optionIndex(t testing.TB, g *Game, text string) int {
	t.Helper()
	d := g.Pending()
	if d == nil {
		t.Fatalf("no decision pending; wanted option %q", text)
	}
	for i, o := range d.Options {
		if strings.Contains(o.Label, text) {
			return i
		}
	}
	for i, o := range d.Options { // "Title Subtitle" as well as "Title, Subtitle"
		if strings.Contains(nameKey(o.Label), nameKey(text)) {
			return i
		}
	}
	var labels []string
	for _, o := range d.Options {
		labels = append(labels, o.Label)
	}
	t.Fatalf("no option %q in %s decision %q: %q", text, d.Kind, d.Prompt, labels)
	return -1
}

// choose answers the pending decision (as whoever must decide) with the
// options whose labels contain each text, in order.
func choose(t testing.TB, g *Game, texts ...string) []Event {
	t.Helper()
	skipEmptyWindows(t, g)
	d := g.Pending()
	if d == nil {
		t.Fatalf("no decision pending; wanted %q", texts)
	}
	picks := []int{}
	for _, x := range texts {
		picks = append(picks, optionIndex(t, g, x))
	}
	evs, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: picks})
	if err != nil {
		t.Fatalf("choose %q in %q: %v", texts, d.Prompt, err)
	}
	skipEmptyWindows(t, g)
	return evs
}

// expectDecision fails unless the pending decision is of kind and player.
func expectDecision(t testing.TB, g *Game, p Player, kind string) *Decision {
	t.Helper()
	skipEmptyWindows(t, g)
	d := g.Pending()
	if d == nil {
		t.Fatalf("want a %s decision for %s; none pending (result %+v)", kind, p, g.Result())
	}
	if d.Player != p || d.Kind != kind {
		t.Fatalf("want a %s decision for %s; got %s for %s: %q", kind, p, d.Kind, d.Player, d.Prompt)
	}
	return d
}

// find returns the first instance of the named card.
func find(t testing.TB, g *Game, name string) *Inst {
	t.Helper()
	for _, c := range g.cards[1:] {
		if c.Card.Name() == name || c.Card.Title == name || nameKey(c.Card.Name()) == nameKey(name) {
			return c
		}
	}
	t.Fatalf("no card %q in the game", name)
	return nil
}

// findAll returns every instance of the named card.
func findAll(g *Game, name string) []*Inst {
	var out []*Inst
	for _, c := range g.cards[1:] {
		if c.Card.Name() == name || c.Card.Title == name || nameKey(c.Card.Name()) == nameKey(name) {
			out = append(out, c)
		}
	}
	return out
}

// hasEvent reports whether any event's text contains text.
func hasEvent(g *Game, text string) bool {
	for _, e := range g.Events() {
		if strings.Contains(e.Text, text) {
			return true
		}
	}
	return false
}

// newInst adds a card to a running test game (for positions a scenario
// file cannot express, such as a player's ships at the opponent's mission).
func (g *Game) newInst(t testing.TB, name string, owner Player, z Zone, where int) *Inst {
	t.Helper()
	c, err := g.lib.Find(name)
	if err != nil {
		t.Fatal(err)
	}
	in := &Inst{ID: len(g.cards), Card: c, Owner: owner, Controller: owner, Zone: z, Where: where}
	g.cards = append(g.cards, in)
	if l := g.list(in); l != nil {
		*l = append(*l, in.ID)
	}
	g.indexCards()
	return in
}

// restartOrders re-poses the Execute Orders decision after a test changed
// the position.
func (g *Game) restartOrders() {
	g.pending, g.resume, g.validate = nil, nil, nil
	g.work = nil
	g.push(g.ordersStep)
	g.run()
}

func lastEvents(g *Game, n int) []string {
	var out []string
	for _, e := range g.Events()[max(0, g.EventCount()-n):] {
		out = append(out, e.Text)
	}
	return out
}
