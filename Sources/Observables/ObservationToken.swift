import Platform

/// Keeps an observer bound to an `Observable`: call `unbind()`, or let the last reference to the
/// token go, and the observer is not called again.
///
/// ```swift
/// final class UVView {
///     private var tokens: [ObservationToken] = []
///     func show(_ viewModel: UVIndexViewModel) {
///         tokens.append(viewModel.state.bind { [weak self] in self?.render($0) })
///     }
/// }
/// ```
///
/// An observer already running on another thread when `unbind()` is called finishes that call.
public final class ObservationToken: Sendable {
    private let unbindAction: Lock<(@Sendable () -> Void)?>

    init(_ unbind: @escaping @Sendable () -> Void) {
        unbindAction = Lock(unbind)
    }

    /// Stops the observer; calling it again does nothing.
    public func unbind() {
        let action = unbindAction.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        action?()
    }

    deinit {
        unbind()
    }
}
