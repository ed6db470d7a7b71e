/// The app's Siri phrases and Shortcuts tiles: what `AppShortcutsProvider.appShortcuts` returns.
///
/// On Linux nothing listens to phrases; the declarations compile, and tests can read the phrases'
/// catalog keys to check their translations.
public struct AppShortcut: Sendable {
    /// The phrases as catalog keys, with `${applicationName}` and `${parameter}` placeholders.
    package let phraseKeys: [String]
    /// The tile's title.
    package let shortTitle: LocalizedStringResource
    /// The tile's SF Symbol.
    package let systemImageName: String
    /// The type name of the intent the shortcut runs.
    package let intentType: String

    /// Creates a shortcut that runs `intent` when one of `phrases` is said.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        phraseKeys = phrases.map(\.key)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        intentType = String(describing: Intent.self)
    }
}

/// A placeholder in a phrase that the system fills in.
public struct AppShortcutPhraseToken: Sendable, Hashable {
    let name: String

    /// The app's name, which every phrase must contain once.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// One phrase of a shortcut: literal words, the app's name and at most one entity or enum parameter.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    package let key: String

    /// Collects the phrase as a catalog key (`"Add a task in ${applicationName}"`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            key += "${\(token.name)}"
        }

        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            key += "${\(ParameterKeyPath.name(of: parameter))}"
        }
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
    }
}

/// Builds `appShortcuts` from `AppShortcut` expressions.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}

/// The one type of an app that declares its shortcuts.
public protocol AppShortcutsProvider {
    /// The app's shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }

    /// Tells the system that the parameters offered in phrases changed.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Nothing to tell on Linux: no system reads the phrases.
    public static func updateAppShortcutParameters() {}
}
