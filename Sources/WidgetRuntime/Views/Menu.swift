import Foundation

/// A control for presenting a menu of actions.
///
/// A widget opens no menu: the menu draws as its label does in a borderless button (the tint color), and its
/// content is never shown, as nothing can open it.
public struct Menu<Label, Content> where Label: View, Content: View {
    let label: Label
    /// The menu's items, which only an open menu shows.
    let content: Content

    /// Creates a menu with a custom label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a menu with a custom primary action and custom label (the action never runs in a widget).
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content) { Text(title) }
    }
}

@available(*, unavailable)
extension Menu: Sendable {}

extension Menu: View {
    /// The label in a button whose action never runs.
    public var body: some View {
        Button(action: {}) { label }
    }
}
