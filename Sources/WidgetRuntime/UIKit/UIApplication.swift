import Foundation

/// The app: the shape of UIKit's `UIApplication.shared` that code shared by an app and its widgets touches.
///
/// A widget extension cannot use `UIApplication.shared` on iOS (it is unavailable to extensions), so shared
/// code reaches it only in the app. Here it is one object whose opened URLs are recorded, in order, for a
/// test to read; nothing is opened.
@MainActor
public class UIApplication: NSObject {
    /// The state of the app.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The app object.
    public static let shared = UIApplication()

    /// The state of the app: active.
    public var applicationState: UIApplication.State { .active }
    /// The number on the app's icon.
    public var applicationIconBadgeNumber = 0
    /// The URLs asked to open, in order.
    package private(set) var openedURLs: [URL] = []

    /// Whether a URL can be opened: a URL with a scheme.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil
    }

    /// Records `url` as opened and calls `completion` with true.
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open only a universal link with an installed app.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
