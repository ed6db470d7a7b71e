import Foundation

/// The reading streak, kept in the App Group that the app and the widget share.
///
/// This file imports only Foundation, as an iOS developer writes a model: `LocalizedStringResource`,
/// `ObservableObject` and `@Published` come with Foundation on Apple platforms, and so does the key-value
/// coding of `UserDefaults`. On Linux the package's `-import-module AppleFoundation` setting provides them.
public final class ReadingStreak: ObservableObject {
    /// The App Group of the app and its widgets.
    public static let appGroup = "group.example.mywidgets"

    /// What the streak is called on the widget.
    public static let title = LocalizedStringResource("Streak", comment: "The title of the streak badge")

    /// Consecutive days with some reading.
    @Published public private(set) var days: Int

    private let defaults: UserDefaults

    /// The streak stored in `suiteName`'s defaults (the App Group's, unless a test gives its own).
    public init(suiteName: String = ReadingStreak.appGroup) {
        defaults = UserDefaults(suiteName: suiteName) ?? .standard
        days = defaults.value(forKey: "streakDays") as? Int ?? 0
    }

    /// Counts one more day of reading, and stores it.
    public func recordDay() {
        days += 1
        defaults.setValue(days, forKey: "streakDays")
    }

    /// Forgets the streak.
    public func reset() {
        days = 0
        defaults.setValue(nil, forKey: "streakDays")
    }

    /// Where the app keeps the covers it shares with the widget: the App Group container's `Covers` folder.
    public static var coversDirectory: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?
            .appendingPathComponent("Covers", isDirectory: true)
    }
}
