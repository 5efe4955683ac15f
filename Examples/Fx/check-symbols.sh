#!/usr/bin/env bash
# Builds the binary of fx (release unless told: check-symbols.sh debug) and checks that it holds no
# symbol of the demo apps or of the other example: people-roulette, weather, standup. An app built
# on the framework's products must link only what it uses.
set -euo pipefail
cd "$(dirname "$0")"

configuration=${1:-release}   # CI passes debug: the binary swift test already built
swift build -c "$configuration" --product fx >/dev/null
binary=.build/$configuration/fx

# Mangled Swift names start with the module's length and name: Weather's are $s7Weather...,
# Standup's $s7Standup... PeopleRoulette is unambiguous.
symbols=$(nm "$binary")
for pattern in PeopleRoulette 7Weather 7Standup; do
    if grep -q -- "$pattern" <<<"$symbols"; then
        echo "check-symbols: $binary holds $(grep -c -- "$pattern" <<<"$symbols") symbols matching '$pattern', such as $(grep -m1 -- "$pattern" <<<"$symbols" | awk '{print $NF}')" >&2
        exit 1
    fi
done

# fx imports FoundationEssentials, not Foundation: neither Foundation's full library,
# FoundationInternationalization nor ICU is loaded when it starts.
heavy=$( (ldd "$binary" 2>/dev/null || true) | grep -E 'libFoundation\.so|libFoundationInternationalization|_FoundationICU' || true)
if [ -n "$heavy" ]; then
    echo "check-symbols: $binary loads Foundation's full library or ICU at start-up: $(echo $heavy | awk '{print $1}'); import FoundationEssentials where it exists" >&2
    exit 1
fi

size=$(wc -c <"$binary" | tr -d ' ')
count=$(wc -l <<<"$symbols" | tr -d ' ')
echo "check-symbols: $binary: $size bytes, $count symbols, none of PeopleRoulette, Weather or Standup, and no Foundation or ICU library"
