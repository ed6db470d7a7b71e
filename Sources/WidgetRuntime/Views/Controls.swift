import Foundation

/// A visual element that can be used to separate other content.
public struct Divider: Sendable {
    /// Creates a divider.
    nonisolated public init() {}
}

extension Divider: View {
    public typealias Body = Never
}

extension Divider: NodeListView {
    static let separator = Color(light: RGBA(60, 60, 67, 0.29), dark: RGBA(84, 84, 88, 0.6))

    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let color = Self.separator.resolved(context.environment.colorScheme).css
        var node: HTMLNode
        if context.stackAxis == .horizontal {
            node = HTMLNode(classes: ["divider", "v"], style: [("background", color)], flexibility: .vertical)
        } else {
            node = HTMLNode(classes: ["divider"], style: [("background", color)], flexibility: .horizontal)
        }
        node.record(.leaf(CGSize(width: 1, height: 1)), in: context)
        return [node]
    }
}

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title, Icon> where Title: View, Icon: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}

extension Label: View {
    public typealias Body = Never
}

extension Label: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var inner = context
        inner.stackAxis = .horizontal
        var children: [HTMLNode] = []
        switch context.environment.labelStyleKind {
        case .titleOnly: children = title.renderNodes(in: inner)
        case .iconOnly: children = icon.renderNodes(in: inner)
        default: children = icon.renderNodes(in: inner) + title.renderNodes(in: inner)
        }
        var node = HTMLNode(classes: ["label"], content: .children(children))
        // The stylesheet's gap: 0.35 em of the label's font.
        node.record(.stack(.horizontal, spacing: 0.35 * (context.environment.font ?? .body).size), in: context)
        return [node]
    }
}

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle {
    nonisolated public init() {}
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle {
    nonisolated public init() {}
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle {
    nonisolated public init() {}
}

/// The default label style in the current context.
public struct DefaultLabelStyle {
    nonisolated public init() {}
}

extension TitleAndIconLabelStyle: LabelStyle {}
extension TitleOnlyLabelStyle: LabelStyle {}
extension IconOnlyLabelStyle: LabelStyle {}
extension DefaultLabelStyle: LabelStyle {}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

package enum LabelStyleKind: Sendable {
    case automatic
    case titleOnly
    case iconOnly
}

extension EnvironmentValues {
    package var labelStyleKind: LabelStyleKind {
        get { fields.labelStyleKind }
        set { update(.labelStyleKind) { $0.labelStyleKind = newValue } }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
        let kind: LabelStyleKind =
            style is TitleOnlyLabelStyle ? .titleOnly : style is IconOnlyLabelStyle ? .iconOnly : .automatic
        return environment(\.labelStyleKind, kind)
    }
}

/// A control for navigating to a URL. In a widget the host decides what a tap does, so the
/// element carries the URL and does not navigate.
public struct Link<Label> where Label: View {
    let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.destination = destination
        label = Text(titleKey)
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, destination: URL) where S: StringProtocol {
        self.destination = destination
        label = Text(title)
    }
}

extension Link: View {
    public typealias Body = Never
}

extension Link: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var inner = context
        inner.stackAxis = nil
        if inner.environment.foregroundStyle == nil {
            inner.environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
        }
        var children = label.renderNodes(in: inner)
        var flexibility: Axis.Set = []
        for index in children.indices {
            flexibility.formUnion(children[index].flexibility)
            StackLayout.applyFlexibility(to: &children[index], along: .vertical)
        }
        if context.environment.isInsideControl {
            // Inside a button or toggle the control takes the tap (and a link inside a <button> is not valid
            // HTML): the label draws as link-colored content that keeps its URL for tools.
            return [
                HTMLNode(
                    "span", classes: ["box", "link", "inert"], attributes: [("data-url", destination.absoluteString)],
                    content: .children(children), flexibility: flexibility)
            ]
        }
        return [
            HTMLNode(
                "a", classes: ["box", "link"], attributes: [("href", "#"), ("data-url", destination.absoluteString)],
                content: .children(children), flexibility: flexibility)
        ]
    }
}

