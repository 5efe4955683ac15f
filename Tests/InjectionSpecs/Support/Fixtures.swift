import Injection
import Synchronization

// Services the specs register and resolve.

protocol Animal: AnyObject {
    var name: String? { get }
}

final class Cat: Animal {
    let name: String?
    let sleeping: Bool
    init(name: String? = nil, sleeping: Bool = false) {
        self.name = name
        self.sleeping = sleeping
    }
}

final class Dog: Animal {
    let name: String?
    init(name: String? = nil) { self.name = name }
}

struct Turtle {
    var name: String
}

protocol Food: AnyObject {}
final class Sushi: Food {}

protocol Person: AnyObject {}
final class PetOwner: Person {
    var pet: (any Animal)?
    var favoriteFood: (any Food)?
    init(pet: (any Animal)? = nil) { self.pet = pet }
}

// Circular dependencies through initCompleted.
protocol ParentProtocol: AnyObject {}
protocol ChildProtocol: AnyObject {}
final class Parent: ParentProtocol {
    var child: (any ChildProtocol)?
    init(child: (any ChildProtocol)? = nil) { self.child = child }
}
final class Child: ChildProtocol {
    weak var parent: (any ParentProtocol)?
}

// A small app-like graph, registered by initializer.
protocol APIRequesting: AnyObject {}
final class APIStub: APIRequesting { init() {} }
final class LiveAPI: APIRequesting { init() {} }

protocol UsersHandling: AnyObject {
    var api: any APIRequesting { get }
}
final class UsersHandler: UsersHandling {
    let api: any APIRequesting
    init(api: any APIRequesting) { self.api = api }
}

final class ViewModel {
    let users: any UsersHandling
    init(users: any UsersHandling) { self.users = users }
}

/// A counter safe to bump from factories running on several threads.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    init() {}
    func bump() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

/// A Behavior that records what it is told.
final class BehaviorSpy: Behavior {
    var names: [String?] = []
    var types: [Any.Type] = []

    func container<Type, Service>(
        _ container: Container,
        didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        names.append(name)
        types.append(type)
    }
}
