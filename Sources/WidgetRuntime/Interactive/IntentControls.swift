/// A control that performs an app intent when tapped (the only kind of button a widget has).
public struct Button<Label> where Label: View {
    let intent: any AppIntent
    let label: Label
}

extension Button {
    /// Creates a button that performs `intent`, with a custom label.
    nonisolated public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.intent = intent
        self.label = label()
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized text label that performs `intent`.
    nonisolated public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.intent = intent
        label = Text(titleKey)
    }

    /// Creates a button with a text label that performs `intent`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, intent: some AppIntent) where S: StringProtocol {
        self.intent = intent
        label = Text(title)
    }
}

extension Button: View {
    public typealias Body = Never
}

extension Button: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let children = label.renderNodes(in: context)
        var node = ControlChrome.buttonNode(label: children, in: context)
        // A button as wide as its label wants to be: a row with a Spacer fills its stack.
        node.flexibility = children.reduce(into: []) { $0.formUnion($1.flexibility) }
        IntentControl.attach(intent, to: &node, in: context)
        node.classes.append("intent-button")
        return [node]
    }
}

/// A switch that performs an app intent when tapped; `isOn` is the state the widget's entry shows.
public struct Toggle<Label> where Label: View {
    let isOn: Bool
    let intent: any AppIntent
    let label: Label
}

extension Toggle {
    /// Creates a toggle showing `isOn` that performs `intent`, with a custom label.
    nonisolated public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.intent = intent
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized text label showing `isOn` that performs `intent`.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.isOn = isOn
        self.intent = intent
        label = Text(titleKey)
    }

    /// Creates a toggle with a text label showing `isOn` that performs `intent`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Bool, intent: some AppIntent) where S: StringProtocol {
        self.isOn = isOn
        self.intent = intent
        label = Text(title)
    }
}

extension Toggle: View {
    public typealias Body = Never
}

extension Toggle: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var node = ControlChrome.toggleNode(isOn: isOn, label: label.renderNodes(in: context), in: context)
        // The whole toggle is the tap target, as on iOS: a <button> that carries the intent.
        node.tag = "button"
        node.setAttribute("type", "button")
        node.setAttribute("role", "switch")
        node.setAttribute("aria-checked", isOn ? "true" : "false")
        IntentControl.attach(intent, to: &node, in: context)
        node.classes.append("intent-toggle")
        return [node]
    }
}

enum IntentControl {
    /// Puts the archived intent on a control's node and registers the intent's type with the host, so
    /// that the archive can be rebuilt when tapped.
    @MainActor
    static func attach(_ intent: any AppIntent, to node: inout HTMLNode, in context: RenderContext) {
        context.environment.widgetRenderState?.registry?.register(type(of: intent))
        node.setAttribute("data-intent", IntentArchive.archive(any: intent))
        // A disabled control performs nothing, as on iOS: the browser sends no click for it.
        if !context.environment.isEnabled { node.setAttribute("disabled", "") }
    }
}
