// Quick 7's `AsyncBehavior`, the behaviour class of its `AsyncSpec`s. In SpecKit every example and
// hook may await, in a `Behavior` as anywhere, so the two are one class.

/// Quick's behaviour class for `AsyncSpec`s, whose examples await: the same class as ``Behavior``,
/// included with the same `itBehavesLike(_:context:)`.
///
/// ```swift
/// final class AFetcher: AsyncBehavior<Fetcher> {
///     override class func spec(_ context: @escaping () -> Fetcher) {
///         it("fetches") { await expect { try await context().fetch() }.to(equal("ok")) }
///     }
/// }
///
/// final class FetcherSpec: AsyncSpec {
///     override class func spec() {
///         itBehavesLike(AFetcher.self) { Fetcher(url: .example) }
///     }
/// }
/// ```
///
/// Quick keeps the two apart (a `QuickSpec` includes `Behavior`s, an `AsyncSpec` `AsyncBehavior`s);
/// SpecKit accepts either in any spec.
public typealias AsyncBehavior<Context> = Behavior<Context>
