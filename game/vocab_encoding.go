package game

import (
	"fmt"
	"strings"
	"time"
)

// Encoding is what assets/cards/*.yaml says about one card of the pool:
// its game text as data. The card's facts come from the pool; an encoding
// adds only what the card does. It applies to the card's first printing
// and every later printing of it.
type Encoding struct {
	// ID is the pool ID of the card's first printing ("3S122").
	ID string `yaml:"id"`
	// Card is the card's name, checked against the pool so that a typo in
	// an ID cannot encode the wrong card.
	Card string `yaml:"card"`

	Modifiers []Modifier   `yaml:"modifiers,omitempty"`
	Abilities []Ability    `yaml:"abilities,omitempty"`
	CostPer   string       `yaml:"cost_per,omitempty"`
	OnlyHQ    bool         `yaml:"only_hq,omitempty"`
	Core      bool         `yaml:"core,omitempty"`
	Effect    []Step       `yaml:"effect,omitempty"`
	PlayHere  []PlayFilter `yaml:"play_here,omitempty"`
	Pending   string       `yaml:"pending,omitempty"`
	Note      string       `yaml:"note,omitempty"`
	// Reviewed is the day (YYYY-MM-DD) someone last read the encoding
	// against the card's printed text and found it exact; empty when
	// nobody has. `stccg cards --ledger` shows it.
	Reviewed string `yaml:"reviewed,omitempty"`
	// PlayText: requires, play_cost, plays_on, play_aboard.
	PlayText `yaml:",inline"`
}

// encode lays an encoding over the pool card it names and over every
// later printing of that card.
func (l *Library) encode(e *Encoding) error {
	c := l.byID[e.ID]
	if c == nil {
		return fmt.Errorf("encoding for %s (%s): no such card in the pool", e.ID, e.Card)
	}
	if nameKey(e.Card) != nameKey(c.Name()) && nameKey(e.Card) != nameKey(strings.TrimSpace(c.Location+" "+c.Name())) {
		return fmt.Errorf("encoding for %s says %q, but that card is %q", e.ID, e.Card, c.Name())
	}
	if c.PrintingOf != "" {
		return fmt.Errorf("encoding for %s (%s): encode the card's first printing, %s", e.ID, e.Card, c.PrintingOf)
	}
	if c.Status != "" {
		return fmt.Errorf("card %s (%s) is encoded twice", e.ID, e.Card)
	}
	if e.Reviewed != "" {
		if _, err := time.Parse(time.DateOnly, e.Reviewed); err != nil {
			return fmt.Errorf("encoding for %s (%s): reviewed %q: want a date, YYYY-MM-DD", e.ID, e.Card, e.Reviewed)
		}
	}
	for _, x := range l.cards {
		if x != c && x.PrintingOf != c.ID {
			continue
		}
		x.Modifiers, x.Abilities, x.CostPer, x.OnlyHQ, x.Core = e.Modifiers, e.Abilities, e.CostPer, e.OnlyHQ, e.Core
		x.Effect, x.Pending, x.Note, x.Reviewed = e.Effect, e.Pending, e.Note, e.Reviewed
		x.PlayText = e.PlayText
		if e.PlayHere != nil {
			x.PlayHere = e.PlayHere
		}
		x.Status, x.Encoded = Enforced, true
		if e.Pending != "" {
			x.Status = NotEnforced
		}
		if err := x.prepare(); err != nil {
			return err
		}
	}
	return nil
}
