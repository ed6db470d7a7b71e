import Foundation

/// An intent that opens one of the app's universal links (iOS 18): a widget's or control's button with one
/// brings the app to the foreground at that URL.
///
/// Here performing it hands the URL to `UIApplication.shared.open(_:)`, which records it (nothing is opened).
public struct OpenURLIntent: AppIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    /// The system brings the app to the foreground to run it.
    public static var openAppWhenRun: Bool { true }

    /// The universal link to open.
    @Parameter(title: "URL")
    public var url: URL

    /// Creates an intent whose URL is not set yet.
    public init() {}

    /// Creates an intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Opens the URL (records it with `UIApplication.shared`).
    public func perform() async throws -> IntentResultContainer<Never> {
        let url = url
        await UIApplication.shared.open(url)
        return .result()
    }
}
