package main

import (
	"strings"
	"testing"
)

// The host's and the joiner's code flags: --open and --code exclude each
// other, a code is normalized, a host without either draws four words,
// and a joiner with neither and no terminal says what it needs.
// (docs/protocol.md, "Join codes and the encrypted channel")
func TestJoinCodeFlags(t *testing.T) {
	for _, c := range []struct {
		open       bool
		code, want string
		err        string
	}{
		{true, "", "", ""},
		{false, "Amber Comet harbor tulip", "amber-comet-harbor-tulip", ""},
		{true, "amber-comet", "", "do not go together"},
		{false, "ab", "", "too short"},
	} {
		for who, f := range map[string]func(bool, string) (string, error){
			"host": hostJoinCode,
			"join": func(open bool, code string) (string, error) {
				return joinJoinCode(strings.NewReader(""), &strings.Builder{}, open, code)
			},
		} {
			got, err := f(c.open, c.code)
			if got != c.want || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s open=%v code=%q: %q, %v; want %q, %q", who, c.open, c.code, got, err, c.want, c.err)
			}
		}
	}
	drawn, err := hostJoinCode(false, "")
	if err != nil || len(strings.Split(drawn, "-")) != 4 {
		t.Errorf("a drawn code: %q, %v", drawn, err)
	}
	if _, err := joinJoinCode(strings.NewReader("amber comet harbor tulip\n"), &strings.Builder{}, false, ""); err == nil || !strings.Contains(err.Error(), "--code WORDS") {
		t.Errorf("no code and no terminal: %v", err)
	}
	if seatFlag("") != "--open" || seatFlag("a-b") != "--code a-b" {
		t.Error("seatFlag")
	}
}
