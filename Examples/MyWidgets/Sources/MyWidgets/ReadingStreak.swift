import Combine
import Foundation

/// The reading streak, kept in the App Group that the app and the widget share.
///
/// Foundation alone gives a file `ObservableObject` and `@Published` on Apple platforms, as type aliases of
/// Combine's; but a public conformance or a public `@Published` property through them does not compile in
/// Swift 6 mode ("'ObservableObject' aliases 'Combine.ObservableObject' and cannot be used in a public or
/// '@usableFromInline' conformance because 'Combine' was not imported by this file"), so this file imports
/// Combine. Its App Group members, in ReadingStreak+AppGroup.swift, import only Foundation.
public final class ReadingStreak: ObservableObject {
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
}
