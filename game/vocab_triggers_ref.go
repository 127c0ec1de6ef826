package game

// The trigger kind of the vocabulary: every when an ability may name.
// The bus triggers (vocab_triggers.go) are numbered by busKind, a switch kept
// for speed (it is read as each trigger fires); the others open windows
// of their own (vocab_ability_data.go, vocab_react.go, rules_play_cost.go). An ability's words
// for its trigger are built in vocab_ability_data.go (triggerText).

// triggerEntry documents one when.
type triggerEntry struct {
	doc, example string
	// bus: a trigger of the bus, which also may name.
	bus bool
}

// abilityFields are the fields most triggers read besides when.
var abilityFields = []VocabField{
	{"who", "whose action: you, opponent (anyone's when absent)"},
	{"on", "whose cards it is about: self, your, your-other, present, other-present, self-or-present, opponent, any"},
	{"of", "a filter the cards it is about match"},
	{"cond", "conditions that must hold"},
}

// triggerTable lists every when.
var triggerTable = map[string]triggerEntry{
	WhenPlayed:        {doc: "this card is played (its own text as it enters play)", example: "{when: played, effect: [{do: draw}]}"},
	WhenOrder:         {doc: "an order its player may use in the orders phase (Rulebook: Order)", example: "{when: order, effect: [{do: draw}]}"},
	WhenAttempting:    {doc: "while this personnel (or this ship's crew) attempts a mission", example: "{when: attempting, effect: [{do: draw}]}"},
	WhenFacing:        {doc: "when this personnel (or, in a core, your personnel) faces a dilemma", example: "{when: facing-dilemma, effect: [{do: draw}]}"},
	WhenEngagement:    {doc: "when an engagement involving your ship that of matches begins", example: "{when: engagement-begins, of: {type: ship}, effect: [{do: draw}]}"},
	WhenSelfFacing:    {doc: "when this personnel faces a dilemma, once per dilemma", example: "{when: facing, effect: [{do: draw}]}"},
	WhenWhileFacing:   {doc: "while this personnel faces a dilemma, as often as its limits allow", example: "{when: while-facing, effect: [{do: draw}]}"},
	WhenPlayCost:      {doc: "modifies the cost of a card being played: this one, or those of matches", example: "{when: play-cost, on: self, effect: [{do: cost-mod, amount: -1}]}"},
	WhenPlayHere:      {doc: "cards of matches may be played where this card is", example: "{when: play-here, of: {type: personnel}, effect: []}"},
	TrigAboutToPlay:   {bus: true, doc: "a card is about to be played (it may be prevented)", example: "{when: about-to-play, on: any, of: {type: event}, effect: [{do: draw}]}"},
	TrigAboutToStop:   {bus: true, doc: "cards are about to be stopped", example: "{when: about-to-stop, on: present, effect: [{do: prevent-each}]}"},
	TrigAboutToKill:   {bus: true, doc: "cards are about to be killed", example: "{when: about-to-kill, on: self, effect: [{do: prevent-each}]}"},
	TrigAboutToBrig:   {bus: true, doc: "cards are about to be captured into a brig", example: "{when: about-to-brig, on: self, effect: [{do: prevent-each}]}"},
	TrigStopped:       {bus: true, doc: "cards were stopped", example: "{when: stopped, on: self, effect: [{do: draw}]}"},
	TrigKilled:        {bus: true, doc: "cards were killed", example: "{when: killed, on: other-present, effect: [{do: draw}]}"},
	TrigSelected:      {bus: true, doc: "cards were selected by a dilemma (random: at random; outcome: for that outcome)", example: "{when: selected, on: self, effect: [{do: draw}]}"},
	TrigAttemptBegins: {bus: true, doc: "a player's personnel begin a mission attempt", example: "{when: attempt-begins, who: you, effect: [{do: draw}]}"},
	TrigDilemmasDrawn: {bus: true, doc: "dilemmas have been drawn against a player's attempt", example: "{when: dilemmas-drawn, who: you, effect: [{do: draw}]}"},
	TrigAttemptFailed: {bus: true, doc: "a player's mission attempt failed", example: "{when: attempt-failed, who: you, effect: [{do: draw}]}"},
	TrigCompleted:     {bus: true, doc: "a player completed a mission", example: "{when: completed, who: you, cond: here, effect: [{do: draw}]}"},
	TrigCombatWon:     {bus: true, doc: "a player won a combat", example: "{when: combat-won, who: you, effect: [{do: draw}]}"},
	TrigEngagementWon: {bus: true, doc: "a player won an engagement", example: "{when: engagement-won, who: you, effect: [{do: draw}]}"},
	TrigStartOfTurn:   {bus: true, doc: "a player's turn begins", example: "{when: start-of-turn, who: you, effect: [{do: draw}]}"},
	TrigEndOfTurn:     {bus: true, doc: "a player's turn ends", example: "{when: end-of-turn, who: you, effect: [{do: draw}]}"},
	TrigLostCommand:   {bus: true, doc: "a player lost command of cards", example: "{when: lost-command, on: your, effect: [{do: draw}]}"},
	WhenOtherPlayed:   {bus: true, doc: "a player played another card that of matches", example: "{when: card-played, who: you, of: {type: event}, effect: [{do: draw}]}"},
	TrigAboutToSelect: {bus: true, doc: "a selection is about to pick among cards (one may be left out, or it made random)", example: "{when: about-to-select, on: present, effect: [{do: exclude-self}]}"},
}

// triggerVocab lists every when for the reference.
func triggerVocab() []VocabEntry {
	var out []VocabEntry
	for name, e := range triggerTable {
		fields := abilityFields
		if e.bus {
			fields = append(append([]VocabField(nil), abilityFields...), VocabField{"also", "more bus triggers the same ability answers"})
		}
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
