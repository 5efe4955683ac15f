/// The demo list compiled into the binary: the offline default, so the app runs anywhere.
package struct BundledPeopleSource: PeopleSource {
    /// The demo list.
    package init() {}

    package var name: String { "the bundled demo list" }

    package var kind: PeopleProvenance.Kind { .bundled }

    package func fetchPeople() async throws -> [Person] { Self.people }

    /// Ten people, in the shape of jsonplaceholder's users.
    package static let people: [Person] = [
        Person(
            id: 1,
            name: "Ada Lovelace",
            username: "ada",
            email: "ada@analytical.example",
            phone: "555-0101",
            website: "ada.example",
            company: .init(name: "Analytical Engines", catchPhrase: "Poetical science")
        ),
        Person(
            id: 2,
            name: "Alan Turing",
            username: "alan",
            email: "alan@bletchley.example",
            phone: "555-0102",
            website: "turing.example",
            company: .init(name: "Bletchley Park", catchPhrase: "Can machines think?")
        ),
        Person(
            id: 3,
            name: "Grace Hopper",
            username: "grace",
            email: "grace@cobol.example",
            phone: "555-0103",
            website: "hopper.example",
            company: .init(name: "Harvard Mark I", catchPhrase: "It's easier to ask forgiveness")
        ),
        Person(
            id: 4,
            name: "Edsger Dijkstra",
            username: "edsger",
            email: "ewd@eindhoven.example",
            phone: "555-0104",
            website: "ewd.example",
            company: .init(name: "Eindhoven University", catchPhrase: "Simplicity is prerequisite for reliability")
        ),
        Person(
            id: 5,
            name: "Barbara Liskov",
            username: "barbara",
            email: "liskov@mit.example",
            phone: "555-0105",
            website: "liskov.example",
            company: .init(name: "MIT", catchPhrase: "Substitutable by design")
        ),
        Person(
            id: 6,
            name: "Donald Knuth",
            username: "don",
            email: "knuth@stanford.example",
            phone: "555-0106",
            website: "knuth.example",
            company: .init(name: "Stanford", catchPhrase: "Premature optimization")
        ),
        Person(
            id: 7,
            name: "Margaret Hamilton",
            username: "margaret",
            email: "hamilton@apollo.example",
            phone: "555-0107",
            website: "hamilton.example",
            company: .init(name: "Apollo Guidance", catchPhrase: "Software engineering")
        ),
        Person(
            id: 8,
            name: "Ken Thompson",
            username: "ken",
            email: "ken@bell.example",
            phone: "555-0108",
            website: "ken.example",
            company: .init(name: "Bell Labs", catchPhrase: "When in doubt, use brute force")
        ),
        Person(
            id: 9,
            name: "Frances Allen",
            username: "fran",
            email: "allen@ibm.example",
            phone: "555-0109",
            website: "allen.example",
            company: .init(name: "IBM Research", catchPhrase: "Optimizing compilers")
        ),
        Person(
            id: 10,
            name: "Niklaus Wirth",
            username: "niklaus",
            email: "wirth@eth.example",
            phone: "555-0110",
            website: "wirth.example",
            company: .init(name: "ETH Zürich", catchPhrase: "Algorithms + Data Structures = Programs")
        ),
    ]
}
