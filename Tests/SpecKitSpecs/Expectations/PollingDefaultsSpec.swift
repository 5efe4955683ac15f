import SpecKit

final class PollingDefaultsSpec: Spec {
    override func spec() {
        describe("PollingDefaults") {
            it("starts at one second and ten milliseconds, as in Nimble") {
                expect(PollingDefaults.timeout) == .seconds(1)
                expect(PollingDefaults.pollInterval) == .milliseconds(10)
            }
            it("can be changed from many tasks at once") {
                // Other specs may poll meanwhile: only values that cannot shorten their polls are set.
                await withTaskGroup(of: Void.self) { group in
                    for step in 0..<50 {
                        group.addTask {
                            PollingDefaults.timeout = .seconds(1) + .milliseconds(step)
                            PollingDefaults.pollInterval = .milliseconds(10)
                            _ = PollingDefaults.timeout
                        }
                    }
                }
                expect(PollingDefaults.timeout) >= .seconds(1)
                PollingDefaults.reset()
                expect(PollingDefaults.timeout) == .seconds(1)
            }
        }
    }
}
