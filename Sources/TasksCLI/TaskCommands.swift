import Foundation
import TaskKit

// The task commands. Each is one `Command` value; `TasksCLI.commands` lists them.

extension Command {
    static let add = Command(
        name: "add", summary: "Add an open task at the end of the list and print its id.",
        arguments: [
            Argument(
                "TITLE", help: "The title: 1 to 500 characters (quote it; use -- before a title that starts with -).")
        ],
        options: [priorityOption, dueOption, .store]
    ) { inv in
        let priority = try inv.priority() ?? .standard
        let due = try inv.day("due")
        let item = try inv.openStore().add(title: inv.positionals[0], priority: priority, dueDate: due)
        inv.write(item.id.uuidString + "\n")
    }

    static let list = Command(
        name: "list", summary: "List the open tasks (all of them with --all).",
        options: [
            .flag("all", help: "Include completed tasks."),
            .flag("json", help: "Print JSON: every field of every task, keys sorted, ISO-8601 dates."),
            .store,
        ]
    ) { inv in
        let store = try inv.openStore()
        let all = try store.allTasks()
        let shown = inv.flag("all") ? all : all.filter { !$0.isCompleted }
        if inv.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            inv.write(String(decoding: try encoder.encode(shown), as: UTF8.self) + "\n")
        } else {
            let today = TaskDay.today(in: inv.context.timeZone, now: inv.context.now())
            inv.write(TaskTable.render(shown, all: all, today: today, showingAll: inv.flag("all")))
        }
    }

    static let toggle = Command(
        name: "toggle", summary: "Complete an open task, or reopen a completed one.",
        arguments: [idArgument], options: [.store]
    ) { inv in
        let store = try inv.openStore()
        let id = try inv.resolveID(in: store)
        let wasOpen = try store.task(id: id).map { !$0.isCompleted } ?? false
        let item = try store.toggle(id: id)
        inv.write(wasOpen ? completedLine(item) : "Reopened " + TaskTable.label(item) + "\n")
    }

    static let done = Command(
        name: "done", summary: "Mark a task completed (no change if it already is).",
        arguments: [idArgument], options: [.store]
    ) { inv in
        let store = try inv.openStore()
        let item = try store.setCompleted(id: try inv.resolveID(in: store), true)
        inv.write(completedLine(item))
    }

    /// "Completed …", and for a repeating task (still open, on its next day) when it is due next.
    static func completedLine(_ item: TaskItem) -> String {
        guard !item.isCompleted, let due = item.dueDate else { return "Completed " + TaskTable.label(item) + "\n" }
        return "Completed " + TaskTable.label(item) + "; it repeats, next due \(due)\n"
    }

    static let undo = Command(
        name: "undo", summary: "Mark a task open again (no change if it already is).",
        arguments: [idArgument], options: [.store]
    ) { inv in
        let store = try inv.openStore()
        let item = try store.setCompleted(id: try inv.resolveID(in: store), false)
        inv.write("Reopened " + TaskTable.label(item) + "\n")
    }

    static let remove = Command(
        name: "rm", summary: "Delete a task.",
        arguments: [idArgument], options: [.store]
    ) { inv in
        let store = try inv.openStore()
        let item = try store.delete(id: try inv.resolveID(in: store))
        inv.write("Deleted " + TaskTable.label(item) + "\n")
    }

    static let edit = Command(
        name: "edit", summary: "Change a task's title, priority, due date or repeat rule.",
        discussion: """
            RULE is an iCalendar RRULE, e.g. FREQ=WEEKLY;BYDAY=MO or FREQ=MONTHLY;BYDAY=-1FR. Completing a \
            repeating task moves it to its next due day and keeps the completed one as a task of its own.
            """,
        arguments: [idArgument],
        options: [
            .value("title", "TITLE", help: "The new title."), priorityOption, dueOption,
            .flag("no-due", help: "Remove the due date."),
            .value("repeat", "RULE", help: "Repeat by this RRULE (the task needs a due date to move)."),
            .flag("no-repeat", help: "Stop repeating."), .store,
        ]
    ) { inv in
        let title = inv.value("title")
        let priority = try inv.priority()
        let due = try inv.day("due")
        let rule = inv.value("repeat")
        if due != nil && inv.flag("no-due") { throw inv.usageError("give --due or --no-due, not both") }
        if rule != nil && inv.flag("no-repeat") { throw inv.usageError("give --repeat or --no-repeat, not both") }
        let changesSomething = [title, due?.description, rule].contains { $0 != nil } || priority != nil
        guard changesSomething || inv.flag("no-due") || inv.flag("no-repeat") else {
            throw inv.usageError(
                "nothing to change: give --title, --priority, --due, --no-due, --repeat or --no-repeat")
        }
        let change: DueDateChange = due.map { .set($0) } ?? (inv.flag("no-due") ? .clear : .keep)
        let repeats: RecurrenceChange =
            rule.map { .set(TaskRecurrence(rule: $0)) } ?? (inv.flag("no-repeat") ? .clear : .keep)
        let store = try inv.openStore()
        let item = try store.update(
            id: try inv.resolveID(in: store), title: title, priority: priority, dueDate: change, recurrence: repeats)
        inv.write("Updated " + TaskTable.label(item) + "\n")
    }

    static let move = Command(
        name: "move", summary: "Move a task to another place in the list.",
        discussion:
            "INDEX is 0-based over all tasks, completed ones included (0 = top; see 'position' in list --all --json).",
        arguments: [idArgument],
        options: [.value("to", "INDEX", help: "The new 0-based position (required)."), .store]
    ) { inv in
        guard let text = inv.value("to") else { throw inv.usageError("missing --to INDEX") }
        guard let index = Int(text) else { throw inv.usageError("--to needs a whole number, not '\(text)'") }
        let store = try inv.openStore()
        let item = try store.move(id: try inv.resolveID(in: store), toIndex: index)
        inv.write("Moved " + TaskTable.label(item) + " to \(item.position)\n")
    }

    static let importTasks = Command(
        name: "import", summary: "Import tasks in the seed article's JSON format.",
        discussion: """
            FILE holds [{"id", "title", "isCompleted", "priority"}, ...] (use - for standard input).
            All or nothing: one bad record refuses the whole file, naming each bad record's 0-based index.
            A record whose id is already in the store updates that task's title, completion and priority;
            new ones are added at the end in file order. Importing the same file twice changes nothing more.
            """,
        arguments: [Argument("FILE", help: "The JSON file to import, or - for standard input.")],
        options: [.store]
    ) { inv in
        let file = inv.positionals[0]
        let data: Data
        if file == "-" {
            data = inv.context.readStandardInput()
        } else {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw CLIError.failure("cannot read \(file)")
            }
            data = contents
        }
        let records = try TaskStore.parseLegacy(data)
        let report = try inv.openStore().importLegacy(data)
        inv.write("Imported \(records.count) tasks (\(report.added) added, \(report.updated) updated)\n")
    }

    static let exportTasks = Command(
        name: "export", summary: "Print all tasks in the seed article's JSON format, in list order.",
        options: [.store]
    ) { inv in
        inv.write(String(decoding: try inv.openStore().exportLegacy(), as: UTF8.self) + "\n")
    }

    static let idArgument = Argument(
        "ID", help: "A task id: the full UUID or a unique prefix of at least 4 characters.")
    static let priorityOption = Option.value(
        "priority", "low|medium|high", help: "The priority (default: \(TaskPriority.standard.rawValue)).")
    static let dueOption = Option.value("due", "YYYY-MM-DD", help: "The day the task is due.")
}

