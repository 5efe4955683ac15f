import CLI
import Composition
import CompositionTesting
import Configuration
import Foundation
import Injection
import Platform
import SpecKit

// A small component wired the way the apps' components are: a protocol with implementations
// chosen by a setting, a service built on it, a command that resolves it.

protocol Greeting: Sendable {
    func hello(_ name: String) -> String
}

struct EnglishGreeting: Greeting {
    func hello(_ name: String) -> String { "Hello, \(name)!" }
}

struct SpanishGreeting: Greeting {
    func hello(_ name: String) -> String { "¡Hola, \(name)!" }
}

final class Greeter: Sendable {
    let greeting: any Greeting
    let clock: any TimeSource

    init(greeting: any Greeting, clock: any TimeSource) {
        self.greeting = greeting
        self.clock = clock
    }
}

enum GreetingSettings {
    enum Language: String, CaseIterable, Sendable {
        case english, spanish, klingon
    }

    static let language = Setting<Language>.oneOf(
        "greeting.language",
        default: .english,
        doc: "The language of greetings."
    )
    static let name = Setting.string("greeting.name", default: "Ana", doc: "Who is greeted when no name is given.")
    static let seed = Setting.integer("greeting.seed", in: 0...Int.max, default: nil, doc: "Seeds the random source.")
}

struct GreetingAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = [GreetingSettings.language, GreetingSettings.name, GreetingSettings.seed]

    let greeting: ChosenImplementation<any Greeting, GreetingSettings.Language>
    let greeter: Implementation<Greeter>
    let random: Implementation<any RandomSource>

    init(context: AssemblyContext) throws {
        random = try context.randomSource(seededBy: GreetingSettings.seed)
        greeting = try context.choose(
            (any Greeting).self,
            by: GreetingSettings.language,
            [
                Candidate(.english, EnglishGreeting.self) { _ in EnglishGreeting() },
                Candidate(.spanish, SpanishGreeting.self, initializer: SpanishGreeting.init),
            ]
        )
        greeter = context.fixed(Greeter.self, Greeter.self, initializer: Greeter.init)
    }

    func assemble(container: Container) {
        greeting.register(in: container)
        greeter.register(in: container)
        random.register(in: container).inObjectScope(.container)
    }
}

/// The keys of the notes component.
enum NotesSettings {
    enum Backend: String, CaseIterable, Sendable {
        case sqlite, memory
    }

    static let backend = Setting<Backend>.oneOf("storage.backend", default: .sqlite, doc: "Where notes are kept.")
    static let path = Setting.path("storage.path", default: "~/notes.txt", doc: "The notes file.")
    static let all: [any SettingDeclaring] = [backend, path]
}

/// A component on the disk: chosen by `storage.backend`, so a test container asks for a mock.
protocol NotesStoring: Sendable {
    func notes() throws -> [String]
}

struct InMemoryNotesStore: NotesStoring {
    func notes() throws -> [String] { ["from memory"] }
}

struct FileNotesStore: NotesStoring {
    let file: URL
    func notes() throws -> [String] { [file.path] }
}

struct NotesStoreStub: NotesStoring {
    let stored: [String]
    func notes() throws -> [String] { stored }
}

final class NotesKeeper: Sendable {
    let store: any NotesStoring
    init(store: any NotesStoring) { self.store = store }
}

struct NotesAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = NotesSettings.all

    let store: ChosenImplementation<any NotesStoring, NotesSettings.Backend>
    let keeper: Implementation<NotesKeeper>

    init(context: AssemblyContext) throws {
        let file = try context.configuration.value(of: NotesSettings.path)
        store = try context.choose(
            (any NotesStoring).self,
            by: NotesSettings.backend,
            [
                Candidate(.sqlite, FileNotesStore.self) { _ in FileNotesStore(file: file) },
                Candidate(.memory, InMemoryNotesStore.self) { _ in InMemoryNotesStore() },
            ]
        )
        keeper = context.fixed(NotesKeeper.self, NotesKeeper.self, initializer: NotesKeeper.init)
    }

    func assemble(container: Container) {
        store.register(in: container).inObjectScope(.container)
        keeper.register(in: container)
    }
}

/// Declares the notes keys alike: the schema keeps one of each.
struct OtherNotesAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = NotesSettings.all
    init(context: AssemblyContext) throws {}
    func assemble(container: Container) {}
}

