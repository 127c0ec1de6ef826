package game

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/assets"
	"go.yaml.in/yaml/v3"
)

// Tests of requirement text: ParseRequirements, Req.Met and Req.String
// (Rulebook: Checking Mission Requirements; Glossary – dilemmas: bold
// requirements; skills).

// dataRequirements collects every mission "requirements" and dilemma
// "req" string in the card data, read straight from the YAML files.
func dataRequirements(t testing.TB) (missions, dilemmas []string) {
	t.Helper()
	read := func(file, key string) []string {
		data, err := fs.ReadFile(assets.Cards, "cards/"+file)
		if err != nil {
			t.Fatal(err)
		}
		var doc any
		if err := yaml.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		var out []string
		var walk func(any)
		walk = func(n any) {
			switch v := n.(type) {
			case map[string]any:
				for k, x := range v {
					if s, ok := x.(string); ok && k == key {
						out = append(out, s)
					}
					walk(x)
				}
			case []any:
				for _, x := range v {
					walk(x)
				}
			}
		}
		walk(doc)
		slices.Sort(out)
		return out
	}
	return read("missions.yaml", "requirements"), read("dilemmas.yaml", "req")
}

// flat is a requirement tree with nested and-in-and / or-in-or lifted,
// so equivalent groupings compare equal.
func flat(r *Req) *Req {
	out := &Req{Kind: r.Kind, Skill: r.Skill, Level: r.Level, Attr: r.Attr, Over: r.Over}
	for _, c := range r.Children {
		fc := flat(c)
		if (r.Kind == ReqAnd || r.Kind == ReqOr) && fc.Kind == r.Kind {
			out.Children = append(out.Children, fc.Children...)
		} else {
			out.Children = append(out.Children, fc)
		}
	}
	return out
}

// sameReq compares two trees by their exported facts after flattening.
func sameReq(a, b *Req) bool {
	a, b = flat(a), flat(b)
	var eq func(x, y *Req) bool
	eq = func(x, y *Req) bool {
		if x.Kind != y.Kind || x.Skill != y.Skill || x.Level != y.Level || x.Attr != y.Attr || x.Over != y.Over || len(x.Children) != len(y.Children) {
			return false
		}
		for i := range x.Children {
			if !eq(x.Children[i], y.Children[i]) {
				return false
			}
		}
		return true
	}
	return eq(a, b)
}

// Every requirement in the card data parses, and String() gives text
// that parses to the same tree. Our own dilemma encodings also print back
// exactly as written. Mission requirements come from the card pool, which
// is not consistent about the comma before "and", so for them only the
// tree is compared. A mission the parser cannot read is marked with the
// reason (docs/pool-report.md) and counted separately.
func TestRequirementsInCardDataRoundTrip(t *testing.T) {
	_, dilemmas := dataRequirements(t)
	var missions []string
	unread := 0
	for _, c := range testLib(t).All() {
		switch {
		case c.RequirementsError != "":
			unread++
		case c.Requirements != "":
			missions = append(missions, c.Requirements)
		}
	}
	if len(missions) < 300 || len(dilemmas) < 10 || unread > 50 {
		t.Fatalf("found %d mission requirements (%d unread) and %d dilemma requirements", len(missions), unread, len(dilemmas))
	}
	check := func(text string, exact bool) {
		t.Run(text, func(t *testing.T) {
			r, err := ParseRequirements(text)
			if err != nil {
				t.Fatal(err)
			}
			s := r.String()
			if exact && s != text {
				t.Errorf("String() = %q, written %q", s, text)
			}
			r2, err := ParseRequirements(s)
			if err != nil {
				t.Fatalf("String() does not parse: %v", err)
			}
			if !sameReq(r, r2) {
				t.Fatalf("round trip changed the tree: %q", r2.String())
			}
		})
	}
	for _, text := range missions {
		check(text, false)
	}
	for _, text := range dilemmas {
		check(text, true)
	}
}

// The library parses the same strings at load time: every mission with
// requirements has a tree, and every dilemma "unless" step has one.
func TestRequirementsParsedAtLoad(t *testing.T) {
	lib := testLib(t)
	var walk func(c *Card, steps []Step)
	walk = func(c *Card, steps []Step) {
		for _, s := range steps {
			if s.Do == DoUnless && (s.req == nil || s.req.String() != s.Req) {
				t.Errorf("%s: req %q not parsed at load", c.Name(), s.Req)
			}
			walk(c, s.Then)
			walk(c, s.IfCannot)
		}
	}
	for _, c := range lib.All() {
		if c.Requirements != "" && c.RequirementsError == "" {
			want, err := ParseRequirements(c.Requirements)
			if err != nil || c.Req == nil || !sameReq(c.Req, want) {
				t.Errorf("%s: requirements %q not parsed at load", c.Name(), c.Requirements)
			}
		}
		walk(c, c.Effect)
	}
}