extension Invocation {
    /// `--priority`, checked.
    func priority() throws -> TaskPriority? {
        guard let text = value("priority") else { return nil }
        guard let priority = TaskPriority(rawValue: text.lowercased()) else {
            throw usageError("priority '\(text)' is not low, medium or high")
        }
        return priority
    }

    /// A `--NAME YYYY-MM-DD` option, checked.
    func day(_ name: String) throws -> TaskDay? {
        guard let text = value(name) else { return nil }
        guard let day = TaskDay(text) else {
            throw usageError("'\(text)' is not a date in the form YYYY-MM-DD")
        }
        return day
    }

    /// The ID argument: a full UUID, or a unique prefix of at least 4 characters.
    func resolveID(in store: TaskStore) throws -> UUID {
        let text = positionals[0]
        if let id = UUID(uuidString: text) {
            guard try store.task(id: id) != nil else { throw CLIError.failure("no task has the id \(text)") }
            return id
        }
        guard text.count >= 4, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw usageError("'\(text)' is not a task id: give the full UUID or at least 4 of its first characters")
        }
        let matches = try store.tasks(idPrefix: text, limit: 6)
        switch matches.count {
        case 0:
            throw CLIError.failure("no task id starts with '\(text)' (see 'tasks list --all')")
        case 1:
            return matches[0].id
        default:
            let shown = Array(matches.prefix(5))
            let idLength = TaskTable.distinguishingLength(shown.map(\.id))
            let names = shown.map { TaskTable.label($0, idLength: idLength) }
            let more = matches.count > 5 ? ", ..." : ""
            throw CLIError.failure(
                "'\(text)' matches several tasks: \(names.joined(separator: ", "))\(more); give more characters")
        }
    }
}
