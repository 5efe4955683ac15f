/// The JSON of `--experimental-dump-help`: the command tree in swift-argument-parser's
/// `ToolInfoV0` shape (serialization version 0), so tools written for that parser's dump (the
/// manual and completion generators, documentation sites) read ours. Each command lists its
/// own arguments, `-h/--help`, and the root's global options (section "Global Options").
struct ToolInfo: Encodable {
    let serializationVersion = 0
    let command: CommandInfo

    init<Context>(root: Command<Context>) {
        let walk = CommandTreeWalk(root: root)
        func info(_ path: [Command<Context>]) -> CommandInfo {
            let node = CommandTreeWalk<Context>.Node(path: path)
            var arguments = walk.ownOptions(node).map { ArgumentInfo($0, section: nil) }
            arguments += walk.positionals(node).map { ArgumentInfo($0, section: nil) }
            arguments += root.globalOptions.map { ArgumentInfo($0, section: "Global Options") }
            let command = node.command
            return CommandInfo(
                superCommands: path.count > 1 ? path.dropLast().map(\.name) : nil,
                commandName: command.name,
                abstract: command.abstract.isEmpty ? nil : command.abstract,
                discussion: command.discussion.isEmpty ? nil : command.discussion,
                defaultSubcommand: command.defaultSubcommand,
                subcommands: command.subcommands.isEmpty ? nil : command.subcommands.map { info(path + [$0]) },
                arguments: arguments
            )
        }
        command = info([root])
    }

    struct CommandInfo: Encodable {
        let superCommands: [String]?
        let shouldDisplay = true
        let commandName: String
        let abstract: String?
        let discussion: String?
        let defaultSubcommand: String?
        let subcommands: [CommandInfo]?
        let arguments: [ArgumentInfo]?

        private enum CodingKeys: String, CodingKey {
            case superCommands, shouldDisplay, commandName, abstract, discussion, defaultSubcommand, subcommands, arguments
        }
    }

    struct NameInfo: Encodable {
        let kind: String
        let name: String
    }

    /// `{"list": {"values": [...]}}`, `{"file": {"extensions": []}}`, `{"directory": {}}`: how
    /// Swift encodes argument-parser's `CompletionKindV0`.
    enum CompletionInfo: Encodable {
        case list([String])
        case file, directory

        private enum CodingKeys: String, CodingKey { case list, file, directory }
        private enum ListKeys: String, CodingKey { case values }
        private enum FileKeys: String, CodingKey { case extensions }
        private enum EmptyKeys: CodingKey {}

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case let .list(values):
                var list = container.nestedContainer(keyedBy: ListKeys.self, forKey: .list)
                try list.encode(values, forKey: .values)
            case .file:
                var file = container.nestedContainer(keyedBy: FileKeys.self, forKey: .file)
                try file.encode([String](), forKey: .extensions)
            case .directory:
                _ = container.nestedContainer(keyedBy: EmptyKeys.self, forKey: .directory)
            }
        }
    }

    struct ArgumentInfo: Encodable {
        let kind: String
        let shouldDisplay = true
        let sectionTitle: String?
        let isOptional: Bool
        let isRepeating: Bool
        let parsingStrategy: String
        let names: [NameInfo]?
        let preferredName: NameInfo?
        let valueName: String?
        let defaultValue: String?
        let allValues: [String]?
        let completionKind: CompletionInfo?
        let abstract: String?

        private enum CodingKeys: String, CodingKey {
            case kind, shouldDisplay, sectionTitle, isOptional, isRepeating, parsingStrategy, names, preferredName, valueName,
                defaultValue, allValues, completionKind, abstract
        }

        init(_ argument: ArgumentDeclaration, section: String?) {
            switch argument.kind {
            case .flag: kind = "flag"
            case .option, .repeatableOption: kind = "option"
            case .positional, .positionalList: kind = "positional"
            }
            sectionTitle = section
            switch argument.kind {
            case .positional(isRequired: true): isOptional = false
            default: isOptional = true
            }
            isRepeating = argument.kind == .repeatableOption || argument.kind == .positionalList
            parsingStrategy = argument.kind == .positionalList ? "allRemainingInput" : "default"
            if argument.isNamed {
                let long = NameInfo(kind: "long", name: argument.name)
                names = [long] + (argument.shortName.map { [NameInfo(kind: "short", name: String($0))] } ?? [])
                preferredName = long
            } else {
                names = nil
                preferredName = nil
            }
            valueName = argument.kind == .flag ? nil : argument.valueName
            defaultValue = argument.defaultText
            let values = argument.allowedValues
            allValues = values.isEmpty ? nil : values
            switch argument.completion {
            case .file: completionKind = .file
            case .directory: completionKind = .directory
            case .none, .list:
                let words = argument.completionWords
                completionKind = words.isEmpty ? nil : .list(words)
            }
            abstract = argument.abstract.isEmpty ? nil : argument.abstract
        }
    }
}
