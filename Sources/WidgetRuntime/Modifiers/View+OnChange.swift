import Foundation

// The value-change actions. A widget's views are drawn once per entry, not kept alive: iOS runs no view
// actions in a widget (a new entry is a new drawing, not a change), so the actions are never called here
// either, and `initial: true` does not call them on the first drawing.
extension View {
    /// Adds an action to perform when the given value changes, with the old and new values (never called in a
    /// widget).
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        self
    }

    /// Adds an action to perform when the given value changes (never called in a widget).
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable {
        self
    }

    /// Adds an action to perform when the given value changes, with the new value (iOS 14's form, deprecated in
    /// iOS 17; never called in a widget).
    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
    where V: Equatable {
        self
    }
}
