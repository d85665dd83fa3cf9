//go:build js

package main

import (
	"net/url"
	"strings"
	"syscall/js"
)

// pagePuzzle returns the puzzle that the web page's address gives, as in
// index.html?puzzle=53..7…, or "" for none, and takes it off the address
// (history.replaceState), so that a reload brings back the saved game
// instead of opening the puzzle afresh.
func pagePuzzle() string {
	loc := js.Global().Get("location")
	q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?"))
	if err != nil || q.Get("puzzle") == "" {
		return ""
	}
	js.Global().Get("history").Call("replaceState", nil, "", loc.Get("pathname").String())
	return q.Get("puzzle")
}
