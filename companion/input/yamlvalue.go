package input

import "github.com/goccy/go-yaml/ast"

// valueKind is the kind of a value in a YAML document, as the goccy/go-yaml
// parser types it: the messages name these kinds.
type valueKind uint8

const (
	nullValue     valueKind = iota // null, ~, or nothing at all
	mappingValue                   // a block or flow mapping
	sequenceValue                  // a block or flow list
	intValue                       // a whole number (decimal, hex, octal, binary)
	floatValue                     // a number with a decimal point
	infNaNValue                    // .inf, -.inf or .nan
	boolValue                      // true or false
	stringValue                    // plain or quoted text
	literalValue                   // a block scalar (| or >)
	otherValue                     // anything else: a key written with ?, and so on
)

// intForm says how the parser stored a whole number: goccy/go-yaml reads
// non-negative numbers as uint64 and negative ones as int64, and keeps no
// number at all when the text overflows both.
type intForm uint8

const (
	intNone     intForm = iota // no number could be read
	intSigned                  // num holds an int64
	intUnsigned                // num holds a uint64
)

// value is one value of a parsed YAML document: what the Node methods need
// of it, its kind, its position and its contents, converted from
// goccy/go-yaml's tree (fromAST).
type value struct {
	kind      valueKind
	form      intForm // intValue only
	bool      bool    // boolValue only
	line, col int     // from 1; 0 when unknown
	// text is the text of a stringValue, and the text as written of an
	// intValue, floatValue or boolValue.
	text  string
	num   uint64 // intValue: the number's bits, as form says
	pairs []pair // mappingValue, in file order
	items []*value
}

// pair is one key and its value in a mapping.
type pair struct {
	key, val *value
}

// fromAST converts a goccy/go-yaml node into a value. A nil node (a
// document with no content) is a null value at no position.
func fromAST(n ast.Node) *value {
	if n == nil {
		return &value{kind: nullValue}
	}
	line, col := position(n)
	v := &value{line: line, col: col}
	switch x := n.(type) {
	case *ast.NullNode:
		v.kind = nullValue
	case *ast.MappingNode:
		v.kind = mappingValue
		v.pairs = make([]pair, len(x.Values))
		for i, p := range x.Values {
			v.pairs[i] = pair{key: fromAST(p.Key), val: fromAST(p.Value)}
		}
	case *ast.MappingValueNode:
		v.kind = mappingValue
		v.pairs = []pair{{key: fromAST(x.Key), val: fromAST(x.Value)}}
	case *ast.SequenceNode:
		v.kind = sequenceValue
		v.items = make([]*value, len(x.Values))
		for i, it := range x.Values {
			v.items[i] = fromAST(it)
		}
	case *ast.IntegerNode:
		v.kind, v.text = intValue, x.GetToken().Value
		switch n := x.Value.(type) {
		case int64:
			v.form, v.num = intSigned, uint64(n)
		case uint64:
			v.form, v.num = intUnsigned, n
		}
	case *ast.FloatNode:
		v.kind, v.text = floatValue, x.GetToken().Value
	case *ast.InfinityNode, *ast.NanNode:
		v.kind = infNaNValue
	case *ast.BoolNode:
		v.kind, v.text, v.bool = boolValue, x.GetToken().Value, x.Value
	case *ast.StringNode:
		v.kind, v.text = stringValue, x.Value
	case *ast.LiteralNode:
		v.kind = literalValue
	default:
		v.kind = otherValue
	}
	return v
}
