/// The program that writes a test target's glue, run by `/bin/sh` (POSIX sh and awk, on every
/// Linux and macOS): no tool to build, so nothing of ours is compiled or linked again when the
/// build switches between `swift build` and `swift test`, and running it for every test target
/// costs milliseconds.
///
/// Arguments: the module, the output file, then awk operands: `mod=<Module> own=1` before the
/// target's own sources, `mod=<Other> own=0` before each other test target's sources. It finds the
/// classes that inherit from `Spec`, `QuickSpec` or `AsyncSpec`, directly or through classes of
/// the same target (`FooSpec: BaseSpec`, `BaseSpec: QuickSpec`; modifiers `final`, `public`, `internal`, `open`,
/// `@MainActor`; not in comments or multi-line string literals; inside `#if` blocks, under the
/// condition of their branch, which the glue tests again), writes one Swift Testing test per
/// own spec class and the list of every spec class of the run (with the `QuickConfiguration`
/// subclasses of every target, which get no test: SpecKit runs them before any spec), the target's
/// `PluginSpecList` (how SpecKit's census tells a spec class no plugin found), and replaces the output only when
/// its text changes, so an unchanged glue file compiles nothing again.
///
/// The text between the markers is checked by `Tests/SpecKitSpecs/Runner/SpecGlueScriptSpec.swift`,
/// which runs it.
enum GlueScript {
    static let text = #"""
        # speckit-glue-script-begin
        set -eu
        module=$1
        output=$2
        shift 2
        found=$(awk '
        BEGIN {
            split("final public internal open @MainActor", names, " ")
            for (i in names) allowed[names[i]] = 1
        }
        FNR == 1 { inString = 0; depth = 0 }
        {
            line = $0
            sub(/^[ \t]+/, "", line)
            sub(/[ \t\r]+$/, "", line)
            copy = line
            quotes = gsub(/"""/, "", copy)
            if (inString || quotes > 0) {
                if (quotes % 2 == 1) inString = !inString
                next
            }
            if (substr(line, 1, 2) == "//") next
            # Conditional compilation: the condition each branch of an #if holds under, for the glue
            # to test the same (a class compiled out must not be named).
            if (line ~ /^#(if|elseif|else|endif)([ \t(!]|$)/) {
                directive = line
                sub(/[ \t(!].*$/, "", directive)
                condition = substr(line, length(directive) + 1)
                sub(/[ \t]*\/\/.*$/, "", condition)
                sub(/^[ \t]+/, "", condition)
                if (directive == "#if") {
                    depth++
                    branch[depth] = "(" condition ")"
                    taken[depth] = "(" condition ")"
                } else if (directive == "#elseif" && depth > 0) {
                    branch[depth] = "!(" taken[depth] ") && (" condition ")"
                    taken[depth] = taken[depth] " || (" condition ")"
                } else if (directive == "#else" && depth > 0) {
                    branch[depth] = "!(" taken[depth] ")"
                } else if (directive == "#endif" && depth > 0) {
                    depth--
                }
                next
            }
            count = split(line, words, /[ \t]+/)
            at = 0
            for (i = 1; i <= count; i++) if (words[i] == "class") { at = i; break }
            if (at == 0 || at + 2 > count) next
            for (i = 1; i < at; i++) if (!(words[i] in allowed)) next
            name = words[at + 1]
            if (name ~ /:$/) {
                name = substr(name, 1, length(name) - 1)
                parent = words[at + 2]
            } else if (words[at + 2] == ":" && at + 3 <= count) {
                parent = words[at + 3]
            } else next
            while (parent ~ /[{,]$/) parent = substr(parent, 1, length(parent) - 1)
            if (name !~ /^[A-Za-z0-9_]+$/) next
            guardId = 0
            if (depth > 0) {
                condition = branch[1]
                for (i = 2; i <= depth; i++) condition = condition " && " branch[i]
                if (!(condition in guardOf)) {
                    guardOf[condition] = ++guards
                    print "guard " guards " " condition
                }
                guardId = guardOf[condition]
            }
            if (parent == "QuickConfiguration" || parent == "Quick.QuickConfiguration") {
                print (guardId ? "everyif " guardId " " : "every ") mod "." name
                next
            }
            classes++
            className[classes] = name
            parentName[classes] = parent
            moduleName[classes] = mod
            isOwn[classes] = own
            classGuard[classes] = guardId
        }
        END {
            spec["Spec"] = 1; spec["QuickSpec"] = 1; spec["AsyncSpec"] = 1
            spec["SpecKit.Spec"] = 1; spec["SpecKit.QuickSpec"] = 1; spec["SpecKit.AsyncSpec"] = 1
            spec["Quick.QuickSpec"] = 1; spec["Quick.AsyncSpec"] = 1
            do {
                grown = 0
                for (i = 1; i <= classes; i++) {
                    if (i in found) continue
                    parent = parentName[i]
                    if (parent in spec || (moduleName[i] SUBSEP parent) in inModule || parent in qualified) {
                        found[i] = 1
                        inModule[moduleName[i] SUBSEP className[i]] = 1
                        qualified[moduleName[i] "." className[i]] = 1
                        grown = 1
                    }
                }
            } while (grown)
            for (i = 1; i <= classes; i++) {
                if (!(i in found)) continue
                if (isOwn[i] == 1) print (classGuard[i] ? "ownif " classGuard[i] " " : "own ") className[i]
                print (classGuard[i] ? "everyif " classGuard[i] " " : "every ") moduleName[i] "." className[i]
            }
        }' "$@" </dev/null)
        own=$(printf '%s\n' "$found" | sed -n 's/^own //p' | LC_ALL=C sort)
        every=$(printf '%s\n' "$found" | sed -n 's/^every //p' | LC_ALL=C sort)
        # Classes declared inside #if: "<guard number> <name>" lines, tested under the same condition.
        ownif=$(printf '%s\n' "$found" | sed -n 's/^ownif //p' | LC_ALL=C sort -k 2)
        everyif=$(printf '%s\n' "$found" | sed -n 's/^everyif //p' | LC_ALL=C sort -k 2)
        guard_condition() { printf '%s\n' "$found" | sed -n "s/^guard $1 //p"; }
        emit_test() {
            printf '\n@Test("%s")\nfunc specKitExamples_%s() async {\n' "$1" "$1"
            printf '    await SpecKitTesting.runExamples(of: %s.self, everySpec: everySpecInThisRun)\n}\n' "$1"
        }
        temporary="$output.$$.tmp"
        {
            printf '// Generated by SpecKitPlugin for %s. Do not edit: it is rewritten on every build.\n' "$module"
            printf 'import Testing\nimport SpecKit\n\nprivate let everySpecInThisRun: [String] = [\n'
            for name in $every; do printf '    "%s",\n' "$name"; done
            if [ -n "$everyif" ]; then printf '] + everyConditionalSpecInThisRun\n'; else printf ']\n'; fi
            if [ -n "$everyif" ]; then
                printf '\nprivate var everyConditionalSpecInThisRun: [String] {\n    var names: [String] = []\n'
                printf '%s\n' "$everyif" | while read -r number name; do
                    printf '    #if %s\n    names.append("%s")\n    #endif\n' "$(guard_condition "$number")" "$name"
                done
                printf '    return names\n}\n'
            fi
            for name in $own; do emit_test "$name"; done
            if [ -n "$ownif" ]; then
                printf '%s\n' "$ownif" | while read -r number name; do
                    printf '\n#if %s' "$(guard_condition "$number")"
                    emit_test "$name"
                    printf '#endif\n'
                done
            fi
            printf '\nfinal class SpecKitPluginSpecList_%s: PluginSpecList {\n' "$module"
            printf '    override class var specClasses: [String] { [\n'
            for name in $own; do printf '        "%s.%s",\n' "$module" "$name"; done
            printf '    ] }\n}\n'

        } > "$temporary"
        if cmp -s "$temporary" "$output"; then rm -f "$temporary"; else mv -f "$temporary" "$output"; fi
        # speckit-glue-script-end
        """#
}
