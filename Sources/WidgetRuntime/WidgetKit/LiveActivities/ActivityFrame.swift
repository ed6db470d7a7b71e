import Foundation

/// Draws a Live Activity's presentations as iOS does (sizes: `ActivityMetrics`): the Lock Screen presentation on
/// its background, and the Dynamic Island's compact, minimal and expanded presentations in the black island
/// around the TrueDepth camera.
@MainActor
package enum ActivityFrame {
    /// Options of one rendering beyond the activity itself.
    package struct Options {
        /// The families the activity supports beside `.medium` (`supplementalActivityFamilies`).
        var supplementalFamilies: [ActivityFamily] = []
        var device = WidgetDevice.iPhone15Pro
        var colorScheme = ColorScheme.light
        /// Changes the environment after the frame set it up (render clock, time zone, locale).
        var environmentTransform: ((inout EnvironmentValues) -> Void)?
    }

    /// The presentation `viewKind` of the activity `descriptor` for `context`.
    package static func node(
        of descriptor: ActivityDescriptor, context: ErasedActivityContext, viewKind: ActivityPreviewViewKind,
        options: Options, session: RenderSession
    ) -> HTMLNode {
        let metrics = ActivityMetrics.of(options.device)
        var options = options
        options.supplementalFamilies = descriptor.supplementalFamilies
        switch viewKind {
        case .content:
            guard let view = descriptor.content(context) else { return unavailable(descriptor, session: session) }
            return lockScreen(view, metrics: metrics, options: options, session: session)
        case .dynamicIsland(let state):
            guard metrics.hasDynamicIsland else {
                session.warn("\(options.device.name) has no Dynamic Island")
                return HTMLNode(classes: ["live-activity-unavailable"])
            }
            guard let island = descriptor.dynamicIsland(context) else {
                return unavailable(descriptor, session: session)
            }
            switch state {
            case .compact: return compact(island, metrics: metrics, options: options, session: session)
            case .minimal: return minimal(island, options: options, session: session)
            case .expanded: return expanded(island, metrics: metrics, options: options, session: session)
            }
        }
    }

    private static func unavailable(_ descriptor: ActivityDescriptor, session: RenderSession) -> HTMLNode {
        session.warn("the context does not match the activity's attributes \(descriptor.attributesType)")
        return HTMLNode(classes: ["live-activity-unavailable"])
    }

    /// The environment of a presentation: the island is always dark, as iOS draws it on any wallpaper.
    private static func environment(colorScheme: ColorScheme, options: Options) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.widgetRenderingMode = .fullColor
        environment.showsWidgetContainerBackground = true
        environment.widgetContentMargins = EdgeInsets()
        // iPhone and iPad draw every presentation at the medium size; the small one is the Smart Stack's.
        environment.activityFamily = .medium
        environment.supportedActivityFamilies = Set([.medium] + options.supplementalFamilies)
        options.environmentTransform?(&environment)
        return environment
    }

    // MARK: Lock Screen

    private static func lockScreen(
        _ view: AnyView, metrics: ActivityMetrics, options: Options, session: RenderSession
    ) -> HTMLNode {
        var environment = self.environment(colorScheme: options.colorScheme, options: options)
        let state = ActivityRenderState()
        let widgetState = WidgetRenderState(registry: nil)
        environment.activityRenderState = state
        environment.widgetRenderState = widgetState
        environment.containerCornerRadius = ActivityMetrics.lockScreenCornerRadius
        let size = CGSize(width: metrics.lockScreenWidth, height: ActivityMetrics.maximumHeight)
        let content = box(
            view, size: size, margins: EdgeInsets(), classes: ["live-activity-content"],
            in: RenderContext(environment: environment, session: session))
        // Without a tint iOS draws the Lock Screen's material (a notification's platter).
        let background: String =
            switch state.backgroundTint {
            case .some(.some(let color)): _ContainerBackgroundModifier.css(for: color, in: environment)
            default: Material.regular.resolve(in: environment).css
            }
        var attributes: [(name: String, value: String)] = [("data-presentation", "lock-screen")]
        if let url = widgetState.widgetURL { attributes.append(("data-widget-url", url.absoluteString)) }
        if let color = state.systemActionForegroundColor {
            // The dismiss button beside the presentation appears only when it is swiped; its color is kept.
            attributes.append(
                ("data-system-action-color", _ContainerBackgroundModifier.css(for: color, in: environment)))
        }
        return HTMLNode(
            classes: ["widget", "live-activity", "live-activity-lock-screen", schemeClass(environment)],
            style: [
                ("position", "relative"), ("width", CSS.length(metrics.lockScreenWidth)),
                ("min-height", CSS.length(ActivityMetrics.minimumHeight)),
                ("max-height", CSS.length(ActivityMetrics.maximumHeight)), ("display", "flex"),
                ("flex-direction", "column"), ("border-radius", CSS.length(ActivityMetrics.lockScreenCornerRadius)),
                ("overflow", "hidden"), ("background", background),
            ], attributes: attributes, content: .children([content]))
    }

    // MARK: Dynamic Island

    private static func islandContext(session: RenderSession, options: Options) -> RenderContext {
        var environment = self.environment(colorScheme: .dark, options: options)
        environment.activityRenderState = ActivityRenderState()
        environment.widgetRenderState = WidgetRenderState(registry: nil)
        return RenderContext(environment: environment, session: session)
    }

    private static func islandRoot(
        _ island: DynamicIsland, presentation: String, style: [(property: String, value: String)],
        children: [HTMLNode]
    ) -> HTMLNode {
        var style = style
        style += [("background", "#000000"), ("overflow", "hidden"), ("box-shadow", "none")]
        if let keyline = island.keylineColor {
            // The thin line iOS draws around the island over dark content, in the tint.
            style.append(("outline", "1px solid " + keylineCSS(keyline)))
        }
        var attributes: [(name: String, value: String)] = [("data-presentation", presentation)]
        if let url = island.url { attributes.append(("data-widget-url", url.absoluteString)) }
        return HTMLNode(
            classes: ["widget", "live-activity", "live-activity-island", "live-activity-\(presentation)", "dark"],
            style: style, attributes: attributes, content: .children(children))
    }

    private static func compact(
        _ island: DynamicIsland, metrics: ActivityMetrics, options: Options, session: RenderSession
    ) -> HTMLNode {
        let side = metrics.compactSide
        let leading = box(
            island.compactLeading, size: side, margins: island.margins(for: .compactLeading),
            classes: ["island-compact-leading"], in: islandContext(session: session, options: options))
        let trailing = box(
            island.compactTrailing, size: side, margins: island.margins(for: .compactTrailing),
            classes: ["island-compact-trailing"], in: islandContext(session: session, options: options))
        let sensor = HTMLNode(
            classes: ["island-sensor"],
            style: [("flex", "none"), ("width", CSS.length(metrics.sensorWidth)), ("height", "100%")])
        return islandRoot(
            island, presentation: "compact",
            style: [
                ("display", "flex"), ("flex-direction", "row"), ("width", CSS.length(metrics.islandWidth)),
                ("height", CSS.length(ActivityMetrics.islandHeight)), ("border-radius", "9999px"),
            ], children: [sized(leading, side), sensor, sized(trailing, side)])
    }

    private static func minimal(_ island: DynamicIsland, options: Options, session: RenderSession) -> HTMLNode {
        let diameter = ActivityMetrics.islandHeight
        let size = CGSize(width: diameter, height: diameter)
        let content = box(
            island.minimal, size: size, margins: island.margins(for: .minimal), classes: ["island-minimal"],
            in: islandContext(session: session, options: options))
        return islandRoot(
            island, presentation: "minimal",
            style: [
                ("display", "flex"), ("width", CSS.length(diameter)), ("height", CSS.length(diameter)),
                ("border-radius", "50%"),
            ], children: [sized(content, size)])
    }

    /// The expanded island: the leading and trailing regions beside the camera (and down its sides), the center
    /// region below the camera, the bottom region below them all. The camera stays in the middle, so the leading
    /// and trailing columns are equal, whatever their priorities.
    private static func expanded(
        _ island: DynamicIsland, metrics: ActivityMetrics, options: Options, session: RenderSession
    ) -> HTMLNode {
        let width = metrics.expandedWidth
        let side = (width - metrics.sensorWidth) / 2
        // The island's margins (the defaults, or what `contentMargins(_:_:for: .expanded)` set) apply on the
        // island's own edges: a region touching the leading edge keeps the leading margin, and so on.
        let islandMargins = island.margins(for: .expanded)
        var children: [HTMLNode] = [
            HTMLNode(
                classes: ["island-sensor"],
                style: [("grid-area", "1/2/2/3"), ("height", CSS.length(ActivityMetrics.islandHeight))])
        ]
        for region in island.regions {
            let context = islandContext(session: session, options: options)
            let (area, proposal, edges): (String, CGSize, Edge.Set) =
                switch region.position {
                case .leading:
                    ("1/1/3/2", CGSize(width: side, height: ActivityMetrics.maximumHeight), [.top, .leading])
                case .trailing:
                    ("1/3/3/4", CGSize(width: side, height: ActivityMetrics.maximumHeight), [.top, .trailing])
                case .center: ("2/2/3/3", CGSize(width: metrics.sensorWidth, height: ActivityMetrics.maximumHeight), [])
                case .bottom:
                    (
                        "3/1/4/4", CGSize(width: width, height: ActivityMetrics.maximumHeight),
                        [.leading, .trailing, .bottom]
                    )
                }
            var insets = EdgeInsets()
            if edges.contains(.top) { insets.top = islandMargins.top }
            if edges.contains(.leading) { insets.leading = islandMargins.leading }
            if edges.contains(.trailing) { insets.trailing = islandMargins.trailing }
            if edges.contains(.bottom) { insets.bottom = islandMargins.bottom }
            // A region's own margins replace the island's on the edges they name.
            for margin in region.margins {
                if margin.edges.contains(.top) { insets.top = margin.length }
                if margin.edges.contains(.leading) { insets.leading = margin.length }
                if margin.edges.contains(.bottom) { insets.bottom = margin.length }
                if margin.edges.contains(.trailing) { insets.trailing = margin.length }
            }
            var node = box(
                region.view, size: proposal, margins: insets, classes: ["island-region-\(region.position)"],
                in: context)
            node.setStyle("grid-area", area)
            node.setStyle("min-width", "0")
            // Leading and trailing content starts at the top, beside the camera, against its own edge.
            if region.position == .leading || region.position == .trailing {
                node.setStyle("justify-content", "flex-start")
                node.setStyle("align-items", region.position == .leading ? "flex-start" : "flex-end")
            }
            if context.environment.activityRenderState?.verticalPlacement == .belowIfTooWide {
                node.attributes.append(("data-vertical-placement", "below-if-too-wide"))
            }
            children.append(node)
        }
        return islandRoot(
            island, presentation: "expanded",
            style: [
                ("display", "grid"),
                ("grid-template-columns", "minmax(0,1fr) \(CSS.length(metrics.sensorWidth)) minmax(0,1fr)"),
                ("grid-template-rows", "\(CSS.length(ActivityMetrics.islandHeight)) auto auto"),
                ("width", CSS.length(width)), ("min-height", CSS.length(ActivityMetrics.minimumHeight)),
                ("max-height", CSS.length(ActivityMetrics.maximumHeight)),
                ("border-radius", CSS.length(ActivityMetrics.expandedCornerRadius)),
            ], children: children)
    }

    // MARK: Boxes

    /// `view` laid out in a box offered `size`, centered, inside `margins`.
    private static func box(
        _ view: AnyView, size: CGSize, margins: EdgeInsets, classes: [String], in context: RenderContext
    ) -> HTMLNode {
        var context = context
        let contentSize = CGSize(
            width: max(0, size.width - margins.leading - margins.trailing),
            height: max(0, size.height - margins.top - margins.bottom))
        context.environment.containerSize = contentSize
        var children = view.renderNodes(in: context)
        LayoutEngine.layOutIfNeeded(&children, in: contentSize, context: context) { view.renderNodes(in: $0) }
        for index in children.indices { StackLayout.applyFlexibility(to: &children[index], along: .vertical) }
        var style: [(property: String, value: String)] = [
            ("display", "flex"), ("flex-direction", "column"), ("align-items", "center"),
            ("justify-content", "center"), ("flex", "1 1 auto"), ("min-height", "0"),
        ]
        if margins != EdgeInsets() {
            let sides = [margins.top, margins.trailing, margins.bottom, margins.leading].map(CSS.length)
            style.append(("padding", sides.joined(separator: " ")))
        }
        return HTMLNode(classes: classes, style: style, content: .children(children))
    }

    /// A box of a fixed size (the compact views, the minimal circle).
    private static func sized(_ node: HTMLNode, _ size: CGSize) -> HTMLNode {
        var node = node
        node.setStyle("flex", "none")
        node.setStyle("width", CSS.length(size.width))
        node.setStyle("height", CSS.length(size.height))
        return node
    }

    /// The CSS color of a keyline tint, in the island's dark environment.
    private static func keylineCSS(_ color: Color) -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return _ContainerBackgroundModifier.css(for: color, in: environment)
    }

    private static func schemeClass(_ environment: EnvironmentValues) -> String {
        environment.colorScheme == .dark ? "dark" : "light"
    }
}
