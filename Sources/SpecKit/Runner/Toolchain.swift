#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The toolchain a test process runs on, as far as the process can tell, for the line that says
/// SpecKit met a shape it does not know (`UnknownShape`): the compiler that built SpecKit, and the
/// Swift runtime library the process loaded (from `/proc/self/maps` on Linux), so the reader can
/// match it against `swift --version`.
package enum Toolchain {
    /// `Swift 6.3 compiler, runtime /opt/swift/usr/lib/swift/linux/libswiftCore.so`.
    package static let description: String = {
        var text = "Swift \(compiler) compiler"
        if let runtime = runtimeLibrary { text += ", runtime \(runtime)" }
        return text
    }()

    /// The version of the compiler that built SpecKit; the newest SpecKit names is given as a floor.
    static var compiler: String {
        #if compiler(>=6.4)
        return "6.4 or later"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }

    /// Where the process's Swift runtime comes from: the path of `libswiftCore.so`, or the
    /// executable when the runtime is linked in; nil where SpecKit cannot read the memory map.
    static var runtimeLibrary: String? {
        #if os(Linux)
        let maps = MemoryMaps.current()
        if let core = maps.mappings.first(where: { $0.path.hasSuffix("/libswiftCore.so") }) { return core.path }
        return maps.mappings.first { $0.path.hasPrefix("/") }.map { "linked into \($0.path)" }
        #else
        return nil
        #endif
    }
}
