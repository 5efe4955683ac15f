/// What the environment asks of a run of specs: which examples, which shard, which reports.
///
/// | Variable | Meaning |
/// |---|---|
/// | `SPECKIT_FILTER=text` | only examples whose spec class name and full name contain `text` (case-insensitive) |
/// | `SPECKIT_SHARD=i/n` | run the `i`-th of `n` shards, counting from 1 (`1/4` ... `4/4`) |
/// | `TEST_TOTAL_SHARDS=n`, `TEST_SHARD_INDEX=i` | Bazel's form of the same, `i` counting from 0 |
/// | `TEST_SHARD_STATUS_FILE=path` | touched when the run is sharded, as Bazel expects |
/// | `SPECKIT_JUNIT=path` | write a JUnit XML report with one test case per example |
/// | `SPECKIT_RERUN_FAILED=1` | run only the examples that failed in the previous run (and any a crash or kill stopped) |
/// | `SPECKIT_TIMEOUT=seconds` | fail the run by name when an example takes longer (120 unless set; 0 for no limit) |
/// | `SPECKIT_BUILD_DIR=path` | keep the lists of failed and running examples under `path/speckit` instead of `.build/speckit` |
/// | `SPECKIT_MAIN_THREAD=0` | run synchronous examples on the main actor instead of the main thread |
///
/// `SPECKIT_SHARD` wins over the Bazel variables when both are set.
public struct RunSettings: Sendable, Equatable {
    /// `SPECKIT_FILTER`: run only the examples whose name contains this text.
    public static let filterVariable = "SPECKIT_FILTER"
    /// `SPECKIT_SHARD`: run one shard, written `index/count`.
    public static let shardVariable = "SPECKIT_SHARD"
    /// `TEST_TOTAL_SHARDS`: the number of shards, as Bazel and CI systems set it.
    public static let totalShardsVariable = "TEST_TOTAL_SHARDS"
    /// `TEST_SHARD_INDEX`: this run's shard, from 0.
    public static let shardIndexVariable = "TEST_SHARD_INDEX"
    /// `TEST_SHARD_STATUS_FILE`: a file touched to tell the CI system that the run understood sharding.
    public static let shardStatusFileVariable = "TEST_SHARD_STATUS_FILE"
    /// `SPECKIT_JUNIT`: where to write the JUnit XML report.
    public static let junitVariable = "SPECKIT_JUNIT"
    /// `SPECKIT_RERUN_FAILED`: `1` runs only the examples that failed last time.
    public static let rerunFailedVariable = "SPECKIT_RERUN_FAILED"
    /// More shards than this is a mistake in the job matrix, not a plan.
    public static let maximumShards = 10_000
    /// The variable that limits the time an example may take, in seconds (0 for no limit).
    public static let timeoutVariable = "SPECKIT_TIMEOUT"
    /// The variable that names the folder of the lists of failed and running examples (under its
    /// `speckit` folder); the test binary's `.build` folder unless set.
    public static let buildDirectoryVariable = "SPECKIT_BUILD_DIR"
    /// The time an example may take when `SPECKIT_TIMEOUT` is not set.
    public static let defaultTimeLimit: Duration = .seconds(120)

    /// The lowercased text examples must contain, or nil for every example.
    public var filter: String?
    /// The shard this run is, or nil for an unsharded run.
    public var shard: Shard?
    /// The file to touch when the run is sharded.
    public var shardStatusFile: String?
    /// Where to write the JUnit report, or nil for none.
    public var junitPath: String?
    /// Whether to run only the examples that failed in the previous run.
    public var rerunFailed: Bool
    /// `SPECKIT_TIMEOUT`: how long an example may run before it fails the run by name; nil for
    /// no limit.
    public var timeLimit: Duration? = RunSettings.defaultTimeLimit
    /// The examples `swift test --filter` and `--skip` select, read from the test process's
    /// command line rather than the environment; nil for every example.
    var selection: ExampleSelection?

