import Foundation
import SpecKit

private enum Kitchen: Error, Equatable {
    case burnt
    case empty(shelf: Int)
}

private struct Dish {
    let name: String
    let calories: Int?
}

private func validate(_ text: String) -> ToSucceedResult {
    text.isEmpty ? .failed(reason: "the name is empty") : .succeeded
}

private func beEven() -> AsyncMatcher<Int> {
    AsyncMatcher.simple("be even") { expression in
        guard let value = try await expression.evaluate() else { return .fail }
        return MatcherStatus(bool: value.isMultiple(of: 2))
    }
}

private actor Pantry {
    var items = ["flour", "eggs"]
}

/// Nimble's matchers and operators, written as a Nimble user writes them, with Nimble's messages.
final class NimbleMatchersSpec: Spec {
    override func spec() {
        describe("beTruthy and beFalsy") {
            it("treat true, 1 and non-zero loosely, and nil as falsy") {
                await expectNoFailures {
                    expect(true).to(beTruthy())
                    expect(1).to(beTruthy())
                    expect(1.0).to(beTruthy())
                    expect(false).to(beFalsy())
                    expect(0).to(beFalsy())
                    expect(nil as Bool?).to(beFalsy())
                    expect(nil as Int?).toNot(beTruthy())
                }
            }
            it("fail with Nimble's messages") {
                await expectFailures("expected to be truthy, got <false>") { expect(false).to(beTruthy()) }
                await expectFailures("expected to be truthy, got <nil>") { expect(nil as Bool?).to(beTruthy()) }
                await expectFailures("expected to be falsy, got <true>") { expect(true).to(beFalsy()) }
                await expectFailures("expected to not be falsy, got <0>") { expect(0).toNot(beFalsy()) }
            }
        }

        describe("matchError") {
            it("matches an error value by equality, domain and code, or type") {
                let error: any Error = Kitchen.empty(shelf: 2)
                await expectNoFailures {
                    expect(error).to(matchError(Kitchen.empty(shelf: 2)))
                    expect(error).to(matchError(Kitchen.self))
                    expect(error).toNot(matchError(Kitchen.burnt))
                    expect(error).toNot(matchError(CocoaError(.fileNoSuchFile)))
                }
            }
            it("fails with Nimble's messages") {
                let error: any Error = Kitchen.burnt
                await expectFailures("expected to match error <empty(shelf: 1)>, got <burnt>") { expect(error).to(matchError(Kitchen.empty(shelf: 1))) }
                await expectFailures("expected to match error from type <CocoaError>, got <burnt>") { expect(error).to(matchError(CocoaError.self)) }
                await expectFailures("expected to match error <burnt>, got no error (use beNil() to match nils)") { expect(nil as (any Error)?).to(matchError(Kitchen.burnt)) }
            }
        }

        describe("containElementSatisfying") {
            it("passes when some element passes the test") {
                await expectNoFailures {
                    expect([1, 2, 3]).to(containElementSatisfying { $0 == 2 })
                    expect([1, 2, 3]).toNot(containElementSatisfying({ $0 > 3 }, "that is over 3"))
                }
            }
            it("fails with Nimble's messages") {
                await expectFailures("expected to find object in collection that satisfies matcher") { expect([1, 2, 3]).to(containElementSatisfying { $0 > 5 }) }
                await expectFailures("expected to find object in collection that is over 5") { expect([1, 2, 3]).to(containElementSatisfying({ $0 > 5 }, "that is over 5")) }
                await expectFailures("expected to not find object in collection that satisfies matcher") { expect([1, 2, 3]).toNot(containElementSatisfying { $0 == 1 }) }
            }
            it("takes an async test") {
                let pantry = Pantry()
                await expectNoFailures {
                    await expect(["eggs"]).to(containElementSatisfying { item in await pantry.items.contains(item) })
                }
                await expectFailures("expected to find object in collection that satisfies matcher", line: #line + 1) {
                    await expect(["milk"]).to(containElementSatisfying { item in await pantry.items.contains(item) })
                }
            }
        }

        describe("beWithin") {
            it("checks half-open and closed ranges") {
                await expectNoFailures {
                    expect(5).to(beWithin(1..<10))
                    expect(10).to(beWithin(1...10))
                    expect(10).toNot(beWithin(1..<10))
                }
                await expectFailures("expected to be within range <(1..<10)>, got <10>") { expect(10).to(beWithin(1..<10)) }
                await expectFailures("expected to be within range <(1.0...2.0)>, got <2.5>") { expect(2.5).to(beWithin(1.0...2.0)) }
                await expectFailures("expected to be within range <(1...2)>, got <nil> (use beNil() to match nils)") { expect(nil as Int?).to(beWithin(1...2)) }
            }
        }

        describe("≈ and ±") {
            it("compare floating-point values within a delta") {
                await expectNoFailures {
                    expect(3.14159) ≈ 3.1416
                    expect(3.14159) ≈ (3.14, 0.01)
                    expect(3.14159) == 3.14 ± 0.01
                    expect(3.14159) ≈ 3.14 ± 0.01
                    expect([0.1, 0.2]) ≈ [0.10001, 0.20001]
                }
                await expectFailures("expected to be close to <3.14> (within 0.001), got <3.1416>") { expect(3.14159) == 3.14 ± 0.001 }
                await expectFailures("expected to be close to <3.0> (within 0.0001), got <3.1416>") { expect(3.14159) ≈ 3 }
            }
        }

        describe("succeed") {
            it("passes when the closure succeeds, and fails with its reason") {
                await expectNoFailures { expect { validate("soup") }.to(succeed()) }
                await expectFailures("expected to succeed, got <failed> because <the name is empty>") { expect { validate("") }.to(succeed()) }
                await expectFailures("expected to not succeed, got <succeeded>") { expect { validate("soup") }.toNot(succeed()) }
            }
        }

        describe("beVoid") {
            it("passes when a closure returns") {
                await expectNoFailures {
                    expect { () }.to(beVoid())
                    expect(()) == ()
                    expect(nil as Void?) != ()
                }
                await expectFailures("expected to be void, got <nil>") { expect(nil as Void?).to(beVoid()) }
                await expectFailures("expected to not be void, got <()>") { expect(()) != () }
            }
        }

        describe("elementsEqual") {
            it("compares sequences of different types element by element") {
                await expectNoFailures {
                    expect([3, 2, 1].reversed()).to(elementsEqual([1, 2, 3]))
                    expect(1...3).to(elementsEqual([1, 2, 3]))
                    expect(["a", "b"]).to(elementsEqual(["A", "B"], by: { $0.uppercased() == $1 }))
                }
                await expectFailures("expected to elementsEqual <[1, 2]>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(elementsEqual([1, 2])) }
                await expectFailures("expected to elementsEqual <nil>, got <[1]> (use beNil() to match nils)") { expect([1]).to(elementsEqual(nil as [Int]?)) }
            }
        }

        describe("map") {
            it("matches a part of the value") {
                let soup = Dish(name: "soup", calories: 120)
                await expectNoFailures {
                    expect(soup).to(map(\.name, equal("soup")))
                    expect(soup).to(map({ $0.calories }, beGreaterThan(100)))
                    expect(soup).to(compactMap({ $0.calories }, equal(120)))
                }
                // As in Nimble, the value shown is the whole value, not the part the matcher saw.
                await expectFailures(#"expected to equal <stew>, got <Dish(name: "soup", calories: Optional(120))>"#) { expect(soup).to(map(\.name, equal("stew"))) }
                await expectFailures("expected to Map from Dish to Int (use beNil() to match nils)") { expect(nil as Dish?).to(compactMap({ $0.calories }, equal(1))) }
            }
            it("maps with an async transform") {
                let pantry = Pantry()
                await expectNoFailures { await expect("eggs").to(map({ await pantry.items.contains($0) }, beTrue())) }
                await expectFailures("expected to be true, got <milk>") { await expect("milk").to(map({ await pantry.items.contains($0) }, beTrue())) }
            }
        }

        describe("not") {
            it("negates a matcher inside compositions") {
                await expectNoFailures {
                    expect([1]).to(not(beEmpty()))
                    expect("").to(satisfyAnyOf(not(beEmpty()), equal("")))
                }
                await expectFailures("expected to not be empty, got <[]>") { expect([Int]()).to(not(beEmpty())) }
                await expectFailures("expected to not equal <1>, got <1>") { expect(1).to(not(equal(1))) }
            }
        }

        describe("the operators") {
            it("read as Nimble's: == != < <= > >= === !==") {
                let dish = NSObject()
                await expectNoFailures {
                    expect(1 + 1) == 2
                    expect(1 + 1) != 3
                    expect(2) > 1
                    expect(2) >= 2
                    expect(1) < 2
                    expect(2) <= 2
                    expect(dish) === dish
                    expect(dish) !== NSObject()
                    expect((404, "Not Found")) == (404, "Not Found")
                    expect((1, 2, 3)) != (1, 2, 4)
                }
                await expectFailures("expected to not equal <2>, got <2>") { expect(1 + 1) != 2 }
                await expectFailures("expected to equal <(404, \"Gone\")>, got <(404, \"Not Found\")>") { expect((404, "Not Found")) == (404, "Gone") }
            }
        }

        describe("beginWith(prefix:) and be") {
            it("check a prefix of any sequence type, and identity") {
                let dish = NSObject()
                await expectNoFailures {
                    expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
                    expect(1...3).to(beginWith(prefix: [1]))
                    expect(["a", "b"]).to(beginWith(prefix: ["A"], by: { $0.uppercased() == $1 }))
                    expect(dish).to(be(dish))
                }
                await expectFailures("expected to begin with <[2]>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(beginWith(prefix: [2])) }
            }
        }

        describe("postNotifications") {
            it("matches what a closure posts") {
                let center = NotificationCenter()
                let saved = Notification(name: Notification.Name("saved"))
                await expectNoFailures {
                    expect { center.post(saved) }.to(postNotifications(equal([saved]), from: center))
                    expect { () }.toNot(postNotifications(equal([saved]), from: center))
                }
                let described = stringify(saved)
                await expectFailures("expected to equal <[]>, got <[\(described)]>") { expect { center.post(saved) }.to(postNotifications(equal([]), from: center)) }
                await expectFailures("expected to equal <[\(described)]>, got no notifications") { expect { () }.to(postNotifications(equal([saved]), from: center)) }
            }
        }

        describe("AsyncMatcher") {
            it("awaits inside the matcher") {
                await expectNoFailures {
                    await expect(4).to(beEven())
                    await expect { await Pantry().items.count }.to(beEven())
                    await expect(3).toNot(beEven())
                }
                await expectFailures("expected to be even, got <3>") { await expect(3).to(beEven()) }
                await expectFailures("expected to not be even, got <2>") { await expect { 2 }.toNot(beEven()) }
            }
        }

        describe("async expect") {
            it("awaits the expression, as expecta does") {
                let pantry = Pantry()
                await expectNoFailures {
                    await expect { await pantry.items }.to(contain("eggs"))
                    await expect { await pantry.items.count } == 2
                }
                await expectFailures("expected to equal <3>, got <2>") { await expect { await pantry.items.count }.to(equal(3)) }
            }
        }
    }
}
