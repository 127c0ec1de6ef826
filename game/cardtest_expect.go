package game

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// The expectations of a card test (CardTestExpect), checked in the order
// the fields are listed there; the first that does not hold fails the
// step.

// names lists the cards e names, for the state a failure shows.
func (e *CardTestExpect) names() []string {
	if e == nil {
		return nil
	}
	var out []string
	out = append(out, sortedKeys(e.Places)...)
	out = append(out, e.Stopped...)
	out = append(out, e.NotStopped...)
	out = append(out, e.Killed...)
	for n := range e.Stats {
		out = append(out, n)
	}
	out = append(out, e.Completed...)
	out = append(out, e.NotCompleted...)
	out = append(out, e.Flipped...)
	out = append(out, e.NotFlipped...)
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (r *cardTestRun) check(e *CardTestExpect) error {
	checks := []func(*CardTestExpect) error{
		r.checkDecision, r.checkOptions, r.checkPlaces, r.checkStopped,
		r.checkKilled, r.checkStats, r.checkScore, r.checkCompleted, r.checkFlipped, r.checkLog,
	}
	for _, c := range checks {
		if err := c(e); err != nil {
			return err
		}
	}
	return nil
}

func (r *cardTestRun) checkDecision(e *CardTestExpect) error {
	want := e.Decision
	if want == nil {
		return nil
	}
	d := r.g.Pending()
	if want.None {
		if d != nil {
			return r.fail("decision: none", "a decision is pending")
		}
		return nil
	}
	if d == nil {
		return r.fail("decision", "no decision is pending")
	}
	if want.By != 0 && d.Player != Player(want.By-1) {
		return r.fail(fmt.Sprintf("decision by %d", want.By), fmt.Sprintf("%s decides", d.Player))
	}
	if want.Kind != "" && d.Kind != want.Kind {
		return r.fail("decision kind "+want.Kind, "the decision is "+d.Kind)
	}
	if want.Prompt != "" && !strings.Contains(d.Prompt, want.Prompt) {
		return r.fail(fmt.Sprintf("decision prompt %q", want.Prompt), fmt.Sprintf("the prompt is %q", d.Prompt))
	}
	return nil
}

func (r *cardTestRun) checkOptions(e *CardTestExpect) error {
	if len(e.Offered) == 0 && len(e.NotOffered) == 0 && e.Options == nil {
		return nil
	}
	d := r.g.Pending()
	if d == nil {
		return r.fail("offered", "no decision is pending")
	}
	for _, text := range e.Offered {
		if optionContaining(d, text, nil) < 0 {
			return r.fail(fmt.Sprintf("offered %q", text), "no option contains it")
		}
	}
	for _, text := range e.NotOffered {
		if i := optionContaining(d, text, nil); i >= 0 {
			return r.fail(fmt.Sprintf("not_offered %q", text), fmt.Sprintf("option %q contains it", d.Options[i].Label))
		}
	}
	if e.Options != nil {
		used := map[int]bool{}
		ok := len(e.Options) == len(d.Options)
		for _, text := range e.Options {
			i := optionContaining(d, text, used)
			ok = ok && i >= 0
			used[i] = true
		}
		if !ok {
			return r.fail(fmt.Sprintf("options %q", e.Options), "the options differ")
		}
	}
	return nil
}

// cardPlace says where a card is, in the words card tests use: hand,
// deck N (from the top), discard, core, removed, dilemma pile (face up or not), brig N,
// mission row, "at M" (on a planet or headquarters, or a ship at M),
// "aboard S", "under M" (overcome beneath a mission), "beneath M"
// (placed beneath it by card text: vocab_hidden_beneath.go), "on M" (placed on
// a mission, or on a card), "damage on S", "played on C", and, during an
// attempt, drawn and stack.
func (g *Game) cardPlace(in *Inst) string {
	name := func(id int) string { return g.cards[id].Card.Name() }
	switch in.Zone {
	case ZDeck:
		return fmt.Sprintf("deck %d", slices.Index(g.players[in.Owner].Deck, in.ID)+1)
	case ZDilemmaPile:
		if in.FaceUp {
			return "dilemma pile face up"
		}
		return "dilemma pile"
	case ZDiscard:
		return "discard"
	case ZRemoved:
		return "removed"
	case ZMission:
		return "mission row"
	case ZBrig:
		return fmt.Sprintf("brig %d", in.Where+1)
	case ZSurface, ZAtMission:
		return "at " + name(in.Where)
	case ZAboard:
		return "aboard " + name(in.Where)
	case ZBeneath:
		return "under " + name(in.Where)
	case ZUnder:
		return "beneath " + name(in.Where)
	case ZOnMission, ZOnCard:
		return "on " + name(in.Where)
	case ZDamage:
		return "damage on " + name(in.Where)
	case ZPlayedOn:
		return "played on " + name(in.Where)
	case ZDrawn:
		return "drawn"
	case ZStack:
		return "stack"
	}
	return in.Zone.String()
}

// placeWithState is the card's place, owner and whether it is stopped.
func (r *cardTestRun) placeWithState(in *Inst) string {
	s := fmt.Sprintf("%s (%s's", r.g.cardPlace(in), in.Owner)
	if in.Stopped {
		s += ", stopped"
	}
	return s + ")"
}

// placeMatches compares a written place with the card's: the same words
// before the card named, and the same card, however its name is written;
// "deck N" is the N-th card from the top of its owner's deck, "deck
// bottom" the last, "dilemma pile top" the first of its dilemma pile.
func (r *cardTestRun) placeMatches(in *Inst, want string) bool {
	got := r.g.cardPlace(in)
	want = strings.TrimSpace(strings.ToLower(want))
	if want == strings.ToLower(got) {
		return true
	}
	if in.Zone == ZDeck && want == "deck" {
		return true
	}
	if in.Zone == ZDilemmaPile && want == "dilemma pile top" {
		return r.g.players[in.Owner].DilemmaPile[0] == in.ID
	}
	if in.Zone == ZDeck && want == "deck bottom" {
		deck := r.g.players[in.Owner].Deck
		return deck[len(deck)-1] == in.ID
	}
	for _, pre := range []string{"damage on ", "played on ", "at ", "aboard ", "under ", "beneath ", "on "} {
		if strings.HasPrefix(want, pre) && strings.HasPrefix(got, pre) {
			return cardNamed(r.g.cards[in.Where].Card, strings.TrimSpace(want[len(pre):]))
		}
	}
	return false
}

func (r *cardTestRun) checkPlaces(e *CardTestExpect) error {
	for _, ref := range sortedKeys(e.Places) {
		want := e.Places[ref]
		in, err := r.resolve(ref)
		if err != nil {
			return r.fail("places", err.Error())
		}
		if !r.placeMatches(in, want) {
			return r.fail(fmt.Sprintf("places: %s: %s", ref, want), "it is "+r.g.cardPlace(in))
		}
	}
	return nil
}

func (r *cardTestRun) checkStopped(e *CardTestExpect) error {
	for _, l := range []struct {
		refs []string
		want bool
		what string
	}{{e.Stopped, true, "stopped"}, {e.NotStopped, false, "not_stopped"}} {
		for _, ref := range l.refs {
			in, err := r.resolve(ref)
			if err != nil {
				return r.fail(l.what, err.Error())
			}
			if !in.Zone.InPlay() {
				return r.fail(l.what+": "+ref, "it is not in play: "+r.g.cardPlace(in))
			}
			if in.Stopped != l.want {
				return r.fail(l.what+": "+ref, fmt.Sprintf("stopped is %v", in.Stopped))
			}
		}
	}
	return nil
}

func (r *cardTestRun) checkKilled(e *CardTestExpect) error {
	for _, ref := range e.Killed {
		in, err := r.resolve(ref)
		if err != nil {
			return r.fail("killed", err.Error())
		}
		if in.Zone != ZDiscard {
			return r.fail("killed: "+ref, "it is "+r.g.cardPlace(in)+", not in its owner's discard pile")
		}
	}
	return nil
}

func (r *cardTestRun) checkStats(e *CardTestExpect) error {
	for _, ref := range sortedKeys(e.Stats) {
		want := e.Stats[ref]
		in, err := r.resolve(ref)
		if err != nil {
			return r.fail("stats", err.Error())
		}
		if in.Card.Type == Ship && in.Zone.InPlay() {
			if err := r.checkShipStats(ref, in.ID, want); err != nil {
				return err
			}
			continue
		}
		if in.Card.Type != Personnel || !in.Zone.InPlay() {
			return r.fail("stats: "+ref, "not a personnel or a ship in play: "+r.g.cardPlace(in))
		}
		s := r.g.stats(in.ID)
		for _, a := range []struct {
			name string
			want *int
			got  int
		}{{"integrity", want.Integrity, s.Integrity}, {"cunning", want.Cunning, s.Cunning}, {"strength", want.Strength, s.Strength}} {
			if a.want != nil && *a.want != a.got {
				return r.fail(fmt.Sprintf("stats: %s: %s %d", ref, a.name, *a.want), fmt.Sprintf("it is %d", a.got))
			}
		}
		for _, skill := range sortedKeys(want.Skills) {
			if !IsSkill(skill) {
				return r.fail("stats: "+ref, fmt.Sprintf("no skill %q", skill))
			}
			if got := s.Skills.Level(skill); got != want.Skills[skill] {
				return r.fail(fmt.Sprintf("stats: %s: %s %d", ref, skill, want.Skills[skill]), fmt.Sprintf("it is %d", got))
			}
		}
	}
	return nil
}

// checkShipStats checks a ship's Range, Weapons and Shields as they are
// now; a personnel's fields are refused for a ship.
func (r *cardTestRun) checkShipStats(ref string, id int, want ExpectStats) error {
	if want.Integrity != nil || want.Cunning != nil || want.Strength != nil || len(want.Skills) > 0 {
		return r.fail("stats: "+ref, "a ship has Range, Weapons and Shields, not a personnel's stats")
	}
	for _, a := range []struct {
		name string
		want *int
		got  int
	}{{"range", want.Range, r.g.shipRange(id)}, {"weapons", want.Weapons, r.g.shipWeapons(id)}, {"shields", want.Shields, r.g.shipShields(id)}} {
		if a.want != nil && *a.want != a.got {
			return r.fail(fmt.Sprintf("stats: %s: %s %d", ref, a.name, *a.want), fmt.Sprintf("it is %d", a.got))
		}
	}
	return nil
}

func (r *cardTestRun) checkScore(e *CardTestExpect) error {
	for p := 1; p <= 2; p++ {
		if want, ok := e.Score[p]; ok && r.g.players[p-1].Score != want {
			return r.fail(fmt.Sprintf("score of Player %d: %d", p, want), fmt.Sprintf("it is %d", r.g.players[p-1].Score))
		}
	}
	if e.Counters != nil && r.g.counter != *e.Counters {
		return r.fail(fmt.Sprintf("counters %d", *e.Counters), fmt.Sprintf("%d are left", r.g.counter))
	}
	return nil
}

func (r *cardTestRun) checkCompleted(e *CardTestExpect) error {
	for _, l := range []struct {
		refs []string
		want bool
		what string
	}{{e.Completed, true, "completed"}, {e.NotCompleted, false, "not_completed"}} {
		for _, ref := range l.refs {
			in, err := r.resolve(ref)
			if err != nil {
				return r.fail(l.what, err.Error())
			}
			if in.Card.Type != Mission || in.Completed != l.want {
				return r.fail(l.what+": "+ref, fmt.Sprintf("a %s, completed %v", in.Card.Type, in.Completed))
			}
		}
	}
	return nil
}

// checkFlipped: which side of each two-sided card is up.
func (r *cardTestRun) checkFlipped(e *CardTestExpect) error {
	for _, l := range []struct {
		refs []string
		want bool
		what string
	}{{e.Flipped, true, "flipped"}, {e.NotFlipped, false, "not_flipped"}} {
		for _, ref := range l.refs {
			in, err := r.resolve(ref)
			if err != nil {
				return r.fail(l.what, err.Error())
			}
			if in.Card.Front().Back == nil || in.Card.isBack != l.want {
				return r.fail(l.what+": "+ref, fmt.Sprintf("two-sided %v, back side up %v", in.Card.Front().Back != nil, in.Card.isBack))
			}
		}
	}
	return nil
}

func (r *cardTestRun) checkLog(e *CardTestExpect) error {
	for p := 1; p <= 2; p++ {
		want, ok := e.Log[p]
		if !ok {
			continue
		}
		var lines []string
		for _, ev := range r.g.Log(Player(p - 1)) {
			lines = append(lines, ev.Text)
		}
		has := func(text string) string {
			for _, l := range lines {
				if strings.Contains(l, text) {
					return l
				}
			}
			return ""
		}
		for _, text := range want.Has {
			if has(text) == "" {
				return r.fail(fmt.Sprintf("log of Player %d has %q", p, text), fmt.Sprintf("no line contains it; the last lines: %q", lines[max(0, len(lines)-8):]))
			}
		}
		for _, text := range want.Lacks {
			if l := has(text); l != "" {
				return r.fail(fmt.Sprintf("log of Player %d lacks %q", p, text), fmt.Sprintf("line %q contains it", l))
			}
		}
	}
	return nil
}
