package net

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/stccg/stccg/game"
)

// The joining side trusts nothing a host sends: every message is checked
// before any of it is used (a welcome for seat 0 or a result won by
// "player 0" used to index past the two seats and crash stccg join), and
// every string in it is made safe to show (checkHostMessage, cleanHostText).

// Bounds on what a message may hold; far above any real game.
const (
	maxWireOptions = 10_000
	maxWireCount   = 1_000_000 // turns, cards in a pile, counters, costs
)

// checkHostMessage reports the first field of r that no honest host sends
// to the joining seat (Player 2). It normalises what it may: the winner of
// a tie means nothing and is set to Player 1.
func checkHostMessage(r *Response) error {
	switch {
	case r.Type == TypeWelcome && r.Version != Version:
		return fmt.Errorf("a welcome for protocol version %d (this stccg speaks %d)", r.Version, Version)
	case r.Type == TypeWelcome && (r.Seat == nil || r.Token == ""):
		return errors.New("a welcome without a seat or token")
	case r.Seat != nil && *r.Seat != JoinSeat:
		return fmt.Errorf("a seat for %s: the joining side plays %s", seatName(*r.Seat), JoinSeat)
	case r.Token != "" && !isToken(r.Token):
		return errors.New("a seat token that is not 32 hexadecimal digits")
	case r.Waiting != nil && !isSeat(*r.Waiting):
		return errors.New("waiting on no player")
	}
	if r.Pending != nil {
		if err := checkDecision(r.Pending); err != nil {
			return err
		}
	}
	for id := range r.Cards {
		if id <= 0 {
			return fmt.Errorf("card reference %d", id)
		}
	}
	for _, e := range r.Events {
		if e.Seq < 1 || !inRange(e.Turn) || e.Player < -1 || e.Player > 1 {
			return fmt.Errorf("event %d (turn %d, player %d)", e.Seq, e.Turn, e.Player+1)
		}
		for _, id := range e.Cards {
			if id < 1 {
				return fmt.Errorf("event %d about card number %d", e.Seq, id)
			}
		}
	}
	if r.View != nil {
		if err := checkView(r.View); err != nil {
			return err
		}
	}
	if r.Result != nil {
		if err := checkResult(r.Result); err != nil {
			return err
		}
	}
	r.Extra = nil // never sent in TCP play
	return nil
}

func isSeat(p game.Player) bool { return p == 0 || p == 1 }

func seatName(p game.Player) string {
	if isSeat(p) {
		return p.String()
	}
	return "no player"
}

func isToken(s string) bool {
	if len(s) != 32 {
		return false
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

func inRange(n int) bool { return n >= 0 && n <= maxWireCount }

// checkDecision: a decision offered to this seat must be answerable.
func checkDecision(d *game.Decision) error {
	switch {
	case d.Player != JoinSeat:
		return fmt.Errorf("a decision for %s", seatName(d.Player))
	case d.ID < 1:
		return fmt.Errorf("decision number %d", d.ID)
	case len(d.Options) > maxWireOptions:
		return fmt.Errorf("a decision with %d options", len(d.Options))
	case d.Min < 0 || d.Max < d.Min || d.Max > len(d.Options):
		return fmt.Errorf("a decision asking for %d to %d of %d options", d.Min, d.Max, len(d.Options))
	}
	for _, o := range d.Options {
		if o.Card < 0 || o.Target < 0 {
			return errors.New("an option about card number below 0")
		}
	}
	return nil
}

func checkResult(r *game.Result) error {
	if r.Tie {
		r.Winner = 0
	}
	switch {
	case !isSeat(r.Winner):
		return errors.New("a result won by no player")
	case !inRange(r.Turns):
		return fmt.Errorf("a result after %d turns", r.Turns)
	}
	return nil
}

// checkView: every seat named in a view is one of the two, every count
// and number is in range, every card has a number.
func checkView(v *game.View) error {
	switch {
	case !inRange(v.Turn) || !inRange(v.Counters):
		return fmt.Errorf("a view of turn %d with %d counters", v.Turn, v.Counters)
	case !isSeat(v.Active) || !isSeat(v.First) || !isSeat(v.Waiting):
		return errors.New("a view naming no player as active, first or waited on")
	}
	if v.Pending != nil {
		if err := checkDecision(v.Pending); err != nil {
			return err
		}
	}
	if v.Result != nil {
		if err := checkResult(v.Result); err != nil {
			return err
		}
	}
	for i := range v.Players {
		pv := &v.Players[i]
		if !inRange(pv.HandCount) || !inRange(pv.DeckCount) || !inRange(pv.DilemmaCount) {
			return fmt.Errorf("%s's counts of cards", game.Player(i))
		}
		for _, cs := range [][]game.CardView{pv.Hand, pv.Discard, pv.Removed, pv.Core, pv.Brig} {
			if err := checkCards(cs); err != nil {
				return err
			}
		}
		for _, m := range pv.Missions {
			if err := checkCards([]game.CardView{m.CardView}); err != nil {
				return err
			}
			for _, cs := range [][]game.CardView{m.Overcome, m.On, m.Surface} {
				if err := checkCards(cs); err != nil {
					return err
				}
			}
			for _, s := range m.Ships {
				if err := checkCards([]game.CardView{s.CardView}); err != nil {
					return err
				}
				if err := checkCards(s.Aboard); err != nil {
					return err
				}
				if err := checkCards(s.Damage); err != nil {
					return err
				}
			}
		}
	}
	if a := v.Attempt; a != nil {
		switch {
		case !isSeat(a.Player):
			return errors.New("an attempt by no player")
		case !inRange(a.Limit) || !inRange(a.Spent) || !inRange(a.DrawnCount) || !inRange(a.StackCount) || a.Mission < 0:
			return errors.New("an attempt's numbers out of range")
		}
		for _, cs := range [][]game.CardView{a.Personnel, a.Drawn, a.Stack} {
			if err := checkCards(cs); err != nil {
				return err
			}
		}
		if a.Facing != nil {
			if err := checkCards([]game.CardView{*a.Facing}); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkCards(cs []game.CardView) error {
	for _, c := range cs {
		if c.ID < 1 || !isSeat(c.Owner) || !isSeat(c.Controller) {
			return fmt.Errorf("card %d owned by %s, commanded by %s", c.ID, seatName(c.Owner), seatName(c.Controller))
		}
	}
	return nil
}

// cleanHostText makes every string in r safe to show: SafeLine for all,
// SafeText (line breaks kept) for the error, which may list problems.
func cleanHostText(r *Response) {
	errText := SafeText(r.Error)
	cleanStrings(reflect.ValueOf(r).Elem())
	r.Error = errText
	if r.View != nil {
		for i := range r.View.Players {
			r.View.Players[i].Name = CleanName(r.View.Players[i].Name, MaxName)
		}
	}
}

// cleanStrings applies SafeLine to every string reachable from v.
func cleanStrings(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		if v.CanSet() {
			v.SetString(SafeLine(v.String()))
		}
	case reflect.Pointer:
		if !v.IsNil() {
			cleanStrings(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				cleanStrings(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			cleanStrings(v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			e := reflect.New(v.Type().Elem()).Elem()
			e.Set(v.MapIndex(k))
			cleanStrings(e)
			v.SetMapIndex(k, e)
		}
	}
}
