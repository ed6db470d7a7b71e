import Foundation

/// A control that turns something on or off: performing its `SetValueIntent` with the new state.
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label, ValueLabel, Action> where Label: View, ValueLabel: View {
    let isOn: Bool
    let label: () -> Label
    let valueLabel: (Bool) -> ValueLabel
    let perform: @MainActor (Bool) async throws -> Void
}

extension ControlWidgetToggle: ControlWidgetTemplate {
    public typealias Body = Never
}

extension ControlWidgetToggle: PrimitiveControlTemplate {
    package var templateDescriptor: ControlTemplateDescriptor {
        let newValue = !isOn
        let perform = self.perform
        return ControlTemplateDescriptor(
            kind: .toggle(isOn: isOn), label: AnyView(label()), valueLabel: AnyView(valueLabel(isOn)),
            iconFromValueLabel: ValueLabel.self is any ControlIconLabel.Type, perform: { try await perform(newValue) })
    }
}

extension ControlWidgetToggle {
    /// Creates a toggle showing `label`, and `valueLabel` for its state; tapping it performs `action` with
    /// its `value` set to the opposite of `isOn`.
    @MainActor @preconcurrency
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, label: label, valueLabel: valueLabel, perform: Self.performer(action))
    }

    /// Creates a toggle showing `label`, and "On" or "Off" for its state.
    @MainActor @preconcurrency
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(
            isOn: isOn, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) },
            perform: Self.performer(action))
    }

    /// Performs a copy of `action` with its value set.
    static func performer(_ action: Action) -> @MainActor (Bool) async throws -> Void
    where Action: SetValueIntent, Action.ValueType == Bool {
        { newValue in
            var intent = action
            intent.value = newValue
            _ = try await intent.perform()
        }
    }
}

extension ControlWidgetToggle where Label == Text {
    /// Creates a toggle titled by a localized key, showing `valueLabel` for its state.
    @MainActor @preconcurrency
    public init(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    /// Creates a toggle titled by a string, showing `valueLabel` for its state.
    @_disfavoredOverload @MainActor @preconcurrency
    public init(
        _ title: some StringProtocol, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        let title = String(title)
        self.init(isOn: isOn, action: action, label: { Text(verbatim: title) }, valueLabel: valueLabel)
    }
}

/// The value label of a toggle that names none: "On" or "Off".
@MainActor @preconcurrency
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool

    /// The state, as Control Center words it.
    public var body: some View {
        Text(isOn ? "On" : "Off")
    }
}
