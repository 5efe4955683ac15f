// Nimble's module name, for suites ported from Nimble: `import Nimble` and module-qualified names
// (`Nimble.PollingDefaults.timeout`, `Nimble.equal(_:)`) keep compiling. Everything is SpecKit's:
// this module only re-exports it (see the SpecKit reference, "From Quick and Nimble").
@_exported import SpecKit
