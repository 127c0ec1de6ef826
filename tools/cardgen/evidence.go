package main

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stccg/stccg/internal/carddata"
)

// evidence is what the whole card list tells about names, beyond the
// names themselves: which words are ordinary English (they occur in lower
// case in printed text), which phrases the text names, and which titles
// other cards name. Only facts are kept from the text: words, not
// sentences.
type evidence struct {
	// common: a word seen in lower case in some card's printed text
	// ("officer", "bitter"); a persona's name is not.
	common map[string]bool
	// phrases: runs of two to four capitalized words that printed text,
	// or the name of a card that is no persona, uses ("Obsidian Order",
	// "Tal Shiar").
	phrases map[string]bool
	// titles: names other cards give as a persona's or ship's title: the
	// "Commander: X" keyword names a ship, a keyword may name a persona
	// ("Dr. Crell Moset").
	titles map[string]bool
	// species: the species and affiliations cards print ("Klingon").
	species map[string]bool
}

func gatherEvidence(rows []row) *evidence {
	ev := &evidence{common: map[string]bool{}, phrases: map[string]bool{}, titles: map[string]bool{}, species: map[string]bool{}}
	for _, r := range rows {
		text := r.Text
		if r.Type != "Personnel" && r.Type != "Ship" {
			// The name of a card that is no persona is read as text too
			// ("Protection of the Tal Shiar" gives "Tal Shiar").
			base, _ := carddata.SplitPrinting(r.Name)
			text = base + ". " + text
		}
		words := strings.Fields(text)
		var run []string
		flush := func() {
			for i := range run {
				for n := 2; n <= 4 && i+n <= len(run); n++ {
					ev.phrases[strings.Join(run[i:i+n], " ")] = true
				}
			}
			run = run[:0]
		}
		for _, w := range words {
			t := trimWord(w)
			if t == "" {
				flush()
				continue
			}
			first, _ := utf8.DecodeRuneInString(t)
			if unicode.IsLower(first) {
				ev.common[t] = true
				flush()
				continue
			}
			if unicode.IsUpper(first) {
				run = append(run, t)
			} else {
				flush()
			}
			// A phrase ends at a mark that ends a clause.
			if strings.ContainsAny(w[len(w)-1:], ".,;:)!?\"") && !isInitial(t) {
				flush()
			}
		}
		flush()
		for _, sp := range strings.FieldsFunc(r.Species+" "+r.Affiliation, func(r rune) bool { return r == ',' || r == '/' || r == '[' || r == ']' || unicode.IsSpace(r) }) {
			if len(sp) > 3 {
				ev.species[sp] = true
			}
		}
		for _, k := range carddata.SplitKeywords(r.Keywords) {
			if name, ok := strings.CutPrefix(k, "Commander: "); ok {
				ev.titles[name] = true
			} else if !strings.Contains(k, ":") && (strings.Contains(k, ". ") || strings.Count(k, " ") >= 2) {
				ev.titles[k] = true // a keyword naming a persona: "Dr. Crell Moset"
			}
		}
	}
	return ev
}

// trimWord drops the marks around a word of text ("(Kyle", "Riker's,").
func trimWord(w string) string {
	w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' && r != '\'' })
	w = strings.TrimSuffix(w, "'s")
	return strings.TrimRight(w, ".'")
}

// isInitial: a one-letter word with a dot ("T.").
func isInitial(w string) bool {
	return len(w) == 2 && w[1] == '.' || len(w) == 1 && unicode.IsUpper(rune(w[0]))
}

func romanNumeral(w string) bool {
	switch w {
	case "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X":
		return true
	}
	return false
}

