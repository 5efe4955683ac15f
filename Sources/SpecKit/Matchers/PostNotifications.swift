import Foundation

// postNotifications: what a closure posts to a notification center.
// `expect { store.save(user) }.to(postNotifications(equal([Notification(name: .userSaved)])))`.

/// Evaluates the closure while observing `center` and matches the notifications it posted, in
/// order. Observation starts when the matcher is made, so make it in the expectation itself.
public func postNotifications<Out>(_ matcher: Matcher<[Notification]>, from center: NotificationCenter = .default) -> Matcher<Out> {
    let collector = NotificationCollector(center: center)
    return Matcher { expression in
        _ = try collector.evaluateOnce(expression)
        let (posted, descriptions) = collector.observed
        let actual = posted.isEmpty ? "no notifications" : "<\(stringify(descriptions))>"
        let result = try matcher.satisfies(Expression(location: expression.location, isClosure: false) { posted })
        return MatcherResult(
            status: result.status,
            message: result.message.replacedExpectation { message in
                .expectedCustomValueTo(message.expectedMessage, actual: actual)
            }
        )
    }
}

/// Observes a notification center from its creation until it is released.
private final class NotificationCollector: @unchecked Sendable {
    private let center: NotificationCenter
    // Described when received, on the thread that posted: a notification's object may only be
    // safe to read there (as in Nimble).
    private let posted = UncheckedLock<(notifications: [Notification], descriptions: [String])>(([], []))
    private let evaluated = Lock(false)
    private var token: (any NSObjectProtocol)?

    init(center: NotificationCenter) {
        self.center = center
        token = center.addObserver(forName: nil, object: nil, queue: nil) { [posted] notification in
            let description = stringify(notification)
            posted.withLock { posted in
                posted.notifications.append(notification)
                posted.descriptions.append(description)
            }
        }
    }

    deinit {
        if let token { center.removeObserver(token) }
    }

    var observed: (notifications: [Notification], descriptions: [String]) { posted.withLock { $0 } }

    /// Evaluates the expression the first time only (`to` and the message both ask).
    func evaluateOnce<T>(_ expression: Expression<T>) throws -> Bool {
        let first = evaluated.withLock { done in
            defer { done = true }
            return !done
        }
        if first { _ = try expression.evaluate() }
        return first
    }
}
