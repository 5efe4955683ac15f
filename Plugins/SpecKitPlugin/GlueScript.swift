/// The program that writes a test target's glue, run by `/bin/sh` (POSIX sh and awk, on every
/// Linux and macOS): no tool to build, so nothing of ours is compiled or linked again when the
/// build switches between `swift build` and `swift test`, and running it for every test target
/// costs milliseconds.
///
/// Arguments: the module, the output file, then awk operands: `mod=<Module> own=1` before the
/// target's own sources, `mod=<Other> own=0` before each other test target's sources. It finds the
/// classes that inherit from `Spec`, `QuickSpec` or `AsyncSpec`, directly or through classes of
/// the same target (`FooSpec: BaseSpec`, `BaseSpec: QuickSpec`; modifiers `final`, `public`,
/// `internal`, `open`, `@MainActor`; not in `//` comments, `/* */` comments that open a line, or
/// multi-line string literals), writes one Swift Testing test per own spec class and the list of
/// every spec class of the run (with the `QuickConfiguration` subclasses of every target, which get
/// no test: SpecKit runs them before any spec), the target's `PluginSpecList` (how SpecKit's census
/// tells a spec class no plugin found), and replaces the output only when its text changes, so an
/// unchanged glue file compiles nothing again.
///
/// Conditional compilation: a class declared between `#if` and `#endif` carries the conjunction of
/// the branches around it (`#if A` gives `(A)`, its `#elseif B` branch `!(A) && (B)`, its `#else`
/// `!(A) && !(B)`, nested blocks are ANDed), and a subclass also its parent's, and the glue puts
/// everything that names the class (its test, its entries in both lists) under that `#if`. A class
/// that a false condition leaves out must not be named, or the glue fails to compile (`cannot find
/// 'QuickContextTests' in scope`), nor listed, or the runner fails the run for a class it cannot
/// find. Swift takes no `#if` inside an array literal, so a list with such an entry is built by
/// appends; a list without one keeps its literal, so the glue of a target without conditions is the
/// text it always was and compiles nothing again. The conditions of another target's classes are
/// read by this target's compiler: the same answer for `os`, `canImport` and `SWIFT_PACKAGE`, not
/// for a `-D` flag set on one target only.
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
        # A condition is a list of conjuncts joined by SUBSEP, "" when there is none; a conjunct
        # holds " && " and " || " of its own, so the list is joined for Swift only when printed.
        function conjoin(first, second,    parts, count, k) {
            if (first == "") return second
            count = split(second, parts, SUBSEP)
            for (k = 1; k <= count; k++) if (index(SUBSEP first SUBSEP, SUBSEP parts[k] SUBSEP) == 0) first = first SUBSEP parts[k]
            return first
        }
        function swift(condition,    parts, count, k, text) {
            count = split(condition, parts, SUBSEP)
            text = parts[1]
            for (k = 2; k <= count; k++) text = text " && " parts[k]
            return text
        }
        # The condition under which class i is a spec class: its own, and that of a declaration of its
        # parent (any of them, when the parent is declared in several branches), so that a subclass of
        # a base spec class declared only under a false condition is left out with it.
        function reach(i,    key, ids, list, count, k, c, total, first, either) {
            if (i in reached) return reached[i]
            if (i in visiting) return never
            if (parentName[i] in spec) return reached[i] = ownCondition[i]
            visiting[i] = 1
            ids = ""
            key = moduleName[i] SUBSEP parentName[i]
            if (key in definitions) ids = definitions[key]
            if (parentName[i] in definitions) ids = ids definitions[parentName[i]]
            count = split(ids, list, " ")
            total = 0
            for (k = 1; k <= count; k++) {
                c = reach(list[k])
                if (c == never) continue
                if (c == "") { total = -1; break }
                total++
                if (total == 1) first = c
                either = either (total > 1 ? " || " : "") (index(c, SUBSEP) ? "(" swift(c) ")" : c)
            }
            delete visiting[i]
            if (total == 0) return reached[i] = never
            if (total == -1) c = ""
            else if (total == 1) c = first
            else c = "(" either ")"
            return reached[i] = conjoin(ownCondition[i], c)
        }
        BEGIN {
            split("final public internal open @MainActor", names, " ")
            for (i in names) allowed[names[i]] = 1
            never = "\036"
        }
        FNR == 1 { inString = 0; inComment = 0; depth = 0; current = "" }
        {
            line = $0
            sub(/^[ \t]+/, "", line)
            sub(/[ \t\r]+$/, "", line)
            copy = line
            quotes = gsub(/"""/, "", copy)
            if (inString) {
                if (quotes % 2 == 1) inString = 0
                next
            }
            # A /* */ comment is followed only from a line that it opens (Swift nests them): a /*
            # after code on a line may be inside a one-line string literal, and is left alone.
            if (inComment > 0 || substr(line, 1, 2) == "/*") {
                inComment += gsub(/\/\*/, "", copy)
                inComment -= gsub(/\*\//, "", copy)
                if (inComment < 0) inComment = 0
                next
            }
            if (quotes > 0) {
                if (quotes % 2 == 1) inString = 1
                next
            }
            if (substr(line, 1, 2) == "//") next
            # Each open #if keeps the condition of its current branch and the negation of the
            # branches before it (passed), which #elseif and #else build on.
            if (substr(line, 1, 1) == "#") {
                keyword = substr(line, 2)
                sub(/[^A-Za-z0-9_].*$/, "", keyword)
                text = substr(line, length(keyword) + 2)
                sub(/\/\/.*$/, "", text)
                sub(/^[ \t]+/, "", text)
                sub(/[ \t]+$/, "", text)
                if (keyword == "if") {
                    depth++
                    branch[depth] = "(" text ")"
                    passed[depth] = "!(" text ")"
                } else if (keyword == "elseif" && depth > 0) {
                    branch[depth] = conjoin(passed[depth], "(" text ")")
                    passed[depth] = conjoin(passed[depth], "!(" text ")")
                } else if (keyword == "else" && depth > 0) {
                    branch[depth] = passed[depth]
                } else if (keyword == "endif" && depth > 0) {
                    depth--
                }
                current = ""
                for (k = 1; k <= depth; k++) current = conjoin(current, branch[k])
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
            if (parent == "QuickConfiguration" || parent == "Quick.QuickConfiguration") { print "every " mod "." name "\t" swift(current); next }
            classes++
            className[classes] = name
            parentName[classes] = parent
            moduleName[classes] = mod
            isOwn[classes] = own
            ownCondition[classes] = current
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
                    if (parent in spec || (moduleName[i] SUBSEP parent) in definitions || parent in definitions) {
                        found[i] = 1
                        definitions[moduleName[i] SUBSEP className[i]] = definitions[moduleName[i] SUBSEP className[i]] " " i
                        definitions[moduleName[i] "." className[i]] = definitions[moduleName[i] "." className[i]] " " i
                        grown = 1
                    }
                }
            } while (grown)
            for (i = 1; i <= classes; i++) {
                if (!(i in found)) continue
                condition = reach(i)
                if (condition == never) continue
                if (isOwn[i] == 1) print "own " className[i] "\t" swift(condition)
                print "every " moduleName[i] "." className[i] "\t" swift(condition)
            }
        }' "$@" </dev/null)
        temporary="$output.$$.tmp"
        printf '%s\n' "$found" | LC_ALL=C sort | awk -v module="$module" '
        # Swift takes no #if inside an array literal: a list that names a class declared under a
        # condition is built by statements, the name appended under the same #if, in the same order.
        function statements(list, conditions, count, indent,    k, open) {
            open = count > 0 && conditions[1] == ""
            printf "%svar names: [String] = %s\n", indent, open ? "[" : "[]"
            for (k = 1; k <= count; k++) {
                if (conditions[k] == "") {
                    if (!open) printf "%snames += [\n", indent
                    open = 1
                    printf "%s    \"%s\",\n", indent, list[k]
                } else {
                    if (open) printf "%s]\n", indent
                    open = 0
                    printf "%s#if %s\n%snames.append(\"%s\")\n%s#endif\n", indent, conditions[k], indent, list[k], indent
                }
            }
            if (open) printf "%s]\n", indent
            printf "%sreturn names\n", indent
        }
        BEGIN { FS = "\t" }
        {
            split($1, head, " ")
            if (head[1] == "own") {
                owns++
                ownName[owns] = head[2]
                qualified[owns] = module "." head[2]
                ownCondition[owns] = $2
                if ($2 != "") ownConditional = 1
            } else if (head[1] == "every") {
                everys++
                everyName[everys] = head[2]
                everyCondition[everys] = $2
                if ($2 != "") everyConditional = 1
            }
        }
        END {
            printf "// Generated by SpecKitPlugin for %s. Do not edit: it is rewritten on every build.\n", module
            printf "import Testing\nimport SpecKit\n\n"
            if (everyConditional) {
                printf "private let everySpecInThisRun: [String] = {\n"
                statements(everyName, everyCondition, everys, "    ")
                printf "}()\n"
            } else {
                printf "private let everySpecInThisRun: [String] = [\n"
                for (k = 1; k <= everys; k++) printf "    \"%s\",\n", everyName[k]
                printf "]\n"
            }
            for (k = 1; k <= owns; k++) {
                printf "\n"
                if (ownCondition[k] != "") printf "#if %s\n", ownCondition[k]
                printf "@Test(\"%s\")\nfunc specKitExamples_%s() async {\n", ownName[k], ownName[k]
                printf "    await SpecKitTesting.runExamples(of: %s.self, everySpec: everySpecInThisRun)\n}\n", ownName[k]
                if (ownCondition[k] != "") printf "#endif\n"
            }
            printf "\nfinal class SpecKitPluginSpecList_%s: PluginSpecList {\n", module
            if (ownConditional) {
                printf "    override class var specClasses: [String] {\n"
                statements(qualified, ownCondition, owns, "        ")
                printf "    }\n}\n"
            } else {
                printf "    override class var specClasses: [String] { [\n"
                for (k = 1; k <= owns; k++) printf "        \"%s\",\n", qualified[k]
                printf "    ] }\n}\n"
            }
        }' > "$temporary"
        if cmp -s "$temporary" "$output"; then rm -f "$temporary"; else mv -f "$temporary" "$output"; fi
        # speckit-glue-script-end
        """#
}
