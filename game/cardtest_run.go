package game

import (
	"fmt"
	"slices"
	"strings"
)

// CardTestFailure is why a card test failed: the file, the step (1 on;
// 0 is the position itself), what the step did, the expectation that
// does not hold, and the state that shows why.
type CardTestFailure struct {
	File        string
	Step        int
	Action      string
	Expectation string
	Problem     string
	State       []string
}

func (f *CardTestFailure) Error() string {
	var b strings.Builder
	where := "position"
	if f.Step > 0 {
		where = fmt.Sprintf("step %d (%s)", f.Step, f.Action)
	}
	fmt.Fprintf(&b, "%s: %s: %s: %s", f.File, where, f.Expectation, f.Problem)
	for _, l := range f.State {
		b.WriteString("\n    " + l)
	}
	return b.String()
}

// maxPasses bounds pass_until, so a script that waits for a decision
// that never comes fails instead of looping.
const maxPasses = 200

// RunCardTest plays the card-test file data (named file in failures)
// with lib's cards. It returns a *CardTestFailure when an expectation
// does not hold, or another error when the file cannot be played.
func RunCardTest(lib *Library, file string, data []byte) error {
	t, err := ParseCardTest(data)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	for _, id := range t.Cards {
		c := lib.ByID(id)
		if c == nil || c.ID != id {
			return fmt.Errorf("%s: cards: no card %q in the pool (give the pool ID of its first printing)", file, id)
		}
		if c.PrintingOf != "" {
			return fmt.Errorf("%s: cards: %s is a reprint of %s: name the first printing", file, id, c.PrintingOf)
		}
	}
	g, err := NewFromScenario(lib, &t.Position)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r := &cardTestRun{g: g, file: file}
	for _, id := range t.Cards {
		if !r.holds(id) {
			return r.fail("cards", fmt.Sprintf("%s (%s) is nowhere in the position: the test cannot exercise it", id, lib.ByID(id).Name()))
		}
	}
	if err := r.skipEmptyWindows(); err != nil {
		return err
	}
	for i, s := range t.Script {
		r.step, r.action, r.named = i+1, s.describe(), s.Expect.names()
		if err := r.act(s); err != nil {
			return err
		}
		if s.BeforeWindows {
			if err := r.check(s.Expect); err != nil {
				return err
			}
		}
		if err := r.skipEmptyWindows(); err != nil {
			return err
		}
		if s.Expect != nil && !s.BeforeWindows {
			if err := r.check(s.Expect); err != nil {
				return err
			}
		}
	}
	return nil
}

// cardTestRun is one card test being played.
type cardTestRun struct {
	g      *Game
	file   string
	step   int
	action string
	// named: the cards this step's expectations name, whose places a
	// failure shows.
	named []string
}

// holds reports whether the game has an instance of card id (any of its
// printings).
func (r *cardTestRun) holds(id string) bool {
	for _, in := range r.g.cards[1:] {
		if in.Card.ID == id || in.Card.PrintingOf == id {
			return true
		}
	}
	return false
}

// fail builds the failure of the current step, with the pending decision
// and the places of the cards the step names.
func (r *cardTestRun) fail(expectation, problem string) error {
	f := &CardTestFailure{File: r.file, Step: r.step, Action: r.action, Expectation: expectation, Problem: problem}
	f.State = append(f.State, r.describeDecision())
	seen := map[string]bool{}
	for _, name := range r.named {
		if seen[name] {
			continue
		}
		seen[name] = true
		ins, err := r.resolveAll(name)
		if err != nil {
			continue
		}
		for _, in := range ins {
			f.State = append(f.State, fmt.Sprintf("%s: %s", name, r.placeWithState(in)))
		}
	}
	return f
}

func (r *cardTestRun) describeDecision() string {
	d := r.g.Pending()
	if d == nil {
		if res := r.g.Result(); res != nil {
			return fmt.Sprintf("no decision: the game is over (%+v)", *res)
		}
		return "no decision pending"
	}
	return fmt.Sprintf("decision: %s, %s %q, options %q", d.Player, d.Kind, d.Prompt, optionLabels(d))
}

func optionLabels(d *Decision) []string {
	out := make([]string, 0, len(d.Options))
	for _, o := range d.Options {
		out = append(out, o.Label)
	}
	return out
}

// skipEmptyWindows passes every response window that offers nothing but
// Pass (every window asks both players; most tests look only at those
// that offer something).
func (r *cardTestRun) skipEmptyWindows() error {
	for d := r.g.Pending(); d != nil && d.Kind == KindRespond && len(d.Options) == 1 && d.Options[0].Action == ActEnd; d = r.g.Pending() {
		if _, err := r.g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0}}); err != nil {
			return r.fail("pass", err.Error())
		}
	}
	return nil
}

