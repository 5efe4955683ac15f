import Assemblies
import CLI
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
    static let language = Setting.choice("greeting.language", among: ["english", "spanish", "klingon", "forbidden"], default: "english",
                                         doc: "The language of greetings.")
    static let name = Setting.string("greeting.name", default: "Ana", doc: "Who is greeted when no name is given.")
}

struct GreetingAssembly: ComponentAssembly {
    static let settings: [any SettingDeclaring] = [GreetingSettings.language, GreetingSettings.name]

    let greeting: Implementation<any Greeting>
    let greeter: Implementation<Greeter>

    init(context: AssemblyContext) throws {
        greeting = try context.choose((any Greeting).self, by: GreetingSettings.language, [
            Candidate("english", EnglishGreeting.self) { _ in EnglishGreeting() },
            Candidate("spanish", SpanishGreeting.self, initializer: SpanishGreeting.init),
        ])
        greeter = context.fixed(Greeter.self, Greeter.self, initializer: Greeter.init)
    }

    func assemble(container: Container) {
        greeting.register(in: container)
        greeter.register(in: container)
    }
}

/// A component on the disk: chosen by `storage.backend`, so the test configuration forbids it.
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
    static let settings: [any SettingDeclaring] = StorageSettings.all

    let store: Implementation<any NotesStoring>
    let keeper: Implementation<NotesKeeper>

    init(context: AssemblyContext) throws {
        let file = try StorageSettings.databaseFile(context.configuration, locations: context.platform.locations)
        store = try context.choose((any NotesStoring).self, by: StorageSettings.backend, [
            Candidate("sqlite", FileNotesStore.self) { _ in FileNotesStore(file: file) },
            Candidate("memory", InMemoryNotesStore.self) { _ in InMemoryNotesStore() },
        ])
        keeper = context.fixed(NotesKeeper.self, NotesKeeper.self, initializer: NotesKeeper.init)
    }

    func assemble(container: Container) {
        store.register(in: container).inObjectScope(.container)
        keeper.register(in: container)
    }
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
            context.output.line(greeter.greeting.hello(name))
        }
    }

    static let notes = Command<AppContext>("notes", abstract: "List the notes.") { _, context in
        for note in try context.resolve(NotesKeeper.self).store.notes() { context.output.line(note) }
    }

    static let application = Application(name: "greeter", version: "0.1.0", abstract: "Greets people.",
                                         components: [GreetingAssembly.self, NotesAssembly.self], commands: [greet, notes])
}

/// Platform doubles rooted in a temporary directory: home is `<root>/home`, the working
/// directory `<root>/work`.
func testPlatform(root: URL, environment: [String: String] = [:], console: BufferedConsole = BufferedConsole()) -> PlatformServices {
    PlatformServices(console: console, environment: DictionaryEnvironment(environment), locations: FixedFileLocations(root: root),
                     clock: FixedClock(now: Date(timeIntervalSince1970: 0)), random: SeededRandomSource(seed: 0), sleeper: ImmediateSleeper())
}

/// A fresh temporary directory, removed by `remove()`.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("AssembliesSpecs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("work"), withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) -> URL {
        let file = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
