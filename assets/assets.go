// Package assets holds the files the app embeds: its icon.
package assets

import _ "embed"

// IconPNG is the app icon, a 512x512 PNG rendered from icon.svg
// (rsvg-convert -w 512 -h 512 icon.svg -o icon.png).
//
//go:embed icon.png
var IconPNG []byte
