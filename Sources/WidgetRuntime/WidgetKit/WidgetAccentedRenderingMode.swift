import Foundation

/// Constants that indicate the rendering mode for an `Image` when displayed in a widget in `accented` mode.
///
/// iOS 18's WidgetKit declares it `Hashable` (not `Sendable`); it is `Sendable` here so that its
/// constants can be `static let`s in Swift 6 mode.
@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String

    /// The image is part of the accented group (the same as `.widgetAccentable()` on it).
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// The image's luminance becomes alpha, drawn in the default group's colour.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// The image's luminance becomes alpha, drawn in the accent group's colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// The image keeps its own colours.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension Image {
    /// Specifies how to render the image when the widget is drawn in the `accented` mode.
    ///
    /// Images other than SF Symbols are placeholders on Linux, so the desaturated modes have no luminance to
    /// map: they choose the group the image is drawn in, as symbols (template images) are drawn.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        ModifiedContent(content: self, modifier: _WidgetAccentedImageModifier(mode: renderingMode))
    }
}

/// Marks an image's node for the accented rendering pass (`AccentedRendering`).
@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
public struct _WidgetAccentedImageModifier {
    let mode: WidgetAccentedRenderingMode?
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension _WidgetAccentedImageModifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
extension _WidgetAccentedImageModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        var nodes = content(context)
        let added: String? =
            switch mode {
            case .accented?, .accentedDesaturated?: AccentedRendering.accentableClass
            case .fullColor?: AccentedRendering.fullColorClass
            default: nil
            }
        if let added {
            for index in nodes.indices { nodes[index].classes.append(added) }
        }
        return nodes
    }
}
