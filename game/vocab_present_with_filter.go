package game

import (
	"errors"
	"fmt"
	"strings"
)

// The filter field present_with: a card present with at least N other
// cards that a filter matches (Glossary: present — cards at the same
// place, on one planet surface or aboard one ship; a card is not present
// with itself). Interspatial Fissures and Relentless Attacks (20V009,
// 20V010) help one of your personnel facing a dilemma only while it is
// present with three [Voy] Treachery personnel:
//
//	target: {present_with: {of: {icon: voyager, skills: [Treachery]}, at_least: 3}}
//
// The others are counted as the player may consider them (a stopped card
// gives its controller nothing: Game.considers, read for the controller
// of the card tested). The field reads other cards' skills, so a
// modifier may not pick its targets by it (validateModFilter): reading
// it could depend on the modifier itself.

// PresentTest is the present_with field of a Filter.
type PresentTest struct {
	Of      *Filter `yaml:"of" json:"of"`
	AtLeast int     `yaml:"at_least" json:"at_least"`
}

func (t *PresentTest) validate() error {
	if t == nil {
		return nil
	}
	if t.Of.IsZero() {
		return errors.New("filter: present_with needs of")
	}
	if t.AtLeast < 1 {
		return errors.New("filter: present_with needs at_least of 1 or more")
	}
	return t.Of.validate()
}

// text words the field: "present with three [Voy] Treachery personnel".
func (t *PresentTest) text() string {
	noun := t.Of.Text("personnel")
	if t.AtLeast == 1 {
		return "present with " + article(noun) + " " + noun
	}
	noun = strings.ReplaceAll(noun, " who has ", " who have ")
	return fmt.Sprintf("present with %s %s", numberWord(t.AtLeast), pluralNouns(noun))
}

// presentWithEnough reports whether card id is present with at least
// t.AtLeast other cards that t.Of matches.
func (g *Game) presentWithEnough(id int, t *PresentTest) bool {
	p := g.cards[id].Controller
	n := 0
	for _, x := range g.presentPool(id) {
		if x != id && g.considers(p, x) && g.matches(t.Of, x) {
			n++
			if n >= t.AtLeast {
				return true
			}
		}
	}
	return false
}

// splitPresentWith parts a filter's present_with clause from the rest,
// so the words can say it last: "one of your personnel facing the
// dilemma, while present with three ...". tail is empty without one.
func splitPresentWith(f *Filter) (rest *Filter, tail string) {
	if f == nil || f.PresentWith == nil {
		return f, ""
	}
	r := *f
	r.PresentWith = nil
	return &r, ", while " + f.PresentWith.text()
}
