package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// languages are the languages the window speaks: a translation file each.
var languages = []string{"en", "de", "fr", "es", "it", "pt", "nl", "pl", "ja", "zh_Hans", "ko"}

// messages returns every message of the package's code: the key and English
// text of each lang.X call in its non-test files. It fails t for a call whose
// key or text is not a string literal, for a key used with two texts, and for
// a message built from translated fragments: a lang.X call as an operand of
// +, or an argument of fmt's Sprint functions or strings.Join. The messages
// of the engine and the game (logic.Messages, game.Messages, sudoku.Messages, fpuzzles.Messages), which
// messageText says, are added.
func messages(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, f := range sources(t, fset, "*.go") {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				// say says the engine's and the game's messages, whose
				// keys are data: the test adds those below.
				return n.Name.Name != "say"
			case *ast.BinaryExpr:
				if n.Op == token.ADD && (isLangX(n.X) || isLangX(n.Y)) {
					t.Errorf("%s: a message built with + from a translated fragment", fset.Position(n.Pos()))
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); ok && (pkg.Name == "fmt" && strings.HasPrefix(sel.Sel.Name, "Sprint") || pkg.Name == "strings" && sel.Sel.Name == "Join") {
						for _, a := range n.Args {
							if isLangX(a) {
								t.Errorf("%s: a message built by %s.%s from a translated fragment", fset.Position(n.Pos()), pkg.Name, sel.Sel.Name)
							}
						}
					}
				}
				if !isLangX(n) {
					return true
				}
				if len(n.Args) < 2 {
					t.Errorf("%s: lang.X with %d arguments; want a key and an English text", fset.Position(n.Pos()), len(n.Args))
					return true
				}
				key, ok1 := literal(n.Args[0])
				text, ok2 := literal(n.Args[1])
				if !ok1 || !ok2 {
					t.Errorf("%s: lang.X's key and text must be string literals", fset.Position(n.Pos()))
					return true
				}
				if was, ok := out[key]; ok && was != text {
					t.Errorf("%s: key %q has two texts: %q and %q", fset.Position(n.Pos()), key, was, text)
				}
				out[key] = text
			}
			return true
		})
	}
	for key, text := range logic.Messages() {
		out[key] = text
	}
	for key, text := range game.Messages() {
		out[key] = text
	}
	for key, text := range sudoku.Messages() {
		out[key] = text
	}
	for key, text := range fpuzzles.Messages() {
		out[key] = text
	}
	for key, text := range variantMessages(t) {
		out[key] = text
	}
	return out
}

// sources parses the Go files that glob matches, less the tests.
func sources(t *testing.T, fset *token.FileSet, glob string) []*ast.File {
	t.Helper()
	names, _ := filepath.Glob(glob)
	var out []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}

// variantMessages returns the messages of package variant, which the
// window says (a constraint's name and rule, a refusal of a setter's
// puzzle): it reads the package's non-test files for the literal keys and
// texts of its calls name(key, text) ("constraint."+key), rule(key, text)
// ("rule."+key), lessonName(key, text) ("lesson."+key), whyAt(key, text,
// …) ("lesson."+key+".why") and readError(key, text, …), and of its message.Message
// literals. It fails t for a call whose key or text is not a literal.
func variantMessages(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	fset := token.NewFileSet()
	add := func(pos token.Pos, prefix string, k, v ast.Expr) {
		key, ok1 := literal(k)
		text, ok2 := literal(v)
		if !ok1 || !ok2 {
			t.Errorf("%s: a message whose key or text is not a string literal", fset.Position(pos))
			return
		}
		out[prefix+key] = text
	}
	for _, f := range sources(t, fset, "../variant/*.go") {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				// The helpers that make the messages take their keys
				// as parameters.
				return !slices.Contains([]string{"name", "rule", "readError", "lessonName", "whyAt"}, n.Name.Name)
			case *ast.CallExpr:
				fn, ok := n.Fun.(*ast.Ident)
				if !ok || len(n.Args) < 2 {
					return true
				}
				switch fn.Name {
				case "name":
					add(n.Pos(), "constraint.", n.Args[0], n.Args[1])
				case "rule":
					add(n.Pos(), "rule.", n.Args[0], n.Args[1])
				case "readError":
					add(n.Pos(), "", n.Args[0], n.Args[1])
				case "lessonName":
					add(n.Pos(), "lesson.", n.Args[0], n.Args[1])
				case "whyAt":
					if key, ok := literal(n.Args[0]); ok {
						add(n.Pos(), "lesson."+key+".", &ast.BasicLit{Kind: token.STRING, Value: `"why"`}, n.Args[1])
					} else {
						add(n.Pos(), "", n.Args[0], n.Args[1])
					}
				}
			case *ast.CompositeLit:
				sel, ok := n.Type.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Message" {
					return true
				}
				var k, v ast.Expr
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						switch kv.Key.(*ast.Ident).Name {
						case "Key":
							k = kv.Value
						case "Text":
							v = kv.Value
						}
					}
				}
				if k != nil && v != nil {
					add(n.Pos(), "", k, v)
				}
			}
			return true
		})
	}
	if len(out) < 60 {
		t.Errorf("found %d messages in package variant; want its constraints' names and rules", len(out))
	}
	return out
}

