import Foundation

/// A control that initiates an action. In a widget only an App Intent acts (`Button(intent:)`): a button
/// with a closure draws and does nothing when tapped, as on iOS.
public struct Button<Label> where Label: View {
    enum Action {
        case intent(any AppIntent)
        /// A closure, which widgets never call.
        case closure
    }

    let action: Action
    let role: ButtonRole?
    let label: Label
}

extension Button {
    /// Creates a button that performs `intent`, with a custom label.
    nonisolated public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        action = .intent(intent)
        role = nil
        self.label = label()
    }

    /// Creates a button that displays a custom label (its action never runs in a widget).
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = .closure
        role = nil
        self.label = label()
    }

    /// Creates a button with a specified role that displays a custom label.
    nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.action = .closure
        self.role = role
        self.label = label()
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized text label that performs `intent`.
    nonisolated public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        action = .intent(intent)
        role = nil
        label = Text(titleKey)
    }

    /// Creates a button with a text label that performs `intent`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, intent: some AppIntent) where S: StringProtocol {
        action = .intent(intent)
        role = nil
        label = Text(title)
    }

    /// Creates a button that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.action = .closure
        role = nil
        label = Text(titleKey)
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.action = .closure
        role = nil
        label = Text(title)
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.action = .closure
        self.role = role
        label = Text(titleKey)
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        self.action = .closure
        self.role = role
        label = Text(title)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom interaction
    /// behavior.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        action = .closure
        role = configuration.role
        label = configuration.label
    }
}

extension Button: View {
    public typealias Body = Never
}

extension Button: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let environment = context.environment
        if environment.isInsideControl {
            // The enclosing control takes the tap; this one draws its label only.
            let children = label.renderNodes(in: context)
            return [Boxes.group(children, classes: ["button-content"])]
        }
        var inner = context
        inner.environment.isInsideControl = true
        var node: HTMLNode
        if let style = environment.customButtonStyle {
            let label = self.label
            let content = StyleLabelContent { label.renderNodes(in: $0) }
            let body: [HTMLNode]
            switch style {
            case .custom(let style):
                body = Self.body(
                    of: style, ButtonStyleConfiguration(role: role, label: .init(content: content), isPressed: false),
                    in: inner)
            case .primitive(let style):
                body = Self.body(
                    of: style, PrimitiveButtonStyleConfiguration(role: role, label: .init(content: content)), in: inner)
            }
            node = HTMLNode("button", classes: ["button", "styled"], attributes: [("type", "button")])
            var flexibility: Axis.Set = []
            var children = body
            for index in children.indices {
                flexibility.formUnion(children[index].flexibility)
                StackLayout.applyFlexibility(to: &children[index], along: .horizontal)
            }
            node.content = .children(children)
            node.flexibility = flexibility
            node.record(.zstack, in: context)
        } else {
            let children = label.renderNodes(in: inner)
            node = ControlChrome.buttonNode(label: children, in: context)
            // A button as wide as its label wants to be: a row with a Spacer fills its stack.
            node.flexibility = children.reduce(into: []) { $0.formUnion($1.flexibility) }
        }
        if let role { node.setAttribute("data-role", role.name) }
        switch action {
        case .intent(let intent):
            IntentControl.attach(intent, to: &node, in: context)
            node.classes.append("intent-button")
        case .closure:
            // Nothing to perform in a widget: the page sends no tap for it.
            node.setAttribute("data-action", "none")
        }
        return [node]
    }

    @MainActor private static func body<S: ButtonStyle>(
        of style: S, _ configuration: ButtonStyleConfiguration, in context: RenderContext
    ) -> [HTMLNode] {
        context.evaluatingBody { style.makeBody(configuration: configuration) }.renderNodes(in: context)
    }

    @MainActor private static func body<S: PrimitiveButtonStyle>(
        of style: S, _ configuration: PrimitiveButtonStyleConfiguration, in context: RenderContext
    ) -> [HTMLNode] {
        context.evaluatingBody { style.makeBody(configuration: configuration) }.renderNodes(in: context)
    }
}

