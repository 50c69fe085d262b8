package input

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

	"github.com/lockup-companion/lockup/companion/text"
)

// MaxInputSize is the largest input file the companion reads: 1 MiB. Larger
// input is refused at once, before it is parsed.
const MaxInputSize = 1 << 20

// InputError is input the companion refuses: a file the player wrote, or a
// value typed into a form. It names where the problem is, what is wrong and
// what is allowed.
type InputError struct {
	// File is the name of the input ("-" or "standard input" for stdin).
	File string
	// Line and Column locate the problem in the file, from 1; 0 when unknown.
	Line, Column int
	// Field is the path of the offending value, e.g. "crews[1].goons.dwarves".
	Field string
	// Problem says what is wrong.
	Problem string
	// Allowed says what would be accepted, when that can be said.
	Allowed string
}

// Error formats the error as "file:line:column: field: problem (allowed: ...)".
func (e *InputError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Column > 0 {
				fmt.Fprintf(&b, ":%d", e.Column)
			}
		}
		b.WriteString(": ")
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Problem)
	if e.Allowed != "" {
		b.WriteString(" (allowed: ")
		b.WriteString(e.Allowed)
		b.WriteString(")")
	}
	return b.String()
}

// BadInput marks the error as the player's input, so the command line exits
// with code 2.
func (e *InputError) BadInput() bool { return true }

// ReadInput reads a whole input, refusing at once anything over MaxInputSize
// without reading further.
func ReadInput(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxInputSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if len(data) > MaxInputSize {
		return nil, &InputError{File: name, Problem: "the input is larger than 1 MiB", Allowed: "a board-state file of at most 1 MiB"}
	}
	return data, nil
}

// Node is a value in a YAML input document, with its position and its path
// from the top of the document.
type Node struct {
	file string
	// parent is the mapping or list holding the node (nil for the
	// document), where key names it or index numbers it (index -1 in a
	// mapping). The path is spelled out from them only for a message.
	parent *Node
	key    string
	index  int
	node   *value
}

// Field is one key of a mapping, in file order.
type Field struct {
	Key   string
	Value *Node
}

// ParseDocument parses a YAML document. It refuses syntax errors, several
// documents in one file, anchors and aliases (which could expand a small file
// into a huge one) and tags, and, before parsing, a file beyond the bounds
// CheckBounds checks. A UTF-8 byte order mark at the top is skipped.
// goccy/go-yaml reads every file, and words every syntax error.
//
// A syntax error says the file should be a YAML mapping as
// docs/board-state.md describes; ParseDocumentOf names another format.
func ParseDocument(name string, data []byte) (*Node, error) {
	return ParseDocumentOf(name, data, "docs/board-state.md")
}

// ParseDocumentOf is ParseDocument for a file whose format doc (such as
// "docs/card-catalog.md") describes: a syntax error names it in what is
// allowed.
func ParseDocumentOf(name string, data []byte, doc string) (*Node, error) {
	data = bytes.TrimPrefix(data, utf8BOM)
	// CheckBounds also refuses a NUL byte and every other control
	// character but tabs and line ends, at its line and column.
	if err := CheckBounds(name, data); err != nil {
		return nil, err
	}
	return parseFull(name, data, doc)
}

// utf8BOM is the byte order mark some editors write at the top of a UTF-8
// file; YAML allows it there.
var utf8BOM = []byte("\xef\xbb\xbf")

// parseFull parses a document with goccy/go-yaml.
func parseFull(name string, data []byte, doc string) (*Node, error) {
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, syntaxError(name, doc, err)
	}
	var docs []*ast.DocumentNode
	for _, d := range f.Docs {
		if d != nil && d.Body != nil {
			docs = append(docs, d)
		}
	}
	if len(docs) > 1 {
		line, col := position(docs[1].Body)
		return nil, &InputError{File: name, Line: line, Column: col, Problem: "the file holds more than one YAML document", Allowed: "a single document (no second ---)"}
	}
	if len(docs) == 0 {
		return &Node{file: name, index: -1, node: fromAST(nil)}, nil
	}
	if err := refuseAliases(name, docs[0].Body); err != nil {
		return nil, err
	}
	return &Node{file: name, index: -1, node: fromAST(docs[0].Body)}, nil
}

func syntaxError(name, doc string, err error) error {
	var te interface {
		GetToken() *token.Token
		GetMessage() string
	}
	ie := &InputError{File: name, Problem: "not valid YAML: " + err.Error(), Allowed: "a YAML mapping as described in " + doc}
	if errors.As(err, &te) {
		ie.Problem = "not valid YAML: " + te.GetMessage()
		if tk := te.GetToken(); tk != nil && tk.Position != nil {
			ie.Line, ie.Column = tk.Position.Line, tk.Position.Column
		}
	}
	return ie
}

