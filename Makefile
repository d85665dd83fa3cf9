# Sudoku — build, run and test.
#
#   make run    build and start the game
#   make test   every test: formatting, vet, staticcheck, unit, widget, fuzz
#               seeds, race detector, and the real window under Xvfb
#   make build  the game, the CLI and the booklet printer into bin/
#   make fuzz   fuzz the puzzle parser and solver, sudokucli's line reader,
#               the readers of f-puzzles, lz-string and Solo's game IDs, and
#               of the saved game and the settings, for FUZZTIME each
#               (default 1m)
#   make bench  solver and generator speed on the shared benchmark sets, with
#               QQWing (GNOME Sudoku's engine) timed on the same files, and
#               tdoku (built from ../shared/tools/tdoku when it is there)
#               against sudokucli solve -count end to end
#   make package  a Linux archive (binary, icon, .desktop file, AppStream
#               metadata) in dist/
#   make deb    a Debian package in dist/ (the game, sudokucli, sudokuprint,
#               manual pages, menu entry, icons, AppStream metadata), checked
#               by lintian in make test
#   make web    the game for the browser: a static site in dist/web (index.html,
#               the wasm, its loader, the icon), with gzip and Brotli copies
#   make serve  serves dist/web on localhost and prints the address
#   make install  the game under PREFIX (default ~/.local), in the desktop's menu
#   make uninstall  removes what make install put there
#   make windows  dist/Sudoku.exe with the icon, cross-built with MinGW-w64
#               (compiles Fyne's GL binding for Windows: tens of minutes the
#               first time; not part of make test)
#
# On Debian or Ubuntu the targets first install the system packages they need
# (apt-get as root, sudo otherwise); nothing happens when they are present.

GO      ?= go
# Build tags used everywhere: FyneApp.toml's fyneDo migration adds
# migrated_fynedo when packaging; no_emoji leaves Fyne's colour emoji font
# (4 MB) out, as the game draws no emoji; and every change of tags rebuilds
# Fyne's GL binding (minutes), so development, tests and packages all use
# the same.
TAGS    := migrated_fynedo,no_emoji
# FyneApp.toml is the one place the version is written; builds outside Fyne's
# packaging tool get it through the linker.
VERSION := $(shell sed -n 's/^Version = "\(.*\)"/\1/p' FyneApp.toml)
LDFLAGS := -X github.com/sudoku-devs/sudoku/internal/ui.Version=$(VERSION)
GOFLAGS_TAGS := -tags $(TAGS)
FUZZTIME ?= 1m
# The public benchmark puzzle sets, beside the project.
DATA    ?= ../shared/data
# tdoku, the fastest public solver, for make bench: its sources beside the
# project (not part of it), and the compilers to build them with
# (TDOKU_CXX=clang++ TDOKU_CC=clang for a clang build).
TDOKU_SRC ?= ../shared/tools/tdoku
TDOKU_CXX ?= g++
TDOKU_CC  ?= gcc

# cgo with OpenGL, X11 and Wayland headers for Fyne's GLFW.
APP_PKGS  := gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev
# The real-window test: a virtual X server, input and screenshots, Mesa's GL;
# the PDF test renders pages with pdftoppm; the package test validates the .desktop file
# and the AppStream metadata (appstreamcli); the window's Japanese, Chinese and Korean
# glyphs come from Noto CJK, a printed PDF's titles in them from TrueType fonts.
E2E_PKGS  := xvfb xdotool xclip x11-utils x11-apps libgl1-mesa-dri poppler-utils desktop-file-utils appstream \
             fonts-noto-cjk fonts-droid-fallback fonts-nanum

