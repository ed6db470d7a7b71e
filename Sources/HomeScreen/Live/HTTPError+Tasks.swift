import TaskKit
import WebServer
import WidgetRuntime

extension HTTPError {
    /// The answer to an error of the store or the widgets: the client's (4xx) with a one-line message, or the
    /// server's when the disk or the system refused (507, 403 read-only, 503 busy); nil for any other error
    /// (then a 500, its text not sent).
    static func answer(to error: any Error) -> HTTPError? {
        switch error {
        case let error as TaskStoreError:
            switch error {
            case .notFound: .notFound(oneLine(error.description))
            case .invalidTitle, .invalidRecurrence, .indexOutOfRange: .badRequest(oneLine(error.description))
            // The disk or the system refused the write: the request was fine, the server could not store it.
            case .writeFailed: HTTPError(507, oneLine(error.description))
            case .readOnly: HTTPError(403, oneLine(error.description))
            case .busy: HTTPError(503, oneLine(error.description))
            default: nil
            }
        case let error as WidgetHostError:
            switch error {
            case .unknownInstance: .notFound("unknown widget")
            case .notConfigurable: .badRequest("this widget has no options")
            default: .badRequest(oneLine(error.description))
            }
        case let error as IntentArchiveError: .badRequest(oneLine(error.description))
        default: nil
        }
    }

    /// The first line of `text`, at most 200 characters: an answer's message.
    static func oneLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "").prefix(200).description
    }
}
