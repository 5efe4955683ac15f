import Foundation
import SpecKit

final class MatchSpec: Spec {
    override func spec() {
        describe("match with a pattern") {
            it("passes when the string contains a match") {
                await expectNoFailures { expect("at 11:14 sharp").to(match(#"\d{2}:\d{2}"#)) }
                await expectNoFailures { expect("hello").toNot(match(#"\d{2}:\d{2}"#)) }
                await expectNoFailures { expect("11:14").to(match(#"^\d{2}:\d{2}$"#)) }
            }
            it("fails without a match") {
                await expectFailures(#"expected to match <\d{2}:\d{2}>, got <hello>"#) { expect("hello").to(match(#"\d{2}:\d{2}"#)) }
            }
            it("fails toNot with a match") {
                await expectFailures(#"expected to not match <\d{2}:\d{2}>, got <11:14>"#) { expect("11:14").toNot(match(#"\d{2}:\d{2}"#)) }
            }
            it("fails both ways for an invalid pattern, and says so") {
                await expectFailures("expected to match <[a>, got <a> (the pattern is not a valid regular expression)") { expect("a").to(match("[a")) }
                await expectFailures("expected to not match <[a>, got <a> (the pattern is not a valid regular expression)") { expect("a").toNot(match("[a")) }
            }
            it("fails both ways for nil") {
                await expectFailures(#"expected to match <\d>, got <nil> (use beNil() to match nils)"#) { expect(nil as String?).to(match(#"\d"#)) }
                await expectFailures(#"expected to not match <\d>, got <nil> (use beNil() to match nils)"#) { expect(nil as String?).toNot(match(#"\d"#)) }
            }
        }

        describe("match with an NSRegularExpression") {
            it("passes and fails like a pattern") {
                let expression = try NSRegularExpression(pattern: #"^[a-z]+$"#)
                await expectNoFailures { expect("abc").to(match(expression)) }
                await expectFailures("expected to match <^[a-z]+$>, got <ABC>") { expect("ABC").to(match(expression)) }
                await expectFailures("expected to not match <^[a-z]+$>, got <abc>") { expect("abc").toNot(match(expression)) }
            }
        }

        describe("match with a Swift Regex") {
            it("passes when the string contains a match") {
                await expectNoFailures { expect("2 users").to(match(/\d+ users/)) }
                await expectNoFailures { expect("no users").toNot(match(/\d+ users/)) }
            }
            it("fails with the regex's name") {
                await expectFailures("expected to match <regex>, got <no users>") { expect("no users").to(match(/\d+ users/)) }
                await expectFailures("expected to not match <a user count>, got <2 users>") { expect("2 users").toNot(match(/\d+ users/, named: "a user count")) }
            }
        }
    }
}
