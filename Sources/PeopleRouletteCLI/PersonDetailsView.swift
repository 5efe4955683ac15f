import CLI
import PeopleRoulette

/// Renders the details of one person: name, username and email as aligned label and value, or
/// with `--json` an object with those fields and the id.
///
/// ```text
/// Name      Ada Lovelace
/// Username  ada
/// Email     ada@analytical.example
/// ```
public struct PersonDetailsView: Sendable {
    /// The person shown.
    public let viewModel: PersonDetailsViewModel

    /// The view of one person's details.
    public init(viewModel: PersonDetailsViewModel) {
        self.viewModel = viewModel
    }

    /// Label and value, one line each, without a header.
    public var table: Table {
        Table(headers: ["", ""], rows: [["Name", viewModel.name], ["Username", viewModel.username], ["Email", viewModel.email]])
    }

    /// What `--json` prints.
    public struct JSON: Encodable, Sendable, Equatable {
        /// The person's id.
        public let id: Int
        /// The name.
        public let name: String
        /// The username, empty when unknown.
        public let username: String
        /// The email address, empty when unknown.
        public let email: String
    }

    /// The value `--json` prints.
    public var json: JSON {
        JSON(id: viewModel.person.id, name: viewModel.name, username: viewModel.username, email: viewModel.email)
    }

    /// Writes the lines, or the JSON when `--json` was given.
    public func render(to output: CommandOutput) throws {
        if output.isJSON { try output.json(json) } else { output.table(table) }
    }
}
