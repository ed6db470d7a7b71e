import Foundation
import TaskKit

/// The `tasks` command: the Linux stand-in for the app.
public enum TasksCLI {
    public static let version = "0.1.0"

    /// The command table. To add a subcommand, define a `Command` (usually in its own file) and
    /// list it here; parsing, `--help` and errors come with it.
    public static let commands: [Command] = [
        .add, .list, .toggle, .done, .undo, .remove, .edit, .move, .importTasks, .exportTasks,
    ]

    /// The root of the tree: `tasks` itself.
    public static var root: Command {
        Command(
            name: "tasks", summary: "Keep a task list in a SQLite store shared with the TaskWidgets widgets.",
            discussion: """
                Exit status: 0 on success, 1 when the command failed, 2 when the command line is wrong.
                A task ID is a full UUID or a unique prefix of at least 4 characters.
                """,
            options: [.flag("version", help: "Print the version.")], subcommands: commands)
    }

    /// Runs one command line (without the program name) and returns the exit status. Never traps on
    /// bad input: every failure is one line on standard error.
    public static func main(_ arguments: [String], context: CLIContext = .standard) -> Int32 {
        if arguments == ["--version"] || arguments == ["version"] {
            context.write(
                "tasks \(version) (store schema \(TaskStore.schemaVersion), SQLite \(TaskStore.sqliteVersion))\n")
            return 0
        }
        do {
            switch try Parser.parse(arguments, root: root, context: context) {
            case .help(let text):
                context.write(text)
            case .run(let command, let invocation):
                try command.run?(invocation)
            }
            return 0
        } catch let error as CLIError {
            let prefix = error.exitCode == 2 ? "" : "tasks: "
            context.writeError(prefix + oneLine(error.description) + "\n")
            return error.exitCode
        } catch {
            context.writeError("tasks: \(oneLine(String(describing: error)))\n")
            return 1
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
