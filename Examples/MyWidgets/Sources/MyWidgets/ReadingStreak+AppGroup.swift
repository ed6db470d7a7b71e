import Foundation

// This file imports only Foundation, as an iOS developer writes a model's storage: `LocalizedStringResource`
// and `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` come with Foundation on Apple
// platforms. On Linux the package's `-import-module AppleFoundation` setting provides them.
extension ReadingStreak {
    /// The App Group of the app and its widgets.
    public static let appGroup = "group.example.mywidgets"

    /// What the streak is called on the widget.
    public static let title = LocalizedStringResource("Streak", comment: "The title of the streak badge")

    /// Where the app keeps the covers it shares with the widget: the App Group container's `Covers` folder.
    public static var coversDirectory: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?
            .appendingPathComponent("Covers", isDirectory: true)
    }
}
