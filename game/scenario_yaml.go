package game

import (
	"fmt"
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
)

// A scenario entry may be a bare name or a mapping (docs/scenarios.md). A
// mapping is decoded by the entry's own UnmarshalYAML, and yaml.v3 does
// not carry the file's KnownFields setting into it, so decodeEntry checks
// the keys itself: an unknown field is an error anywhere in the file.

// decodeEntry decodes the mapping n into v (a pointer to a struct),
// refusing keys that none of its fields names.
func decodeEntry(n *yaml.Node, v any) error {
	if n.Kind == yaml.MappingNode {
		known := yamlKeys(reflect.TypeOf(v).Elem())
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if !known[k.Value] {
				return fmt.Errorf("line %d: field %s not found in type %s", k.Line, k.Value, reflect.TypeOf(v).Elem())
			}
		}
	}
	return n.Decode(v)
}

// yamlKeys lists the keys a struct type's fields take, inline ones
// included.
func yamlKeys(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		if strings.Contains(opts, "inline") && f.Type.Kind() == reflect.Struct {
			for k := range yamlKeys(f.Type) {
				out[k] = true
			}
			continue
		}
		if name == "-" {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		out[name] = true
	}
	return out
}

// UnmarshalYAML accepts a bare mission name ("- Excavation") or a
// mapping with the mission's cards, as ships and cards do.
func (m *ScenarioMission) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*m = ScenarioMission{Card: n.Value}
		return nil
	}
	type plain ScenarioMission
	var p plain
	if err := decodeEntry(n, &p); err != nil {
		return err
	}
	*m = ScenarioMission(p)
	return nil
}
