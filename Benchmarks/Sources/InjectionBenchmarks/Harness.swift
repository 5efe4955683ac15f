// A small, robust timing harness: warm up, run several rounds, keep the median.

/// Takes ownership of an object, as code keeping a resolved instance does (it stores it, which
/// releases the one stored before), so that the optimizer can drop neither the work that made it
/// nor the reference counting an owned result needs. Not generic: an unspecialized generic sink
/// would cost more (value-witness calls) than a singleton resolve.
@inline(never)
func blackHole(_ object: consuming AnyObject?) {
    sink = object
}

/// `blackHole` for code running on several threads at once (`sink` is one unguarded global):
/// only borrows the object.
@inline(never)
func blackHoleShared(_ object: AnyObject?) {
    withExtendedLifetime(object) {}
}

/// Keeps a value alive so that the optimizer cannot drop the work that made it.
@inline(never)
func blackHoleValue<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Nanoseconds per operation: `body` runs `iterations` operations per round; the median of `rounds`
/// rounds is returned, after one warm-up round.
func measure(iterations requested: Int, rounds: Int = 9, _ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    // Calibrate: about 30 ms per round, at most the requested count.
    var iterations = 16
    while iterations < requested {
        let elapsed = clock.measure { body(iterations) }
        if elapsed > .milliseconds(30) { break }
        iterations *= 2
    }
    iterations = min(iterations, requested)
    var samples: [Double] = []
    for _ in 0..<rounds {
        let elapsed = clock.measure { body(iterations) }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(iterations))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Nanoseconds per operation for several bodies measured in interleaved rounds (one round of
/// each in turn), so that a change of machine load during the run affects them alike. Each body
/// runs `count` operations per call; iteration counts are calibrated to about 20 ms per round.
func measureInterleaved(rounds: Int = 9, limit: Int, _ bodies: [(Int) -> Void]) -> [Double] {
    let clock = ContinuousClock()
    func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
    let counts = bodies.map { body -> Int in
        var iterations = 16
        while iterations < limit {
            if clock.measure({ body(iterations) }) > .milliseconds(20) { break }
            iterations *= 2
        }
        return min(iterations, limit)
    }
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<rounds {
        for (index, body) in bodies.enumerated() {
            let count = counts[index]
            samples[index].append(nanoseconds(clock.measure { body(count) }) / Double(count))
        }
    }
    return samples.map { values in values.sorted()[values.count / 2] }
}

/// Wall time in nanoseconds of `threads` threads each running `body` once, started together.
func wallTime(threads: Int, _ body: @escaping @Sendable () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        let group = ThreadGroup()
        for _ in 0..<threads { group.spawn(body) }
        group.join()
    }
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}
