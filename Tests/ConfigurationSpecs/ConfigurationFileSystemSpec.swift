import Configuration
import Foundation
import Platform
import PlatformTesting
import SpecKit

#if canImport(Glibc)
import Glibc
#endif

/// A file system that reports one directory as unreadable, as a directory of mode 000 is for
/// anyone but root: specs of the loader's answer run under root too.
private struct UnreadableDirectoryFiles: ConfigurationFileSystem {
    let unreadable: String
    let real = LocalConfigurationFileSystem()
    func isDirectory(_ url: URL) -> Bool { url.path != unreadable && real.isDirectory(url) }
    func exists(_ url: URL) -> Bool { !url.path.hasPrefix(unreadable) && real.exists(url) }
    func contents(of url: URL) throws -> Data { try real.contents(of: url) }
    func entries(of directory: URL) -> [String] { real.entries(of: directory) }
    func directoryProblem(_ url: URL) -> String? { url.path == unreadable ? "permission denied" : nil }
}

final class ConfigurationFileSystemSpec: Spec {
    override func spec() {
        let directory = TemporaryDirectory(creating: ["home", "work"])
        afterEach { directory.remove() }

        describe("LocalConfigurationFileSystem.directoryProblem") {
            let files = LocalConfigurationFileSystem()
            it("finds none in a readable directory, or where nothing is") {
                directory.write("home/.config/sample/default.json", "{}")
                expect(files.directoryProblem(URL(fileURLWithPath: directory.path("home/.config/sample")))).to(beNil())
                expect(files.directoryProblem(URL(fileURLWithPath: directory.path("home/.config/nothing")))).to(beNil())
            }
            if geteuid() == 0 {
                pending("root reads every directory: a directory of mode 000 is unreadable only to other users")
            } else {
                it("says permission denied for a directory of mode 000, and for one below it") {
                    directory.write("home/.config/sample/default.json", "{}")
                    let config = directory.path("home/.config")
                    expect(chmod(config, 0)) == 0
                    defer { _ = chmod(config, 0o700) }
                    expect(files.directoryProblem(URL(fileURLWithPath: config))) == "permission denied"
                    expect(files.directoryProblem(URL(fileURLWithPath: config + "/sample"))) == "permission denied"
                }
            }
        }

        describe("ConfigurationLoader given an unreadable configuration directory") {
            it("fails with exit 74, the path and what to do, instead of skipping its settings") {
                directory.write("home/.config/sample/default.json", #"{"people.name": "from the file"}"#)
                let unreadable = directory.path("home/.config/sample")
                let loader = ConfigurationLoader(
                    schema: try SampleSettings.schema(),
                    environment: DictionaryEnvironment([:]),
                    locations: directory.locations,
                    search: .app("sample", locations: directory.locations),
                    fileSystem: UnreadableDirectoryFiles(unreadable: unreadable)
                )
                var failure: ConfigurationError?
                do { _ = try loader.load(ConfigurationRequest()) } catch let error as ConfigurationError { failure = error }
                expect(failure) == .unreadableDirectory(path: unreadable, reason: "permission denied")
                expect(failure?.message) == "cannot read configuration directory \(unreadable): permission denied"
                expect(failure?.hint).to(contain("--config-dir"))
                expect(failure?.exitCode) == .ioError
            }
        }
    }
}
