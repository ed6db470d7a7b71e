import AppIntents
import Foundation

/// Why a Shortcuts action could not run, as Siri and Shortcuts say it.
enum TaskShortcutError: Error, CustomLocalizedStringResourceConvertible {
    case invalidDraft(TaskDraft.Problem)
    case taskNotFound

    /// The same words as the app's (`TaskListProblem.message`).
    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .invalidDraft(let problem): TaskListProblem.invalidDraft(problem).message
        case .taskNotFound: TaskListProblem.taskNotFound.message
        }
    }
}
