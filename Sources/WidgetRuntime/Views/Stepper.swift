import Foundation

/// A control that performs increment and decrement actions.
///
/// A widget runs no control but a button or toggle with an App Intent: a stepper draws as iOS draws it at
/// rest — its label, then the minus and plus segments — and changes nothing when tapped.
public struct Stepper<Label> where Label: View {
    let label: Label
    /// Whether the value sits at its lower or upper bound, where iOS dims that segment.
    let atMinimum: Bool
    let atMaximum: Bool

    /// Creates a stepper instance that performs the closures you provide when the user increments or
    /// decrements the stepper (never, in a widget).
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        atMinimum = onDecrement == nil
        atMaximum = onIncrement == nil
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you
    /// provide.
    nonisolated public init<V>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.label = label()
        atMinimum = false
        atMaximum = false
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and
    /// within a range of values you provide.
    nonisolated public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.label = label()
        let current = value.wrappedValue
        atMinimum = current <= bounds.lowerBound
        atMaximum = current >= bounds.upperBound
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title and a binding to a value within a range.
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and a binding to a value within a range.
    @_disfavoredOverload
    nonisolated public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and a binding to a value.
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and increment and decrement actions.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}

@available(*, unavailable)
extension Stepper: Sendable {}

extension Stepper: View {
    /// The label, then UIStepper's two segments (94 × 32 pt, a separator between them), as a form row.
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Image(systemName: "minus")
                    .frame(width: 46.5, height: 32)
                    .opacity(atMinimum ? 0.3 : 1)
                Color.primary.opacity(0.15)
                    .frame(width: 1, height: 18)
                Image(systemName: "plus")
                    .frame(width: 46.5, height: 32)
                    .opacity(atMaximum ? 0.3 : 1)
            }
            .font(.system(size: 15, weight: .medium))
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
        }
    }
}
