package game

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// A card test is a YAML file (docs/card-tests.md): the cards it tests, a
// position in the scenario format, and a script of choices, each followed
// by what must then be true. RunCardTest plays one; the game package's
// tests play every file of assets/cardtests, and `stccg cards --ledger`
// lists each card's files by their `cards:` IDs.

// CardTest is one card-test file.
type CardTest struct {
	// Cards are the pool IDs of the first printings the file tests.
	Cards []string `yaml:"cards"`
	// About says what the file shows, naming the rulebook section or
	// ruling; it is for people and is not checked.
	About string `yaml:"about"`
	// Position is where the test starts (docs/scenarios.md).
	Position Scenario `yaml:"position"`
	// Script is played in order.
	Script []CardTestStep `yaml:"script"`
}

// CardTestStep is one step of the script: one action (or none), then
// its expectations.
type CardTestStep struct {
	// Choose answers the pending decision with the options whose labels
	// contain each text, in order (distinct options, so two copies can be
	// picked); an empty list picks nothing.
	Choose *PickTexts `yaml:"choose"`
	// PassUntil passes response windows, whoever is asked, until the
	// pending decision is of this kind or offers an option containing
	// this text. A window that cannot be passed fails the step.
	PassUntil string `yaml:"pass_until"`
	// By and Kind, with Choose, check who decides (1 or 2) and the
	// decision's kind before choosing.
	By   int    `yaml:"by"`
	Kind string `yaml:"kind"`
	// Expect is checked after the action, once every response window
	// offering nothing but Pass has been passed; with BeforeWindows it is
	// checked first (an effect that lasts until the attempt ends can be
	// seen before the windows that end it are passed).
	Expect        *CardTestExpect `yaml:"expect"`
	BeforeWindows bool            `yaml:"before_windows"`
}

// PickTexts is a list of option texts; a single string is a list of one.
type PickTexts []string

// UnmarshalYAML accepts a string or a list of strings.
func (p *PickTexts) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*p = PickTexts{n.Value}
		return nil
	}
	var l []string
	if err := n.Decode(&l); err != nil {
		return err
	}
	*p = l
	return nil
}

// CardTestExpect is what must be true after a step. Cards are named as in
// scenarios; when a name fits several cards of the game, "Name#2" is the
// second of them in the order the position lists them.
type CardTestExpect struct {
	// Decision: who must decide next, of which kind, with which prompt.
	Decision *ExpectDecision `yaml:"decision"`
	// Offered / NotOffered: options of the pending decision whose labels
	// contain (or no label contains) each text. Options: exactly these
	// options, each label containing its text, in order.
	Offered    []string `yaml:"offered"`
	NotOffered []string `yaml:"not_offered"`
	Options    []string `yaml:"options"`
	// Places: where each card is (see cardPlace for the words).
	Places map[string]string `yaml:"places"`
	// Stopped / NotStopped: personnel and ships stopped or not.
	Stopped    []string `yaml:"stopped"`
	NotStopped []string `yaml:"not_stopped"`
	// Killed: personnel in their owner's discard pile.
	Killed []string `yaml:"killed"`
	// Stats: a personnel's current attributes and skill levels
	// (modifiers included); a skill at 0 must be absent.
	Stats map[string]ExpectStats `yaml:"stats"`
	// Score: each seat's score (1, 2).
	Score map[int]int `yaml:"score"`
	// Counters: counters the active player has left.
	Counters *int `yaml:"counters"`
	// Completed / NotCompleted: missions.
	Completed    []string `yaml:"completed"`
	NotCompleted []string `yaml:"not_completed"`
	// Flipped / NotFlipped: two-sided cards back side up, or front side
	// up (vocab_flip.go).
	Flipped    []string `yaml:"flipped"`
	NotFlipped []string `yaml:"not_flipped"`
	// Log: lines of the game's log so far as each seat (1, 2) reads it.
	Log map[int]ExpectLog `yaml:"log"`
}

// ExpectDecision describes the pending decision; empty fields are not
// checked.
type ExpectDecision struct {
	By     int    `yaml:"by"`
	Kind   string `yaml:"kind"`
	Prompt string `yaml:"prompt"` // the prompt contains this text
	// None: no decision is pending (the game is over).
	None bool `yaml:"none"`
}

// ExpectStats is a personnel's (or a ship's) expected stats; nil fields
// are not checked.
type ExpectStats struct {
	Integrity *int           `yaml:"integrity"`
	Cunning   *int           `yaml:"cunning"`
	Strength  *int           `yaml:"strength"`
	Skills    map[string]int `yaml:"skills"`
	// Range, Weapons, Shields: a ship's, modifiers included.
	Range   *int `yaml:"range"`
	Weapons *int `yaml:"weapons"`
	Shields *int `yaml:"shields"`
}

// ExpectLog is what one seat's log holds: a line containing each Has
// text, and none containing any Lacks text.
type ExpectLog struct {
	Has   []string `yaml:"has"`
	Lacks []string `yaml:"lacks"`
}

// ParseCardTest reads a card-test file, refusing unknown fields and
// steps that are not well formed.
func ParseCardTest(data []byte) (*CardTest, error) {
	var t CardTest
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(&t); err != nil {
		return nil, fmt.Errorf("card test: %w", err)
	}
	if len(t.Cards) == 0 {
		return nil, fmt.Errorf("card test: no cards: list the IDs of the cards it tests")
	}
	if len(t.Position.Players) != 2 {
		return nil, fmt.Errorf("card test: position: want 2 players, got %d", len(t.Position.Players))
	}
	if len(t.Script) == 0 {
		return nil, fmt.Errorf("card test: empty script")
	}
	for i, s := range t.Script {
		if err := s.check(); err != nil {
			return nil, fmt.Errorf("card test: step %d: %w", i+1, err)
		}
	}
	return &t, nil
}

func (s CardTestStep) check() error {
	if s.Choose != nil && s.PassUntil != "" {
		return fmt.Errorf("a step either chooses or passes, not both")
	}
	if s.Choose == nil && s.PassUntil == "" && s.Expect == nil {
		return fmt.Errorf("a step needs choose, pass_until or expect")
	}
	if s.BeforeWindows && s.Expect == nil {
		return fmt.Errorf("before_windows goes with expect")
	}
	if s.Choose == nil && (s.By != 0 || s.Kind != "") {
		return fmt.Errorf("by and kind go with choose")
	}
	if s.By < 0 || s.By > 2 {
		return fmt.Errorf("by %d: want 1 or 2", s.By)
	}
	if e := s.Expect; e != nil {
		if e.Decision != nil && (e.Decision.By < 0 || e.Decision.By > 2) {
			return fmt.Errorf("decision by %d: want 1 or 2", e.Decision.By)
		}
		for p := range e.Score {
			if p != 1 && p != 2 {
				return fmt.Errorf("score of seat %d: want 1 or 2", p)
			}
		}
		for p := range e.Log {
			if p != 1 && p != 2 {
				return fmt.Errorf("log of seat %d: want 1 or 2", p)
			}
		}
	}
	return nil
}