# apt_install installs the Debian packages of $(1) that are not installed yet.
define apt_install
	@if command -v dpkg-query >/dev/null 2>&1; then \
	  missing=""; \
	  for p in $(1); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    echo "installing system packages:$$missing"; \
	    if [ "$$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi; \
	    $$sudo apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  fi; \
	else \
	  echo "not a Debian system: make sure these are installed: $(1)"; \
	fi
endef

.PHONY: run build test test-package test-deb test-web deb web serve windows deps-app deps-test fuzz bench tdoku package install uninstall clean

run: deps-app
	$(GO) run $(GOFLAGS_TAGS) -ldflags '$(LDFLAGS)' ./cmd/sudoku

build: deps-app
	$(GO) build $(GOFLAGS_TAGS) -ldflags '$(LDFLAGS)' -o bin/sudoku ./cmd/sudoku
	CGO_ENABLED=0 $(GO) build -o bin/sudokucli ./cmd/sudokucli
	CGO_ENABLED=0 $(GO) build -o bin/sudokuprint ./cmd/sudokuprint

deps-app:
	$(call apt_install,$(APP_PKGS))

deps-test: deps-app
	$(call apt_install,$(E2E_PKGS))

test: deps-test
	@unformatted=$$(gofmt -l cmd internal assets); \
	  if [ -n "$$unformatted" ]; then echo "gofmt: not formatted: $$unformatted"; exit 1; fi
	$(GO) vet $(GOFLAGS_TAGS) ./...
	$(GO) tool staticcheck $(GOFLAGS_TAGS) ./...
	CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/sudokucli
	# Windows: the packages with code of their own there (the single-instance
	# lock and socket) and their tests compile and pass vet.
	GOOS=windows $(GO) vet ./internal/instance ./internal/atomicfile ./internal/stock ./cmd/sudokucli
	# The tests expect the window's English words: no locale of the machine's.
	LANGUAGE= LC_ALL=C.UTF-8 SUDOKU_E2E=1 SUDOKU_TAGS=$(TAGS) $(GO) test -race $(GOFLAGS_TAGS) -count=1 -timeout 45m \
	  $$($(GO) list ./... | grep -v '/cmd/sudoku$$')
	$(MAKE) test-package
	$(MAKE) test-deb
	$(MAKE) test-web
	# A count, not a duration: with a duration, Go before 1.27 can fail a
	# fuzz run that found nothing with "context deadline exceeded" when the
	# time runs out mid-input (golang/go#75804). 300,000 inputs take 5–10 s.
	# Each new interesting input is minimized, for up to a minute by default,
	# and the reference solver the target checks against takes a quarter of a
	# second on a sparse grid with no solution: 5 s of minimizing is plenty.
	$(GO) test $(GOFLAGS_TAGS) -run '^$$' -fuzz FuzzParseSolve -fuzztime 300000x -fuzzminimizetime 5s ./internal/sudoku
	# sudokucli's line reader, eight bytes at a time: 300,000 inputs, 5 s.
	$(GO) test $(GOFLAGS_TAGS) -run '^$$' -fuzz FuzzPlainPuzzle -fuzztime 300000x ./cmd/sudokucli

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseSolve -fuzztime $(FUZZTIME) ./internal/sudoku
	$(GO) test -run '^$$' -fuzz FuzzPlainPuzzle -fuzztime $(FUZZTIME) ./cmd/sudokucli
	$(GO) test -run '^$$' -fuzz FuzzRead -fuzztime $(FUZZTIME) ./internal/fpuzzles
	$(GO) test -run '^$$' -fuzz FuzzRead -fuzztime $(FUZZTIME) ./internal/variant
	$(GO) test -run '^$$' -fuzz FuzzDecompress -fuzztime $(FUZZTIME) ./internal/lzstring
	$(GO) test -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) ./internal/solo
	$(GO) test -run '^$$' -fuzz FuzzLoad -fuzztime $(FUZZTIME) ./internal/game
	$(GO) test $(GOFLAGS_TAGS) -run '^$$' -fuzz FuzzParseSettings -fuzztime $(FUZZTIME) ./internal/ui

