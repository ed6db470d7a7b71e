import Foundation

/// Why a store operation failed. `description` is one line, meant for people.
public enum TaskStoreError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file exists but is not an SQLite database. It was not modified.
    case notADatabase(path: String)
    /// An SQLite database, but not a task store (other tables, no task schema). It was not modified.
    case foreignDatabase(path: String)
    /// A task store written by a newer version of this code. It was not modified.
    case futureSchema(path: String, version: Int, supported: Int)
    /// The file is damaged (a broken header, or SQLite's checks found damage). It was not modified.
    case corrupt(path: String, detail: String)
    /// The file or its directory cannot be created or opened, or it is not a regular file.
    case cannotOpen(path: String, detail: String)
    /// The store can be read but not written (no write permission); nothing was changed.
    case readOnly(path: String)
    /// A change could not be written (disk full, the file size limit, an I/O error); it was not made.
    case writeFailed(path: String, detail: String)
    /// Another process held the store locked for longer than the busy timeout.
    case busy(path: String)
    /// The title breaks ``TaskTitle``'s rule (the problem names which part).
    case invalidTitle(TaskTitle.Problem)
    case notFound(UUID)
    /// The repeat rule is not one ``TaskRecurrence`` follows.
    case invalidRecurrence(rule: String)
    case indexOutOfRange(index: Int, count: Int)
    /// The import file was refused as a whole; nothing was written.
    case invalidImport([ImportIssue])
    /// Any other SQLite failure.
    case database(detail: String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a task store (not an SQLite database); it was left unchanged"
        case .foreignDatabase(let path):
            return "\(path) is an SQLite database but not a task store; it was left unchanged"
        case .futureSchema(let path, let version, let supported):
            return
                "\(path) has schema version \(version), newer than this program supports (\(supported)); it was left unchanged"
        case .corrupt(let path, let detail):
            return "\(path) is damaged (\(detail)); nothing was written to it. Restore it from a backup, or move it"
                + " aside (a new store is then made) and recover what it holds with: sqlite3 \(path) .recover"
        case .cannotOpen(let path, let detail):
            return "cannot open store \(path): \(detail)"
        case .readOnly(let path):
            return "\(path) is read-only (no permission to write it); nothing was changed"
        case .writeFailed(let path, let detail):
            return "the change could not be written to \(path): \(detail); nothing was changed"
        case .busy(let path):
            return "\(path) stayed locked by another process; try again"
        case .invalidTitle(let problem):
            return problem.description
        case .notFound(let id):
            return "no task with id \(id.uuidString)"
        case .invalidRecurrence(let rule):
            return "'\(rule)' is not a repeat rule this app follows: an RRULE with FREQ=DAILY, WEEKLY, MONTHLY or"
                + " YEARLY and only INTERVAL, COUNT or UNTIL, BYDAY, BYMONTHDAY, BYMONTH, WKST (e.g. FREQ=WEEKLY;BYDAY=MO)"
        case .indexOutOfRange(let index, let count):
            return count == 0
                ? "index \(index) is out of range: there are no tasks"
                : "index \(index) is out of range 0...\(count - 1)"
        case .invalidImport(let issues):
            let shown = issues.prefix(5).map(\.description).joined(separator: "; ")
            let more = issues.count > 5 ? "; and \(issues.count - 5) more" : ""
            return "import refused, nothing was changed: \(shown)\(more)"
        case .database(let detail):
            return "database error: \(detail)"
        }
    }

    public var errorDescription: String? { description }
}

/// One problem found in an import file. `index` is the 0-based record index, nil for the file as a whole.
public struct ImportIssue: Equatable, Sendable, CustomStringConvertible {
    public var index: Int?
    public var message: String

    public init(index: Int?, message: String) {
        self.index = index
        self.message = message
    }

    public var description: String {
        if let index { return "record \(index): \(message)" }
        return message
    }
}
