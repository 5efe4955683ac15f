/// What factories get to resolve their dependencies: Swinject's optional resolves, each with a
/// throwing counterpart, `resolving`, that says why it failed.
///
/// Class-bound (unlike Swinject's), so that the container passes itself without touching its
/// reference count, on which threads resolving from it would contend.
public protocol Resolver: AnyObject, Sendable {
    /// The instance of `serviceType`, or nil if it cannot be resolved.
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// The instance of `serviceType` registered under `name`, or nil.
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// The instance of `serviceType` whose factory takes one argument, or nil.
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service?

    /// The instance of `serviceType` registered under `name` whose factory takes one argument, or nil.
    func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service?

    /// The instance of `serviceType` whose factory takes these arguments: `resolve(Cat.self, arguments: "Mimi", true)`.
    func resolve<Service, Arg1, each Arg>(_ serviceType: Service.Type, arguments arg1: Arg1, _ args: repeat each Arg) -> Service?

    /// The instance of `serviceType` registered under `name` whose factory takes these arguments.
    func resolve<Service, Arg1, each Arg>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ args: repeat each Arg) -> Service?

    /// The instance of `serviceType` registered under `name`, or the reason it cannot be resolved.
    func resolving<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service

    /// The instance of `serviceType` under `name` whose factory takes these arguments, or why it cannot be resolved.
    func resolving<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        name: String?,
        arguments arg1: Arg1,
        _ args: repeat each Arg
    ) throws(ResolutionError) -> Service

    /// One instance of every registration of `serviceType` without arguments, whatever its name;
    /// those that fail are left out.
    func resolveAll<Service>(_ serviceType: Service.Type) -> [Service]

    /// Like `resolveAll(_:)`, but throws the first failure instead of leaving it out.
    func resolvingAll<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> [Service]

    /// The instance of `serviceType` registered under `name`, awaiting async factories.
    func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async throws(ResolutionError) -> Service
}

extension Resolver {
    /// The instance of `serviceType`, or the reason it cannot be resolved.
    public func resolving<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> Service { try resolving(serviceType, name: nil) }

    /// The instance of `serviceType` whose factory takes one argument, or the reason it cannot be resolved.
    public func resolving<Service, Arg1>(_ serviceType: Service.Type, name: String? = nil, argument: Arg1) throws(ResolutionError) -> Service {
        try resolving(serviceType, name: name, arguments: argument)
    }

    /// The instance of `serviceType` whose factory takes these arguments, or the reason it cannot be resolved.
    public func resolving<Service, Arg1, each Arg>(
        _ serviceType: Service.Type,
        arguments arg1: Arg1,
        _ args: repeat each Arg
    ) throws(ResolutionError) -> Service {
        try resolving(serviceType, name: nil, arguments: arg1, repeat each args)
    }

    /// The instance of `serviceType`, awaiting async factories.
    public func resolveAsync<Service>(_ serviceType: Service.Type) async throws(ResolutionError) -> Service {
        try await resolveAsync(serviceType, name: nil)
    }
}
