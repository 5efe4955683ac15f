import Foundation
import Platform
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

final class EnvironmentVariablesSpec: Spec {
    override func spec() {
        describe("ProcessEnvironment") {
            it("gives each variable of the process, as the whole environment lists it") {
                let environment = ProcessEnvironment()
                let all = environment.all
                expect(all).toNot(beEmpty())
                for (name, value) in all.prefix(20) {
                    expect(environment[name]) == value
                }
            }
            it("agrees with ProcessInfo") {
                let environment = ProcessEnvironment()
                expect(environment.all) == ProcessInfo.processInfo.environment
            }
            it("has no value for a variable that is not set") {
                expect(ProcessEnvironment()["ROULETTE_SPEC_SURELY_UNSET_VARIABLE"]).to(beNil())
            }
            it("has no value for a name no variable can have") {
                let environment = ProcessEnvironment()
                expect(environment[""]).to(beNil())
                expect(environment["PATH=/usr/bin"]).to(beNil())
                expect(environment["PA\u{0}TH"]).to(beNil())
            }
            #if canImport(Glibc)
            it("reads a variable when it is asked for") {
                let environment = ProcessEnvironment()
                setenv("ROULETTE_SPEC_LATE_VARIABLE", "late", 1)
                defer { unsetenv("ROULETTE_SPEC_LATE_VARIABLE") }
                expect(environment["ROULETTE_SPEC_LATE_VARIABLE"]) == "late"
                expect(environment.all["ROULETTE_SPEC_LATE_VARIABLE"]) == "late"
            }
            #endif
        }
    }
}
