import Foundation
import HomeScreen
import TaskKit

/// The `tasks` command: the Linux stand-in for the app.
public enum TasksCLI {
    public static let version = "0.1.0"

    /// The command table. To add a subcommand, define a `Command` (usually in its own file) and
    /// list it here; parsing, `--help` and errors come with it.
    public static let commands: [Command] = [
        .add, .list, .toggle, .done, .undo, .remove, .edit, .move, .importTasks, .exportTasks, .widgets,
        .serve, .accounts, .sync,
    ]

    /// The commands that change tasks: like the app, they ask WidgetKit to reload the widgets after.
    static let changingCommands: Set<String> = ["add", "toggle", "done", "undo", "rm", "edit", "move", "import"]

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
    /// bad input: every failure is one line on standard error. Commands that need the main actor
    /// (widgets, the server) fail here; `run(_:context:)` runs every command.
    public static func main(_ arguments: [String], context: CLIContext = .standard) -> Int32 {
        report(context) {
            switch try outcome(arguments, context: context) {
            case .help(let text):
                context.write(text)
            case .run(let command, let invocation):
                guard command.runAsync == nil else {
                    throw CLIError.failure("'\(invocation.commandPath.joined(separator: " "))' needs run(_:context:)")
                }
                try command.run?(invocation)
                if changingCommands.contains(command.name) { invocation.reloadWidgets() }
            case nil:
                break
            }
        }
    }

    /// Runs one command line, asynchronous commands included, and returns the exit status.
    @MainActor
    public static func run(_ arguments: [String], context: CLIContext = .standard) async -> Int32 {
        let outcome: Parser.Outcome?
        do {
            outcome = try self.outcome(arguments, context: context)
        } catch {
            return report(context) { throw error }
        }
        // `outcome` printed the version already (nil); help is printed here; a synchronous command runs as in `main`.
        guard case .run(let command, let invocation) = outcome else {
            if case .help(let text) = outcome { context.write(text) }
            return 0
        }
        guard let runAsync = command.runAsync else { return main(arguments, context: context) }
        do {
            try await runAsync(invocation)
            return 0
        } catch {
            return report(context) { throw error }
        }
    }

    /// Runs the process's command line and exits with its status: the `tasks` program. The main thread
    /// runs the main run loop, which drains the main queue, the main actor's executor: main-actor code runs
    /// on the main thread (`dispatchMain()` would end the main thread and drain the queue on another).
    public static func runProcess() -> Never {
        // A write past the file size limit (`ulimit -f`) would kill the process with SIGXFSZ, possibly after a
        // commit it then never reports (and a retry would add the task twice). Ignored, the write fails with
        // EFBIG instead, and the store reports that the change failed.
        signal(SIGXFSZ, SIG_IGN)
        // Swift repairs invalid UTF-8 in arguments silently; a title must arrive as given or not at all.
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else {
                continue
            }
            FileHandle.standardError.write(Data("tasks: argument \(index) is not valid UTF-8\n".utf8))
            exit(2)
        }
        MainThreadRequirement.require()
        let arguments = Array(CommandLine.arguments.dropFirst())
        Task { @MainActor in exit(await run(arguments)) }
        RunLoop.main.run()
        exit(0)
    }

    /// The parsed command line, or nil after printing the version.
    private static func outcome(_ arguments: [String], context: CLIContext) throws -> Parser.Outcome? {
        if arguments == ["--version"] || arguments == ["version"] {
            context.write(
                "tasks \(version) (store schema \(TaskStore.schemaVersion), SQLite \(TaskStore.sqliteVersion))\n")
            return nil
        }
        return try Parser.parse(arguments, root: root, context: context)
    }

    /// Runs `body` and turns what it throws into one line on standard error and an exit status.
    private static func report(_ context: CLIContext, _ body: () throws -> Void) -> Int32 {
        do {
            try body()
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

    /// An error message as one line that is safe for a terminal (it may quote a title or a path).
    static func oneLine(_ text: String) -> String {
        TerminalText.safe(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}
