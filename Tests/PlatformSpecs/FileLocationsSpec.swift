import Foundation
import Platform
import SpecKit

final class FileLocationsSpec: Spec {
    override func spec() {
        describe("SystemFileLocations") {
            let cwd = URL(fileURLWithPath: "/work")
            context("when XDG_DATA_HOME is set to an absolute path") {
                it("uses it as the data home") {
                    let locations = SystemFileLocations(
                        environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data"] as DictionaryEnvironment,
                        currentDirectory: cwd
                    )
                    expect(locations.dataHome.path) == "/data"
                }
            }
            context("when XDG_DATA_HOME is not set") {
                it("uses ~/.local/share") {
                    let locations = SystemFileLocations(environment: ["HOME": "/home/ana"] as DictionaryEnvironment, currentDirectory: cwd)
                    expect(locations.dataHome.path) == "/home/ana/.local/share"
                }
            }
            context("when XDG_DATA_HOME is relative") {
                it("ignores it, as the XDG specification says") {
                    let locations = SystemFileLocations(
                        environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "data"] as DictionaryEnvironment,
                        currentDirectory: cwd
                    )
                    expect(locations.dataHome.path) == "/home/ana/.local/share"
                }
            }
            context("when XDG_CONFIG_HOME is set to an absolute path") {
                it("uses it as the config home") {
                    let locations = SystemFileLocations(
                        environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/etc/ana"] as DictionaryEnvironment,
                        currentDirectory: cwd
                    )
                    expect(locations.configHome.path) == "/etc/ana"
                }
            }
            context("when XDG_CONFIG_HOME is not set or relative") {
                it("uses ~/.config") {
                    let unset = SystemFileLocations(environment: ["HOME": "/home/ana"] as DictionaryEnvironment, currentDirectory: cwd)
                    let relative = SystemFileLocations(
                        environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "conf"] as DictionaryEnvironment,
                        currentDirectory: cwd
                    )
                    expect(unset.configHome.path) == "/home/ana/.config"
                    expect(relative.configHome.path) == "/home/ana/.config"
                }
            }
            context("when no working directory is given") {
                it("uses the process's own") {
                    let locations = SystemFileLocations(environment: ["HOME": "/home/ana"] as DictionaryEnvironment)
                    expect(locations.currentDirectory.path) == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).path
                }
            }
            context("when TMPDIR is set") {
                it("uses it as the temporary directory") {
                    let locations = SystemFileLocations(
                        environment: ["HOME": "/home/ana", "TMPDIR": "/scratch"] as DictionaryEnvironment,
                        currentDirectory: cwd
                    )
                    expect(locations.temporaryDirectory.path) == "/scratch"
                    expect(locations.homeDirectory.path) == "/home/ana"
                }
            }
            it("expands ~ and relative paths") {
                let locations = SystemFileLocations(environment: ["HOME": "/home/ana"] as DictionaryEnvironment, currentDirectory: cwd)
                expect(locations.expand("~/people.json").path) == "/home/ana/people.json"
                expect(locations.expand("people.json").path) == "/work/people.json"
                expect(locations.expand("/etc/people.json").path) == "/etc/people.json"
            }
        }
        describe("BufferedConsole") {
            it("collects what is written to each stream") {
                let console = BufferedConsole()
                try console.standardOutput.write("out")
                try console.standardError.write("err")
                expect(console.output.text) == "out"
                expect(console.error.text) == "err"
            }
        }
    }
}
