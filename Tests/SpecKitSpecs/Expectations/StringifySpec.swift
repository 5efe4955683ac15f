import Foundation
import SpecKit

private struct Money: TestOutputStringConvertible {
    let cents: Int
    var testDescription: String { "\(cents / 100).\(cents % 100) EUR" }
}

private struct Plain {
    let value: Int
}

final class StringifySpec: Spec {
    override func spec() {
        describe("stringify") {
            it("shows strings unquoted, as Nimble does") {
                expect(stringify("hello")) == "hello"
                expect(stringify(["a", "b"])) == "[a, b]"
            }
            it("shows nil as nil") {
                expect(stringify(nil as Int?)) == "nil"
                expect(bracketed(nil as Int?)) == "<nil>"
            }
            it("shows floating-point numbers with at most four decimals") {
                expect(stringify(3.0)) == "3.0"
                expect(stringify(1.25)) == "1.25"
                expect(stringify(1.2001)) == "1.2001"
                expect(stringify(0.1 + 0.2)) == "0.3000"
                expect(stringify(Float(1.5))) == "1.5"
            }
            it("describes the elements of an array one by one") {
                expect(stringify([1.5, 0.1 + 0.2])) == "[1.5, 0.3000]"
                expect(stringify([1, nil] as [Int?])) == "[Optional(1), nil]"
            }
            it("uses the debug description of dictionaries and sets") {
                expect(stringify(["a": 1])) == "[\"a\": 1]"
                expect(stringify(Set([1]))) == "Set([1])"
            }
            it("describes data by length") {
                expect(stringify(Data([1, 2, 3]))).to(endWith(",length=3>"))
            }
            it("uses a type's own test description, then its description") {
                expect(stringify(Money(cents: 350))) == "3.50 EUR"
                expect(stringify(Plain(value: 1))) == "Plain(value: 1)"
            }
        }
    }
}
