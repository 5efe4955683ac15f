import Foundation
import SpecKit

/// The temporary HOME and working directory of a `CommandRobot`, shared by the robot, its fluent
/// copies and its results, and removed from disk when the last of them is gone.
final class RobotDirectories: Sendable {
    let root: URL
    let home: URL
    let workingDirectory: URL

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("speckit-robot-\(UUID().uuidString)", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        workingDirectory = root.appendingPathComponent("work", isDirectory: true)
        try? create()
    }

    /// Creates both directories if they are missing.
    func create() throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
    }

    /// A path as specs write it: `~/x` inside HOME, `/x` as is, anything else inside the working
    /// directory.
    func resolve(_ path: String) -> URL {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return workingDirectory.appendingPathComponent(path)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}
