# Sudoku — build, run and test.
#
#   make run    build and start the game
#   make test   every test: formatting, vet, staticcheck, unit, widget, fuzz
#               seeds, race detector, and the real window under Xvfb
#   make build  the game and the CLI into bin/
#   make fuzz   fuzz the puzzle parser and solver for FUZZTIME (default 1m)
#   make bench  solver and generator speed on the shared benchmark sets, with
#               QQWing (GNOME Sudoku's engine) timed on the same files
#   make package  a Linux archive (binary, icon, .desktop file) in dist/
#
# On Debian or Ubuntu the targets first install the system packages they need
# (apt-get as root, sudo otherwise); nothing happens when they are present.

GO      ?= go
# Build tags used everywhere: FyneApp.toml's fyneDo migration adds
# migrated_fynedo when packaging, and every change of tags rebuilds Fyne's GL
# binding (minutes), so development, tests and packages all use the same.
TAGS    := migrated_fynedo
GOFLAGS_TAGS := -tags $(TAGS)
FUZZTIME ?= 1m
# The public benchmark puzzle sets, beside the project.
DATA    ?= ../shared/data

# cgo with OpenGL, X11 and Wayland headers for Fyne's GLFW.
APP_PKGS  := gcc pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev
# The real-window test: a virtual X server, input and screenshots, Mesa's GL;
# the PDF test renders pages with pdftoppm; the package test validates the .desktop file.
E2E_PKGS  := xvfb xdotool imagemagick libgl1-mesa-dri poppler-utils desktop-file-utils

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

.PHONY: run build test deps-app deps-test fuzz bench package clean

run: deps-app
	$(GO) run $(GOFLAGS_TAGS) ./cmd/sudoku

build: deps-app
	$(GO) build $(GOFLAGS_TAGS) -o bin/sudoku ./cmd/sudoku
	CGO_ENABLED=0 $(GO) build -o bin/sudokucli ./cmd/sudokucli

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
	SUDOKU_E2E=1 SUDOKU_TAGS=$(TAGS) $(GO) test -race $(GOFLAGS_TAGS) -count=1 \
	  $$($(GO) list ./... | grep -v '/cmd/sudoku$$')
	$(GO) test $(GOFLAGS_TAGS) -run '^$$' -fuzz FuzzParseSolve -fuzztime 10s ./internal/sudoku

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParseSolve -fuzztime $(FUZZTIME) ./internal/sudoku

bench:
	$(call apt_install,qqwing)
	CGO_ENABLED=0 $(GO) build -o bin/sudokucli ./cmd/sudokucli
	$(GO) test -run '^$$' -bench . -benchtime 2s ./internal/sudoku
	bin/sudokucli bench -count -generate 2000 \
	  $$(command -v qqwing >/dev/null && echo -qqwing $$(command -v qqwing)) $(DATA)/*.txt

# Fyne's packaging tool reads FyneApp.toml here and counts its Build up on
# every run; the file is put back as it was so the version stays in git's hands.
package: build
	mkdir -p dist
	cp FyneApp.toml dist/FyneApp.toml.orig
	$(GO) tool fyne package --os linux --exe bin/sudoku; status=$$?; \
	  mv dist/FyneApp.toml.orig FyneApp.toml; \
	  [ $$status = 0 ] && mv Sudoku.tar.xz dist/ && echo "dist/Sudoku.tar.xz"; exit $$status

clean:
	rm -rf bin dist
