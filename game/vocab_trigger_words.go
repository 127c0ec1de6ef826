package game

import (
	"fmt"
	"slices"
	"strings"
)

// The words of a bus trigger (vocab_triggers_ref.go gives each when its
// clause): the subject an ability's on names and the player its who
// names, in small tables that validateAbilities also checks against.

// busWords are the words a bus trigger's clause is built from.
type busWords struct {
	// subject: the cards it is about ("your other Klingon present").
	subject string
	// who: whose action ("you", "an opponent", "a player").
	who string
	// byDilemma: " by a dilemma" when by_dilemma says so.
	byDilemma string
	// involving: " involving <subject>" when on or of narrows it.
	involving string
	// noun: how card text names this card's type ("personnel").
	noun string
}

// subjectTable words each on (its subject), from the noun of this card
// and the words of the ability's of filter; "" is "your".
var subjectTable = []struct {
	on    string
	words func(noun, of string) string
}{
	{"self", func(noun, of string) string { return "this " + noun }},
	{"your", func(noun, of string) string { return "your " + of }},
	{"your-other", func(noun, of string) string { return "your other " + of }},
	{"present", func(noun, of string) string { return "your " + of + " present" }},
	{"other-present", func(noun, of string) string { return "your other " + of + " present" }},
	{"self-or-present", func(noun, of string) string { return "this " + noun + " or your " + of + " present" }},
	{"opponent", func(noun, of string) string { return "an opponent's " + of }},
	{"opponent-present", func(noun, of string) string { return "an opponent's " + of + " present" }},
	{onOpponentHere, func(noun, of string) string { return "an opponent's " + of + " at this " + noun + "'s mission" }}, // vocab_opponent_here.go (Devoras, 7R120)
	{"any", func(noun, of string) string { return article(of) + " " + of }},
	{"any-present", func(noun, of string) string { return article(of) + " " + of + " present" }},
	{"owned", func(noun, of string) string { return article(of) + " " + of + " you own" }},       // vocab_placed_aboard_opponent.go
	{"aboard", func(noun, of string) string { return "your " + of + " aboard this " + noun }},    // a ship's crew (Karemma Freighter, 25V052)
	{"its-ship", func(noun, of string) string { return "the ship this " + noun + " is aboard" }}, // vocab_damage_placed.go (Exocomp, 19V005)
}

// subjectNames lists the ons subjectTable words, in its order.
func subjectNames() []string {
	var out []string
	for _, s := range subjectTable {
		out = append(out, s.on)
	}
	return out
}

// subjectWords words on; ok is false for an on the table lacks.
func subjectWords(on, noun, of string) (string, bool) {
	if on == "" {
		on = "your"
	}
	for _, s := range subjectTable {
		if s.on == on {
			return s.words(noun, of), true
		}
	}
	return of, false
}

// whoTable words each who; "" is anyone.
var whoTable = map[string]string{"": "a player", "you": "you", "opponent": "an opponent"}

// triggerText words the trigger of a trigger-bus ability from its fields:
// "when this personnel is about to be stopped by a dilemma", "when your
// other Klingon present is killed", "when you complete a mission".
func triggerText(c *Card, a Ability, noun string) string {
	w := busWords{noun: noun, who: "a player"}
	w.subject, _ = subjectWords(a.On, noun, a.Of.Text("personnel"))
	if a.On == "self" && a.Of != nil { // of narrows when its own card answers ("this personnel at a mission with an event on it")
		w.subject = "this " + a.Of.Text(noun)
	}
	if who, ok := whoTable[a.Who]; ok {
		w.who = who
	}
	if a.ByDilemma && a.ByYour == nil { // "by your Infestation dilemma" says it (byYourText)
		w.byDilemma = " by a dilemma"
	}
	if len(a.Causes) > 0 { // vocab_kill_causes.go
		w.byDilemma = causesText(a.Causes)
	}
	if a.On != "" || a.Of != nil {
		w.involving = " involving " + w.subject
	}
	if len(a.Also) > 0 {
		if t, ok := alsoText(a, w); ok {
			return t
		}
	}
	if e, ok := triggerTable[a.When]; ok && e.clause != nil {
		return e.clause(c, a, w) + fromHandText(a, noun) // vocab_placed_aboard_opponent.go
	}
	return "when " + a.When
}

// alsoText words an ability answering several about-to triggers ("when
// this personnel is about to be stopped or killed"); ok is false when one
// of them has no word for it.
func alsoText(a Ability, w busWords) (string, bool) {
	var what []string
	for _, k := range append([]string{a.When}, a.Also...) {
		word := triggerTable[k].alsoWord
		if word == "" {
			return "", false
		}
		what = append(what, word)
	}
	return "when " + w.subject + " is about to be " + strings.Join(what, " or ") + w.byDilemma, true
}

// verbS is the third-person "s" for who ("a player plays", "you play").
func verbS(who string) string {
	if who == "you" {
		return ""
	}
	return "s"
}

// validateTrigger checks an ability's when and the trigger fields it
// sets against the when's entry: a field the when does not read is an
// error, as is a value its table lacks.
func validateTrigger(a *Ability) error {
	e, ok := triggerTable[a.When]
	if !ok {
		return fmt.Errorf("unknown trigger %q", a.When)
	}
	for _, f := range abilityFieldTable {
		if f.set(a) && e.reads&f.field == 0 {
			return fmt.Errorf("when %s does not read %s", a.When, f.name)
		}
	}
	for _, k := range a.Also {
		if triggerTable[k].alsoWord == "" {
			return fmt.Errorf("also %q: an ability answers several triggers only among about-to-stop, about-to-kill and about-to-brig", k)
		}
	}
	if err := validateCauses(a); err != nil {
		return err
	}
	if a.Outcome != "" && !slices.Contains(selectionOutcomes, a.Outcome) {
		return fmt.Errorf("unknown outcome %q", a.Outcome)
	}
	if err := validateGainedCommand(a); err != nil { // vocab_gained_command.go
		return err
	}
	if a.When == WhenPlayHere { // vocab_play_here_mission.go
		if a.On != "" && a.On != PlayHereMission {
			return fmt.Errorf("play-here: on must be mission or absent, not %q", a.On)
		}
	} else if _, ok := subjectWords(a.On, "", ""); !ok {
		return fmt.Errorf("unknown subject %q", a.On)
	}
	if _, ok := whoTable[a.Who]; !ok {
		return fmt.Errorf("unknown player %q", a.Who)
	}
	return nil
}
