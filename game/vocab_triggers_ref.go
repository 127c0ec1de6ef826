package game

import "strings"

// The trigger kind of the vocabulary: every when an ability may name,
// each defined once here with everything the engine needs to know of it
// at load and in text: whether it is a trigger of the bus, which of an
// ability's trigger fields it reads (validateAbilities rejects the
// others), and its words. The bus triggers (vocab_triggers.go) are numbered by
// busKind, a switch kept for speed (it is read as each trigger fires);
// TestTriggerTableMatchesEngine checks that it numbers exactly the bus
// entries of this table. The others open windows of their own
// (vocab_ability_data.go, vocab_react.go, rules_play_cost.go, rules_play_steps.go).

// triggerEntry is one when.
type triggerEntry struct {
	doc, example string
	// bus: a trigger of the bus (vocab_triggers.go).
	bus bool
	// reads are the trigger fields the when reads besides cond (and
	// may, once_each_turn, cost and effect, which every when reads).
	reads abilityFields
	// words, for a when with a window of its own, words when the ability
	// can be used: the text before its cost and effect ("Order (once per
	// turn)"); with whole, the ability's entire text.
	words func(c *Card, a Ability) string
	whole bool
	// clause, for a bus trigger, words the trigger from the subject and
	// player words triggerText finds ("when your other Klingon present is
	// killed"); AbilityText adds its conditions and limits.
	clause func(c *Card, a Ability, w busWords) string
	// alsoWord, for the about-to triggers an ability may answer
	// together (also), names the action ("stopped or killed").
	alsoWord string
	// anyOf, for a when with no trigger of its own, the bus triggers it
	// answers (vocab_about_to_lose_command.go).
	anyOf []string
}

// abilityFields is a set of the trigger fields of an ability.
type abilityFields uint16

const (
	readsOn abilityFields = 1 << iota
	readsOf
	readsWho
	readsByDilemma
	readsByYour
	readsRandom
	readsOutcome
	readsAlso
	readsOnceEachAttempt
	readsFromHand        // vocab_placed_aboard_opponent.go
	readsCauses          // vocab_kill_causes.go
	readsByOpponent      // vocab_about_to_destroy.go
	readsOnceEachDilemma // vocab_once_each_dilemma.go
)

// readsBus are the fields every bus trigger reads (vocab_triggers.go,
// answers).
const readsBus = readsOn | readsOf | readsWho | readsByDilemma | readsByYour | readsOnceEachDilemma

// abilityFieldTable documents each trigger field and finds whether an
// ability sets it.
var abilityFieldTable = []struct {
	field abilityFields
	name  string
	doc   func() string
	set   func(a *Ability) bool
}{
	{readsOn, "on", func() string { return "whose cards it is about: " + strings.Join(subjectNames(), ", ") },
		func(a *Ability) bool { return a.On != "" }},
	{readsOf, "of", func() string { return "a filter the cards it is about match" }, func(a *Ability) bool { return a.Of != nil }},
	{readsWho, "who", func() string { return "whose action: you, opponent (anyone's when absent)" }, func(a *Ability) bool { return a.Who != "" }},
	{readsByDilemma, "by_dilemma", func() string { return "only when a dilemma does it" }, func(a *Ability) bool { return a.ByDilemma }},
	{readsByYour, "by_your", func() string { return "only when a card of yours the filter matches does it" }, func(a *Ability) bool { return a.ByYour != nil }},
	{readsRandom, "random", func() string { return "only a random selection" }, func(a *Ability) bool { return a.Random }},
	{readsOutcome, "outcome", func() string { return "only a selection for this outcome: stop, kill, to-hand" }, func(a *Ability) bool { return a.Outcome != "" }},
	{readsAlso, "also", func() string { return "more about-to triggers the same ability answers" }, func(a *Ability) bool { return len(a.Also) > 0 }},
	{readsOnceEachAttempt, "once_each_attempt", func() string { return "usable once each mission attempt" }, func(a *Ability) bool { return a.OnceEachAttempt }},
	{readsOnceEachDilemma, "once_each_dilemma", func() string {
		return "usable once for each dilemma faced (its use counts until the next dilemma is revealed)"
	}, func(a *Ability) bool { return a.OnceEachDilemma }},
	{readsCauses, "causes", func() string { return "only a kill that came about one of these ways: dilemma, combat, engagement" }, func(a *Ability) bool { return len(a.Causes) > 0 }},
	{readsByOpponent, "by_opponent", func() string { return "only when the card doing it is owned by an opponent" }, func(a *Ability) bool { return a.ByOpponent }},
	{readsFromHand, "from_hand", func() string { return "it answers while this card is in its owner's hand (not in play)" }, func(a *Ability) bool { return a.FromHand }},
}