/// Declares `storage.backend` differently from `NotesAssembly`.
struct ClashingNotesAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = [Setting.choice("storage.backend", among: ["postgres"], default: "postgres", doc: "Elsewhere.")]
    init(context: AssemblyContext) throws {}
    func assemble(container: Container) {}
}

/// A failure a spec can name.
struct ExampleFailure: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}

/// Registers a service whose dependency nobody registers: validation must catch it.
struct BrokenAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = []
    init(context: AssemblyContext) throws {}
    func assemble(container: Container) {
        container.register(Greeter.self, initializer: Greeter.init)
    }
}

enum GreeterApp {
    static let who = Positional<String>("name", abstract: "Who to greet.", default: "")

    static let greet = Command<AppContext>("greet", abstract: "Greet someone.", arguments: [who]) { invocation, context in
        let greeter = try context.resolve(Greeter.self)
        let given = invocation[who] ?? ""
        let name = given.isEmpty ? try context.configuration.value(of: GreetingSettings.name) : given
        if context.output.isJSON {
            try context.output.json(["greeting": greeter.greeting.hello(name)])
        } else {
            try context.output.line(greeter.greeting.hello(name))
        }
    }

    static let notes = Command<AppContext>("notes", abstract: "List the notes.") { _, context in
        for note in try context.resolve(NotesKeeper.self).store.notes() { try context.output.line(note) }
    }

    static let seed = SettingOption("seed", valueName: "n", abstract: "Seed randomness.", for: GreetingSettings.seed)

    static let application = Application(
        name: "greeter",
        version: "0.1.0",
        abstract: "Greets people.",
        components: [GreetingAssembly.self, NotesAssembly.self],
        commands: [greet, notes],
        options: [seed]
    )
}

/// Platform doubles rooted in a temporary directory: home is `<root>/home`, the working
/// directory `<root>/work`.
func testPlatform(root: URL, environment: [String: String] = [:], console: BufferedConsole = BufferedConsole()) -> PlatformServices {
    .doubles(root: root, environment: environment, console: console)
}

// A component with a constrained existential, `any RecordKeeping<Visit>`, chosen by a setting:
// a spec of `Ledger` that mocks nothing has two services to mock, this one and `Greeting`.

/// Keeps records of one type: a protocol with a primary associated type.
protocol RecordKeeping<Record>: Sendable {
    associatedtype Record: Sendable
    func records() -> [Record]
}

/// What the ledger keeps.
struct Visit: Sendable, Equatable {
    let guest: String
}

struct InMemoryRecordKeeper<Record: Sendable>: RecordKeeping {
    let stored: [Record]
    func records() -> [Record] { stored }
}

/// Greets every recorded visitor: depends on both chosen services.
final class Ledger: Sendable {
    let greeting: any Greeting
    let visits: any RecordKeeping<Visit>

    init(greeting: any Greeting, visits: any RecordKeeping<Visit>) {
        self.greeting = greeting
        self.visits = visits
    }

    func greetings() -> [String] { visits.records().map { greeting.hello($0.guest) } }
}

enum LedgerSettings {
    enum Backend: String, CaseIterable, Sendable {
        case memory
    }

    static let backend = Setting<Backend>.oneOf("ledger.backend", default: .memory, doc: "Where visits are kept.")
}

struct LedgerAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = [LedgerSettings.backend]

    let visits: ChosenImplementation<any RecordKeeping<Visit>, LedgerSettings.Backend>
    let ledger: Implementation<Ledger>

    init(context: AssemblyContext) throws {
        visits = try context.choose(
            (any RecordKeeping<Visit>).self,
            by: LedgerSettings.backend,
            [
                Candidate(.memory, InMemoryRecordKeeper<Visit>.self) { _ in InMemoryRecordKeeper(stored: [Visit(guest: "Ana")]) }
            ]
        )
        ledger = context.fixed(Ledger.self, Ledger.self, initializer: Ledger.init)
    }

    func assemble(container: Container) {
        visits.register(in: container)
        ledger.register(in: container)
    }
}

enum LedgerApp {
    static let application = Application(
        name: "ledger",
        version: "0.1.0",
        abstract: "Greets every visitor.",
        components: [GreetingAssembly.self, LedgerAssembly.self],
        commands: []
    )
}
