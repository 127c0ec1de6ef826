package game

import "fmt"

// The condition registry. Each condition is one condEntry, defined once in
// the file of what it reads (vocab_cond_place.go: where the card is and what is
// with it; vocab_cond_player.go: what a player commands, holds and scores;
// vocab_cond_trigger.go: the trigger, its mission and the dilemma; vocab_cond_step.go:
// the tests a dilemma's text makes of the personnel facing it), and listed
// in that file's table. A condition's entry is found when its card is
// loaded and kept on it (Cond.reg), so evaluating one is a call, not a
// lookup by name: modifiers' conditions are read on hot paths.
type condEntry struct {
	// fields the condition reads; any other field set is an error.
	fields []VocabField
	// doc says what the condition means (the reference's words), and
	// example is a short YAML use of it.
	doc, example string
	// validate checks the fields at load, beyond what checkCondFields
	// and Cond.validate check; nil accepts any.
	validate func(c *Cond) error
	// holds evaluates the condition.
	holds func(g *Game, c *Cond, ctx fxCtx) bool
	// text words the condition as card text of w's form says it.
	text func(c *Cond, w condWords) string
	// slot is where an ability's wording places it.
	slot condSlot
	// inModifiers: a modifier's "while" may use it (it does not read
	// what modifiers change, so reading it cannot loop).
	inModifiers bool
	// hidden: it reads an opponent's face-down cards (Rulebook: Paying
	// costs).
	hidden bool
	// measured, when set, words what the condition measured for the log.
	measured func(g *Game, c *Cond, ctx fxCtx) string
}

// condTables lists the functions that return each file's condition table.
var condTables = []func() map[string]condEntry{
	placeConds,
	revealedHandConds, // vocab_revealed_hand.go
	playerConds,
	triggerConds,
	stepConds,
	worthConds,
	discardConds,
	missionReqConds,
	completedConds,
	parityConds,
	halvesConds,
	crewSkillConds,
	commandNoneConds,
	combatConds,
	facedConds,
	nameDilemmaConds,
	attemptingOfConds,
	anyOfConds,
	anyPlayerConds, // vocab_cond_any_player.go
	missionsRequiringConds,
	playRedirectConds,
	otherUsedSkillConds,   // vocab_cond_other_used_skill.go
	commandsInPlayConds,   // vocab_cond_commands_in_play.go
	eachMissionConds,      // vocab_cond_each_mission.go
	opponentFacingConds,   // vocab_cond_opponent_facing.go
	allFacingConds,        // vocab_all_facing.go
	soleHeadquartersConds, // vocab_cond_sole_hq.go
	giveCommandConds,      // vocab_give_command.go
	moreThanConds,         // vocab_cond_more_than.go
	aboardCountConds,      // vocab_cond_aboard_count.go
	shipOnEventConds,      // vocab_ship_on_event.go
	atThisMissionConds,    // vocab_no_abilities.go
	copyDiscardConds,      // vocab_cond_copy_discard.go
	speciesNoneConds,      // vocab_cond_species_none.go
	triggerPresentConds,   // vocab_cond_trigger_present.go
	nthDilemmaConds,       // vocab_about_to_face.go
	playingHereConds,      // vocab_play_cost_other.go
	playingOnConds,        // vocab_playing_on.go
	turnCountConds,        // vocab_cond_turn_count.go
	cardHereConds,         // vocab_cond_card_here.go
	dilemmaUnmetConds,     // vocab_cond_dilemma_unmet.go
	gainedTextConds,       // vocab_gain_text.go
	shipDamagedConds,      // vocab_cond_ship_damaged.go
	selectedLackingConds,  // vocab_cond_selected_lacking.go
	giveAboardConds,       // vocab_give_aboard.go
	killedByThisConds,     // vocab_cond_killed_by_this.go
	flipConds,             // vocab_flip.go
	playingWithConds,      // vocab_playing_with.go
	commandsCountConds,    // vocab_cond_commands_count.go
}

// condRegistry holds every registered condition, filled once in init
// (conditions call engine code that reads conditions) and never written
// again.
var condRegistry = map[string]*condEntry{}

func init() {
	for _, table := range condTables {
		for name, e := range table() {
			if _, dup := condRegistry[name]; dup {
				panic("game: condition " + name + " registered twice")
			}
			condRegistry[name] = &e
		}
	}
}

// Field documentation shared by several conditions.
var (
	fieldOf          = VocabField{"of", "a filter: the cards looked for"}
	fieldWhose       = VocabField{"whose", "whose cards count: your, opponent (anyone's when absent)"}
	fieldWho         = VocabField{"who", "whose count: you, opponent or each"}
	fieldAtLeast     = VocabField{"at_least", "the least the count may be"}
	fieldAtMost      = VocabField{"at_most", "the most the count may be"}
	fieldMission     = VocabField{"mission", "a mission type: planet or space"}
	fieldRegion      = VocabField{"region", "a mission's region"}
	fieldQuadrant    = VocabField{"quadrant", "a mission's quadrant"}
	fieldAffiliation = VocabField{"affiliation", "an affiliation whose icon a mission shows"}
	fieldGroup       = VocabField{"group", "the personnel read (facing, selected, ...)"}
)

// condVocab lists the registered conditions for the reference.
func condVocab() []VocabEntry {
	var out []VocabEntry
	for name, e := range condRegistry {
		out = append(out, VocabEntry{Name: name, Fields: e.fields, Words: e.doc, Example: e.example, Code: codeFile(e.holds)})
	}
	return out
}

// condUses lists the conditions c's encoding uses: its play requirement,
// its abilities' conditions, its modifiers' and those of every step,
// however deeply nested.
func condUses(c *Card) []string {
	var out []string
	var add func(cs Conds)
	add = func(cs Conds) {
		for _, x := range cs {
			out = append(out, x.Is)
			add(x.Any) // the alternatives of any-of
		}
	}
	add(c.Requires)
	eachCardModifier(c, func(m *Modifier) { add(m.While) })
	eachCardAbility(c, func(a *Ability) { add(a.Cond) })
	eachCardStep(c, func(s *Step) { add(s.Cond) })
	return out
}

// The condition kind of the vocabulary.
func condKind() vocabKind {
	return vocabKind{kind: "condition", entries: condVocab, uses: condUses}
}

// boundsOK reports whether n is within c's bounds.
func (c *Cond) boundsOK(n int) bool {
	return (c.AtLeast == nil || n >= *c.AtLeast) && (c.AtMost == nil || n <= *c.AtMost)
}

// needBounds refuses a condition without at_least or at_most.
func needBounds(c *Cond) error {
	if c.AtLeast == nil && c.AtMost == nil {
		return fmt.Errorf("needs at_least or at_most")
	}
	return nil
}
