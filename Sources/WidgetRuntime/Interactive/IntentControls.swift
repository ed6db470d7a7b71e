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
    /// Creates a button with a text label that performs `intent`.
    ///
    /// Apple also has `init(_ titleKey: LocalizedStringKey, intent:)`, added once the view layer's
    /// `LocalizedStringKey` is merged; a literal then prefers it.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, intent: some AppIntent) where S: StringProtocol {
        self.intent = intent
        label = Text(title)
    }
}

extension Button: View {
    public typealias Body = Never
}

extension Button: PrimitiveView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let children = label.renderNodes(in: context)
        var node = IntentControl.node(
            classes: ["intent-button"], intent: intent, children: children, in: context)
        node.setAttribute("type", "button")
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
    /// Creates a toggle with a text label showing `isOn` that performs `intent`.
    ///
    /// The `LocalizedStringKey` variant comes with the view layer, as for `Button`.
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

extension Toggle: PrimitiveView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var children = label.renderNodes(in: context)
        // The switch is drawn by the stylesheet (51×31 pt track, reference §5); its state is in the classes.
        children.append(HTMLNode("span", classes: ["toggle-switch", isOn ? "on" : "off"]))
        var node = IntentControl.node(
            classes: ["intent-toggle", isOn ? "on" : "off"], intent: intent, children: children, in: context)
        node.setAttribute("type", "button")
        node.setAttribute("role", "switch")
        node.setAttribute("aria-checked", isOn ? "true" : "false")
        return [node]
    }
}

enum IntentControl {
    /// A `<button>` carrying the archived intent, its children inside; registers the intent's type with the
    /// host so that the archive can be rebuilt when tapped.
    @MainActor
    static func node(
        classes: [String], intent: any AppIntent, children: [HTMLNode], in context: RenderContext
    ) -> HTMLNode {
        context.environment.widgetRenderState?.registry?.register(type(of: intent))
        var flexibility: Axis.Set = []
        for child in children { flexibility.formUnion(child.flexibility) }
        return HTMLNode(
            "button", classes: classes, attributes: [("data-intent", IntentArchive.archive(any: intent))],
            content: .children(children), flexibility: flexibility)
    }
}
