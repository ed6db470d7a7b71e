import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

extension EnvironmentValues {
    /// Made once: building a `Locale` is not cheap, and text reads the locale as it renders.
    private static let defaultLocale = Locale(identifier: "en")

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { fields.colorScheme }
        set { update(.colorScheme) { $0.colorScheme = newValue } }
    }

    /// The current locale that views should use.
    public var locale: Locale {
        get { fields.locale ?? Self.defaultLocale }
        set { update(.locale) { $0.locale = newValue } }
    }
}
