import Foundation
import TaskKit

/// One subcommand of `tasks`: its help text, what it accepts, and what it does.
///
/// A command either runs (`run`) or groups further commands (`subcommands`, e.g. `tasks widgets list`).
/// The parser, `--help` and usage errors all come from this description; commands never parse
/// `argv` themselves.
public struct Command: Sendable {
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// Paragraphs shown by `--help` after the usage line.
    public var discussion: String
    public var arguments: [Argument]
    public var options: [Option]
    public var subcommands: [Command]
    public var run: (@Sendable (Invocation) throws -> Void)?
    /// What an asynchronous command does (widgets, the server), run on the main actor.
    public var runAsync: (@MainActor @Sendable (Invocation) async throws -> Void)?

    public init(
        name: String, summary: String, discussion: String = "", arguments: [Argument] = [],
        options: [Option] = [], subcommands: [Command] = [], run: (@Sendable (Invocation) throws -> Void)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.run = run
    }
}

extension Command {
    /// A command that runs asynchronously on the main actor, where the widget host lives.
    public init(
        name: String, summary: String, discussion: String = "", arguments: [Argument] = [],
        options: [Option] = [], runAsync: @escaping @MainActor @Sendable (Invocation) async throws -> Void
    ) {
        self.init(name: name, summary: summary, discussion: discussion, arguments: arguments, options: options)
        self.runAsync = runAsync
    }
}

/// A positional argument.
public struct Argument: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    /// Takes all remaining positional words (only for the last argument).
    public var isVariadic: Bool

    public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }
}

/// A `--name` option: a flag, or one that takes a value (`--name VALUE` or `--name=VALUE`).
public struct Option: Sendable {
    public var name: String
    /// nil for a flag.
    public var valueName: String?
    public var help: String
    public var isRepeatable: Bool

    public static func flag(_ name: String, help: String) -> Option {
        Option(name: name, valueName: nil, help: help, isRepeatable: false)
    }

    public static func value(_ name: String, _ valueName: String, help: String, repeatable: Bool = false) -> Option {
        Option(name: name, valueName: valueName, help: help, isRepeatable: repeatable)
    }

    /// `--store PATH`, for every command that opens the store.
    public static let store = Option.value(
        "store", "PATH",
        help: "The store file (default: $TASKS_STORE, else $XDG_DATA_HOME/taskwidgets/tasks.sqlite).")
}

/// A command line that was understood, handed to `Command.run`.
public struct Invocation: Sendable {
    /// `["tasks", "add"]`.
    public var commandPath: [String]
    public var positionals: [String]
    public var values: [String: [String]]
    public var flags: Set<String>
    public var context: CLIContext

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name]?.last }
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }

    public func write(_ text: String) { context.write(text) }

    /// A usage error (exit status 2) about this command.
    public func usageError(_ message: String) -> CLIError {
        CLIError.usage(message, command: commandPath.joined(separator: " "))
    }

    /// Opens the store named by `--store`, `$TASKS_STORE` or the default location.
    public func openStore() throws -> TaskStore {
        try TaskStore(path: TaskStore.defaultPath(override: value("store"), environment: context.environment))
    }
}

/// Why a command line failed. Usage errors exit with 2, failures with 1.
public enum CLIError: Error, CustomStringConvertible {
    case usage(String, command: String)
    case failure(String)

    public var description: String {
        switch self {
        case .usage(let message, let command): return "\(command): \(message) (see '\(command) --help')"
        case .failure(let message): return message
        }
    }

    var exitCode: Int32 {
        if case .usage = self { return 2 }
        return 1
    }
}

/// Where a command reads and writes: the real process in `tasks`, buffers in tests.
public struct CLIContext: Sendable {
    public var environment: [String: String]
    /// By default the system's zone as it is when a date is shown (`autoupdatingCurrent`): reading it costs half a
    /// millisecond, which commands that show no date (`tasks serve`) do not pay at start.
    public var timeZone: TimeZone
    public var now: @Sendable () -> Date
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    public var readStandardInput: @Sendable () -> Data
    /// Whether standard input is a terminal (a person typing) rather than a pipe or file.
    public var standardInputIsTerminal: Bool
    /// Asks for a secret on the terminal without echoing it: the prompt, then one line.
    public var readSecret: @Sendable (String) -> String?

    public init(
        environment: [String: String], timeZone: TimeZone = .autoupdatingCurrent,
        now: @escaping @Sendable () -> Date = { Date() },
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readStandardInput: @escaping @Sendable () -> Data = { Data() }, standardInputIsTerminal: Bool = false,
        readSecret: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.environment = environment
        self.timeZone = timeZone
        self.now = now
        self.write = write
        self.writeError = writeError
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.readSecret = readSecret
    }

