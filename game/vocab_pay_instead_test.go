package game

import (
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

// giveText gives instance in a copy of its card carrying the abilities
// and play text written in src (YAML of an encoding), validated as the
// library validates an encoding: a made-up card text on a real card.
func giveText(t *testing.T, in *Inst, src string) {
	t.Helper()
	var enc Encoding
	if err := yaml.Unmarshal([]byte(src), &enc); err != nil {
		t.Fatal(err)
	}
	if err := validateAbilities(enc.Abilities); err != nil {
		t.Fatal(err)
	}
	if err := enc.PlayText.validate(); err != nil {
		t.Fatal(err)
	}
	c := *in.Card
	c.Abilities, c.PlayText = enc.Abilities, enc.PlayText
	c.listens = listenKinds(&c)
	in.Card = &c
}

const payInsteadPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: "I.K.S. Vor'cha"}]
      - card: Excavation
        surface: [Kahmis, Dokar]
    hand: [Kroval]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// TestPayInstead: a permission on a card in play lets its player pay a
// cost an ability of a card he or she owns names (losing points) with
// another cost (discarding a personnel from hand): the ability is usable
// when either can be paid, only for the cards the permission names, only
// while its condition holds, and both ways are offered when both can be
// paid. Rulebook: Paying costs; Glossary: actions – costs, lose points.
func TestPayInstead(t *testing.T) {
	const order = `
abilities:
  - when: order
    cost: [{do: lose-points, amount: 3}]
    effect: [{do: draw}]
`
	const permission = `
abilities:
  - when: pay-instead
    of: {type: personnel, skills: [Leadership]}
    cond: {is: command-none, of: {title: Kurn}}
    cost: [{do: lose-points, amount: 3}]
    effect: [{do: discard-from-hand, filter: {type: personnel}}]
`
	cases := []struct {
		name       string
		user       string // the personnel whose order costs points
		score      int
		permission bool
		emptyHand  bool
		usable     bool
		choice     bool // both ways offered as the cost is paid
	}{
		{"points only, no permission", "Kahmis", 5, false, false, true, false},
		{"no points, no permission", "Kahmis", 0, false, false, false, false},
		{"no points, paid instead", "Kahmis", 0, true, false, true, false},
		{"no points, nothing to discard", "Kahmis", 0, true, true, false, false},
		{"no points, a personnel the permission does not name", "Dokar", 0, true, false, false, false},
		{"points and a card: a choice", "Kahmis", 5, true, false, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, payInsteadPosition)
			user := find(t, g, tc.user)
			giveText(t, user, order)
			if tc.permission {
				giveText(t, find(t, g, "I.K.S. Vor'cha"), permission)
			}
			if tc.emptyHand {
				g.players[0].Hand = nil
			}
			g.players[0].Score = tc.score
			ctx := g.ctxFor(0, user.ID)
			if got := g.usable(ctx, &user.Card.Abilities[0]); got != tc.usable {
				t.Fatalf("usable = %v, want %v", got, tc.usable)
			}
			if !tc.usable {
				return
			}
			g.pending = nil
			ctx.paying = true
			registry[DoLosePoints].run(g, ctx, user.Card.Abilities[0].Cost[0])
			offered := g.pending != nil && g.pending.Kind == KindOptional
			if offered != tc.choice {
				t.Fatalf("a choice of how to pay offered: %v, want %v (pending %+v)", offered, tc.choice, g.pending)
			}
			if tc.choice {
				labels := []string{g.pending.Options[0].Label, g.pending.Options[1].Label}
				if !slices.Equal(labels, []string{"Lose 3 points", "Discard a personnel from hand instead"}) {
					t.Errorf("options %q", labels)
				}
			}
		})
	}
}

// TestPayInsteadOwnedOnly: the permission serves the abilities of cards
// its player owns, not those of a card he or she commands without owning
// it, nor the opponent's. Glossary: own; command.
func TestPayInsteadOwnedOnly(t *testing.T) {
	g := startScenario(t, payInsteadPosition)
	giveText(t, find(t, g, "I.K.S. Vor'cha"), `
abilities:
  - when: pay-instead
    of: {type: personnel}
    cost: [{do: lose-points, amount: 3}]
    effect: [{do: discard-from-hand}]
`)
	step := &Step{Do: DoLosePoints, Amount: 3}
	kahmis := find(t, g, "Kahmis")
	if g.payInstead(0, kahmis.ID, step) == nil {
		t.Fatal("Ann's own personnel is not served")
	}
	if g.payInstead(0, kahmis.ID, &Step{Do: DoLosePoints, Amount: 5}) != nil {
		t.Error("a different cost (5 points) is served by a permission for 3")
	}
	kahmis.Owner = 1
	if g.payInstead(0, kahmis.ID, step) != nil {
		t.Error("a personnel Ann commands but does not own is served")
	}
	if g.payInstead(1, kahmis.ID, step) != nil {
		t.Error("the opponent is served by Ann's permission")
	}
}

// TestPayInsteadShape: a pay-instead ability names exactly one cost step
// it replaces, what is paid instead, and the cards it serves.
func TestPayInsteadShape(t *testing.T) {
	for _, src := range []string{
		`{when: pay-instead, of: {type: personnel}, cost: [], effect: [{do: draw}]}`,
		`{when: pay-instead, of: {type: personnel}, cost: [{do: lose-points, amount: 1}, {do: lose-points, amount: 1}], effect: [{do: draw}]}`,
		`{when: pay-instead, of: {type: personnel}, cost: [{do: lose-points, amount: 1}]}`,
		`{when: pay-instead, cost: [{do: lose-points, amount: 1}], effect: [{do: draw}]}`,
	} {
		var a []Ability
		if err := yaml.Unmarshal([]byte("["+src+"]"), &a); err != nil {
			t.Fatal(err)
		}
		if err := validateAbilities(a); err == nil {
			t.Errorf("accepted: %s", src)
		}
	}
}

// giveTextEnc reads encoding YAML src into e and validates its play text.
func giveTextEnc(t *testing.T, e *Encoding, src string) {
	t.Helper()
	if err := yaml.Unmarshal([]byte(src), e); err != nil {
		t.Fatal(err)
	}
	if err := e.PlayText.validate(); err != nil {
		t.Fatal(err)
	}
}
