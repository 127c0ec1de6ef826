package game

import (
	"errors"
	"fmt"
)

// A personnel adding one of its own attributes to another (Korinas,
// Observer from the Obsidian Order, 18V022: Cunning to Integrity while
// she faces a dilemma). The attribute added is read as it is after every
// other change, and added last, before numbers below zero become zero
// (Glossary: modifications — modify, then zero).
//
//	modifiers:
//	  - {to: self, while: facing-dilemma, add_own: {add: Cunning, to: Integrity}}

// AddOwn: the personnel's attribute Add is added to its attribute To.
type AddOwn struct {
	Add string `yaml:"add" json:"add"`
	To  string `yaml:"to" json:"to"`
}

// prepareAddOwn checks an add_own modifier.
func (m *Modifier) prepareAddOwn() error {
	o := m.AddOwn
	if o == nil {
		return nil
	}
	if !isAttr(o.Add) || !isAttr(o.To) || o.Add == o.To {
		return fmt.Errorf("add_own needs two different attributes (add, to), not %q and %q", o.Add, o.To)
	}
	if m.Per != nil {
		return errors.New("add_own is not counted (per)")
	}
	return nil
}

// words words the change for one card.
func (o *AddOwn) words() string {
	return fmt.Sprintf("%s raised by its own %s", o.To, o.Add)
}

// ownAdd is one applying add_own modifier, k times.
type ownAdd struct {
	o *AddOwn
	k int
}

// keepAddOwn keeps an applying add_own modifier for addOwnAttributes.
// A personnel is reached by few of them; more than the room kept are
// dropped (no card gives a personnel more than one).
func (a *statsAcc) keepAddOwn(o *AddOwn, k int) {
	if a.nOwn < len(a.own) {
		a.own[a.nOwn] = ownAdd{o, k}
		a.nOwn++
	}
}

// addOwnAttributes adds the kept attributes, each read as it is after
// every other change (one after another, in the order they were kept).
func (a *statsAcc) addOwnAttributes() {
	s := a.s
	for _, x := range a.own[:a.nOwn] {
		v := max(0, s.attrAt(attrIndex(x.o.Add))) * x.k
		switch attrIndex(x.o.To) {
		case 0:
			s.Integrity += v
		case 1:
			s.Cunning += v
		default:
			s.Strength += v
		}
	}
}