/// A control that toggles between on and off states. In a widget it shows `isOn` as the entry has it, and a
/// tap performs its App Intent (`Toggle(isOn:intent:)`); a toggle bound to state draws and does nothing.
public struct Toggle<Label> where Label: View {
    let isOn: Bool
    let intent: (any AppIntent)?
    let label: Label
}

extension Toggle {
    /// Creates a toggle showing `isOn` that performs `intent`, with a custom label.
    nonisolated public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.intent = intent
        self.label = label()
    }

    /// Creates a toggle that displays a custom label (showing the binding's value; it does not change in a
    /// widget).
    @MainActor @preconcurrency
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        intent = nil
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

    /// Creates a toggle that generates its label from a localized string key.
    @MainActor @preconcurrency
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn.wrappedValue
        intent = nil
        label = Text(titleKey)
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload @MainActor @preconcurrency
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.isOn = isOn.wrappedValue
        intent = nil
        label = Text(title)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration (inside a style's body).
    @MainActor @preconcurrency
    public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.isOn
        intent = nil
        label = configuration.label
    }
}

extension Toggle: View {
    public typealias Body = Never
}

extension Toggle: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var inner = context
        inner.environment.isInsideControl = true
        var node: HTMLNode
        var labelNodes: [HTMLNode] = []
        if let style = context.environment.customToggleStyle {
            let label = self.label
            let configuration = ToggleStyleConfiguration(
                label: .init(content: StyleLabelContent { label.renderNodes(in: $0) }), isOn: .constant(isOn))
            var children = Self.body(of: style, configuration, in: inner)
            var flexibility: Axis.Set = []
            for index in children.indices {
                flexibility.formUnion(children[index].flexibility)
                StackLayout.applyFlexibility(to: &children[index], along: .horizontal)
            }
            node = HTMLNode(classes: ["toggle", "styled"], content: .children(children), flexibility: flexibility)
            node.record(.zstack, in: context)
        } else {
            labelNodes = label.renderNodes(in: inner)
            node = ControlChrome.toggleNode(isOn: isOn, label: labelNodes, in: context)
        }
        guard let intent, !context.environment.isInsideControl else {
            node.setAttribute("role", "switch")
            node.setAttribute("aria-checked", isOn ? "true" : "false")
            return [node]
        }
        // The whole toggle is the tap target, as on iOS: a <button> that carries the intent, and the one
        // switch a reader finds; the drawn track inside it is decoration.
        node.tag = "button"
        node.setAttribute("type", "button")
        node.setAttribute("role", "switch")
        node.setAttribute("aria-checked", isOn ? "true" : "false")
        AccessibleMarkup.hideNestedSwitches(in: &node)
        // A hidden label is still the toggle's accessibility label, as VoiceOver reads it on iOS.
        if context.environment.labelsHidden {
            let name = AccessibleMarkup.text(of: labelNodes)
            if !name.isEmpty { node.setAttribute("aria-label", name) }
        }
        IntentControl.attach(intent, to: &node, in: context)
        node.classes.append("intent-toggle")
        return [node]
    }

    @MainActor private static func body<S: ToggleStyle>(
        of style: S, _ configuration: ToggleStyleConfiguration, in context: RenderContext
    ) -> [HTMLNode] {
        context.evaluatingBody { style.makeBody(configuration: configuration) }.renderNodes(in: context)
    }
}

enum IntentControl {
    /// The archives of the intents the enabled controls in `node` perform, in document order.
    static func intents(in node: HTMLNode) -> [String] {
        var intents: [String] = []
        collect(node, into: &intents)
        return intents
    }

    private static func collect(_ node: HTMLNode, into intents: inout [String]) {
        if !node.attributes.contains(where: { $0.name == "disabled" }),
            let intent = node.attributes.first(where: { $0.name == "data-intent" })
        {
            intents.append(intent.value)
        }
        for child in node.children { collect(child, into: &intents) }
    }

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
