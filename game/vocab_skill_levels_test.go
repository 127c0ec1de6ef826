package game

import (
	"reflect"
	"testing"
)

// TestSkillLevelsWording: a skill gained twice by one modifier is two
// levels of it and reads as a card prints it, "2 Navigation", in the place
// of its first listing (Glossary: skills — levels).
func TestSkillLevelsWording(t *testing.T) {
	for _, tc := range []struct{ in, want []string }{
		{[]string{"Biology", "Navigation", "Navigation", "Programming"}, []string{"Biology", "2 Navigation", "Programming"}},
		{[]string{"Honor", "Security"}, []string{"Honor", "Security"}},
		{[]string{"Law", "Honor", "Law", "Law"}, []string{"3 Law", "Honor"}},
	} {
		if got := skillLevels(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("skillLevels(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