// refuseAliases walks the tree once, refusing anchors, aliases, merge keys
// and tags before anything is interpreted, so no alias is ever expanded.
func refuseAliases(name string, n ast.Node) error {
	var found error
	ast.Walk(visitFunc(func(n ast.Node) bool {
		if found != nil {
			return false
		}
		what := ""
		switch n.(type) {
		case *ast.AnchorNode:
			what = "anchors (&name)"
		case *ast.AliasNode:
			what = "aliases (*name)"
		case *ast.MergeKeyNode:
			what = "merge keys (<<)"
		case *ast.TagNode:
			what = "tags (!tag)"
		}
		if what != "" {
			line, col := position(n)
			found = &InputError{File: name, Line: line, Column: col, Problem: "YAML " + what + " are not allowed", Allowed: "plain values written out in full"}
			return false
		}
		return true
	}), n)
	return found
}

type visitFunc func(ast.Node) bool

func (f visitFunc) Visit(n ast.Node) ast.Visitor {
	if n == nil || !f(n) {
		return nil
	}
	return f
}

func position(n ast.Node) (int, int) {
	if n == nil {
		return 0, 0
	}
	tk := n.GetToken()
	if tk == nil || tk.Position == nil {
		return 0, 0
	}
	return tk.Position.Line, tk.Position.Column
}

// File returns the name of the input the node comes from.
func (n *Node) File() string { return n.file }

// Path returns the node's path from the top of the document, e.g.
// "crews[1].goons.dwarves"; empty for the document itself.
func (n *Node) Path() string {
	switch {
	case n.parent == nil:
		return ""
	case n.index >= 0:
		return n.parent.Path() + "[" + strconv.Itoa(n.index) + "]"
	}
	return n.parent.childKey(n.key)
}

// Position returns the node's line and column, from 1 (0, 0 when unknown).
func (n *Node) Position() (line, column int) { return n.node.line, n.node.col }

// Errorf returns an InputError located at the node.
func (n *Node) Errorf(problem, allowed string) *InputError {
	line, col := n.Position()
	return &InputError{File: n.file, Line: line, Column: col, Field: n.Path(), Problem: problem, Allowed: allowed}
}

// IsNull reports whether the node is empty: a missing document or a key with
// no value.
func (n *Node) IsNull() bool { return n.node.kind == nullValue }

// childKey returns the path of the node's child under key.
func (n *Node) childKey(key string) string {
	path := n.Path()
	if path == "" {
		return key
	}
	return path + "." + key
}

func (n *Node) kind() string {
	switch n.node.kind {
	case nullValue:
		return "nothing"
	case mappingValue:
		return "a mapping"
	case sequenceValue:
		return "a list"
	case intValue:
		return "a whole number"
	case floatValue, infNaNValue:
		return "a decimal number"
	case boolValue:
		return "true or false"
	case stringValue, literalValue:
		return "text"
	}
	return "an unsupported value"
}

// Fields reads the node as a mapping whose keys must be among allowed (any
// key is accepted when allowed is empty). An unknown key is refused with the
// closest allowed key suggested; a repeated key is refused.
func (n *Node) Fields(allowed ...string) ([]Field, error) {
	switch n.node.kind {
	case mappingValue:
	case nullValue:
		return nil, nil
	default:
		return nil, n.Errorf("must be a mapping of keys to values, not "+n.kind(), keysAllowed(allowed))
	}
	pairs := n.node.pairs
	out := make([]Field, 0, len(pairs))
	children := make([]Node, len(pairs))
	for i, p := range pairs {
		keyText, ok := scalarText(p.key)
		if !ok {
			return nil, &InputError{File: n.file, Line: p.key.line, Column: p.key.col, Field: n.Path(), Problem: "a key must be plain text", Allowed: keysAllowed(allowed)}
		}
		if len(allowed) > 0 && !slices.Contains(allowed, keyText) {
			problem := fmt.Sprintf("unknown key %q", keyText)
			if best := text.Closest(keyText, allowed); best != "" {
				problem += fmt.Sprintf("; did you mean %q?", best)
			}
			return nil, &InputError{File: n.file, Line: p.key.line, Column: p.key.col, Field: n.childKey(keyText), Problem: problem, Allowed: keysAllowed(allowed)}
		}
		if slices.ContainsFunc(out, func(f Field) bool { return f.Key == keyText }) {
			return nil, &InputError{File: n.file, Line: p.key.line, Column: p.key.col, Field: n.childKey(keyText), Problem: "this key is given twice", Allowed: "each key once"}
		}
		children[i] = Node{file: n.file, parent: n, key: keyText, index: -1, node: p.val}
		out = append(out, Field{Key: keyText, Value: &children[i]})
	}
	return out, nil
}

