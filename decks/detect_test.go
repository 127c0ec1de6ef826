package decks

import "testing"

func TestDetectImportedSyntaxes(t *testing.T) {
	cases := []struct {
		text string
		want Syntax
	}{
		{"Missions (5)\n1\tS\t191\t\tQo'noS, Heart of the Empire\n", TrekCC}, // a mission row, no count
		{"1 S 191  Qo'noS, Heart of the Empire\n", TrekCC},                   // spaces for tabs, the empty column shows
		{"1 C 340 2x •Rabal\n", TrekCC},
		{"1 C 340 Rabal\n", Plain}, // too little to tell; read as plain
		{"Rabal\nAside:\t\nTriage\n", Lackey},
		{"3\tRabal\n2\tTriage\n1\tC\t292\t\t1x B'amara\n", Lackey}, // more Lackey rows
		{"3\tRabal\n1\tC\t292\t\t1x B'amara\n", TrekCC},            // a tie
		{"  <deck></deck>", Dek},
		{"\xef\xbb\xbf<?xml version=\"1.0\"?><deck/>", Dek},
		{"3x Rabal\n<not xml>\n", Plain},
	}
	for _, c := range cases {
		d, _ := parseText(t, c.text)
		if d.Syntax != c.want {
			t.Errorf("%q: Syntax = %q, want %q", c.text, d.Syntax, c.want)
		}
	}
}
