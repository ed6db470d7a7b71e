import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { fields.colorScheme }
        set { update(.colorScheme) { $0.colorScheme = newValue } }
    }

    /// The current locale that views should use.
    public var locale: Locale {
        get { fields.locale ?? Locale(identifier: "en") }
        set { update(.locale) { $0.locale = newValue } }
    }
}
