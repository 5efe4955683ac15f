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
# PREFIX defaults to /usr/local and must be absolute; DESTDIR is put in front of it for
# packaging. Both are used as written, spaces, quotes and `$` included. BIN_DIR is where the
# built apps are taken from (by default the release build this Makefile makes).

PREFIX ?= /usr/local
DESTDIR ?=
APPS = people-roulette weather
SWIFT ?= swift
# Self-contained binaries (Linux; elsewhere the build is the plain release one), built apart in
# .build/static so that they never replace a `swift build -c release`:
# - the Swift runtime and libraries linked in (--static-swift-stdlib), the code optimised for
#   size (-Osize: 190 KB less, and no slower to start);
# - type metadata built by direct calls, not from mangled names that the runtime demangles and
#   checks against every conformance record at the first use of each generic type
#   (-disable-concrete-type-metadata-mangled-name-accessors, a frontend flag a package cannot
#   set for those that depend on it);
# - libstdc++ linked in too, which the runtime's link line asks for as -lstdc++: a linker script
#   named libstdc++.so in .build/static-libstdcxx points the linker at the archive. The loader
#   then binds ~100 symbols of libc instead of ~1,700 of libstdc++ at every start;
# - linked by lld with packed relative relocations (RELR: the 40,000 pointers the loader rebases
#   take 10 KB instead of 970 KB) when the C library is glibc 2.36 or later (the toolchain's own
#   runtime already needs 2.36: arc4random), and without exporting every symbol (-export-dynamic,
#   which the runtime's link line sets, costs 280 KB and slows each dladdr).
# Benchmarks/README.md has the figures; `make static-flags` prints the flags, for
# building another package (the examples) the same way.
SYSTEM := $(shell uname -s)
CXX_ARCHIVE := $(shell clang -print-file-name=libstdc++.a 2>/dev/null)
GLIBC_MINOR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc 2\.\([0-9]*\).*/\1/p')
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdcxx
ifeq ($(SYSTEM),Linux)
STATIC_FLAGS := --static-swift-stdlib -Xswiftc -Osize -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker --no-export-dynamic
# The linker script the build needs first, where the archive exists (nothing elsewhere).
STATIC_CXX_SCRIPT := $(if $(filter /%,$(CXX_ARCHIVE)),$(STATIC_CXX_DIR)/libstdc++.so)
ifneq ($(STATIC_CXX_SCRIPT),)
STATIC_FLAGS += -Xlinker -L$(STATIC_CXX_DIR)
endif
ifeq ($(shell [ "$(GLIBC_MINOR)" -ge 36 ] 2>/dev/null && echo yes),yes)
STATIC_FLAGS += -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
endif
BUILD_FLAGS ?= -c release --scratch-path .build/static $(STATIC_FLAGS)
else
STATIC_FLAGS :=
BUILD_FLAGS ?= -c release
endif
BIN_DIR ?= $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)

# PREFIX and DESTDIR are taken as given ($(value ...): make expands nothing in them), so that a
# path with spaces, quotes or `$` installs there and nowhere else; each path reaches the shell
# once, single-quoted (shell_quote), and the recipes name the directories from it.
shell_quote = '$(subst ','\'',$(1))'
root = $(value DESTDIR)$(value PREFIX)
# The install directories, as shell variables; `created` lists every directory install may
# create, deepest first, so that uninstall removes the empty ones and none outside the prefix.
install_dirs = prefix=$(call shell_quote,$(value PREFIX)); root=$(call shell_quote,$(root)); \
	case "$$prefix" in /*) ;; *) echo "make: error: PREFIX must be an absolute path, not '$$prefix'" >&2; exit 2;; esac; \
	bindir="$$root/bin"; mandir="$$root/share/man/man1"; bashdir="$$root/share/bash-completion/completions"; \
	zshdir="$$root/share/zsh/site-functions"; fishdir="$$root/share/fish/vendor_completions.d"; \
	set -- "$$mandir" "$$root/share/man" "$$bashdir" "$$root/share/bash-completion" "$$zshdir" "$$root/share/zsh" \
		"$$fishdir" "$$root/share/fish" "$$root/share" "$$bindir"

.PHONY: all build install uninstall test check format reference static-flags

all: build

build: $(STATIC_CXX_SCRIPT)
	@for app in $(APPS); do $(SWIFT) build $(BUILD_FLAGS) --product $$app || exit 1; done

# Each page and completion is written to a temporary file beside it, checked (the app exited 0
# and wrote something), then moved into place: a full disk fails the install, never installs an
# empty file.
install: build
	@set -e; $(install_dirs); built=$(call shell_quote,$(BIN_DIR)); \
	generate() { \
		target=$$1; shift; \
		if "$$built/$$app" "$$@" > "$$target.tmp" && [ -s "$$target.tmp" ] && chmod 644 "$$target.tmp" && mv -f "$$target.tmp" "$$target"; then :; \
		else rm -f "$$target.tmp"; echo "make: error: cannot write $$target ($$app $$*)" >&2; exit 1; fi; \
	}; \
	install -d "$$bindir" "$$mandir" "$$bashdir" "$$zshdir" "$$fishdir"; \
	for app in $(APPS); do \
		install -m 755 "$$built/$$app" "$$bindir/$$app"; \
		generate "$$mandir/$$app.1" --generate-manual; \
		generate "$$bashdir/$$app" --generate-completion-script bash; \
		generate "$$zshdir/_$$app" --generate-completion-script zsh; \
		generate "$$fishdir/$$app.fish" --generate-completion-script fish; \
		echo "installed $$app in $$bindir, its manual in $$mandir, its completions for bash, zsh and fish"; \
	done

uninstall:
	@$(install_dirs); \
	for app in $(APPS); do \
		rm -f "$$bindir/$$app" "$$mandir/$$app.1" "$$bashdir/$$app" "$$zshdir/_$$app" "$$fishdir/$$app.fish"; \
	done; \
	for dir in "$$@"; do [ -d "$$dir" ] && rmdir "$$dir" 2>/dev/null || true; done

$(STATIC_CXX_DIR)/libstdc++.so:
	@mkdir -p $(STATIC_CXX_DIR)
	@echo "INPUT($(CXX_ARCHIVE))" > $@

static-flags: $(STATIC_CXX_SCRIPT)
	@echo $(STATIC_FLAGS)

test:
	$(SWIFT) test

check:
	.ci/run

format:
	.ci/check-format --write

reference:
	.ci/reference
