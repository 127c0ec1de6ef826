package game

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/stccg/stccg/assets"
	"go.yaml.in/yaml/v3"
)

// Library is the set of card definitions a game can use. It is read once
// and never changed afterwards, so games may share one.
type Library struct {
	cards   []*Card
	byID    map[string]*Card
	byTitle map[string][]*Card // NormalizeTitle(title) -> cards
	byName  map[string]*Card   // NormalizeTitle("title, subtitle") -> card
}

// DefaultLibrary loads the embedded card data.
func DefaultLibrary() (*Library, error) { return LoadLibrary(assets.Cards) }

// LoadLibrary reads every *.yaml file under fsys (recursively).
func LoadLibrary(fsys fs.FS) (*Library, error) {
	lib := &Library{byID: map[string]*Card{}, byTitle: map[string][]*Card{}, byName: map[string]*Card{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || path.Ext(p) != ".yaml" {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		var cards []*Card
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&cards); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		for _, c := range cards {
			if err := lib.add(c); err != nil {
				return fmt.Errorf("%s: %w", p, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(lib.cards, func(i, j int) bool { return lib.cards[i].ID < lib.cards[j].ID })
	return lib, nil
}

func (l *Library) add(c *Card) error {
	if c.ID == "" || c.Title == "" || c.Type == "" {
		return fmt.Errorf("card %q: id, title and type are required", c.Title)
	}
	if _, dup := l.byID[c.ID]; dup {
		return fmt.Errorf("card id %s appears twice", c.ID)
	}
	if c.Requirements != "" {
		r, err := ParseRequirements(c.Requirements)
		if err != nil {
			return fmt.Errorf("card %s (%s): %w", c.ID, c.Title, err)
		}
		c.Req = r
	}
	if err := validateModifiers(c.Modifiers); err != nil {
		return fmt.Errorf("card %s (%s): %w", c.ID, c.Title, err)
	}
	if err := validateAbilities(c.Abilities); err != nil {
		return fmt.Errorf("card %s (%s): %w", c.ID, c.Title, err)
	}
	if err := validateSteps(c.Effect); err != nil {
		return fmt.Errorf("card %s (%s): effect: %w", c.ID, c.Title, err)
	}
	l.cards = append(l.cards, c)
	l.byID[c.ID] = c
	t := NormalizeTitle(c.Title)
	c.titleKey = t
	c.name = ""
	c.name = c.Name()
	for _, sk := range c.Skills {
		if !IsSkill(sk.Skill) {
			return fmt.Errorf("card %s (%s): unknown skill %q", c.ID, c.Title, sk.Skill)
		}
		c.printedSkills.Add(sk.Skill, sk.Level)
	}
	l.byTitle[t] = append(l.byTitle[t], c)
	l.byName[NormalizeTitle(c.Name())] = c
	return nil
}

// All returns every card, ordered by ID.
func (l *Library) All() []*Card { return l.cards }

// ByID returns the card with this ID, or nil.
func (l *Library) ByID(id string) *Card { return l.byID[id] }

// Find resolves a name as players write it: "Title, Subtitle", "Title
// Subtitle" (as LackeyCCG writes it) or a bare title when only one card
// has that title. Unique dots, quote styles and case are ignored.
func (l *Library) Find(name string) (*Card, error) {
	n := NormalizeTitle(name)
	if c, ok := l.byName[n]; ok {
		return c, nil
	}
	if cs := l.byTitle[n]; len(cs) == 1 {
		return cs[0], nil
	} else if len(cs) > 1 {
		var names []string
		for _, c := range cs {
			names = append(names, c.Name())
		}
		return nil, fmt.Errorf("%q is ambiguous: say which of %s", name, strings.Join(names, "; "))
	}
	// LackeyCCG joins title and subtitle with a space, not a comma.
	for _, c := range l.cards {
		if c.Subtitle != "" && NormalizeTitle(c.Title+" "+c.Subtitle) == n {
			return c, nil
		}
	}
	sug := l.Suggest(name, 3)
	if len(sug) > 0 {
		return nil, fmt.Errorf("unknown card %q; did you mean %s?", name, quoteJoin(sug))
	}
	return nil, fmt.Errorf("unknown card %q", name)
}

func quoteJoin(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, " or ")
}

// Suggest returns up to n card names closest to name by edit distance.
func (l *Library) Suggest(name string, n int) []string {
	target := NormalizeTitle(name)
	type scored struct {
		name string
		d    int
	}
	var all []scored
	for _, c := range l.cards {
		d := editDistance(target, NormalizeTitle(c.Name()))
		if dt := editDistance(target, NormalizeTitle(c.Title)); dt < d {
			d = dt
		}
		if len(target) >= 3 && strings.Contains(NormalizeTitle(c.Name()), target) {
			d = 1 // a fragment of the name is a strong hint
		}
		all = append(all, scored{c.Name(), d})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].d < all[j].d })
	var out []string
	for _, s := range all {
		if len(out) == n {
			break
		}
		if s.d <= len(target)/2+2 {
			out = append(out, s.name)
		}
	}
	return out
}

// titleFolder is a constant table; strings.Replacer is safe to share.
var titleFolder = strings.NewReplacer("•", "", "●", "", "·", "", "\u2019", "'", "\u2018", "'", "\u201c", "\"", "\u201d", "\"", "\u2013", "-", "\u2014", "-")

// NormalizeTitle folds case, unique dots, curly quotes and spacing so that
// titles typed by hand or exported by other tools compare equal.
func NormalizeTitle(s string) string {
	s = strings.ToLower(titleFolder.Replace(s))
	return strings.Join(strings.Fields(s), " ")
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
