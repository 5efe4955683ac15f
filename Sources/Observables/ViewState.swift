/// What a screen (or a terminal view) is showing: nothing yet, a spinner, the content, or a
/// failure. Presenters publish it through an `Observable`; views switch over it.
///
/// ```swift
/// let state = Observable<ViewState<Weather>>(.idle)
/// state.value = .loading
/// once(weatherWorker, location).observe { state.value = ViewState($0) }
///
/// let token = state.bind { state in
///     switch state {
///     case .idle: break
///     case .loading: spinner.start()
///     case .success(let weather): table.show(weather)
///     case .failure(let error): console.error("\(error)")
///     }
/// }
/// ```
///
/// A failure holds the error itself, as the presenter chose to publish it (its own error type
/// with the message to show, say), so a view that reports errors (a command line's error
/// printer) gets it as it is.
public enum ViewState<Value: Sendable>: Sendable {
    /// Nothing asked for yet.
    case idle
    /// Waiting for the content.
    case loading
    /// The content arrived.
    case success(Value)
    /// Loading failed, with this error.
    case failure(any Error)

    /// `.success` with the value, or `.failure` with the error.
    public init(_ result: Result<Value, any Error>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// The content, when the state is `.success`.
    public var value: Value? {
        guard case .success(let value) = self else { return nil }
        return value
    }

    /// The error, when the state is `.failure`.
    public var failure: (any Error)? {
        guard case .failure(let error) = self else { return nil }
        return error
    }

    /// Whether the state is `.loading`.
    public var isLoading: Bool {
        guard case .loading = self else { return false }
        return true
    }

    /// Whether loading has finished, well (`.success`) or badly (`.failure`).
    public var isFinished: Bool {
        switch self {
        case .success, .failure: true
        case .idle, .loading: false
        }
    }

    /// The same state with `transform` applied to the content, if any: for turning a model into
    /// what the view shows.
    ///
    /// ```swift
    /// let shown: ViewState<String> = state.map { "\($0.temperature) °C" }
    /// ```
    public func map<Shown: Sendable>(_ transform: (Value) -> Shown) -> ViewState<Shown> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .success(let value): .success(transform(value))
        case .failure(let error): .failure(error)
        }
    }
}

extension ViewState: Equatable where Value: Equatable {
    /// Whether both are the same state: equal content, or failures with errors of one type that
    /// describe themselves alike (errors need not be `Equatable`).
    public static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.loading, .loading): true
        case let (.success(left), .success(right)): left == right
        case let (.failure(left), .failure(right)):
            ObjectIdentifier(type(of: left)) == ObjectIdentifier(type(of: right)) && String(describing: left) == String(describing: right)
        default: false
        }
    }
}
