import Foundation

/// An action that opens a URL, read from the environment (`\.openURL`).
///
/// A widget has no place to call it: its views run no actions on iOS (a button performs an App Intent, a tap
/// elsewhere opens the app at the widget's URL), so it is declared for code a widget shares with its app.
/// Called, the system's action records the URL with `UIApplication.shared` and opens nothing, as that does.
///
/// Apple isolates the whole type to the main actor; here its creation and calls are, which is what code meets
/// (the same calls need the main actor), while the environment's default is made by a nonisolated key.
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Kind: Sendable, Equatable {
            case handled
            case discarded
            /// The system opens the URL, or the one given instead.
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> OpenURLAction.Result {
            Result(kind: .systemAction(url))
        }
    }

    /// The custom handler; nil for the system's action (the environment's default).
    let handler: ((URL) -> Result)?

    /// Creates an action that opens a URL.
    @MainActor @preconcurrency
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = handler
    }

    /// The system's action, the environment's default.
    init() {
        handler = nil
    }

    /// Opens a URL, following system conventions.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Asynchronously opens a URL, following system conventions; `completion` says whether it was accepted.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .systemAction(let replacement):
            let target = replacement ?? url
            // Accepted as iOS accepts it: when some app opens the URL's scheme (here, any URL with a scheme).
            let accepted = UIApplication.shared.canOpenURL(target)
            if accepted { UIApplication.shared.open(target) }
            completion(accepted)
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

extension EnvironmentValues {
    /// Opens a URL using the appropriate system service (the system's action unless a view sets another).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
