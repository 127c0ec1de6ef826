package game

import (
	"reflect"
	"testing"
	"unsafe"
)

// eachFilter calls fn for every Filter reachable from v (through
// pointers, slices, arrays, maps and struct fields, each pointer once).
func eachFilter(v reflect.Value, seen map[uintptr]bool, fn func(f *Filter)) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return
		}
		seen[v.Pointer()] = true
		eachFilter(v.Elem(), seen, fn)
	case reflect.Interface:
		if !v.IsNil() {
			eachFilter(v.Elem(), seen, fn)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			eachFilter(v.Index(i), seen, fn)
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			eachFilter(it.Value(), seen, fn)
		}
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[Filter]() && v.CanAddr() {
			fn((*Filter)(unsafe.Pointer(v.UnsafeAddr()))) // fields reached unexported too
		}
		for i := range v.NumField() {
			if f := v.Field(i); f.Kind() != reflect.Func && f.Kind() != reflect.Chan {
				eachFilter(f, seen, fn)
			}
		}
	}
}

// TestFilterBitsOfEveryCard: every filter of every card of the library
// whose bits validate set holds exactly the fields they name, and
// matches every card as the field-by-field reading does.
func TestFilterBitsOfEveryCard(t *testing.T) {
	lib := testLib(t)
	cards := lib.All()
	seen := map[uintptr]bool{}
	prepared, plain := 0, 0
	var filters []*Filter
	for _, c := range cards {
		eachFilter(reflect.ValueOf(c), seen, func(f *Filter) {
			if f.bits&fbPrepared == 0 {
				plain++
				return
			}
			prepared++
			if want := f.fieldBits() | fbPrepared; f.bits != want {
				t.Errorf("%s: a filter's bits %b, its fields %b", c.Name(), f.bits, want)
			}
			filters = append(filters, f)
		})
	}
	if prepared < 1000 {
		t.Fatalf("only %d filters have their bits (%d do not)", prepared, plain)
	}
	t.Logf("%d filters with bits, %d without", prepared, plain)
	// Matching: with the bits and without, over a sample of the cards.
	for i, f := range filters {
		plainF := *f
		plainF.bits = 0
		for j := i % 7; j < len(cards); j += 7 {
			if got, want := f.matchesCard(cards[j]), plainF.matchesCard(cards[j]); got != want {
				t.Fatalf("filter %+v on %s: %v with its bits, %v without", plainF, cards[j].Name(), got, want)
			}
		}
	}
}

// TestFilterBitsAreAHint: bits naming more fields than a filter holds
// (a copy with fields cleared) read as the fields do; bits naming fewer
// would not (the test can fail).
func TestFilterBitsAreAHint(t *testing.T) {
	lib := testLib(t)
	worf := lib.Lookup("Worf, Son of Mogh")
	if worf == nil {
		t.Fatal("the library has no Worf, Son of Mogh")
	}
	f := &Filter{Species: "Romulan", Type: Personnel}
	if err := f.validate(); err != nil {
		t.Fatal(err)
	}
	if f.matchesCard(worf) {
		t.Fatal("a Romulan filter matched Worf")
	}
	rest := *f
	rest.Species = "" // bits still name the species
	if !rest.matchesCard(worf) {
		t.Fatal("a copy without its species did not match")
	}
	wrong := *f
	wrong.bits = fbPrepared | 1<<fiType // names too few fields
	if !wrong.matchesCard(worf) {
		t.Fatal("bits naming too few fields were not read as given: the test cannot fail")
	}
}
