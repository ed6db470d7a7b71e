import Foundation

/// Draws a widget's view inside its frame: the family's size on a device, the content margins, the container
/// background in the widget's rounded shape, and the Lock Screen's vibrant style for accessory families.
///
/// `WidgetSnapshot` (one view) and `WidgetHost` (a bundle's widgets) both draw through here, so a
/// snapshot looks exactly like the same view in the host.
@MainActor
package enum WidgetFrame {
    /// Home Screen widget corner radius: Apple publishes none; ≈22 pt is the working estimate (reference §1.3).
    package static let cornerRadius: CGFloat = 22
    /// The standard Home Screen content margin (reference §1.3); accessory families draw edge to edge.
    package static let homeScreenMargin: CGFloat = 16

    /// The default content margins of a family.
    package static func contentMargins(for family: WidgetFamily) -> EdgeInsets {
        let margin = family.isAccessory ? 0 : homeScreenMargin
        return EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
    }

    /// Options of one rendering beyond the view itself.
    package struct Options {
        var contentMarginsDisabled = false
        var registry: IntentRegistry?
        var locale: Locale?
        /// Draws at this size instead of the family's size on the device (`WidgetSnapshot(size:)`).
        var size: CGSize?
        /// Changes the environment after the frame set it up (render clock, time zone, locale).
        var environmentTransform: ((inout EnvironmentValues) -> Void)?
        /// The background when the view sets no `containerBackground` (bare views in snapshots);
        /// without one the system background is drawn and a warning recorded.
        var defaultBackground: AnyShapeStyle?
        var classes: [String] = []
        var attributes: [(name: String, value: String)] = []
        /// Whether a tapped intent of this widget is running: the root gets the `pending` class and
        /// `data-pending`, and `[data-invalidatable]` content dims (`.invalidatableContent()`).
        var isPending = false
        /// The Home Screen's appearance (tinted, clear…), which sets the rendering mode of Home Screen families.
        var appearance = WidgetAppearance.fullColor
        /// Whether the system may remove the container background (`containerBackgroundRemovable`).
        var containerBackgroundRemovable = true
        /// Kept across renderings of the same widget, so that one needing the layout engine renders once.
        var layoutHint: LayoutHint?
        /// Draws a widget that sets no `containerBackground` as iOS 17 draws a widget built before it: without
        /// content margins (a real widget, in the host or a preview; a bare view in a snapshot keeps them).
        var marginsNeedContainerBackground = false
        /// Draws as a widget without `containerBackground` straight away (its hint says the last drawing set
        /// none), or nothing if this drawing sets one or the widget is not drawn with margins.
        fileprivate var expectsNoContainerBackground = false
    }

    /// The HTML of `content` drawn as a widget of `family` on `device`.
    package static func html<Content: View>(
        family: WidgetFamily, device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light,
        contentMarginsDisabled: Bool = false, @ViewBuilder content: () -> Content
    ) -> String {
        var options = Options()
        options.contentMarginsDisabled = contentMarginsDisabled
        let node = self.node(
            of: AnyView(content()), family: family, device: device, colorScheme: colorScheme, options: options)
        return HTMLWriter.html([node])
    }

    /// The environment a widget of `family` renders in.
    package static func environment(
        family: WidgetFamily, device: WidgetDevice, colorScheme: ColorScheme
    ) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        // The Lock Screen is always vibrant and dark; Home Screen widgets are full color (iOS 17, reference §4).
        environment.widgetRenderingMode = family.isAccessory ? .vibrant : .fullColor
        environment.colorScheme = family.isAccessory ? .dark : colorScheme
        environment.showsWidgetContainerBackground = !family.isAccessory
        environment.widgetContentMargins = contentMargins(for: family)
        return environment
    }

    package static func node(
        of view: AnyView, family: WidgetFamily, device: WidgetDevice, colorScheme: ColorScheme, options: Options,
        session: RenderSession = RenderSession()
    ) -> HTMLNode {
        if options.marginsNeedContainerBackground, let hint = options.layoutHint, hint.lacksContainerBackground {
            // A widget without a container background draws twice (with margins, then without): one whose last
            // drawing set none is drawn without at once, and again with margins only if it now sets one.
            var expecting = options
            expecting.expectsNoContainerBackground = true
            if let node = drawing(
                of: view, family: family, device: device, colorScheme: colorScheme, options: expecting,
                session: session)
            {
                return node
            }
            hint.lacksContainerBackground = false
        }
        // Without `expectsNoContainerBackground` there is always a drawing.
        return drawing(
            of: view, family: family, device: device, colorScheme: colorScheme, options: options, session: session)!
    }

    private static func drawing(
        of view: AnyView, family: WidgetFamily, device: WidgetDevice, colorScheme: ColorScheme, options: Options,
        session: RenderSession
    ) -> HTMLNode? {
        let size =
            options.size ?? device.size(for: family) ?? WidgetDevice.iPadPro12Inch.size(for: family)
            ?? CGSize(width: 158, height: 158)
        var environment = self.environment(family: family, device: device, colorScheme: colorScheme)
        let appearance = family.isAccessory ? WidgetAppearance.vibrant : options.appearance
        if !family.isAccessory && appearance != .fullColor {
            // Tinted, clear and StandBy widgets are drawn light on dark; a removable background is removed.
            environment.widgetRenderingMode = appearance.renderingMode
            environment.colorScheme = .dark
            environment.showsWidgetContainerBackground = !options.containerBackgroundRemovable
        }
        if let locale = options.locale { environment.locale = locale }
        options.environmentTransform?(&environment)
        let state = WidgetRenderState(registry: options.registry)
        environment.widgetRenderState = state
        var margins = options.contentMarginsDisabled ? EdgeInsets() : environment.widgetContentMargins
        let mayDrawAsLegacy =
            options.marginsNeedContainerBackground && margins != EdgeInsets()
            && environment.showsWidgetContainerBackground
        if options.expectsNoContainerBackground {
            guard mayDrawAsLegacy else { return nil }
            margins = EdgeInsets()
        }
        let outerRadius: CGFloat =
            switch family {
            case .accessoryCircular: size.width / 2
            case .accessoryRectangular, .accessoryInline: 0
            default: cornerRadius
            }
        // ContainerRelativeShape inside the margins is concentric with the widget's corners.
        let inset = min(margins.top, margins.leading, margins.bottom, margins.trailing)
        environment.containerCornerRadius = max(0, outerRadius - inset)
        let contentSize = CGSize(
            width: max(0, size.width - margins.leading - margins.trailing),
            height: max(0, size.height - margins.top - margins.bottom))
        environment.containerSize = contentSize
        let context = RenderContext(environment: environment, session: session)

        var children = LayoutEngine.render(in: contentSize, context: context, hint: options.layoutHint) {
            view.renderNodes(in: $0)
        }
        if options.expectsNoContainerBackground {
            if state.background != nil { return nil }
        } else if mayDrawAsLegacy, state.background == nil {
            // iOS 17 adds content margins only to widgets built with its SDK, which must adopt
            // containerBackground (or show "Please adopt containerBackground API"); a widget without one was
            // written for iOS 16 or earlier, and iOS draws it as then, content to the edges.
            options.layoutHint?.lacksContainerBackground = true
            var legacy = options
            legacy.marginsNeedContainerBackground = false
            legacy.contentMarginsDisabled = true
            return drawing(
                of: view, family: family, device: device, colorScheme: colorScheme, options: legacy, session: session)
        }
        for index in children.indices { StackLayout.applyFlexibility(to: &children[index], along: .vertical) }
        var contentStyle: [(property: String, value: String)] = [
            ("position", "absolute"), ("inset", "0"), ("display", "flex"), ("flex-direction", "column"),
            ("align-items", "center"), ("justify-content", "center"),
        ]
        if margins != EdgeInsets() {
            let sides = [margins.top, margins.trailing, margins.bottom, margins.leading]
            let padding = Set(sides).count == 1 ? CSS.length(margins.top) : sides.map(CSS.length).joined(separator: " ")
            contentStyle.append(("padding", padding))
        }
        var contentNode = HTMLNode(classes: ["widget-content"], style: contentStyle, content: .children(children))
        if family == .accessoryInline {
            // One line above the clock: text and symbols side by side, never wrapped.
            contentNode.setStyle("flex-direction", "row")
            contentNode.setStyle("white-space", "nowrap")
            // As wide as its text, up to the family's width: the Lock Screen's date sits right beside it.
            contentNode.setStyle("position", "relative")
            contentNode.setStyle("height", "100%")
        }

        var rootStyle: [(property: String, value: String)] = [
            ("position", "relative"),
            family == .accessoryInline ? ("max-width", CSS.length(size.width)) : ("width", CSS.length(size.width)),
            ("height", CSS.length(size.height)),
        ]
        if family == .accessoryInline { rootStyle.append(("width", "max-content")) }
        if family.isAccessory {
            // Lock Screen content runs to the edge; a glyph's ink may start a hair before its box (Inter's
            // "7"), which a hard clip would cut off.
            rootStyle += [("overflow", "clip"), ("overflow-clip-margin", "4px")]
        } else {
            rootStyle.append(("overflow", "hidden"))
        }
        switch family {
        case .accessoryCircular: rootStyle.append(("border-radius", "50%"))
        case .accessoryRectangular, .accessoryInline: break
        default: rootStyle.append(("border-radius", CSS.length(cornerRadius)))
        }
        var rootChildren: [HTMLNode] = []
        if environment.showsWidgetContainerBackground {
            switch state.background {
            case .style(let css):
                rootStyle.append(("background", css))
            case .view(let background, let alignment):
                rootStyle.append(("background", colorScheme == .dark ? "#1C1C1E" : "#FFFFFF"))
                rootChildren.append(backgroundNode(background, alignment: alignment, size: size, in: context))
            case nil:
                if let background = options.defaultBackground {
                    var outer = context
                    outer.environment.containerCornerRadius = outerRadius
                    rootStyle.append(("background", background.resolve(in: outer.environment).css))
                } else {
                    // iOS 17 asks widgets to adopt containerBackground; draw the system background meanwhile.
                    session.warn("widget has no containerBackground(for: .widget)")
                    rootStyle.append(("background", colorScheme == .dark ? "#1C1C1E" : "#FFFFFF"))
                }
            }
        }
        if appearance == .vibrant {
            // Vibrant: desaturate, then screen onto the wallpaper, so brightness becomes white's opacity.
            rootStyle += [("color", "#FFFFFF"), ("filter", "grayscale(1)"), ("mix-blend-mode", "screen")]
        } else if appearance.renderingMode == .accented {
            // Accented (AccentedRendering): each view in its group's colour, on the system's glass.
            AccentedRendering.recolor(&contentNode, for: appearance)
            if !environment.showsWidgetContainerBackground { rootStyle += appearance.glass }
            rootStyle += AccentedRendering.rootStyle(for: appearance)
        }
        rootChildren.append(contentNode)

        var classes = ["widget", "widget-\(family)", environment.colorScheme == .dark ? "dark" : "light"]
        if appearance == .vibrant { classes.append("widget-vibrant") }
        if appearance.renderingMode == .accented { classes.append("widget-accented") }
        classes += options.classes
        if options.isPending { classes.append("pending") }
        var attributes: [(name: String, value: String)] = [("data-family", "\(family)")]
        if let url = state.widgetURL { attributes.append(("data-widget-url", url.absoluteString)) }
        // Right to left: the browser lays rows, alignment and text out from the right, as iOS mirrors a widget.
        if environment.layoutDirection == .rightToLeft { attributes.append(("dir", "rtl")) }
        attributes += options.attributes
        if options.isPending { attributes.append(("data-pending", "true")) }
        return HTMLNode(classes: classes, style: rootStyle, attributes: attributes, content: .children(rootChildren))
    }

    private static func backgroundNode(
        _ view: AnyView, alignment: Alignment, size: CGSize, in context: RenderContext
    ) -> HTMLNode {
        var inner = context
        inner.environment.widgetRenderState = nil
        var children = view.renderNodes(in: inner)
        LayoutEngine.layOutIfNeeded(&children, in: size, context: inner) { view.renderNodes(in: $0) }
        for index in children.indices {
            children[index].setStyle("grid-area", "1/1")
            if children[index].flexibility.contains(.horizontal) { children[index].setStyle("justify-self", "stretch") }
            if children[index].flexibility.contains(.vertical) { children[index].setStyle("align-self", "stretch") }
        }
        return HTMLNode(
            classes: ["widget-container-background"],
            style: [
                ("position", "absolute"), ("inset", "0"), ("display", "grid"),
                ("justify-items", alignment.horizontal.css), ("align-items", alignment.vertical.css),
            ], content: .children(children))
    }
}
