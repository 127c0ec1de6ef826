package game

import (
	"strings"
	"testing"
)

// The words that name a side turn around for the other player; the rest
// of the text stays as written.
func TestSwapSides(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"select one personnel, chosen by your opponent", "select one personnel, chosen by you"},
		{"select one event you command, chosen by your opponent", "select one event your opponent commands, chosen by you"},
		{"Your opponent chooses one: stop him", "You choose one: stop him"},
		{"discard your opponent's card from your hand", "discard your card from your opponent's hand"},
		{"youth yours younger", "youth yours younger"}, // whole words only
		{"kill one personnel, chosen by you", "kill one personnel, chosen by your opponent"},
	} {
		if got := swapSides(tc.in); got != tc.want {
			t.Errorf("swapSides(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got := wordedFor(ann, ann, tc.in); got != tc.in {
			t.Errorf("the writer reads its own words unchanged: %q became %q", tc.in, got)
		}
	}
}

// facingWords are phrases a dilemma's text addresses to the player facing
// it; the dilemma's owner must never read them about the facing player's
// cards or choices.
var facingWords = []string{"chosen by your opponent", "you command", "your opponent chooses"}

// Every selection a dilemma hands to its owner ("chosen by your
// opponent" as the facing player reads it) is worded for the owner who
// reads it: "chosen by you". Rulebook: Facing Dilemmas (the opponent makes
// the selection the dilemma gives them).
func TestOpponentSelectionsSpeakToTheChooser(t *testing.T) {
	lib := testLib(t)
	n := 0
	var walk func(card string, steps []Step)
	walk = func(card string, steps []Step) {
		for _, s := range steps {
			if s.Do == DoSelect && s.By == ByOpponent {
				n++
				asked := s
				asked.IfCannot = nil
				got := wordedFor(ben, ann, stepText(asked))
				if !strings.Contains(got, "chosen by you") {
					t.Errorf("%s: the chooser reads %q, not that the choice is theirs", card, got)
				}
				for _, w := range facingWords {
					if strings.Contains(got, w) {
						t.Errorf("%s: the chooser reads %q, worded for the facing player (%q)", card, got, w)
					}
				}
			}
			walk(card, s.Then)
			walk(card, s.IfCannot)
			walk(card, s.Else)
			walk(card, s.Cost)
			for _, c := range s.Choices {
				walk(card, c)
			}
		}
	}
	for _, c := range lib.All() {
		if c.Type == Dilemma {
			walk(c.Title, c.Effect)
		}
	}
	if n < 5 {
		t.Fatalf("found only %d selections by the opponent in the library", n)
	}
}

// The decisions of Dead Ringer, Unfamiliar Etiquette, Indecent Proposal
// and Unsound Logic, walked from each seat: the owner (Ben) picks among
// Ann's cards and reads "chosen by you" about "events your opponent
// commands"; Ann, facing them, reads her own words. Rulebook: Facing
// Dilemmas; issue 24 item 5.
func TestDilemmaPromptsSpeakToTheirReader(t *testing.T) {
	type step struct {
		p       Player
		kind    string
		want    string // the prompt contains it
		choice  string
		notWant []string
	}
	const talAura = `{card: "Tal'Aura", owner: 2, controller: 2}`
	for _, tc := range []struct {
		name, dilemma string
		pos           specialPos
		steps         []step
	}{
		{"Dead Ringer", "Dead Ringer", specialPos{attemptPos: planet(pile("Dead Ringer"), "Kahmis", "Dokar", "T'vis"), annDiscard: []string{"K'nera"}},
			[]step{
				{ben, KindSelect, "chosen by you", "Kahmis", facingWords},
				{ann, KindOptional, "Replace the selected personnel", "Do not", nil},
			}},
		{"Unfamiliar Etiquette", "Unfamiliar Etiquette", specialPos{attemptPos: planet(pile("Unfamiliar Etiquette"), "Kahmis", "T'vis", "Dokar"), annCore: []string{"Ferocity"}},
			[]step{
				{ben, KindSelect, "event your opponent commands, chosen by you", "Ferocity", facingWords},
				{ann, KindOptional, "Destroy the selected card", "Do not", []string{"your opponent"}},
			}},
		{"Indecent Proposal", "Indecent Proposal", specialPos{attemptPos: planet(pile("Indecent Proposal"), "Kahmis", "T'vis", "Dokar")},
			[]step{{ben, KindSelect, "chosen by you", "Kahmis", facingWords}}},
		{"Unsound Logic", "Unsound Logic", specialPos{attemptPos: planet(pile("Unsound Logic"), "Kahmis", "Dokar", "T'vis", "Kroval", talAura)},
			[]step{
				{ben, KindSelect, "chosen by you", "Kahmis", facingWords},
				{ben, KindOptional, "to kill one personnel, chosen by you", "Return", facingWords},
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.pos.start(t)
			face(t, g, "Sensitive Search", tc.dilemma)
			for _, s := range tc.steps {
				d := expectDecision(t, g, s.p, s.kind)
				text := d.Prompt
				for _, o := range d.Options {
					text += " | " + o.Label
				}
				if !strings.Contains(text, s.want) {
					t.Errorf("%s reads %q; want %q in it", s.p, text, s.want)
				}
				for _, w := range s.notWant {
					if strings.Contains(d.Prompt, w) {
						t.Errorf("%s reads %q, worded for the other seat (%q)", s.p, d.Prompt, w)
					}
				}
				pick(t, g, s.choice)
			}
		})
	}
}

// A dilemma's condition is answered in the log as worded, "— yes" or
// "— no", never the bare "— so." Issue 24 item 12.
func TestConditionLogLineAnswers(t *testing.T) {
	g := specialPos{attemptPos: planet(pile("Indecent Proposal"), "Kahmis", "T'vis", "Dokar")}.start(t)
	mark := face(t, g, "Sensitive Search", "Indecent Proposal")
	pick(t, g, "Kahmis") // nobody costs 5 or more: Ben chooses whom to stop
	attemptOver(t, g)
	found := false
	for _, e := range g.Log(ann)[mark:] {
		if strings.HasSuffix(e.Text, "— so.") || strings.Contains(e.Text, "— not so") {
			t.Errorf("log line %q", e.Text)
		}
		if e.Kind == "condition" {
			found = true
			if !strings.Contains(e.Text, "— no") {
				t.Errorf("the condition (nobody costing 5 or more was stopped) reads %q", e.Text)
			}
		}
	}
	if !found {
		t.Fatal("no condition line in the log")
	}
}
