package game

import "testing"

// Ruling: Kira Nerys, Iliana Ghemor and Multiple HQs — download-several to
// a headquarters its target names, when it names two of the player's:
// the player picks one first, and every card taken goes there, only
// those that could be played there offered (where_playable).
func TestDownloadSeveralPicksHeadquarters(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Bajor, Gift of the Prophets"
      - card: "Cardassia Prime, Hardscrabble World"
        surface: [Daro]
    deck: [Hogue, Mila, Kahmis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	s := Step{Do: DoDownloadSeveral, Count: 3, Type: Personnel, Filter: &Filter{Keyword: "Dissident"}, To: ToHeadquarters, Target: &Filter{Mission: Headquarters}}
	s.WherePlayable = true
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	ctx := g.ctxFor(ann, find(t, g, "Daro").ID)
	if got := len(g.downloadHQs(ctx, &s)); got != 2 {
		t.Fatalf("%d headquarters named, want 2", got)
	}
	registry[DoDownloadSeveral].run(g, ctx, s)
	if d := expectDecision(t, g, ann, KindSelect); len(d.Options) != 2 {
		t.Fatalf("%d options, want the two headquarters", len(d.Options))
	}
	choose(t, g, "Cardassia Prime")
	choose(t, g, "Download Hogue")
	choose(t, g, "Download Mila")
	cp := find(t, g, "Cardassia Prime").ID
	for _, n := range []string{"Hogue", "Mila"} {
		if c := find(t, g, n); c.Zone != ZSurface || c.Where != cp {
			t.Errorf("%s in zone %v at %d, want at Cardassia Prime", n, c.Zone, c.Where)
		}
	}
	if c := find(t, g, "Kahmis"); c.Zone != ZDeck {
		t.Errorf("Kahmis (no Dissident) left the deck: %v", c.Zone)
	}
}
