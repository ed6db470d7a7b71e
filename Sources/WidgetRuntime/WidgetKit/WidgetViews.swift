import Foundation

/// What a widget's views tell the frame around them while they render: the container background, the
/// widget URL, and the intent types of their buttons (which the host must be able to rebuild).
@MainActor
package final class WidgetRenderState {
    package enum Background {
        case style(String)
        case view(AnyView, Alignment)
    }

    package var background: Background?
    package var widgetURL: URL?
    package let registry: IntentRegistry?

    package init(registry: IntentRegistry?) {
        self.registry = registry
    }
}

extension EnvironmentValues {
    /// The template of the widget: its size family.
    public package(set) var widgetFamily: WidgetFamily {
        get { fields.widgetFamily }
        set { update(.widgetFamily) { $0.widgetFamily = newValue } }
    }

    /// How the system renders the widget: full color on the Home Screen, accented when it is tinted or
    /// clear, vibrant on the Lock Screen. Settable, as in WidgetKit (previews set it).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { fields.widgetRenderingMode }
        set { update(.widgetRenderingMode) { $0.widgetRenderingMode = newValue } }
    }

    /// Whether the widget's container background is shown (not on the Lock Screen).
    public package(set) var showsWidgetContainerBackground: Bool {
        get { fields.showsWidgetContainerBackground }
        set { update(.showsWidgetContainerBackground) { $0.showsWidgetContainerBackground = newValue } }
    }

    /// The margins the system applies around the widget's content by default.
    public package(set) var widgetContentMargins: EdgeInsets {
        get { fields.widgetContentMargins }
        set { update(.widgetContentMargins) { $0.widgetContentMargins = newValue } }
    }

    package var widgetRenderState: WidgetRenderState? {
        get { fields.widgetRenderState }
        set { update(.widgetRenderState) { $0.widgetRenderState = newValue } }
    }
}

extension View {
    /// Sets the background of the widget's container (`.widget`).
    public func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    where S: ShapeStyle {
        modifier(_ContainerBackgroundModifier(background: .shapeStyle(style)))
    }

    /// Sets a view as the background of the widget's container (`.widget`).
    public func containerBackground<V>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(_ContainerBackgroundModifier(background: .view(AnyView(content()), alignment)))
    }

    /// Sets the URL the app opens when the user taps the widget outside its buttons and toggles.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(_WidgetURLModifier(url: url))
    }

    /// Adds the view and all of its subviews to the accented group (drawn in the tint in accented mode).
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(_WidgetAccentableModifier(isAccentable: accentable))
    }
}

/// Records the container background for the widget frame; draws nothing itself.
public struct _ContainerBackgroundModifier {
    enum Background {
        case shapeStyle(any ShapeStyle)
        case view(AnyView, Alignment)
    }

    let background: Background
}

extension _ContainerBackgroundModifier: ViewModifier {
    public typealias Body = Never
}

extension _ContainerBackgroundModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        if let state = context.environment.widgetRenderState {
            switch background {
            case .shapeStyle(let style):
                state.background = .style(Self.widgetCSS(for: style, in: context.environment))
            case .view(let view, let alignment):
                state.background = .view(view, alignment)
            }
        }
        return content(context)
    }

    /// The CSS of a shape style; styles the renderer does not know yet fall back to the system background.
    static func css(for style: any ShapeStyle, in environment: EnvironmentValues) -> String {
        if let gradient = StylePaint.gradient(of: style) { return gradient.cssGradient(in: environment) }
        if let css = (style as? any CSSShapeStyle)?.cssValue(in: environment) { return css }
        return environment.colorScheme == .dark ? "#1C1C1E" : "#FFFFFF"
    }

    /// The CSS of a widget's container background: a Home Screen widget is never see-through, so iOS draws a
    /// translucent one (`.clear`, `.fill.tertiary` of Xcode's template, a color's `opacity`) over an opaque
    /// backing, white, as the iOS 17 screenshots of widgets with `.containerBackground(.clear, for: .widget)`
    /// show them; black in dark, where the template's fill comes out as the #1C1C1E of dark widgets (the home
    /// page's slots draw the same). The Lock Screen's families have no background of their own.
    static func widgetCSS(for style: any ShapeStyle, in environment: EnvironmentValues) -> String {
        let css = css(for: style, in: environment)
        guard !environment.widgetFamily.isAccessory,
            let color = (style as? any ResolvableStyle)?.resolve(in: environment), color.alpha < 1
        else { return css }
        return "linear-gradient(\(css),\(css)),\(environment.colorScheme == .dark ? "#000000" : "#FFFFFF")"
    }
}

/// Records the widget URL for the widget frame.
public struct _WidgetURLModifier {
    let url: URL?
}

extension _WidgetURLModifier: ViewModifier {
    public typealias Body = Never
}

extension _WidgetURLModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        if let url, let state = context.environment.widgetRenderState { state.widgetURL = url }
        return content(context)
    }
}

/// Marks views as accentable with a class, without wrapping them (which would change the layout).
public struct _WidgetAccentableModifier {
    let isAccentable: Bool
}

extension _WidgetAccentableModifier: ViewModifier {
    public typealias Body = Never
}

extension _WidgetAccentableModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        var nodes = content(context)
        if isAccentable {
            for index in nodes.indices { nodes[index].classes.append(AccentedRendering.accentableClass) }
        }
        return nodes
    }
}

/// An adaptive background view that provides a standard appearance for accessory widgets.
public struct AccessoryWidgetBackground {
    /// Creates an accessory widget background.
    nonisolated public init() {}
}

extension AccessoryWidgetBackground: View {
    public typealias Body = Never
}

extension AccessoryWidgetBackground: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let family = context.environment.widgetFamily
        guard family == .accessoryCircular || family == .accessoryRectangular else { return [] }
        // Reference §4: white at about 15 % over the blurred wallpaper; a circle or a rounded rectangle.
        let radius = family == .accessoryCircular ? "50%" : "12px"
        var node = HTMLNode(
            classes: ["accessory-widget-background"],
            style: [
                ("background", "rgba(255,255,255,0.15)"), ("border-radius", radius), ("justify-self", "stretch"),
                ("align-self", "stretch"),
            ], flexibility: [.horizontal, .vertical])
        node.record(.greedy, in: context)
        return [node]
    }
}
