import AppIntents
import TaskKit

/// What went wrong, in terms the list shows to people: never a file path or SQLite's words, always the person's
/// language (`message`).
public enum TaskListProblem: Error, Hashable, Sendable {
    /// The draft could not be saved (the editor keeps it open).
    case invalidDraft(TaskDraft.Problem)
    /// The task is gone: deleted in another window, or the widget's link is older than the task.
    case taskNotFound
    /// The shared store cannot be opened or read.
    case storeUnavailable(StoreProblem)
    /// A change could not be saved.
    case changeFailed(StoreProblem?)

    /// Why the store could not be used.
    public enum StoreProblem: Hashable, Sendable {
        /// The file is not a task store (not SQLite, someone else's database); it was left unchanged.
        case notATaskStore
        /// A newer version of the app wrote it.
        case newerVersion
        case damaged
        /// It cannot be opened now (permissions, data protection before the first unlock).
        case noAccess
        /// It can be read but not written (no write permission).
        case readOnly
        /// A change could not be written (a full disk, an I/O error); it was not made.
        case writeFailed
        /// A widget or a Shortcut held it locked for longer than the store waits.
        case busy
        /// The App Group container is missing: the app would not share its tasks with the widgets.
        case appGroupMissing
    }

    public init(_ error: any Error) {
        switch error {
        case let problem as TaskListProblem:
            self = problem
        case TaskStoreError.invalidTitle(let problem):
            self = .invalidDraft(TaskDraft.Problem(problem))
        case TaskStoreError.notFound:
            self = .taskNotFound
        case is TaskStore.AppGroupUnavailable:
            self = .storeUnavailable(.appGroupMissing)
        case let error as TaskStoreError:
            switch error {
            case .notADatabase, .foreignDatabase: self = .storeUnavailable(.notATaskStore)
            case .futureSchema: self = .storeUnavailable(.newerVersion)
            case .corrupt: self = .storeUnavailable(.damaged)
            case .cannotOpen: self = .storeUnavailable(.noAccess)
            case .readOnly: self = .storeUnavailable(.readOnly)
            case .writeFailed: self = .changeFailed(.writeFailed)
            case .busy: self = .changeFailed(.busy)
            default: self = .changeFailed(nil)
            }
        default:
            self = .changeFailed(nil)
        }
    }

    /// What the alert, the editor or the error state says.
    var message: LocalizedStringResource {
        switch self {
        case .invalidDraft(.emptyTitle): "Enter a title."
        case .invalidDraft(.titleTooLong(let limit)): "A title can have at most \(limit) characters."
        case .invalidDraft(.titleTooLarge(let limit)): "A title can take at most \(limit) bytes."
        case .invalidDraft(.titleHasControlCharacter): "A title can't contain control characters."
        case .taskNotFound: "This task no longer exists."
        case .storeUnavailable(let reason), .changeFailed(let reason?): reason.message
        case .changeFailed(nil): "The change could not be saved."
        }
    }
}

extension TaskListProblem.StoreProblem {
    var message: LocalizedStringResource {
        switch self {
        case .notATaskStore: "The tasks file is not a task list. It was left unchanged."
        case .newerVersion: "Your tasks were saved by a newer version of the app. Update the app to open them."
        case .damaged: "The tasks file is damaged."
        case .noAccess: "Your tasks can't be read right now. Unlock your device and try again."
        case .readOnly: "Your tasks can be read but not changed."
        case .writeFailed: "The change could not be written. Check that your device has free space."
        case .busy: "A widget or shortcut is using your tasks. Try again."
        case .appGroupMissing: "The app can't reach the storage it shares with its widgets. Reinstall the app."
        }
    }
}
