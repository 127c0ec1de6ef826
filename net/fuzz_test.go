package net

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// FuzzDecodeTCP feeds arbitrary lines to the decoder of seat requests:
// it never panics, accepts only known commands, never lets a seat name the
// other seat, and what it accepts survives a round trip.
// Seed corpus: testdata/fuzz/FuzzDecodeTCP. Run: go test ./net -fuzz FuzzDecodeTCP
func FuzzDecodeTCP(f *testing.F) {
	for _, s := range []string{
		`{"cmd":"hello","version":1,"name":"Ben","deck":{"name":"K","cards":["1x 1-161","3x 1-281"]}}`,
		`{"cmd":"hello","version":1,"token":"00112233445566778899aabbccddeeff"}`,
		`{"cmd":"choose","decision":3,"picks":[0,2]}`,
		`{"cmd":"choose","player":1,"picks":[0]}`,
		`{"cmd":"log","since":-1}`,
		`{"cmd":"card","query":"Rixx"}`,
		`{"cmd":"bot"}`,
		`{"cmd":"ping"} {"cmd":"ping"}`,
		`{"cmd":"pending","CMD":"quit"}`,
		`garbage`,
		"",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		for _, seat := range []game.Player{HostSeat, JoinSeat} {
			r, err := DecodeTCP(line, seat)
			if err != nil {
				if r.Cmd != "" {
					t.Fatalf("a refused line still decoded to %+v", r)
				}
				continue
			}
			if !isTCPCmd(r.Cmd) {
				t.Fatalf("unknown cmd %q accepted", r.Cmd)
			}
			if r.Player != nil && *r.Player != seat {
				t.Fatalf("seat %v may act for %v", seat, *r.Player)
			}
			again, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			r2, err := DecodeTCP(again, seat)
			if err != nil {
				t.Fatalf("re-encoded %s refused: %v", again, err)
			}
			if !reflect.DeepEqual(normal(r), normal(r2)) {
				t.Fatalf("round trip changed %+v into %+v", r, r2)
			}
		}
	})
}

// normal drops the differences JSON cannot keep (empty vs nil slices).
func normal(r Request) Request {
	if len(r.Picks) == 0 {
		r.Picks = nil
	}
	if r.Deck != nil && len(r.Deck.Cards) == 0 {
		r.Deck = &DeckSpec{Name: r.Deck.Name}
	}
	return r
}

// FuzzListOf feeds arbitrary deck entries (as a joining peer may send
// them) to the deck reader: it never panics, and a deck it accepts is one
// the engine can start a game with.
func FuzzListOf(f *testing.F) {
	lib := testLib(f)
	f.Add("federation")
	f.Add("1x 1-161\n4x 1-281\nNonsense\n\n# x\nMissions:")
	f.Add("0x 1-161\n-3 1-281\n99999999999999999999x 1-1")
	f.Fuzz(func(t *testing.T, text string) {
		var spec DeckSpec
		if text == "federation" {
			spec = *sampleSpec(t, lib, "federation")
		} else {
			spec = DeckSpec{Name: "fuzz", Cards: strings.Split(text, "\n")}
		}
		l, err := ListOf(lib, spec)
		if err != nil {
			return
		}
		if _, err := game.New(lib, game.Setup{Decks: [2]game.DeckList{l, l}, Seed: 1}); err != nil {
			t.Fatalf("an accepted deck cannot start a game: %v", err)
		}
	})
}
