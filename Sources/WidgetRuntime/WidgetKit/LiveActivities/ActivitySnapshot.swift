import Foundation

/// One presentation of a Live Activity rendered at its real size, as `WidgetSnapshot` renders a widget: `.html`
/// is a standalone HTML document, `.bodyHTML` the presentation's element alone.
public struct ActivitySnapshot<Attributes> where Attributes: ActivityAttributes {
    let activity: @MainActor () -> ActivityDescriptor?
    let context: ErasedActivityContext
    /// The presentation drawn.
    public let viewKind: ActivityPreviewViewKind
    /// The device whose sizes are used.
    public let device: WidgetDevice
    /// The appearance of the Lock Screen presentation (the Dynamic Island is always dark).
    public let colorScheme: ColorScheme
    package var environmentTransform: ((inout EnvironmentValues) -> Void)?

    /// Renders the Live Activity of `attributes`'s type that `widget` declares, in `state`, as `viewKind`.
    nonisolated public init<W>(
        _ widget: @escaping @MainActor () -> W, attributes: Attributes, state: Attributes.ContentState,
        isStale: Bool = false, activityID: String = "activity", viewKind: ActivityPreviewViewKind,
        device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light
    ) where W: Widget {
        activity = { widget().liveActivityDescriptors.first { $0.attributesType == Attributes.self } }
        context = ErasedActivityContext(activityID: activityID, attributes: attributes, state: state, isStale: isStale)
        self.viewKind = viewKind
        self.device = device
        self.colorScheme = colorScheme
    }

    /// A copy whose views render in an environment changed by `transform` (locale, render clock…).
    package func environment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> Self {
        var copy = self
        let previous = environmentTransform
        copy.environmentTransform = { environment in
            previous?(&environment)
            transform(&environment)
        }
        return copy
    }

    @MainActor
    package func render() -> (node: HTMLNode, warnings: [String]) {
        let session = RenderSession()
        guard let descriptor = activity() else {
            session.warn("the widget declares no ActivityConfiguration for \(Attributes.self)")
            return (HTMLNode(classes: ["live-activity-unavailable"]), session.warnings)
        }
        var options = ActivityFrame.Options()
        options.device = device
        options.colorScheme = colorScheme
        options.environmentTransform = environmentTransform
        let node = ActivityFrame.node(
            of: descriptor, context: context, viewKind: viewKind, options: options, session: session)
        return (node, session.warnings)
    }

    /// The presentation's element alone (needs `WidgetStylesheet.css` on the page).
    @MainActor
    public var bodyHTML: String { HTMLWriter.html([render().node]) }

    /// Warnings raised while rendering, each once.
    @MainActor
    public var warnings: [String] { render().warnings }

    /// A standalone HTML document showing the presentation at its real size.
    @MainActor
    public var html: String {
        let isIsland = if case .dynamicIsland = viewKind { true } else { false }
        return WidgetSnapshot<EmptyView>.document(
            title: "Live Activity", colorScheme: isIsland ? .light : colorScheme, body: bodyHTML)
    }
}
