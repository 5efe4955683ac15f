import Foundation
import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

/// The thread a piece of async code runs on, as a number that can cross tasks.
private func currentThread() -> UInt { UInt(pthread_self()) }

private func threadOfNonisolatedCall() async -> UInt { currentThread() }

private func valueFromAnotherThread(_ value: Int) async -> (value: Int, resumedOn: UInt) {
    let received = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        Thread { continuation.resume(returning: value) }.start()
    }
    return (received, currentThread())
}

final class CallingThreadSpec: Spec {
    override func spec() {
        describe("CallingThread.run") {
            it("returns what the work returns") {
                expect(CallingThread.run { 6 * 7 }) == 42
            }
            it("runs the work, and the nonisolated async functions it awaits, on the calling thread") {
                let caller = currentThread()
                let threads = CallingThread.run { () async -> [UInt] in
                    let first = currentThread()
                    let called = await threadOfNonisolatedCall()
                    return [first, called]
                }
                expect(threads) == [caller, caller]
            }
            it("runs async let children on the calling thread too") {
                let caller = currentThread()
                let threads = CallingThread.run { () async -> [UInt] in
                    async let a = threadOfNonisolatedCall()
                    async let b = threadOfNonisolatedCall()
                    return await [a, b]
                }
                expect(threads) == [caller, caller]
            }
            it("wakes up for a continuation resumed by another thread, and goes on on the calling thread") {
                let caller = currentThread()
                let outcome = CallingThread.run { await valueFromAnotherThread(7) }
                expect(outcome.value) == 7
                expect(outcome.resumedOn) == caller
            }
            it("runs one call after another on the same thread") {
                let results = (1...3).map { index in CallingThread.run { index * 10 } }
                expect(results) == [10, 20, 30]
            }
        }
    }
}
