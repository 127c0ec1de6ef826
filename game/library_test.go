package game

import "testing"

func TestDefaultLibraryLoads(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(lib.All()); n != 111 {
		t.Fatalf("want 111 cards, got %d", n)
	}
	for _, c := range lib.All() {
		if c.Type == Dilemma && len(c.Effect) == 0 {
			t.Errorf("dilemma %s has no encoded effect", c.Name())
		}
	}
}
