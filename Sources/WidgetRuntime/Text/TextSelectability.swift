/// A type that describes the ability to select text.
///
/// Widgets draw text that nobody can select (a tap opens the app or runs an intent), so here selectability is
/// declared for code shared with an app and changes nothing that is drawn.
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    /// Whether text selection is allowed: always.
    public static let allowsSelection = true
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    /// Whether text selection is allowed: never.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Controls whether people can select text within this view (widget text is never selectable: the view is
    /// returned unchanged).
    public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability {
        self
    }
}
