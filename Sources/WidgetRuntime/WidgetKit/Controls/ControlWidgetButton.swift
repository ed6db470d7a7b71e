import Foundation

/// A control that performs an action.
@MainActor @preconcurrency
public struct ControlWidgetButton<Label, ActionLabel, Action> where Label: View, ActionLabel: View {
    let label: () -> Label
    let actionLabel: (Bool) -> ActionLabel
    let perform: @MainActor () async throws -> Void
    var opensApp = false
}

extension ControlWidgetButton: ControlWidgetTemplate {
    public typealias Body = Never
}

extension ControlWidgetButton: PrimitiveControlTemplate {
    package var templateDescriptor: ControlTemplateDescriptor {
        ControlTemplateDescriptor(
            kind: .button, label: AnyView(label()), valueLabel: AnyView(actionLabel(false)),
            iconFromValueLabel: ActionLabel.self is any ControlIconLabel.Type, perform: perform, opensApp: opensApp)
    }
}

extension ControlWidgetButton {
    /// Creates a button showing `label`, and `actionLabel` (given whether the action is running); tapping
    /// it performs `action`.
    @MainActor @preconcurrency
    public init(
        action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(
            label: label, actionLabel: actionLabel, perform: { _ = try await action.perform() },
            opensApp: Action.openAppWhenRun)
    }

    /// Creates a button showing `label`; tapping it performs `action`.
    @MainActor @preconcurrency
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(
            label: label, actionLabel: { _ in ControlWidgetButtonDefaultActionLabel() },
            perform: { _ = try await action.perform() }, opensApp: Action.openAppWhenRun)
    }

    /// Creates a button showing `label` that launches the app at the intent's `target` (iOS performs the
    /// intent in the app, which it brings to the foreground).
    @MainActor @preconcurrency
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: OpenIntent {
        self.init(
            label: label, actionLabel: { _ in ControlWidgetButtonDefaultActionLabel() },
            perform: { _ = try await action.perform() }, opensApp: true)
    }
}

extension ControlWidgetButton where Label == Text {
    /// Creates a button titled by a localized key.
    @MainActor @preconcurrency
    public init(
        _ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    /// Creates a button titled by a string.
    @_disfavoredOverload @MainActor @preconcurrency
    public init(
        _ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        let title = String(title)
        self.init(action: action, label: { Text(verbatim: title) }, actionLabel: actionLabel)
    }
}

/// The action label of a button that names none: nothing beside its label.
@MainActor @preconcurrency
public struct ControlWidgetButtonDefaultActionLabel: View {
    /// Draws nothing: Control Center shows the button's label alone.
    public var body: some View {
        EmptyView()
    }
}
