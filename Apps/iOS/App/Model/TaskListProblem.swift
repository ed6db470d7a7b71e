import TaskKit

/// What went wrong, in terms the list shows to people; the views turn each case into localized text.
enum TaskListProblem: Error, Hashable, Sendable {
    /// The draft could not be saved (the editor keeps it open).
    case invalidDraft(TaskDraft.Problem)
    /// The task is gone: deleted in another window, or the widget's link is older than the task.
    case taskNotFound
    /// The shared store cannot be opened or read; `detail` is the store's one-line reason.
    case storeUnavailable(detail: String)
    /// Any other failure of a change; `detail` is the store's one-line reason.
    case changeFailed(detail: String)

    init(_ error: any Error) {
        switch error {
        case let problem as TaskListProblem:
            self = problem
        case TaskStoreError.invalidTitle(let problem):
            self = .invalidDraft(TaskDraft.Problem(problem))
        case TaskStoreError.notFound:
            self = .taskNotFound
        case let error as TaskStoreError:
            switch error {
            case .notADatabase, .foreignDatabase, .futureSchema, .corrupt, .cannotOpen, .readOnly:
                self = .storeUnavailable(detail: error.description)
            default:
                self = .changeFailed(detail: error.description)
            }
        default:
            self = .changeFailed(detail: "\(error)")
        }
    }
}
