package e2e

import (
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"testing"
)

// xwdImage is a screenshot in X Window Dump form (xwd -root), read in
// place: TrueColor pixels of 24 or 32 bits, rows of stride bytes, each channel found
// by its mask. Reading a dump is copying no pixel, where decoding a PNG of
// the screen takes a fifth of a second under the race detector.
type xwdImage struct {
	pix                 []byte
	w, h, stride, bytes int  // bytes a pixel
	lsb                 bool // the pixels' byte order is least significant first
	rMask, gMask, bMask uint32
	// where each channel sits in a pixel, and how many bits wide it is
	rShift, gShift, bShift, rBits, gBits, bBits uint8
}

// readXWD reads a dump of xwd's ZPixmap form at 24 or 32 bits a pixel, as
// xwd writes the screen of an Xvfb of depth 24. The error says which field is
// not what it reads.
func readXWD(b []byte) (*xwdImage, error) {
	if len(b) < 100 {
		return nil, fmt.Errorf("xwd: %d bytes, shorter than its header", len(b))
	}
	f := func(k int) uint32 { return binary.BigEndian.Uint32(b[4*k:]) }
	headerSize, version, format := int(f(0)), f(1), f(2)
	w, h := int(f(4)), int(f(5))
	byteOrder, bpp, stride := f(7), f(11), int(f(12))
	rMask, gMask, bMask := f(14), f(15), f(16)
	colours := int(f(19))
	switch {
	case version != 7:
		return nil, fmt.Errorf("xwd: version %d, want 7", version)
	case format != 2:
		return nil, fmt.Errorf("xwd: pixmap format %d, want 2 (ZPixmap)", format)
	case bpp != 24 && bpp != 32:
		return nil, fmt.Errorf("xwd: %d bits a pixel, want 24 or 32", bpp)
	case w <= 0 || h <= 0 || stride < int(bpp/8)*w:
		return nil, fmt.Errorf("xwd: %dx%d pixels in rows of %d bytes", w, h, stride)
	}
	start := headerSize + 12*colours
	if start < 100 || len(b) < start+h*stride {
		return nil, fmt.Errorf("xwd: %d bytes, want %d", len(b), start+h*stride)
	}
	img := &xwdImage{pix: b[start : start+h*stride], w: w, h: h, stride: stride, bytes: int(bpp / 8), lsb: byteOrder == 0, rMask: rMask, gMask: gMask, bMask: bMask}
	img.rShift, img.rBits = maskShift(rMask)
	img.gShift, img.gBits = maskShift(gMask)
	img.bShift, img.bBits = maskShift(bMask)
	return img, nil
}

// maskShift returns where a channel's mask starts and how many bits wide
// it is.
func maskShift(m uint32) (shift, bits uint8) {
	for m != 0 && m&1 == 0 {
		m >>= 1
		shift++
	}
	for m&1 == 1 {
		m >>= 1
		bits++
	}
	return shift, bits
}

func (x *xwdImage) ColorModel() color.Model { return color.RGBAModel }
func (x *xwdImage) Bounds() image.Rectangle { return image.Rect(0, 0, x.w, x.h) }

// SubImage returns a copy of the part of x within r, as an *image.RGBA.
func (x *xwdImage) SubImage(r image.Rectangle) image.Image {
	r = r.Intersect(x.Bounds())
	out := image.NewRGBA(r)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			out.Set(px, py, x.At(px, py))
		}
	}
	return out
}

// At returns the pixel at (px, py), opaque; outside the dump, transparent black.
func (x *xwdImage) At(px, py int) color.Color {
	if px < 0 || py < 0 || px >= x.w || py >= x.h {
		return color.RGBA{}
	}
	o := py*x.stride + x.bytes*px
	var v uint32
	for k := range x.bytes {
		if x.lsb {
			v |= uint32(x.pix[o+k]) << (8 * k)
		} else {
			v = v<<8 | uint32(x.pix[o+k])
		}
	}
	ch := func(mask uint32, shift, bits uint8) uint8 {
		c := (v & mask) >> shift
		if bits < 8 {
			c <<= 8 - bits
		} else if bits > 8 {
			c >>= bits - 8
		}
		return uint8(c)
	}
	return color.RGBA{ch(x.rMask, x.rShift, x.rBits), ch(x.gMask, x.gShift, x.gBits), ch(x.bMask, x.bShift, x.bBits), 0xff}
}

// TestReadXWD reads a dump of 2x1 pixels as xwd writes one (a header of
// 100 bytes and a window name, no colours, rows padded to 12 bytes), at 32
// bits a pixel and at 24, and refuses a dump of another version or cut
// short.
func TestReadXWD(t *testing.T) {
	name := []byte("xwdump\x00")
	header := make([]byte, 100)
	put := func(k int, v uint32) { binary.BigEndian.PutUint32(header[4*k:], v) }
	put(0, uint32(100+len(name)))
	put(1, 7)
	put(2, 2)
	put(3, 24)
	put(4, 2)
	put(5, 1)
	put(7, 0) // least significant byte first
	put(11, 32)
	put(12, 12)
	put(14, 0xff0000)
	put(15, 0x00ff00)
	put(16, 0x0000ff)
	pixels := []byte{0x30, 0x20, 0x10, 0, 0xff, 0x80, 0x00, 0, 0, 0, 0, 0} // (0x10, 0x20, 0x30), (0x00, 0x80, 0xff), padding
	dump := append(append(append([]byte(nil), header...), name...), pixels...)
	put(11, 24)
	dump24 := append(append(append([]byte(nil), header...), name...), 0x30, 0x20, 0x10, 0xff, 0x80, 0x00, 0, 0, 0, 0, 0, 0)
	for bpp, d := range map[int][]byte{32: dump, 24: dump24} {
		img, err := readXWD(d)
		if err != nil {
			t.Fatalf("%d bits: %v", bpp, err)
		}
		if got, want := img.Bounds(), image.Rect(0, 0, 2, 1); got != want {
			t.Errorf("%d bits: Bounds = %v; want %v", bpp, got, want)
		}
		if got, want := img.SubImage(image.Rect(1, 0, 5, 5)).At(1, 0), (color.RGBA{0x00, 0x80, 0xff, 0xff}); got != want {
			t.Errorf("%d bits: SubImage(1,0-5,5).At(1, 0) = %v; want %v", bpp, got, want)
		}
		for _, tt := range []struct {
			x    int
			want color.RGBA
		}{{0, color.RGBA{0x10, 0x20, 0x30, 0xff}}, {1, color.RGBA{0x00, 0x80, 0xff, 0xff}}, {2, color.RGBA{}}} {
			if got := img.At(tt.x, 0); got != tt.want {
				t.Errorf("%d bits: At(%d, 0) = %v; want %v", bpp, tt.x, got, tt.want)
			}
		}
	}
	old := append([]byte(nil), dump...)
	binary.BigEndian.PutUint32(old[4:], 6)
	for _, bad := range [][]byte{old, dump[:len(dump)-1], dump[:50]} {
		if _, err := readXWD(bad); err == nil {
			t.Errorf("readXWD of a bad dump of %d bytes: no error", len(bad))
		}
	}
}