    /// The process's environment and standard streams.
    public static var standard: CLIContext {
        CLIContext(
            environment: ProcessInfo.processInfo.environment,
            write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
            writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
            readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
            standardInputIsTerminal: isatty(STDIN_FILENO) != 0, readSecret: Terminal.readSecret)
    }
}

/// Parses `arguments` against `command` (and its subcommands) and runs it.
enum Parser {
    enum Outcome {
        case run(Command, Invocation)
        case help(String)
    }

    static func parse(_ arguments: [String], root: Command, context: CLIContext) throws -> Outcome {
        var command = root
        var path = [root.name]
        var rest = arguments[...]
        while !command.subcommands.isEmpty, let word = rest.first, !word.hasPrefix("-") {
            guard let next = command.subcommands.first(where: { $0.name == word }) else {
                throw CLIError.usage("unknown command '\(word)'", command: path.joined(separator: " "))
            }
            command = next
            path.append(word)
            rest = rest.dropFirst()
        }
        let pathText = path.joined(separator: " ")
        func usage(_ message: String) -> CLIError { CLIError.usage(message, command: pathText) }

        var positionals: [String] = []
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var optionsEnded = false
        while let word = rest.popFirst() {
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" { return .help(Help.text(for: command, path: path)) }
            guard word.hasPrefix("--") else { throw usage("unknown option '\(word)'") }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline: String? = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let option = command.options.first(where: { $0.name == name }) else {
                throw usage("unknown option '--\(name)'")
            }
            if option.valueName == nil {
                if inline != nil { throw usage("'--\(name)' takes no value") }
                if flags.contains(name) { throw usage("'--\(name)' is given twice") }
                flags.insert(name)
                continue
            }
            guard let value = inline ?? rest.popFirst() else {
                throw usage("'--\(name)' needs a value \(option.valueName ?? "")")
            }
            if values[name] != nil && !option.isRepeatable { throw usage("'--\(name)' is given twice") }
            values[name, default: []].append(value)
        }

        guard command.run != nil || command.runAsync != nil else {
            if let word = positionals.first { throw usage("unknown command '\(word)'") }
            return .help(Help.text(for: command, path: path))
        }
        let required = command.arguments.filter { !$0.isOptional }.count
        if positionals.count < required {
            throw usage("missing \(command.arguments[positionals.count].name)")
        }
        if command.arguments.last?.isVariadic != true && positionals.count > command.arguments.count {
            throw usage("unexpected argument '\(positionals[command.arguments.count])'")
        }
        let invocation = Invocation(
            commandPath: path, positionals: positionals, values: values, flags: flags, context: context)
        return .run(command, invocation)
    }
}

/// `--help` text, generated from the command description.
enum Help {
    static func text(for command: Command, path: [String]) -> String {
        var lines: [String] = []
        var usage = "Usage: " + path.joined(separator: " ")
        if !command.subcommands.isEmpty && command.run == nil {
            usage += " COMMAND"
        }
        for argument in command.arguments {
            let name = argument.name + (argument.isVariadic ? "..." : "")
            usage += argument.isOptional ? " [\(name)]" : " \(name)"
        }
        if !command.options.isEmpty { usage += " [OPTIONS]" }
        lines.append(usage)
        lines.append("")
        lines.append(command.summary)
        if !command.discussion.isEmpty {
            lines.append("")
            lines.append(command.discussion)
        }
        var rows: [(String, String)] = []
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append("Commands:")
            let width = command.subcommands.map(\.name.count).max() ?? 0
            for sub in command.subcommands {
                lines.append("  " + sub.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + sub.summary)
            }
        }
        if !command.arguments.isEmpty {
            lines.append("")
            lines.append("Arguments:")
            let width = command.arguments.map(\.name.count).max() ?? 0
            for argument in command.arguments {
                lines.append(
                    "  " + argument.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + argument.help)
            }
        }
        for option in command.options {
            rows.append(("--" + option.name + (option.valueName.map { " " + $0 } ?? ""), option.help))
        }
        rows.append(("-h, --help", "Show this help."))
        lines.append("")
        lines.append("Options:")
        let width = rows.map(\.0.count).max() ?? 0
        for (left, right) in rows {
            lines.append("  " + left.padding(toLength: width + 2, withPad: " ", startingAt: 0) + right)
        }
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append("Run '\(path.joined(separator: " ")) COMMAND --help' for a command's options.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
