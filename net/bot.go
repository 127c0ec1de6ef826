package net

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/stccg/stccg/game"
)

// SeatSession is one seat of a game as a front end drives it: the
// methods of tui.Session that a bot needs. LocalSeat and Client have them.
type SeatSession interface {
	Seat() game.Player
	View(p game.Player) game.View
	Choose(p game.Player, c game.Choice) error
	EventsSince(p game.Player, seq int) []game.Event
	Result() *game.Result
	Changed() <-chan struct{}
	Notice() (string, bool)
}

// windowSeat is a session that can give a bot the part of its view a
// response window answer reads, without the hand (LocalSeat): the bot
// then answers a window in the same time whatever the seat holds. A
// Client has no such part to spare: its views come whole from the host,
// and copying one costs the same whatever it holds.
type windowSeat interface {
	Window() *game.View
}

// maxRefusals is how many refused answers to one decision a bot makes
// before it sends the fewest picks allowed instead.
const maxRefusals = 3

// RunBot plays seat s with bot b until the game ends, printing every
// event the seat may read as one line to out, and notices as "# ..."
// lines. It returns the result, or why it could not finish.
func RunBot(ctx context.Context, s SeatSession, b game.Bot, out io.Writer) (*game.Result, error) {
	seat := s.Seat()
	seq, answered, refused, refusedID := 0, 0, 0, 0
	lastNews := "" // the latest bad news, to say why the game stopped
	for {
		for _, e := range s.EventsSince(seat, seq) {
			fmt.Fprintf(out, "turn %d: %s\n", e.Turn, e.Text)
			seq++
		}
		if text, isErr := s.Notice(); text != "" {
			fmt.Fprintf(out, "# %s\n", text)
			if isErr {
				lastNews = text
			}
			if isErr && answered != 0 {
				refused++
				answered = 0
			}
		}
		if r := s.Result(); r != nil {
			return r, nil
		}
		var v game.View
		if w, ok := s.(windowSeat); ok {
			if wv := w.Window(); wv != nil {
				v = *wv // a window: answered without looking at the hand
			} else {
				v = s.View(seat)
			}
		} else {
			v = s.View(seat)
		}
		if d := v.Pending; d != nil && d.ID != answered {
			if d.ID != refusedID {
				refused, refusedID = 0, d.ID
			}
			if refused > 50 {
				return nil, fmt.Errorf("every answer to decision %d (%s) was refused", d.ID, d.Prompt)
			}
			var c game.Choice
			if refused < maxRefusals {
				c = b.Choose(&v, d)
			} else {
				c.Picks = make([]int, d.Min)
				for i := range c.Picks {
					c.Picks[i] = i
				}
			}
			c.Decision = d.ID
			answered = d.ID
			err := s.Choose(seat, c)
			switch {
			case err == nil:
				continue
			case errors.Is(err, ErrNotConnected):
				// Not a refusal: the answer never left. Wait for the
				// session to change (it rejoins, or ends) and answer
				// again then, rather than at once and in a loop.
				answered = 0
				fmt.Fprintf(out, "# not sent: %v\n", err)
			default:
				refused++
				answered = 0
				if errors.Is(err, game.ErrGameOver) {
					continue
				}
				fmt.Fprintf(out, "# refused: %v\n", err)
				continue
			}
		}
		select {
		case _, open := <-s.Changed():
			if !open {
				for _, e := range s.EventsSince(seat, seq) {
					fmt.Fprintf(out, "turn %d: %s\n", e.Turn, e.Text)
					seq++
				}
				if r := s.Result(); r != nil {
					return r, nil
				}
				if text, _ := s.Notice(); text != "" {
					lastNews = text
				}
				if lastNews != "" {
					return nil, errors.New(lastNews)
				}
				return nil, errors.New("the game ended without a result")
			}
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// ResultLine says how a game ended, the same way on both sides.
func ResultLine(r *game.Result, names [2]string) string {
	who := func(p game.Player) string {
		if p != 0 && p != 1 {
			return "nobody"
		}
		if n := names[p]; n != "" && n != p.String() {
			return fmt.Sprintf("%s (%s)", n, p)
		}
		return p.String()
	}
	if r.Tie {
		return fmt.Sprintf("Game over after %d turns: a tie (%s), scores %d–%d.", r.Turns, r.Reason, r.Scores[0], r.Scores[1])
	}
	return fmt.Sprintf("Game over after %d turns: %s wins (%s), scores %d–%d.", r.Turns, who(r.Winner), r.Reason, r.Scores[0], r.Scores[1])
}