// guessTitle guesses the title of a unique personnel or ship with no
// other printing to compare with, or "" to keep the whole name as its
// title. In order:
//  1. the longest beginning of the name that another card names as a
//     title (a ship's "Commander: X" keyword);
//  2. a quoted phrase at the end is the subtitle (Kitrik "The Tyrant
//     Molor");
//  3. otherwise the subtitle is the last two words (a two-word name is
//     split one and one), grown leftwards over connecting words ("Chair
//     of Robotics", "Hard as Nails", "A Shadow of His Former Self"; an
//     article may begin a subtitle, other connecting words may not);
//  4. a title of plain names is at most two words ("Benjamin Finney" of
//     "Benjamin Finney Bitter Records Officer"), but initials, numerals
//     and particles lengthen it ("A. G. Robinson", "Garth of Izar",
//     "Leonardo da Vinci");
//  5. a title never ends in a species or affiliation ("Bo'rak" of "Bo'rak
//     Klingon Intelligence Agent"), in a word the printed text uses in lower
//     case, or inside a phrase the text uses ("Selveth" of "Selveth Tal
//     Shiar Pilot").
//
// A ship needs four words, its registry prefix counted ("Kronos One" is
// one name), and the prefix never stands alone.
func (ev *evidence) guessTitle(full string, ship bool) string {
	words := strings.Fields(full)
	start := 1
	if shipPrefixes[words[0]] {
		start = 2
	}
	for k := len(words) - 1; k >= start; k-- {
		if ev.titles[strings.Join(words[:k], " ")] {
			return strings.Join(words[:k], " ")
		}
	}
	if len(words) <= start || ship && len(words) < 4 {
		return ""
	}
	if strings.HasSuffix(full, `"`) {
		if i := strings.LastIndex(full[:len(full)-1], ` "`); i > 0 {
			if t := strings.TrimSpace(full[:i]); !shipPrefixes[t] {
				return t
			}
			return ""
		}
	}
	if len(words) >= 3 && words[1] == "of" && numberWord[words[0]] && numberWord[words[2]] {
		if len(words) == 3 {
			return ""
		}
		return strings.Join(words[:3], " ") // a Borg designation: "Four of Nine"
	}
	cut := len(words) - 2
	if len(words) == 2 {
		cut = 1
	}
	for cut > start {
		switch {
		case lowerConnector(words[cut]): // "Chair of Robotics"
			cut--
		case connector(strings.ToLower(words[cut-1])) && !article(words[cut-1]) || words[cut-1] == "Man": // "Hard as Nails"
			cut--
		default:
			goto grown
		}
	}
grown:
	plain := 0 // plain name words in the title; -1 when it is more than names
	for _, w := range words[:cut] {
		switch {
		case shipPrefixes[w] || article(w):
		case plain < 0:
		case strings.HasSuffix(w, ".") || romanNumeral(w) || !startsUpper(w) || connector(strings.ToLower(w)):
			plain = -1 // "A. G. Robinson", "St. John Talbot", "Garth of Izar", "Leonardo da Vinci"
		default:
			plain++
		}
	}
	if plain > 2 && (!ship || start == 2) {
		cut -= plain - 2
	}
	for !ship && plain > 0 && cut > start {
		last := words[cut-1]
		if ev.species[last] || !numberWord[last] && ev.common[strings.ToLower(trimWord(last))] ||
			ev.phrases[last+" "+words[cut]] && !ev.phrases[strings.Join(words[:cut+1], " ")] {
			cut--
			continue
		}
		break
	}
	if article(words[cut-1]) {
		return "" // "The" alone is no title
	}
	t := strings.Join(words[:cut], " ")
	if shipPrefixes[t] {
		return ""
	}
	return t
}

// article: a capitalized article may begin a subtitle ("The Perfect
// Mate"); in lower case it joins words ("Keeping the Peace").
func article(w string) bool { return w == "A" || w == "An" || w == "The" }

// lowerConnector: a connecting word in lower case never begins a
// subtitle ("of Robotics"); capitalized it may ("On The Edge").
func lowerConnector(w string) bool { return startsLower(w) && connector(w) }

func startsLower(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

var numberWord = map[string]bool{"One": true, "Two": true, "Three": true, "Four": true, "Five": true, "Six": true,
	"Seven": true, "Eight": true, "Nine": true, "Ten": true, "Eleven": true, "Twelve": true, "Thirteen": true,
	"Fourteen": true, "Fifteen": true, "Sixteen": true, "Seventeen": true, "Eighteen": true, "Nineteen": true, "Twenty": true}

func startsUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}
