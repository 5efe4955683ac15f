// Quick's module name, for suites ported from Quick: `import Quick` and module-qualified names
// (`Quick.QuickSpec`, `Quick.QuickConfiguration`) keep compiling. Everything is SpecKit's: this
// module only re-exports it (see the SpecKit reference, "From Quick and Nimble").
@_exported import SpecKit