func keysAllowed(allowed []string) string {
	if len(allowed) == 0 {
		return ""
	}
	return strings.Join(allowed, ", ")
}

func scalarText(v *value) (string, bool) {
	switch v.kind {
	case stringValue, intValue, floatValue, boolValue:
		return v.text, true
	}
	return "", false
}

// Items reads the node as a list.
func (n *Node) Items() ([]*Node, error) {
	switch n.node.kind {
	case sequenceValue:
		out := make([]*Node, len(n.node.items))
		children := make([]Node, len(n.node.items))
		for i, v := range n.node.items {
			children[i] = Node{file: n.file, parent: n, index: i, node: v}
			out[i] = &children[i]
		}
		return out, nil
	case nullValue:
		return nil, nil
	}
	return nil, n.Errorf("must be a list, not "+n.kind(), "a list such as [a, b]")
}

// Int reads the node as a whole number.
func (n *Node) Int() (int, error) {
	if n.node.kind != intValue {
		return 0, n.Errorf("must be a whole number, not "+n.kind(), "a whole number")
	}
	var v int64
	switch x := n.node.num; n.node.form {
	case intSigned:
		v = int64(x)
	case intUnsigned:
		if x > math.MaxInt32 {
			return 0, n.Errorf("the number is far too large", "a whole number below 1000000")
		}
		v = int64(x)
	default:
		return 0, n.Errorf("must be a whole number", "a whole number")
	}
	if v > 1_000_000 || v < -1_000_000 {
		return 0, n.Errorf(fmt.Sprintf("%d is far too large for a board game", v), "a whole number between -1000000 and 1000000")
	}
	return int(v), nil
}

// Count reads the node as a whole number of at least 0.
func (n *Node) Count() (int, error) {
	v, err := n.Int()
	if err != nil {
		var ie *InputError
		if errors.As(err, &ie) {
			ie.Allowed = "a whole number of 0 or more"
		}
		return 0, err
	}
	if v < 0 {
		return 0, n.Errorf(fmt.Sprintf("%d is negative", v), "a whole number of 0 or more")
	}
	return v, nil
}

// Str reads the node as text. Numbers are read as their text as written, so
// a crew may be called 7.
func (n *Node) Str() (string, error) {
	switch n.node.kind {
	case stringValue, intValue, floatValue:
		return n.node.text, nil
	}
	return "", n.Errorf("must be text, not "+n.kind(), "text (quote it if in doubt)")
}

// Bool reads the node as true or false.
func (n *Node) Bool() (bool, error) {
	if n.node.kind != boolValue {
		return false, n.Errorf("must be true or false, not "+n.kind(), "true or false")
	}
	return n.node.bool, nil
}

// quoteList formats names for messages: "a", "b" or "c".
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, s := range names {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ", ")
}

// MaxNameLen bounds crew and card names.
const MaxNameLen = 60

// CheckText accepts a name the player typed (a crew's, a card's, a
// colour): 1 to MaxNameLen characters of printable text (no control,
// bidirectional or invisible character: text.CheckName), without leading or
// trailing spaces.
func CheckText(s string) error {
	if plainText(s) {
		return nil
	}
	return checkText(s)
}

// checkText is CheckText's full check, rune by rune.
func checkText(s string) error {
	switch {
	case s == "":
		return fmt.Errorf("it is empty")
	case len([]rune(s)) > MaxNameLen:
		return fmt.Errorf("%q is longer than %d characters", s, MaxNameLen)
	case strings.TrimSpace(s) != s:
		return fmt.Errorf("%q starts or ends with a space", s)
	}
	if err := text.CheckName("", s); err != nil {
		return err
	}
	if strings.ContainsRune(s, unicode.ReplacementChar) {
		return fmt.Errorf("%s contains %U REPLACEMENT CHARACTER, the mark of text that was not UTF-8; names may contain letters, digits, spaces and punctuation", text.Quote(s), unicode.ReplacementChar)
	}
	return nil
}

// plainText reports whether CheckText accepts s, told without decoding its
// runes: 1 to MaxNameLen bytes of printable ASCII, no space first or last.
// False says nothing; the rest of CheckText decides. FuzzCheckText checks
// that both ways agree.
func plainText(s string) bool {
	if s == "" || len(s) > MaxNameLen || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}
