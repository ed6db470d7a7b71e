import Foundation

/// One widget view rendered at its real size: `.html` is a standalone HTML document (for tests,
/// previews and tools), `.bodyHTML` the widget element alone.
public struct WidgetSnapshot<Content> where Content: View {
    let content: Content
    /// The widget's size in points.
    public let size: CGSize
    /// The family the widget is drawn as (its margins, its environment's `widgetFamily`).
    public let family: WidgetFamily
    /// The device whose widget sizes are used.
    public let device: WidgetDevice
    /// The appearance the widget is drawn in.
    public let colorScheme: ColorScheme
    package var environmentTransform: ((inout EnvironmentValues) -> Void)?
    package var title = "Widget"
    /// How the Home Screen draws the widget (tinted, clear…); Lock Screen families are always vibrant.
    package var appearance = WidgetAppearance.fullColor
    /// Shared by the snapshot's copies: they draw the same content, so they need the layout engine alike.
    private let layoutHint = LayoutHint()
    /// Draws the content to the edges (`contentMarginsDisabled()`, or a control, which has no widget margins).
    package var contentMarginsDisabled = false

    /// Renders `content` as a Home Screen widget of `size` in `colorScheme`: the family whose shape is
    /// closest to `size`, with its margins and corner radius.
    nonisolated public init(size: CGSize, colorScheme: ColorScheme = .light, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.size = size
        self.colorScheme = colorScheme
        device = .iPhone15Pro
        family =
            size.width >= size.height * 1.5
            ? .systemMedium : size.height > size.width * 1.5 ? .systemLarge : .systemSmall
    }

    /// Renders `content` as a widget of `family` on `device`, at that family's real size there.
    nonisolated public init(
        family: WidgetFamily, device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.family = family
        self.device = device
        self.colorScheme = colorScheme
        size =
            device.size(for: family) ?? WidgetDevice.iPadPro12Inch.size(for: family) ?? CGSize(width: 158, height: 158)
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

    /// The widget element and the warnings raised while rendering it, drawn by the same frame as the
    /// widget host's (size, margins, container background, Lock Screen style).
    @MainActor
    package func render() -> (node: HTMLNode, warnings: [String]) {
        let session = RenderSession()
        var options = WidgetFrame.Options()
        options.size = size
        options.environmentTransform = environmentTransform
        options.appearance = appearance
        options.contentMarginsDisabled = contentMarginsDisabled
        options.defaultBackground = AnyShapeStyle(Self.defaultBackground)
        options.layoutHint = layoutHint
        let node = WidgetFrame.node(
            of: AnyView(content), family: family, device: device, colorScheme: colorScheme, options: options,
            session: session)
        return (node, session.warnings)
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
        let isDark = family.isAccessory || appearance != .fullColor || colorScheme == .dark
        return Self.document(title: title, colorScheme: isDark ? .dark : .light, body: bodyHTML)
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
