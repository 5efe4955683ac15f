// Nimble's module name, for suites ported from Nimble: `import Nimble` and module-qualified names
// (`Nimble.PollingDefaults.timeout`, `Nimble.equal(_:)`) keep compiling. Everything is SpecKit's:
// this module only re-exports it (see docs/SpecKit.md, "From Quick and Nimble").
@_exported import SpecKit
