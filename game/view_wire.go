package game

import "encoding/json"

// How results and views read on the wire (docs/protocol.md): a field that
// would say something false or something the reader may not know is left
// out rather than filled with a zero value.

// resultWire is Result as JSON: Winner is a pointer so that a tie, which
// has no winner, carries none.
type resultWire struct {
	Winner *Player `json:"winner,omitempty"`
	Tie    bool    `json:"tie"`
	Reason string  `json:"reason"`
	Scores [2]int  `json:"scores"`
	Turns  int     `json:"turns"`
}

// MarshalJSON leaves the winner out of a tie.
func (r Result) MarshalJSON() ([]byte, error) {
	w := resultWire{Tie: r.Tie, Reason: r.Reason, Scores: r.Scores, Turns: r.Turns}
	if !r.Tie {
		winner := r.Winner
		w.Winner = &winner
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (r *Result) UnmarshalJSON(b []byte) error {
	var w resultWire
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*r = Result{Tie: w.Tie, Reason: w.Reason, Scores: w.Scores, Turns: w.Turns}
	if w.Winner != nil {
		r.Winner = *w.Winner
	}
	return nil
}

// shipViewWire is ShipView as JSON: staffed is present only when the
// viewer may know it (the ship's controller; an opponent cannot see the
// concealed crew whose icons decide it).
type shipViewWire struct {
	CardView
	RangeLeft int        `json:"range_left"`
	Range     int        `json:"range"`
	Weapons   int        `json:"weapons"`
	Shields   int        `json:"shields"`
	Staffed   *bool      `json:"staffed,omitempty"`
	Aboard    []CardView `json:"aboard,omitempty"`
	Damage    []CardView `json:"damage,omitempty"`
}

// MarshalJSON writes staffed only for the ship's controller.
func (s ShipView) MarshalJSON() ([]byte, error) {
	w := shipViewWire{CardView: s.CardView, RangeLeft: s.RangeLeft, Range: s.Range, Weapons: s.Weapons,
		Shields: s.Shields, Aboard: s.Aboard, Damage: s.Damage}
	if s.staffedKnown {
		staffed := s.Staffed
		w.Staffed = &staffed
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (s *ShipView) UnmarshalJSON(b []byte) error {
	var w shipViewWire
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*s = ShipView{CardView: w.CardView, RangeLeft: w.RangeLeft, Range: w.Range, Weapons: w.Weapons,
		Shields: w.Shields, Aboard: w.Aboard, Damage: w.Damage, staffedKnown: w.Staffed != nil}
	if w.Staffed != nil {
		s.Staffed = *w.Staffed
	}
	return nil
}