// p builds one personnel's stats: "Biology", "2 Diplomacy", "Cunning=7".
func p(facts ...string) Stats {
	var s Stats
	for _, f := range facts {
		if attr, n, ok := strings.Cut(f, "="); ok {
			var v int
			fmt.Sscan(n, &v)
			switch attr {
			case Integrity:
				s.Integrity = v
			case Cunning:
				s.Cunning = v
			case Strength:
				s.Strength = v
			}
			continue
		}
		level := 1
		if n, rest, ok := strings.Cut(f, " "); ok {
			fmt.Sscan(n, &level)
			f = rest
		}
		s.Skills.Add(f, level)
	}
	return s
}

func group(ps ...Stats) []Stats { return ps }

// Rulebook: Checking Mission Requirements – skills from anyone in the
// group, the same personnel may give several, attribute totals must be
// higher than the number; "a personnel who has" needs one personnel alone.
func TestRequirementsMet(t *testing.T) {
	for _, tc := range []struct {
		req   string
		group []Stats
		want  bool
	}{
		{"Biology", group(p("Biology")), true},
		{"Biology", group(p("Medical")), false},
		{"Biology", group(), false},
		// Skill levels add up across personnel (Glossary: skills).
		{"2 Diplomacy", group(p("2 Diplomacy")), true},
		{"2 Diplomacy", group(p("Diplomacy"), p("Diplomacy")), true},
		{"2 Diplomacy", group(p("Diplomacy"), p("Medical")), false},
		{"3 Science", group(p("2 Science"), p("Science")), true},
		// "a personnel who has": one personnel alone.
		{"a personnel who has 2 Diplomacy", group(p("2 Diplomacy")), true},
		{"a personnel who has 2 Diplomacy", group(p("Diplomacy"), p("Diplomacy")), false},
		{"a personnel who has 2 Physics or a personnel who has 2 Science", group(p("Physics"), p("Physics"), p("2 Science")), true},
		{"a personnel who has 2 Physics or a personnel who has 2 Science", group(p("Physics"), p("Physics"), p("Science")), false},
		// Attributes: strictly greater, totalled over the group.
		{"Cunning>32", group(p("Cunning=16"), p("Cunning=16")), false},
		{"Cunning>32", group(p("Cunning=16"), p("Cunning=17")), true},
		{"Integrity>29", group(p("Integrity=29")), false},
		{"Integrity>29", group(p("Integrity=30")), true},
		{"Strength>38", group(p("Strength=20"), p("Strength=19")), true},
		{"Strength>38", group(p("Cunning=50")), false},
		// The same personnel provides several skills.
		{"Biology, Exobiology, Medical, and Cunning>5", group(p("Biology", "Exobiology", "Medical", "Cunning=6")), true},
		{"Biology, Exobiology, Medical, and Cunning>5", group(p("Biology", "Exobiology", "Cunning=6")), false},
		// "or" binds looser than "and"; parentheses group.
		{"Biology and Physics or Medical", group(p("Medical")), true},
		{"Biology and (Physics or Medical)", group(p("Medical")), false},
		{"Biology and (Physics or Medical)", group(p("Biology"), p("Medical")), true},
		// Cargo Rendezvous.
		{"Transporters and (Engineer, Physics, and Integrity>29 or Acquisition, Treachery, and Cunning>31)",
			group(p("Transporters", "Engineer", "Integrity=20"), p("Physics", "Integrity=10")), true},
		{"Transporters and (Engineer, Physics, and Integrity>29 or Acquisition, Treachery, and Cunning>31)",
			group(p("Transporters", "Acquisition", "Cunning=20"), p("Treachery", "Cunning=12")), true},
		{"Transporters and (Engineer, Physics, and Integrity>29 or Acquisition, Treachery, and Cunning>31)",
			group(p("Transporters", "Acquisition", "Engineer", "Integrity=29", "Cunning=31"), p("Treachery", "Physics")), false},
		{"Transporters and (Engineer, Physics, and Integrity>29 or Acquisition, Treachery, and Cunning>31)",
			group(p("Engineer", "Physics", "Integrity=40")), false},
		// Wormhole Negotiations.
		{"Astrometrics, Cunning>42, and (3 Diplomacy and 2 Honor or Telepathy and 3 Treachery)",
			group(p("Astrometrics", "Cunning=43"), p("Telepathy", "3 Treachery")), true},
		{"Astrometrics, Cunning>42, and (3 Diplomacy and 2 Honor or Telepathy and 3 Treachery)",
			group(p("Astrometrics", "Cunning=43"), p("3 Diplomacy", "Honor", "3 Treachery")), false},
		{"Astrometrics, Cunning>42, and (3 Diplomacy and 2 Honor or Telepathy and 3 Treachery)",
			group(p("Astrometrics", "Cunning=43"), p("2 Diplomacy", "2 Honor"), p("Diplomacy")), true},
		// Investigate Sighting: the second branch.
		{"Exobiology, 2 Treachery, and Cunning>28 or 2 Telepathy and Integrity>29",
			group(p("Telepathy", "Integrity=15"), p("Telepathy", "Integrity=15")), true},
		{"Exobiology, 2 Treachery, and Cunning>28 or 2 Telepathy and Integrity>29",
			group(p("Telepathy", "Exobiology", "Treachery", "Integrity=40", "Cunning=40")), false},
	} {
		t.Run(tc.req, func(t *testing.T) {
			r, err := ParseRequirements(tc.req)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Met(tc.group); got != tc.want {
				t.Fatalf("Met(%v) = %v, want %v", tc.group, got, tc.want)
			}
		})
	}
}

