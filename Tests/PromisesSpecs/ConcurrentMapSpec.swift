import Platform
import Promises
import SpecKit

/// How many transforms run at once, and the most there ever were.
private final class Gauge: Sendable {
    private let counts = LockedValue((running: 0, most: 0, started: 0))
    func enter() {
        counts.update {
            $0.running += 1
            $0.started += 1
            $0.most = max($0.most, $0.running)
        }
    }
    func leave() { counts.update { $0.running -= 1 } }
    var most: Int { counts.value.most }
    var started: Int { counts.value.started }
}

private struct Failure: Error, Equatable {}

final class ConcurrentMapSpec: Spec {
    override func spec() {
        describe("concurrentMap(maxConcurrent:)") {
            it("gives the results in the order of the elements") {
                let doubled = try await [5, 1, 4, 2, 3].concurrentMap(maxConcurrent: 3) { value in
                    for _ in 0..<(value * 10) { await Task.yield() }
                    return value * 2
                }
                expect(doubled) == [10, 2, 8, 4, 6]
            }
            it("never runs more transforms at once than allowed") {
                let gauge = Gauge()
                let results = try await Array(0..<40).concurrentMap(maxConcurrent: 4) { value in
                    gauge.enter()
                    defer { gauge.leave() }
                    for _ in 0..<20 { await Task.yield() }
                    return value
                }
                expect(results) == Array(0..<40)
                expect(gauge.most).to(beLessThanOrEqualTo(4))
                expect(gauge.started) == 40
            }
            it("runs them at the same time, up to the limit") {
                // Each of the first two waits for the other to start: only running together ends them.
                let gates = [AsyncSignal(), AsyncSignal()]
                let results = try await [0, 1].concurrentMap(maxConcurrent: 2) { index in
                    gates[index].open()
                    _ = await gates[1 - index].wait(upTo: .seconds(30))
                    return index
                }
                expect(results) == [0, 1]
            }
            it("returns nothing for no elements") {
                let results = try await [Int]().concurrentMap(maxConcurrent: 2) { $0 }
                expect(results).to(beEmpty())
            }
            it("counts a limit below 1 as 1") {
                let gauge = Gauge()
                _ = try await [1, 2, 3].concurrentMap(maxConcurrent: 0) { value in
                    gauge.enter()
                    defer { gauge.leave() }
                    await Task.yield()
                    return value
                }
                expect(gauge.most) == 1
            }
            it("rethrows the first error and starts nothing after it") {
                let gauge = Gauge()
                let error = await capturedError {
                    try await Array(0..<20).concurrentMap(maxConcurrent: 1) { value in
                        gauge.enter()
                        defer { gauge.leave() }
                        if value == 2 { throw Failure() }
                        return value
                    }
                }
                expect(error as? Failure) == Failure()
                expect(gauge.started) == 3
            }
            it("stops when the calling task is cancelled, starting no more") {
                let gauge = Gauge()
                let started = AsyncSignal()
                let task = Task {
                    try await Array(0..<10).concurrentMap(maxConcurrent: 2) { value in
                        gauge.enter()
                        defer { gauge.leave() }
                        started.open()
                        try await Task.sleep(for: .seconds(3600))
                        return value
                    }
                }
                _ = await started.wait(upTo: .seconds(30))
                task.cancel()
                let error = await capturedError { try await task.value }
                expect(error).to(beAKindOf(CancellationError.self))
                expect(gauge.started).to(beLessThanOrEqualTo(2))
            }
        }
    }
}

/// The error an async body throws, or nil when it returns.
private func capturedError<T>(_ body: () async throws -> T) async -> (any Error)? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}
