//go:build !js

package main

// pagePuzzle returns "": only a web page's address gives a puzzle.
func pagePuzzle() string { return "" }
