import Foundation

/// Writes one Swift Testing suite per spec class found in a test target's sources.
///
/// A spec class is a class that inherits directly from `Spec` (`final class StackSpec: Spec`).
/// For each one the generated suite has a parameterized test whose arguments are the runnable
/// examples (each reported by its full name) and a disabled test listing the skipped ones.
public enum SpecGlueGenerator {
    public static func main(_ arguments: [String]) -> Int32 {
        var module = ""
        var output = ""
        var own: [String] = []
        var others: [(module: String, path: String)] = []
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch flag {
            case "--module": module = value
            case "--output": output = value
            case "--own": own.append(value)
            case "--other":
                if let equals = value.firstIndex(of: "=") {
                    others.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
                }
            default:
                FileHandle.standardError.write(Data("SpecKitGenerator: error: unknown argument \(flag)\n".utf8))
                return 64
            }
            index += 2
        }
        guard !module.isEmpty, !output.isEmpty else {
            FileHandle.standardError.write(Data("SpecKitGenerator: error: --module and --output are required\n".utf8))
            return 64
        }
        do {
            let ownSources = try own.map { try String(contentsOfFile: $0, encoding: .utf8) }
            let ownSpecs = ownSources.flatMap { specClasses(inSource: $0) }.sorted()
            var everySpec = ownSpecs.map { "\(module).\($0)" }
            // QuickConfiguration classes of every target join the list (without a suite), so that
            // SpecKit calls them before it builds any spec, whichever target's list it reads first.
            everySpec += ownSources.flatMap { classes(inSource: $0, inheritingFrom: configurationBaseClasses) }.map { "\(module).\($0)" }
            for other in others {
                let source = try String(contentsOfFile: other.path, encoding: .utf8)
                everySpec += specClasses(inSource: source).map { "\(other.module).\($0)" }
                everySpec += classes(inSource: source, inheritingFrom: configurationBaseClasses).map { "\(other.module).\($0)" }
            }
            let text = render(module: module, specs: ownSpecs, everySpec: everySpec.sorted())
            let url = URL(fileURLWithPath: output)
            if (try? String(contentsOf: url, encoding: .utf8)) != text {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("SpecKitGenerator: error: \(error)\n".utf8))
            return 74
        }
    }

    /// The classes a spec class inherits from directly: SpecKit's and Quick's spellings.
    public static let specBaseClasses: Set<String> = ["Spec", "QuickSpec", "AsyncSpec"]
    /// Quick's run-wide configuration class.
    public static let configurationBaseClasses: Set<String> = ["QuickConfiguration"]

    /// Names of the classes in a file that inherit directly from `Spec`, `QuickSpec` or `AsyncSpec`.
    public static func specClasses(inFile path: String) throws -> [String] {
        specClasses(inSource: try String(contentsOfFile: path, encoding: .utf8))
    }

    public static func specClasses(inSource source: String) -> [String] {
        classes(inSource: source, inheritingFrom: specBaseClasses)
    }

    /// Names of the classes in source text that inherit directly from one of `bases`.
    public static func classes(inSource source: String, inheritingFrom bases: Set<String>) -> [String] {
        var names: [String] = []
        var inMultilineString = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            // Declarations inside multi-line string literals (""" ... """) are text, not code.
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if inMultilineString || quotes > 0 {
                if quotes % 2 == 1 { inMultilineString.toggle() }
                continue
            }
            if line.hasPrefix("//") { continue }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let classIndex = words.firstIndex(of: "class"), classIndex + 2 < words.count else { continue }
            let modifiers = words[..<classIndex]
            let allowed: Set<String> = ["final", "public", "internal", "open", "@MainActor"]
            guard modifiers.allSatisfy({ allowed.contains($0) }) else { continue }
            var name = words[classIndex + 1]
            var superclass: String
            if name.hasSuffix(":") {
                name.removeLast()
                superclass = words[classIndex + 2]
            } else if words[classIndex + 2] == ":", classIndex + 3 < words.count {
                superclass = words[classIndex + 3]
            } else {
                continue
            }
            while let last = superclass.last, last == "{" || last == "," { superclass.removeLast() }
            if bases.contains(superclass), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.append(name)
            }
        }
        return names
    }

    public static func render(module: String, specs: [String], everySpec: [String]) -> String {
        var text = """
        // Generated by SpecKitPlugin for \(module). Do not edit: it is rewritten on every build.
        import Testing
        import SpecKit

        private let everySpecInThisRun: [String] = [
        \(everySpec.map { "    \"\($0)\"," }.joined(separator: "\n"))
        ]

        """
        for spec in specs {
            text += """

            @Suite("\(spec)", .serialized)
            struct SpecKitSuite_\(spec) {
                @Test("\(spec)", arguments: SpecKitTesting.runnableExamples(of: \(spec).self, everySpec: everySpecInThisRun))
                func example(_ example: SpecExample) async {
                    await SpecKitTesting.run(example, of: \(spec).self)
                }

                @Test(
                    "\(spec) (skipped examples)",
                    .disabled(
                        if: SpecKitTesting.hasSkippedExamples(of: \(spec).self, everySpec: everySpecInThisRun),
                        SpecKitTesting.skippedComment(of: \(spec).self, everySpec: everySpecInThisRun)
                    ),
                    arguments: SpecKitTesting.skippedExamples(of: \(spec).self, everySpec: everySpecInThisRun)
                )
                func skipped(_ example: SpecExample) async {}
            }

            """
        }
        return text
    }
}
