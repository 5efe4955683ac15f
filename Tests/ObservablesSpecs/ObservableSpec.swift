import Dispatch
import Observables
import Platform
import SpecKit

final class ObservableSpec: Spec {
    override func spec() {
        describe("Observable") {
            var temperature: Observable<Int>!
            beforeEach { temperature = Observable(18) }

            context("when bound") {
                it("calls the observer at once with the current value") {
                    let seen = LockedValue<[Int]>([])
                    let token = temperature.bind { value in seen.update { $0.append(value) } }
                    expect(seen.value) == [18]
                    token.unbind()
                }
                it("then calls it with every new value, in order") {
                    let seen = LockedValue<[Int]>([])
                    let token = temperature.bind { value in seen.update { $0.append(value) } }
                    temperature.value = 19
                    temperature.value = 21
                    expect(seen.value) == [18, 19, 21]
                    expect(temperature.value) == 21
                    token.unbind()
                }
                it("calls it even when the new value equals the old one") {
                    let seen = LockedValue<[Int]>([])
                    let token = temperature.bind { value in seen.update { $0.append(value) } }
                    temperature.value = 18
                    expect(seen.value) == [18, 18]
                    token.unbind()
                }
            }

            context("with several observers") {
                it("tells each of them every value") {
                    let first = LockedValue<[Int]>([])
                    let second = LockedValue<[Int]>([])
                    let firstToken = temperature.bind { value in first.update { $0.append(value) } }
                    temperature.value = 20
                    let secondToken = temperature.bind { value in second.update { $0.append(value) } }
                    temperature.value = 22
                    expect(first.value) == [18, 20, 22]
                    expect(second.value) == [20, 22]
                    expect(temperature.observerCount) == 2
                    firstToken.unbind()
                    secondToken.unbind()
                }
            }

            context("when an observer is unbound") {
                it("is not called again, while the others still are") {
                    let unbound = LockedValue<[Int]>([])
                    let kept = LockedValue<[Int]>([])
                    let unboundToken = temperature.bind { value in unbound.update { $0.append(value) } }
                    let keptToken = temperature.bind { value in kept.update { $0.append(value) } }
                    unboundToken.unbind()
                    temperature.value = 25
                    expect(unbound.value) == [18]
                    expect(kept.value) == [18, 25]
                    expect(temperature.observerCount) == 1
                    keptToken.unbind()
                }
            }

            context("when the token is released") {
                it("unbinds the observer") {
                    let seen = LockedValue<[Int]>([])
                    var token: ObservationToken? = temperature.bind { value in seen.update { $0.append(value) } }
                    expect(token).toNot(beNil())
                    token = nil
                    temperature.value = 30
                    expect(seen.value) == [18]
                    expect(temperature.observerCount) == 0
                }
            }

            context("when an observer sets the value itself") {
                it("delivers that value after the current one, without deadlocking") {
                    let seen = LockedValue<[Int]>([])
                    let observed: Observable<Int> = temperature
                    let clamp = observed.bind { value in
                        if value > 40 { observed.value = 40 }
                    }
                    let recorder = temperature.bind { value in seen.update { $0.append(value) } }
                    temperature.value = 45
                    expect(temperature.value) == 40
                    expect(seen.value) == [18, 45, 40]
                    clamp.unbind()
                    recorder.unbind()
                }
            }

            context("when many threads update it at the same time") {
                it("loses no update, and every observer sees each value once, in order") {
                    let counter = Observable(0)
                    let seen = LockedValue<[Int]>([])
                    let token = counter.bind { value in seen.update { $0.append(value) } }
                    DispatchQueue.concurrentPerform(iterations: 1000) { _ in
                        counter.update { $0 += 1 }
                    }
                    expect(counter.value) == 1000
                    expect(seen.value.count) == 1001
                    expect(seen.value) == Array(0...1000)
                    token.unbind()
                }
                it("calls every new observer before bind returns while other threads deliver") {
                    let counter = Observable(0)
                    let calledBeforeReturn = LockedValue(0)
                    DispatchQueue.concurrentPerform(iterations: 400) { index in
                        if index.isMultiple(of: 4) {
                            let called = LockedValue(false)
                            let token = counter.bind { _ in called.update { $0 = true } }
                            if called.value { calledBeforeReturn.update { $0 += 1 } }
                            token.unbind()
                        } else {
                            counter.update { $0 += 1 }
                        }
                    }
                    expect(counter.value) == 300
                    expect(calledBeforeReturn.value) == 100
                    expect(counter.observerCount) == 0
                }
            }
        }
    }
}