// The tree's shape: "or" is loosest, parentheses group, "a personnel who
// has" takes one term.
func TestRequirementsShape(t *testing.T) {
	skill := func(n int, s string) *Req { return &Req{Kind: ReqSkill, Skill: s, Level: n} }
	attr := func(a string, n int) *Req { return &Req{Kind: ReqAttr, Attr: a, Over: n} }
	and := func(cs ...*Req) *Req { return &Req{Kind: ReqAnd, Children: cs} }
	or := func(cs ...*Req) *Req { return &Req{Kind: ReqOr, Children: cs} }
	one := func(c *Req) *Req { return &Req{Kind: ReqOne, Children: []*Req{c}} }
	for _, tc := range []struct {
		text string
		want *Req
	}{
		{"Biology", skill(1, "Biology")},
		{"3 Science", skill(3, "Science")},
		{"Cunning>42", attr(Cunning, 42)},
		{"Biology and Physics or Medical", or(and(skill(1, "Biology"), skill(1, "Physics")), skill(1, "Medical"))},
		{"Engineer, Geology, Cunning>28, and (Acquisition or Law or 2 Treachery)",
			and(skill(1, "Engineer"), skill(1, "Geology"), attr(Cunning, 28), or(skill(1, "Acquisition"), skill(1, "Law"), skill(2, "Treachery")))},
		{"Transporters and (Engineer, Physics, and Integrity>29 or Acquisition, Treachery, and Cunning>31)",
			and(skill(1, "Transporters"), or(and(skill(1, "Engineer"), skill(1, "Physics"), attr(Integrity, 29)), and(skill(1, "Acquisition"), skill(1, "Treachery"), attr(Cunning, 31))))},
		{"a personnel who has 2 Exobiology or a personnel who has 2 Geology", or(one(skill(2, "Exobiology")), one(skill(2, "Geology")))},
		{"a personnel who has (Biology or Medical)", one(or(skill(1, "Biology"), skill(1, "Medical")))},
	} {
		t.Run(tc.text, func(t *testing.T) {
			r, err := ParseRequirements(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if !sameReq(r, tc.want) || r.Kind != tc.want.Kind || len(r.Children) != len(tc.want.Children) {
				t.Fatalf("parsed %q as %q", tc.text, r.String())
			}
			if r.String() != tc.text {
				t.Fatalf("String() = %q", r.String())
			}
		})
	}
}

// Malformed requirement text is refused with an error naming the text.
func TestRequirementsMalformed(t *testing.T) {
	for _, text := range []string{
		"",                            // nothing
		"Cooking",                     // unknown skill
		"Biology, Cooking",            // unknown skill in a list
		"2 Cooking",                   // unknown skill with a level
		"2",                           // a level and no skill
		"Cunning>",                    // missing number
		"Cunning>abc",                 // not a number
		"Cunning 32",                  // missing >
		"(Biology and Physics",        // unbalanced (
		"Biology and (Physics or Law", // unbalanced ( at the end
		"Biology and Physics)",        // unbalanced )
		"()",                          // empty group
		"Biology Physics",             // trailing token
		"Biology, and",                // ends too early
		"Biology and",                 // ends too early
		"Biology or",                  // ends too early
		"or Biology",                  // starts with a conjunction
		"Biology,, Physics",           // doubled comma
		"a personnel who Biology",     // broken "a personnel who has"
		"a personnel who has",         // nothing after it
		"Cunning>32 Integrity>20",     // trailing attribute
	} {
		t.Run(text, func(t *testing.T) {
			r, err := ParseRequirements(text)
			if err == nil {
				t.Fatalf("%q parsed as %q; want an error", text, r.String())
			}
			if !strings.Contains(err.Error(), fmt.Sprintf("%q", text)) {
				t.Fatalf("error %q does not quote the text", err)
			}
		})
	}
}

// Two gaps the round-trip fuzz test found in Req.String, now fixed.
func TestRequirementsStringEdgeCases(t *testing.T) {
	// One personnel with both skills keeps its parentheses when printed.
	r, err := ParseRequirements("a personnel who has (Biology and Physics)")
	if err != nil {
		t.Fatal(err)
	}
	r2, err := ParseRequirements(r.String())
	if err != nil || !sameReq(r, r2) {
		t.Fatalf("%q prints as %q, which means something else", "a personnel who has (Biology and Physics)", r.String())
	}
	// A skill level below 1 is refused.
	if _, err := ParseRequirements("0 Biology"); err == nil {
		t.Fatal("level 0 accepted")
	}
}

// FuzzParseRequirements: parsing never panics; whatever parses prints as
// text that parses again, to the same tree
// that every sample group judges the same way.
func FuzzParseRequirements(f *testing.F) {
	missions, dilemmas := dataRequirements(f)
	for _, s := range append(missions, dilemmas...) {
		f.Add(s)
	}
	for _, s := range []string{"", "(", ")", "((Biology))", "Cunning>-3", "a personnel who has a personnel who has Law",
		"Biology and (Physics or (Law and 2 Honor))", "99999999999999999999 Biology", "Cunning>99999999999999999999",
		"a personnel who has (Biology and Physics)", "0 Biology", "Biology,,", "> > >"} {
		f.Add(s)
	}
	samples := [][]Stats{
		nil,
		group(p("Biology", "Physics", "Cunning=40", "Integrity=40", "Strength=40")),
		group(p("2 Diplomacy", "Law"), p("Diplomacy", "3 Treachery", "Cunning=10")),
		group(p("Transporters", "Engineer", "Integrity=20"), p("Physics", "Integrity=10"), p("Telepathy", "2 Honor")),
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseRequirements(text)
		if err != nil {
			return
		}
		s := r.String()
		r2, err := ParseRequirements(s)
		if err != nil {
			t.Fatalf("%q prints as %q, which does not parse: %v", text, s, err)
		}
		if !sameReq(r, r2) {
			t.Fatalf("%q prints as %q, a different tree", text, s)
		}
		for _, g := range samples {
			if r.Met(g) != r2.Met(g) {
				t.Fatalf("%q and its printed form %q disagree on %v", text, s, g)
			}
		}
	})
}

// SkillIndex finds every skill at its place in skillNames and nothing
// else, however close to a skill's name.
func TestSkillIndexExact(t *testing.T) {
	for i, s := range skillNames {
		if got := SkillIndex(s); got != i {
			t.Errorf("SkillIndex(%q) = %d, want %d", s, got, i)
		}
		for _, x := range []string{s[:len(s)-1], s + "s", strings.ToLower(s), strings.ToUpper(s), " " + s, s[:2], s[:3]} {
			if got := SkillIndex(x); got != -1 && x != s {
				t.Errorf("SkillIndex(%q) = %d, want -1", x, got)
			}
		}
	}
	for _, x := range []string{"", "A", "Ac", "Integrity", "Cunning", "Strength", "Trx", "Tre", "Lax", "Exo"} {
		if got := SkillIndex(x); got != -1 {
			t.Errorf("SkillIndex(%q) = %d, want -1", x, got)
		}
	}
}
