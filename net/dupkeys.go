package net

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode"
)

// duplicateKey returns the first key that appears twice in one object of
// the JSON value in data, or "". Keys are compared as encoding/json matches
// them to fields, without regard to case ("cmd" and "CMD" are one key).
// data must already be known to be valid JSON.
func duplicateKey(data []byte) string {
	dec := json.NewDecoder(bytes.NewReader(data))
	type frame struct {
		keys    map[string]bool // nil for an array
		wantKey bool
	}
	var stack []frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return ""
		}
		top := len(stack) - 1
		if top >= 0 && stack[top].keys != nil && stack[top].wantKey {
			if k, ok := tok.(string); ok {
				f := foldKey(k)
				if stack[top].keys[f] {
					return k
				}
				stack[top].keys[f] = true
				stack[top].wantKey = false
				continue
			}
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, frame{keys: map[string]bool{}, wantKey: true})
			continue
		case json.Delim('['):
			stack = append(stack, frame{})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:top]
		}
		// A value ended: the enclosing object wants its next key.
		if n := len(stack) - 1; n >= 0 && stack[n].keys != nil {
			stack[n].wantKey = true
		}
	}
}

// foldKey maps each rune to the smallest of the runes it folds to, so two
// keys that strings.EqualFold calls equal fold to the same string.
func foldKey(s string) string {
	return strings.Map(func(r rune) rune {
		m := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			m = min(m, f)
		}
		return m
	}, s)
}
