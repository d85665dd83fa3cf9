#!/bin/sh
# deb.sh ROOT VERSION OUT builds the Debian package OUT from ROOT, a tree that
# make install filled with DESTDIR=ROOT PREFIX=/usr (the game, its menu entry,
# icons and AppStream metadata), by adding what a Debian package carries
# besides: the command-line tools, built as position-independent executables
# (a Go program without cgo is otherwise static, which lintian refuses), the
# programs moved to /usr/games (Debian Policy 11.11) and stripped as dh_strip
# does, a manual page for each command, the copyright file with the
# licenses of the Go modules linked in, the changelog, and the control file
# whose Depends dpkg-shlibdeps reads from the binaries. It is run by make deb
# from the repository's root. Debian Policy, chapters 5 (control files), 12
# (documentation) and Appendix "copyright-format 1.0", says what goes where.
set -eu

root=$1
version=$2
out=$3
here=packaging/debian

# The changelog's newest entry names the version FyneApp.toml gives.
changelog_version=$(sed -n '1s/^sudoku (\([^)]*\)).*/\1/p' "$here/changelog")
if [ "$changelog_version" != "$version" ]; then
  echo "deb: $here/changelog's newest entry is $changelog_version; FyneApp.toml says $version" >&2
  exit 1
fi

mkdir -p "$root/usr/games"
mv "$root/usr/bin/sudoku" "$root/usr/games/sudoku"
rmdir "$root/usr/bin"
for b in sudokucli sudokuprint; do
  CGO_ENABLED=0 go build -buildmode=pie -o "$root/usr/games/$b" "./cmd/$b"
done
for b in sudoku sudokucli sudokuprint; do
  strip --remove-section=.comment --remove-section=.note --strip-unneeded "$root/usr/games/$b"
  install -Dm644 "assets/man/$b.6" "$root/usr/share/man/man6/$b.6"
  gzip -9n "$root/usr/share/man/man6/$b.6"
done
# The menu entry runs the game from PATH, as Debian's own games do.
sed -i 's|^Exec=.*|Exec=sudoku|' "$root/usr/share/applications/"*.desktop

doc=$root/usr/share/doc/sudoku
install -Dm644 "$here/copyright" "$doc/copyright"
install -Dm644 "$here/changelog" "$doc/changelog"
gzip -9n "$doc/changelog"
# Each Go module linked into the game: its license as it came with it.
for mod in $(go version -m "$root/usr/games/sudoku" "$root/usr/games/sudokucli" "$root/usr/games/sudokuprint" |
  awk '$1 == "dep" { print $2 }' | sort -u); do
  dir=$(go list -m -f '{{.Dir}}' "$mod")
  for f in "$dir"/LICENSE* "$dir"/LICENCE* "$dir"/COPYING*; do
    [ -f "$f" ] && install -Dm644 "$f" "$doc/modules/$mod/$(basename "$f")"
  done
  if ! ls "$doc/modules/$mod/" >/dev/null 2>&1; then
    echo "deb: no license file found in $dir for $mod" >&2
    exit 1
  fi
done

# dpkg-shlibdeps reads the shared libraries the game links and the Debian
# packages that hold them; it wants a debian/control in the folder it runs in.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian"
printf 'Source: sudoku\n\nPackage: sudoku\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "-e$root/usr/games/sudoku" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no libraries in $root/usr/games/sudoku" >&2; exit 1; }

mkdir -p "$root/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$(dpkg --print-architecture)/" \
  -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" "$here/control" >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 755 {} +

mkdir -p "$(dirname "$out")"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "$out"
