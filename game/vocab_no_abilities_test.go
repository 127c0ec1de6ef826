package game

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

// Glossary: abilities. A no_abilities modifier (Sela, Mysterious
// Operative) makes the reached personnel's text inactive while its
// condition holds; the condition at-this-mission counts the cards the
// filter matches anywhere at the card's mission, read for its player.
func TestNoAbilities(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Surgery Under Fire
        surface:
          - Sela Mysterious Operative
          - {card: "Kahlest, GhojmoH of Worf", controller: 2}
          - {card: Khar, controller: 2}
        ships:
          - {card: "I.K.S. K'Vort", controller: 2, aboard: [Kahmis]}
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	sela, kahlest, khar := find(t, g, "Sela").ID, find(t, g, "Kahlest").ID, find(t, g, "Khar").ID
	if !g.abilitiesBlocked(kahlest) || g.activeSource(kahlest) {
		t.Fatal("Kahlest's text is blocked")
	}
	if g.abilitiesBlocked(sela) {
		t.Fatal("Sela's own player's personnel are not reached")
	}
	if g.abilitiesBlocked(find(t, g, "I.K.S. K'Vort").ID) {
		t.Fatal("only personnel are reached")
	}
	if n := g.stats(khar).Cunning; n != 5 {
		t.Fatalf("Khar without Kahlest's +1: %d", n)
	}
	var cs Conds
	if err := yaml.Unmarshal([]byte(`{is: at-this-mission, whose: opponent, of: {type: personnel, species: Klingon}, at_least: 3}`), &cs); err != nil {
		t.Fatal(err)
	}
	if err := cs.validateAs(formAbility); err != nil {
		t.Fatal(err)
	}
	if !cs.holds(g, fxCtx{p: 0, src: sela}) {
		t.Error("three Klingons of Ben's at the mission, one aboard his ship there")
	}
	if cs.holds(g, fxCtx{p: 1, src: sela}) {
		t.Error("read for Ben, his own are not an opponent's")
	}
	// The frozen sources are left as they were.
	g.freezeSources()
	if !g.abilitiesBlocked(kahlest) || !g.frozen.on || g.blockEval {
		t.Fatal("blocked while frozen, still frozen after, no reading left on")
	}
	g.thawSources()
	for _, bad := range []Modifier{{To: ToSelf, NoAbilities: true}, {To: ToAtMission, NoAbilities: true, Per: &Amount{N: 1}}} {
		if err := validateModifiers([]Modifier{bad}); err == nil {
			t.Errorf("%+v: want an error", bad)
		}
	}
}
