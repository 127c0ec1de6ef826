package net

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"unicode"
)

// Join codes (docs/protocol.md, "Join codes and the encrypted channel"):
// the host shows a few words, the joining player types them, and both
// sides turn them into the password of a key exchange. A code is only as
// strong as the number of guesses it takes: JoinCodeWords words from a
// list of 256 are 32 bits, and the host allows a few wrong guesses a
// second (see attemptLimiter), so guessing one online takes years.

// JoinCodeWords is how many words a generated code has.
const JoinCodeWords = 4

// MinCodeLen is the shortest code a host may choose itself (after
// NormalizeCode), so that a typo like "a" is not taken for a code.
const MinCodeLen = 8

// MaxCodeLen bounds a code as typed.
const MaxCodeLen = 200

// codeWords is our own list: short, common words, easy to say aloud and
// to type, all different. Exactly 256, so each word is one byte of the
// code's randomness.
var codeWords = [256]string{
	"acorn", "actor", "agent", "alarm", "album", "alpha", "amber", "angel",
	"ankle", "apple", "apron", "arena", "arrow", "atlas", "attic", "award",
	"bacon", "badge", "baker", "banjo", "barn", "basil", "beach", "beard",
	"bench", "berry", "bison", "blade", "blaze", "block", "bloom", "board",
	"boat", "bonus", "boots", "brave", "bread", "brick", "brook", "broom",
	"brush", "bucket", "bugle", "cabin", "cable", "camel", "canal", "candy",
	"canoe", "cargo", "carol", "cedar", "chain", "chalk", "charm", "chess",
	"chief", "cider", "cliff", "clock", "cloud", "clover", "coach", "cobra",
	"cocoa", "comet", "coral", "cotton", "couch", "crane", "crate", "crown",
	"cube", "daisy", "dance", "delta", "denim", "desk", "diary", "diver",
	"dock", "donut", "dragon", "drum", "eagle", "echo", "elbow", "ember",
	"engine", "fable", "falcon", "feast", "fence", "ferry", "fiber", "field",
	"finch", "flame", "flute", "fog", "forest", "fossil", "fox", "frost",
	"fudge", "galaxy", "garden", "gecko", "giant", "ginger", "globe", "glove",
	"goose", "grape", "gravel", "guitar", "gull", "hammer", "harbor", "harp",
	"hawk", "hazel", "heron", "hill", "honey", "hood", "horse", "hotel",
	"igloo", "index", "iris", "island", "ivory", "jacket", "jade", "jaguar",
	"jelly", "jewel", "jigsaw", "juice", "jungle", "kayak", "kettle", "kiwi",
	"knight", "koala", "ladder", "lagoon", "lamp", "lemon", "lens", "lilac",
	"lily", "lion", "llama", "locket", "lotus", "lunar", "magnet", "mango",
	"maple", "marble", "meadow", "melon", "meteor", "mint", "mirror", "moose",
	"mosaic", "motor", "nebula", "needle", "nest", "noodle", "nova", "oasis",
	"ocean", "olive", "onion", "opal", "orbit", "orchid", "otter", "owl",
	"paddle", "palace", "panda", "parrot", "pearl", "pebble", "pepper", "piano",
	"pilot", "planet", "plum", "polar", "pony", "poppy", "pulsar", "puzzle",
	"quail", "quartz", "rabbit", "radar", "raven", "reef", "ribbon", "river",
	"robin", "rocket", "rose", "ruby", "saddle", "salmon", "scarf", "shell",
	"shield", "signal", "silver", "sketch", "sloth", "snow", "solar", "spark",
	"spider", "spruce", "squid", "star", "stone", "storm", "sugar", "summit",
	"swan", "tango", "temple", "tiger", "timber", "toast", "topaz", "torch",
	"tower", "tulip", "tunnel", "turtle", "valley", "velvet", "violet",
	"walnut", "walrus", "wave", "whale", "willow", "wizard", "yacht", "zebra",
	"zenith",
}

// NewJoinCode draws a code of JoinCodeWords words from the secure random
// generator: "amber-comet-harbor-tulip".
func NewJoinCode() (string, error) {
	ws := make([]string, JoinCodeWords)
	for i := range ws {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(codeWords))))
		if err != nil {
			return "", fmt.Errorf("cannot draw a join code: %w", err)
		}
		ws[i] = codeWords[n.Int64()]
	}
	return strings.Join(ws, "-"), nil
}

// NormalizeCode is the code as the key exchange uses it: lower case, its
// words joined by single hyphens, whatever separated them when typed
// ("Amber Comet, harbor_tulip" is "amber-comet-harbor-tulip").
func NormalizeCode(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return strings.Join(f, "-")
}

// CheckCode normalizes a code given on a command line or typed at a
// prompt, or says why it cannot be one.
func CheckCode(s string) (string, error) {
	if len(s) > MaxCodeLen {
		return "", fmt.Errorf("a join code is at most %d characters", MaxCodeLen)
	}
	n := NormalizeCode(s)
	switch {
	case n == "":
		return "", errors.New("the join code is empty: type the words the host shows, e.g. amber-comet-harbor-tulip")
	case len(n) < MinCodeLen:
		return "", fmt.Errorf("the join code %q is too short: at least %d letters or digits", n, MinCodeLen)
	}
	return n, nil
}
