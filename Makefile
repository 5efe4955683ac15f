# Builds, installs and checks the apps, the way a command-line tool's users expect:
#
#   make                                  the apps, release, with the Swift runtime linked in
#   make install PREFIX=$HOME/.local      the apps, their manual pages and completion scripts
#   make uninstall PREFIX=$HOME/.local    removes exactly what install put there
#   make test                             every spec (swift test)
#   make format                           the Swift files formatted by .swift-format (swift-format)
#   make reference                        the DocC reference of every library product, offline
#   make check                            what CI runs on a fresh clone (.ci/run)
#
# PREFIX defaults to /usr/local; DESTDIR is put in front of it for packaging. BIN_DIR is where
# the built apps are taken from (by default the release build this Makefile makes).

PREFIX ?= /usr/local
DESTDIR ?=
APPS = people-roulette weather
SWIFT ?= swift
# Self-contained binaries: the Swift runtime and libraries are linked statically where the
# toolchain can (Linux); elsewhere the flag is left out.
STATIC_FLAG := $(shell [ "$$(uname -s)" = Linux ] && echo --static-swift-stdlib)
BUILD_FLAGS ?= -c release $(STATIC_FLAG)
BIN_DIR ?= $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)

root = $(DESTDIR)$(PREFIX)
bindir = $(root)/bin
mandir = $(root)/share/man/man1
bashdir = $(root)/share/bash-completion/completions
zshdir = $(root)/share/zsh/site-functions
fishdir = $(root)/share/fish/vendor_completions.d
# Every directory install may create, deepest first, so that uninstall can remove the empty ones.
created_dirs = $(mandir) $(root)/share/man $(bashdir) $(root)/share/bash-completion $(zshdir) $(root)/share/zsh \
	$(fishdir) $(root)/share/fish $(root)/share $(bindir)

.PHONY: all build install uninstall test check format reference

all: build

build:
	@for app in $(APPS); do $(SWIFT) build $(BUILD_FLAGS) --product $$app || exit 1; done

install: build
	install -d $(bindir) $(mandir) $(bashdir) $(zshdir) $(fishdir)
	@set -e; for app in $(APPS); do \
		install -m 755 "$(BIN_DIR)/$$app" "$(bindir)/$$app"; \
		"$(BIN_DIR)/$$app" --generate-manual > "$(mandir)/$$app.1"; \
		"$(BIN_DIR)/$$app" --generate-completion-script bash > "$(bashdir)/$$app"; \
		"$(BIN_DIR)/$$app" --generate-completion-script zsh > "$(zshdir)/_$$app"; \
		"$(BIN_DIR)/$$app" --generate-completion-script fish > "$(fishdir)/$$app.fish"; \
		chmod 644 "$(mandir)/$$app.1" "$(bashdir)/$$app" "$(zshdir)/_$$app" "$(fishdir)/$$app.fish"; \
		echo "installed $$app in $(bindir), its manual in $(mandir), its completions for bash, zsh and fish"; \
	done

uninstall:
	@for app in $(APPS); do \
		rm -f "$(bindir)/$$app" "$(mandir)/$$app.1" "$(bashdir)/$$app" "$(zshdir)/_$$app" "$(fishdir)/$$app.fish"; \
	done
	@for dir in $(created_dirs); do [ -d "$$dir" ] && rmdir "$$dir" 2>/dev/null || true; done

test:
	$(SWIFT) test

check:
	.ci/run

format:
	.ci/check-format --write

reference:
	.ci/reference