// selectionOutcomes are the outcomes a selected trigger may name.
var selectionOutcomes = []string{OutStop, OutKill, OutToHand}

// triggerTable lists every when.
var triggerTable = map[string]triggerEntry{
	WhenPlayed: {doc: "this card is played (its own text as it enters play)", example: "{when: played, effect: [{do: draw}]}",
		words: func(c *Card, a Ability) string {
			when := "On play" + a.Cond.text(c)
			if a.May {
				when += " (optional)"
			}
			return when
		}},
	WhenOrder: {doc: "an order its player may use in the orders phase (Rulebook: Order)", example: "{when: order, effect: [{do: draw}]}",
		words: func(c *Card, a Ability) string {
			when := "Order" + a.Cond.text(c)
			if a.OnceEachTurn {
				when += " (once per turn)"
			}
			return when
		}},
	WhenAttempting: {doc: "while this personnel (or this ship's crew) attempts a mission", example: "{when: attempting, effect: [{do: draw}]}",
		words: func(c *Card, a Ability) string {
			if c.Type == Interrupt {
				return "Interrupt, while your personnel attempt a mission" + a.Cond.text(c)
			}
			when := "While in a mission attempt (optional"
			if c.HasKeyword(KeywordInterlink) {
				// Interlink text is used once per dilemma (and once
				// before the requirements are checked): rules_responses.go.
				when += ", once per dilemma"
			}
			if c.Type == Ship {
				// A ship's text is not an Interlink: no limit but its own
				// (facing windows: vocab_react.go).
				when = "While your personnel aboard this ship are in a mission attempt (optional"
			}
			if a.OnceEachTurn {
				when += ", once per turn"
			}
			return when + ")" + a.Cond.text(c)
		}},
	WhenFacing: {doc: "when this personnel (or, in a core, your personnel; for a mission, the personnel of the player who named a dilemma with it) faces a dilemma", example: "{when: facing-dilemma, effect: [{do: draw}]}",
		reads: readsOf,
		words: func(c *Card, a Ability) string {
			when := "Interrupt, as your personnel face a dilemma"
			if c.Type == Mission {
				// The names it reads are its completer's (vocab_name_dilemma_lasting.go).
				when = "As the personnel of the player who named with this mission face a dilemma (optional, once per dilemma)"
			} else if c.Type != Interrupt {
				when = "As your " + a.Of.Text("personnel") + " faces a dilemma (optional, once per dilemma)"
			}
			return when + a.Cond.text(c)
		}},
	WhenEngagement: {doc: "when an engagement involving your ship that of matches begins (who: opponent: one an opponent began; vocab_engagement_who.go)", example: "{when: engagement-begins, of: {type: ship}, effect: [{do: draw}]}",
		reads: readsOf | readsWho,
		words: func(c *Card, a Ability) string {
			if c.Type != Interrupt {
				return engagementAbilityWhen(c, a)
			}
			return "Interrupt, as an engagement involving your ship begins"
		}},
	WhenSelfFacing: {doc: "when this personnel faces a dilemma, once per dilemma", example: "{when: facing, effect: [{do: draw}]}",
		reads: readsOnceEachAttempt,
		words: func(c *Card, a Ability) string { return capitalize(facingWhenText(c, a)) }},
	WhenWhileFacing: {doc: "while this personnel (or, in a core, your personnel) faces a dilemma, as often as its limits allow (vocab_core_events.go)", example: "{when: while-facing, effect: [{do: draw}]}",
		reads: readsOnceEachAttempt | readsOnceEachDilemma,
		words: func(c *Card, a Ability) string { return capitalize(facingWhenText(c, a)) }},
	WhenPlayCost: {doc: "modifies the cost of a card being played: this one, or those of matches", example: "{when: play-cost, on: self, effect: [{do: cost-mod, amount: -1}]}",
		reads: readsOn | readsOf, words: playTextAbility, whole: true},
	WhenPlayHere: {doc: "cards of matches may be played where this card is; on: mission, anywhere at its mission (its planet or headquarters, your ships there); a cost-mod step in effect is the extra cost of playing through it (vocab_play_here_mission.go)", example: "{when: play-here, of: {type: personnel}, effect: []}",
		reads: readsOn | readsOf, words: playTextAbility, whole: true},
	TrigAboutToPlay: {bus: true, reads: readsBus, doc: "a card is about to be played (it may be prevented)", example: "{when: about-to-play, on: any, of: {type: event}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " " + isAre(w.who) + " about to play " + article(a.Of.Text("card")) + " " + a.Of.Text("card")
		}},
	TrigAboutToStop: {bus: true, reads: readsBus | readsAlso, alsoWord: "stopped", doc: "cards are about to be stopped", example: "{when: about-to-stop, on: present, effect: [{do: prevent-each}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is about to be stopped" + w.byDilemma
		}},
	TrigAboutToKill: {bus: true, reads: readsBus | readsAlso | readsCauses, alsoWord: "killed", doc: "cards are about to be killed", example: "{when: about-to-kill, on: self, effect: [{do: prevent-each}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is about to be killed" + w.byDilemma
		}},
	TrigAboutToBrig: {bus: true, reads: readsBus | readsAlso, alsoWord: "captured", doc: "cards are about to be captured into a brig", example: "{when: about-to-brig, on: self, effect: [{do: prevent-each}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is about to be captured" + w.byDilemma
		}},
	TrigStopped: {bus: true, reads: readsBus, doc: "cards were stopped", example: "{when: stopped, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string { return "when " + w.subject + " is stopped" + w.byDilemma }},
	TrigKilled: {bus: true, reads: readsBus | readsCauses, doc: "cards were killed", example: "{when: killed, on: other-present, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string { return "when " + w.subject + " is killed" + w.byDilemma }},
	TrigSelected: {bus: true, reads: readsBus | readsRandom | readsOutcome, doc: "cards were selected by a dilemma, or at random by any text (random: at random; outcome: for that outcome); a random choice between a dilemma's alternatives fires it with no cards", example: "{when: selected, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.Outcome != "" {
				verb, rest := outcomeWords(a.Outcome)
				how := "selected"
				if a.Random {
					how = "randomly selected"
				}
				return "when " + w.subject + " is " + how + " to be " + pastOf(verb) + rest + w.byDilemma
			}
			if a.Random && a.On == "" && a.Of == nil { // the selection as a whole (vocab_select_again.go)
				return "when a random selection is made" + w.byDilemma
			}
			if a.Random {
				return "when " + w.subject + " is randomly selected" + w.byDilemma
			}
			return "when " + w.subject + " is selected by a dilemma"
		}},
	TrigAttemptBegins: {bus: true, reads: readsBus | readsFromHand, doc: "a player's personnel begin a mission attempt", example: "{when: attempt-begins, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.On == "self" {
				return "when this " + cardNoun(c) + " begins a mission attempt"
			}
			if a.Of != nil {
				return "when " + w.who + " begin" + verbS(w.who) + " a mission attempt with " + article(a.Of.Text("personnel")) + " " + a.Of.Text("personnel")
			}
			return "when " + w.who + " begin" + verbS(w.who) + " a mission attempt"
		}},
	TrigDilemmasDrawn: {bus: true, reads: readsBus, doc: "dilemmas have been drawn against a player's attempt", example: "{when: dilemmas-drawn, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string { return "when dilemmas have been drawn against " + w.who }},
	TrigAttemptFailed: {bus: true, reads: readsBus, doc: "a player's mission attempt failed", example: "{when: attempt-failed, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " fail" + verbS(w.who) + " a mission attempt" + w.involving // on/of: the personnel stopped (Fel, Hands-on, 26V030)
		}},
	TrigCompleted: {bus: true, reads: readsBus, doc: "a player completed a mission", example: "{when: completed, who: you, cond: here, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if c.Type == Mission && a.Cond.has(condHere) {
				return "when " + w.who + " complete" + verbS(w.who) + " this mission"
			}
			if a.On == "present" || a.On == "other-present" { // those completing it (Nilva, Lascivious Chairman, 17V067)
				return "when " + w.subject + " complete a mission"
			}
			if a.On == "self" { // this card among those completing it (Ro Laren, Apologetic Defector, 24V032)
				return "when " + w.who + " complete" + verbS(w.who) + " a mission" + w.involving
			}
			return "when " + w.who + " complete" + verbS(w.who) + " a mission"
		}},
	TrigCombatWon: {bus: true, reads: readsBus, doc: "a player won a combat", example: "{when: combat-won, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " win" + verbS(w.who) + " a combat" + w.involving
		}},
	TrigEngagementWon: {bus: true, reads: readsBus, doc: "a player won an engagement", example: "{when: engagement-won, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.On == "self" {
				return "when " + w.who + " win" + verbS(w.who) + " an engagement with this " + w.noun
			}
			return "when " + w.who + " win" + verbS(w.who) + " an engagement" + w.involving
		}},
	TrigStartOfTurn: {bus: true, reads: readsBus, doc: "a player's turn begins", example: "{when: start-of-turn, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string { return "at the start of " + turnsOf(w.who) }},
	TrigEndOfTurn: {bus: true, reads: readsBus, doc: "a player's turn ends", example: "{when: end-of-turn, who: you, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string { return "at the end of " + turnsOf(w.who) }},
	TrigLostCommand: {bus: true, reads: readsBus, doc: "a player stopped commanding a card: it left play (destroyed, discarded, killed, removed, returned, captured) or another player took command of it in play; the trigger's player is the one who lost it, and on: self text answers from wherever the card went (vocab_lost_command.go); the cards that lay on it are remembered for place-held-at-hq (vocab_lost_command_held.go)", example: "{when: lost-command, on: self, effect: [{do: self-to-hand}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " lose" + verbS(w.who) + " command of " + w.subject
		}},
	WhenOtherPlayed: {bus: true, reads: readsBus, doc: "a player played another card that of matches", example: "{when: card-played, who: you, of: {type: event}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " play" + verbS(w.who) + " " + article(a.Of.Text("card")) + " " + a.Of.Text("card")
		}},
	TrigAboutToSelect: {bus: true, reads: readsBus | readsRandom, doc: "a selection is about to pick among cards (one may be left out, or it made random)", example: "{when: about-to-select, on: present, effect: [{do: exclude-self}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.On == "" && a.Of == nil && a.Random { // Marla Gilmore, 20V024
				t := "when a random selection is about to be made"
				if w.byDilemma != "" {
					t += " by a dilemma"
				}
				return t
			}
			if a.On == "" && a.Of == nil {
				t := "when " + w.who + " " + isAre(w.who) + " about to choose personnel"
				if w.byDilemma != "" {
					t += " for a dilemma"
				}
				return t
			}
			what := "a selection"
			if a.Random {
				what = "a random selection"
			}
			return "when " + what + " is about to be made among cards including " + w.subject
		}},
}

// triggerVocab lists every when for the reference.
func triggerVocab() []VocabEntry {
	var out []VocabEntry
	for name, e := range triggerTable {
		var fields []VocabField
		for _, f := range abilityFieldTable {
			if e.reads&f.field != 0 {
				fields = append(fields, VocabField{f.name, f.doc()})
			}
		}
		fields = append(fields, VocabField{"cond", "conditions that must hold"})
		out = append(out, VocabEntry{Name: name, Fields: fields, Words: e.doc, Example: "abilities: [" + e.example + "]"})
	}
	return out
}

// triggerUses lists the whens c's abilities name.
func triggerUses(c *Card) []string {
	var out []string
	eachCardAbility(c, func(a *Ability) {
		out = append(out, a.When)
		out = append(out, a.Also...)
	})
	return out
}

// The trigger kind of the vocabulary.
func triggerKindVocab() vocabKind {
	return vocabKind{kind: "trigger", entries: triggerVocab, uses: triggerUses}
}
