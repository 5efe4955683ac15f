import Platform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A line on standard error that reports long work over many items: how many are done of how
/// many, the item being worked on, and the rate and time left once they are known. It is
/// redrawn in place and erased by `finish()`.
///
/// It draws nothing unless its output is a terminal (so pipes, files and CI logs stay clean);
/// a command gets one through `CommandOutput.withProgress(_:total:_:)`, which also draws nothing
/// under `--quiet` or `--json`. While it is drawn on the process's terminal, Ctrl-C erases it
/// before the process dies (`InterruptCleanup`).
///
/// ```swift
/// let people = try await output.withProgress("Refreshing", total: addresses.count) { progress in
///     try await addresses.concurrentMap(maxConcurrent: 4) { address in
///         defer { progress.advance(item: address) }
///         return try await source.person(at: address)
///     }
/// }
/// // Refreshing  12/40  30%  ada@example.com  4.0/s  7 s left
/// ```
///
/// It is safe to use from concurrent tasks: each call redraws the whole line under a lock.
public final class ProgressLine: Sendable {
    private struct State {
        var completed = 0
        var item: String?
        var started: Date?
        var lastDrawn: Date?
        var installedCleanup = false
        var finished = false
    }

    /// What the line says first: `Refreshing`.
    public let title: String
    /// How many items the work has, or nil when that is not known (then no percentage or time left).
    public let total: Int?
    /// Whether anything is drawn at all: the output is a terminal and the caller allowed it.
    public let isShown: Bool
    private let output: any TextOutput
    private let clock: any TimeSource
    private let minimumInterval: TimeInterval
    private let state = Lock(State())

    /// Creates a progress line for work over `total` items (nil when unknown); nothing is drawn
    /// until the first `advance` or `working(on:)`.
    ///
    /// - Parameters:
    ///   - title: What the line says first; its control characters are escaped.
    ///   - total: How many items the work has, or nil when that is not known.
    ///   - output: Where the line is drawn, usually standard error; nothing is drawn unless it is a terminal.
    ///   - enabled: False draws nothing whatever the output (`--quiet`, `--json`).
    ///   - clock: The time the rate and the time left are measured with; specs pass a `FixedClock`.
    ///   - minimumInterval: The least time between two redraws, so a fast loop does not flood the
    ///     terminal; the first and the last item are always drawn.
    public init(
        _ title: String,
        total: Int? = nil,
        output: any TextOutput,
        enabled: Bool = true,
        clock: any TimeSource = SystemTimeSource(),
        minimumInterval: TimeInterval = 0.1
    ) {
        self.title = ControlCharacters.escaped(title)
        self.total = total.map { Swift.max(0, $0) }
        self.output = output
        isShown = enabled && output.isTerminal
        self.clock = clock
        self.minimumInterval = minimumInterval
    }

    /// How many items are done so far.
    public var completed: Int { state.withLock { $0.completed } }

    /// Counts `count` more items done (one by default) and redraws the line, naming `item` as
    /// the last one worked on when given.
    public func advance(by count: Int = 1, item: String? = nil) {
        update { state in
            state.completed += Swift.max(0, count)
            if let item { state.item = item }
        }
    }

    /// Names the item being worked on now, without counting anything done, and redraws the line.
    public func working(on item: String) {
        update { $0.item = item }
    }

    /// Erases the line, if one was drawn, and removes the Ctrl-C cleanup it installed. Calling it
    /// again does nothing; later calls to `advance` still count, but draw nothing.
    public func finish() {
        guard isShown else { return }
        let (drawn, installed) = state.withLock { state -> (Bool, Bool) in
            defer {
                state.finished = true
                state.installedCleanup = false
            }
            return (state.finished ? false : state.lastDrawn != nil, state.installedCleanup)
        }
        if drawn { try? output.write(Self.clearLine) }
        if installed { InterruptCleanup.uninstall() }
    }

    /// The text of the line (without the erase that precedes it) for these figures.
    static func text(title: String, completed: Int, total: Int?, item: String?, elapsed: TimeInterval) -> String {
        var parts = [title]
        if let total {
            parts.append("\(completed)/\(total)")
            if total > 0 { parts.append("\(Swift.min(100, completed * 100 / total))%") }
        } else {
            parts.append("\(completed)")
        }
        if let item, !item.isEmpty { parts.append(shortened(ControlCharacters.escaped(item))) }
        if elapsed > 0, completed > 0 {
            let rate = Double(completed) / elapsed
            parts.append(rate >= 10 ? "\(Int(rate.rounded()))/s" : "\((rate * 10).rounded() / 10)/s")
            if let total, total > completed {
                parts.append("\(durationText(Double(total - completed) / rate)) left")
            }
        }
        return parts.joined(separator: "  ")
    }

    /// Erases the current line and returns to its start.
    static let clearLine = "\r\u{1B}[2K"

    private func update(_ change: (inout State) -> Void) {
        guard isShown else {
            state.withLock { change(&$0) }
            return
        }
        let now = clock.now
        let (line, install) = state.withLock { state -> (String?, Bool) in
            change(&state)
            guard !state.finished else { return (nil, false) }
            let started = state.started ?? now
            state.started = started
            let last = state.completed == total
            if let drawn = state.lastDrawn, !last, now.timeIntervalSince(drawn) < minimumInterval { return (nil, false) }
            state.lastDrawn = now
            let install = !state.installedCleanup && output is FileDescriptorOutput
            if install { state.installedCleanup = true }
            let text = Self.text(title: title, completed: state.completed, total: total, item: state.item, elapsed: now.timeIntervalSince(started))
            return (Self.clearLine + text, install)
        }
        if install { InterruptCleanup.install() }
        if let line { try? output.write(line) }
    }

    /// At most 40 characters: an item is a hint, and a long one would wrap the line.
    private static func shortened(_ item: String) -> String {
        item.count <= 40 ? item : String(item.prefix(39)) + "…"
    }

    /// `7 s`, `2 min 5 s`, `1 h 3 min`.
    private static func durationText(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 1e7 else { return "a long time" }
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }
}
