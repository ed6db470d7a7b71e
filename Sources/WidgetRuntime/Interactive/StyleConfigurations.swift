import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button style set in the environment: one of the app's own.
package enum CustomButtonStyle {
    case custom(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

/// The app's own button and toggle styles set in an environment, kept behind one reference (see
/// `EnvironmentValues.Fields`).
final class CustomControlStyles {
    let button: CustomButtonStyle?
    let toggle: (any ToggleStyle)?

    init(button: CustomButtonStyle?, toggle: (any ToggleStyle)?) {
        self.button = button
        self.toggle = toggle
    }
}

/// The label a style's body places: the control's label, drawn where the body puts it.
@MainActor
struct StyleLabelContent {
    let render: @MainActor (RenderContext) -> [HTMLNode]
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        public typealias Body = Never
        let content: StyleLabelContent
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button (never, in a widget drawn ahead of time).
    public let isPressed: Bool
}

/// The properties of a button, for styles that define its interaction too.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        public typealias Body = Never
        let content: StyleLabelContent
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label

    /// Performs the button's action (a widget's button acts through its App Intent, when tapped on the page).
    public func trigger() {}
}

/// The properties of a toggle.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        public typealias Body = Never
        let content: StyleLabelContent
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off.
    public var isMixed: Bool

    package init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration: Sendable {}
@available(*, unavailable)
extension ToggleStyleConfiguration: Sendable {}

extension ButtonStyleConfiguration.Label: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] { content.render(context) }
}

extension PrimitiveButtonStyleConfiguration.Label: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] { content.render(context) }
}

extension ToggleStyleConfiguration.Label: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] { content.render(context) }
}

/// A built-in button style's body: the label in the style's chrome.
public struct _BuiltInButton: View {
    public typealias Body = Never
    let label: StyleLabelContent
    let kind: ButtonStyleKind

    init(_ label: PrimitiveButtonStyleConfiguration.Label, _ kind: ButtonStyleKind) {
        self.label = label.content
        self.kind = kind
    }
}

extension _BuiltInButton: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var node = ControlChrome.buttonNode(label: label.render(context), kind: kind, in: context)
        node.tag = "div"
        node.attributes.removeAll { $0.name == "type" }
        return [node]
    }
}

/// A built-in toggle style's body: label and switch, or a button that shows its state.
public struct _BuiltInToggle: View {
    public typealias Body = Never
    let label: StyleLabelContent
    let isOn: Bool
    let kind: ToggleStyleKind

    init(_ configuration: ToggleStyleConfiguration, _ kind: ToggleStyleKind) {
        label = configuration.label.content
        isOn = configuration.isOn
        self.kind = kind
    }
}

extension _BuiltInToggle: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var inner = context
        inner.environment.toggleStyleKind = kind
        inner.environment.customToggleStyle = nil
        return [ControlChrome.toggleNode(isOn: isOn, label: label.render(inner), in: inner)]
    }
}
