import Foundation

/// Draws preview items as Xcode's canvas does: a widget family's frame for widget previews and views in a
/// widget context, else a canvas shaped by the preview's layout.
@MainActor
package enum PreviewRenderer {
    /// One drawing of an item: a view, or one entry of a widget's timeline.
    package struct Frame {
        /// What the frame shows ("Entry 2 of 3 — 09:30"), empty for a view.
        package let label: String
        /// The element, in light and in dark (`WidgetStylesheet.css` on the page).
        package let light: String
        package let dark: String
        /// Warnings raised while drawing (unknown symbols…).
        package let warnings: [String]
    }

    /// The frames of `item` on `device`; `transform` changes the environment (render clock, locale).
    package static func frames(
        of item: PreviewItem, device: WidgetDevice = .iPhone15Pro,
        environment transform: ((inout EnvironmentValues) -> Void)? = nil
    ) async -> [Frame] {
        switch item.content {
        case .view(let view):
            return [
                frame(label: "", scheme: item.colorScheme) { scheme, session in
                    node(of: view, item: item, device: device, scheme: scheme, transform: transform, session: session)
                }
            ]
        case .widget(let descriptor, let entries):
            let family = item.family ?? .systemSmall
            let size =
                device.size(for: family) ?? WidgetDevice.iPadPro12Inch.size(for: family)
                ?? CGSize(width: 158, height: 158)
            let list: [ErasedEntry]
            switch entries {
            case .timeline(let make):
                list = await make().map { ErasedEntry(any: $0) }
            case .provider(let make):
                list = await make(TimelineProviderContext(family: family, isPreview: true, displaySize: size))
            }
            return list.enumerated().map { index, entry in
                let label = list.count > 1 ? "Entry \(index + 1) of \(list.count)" : "Entry"
                return frame(label: label, scheme: item.colorScheme) { scheme, session in
                    var options = WidgetFrame.Options()
                    options.contentMarginsDisabled = descriptor.contentMarginsDisabled
                    options.marginsNeedContainerBackground = true
                    options.environmentTransform = transform
                    return WidgetFrame.node(
                        of: descriptor.content.view(for: entry.value), family: family, device: device,
                        colorScheme: scheme, options: options, session: session)
                }
            }
        case .activity(let descriptor, let viewKind, let makeContexts):
            let contexts = await makeContexts()
            return contexts.enumerated().map { index, context in
                let label = contexts.count > 1 ? "State \(index + 1) of \(contexts.count)" : "State"
                return frame(label: label, scheme: item.colorScheme) { scheme, session in
                    var options = ActivityFrame.Options()
                    options.device = device
                    options.colorScheme = scheme
                    options.environmentTransform = transform
                    return ActivityFrame.node(
                        of: descriptor, context: context, viewKind: viewKind, options: options, session: session)
                }
            }
        }
    }

    private static func frame(
        label: String, scheme: ColorScheme?, _ draw: (ColorScheme, RenderSession) -> HTMLNode
    ) -> Frame {
        let session = RenderSession()
        let light = HTMLWriter.html([draw(scheme ?? .light, session)])
        let dark = HTMLWriter.html([draw(scheme ?? .dark, session)])
        return Frame(label: label, light: light, dark: dark, warnings: session.warnings)
    }

    private static func node(
        of view: AnyView, item: PreviewItem, device: WidgetDevice, scheme: ColorScheme,
        transform: ((inout EnvironmentValues) -> Void)?, session: RenderSession
    ) -> HTMLNode {
        if let family = item.family {
            var options = WidgetFrame.Options()
            options.environmentTransform = transform
            options.defaultBackground = AnyShapeStyle(WidgetSnapshot<EmptyView>.defaultBackground)
            options.marginsNeedContainerBackground = true
            return WidgetFrame.node(
                of: view, family: family, device: device, colorScheme: scheme, options: options, session: session)
        }
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        transform?(&environment)
        let context = RenderContext(environment: environment, session: session)
        var children = view.renderNodes(in: context)
        var style: [(property: String, value: String)] = [("position", "relative")]
        switch item.layout {
        case .fixed(let width, let height):
            LayoutEngine.layOutIfNeeded(&children, in: CGSize(width: width, height: height), context: context) {
                view.renderNodes(in: $0)
            }
            style += [("width", CSS.length(width)), ("height", CSS.length(height))]
        case .sizeThatFits:
            // As large as the content wants to be: its ideal size, laid out in that size.
            if session.needsLayout {
                var recording = context
                recording.recordsLayout = true
                children = view.renderNodes(in: recording)
                let size = LayoutEngine.size(of: children, proposal: ProposedSize(width: nil, height: nil))
                LayoutEngine.resolve(&children, in: size)
                LayoutEngine.warnIfTextEstimated(session)
                session.needsLayout = false
            }
            style += [("width", "max-content")]
        case .device:
            var screen = device.screenSize
            if item.orientation == .landscapeLeft || item.orientation == .landscapeRight {
                screen = CGSize(width: screen.height, height: screen.width)
            }
            LayoutEngine.layOutIfNeeded(&children, in: screen, context: context) { view.renderNodes(in: $0) }
            style += [("width", CSS.length(screen.width)), ("height", CSS.length(screen.height))]
        }
        for index in children.indices { StackLayout.applyFlexibility(to: &children[index], along: .vertical) }
        style += [
            ("display", "flex"), ("flex-direction", "column"), ("align-items", "center"),
            ("justify-content", "center"), ("border-radius", "0"),
            ("background", BackgroundStyle().resolve(in: environment).css),
        ]
        return HTMLNode(
            classes: ["widget", "preview-canvas", scheme == .dark ? "dark" : "light"], style: style,
            content: .children(children))
    }
}

extension ErasedEntry {
    /// Erases an entry known only as `any TimelineEntry`.
    init(any entry: any TimelineEntry) {
        self.init(entry)
    }
}
