package game

import (
	"errors"
	"slices"
)

// Backing out of an order. An order that takes several decisions (beam:
// the route, then the cards; attempting a space mission: the mission,
// then the ships) is only carried out by its last one. Until then every
// decision of it offers a Back option, so a player who changes their mind
// returns to the previous decision and nothing has happened.

// ActBack is the action code of a Back option. It is always the last
// option of its decision, is never irreversible, and in a multi-pick
// decision it must be picked alone.
const ActBack = "back"

// backOption is a Back option whose label says what going back means:
// "Back: " and what (the labels are constants, so offering one builds no
// string: a beam's cards are offered some 30 times a game).
func backOption(label string) Option { return Option{Label: label, Action: ActBack} }

// Labels of Back options.
const (
	backAttemptNothing = "Back: attempt nothing"
	backChooseRoute    = "Back: choose another route"
	backBeamNothing    = "Back: beam nothing"
)

// addBack appends a Back option labelled label to a multi-pick decision d
// and returns its index, and a check refusing it together with other
// picks.
func addBack(d *Decision, label string) (int, func([]int) error) {
	d.Options = append(d.Options, backOption(label))
	i := len(d.Options) - 1
	return i, func(picks []int) error {
		if len(picks) > 1 && slices.Contains(picks, i) {
			return errBackAlone
		}
		return nil
	}
}

var errBackAlone = errors.New("Back cannot be picked together with other options")

// chain runs several pick checks in order; nil checks are skipped.
func chain(checks ...func([]int) error) func([]int) error {
	return func(picks []int) error {
		for _, c := range checks {
			if c == nil {
				continue
			}
			if err := c(picks); err != nil {
				return err
			}
		}
		return nil
	}
}