// isLangX reports whether e is a call of lang.X.
func isLangX(e ast.Expr) bool {
	c, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "lang" && sel.Sel.Name == "X"
}

// literal returns the value of a string literal.
func literal(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// templateError returns why text is not a template go-i18n can fill, or nil.
func templateError(text string) error {
	_, err := template.New("").Parse(text)
	return err
}

var placeholder = regexp.MustCompile(`{{\s*\.\w+\s*}}`)

// placeholders returns the sorted {{.Name}} placeholders of s.
func placeholders(s string) []string {
	p := placeholder.FindAllString(s, -1)
	for i := range p {
		p[i] = strings.ReplaceAll(p[i], " ", "")
	}
	slices.Sort(p)
	return slices.Compact(p)
}

// TestTranslations checks that every message of the window is in every
// language's file, with the same placeholders as the English, that no file
// holds a message the code no longer has, and that en.json says what the code
// says. UPDATE_TRANSLATIONS=1 writes en.json from the code.
func TestTranslations(t *testing.T) {
	msgs := messages(t)
	if len(msgs) < 100 {
		t.Fatalf("found %d messages in the code; want the window's ~150", len(msgs))
	}
	if os.Getenv("UPDATE_TRANSLATIONS") == "1" {
		data, err := json.MarshalIndent(msgs, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		data = []byte(strings.NewReplacer(`\u003c`, "<", `\u003e`, ">", `\u0026`, "&").Replace(string(data)))
		if err := os.WriteFile("translations/en.json", append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range languages {
		data, err := os.ReadFile(filepath.Join("translations", l+".json"))
		if err != nil {
			t.Errorf("language %s: %v", l, err)
			continue
		}
		var tr map[string]string
		if err := json.Unmarshal(data, &tr); err != nil {
			t.Errorf("language %s: %v", l, err)
			continue
		}
		for key, en := range msgs {
			got, ok := tr[key]
			switch {
			case !ok || strings.TrimSpace(got) == "" && strings.TrimSpace(en) != "":
				t.Errorf("language %s: no text for %q (%q)", l, key, en)
			case l == "en" && got != en:
				t.Errorf("en.json: %q is %q; the code says %q (UPDATE_TRANSLATIONS=1 rewrites it)", key, got, en)
			case templateError(got) != nil:
				t.Errorf("language %s: %q does not parse as a template: %v", l, key, templateError(got))
			case !slices.Equal(placeholders(got), placeholders(en)):
				t.Errorf("language %s: %q has placeholders %v; want %v as in %q", l, key, placeholders(got), placeholders(en), en)
			}
		}
		for key := range tr {
			if _, ok := msgs[key]; !ok {
				t.Errorf("language %s: %q is not a message of the code", l, key)
			}
		}
	}
}
