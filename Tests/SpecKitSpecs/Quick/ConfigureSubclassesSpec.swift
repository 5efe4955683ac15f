import SpecKit
import Synchronization

/// Hidden from the plugin, which lists the direct subclasses of `QuickConfiguration` only: these
/// are configured by the spec below alone.
typealias SampleConfiguration = QuickConfiguration

/// How many times each sample configuration was configured.
private let configureCounts = Mutex<[String: Int]>([:])

/// A configuration that adds nothing to the run, and counts its calls.
final class CountedConfigurationA: SampleConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configureCounts.withLock { $0["A", default: 0] += 1 }
    }
}

/// Another one, configured only when every subclass is.
final class CountedConfigurationB: SampleConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configureCounts.withLock { $0["B", default: 0] += 1 }
    }
}

/// `QuickConfiguration.configureSubclasses`, for code that runs specs outside `swift test`'s path.
final class ConfigureSubclassesSpec: Spec {
    override func spec() {
        describe("QuickConfiguration.configureSubclasses") {
            it("configures each class given, once per process") {
                QuickConfiguration.configureSubclasses([CountedConfigurationA.self])
                QuickConfiguration.configureSubclasses([CountedConfigurationA.self])
                expect(configureCounts.withLock { $0 }) == ["A": 1]
            }

            it("configures every subclass of the process when given no list, still once each") {
                QuickConfiguration.configureSubclasses()
                expect(configureCounts.withLock { $0 }) == ["A": 1, "B": 1]
            }
        }
    }
}
