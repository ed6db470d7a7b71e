import AppIntents
import Foundation

/// Why a Shortcuts action could not run, as Siri and Shortcuts say it.
enum TaskShortcutError: Error, CustomLocalizedStringResourceConvertible {
    case invalidDraft(TaskDraft.Problem)
    case taskNotFound

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .invalidDraft(.emptyTitle): "Enter a title."
        case .invalidDraft(.titleTooLong(let limit)): "A title can have at most \(limit) characters."
        case .invalidDraft(.titleTooLarge(let limit)): "A title can take at most \(limit) bytes."
        case .invalidDraft(.titleHasControlCharacter): "A title can't contain control characters."
        case .taskNotFound: "This task no longer exists."
        }
    }
}
