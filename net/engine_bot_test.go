package net

import (
	"reflect"
	"testing"

	"github.com/stccg/stccg/game"
)

// The engine's bot request answers the pending decision with a bot that
// reads only the deciding seat's view, as a seated bot does
// (game.AnswerWith): its answers are the ones the same bot gives reading
// the whole view, so a game played by bot requests to its end is the game
// played by reading whole views, and every answer's events come back.
func TestEngineBotRequestsPlayTheGame(t *testing.T) {
	lib := testLib(t)
	for _, kind := range []string{game.BotBasic, game.BotRandom} {
		e := &Engine{Game: newTestGame(t, lib)}
		whole := newTestGame(t, lib)
		for n := 0; ; n++ {
			if n > 1<<16 {
				t.Fatalf("%s: no end", kind)
			}
			d := whole.Pending()
			if d == nil {
				break
			}
			r := e.Handle(Request{Cmd: "bot", Bot: kind})
			if !r.OK {
				t.Fatalf("%s: bot request refused: %s", kind, r.Error)
			}
			b, err := game.NewBotWith(kind, lib, whole.Seed()+uint64(d.ID))
			if err != nil {
				t.Fatal(err)
			}
			v := whole.View(d.Player)
			evs, err := whole.Choose(d.Player, b.Choose(&v, d))
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Events) != len(evs) {
				t.Fatalf("%s decision %d: %d events came back, the answer caused %d", kind, d.ID, len(r.Events), len(evs))
			}
		}
		if !reflect.DeepEqual(e.Game.Choices(), whole.Choices()) || e.Game.Result() == nil {
			t.Fatalf("%s: the bot requests played another game (%d choices against %d)", kind, e.Game.ChoiceCount(), whole.ChoiceCount())
		}
	}
}