/// Control chrome shared with the WidgetKit side, whose `Button(intent:)` and
/// `Toggle(isOn:intent:)` draw themselves with these according to the environment's
/// `buttonStyleKind`, `toggleStyleKind`, `labelsHidden` and `isEnabled`.
package enum ControlChrome {
    /// The 51×31 pt iOS switch; on = the tint (default green), off = a grey fill.
    @MainActor
    package static func switchNode(isOn: Bool, in context: RenderContext) -> HTMLNode {
        var style: [(property: String, value: String)] = []
        if isOn, let tint = context.environment.tint {
            style.append(("background", tint.resolve(in: context.environment).css))
        }
        var node = HTMLNode(
            "span", classes: isOn ? ["switch", "on"] : ["switch"], style: style,
            attributes: [("role", "switch"), ("aria-checked", isOn ? "true" : "false")],
            content: .children([HTMLNode("span", classes: ["thumb"])]))
        node.record(.leaf(CGSize(width: 51, height: 31)), in: context)
        return node
    }

    /// A toggle: label, space and switch (`.switch`/`.automatic`) or a button that shows its state (`.button`).
    @MainActor
    package static func toggleNode(isOn: Bool, label: [HTMLNode], in context: RenderContext) -> HTMLNode {
        let environment = context.environment
        if environment.toggleStyleKind == .button {
            var node = buttonNode(label: label, kind: isOn ? .borderedProminent : .bordered, in: context)
            node.classes.append("toggle-button")
            node.setAttribute("aria-pressed", isOn ? "true" : "false")
            return node
        }
        var children = environment.labelsHidden ? [] : label
        if !children.isEmpty {
            var spacer = HTMLNode(classes: ["spacer"], style: [("flex", "1 1 0")])
            spacer.record(.spacer(minLength: 0), in: context)
            children.append(spacer)
        }
        children.append(switchNode(isOn: isOn, in: context))
        var classes = ["toggle"]
        if !environment.isEnabled { classes.append("disabled") }
        var node = HTMLNode(
            classes: classes, content: .children(children), flexibility: environment.labelsHidden ? [] : .horizontal)
        node.record(.stack(.horizontal, spacing: 8), in: context)
        return node
    }

    /// A button in the environment's button style (or `kind`), wrapping the label's nodes.
    @MainActor
    package static func buttonNode(
        label: [HTMLNode], kind: ButtonStyleKind? = nil, in context: RenderContext
    )
        -> HTMLNode
    {
        let environment = context.environment
        let kind = kind ?? environment.buttonStyleKind
        let tint = (environment.tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle())).resolve(
            in: environment)
        var classes = ["button"]
        var style: [(property: String, value: String)] = []
        switch kind {
        case .automatic, .borderless:
            classes.append("borderless")
            if environment.foregroundStyle == nil { style.append(("color", tint.css)) }
        case .plain:
            classes.append("plain")
        case .bordered:
            classes.append("bordered")
            // Of the default tint, iOS fills a bordered button with the secondary system fill, a neutral grey
            // (233,233,235 on a white widget in a published iOS 17 screenshot: rgba(120,120,128,0.16)), its label
            // in the accent color; a `tint` colors the fill faintly too.
            let fill =
                environment.tint == nil
                ? FillShapeStyle().resolve(level: 1, in: environment) : tint.withAlpha(multipliedBy: 0.15)
            style.append(("background", fill.css))
            style.append(("color", tint.css))
        case .borderedProminent:
            classes.append("prominent")
            style.append(("background", tint.css))
            style.append(("color", "#FFFFFF"))
        }
        if !environment.isEnabled { classes.append("disabled") }
        var children = label
        for index in children.indices { StackLayout.applyFlexibility(to: &children[index], along: .horizontal) }
        var node = HTMLNode(
            "button", classes: classes, style: style, attributes: [("type", "button")], content: .children(children))
        // The stylesheet pads bordered buttons 7 × 12 pt.
        let bordered = kind == .bordered || kind == .borderedProminent
        node.record(
            bordered ? .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)) : .zstack, in: context)
        return node
    }
}