    /// Creates settings directly; `RunSettings.current` reads them from the environment.
    public init(filter: String? = nil, shard: Shard? = nil, shardStatusFile: String? = nil, junitPath: String? = nil, rerunFailed: Bool = false) {
        self.filter = filter?.lowercased()
        self.shard = shard
        self.shardStatusFile = shardStatusFile
        self.junitPath = junitPath
        self.rerunFailed = rerunFailed
    }

    /// Reads the settings from environment variables; an empty value counts as unset.
    public init(environment: [String: String]) throws(RunSettingsError) {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        self.init(filter: value(Self.filterVariable), shardStatusFile: value(Self.shardStatusFileVariable), junitPath: value(Self.junitVariable))

        if let text = value(Self.shardVariable) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
                throw RunSettingsError(
                    variable: Self.shardVariable,
                    value: text,
                    problem: "expected i/n, the i-th of n shards counting from 1, such as 2/4"
                )
            }
            shard = try Shard.checked(index: number - 1, count: count, variable: Self.shardVariable, value: text, firstIndex: 1)
        } else if let totalText = value(Self.totalShardsVariable) {
            guard let count = Int(totalText) else {
                throw RunSettingsError(variable: Self.totalShardsVariable, value: totalText, problem: "expected a whole number of shards, such as 4")
            }
            guard let indexText = value(Self.shardIndexVariable) else {
                throw RunSettingsError(
                    variable: Self.shardIndexVariable,
                    value: "",
                    problem: "\(Self.totalShardsVariable) is set, so \(Self.shardIndexVariable) must say which shard this is, from 0"
                )
            }
            guard let index = Int(indexText) else {
                throw RunSettingsError(variable: Self.shardIndexVariable, value: indexText, problem: "expected a whole number from 0 to \(count - 1)")
            }
            shard = try Shard.checked(index: index, count: count, variable: Self.shardIndexVariable, value: indexText, firstIndex: 0)
        }

        if let text = value(Self.timeoutVariable) {
            guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                throw RunSettingsError(
                    variable: Self.timeoutVariable,
                    value: text,
                    problem: "expected the seconds an example may take, from 0 (no limit) to 86400"
                )
            }
            timeLimit = seconds == 0 ? nil : .milliseconds(Int64((seconds * 1000).rounded()))
        }

        if let text = value(Self.rerunFailedVariable) {
            switch text.lowercased() {
            case "1", "true", "yes": rerunFailed = true
            case "0", "false", "no": rerunFailed = false
            default:
                throw RunSettingsError(variable: Self.rerunFailedVariable, value: text, problem: "expected 1 (rerun what failed) or 0")
            }
        }
    }
}

/// One shard of a run: the examples dealt to position `index` of `count`.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// From 0 to `count - 1`.
    public let index: Int
    /// The number of shards.
    public let count: Int

    /// A shard; `index` must be in `0..<count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= RunSettings.maximumShards, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `2/4` for the second of four, counting from 1 as `SPECKIT_SHARD` does.
    public var description: String { "\(index + 1)/\(count)" }

    fileprivate static func checked(index: Int, count: Int, variable: String, value: String, firstIndex: Int) throws(RunSettingsError) -> Shard {
        guard count >= 1, count <= RunSettings.maximumShards else {
            throw RunSettingsError(variable: variable, value: value, problem: "the number of shards must be from 1 to \(RunSettings.maximumShards)")
        }
        guard let shard = Shard(index: index, count: count) else {
            throw RunSettingsError(variable: variable, value: value, problem: "the shard must be from \(firstIndex) to \(count - 1 + firstIndex)")
        }
        return shard
    }
}

/// An environment variable SpecKit cannot use.
public struct RunSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The environment variable.
    public let variable: String
    /// Its value.
    public let value: String
    /// What is wrong with the value.
    public let problem: String

    /// The variable, its value and the problem, in one line.
    public var description: String {
        "\(variable)=\(value): \(problem)"
    }
}
