import Foundation

/// What the WidgetKit side records while a widget renders (its `containerBackground`,
/// `widgetURL`, `contentMarginsDisabled`), read back by the snapshot that draws the frame.
@MainActor
package final class WidgetContainer {
    package var background: AnyShapeStyle?
    package var url: URL?
    package var contentMarginsDisabled = false

    package init() {}
}

private struct WidgetContainerKey: EnvironmentKey {
    // A reference handed down the tree; only the render that created it writes to it.
    static let defaultValue: WidgetContainer? = nil
}

extension EnvironmentValues {
    /// The container of the widget being rendered, if a `WidgetSnapshot` is rendering.
    package var widgetContainer: WidgetContainer? {
        get { self[WidgetContainerKey.self] }
        set { self[WidgetContainerKey.self] = newValue }
    }
}

/// One widget view rendered at its real size: `.html` is a standalone HTML document (for tests,
/// previews and tools), `.bodyHTML` the widget element alone.
public struct WidgetSnapshot<Content> where Content: View {
    let content: Content
    /// The widget's size in points.
    public let size: CGSize
    /// The appearance the widget is drawn in.
    public let colorScheme: ColorScheme
    package var environmentTransform: ((inout EnvironmentValues) -> Void)?
    package var contentMargins = EdgeInsets(
        top: WidgetStylesheet.contentMargin, leading: WidgetStylesheet.contentMargin,
        bottom: WidgetStylesheet.contentMargin, trailing: WidgetStylesheet.contentMargin)
    package var cornerRadius = WidgetStylesheet.cornerRadius
    package var title = "Widget"

    /// Renders `content` as a widget of `size` in `colorScheme`.
    nonisolated public init(size: CGSize, colorScheme: ColorScheme = .light, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.size = size
        self.colorScheme = colorScheme
    }

    /// A copy whose content renders in an environment changed by `transform` (locale, render clock…).
    package func environment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> Self {
        var copy = self
        let previous = environmentTransform
        copy.environmentTransform = { env in
            previous?(&env)
            transform(&env)
        }
        return copy
    }

    /// The widget element and the warnings raised while rendering it.
    @MainActor
    package func render() -> (node: HTMLNode, warnings: [String], container: WidgetContainer) {
        let session = RenderSession()
        let container = WidgetContainer()
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.widgetContainer = container
        environmentTransform?(&environment)
        let margins = contentMargins
        var inner = RenderContext(environment: environment, session: session)
        let inset = min(margins.top, margins.leading, margins.bottom, margins.trailing)
        inner.environment.containerCornerRadius = max(0, cornerRadius - inset)
        var children = content.renderNodes(in: inner)
        for index in children.indices { StackLayout.applyFlexibility(to: &children[index], along: .vertical) }
        var outer = inner
        outer.environment.containerCornerRadius = cornerRadius
        let background = (container.background ?? AnyShapeStyle(Self.defaultBackground)).resolve(in: outer.environment)
        var contentStyle: [(property: String, value: String)] = []
        if !container.contentMarginsDisabled {
            let m = margins
            let padding =
                m.top == m.leading && m.top == m.bottom && m.top == m.trailing
                ? CSS.length(m.top)
                : [m.top, m.trailing, m.bottom, m.leading].map(CSS.length).joined(separator: " ")
            contentStyle.append(("padding", padding))
        }
        var attributes: [(name: String, value: String)] = [
            ("data-color-scheme", colorScheme == .dark ? "dark" : "light")
        ]
        if let url = container.url { attributes.append(("data-url", url.absoluteString)) }
        let node = HTMLNode(
            classes: ["widget", colorScheme == .dark ? "dark" : "light"],
            style: [
                ("width", CSS.length(size.width)), ("height", CSS.length(size.height)),
                ("border-radius", CSS.length(cornerRadius)),
            ],
            attributes: attributes,
            content: .children([
                HTMLNode(classes: ["widget-background"], style: [("background", background.css)]),
                HTMLNode(classes: ["widget-content"], style: contentStyle, content: .children(children)),
            ]))
        return (node, session.warnings, container)
    }

    /// The background of a widget that sets none: the system background of widgets (white, or
    /// the elevated dark grey in dark mode).
    package static var defaultBackground: Color { Color(light: 0xFFFFFF, dark: 0x1C1C1E) }

    /// The widget element alone (needs `WidgetStylesheet.css` on the page).
    @MainActor
    public var bodyHTML: String {
        HTMLWriter.html([render().node])
    }

    /// Warnings raised while rendering (unknown symbols…), each once.
    @MainActor
    public var warnings: [String] {
        render().warnings
    }

    /// A standalone HTML document showing the widget at its real size.
    @MainActor
    public var html: String {
        Self.document(title: title, colorScheme: colorScheme, body: bodyHTML)
    }

    /// A standalone page around widget fragments, with the shared stylesheet embedded.
    package static func document(title: String, colorScheme: ColorScheme, body: String, extraCSS: String = "") -> String
    {
        let page = colorScheme == .dark ? "dark" : "light"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLWriter.escape(title))</title>
            <style>
            html,body{min-height:100%}
            body{margin:0;padding:24px;background:#F2F2F7;box-sizing:border-box;min-height:100vh}
            body.dark{background:#000000}
            \(WidgetStylesheet.css)\(extraCSS)</style>
            </head>
            <body class="\(page)">
            \(body)</body>
            </html>

            """
    }
}
