package game

import (
	"regexp"
	"slices"
	"strings"
)

// A dilemma's text speaks to the player facing it: "you" faces it, "your
// opponent" owns it. Some of its decisions are posed to the owner (a
// selection "chosen by your opponent", a choice handed to the opponent);
// read as written, that prompt tells the owner to pick "an event you
// command" when the events are the facing player's. wordedFor turns such
// words around for the player reading them, so every prompt speaks to
// its reader.

// swapWords matches the phrases that name a side, longest first so that
// "your opponent's" is not read as "your".
var swapWords = regexp.MustCompile(`\b(?i:your opponent's|your opponent chooses|your opponent names|your opponent commands|your opponent|you command|you choose|you name|your|you)\b`)

// swapped is each phrase as the other player reads it.
var swapped = map[string]string{
	"your opponent's":        "your",
	"your opponent chooses":  "you choose",
	"your opponent names":    "you name",
	"your opponent commands": "you command",
	"your opponent":          "you",
	"you command":            "your opponent commands",
	"you choose":             "your opponent chooses",
	"you name":               "your opponent names",
	"your":                   "your opponent's",
	"you":                    "your opponent",
}

// wordedFor is t, written for writer, as reader should read it.
func wordedFor(reader, writer Player, t string) string {
	if reader == writer {
		return t
	}
	return swapSides(t)
}

// swapSides rewords t for the other player, keeping a capital letter
// where the phrase had one.
func swapSides(t string) string {
	return swapWords.ReplaceAllStringFunc(t, func(m string) string {
		r := swapped[strings.ToLower(m)]
		if m[0] >= 'A' && m[0] <= 'Z' {
			r = capitalize(r)
		}
		return r
	})
}

// choiceWords is steps a dilemma hands to chooser, worded for chooser. A
// selection is the dilemma's own words to the player facing it ("chosen
// by your opponent" is the dilemma's owner), so steps holding one are
// turned around for a chooser who is not facing it; other steps already
// speak to the player who does them.
func choiceWords(chooser, facing Player, steps []Step) string {
	t := clauses(steps)
	if slices.ContainsFunc(steps, func(s Step) bool { return s.Do == DoSelect }) {
		return wordedFor(chooser, facing, t)
	}
	return t
}

// inNames is t, written to player you, with every phrase that names a
// side ("you", "your opponent's") replaced by the player's name: the
// words of an event, which both players read (text_event.go).
func (g *Game) inNames(you Player, t string) string {
	me, them := g.players[you].Name, g.players[you.Other()].Name
	return swapWords.ReplaceAllStringFunc(t, func(m string) string {
		switch strings.ToLower(m) {
		case "your opponent's":
			return them + "'s"
		case "your opponent chooses", "your opponent names", "your opponent commands":
			return them + m[len("your opponent"):]
		case "your opponent":
			return them
		case "you command", "you choose", "you name":
			return me + m[len("you"):] + "s"
		case "your":
			return me + "'s"
		}
		return me
	})
}