bench: tdoku
	$(call apt_install,qqwing)
	CGO_ENABLED=0 $(GO) build -o bin/sudokucli ./cmd/sudokucli
	$(GO) test -run '^$$' -bench . -benchtime 2s ./internal/sudoku
	bin/sudokucli bench -count -generate 2000 \
	  $$(command -v qqwing >/dev/null && echo -qqwing $$(command -v qqwing)) \
	  $$([ -x bin/tdoku-count ] && echo -tdoku bin/tdoku-count) $(DATA)/*.txt

# tdoku builds bin/tdoku-count from $(TDOKU_SRC) with its own build.sh
# (-O3 -march=native), run in a copy of the folder, which may be read-only;
# without the folder, or when the build fails, it says so and bench goes on
# without tdoku.
tdoku:
	$(if $(wildcard $(TDOKU_SRC)/build.sh),$(call apt_install,$(patsubst clang++,clang,$(TDOKU_CXX))))
	@rm -f bin/tdoku-count; mkdir -p bin; \
	if [ ! -f $(TDOKU_SRC)/build.sh ]; then \
	  echo "tdoku: $(TDOKU_SRC) is not there; bench runs without tdoku"; \
	else \
	  tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && cp -R $(TDOKU_SRC)/. $$tmp && chmod -R u+w $$tmp && \
	  if (cd $$tmp && CXX=$(TDOKU_CXX) CC=$(TDOKU_CC) ./build.sh >/dev/null) && mv $$tmp/tdoku-count bin/tdoku-count; then \
	    echo "tdoku: built bin/tdoku-count from $(TDOKU_SRC) with $(TDOKU_CXX)"; \
	  else \
	    echo "tdoku: the build in $(TDOKU_SRC) failed; bench runs without tdoku"; \
	  fi; \
	fi

APPID   := io.github.sudokudevs.sudoku
ARCHIVE := dist/Sudoku.tar.xz
PREFIX  ?= $(HOME)/.local
ICON_SIZES := 16 24 32 48 64 128 256 512
# The AppStream metadata (software centres' description of the game); Fyne's
# packaging tool knows nothing of it, so package adds it to the archive.
METAINFO := assets/$(APPID).metainfo.xml

# Fyne's packaging tool reads FyneApp.toml here and counts its Build up on
# every run; the file is put back as it was so the version stays in git's hands.
# The archive is then unpacked, given the AppStream metadata beside the
# .desktop file (usr/local/share/metainfo) and packed again.
package: build
	mkdir -p dist
	cp FyneApp.toml dist/FyneApp.toml.orig
	$(GO) tool fyne package --os linux --exe bin/sudoku; status=$$?; \
	  mv dist/FyneApp.toml.orig FyneApp.toml; \
	  [ $$status = 0 ] && mv Sudoku.tar.xz $(ARCHIVE); exit $$status
	tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && tar xJf $(ARCHIVE) -C $$tmp && \
	  install -Dm644 $(METAINFO) $$tmp/sudoku/usr/local/share/metainfo/$(APPID).metainfo.xml && \
	  tar cJf $(ARCHIVE) -C $$tmp --owner=root --group=root sudoku && echo "$(ARCHIVE)"

# install takes the binary, the .desktop file and the AppStream metadata from
# the archive (built if missing), points the .desktop file's Exec at the
# installed binary, and puts the icon in every size into the hicolor theme,
# where menus look for it.
install:
	@[ -f $(ARCHIVE) ] || $(MAKE) package
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && tar xJf $(ARCHIVE) -C $$tmp && \
	  { [ -f $$tmp/sudoku/usr/local/share/metainfo/$(APPID).metainfo.xml ] || \
	    { echo "$(ARCHIVE) predates the AppStream metadata: make package builds it anew"; exit 1; }; } && \
	  install -Dm755 $$tmp/sudoku/usr/local/bin/sudoku $(DESTDIR)$(PREFIX)/bin/sudoku && \
	  mkdir -p $(DESTDIR)$(PREFIX)/share/applications && \
	  sed -e 's|^Exec=.*|Exec=$(PREFIX)/bin/sudoku|' $$tmp/sudoku/usr/local/share/applications/$(APPID).desktop \
	    > $(DESTDIR)$(PREFIX)/share/applications/$(APPID).desktop && \
	  install -Dm644 $$tmp/sudoku/usr/local/share/metainfo/$(APPID).metainfo.xml \
	    $(DESTDIR)$(PREFIX)/share/metainfo/$(APPID).metainfo.xml
	@for s in $(ICON_SIZES); do \
	  install -Dm644 assets/icons/sudoku-$$s.png $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${s}x$${s}/apps/$(APPID).png; done
	@install -Dm644 assets/icon.svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APPID).svg
	@if [ -z "$(DESTDIR)" ] && command -v update-desktop-database >/dev/null; then \
	  update-desktop-database -q $(PREFIX)/share/applications || true; fi
	@echo "installed $(DESTDIR)$(PREFIX)/bin/sudoku and its menu entry"

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/sudoku $(DESTDIR)$(PREFIX)/share/applications/$(APPID).desktop
	rm -f $(DESTDIR)$(PREFIX)/share/metainfo/$(APPID).metainfo.xml
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APPID).svg
	for s in $(ICON_SIZES); do rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${s}x$${s}/apps/$(APPID).png; done
	-command -v update-desktop-database >/dev/null && update-desktop-database -q $(DESTDIR)$(PREFIX)/share/applications

# deb builds the Debian package: make install into a scratch root as /usr,
# then packaging/deb.sh adds the command-line tools, manual pages, copyright,
# changelog and control file (its Depends from dpkg-shlibdeps).
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null || $(GO) env GOARCH)
DEB      = dist/sudoku_$(VERSION)_$(DEB_ARCH).deb
deb: package
	$(call apt_install,dpkg-dev binutils)
	rm -rf dist/deb-root
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/dist/deb-root PREFIX=/usr
	packaging/deb.sh $(CURDIR)/dist/deb-root $(VERSION) $(DEB)
	rm -rf dist/deb-root

# fyne_in_cmd runs the command $(1), Fyne's packaging tool, in cmd/sudoku
# with a copy of FyneApp.toml there (its icon path made relative to there),
# removes the copy and the files the tool writes beside it, and when the tool
# succeeded runs $(2) there, to move what it made.
define fyne_in_cmd
	sed -e 's|^Icon = "assets/|Icon = "../../assets/|' FyneApp.toml > cmd/sudoku/FyneApp.toml
	cd cmd/sudoku && $(1); \
	  status=$$?; rm -f FyneApp.toml fyne_metadata_init.go *.syso; \
	  [ $$status = 0 ] && $(2); exit $$status
endef

# web builds the browser's game with Fyne's packaging tool in cmd/sudoku
# (see fyne_in_cmd) and moves it to dist/web,
# then writes beside each large file the gzip and Brotli copies that a
# static server sends to browsers that take them (make serve does). The
# loader's debug aid is left out (--release).
WEB := dist/web
web:
	$(call apt_install,brotli)
	rm -rf $(WEB) cmd/sudoku/wasm && mkdir -p dist
	$(call fyne_in_cmd,$(GO) tool fyne package --os web --release --tags $(TAGS) --name Sudoku,mv wasm ../../$(WEB))
	for f in $(WEB)/*.wasm $(WEB)/*.js $(WEB)/*.html $(WEB)/*.css; do \
	  gzip -9kn $$f && brotli -q 11 -k $$f || exit 1; done
	@echo "$(WEB): $$(du -sh $(WEB)/Sudoku.wasm | cut -f1) of wasm, $$(du -sh $(WEB)/Sudoku.wasm.br | cut -f1) with Brotli"

serve:
	@[ -f $(WEB)/index.html ] || $(MAKE) web
	$(GO) run ./internal/webserve/serve -dir $(WEB)

# windows builds Fyne's packaging tool for this machine, then runs it for
# Windows in cmd/sudoku (see fyne_in_cmd), which embeds the icon and version
# in the .exe. Debian's MinGW
# compiles with stack protection, so libssp is linked in.
windows:
	$(call apt_install,gcc-mingw-w64-x86-64)
	mkdir -p dist
	$(GO) build -o bin/fyne fyne.io/tools/cmd/fyne
	$(call fyne_in_cmd,GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 CGO_LDFLAGS=-lssp \
	  ../../bin/fyne package --os windows --tags $(TAGS) --name Sudoku,mv Sudoku.exe ../../dist/Sudoku.exe && echo dist/Sudoku.exe)

# test-package builds the archive and checks it, the .desktop file, the
# AppStream metadata and a round trip of make install and make uninstall into
# a scratch PREFIX.
test-package: package
	SUDOKU_ARCHIVE=$(CURDIR)/$(ARCHIVE) $(GO) test $(GOFLAGS_TAGS) -count=1 -run 'TestPackage' ./internal/e2e

# test-deb builds the Debian package and checks it with lintian, then
# installs it with apt and removes it again (as root; skipped, saying so,
# otherwise).
test-deb: deb
	$(call apt_install,lintian)
	SUDOKU_DEB=$(CURDIR)/$(DEB) $(GO) test $(GOFLAGS_TAGS) -count=1 -run 'TestDeb' ./internal/e2e

# test-web builds the web site and plays it in Debian's chromium, headless
# (installed here: the test drives it over the DevTools protocol).
test-web: web
	$(call apt_install,chromium)
	SUDOKU_WEB=$(CURDIR)/$(WEB) $(GO) test $(GOFLAGS_TAGS) -count=1 -run 'TestWeb$$' ./internal/e2e

clean:
	rm -rf bin dist