func (s CardTestStep) describe() string {
	switch {
	case s.Choose != nil:
		return fmt.Sprintf("choose %q", []string(*s.Choose))
	case s.PassUntil != "":
		return fmt.Sprintf("pass until %q", s.PassUntil)
	}
	return "expect"
}

// act does the step's action, if any.
func (r *cardTestRun) act(s CardTestStep) error {
	switch {
	case s.Choose != nil:
		return r.choose(s)
	case s.PassUntil != "":
		return r.passUntil(s.PassUntil)
	}
	return nil
}

func (r *cardTestRun) choose(s CardTestStep) error {
	d := r.g.Pending()
	if d == nil {
		return r.fail("choose", "no decision is pending")
	}
	if s.By != 0 && d.Player != Player(s.By-1) {
		return r.fail("by", fmt.Sprintf("%s decides, not Player %d", d.Player, s.By))
	}
	if s.Kind != "" && d.Kind != s.Kind {
		return r.fail("kind", fmt.Sprintf("the decision is %s, not %s", d.Kind, s.Kind))
	}
	used := map[int]bool{}
	picks := []int{}
	for _, text := range *s.Choose {
		i := optionContaining(d, text, used)
		if i < 0 {
			return r.fail("choose", fmt.Sprintf("no (unused) option contains %q", text))
		}
		used[i] = true
		picks = append(picks, i)
	}
	if _, err := r.g.Choose(d.Player, Choice{Decision: d.ID, Picks: picks}); err != nil {
		return r.fail("choose", err.Error())
	}
	return nil
}

// optionContaining is the first option not in used whose label contains
// text, written either "Title, Subtitle" or "Title Subtitle"; -1 if none.
func optionContaining(d *Decision, text string, used map[int]bool) int {
	for i, o := range d.Options {
		if !used[i] && strings.Contains(o.Label, text) {
			return i
		}
	}
	for i, o := range d.Options {
		if !used[i] && strings.Contains(nameKey(o.Label), nameKey(text)) {
			return i
		}
	}
	return -1
}

// passUntil passes response windows until the pending decision is of
// kind until or offers an option containing it.
func (r *cardTestRun) passUntil(until string) error {
	for range maxPasses {
		d := r.g.Pending()
		if d == nil {
			return r.fail("pass_until", "the game ended first")
		}
		if d.Kind == until || optionContaining(d, until, nil) >= 0 {
			return nil
		}
		if d.Kind != KindRespond {
			return r.fail("pass_until", fmt.Sprintf("reached a %s decision, which cannot be passed", d.Kind))
		}
		pass := -1
		for i, o := range d.Options {
			if o.Action == ActEnd {
				pass = i
			}
		}
		if pass < 0 {
			return r.fail("pass_until", "a response window without Pass (a mandatory response): choose it")
		}
		if _, err := r.g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{pass}}); err != nil {
			return r.fail("pass_until", err.Error())
		}
	}
	return r.fail("pass_until", fmt.Sprintf("not reached in %d passes", maxPasses))
}

// resolveAll returns the instances a name refers to: "Name#n" is the n-th
// instance of Name (from 1, in the order they were set up); a bare name
// is every instance.
func (r *cardTestRun) resolveAll(ref string) ([]*Inst, error) {
	name, nth := ref, 0
	// A title with # of its own ("Rule of Acquisition #6") is a name.
	whole := slices.ContainsFunc(r.g.cards[1:], func(in *Inst) bool { return cardNamed(in.Card, ref) })
	if i := strings.LastIndex(ref, "#"); i > 0 && !whole {
		if _, err := fmt.Sscanf(ref[i+1:], "%d", &nth); err != nil || nth < 1 {
			return nil, fmt.Errorf("%q: after # comes the instance number, from 1", ref)
		}
		name = ref[:i]
	}
	var all []*Inst
	for _, in := range r.g.cards[1:] {
		if cardNamed(in.Card, name) {
			all = append(all, in)
		}
	}
	switch {
	case len(all) == 0:
		return nil, fmt.Errorf("no card %q in the game", name)
	case nth > len(all):
		return nil, fmt.Errorf("%q: the game has only %d", ref, len(all))
	case nth > 0:
		return all[nth-1 : nth], nil
	}
	return all, nil
}

// resolve returns the one instance ref names.
func (r *cardTestRun) resolve(ref string) (*Inst, error) {
	all, err := r.resolveAll(ref)
	if err != nil {
		return nil, err
	}
	if len(all) > 1 {
		return nil, fmt.Errorf("%q names %d cards: write %s#1 to %s#%d", ref, len(all), ref, ref, len(all))
	}
	return all[0], nil
}

// cardNamed: the card's name or title, in any of the spellings scenarios
// accept.
func cardNamed(c *Card, name string) bool {
	return c.Name() == name || c.Title == name || nameKey(c.Name()) == nameKey(name) || nameKey(c.Title) == nameKey(name)
}
