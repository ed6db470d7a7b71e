import Foundation

/// Builds the content states a Live Activity preview steps through.
@resultBuilder
public struct PreviewActivityBuilder<A> where A: ActivityAttributes {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }

    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }

    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }

    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] {
        components.flatMap { $0 }
    }
}

extension Preview {
    /// Creates a preview of the Live Activity of `attributes`'s type that `widget` declares, in one presentation,
    /// stepping through the content states listed.
    @MainActor
    public init<Attributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> some Widget,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
    ) where Attributes: ActivityAttributes {
        let activities: @MainActor () -> [ActivityDescriptor] = {
            widget().liveActivityDescriptors.filter { $0.attributesType == Attributes.self }
        }
        let contexts: @MainActor () async -> [ErasedActivityContext] = {
            await contentStates().map {
                ErasedActivityContext(activityID: "preview", attributes: attributes, state: $0, isStale: false)
            }
        }
        self.init(
            name: name, traits: [], content: .activity(viewKind: viewKind, activity: activities, contexts: contexts))
    }
}

/// Previews a Live Activity in one presentation, stepping through content states.
@freestanding(declaration)
public macro Preview<Widget, Attributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> Widget,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
where Widget: WidgetRuntime.Widget, Attributes: ActivityAttributes

extension ActivityAttributes {
    /// A view of the Live Activity of these attributes, in `contentState`, as `viewKind` (for `PreviewProvider`s).
    ///
    /// As Xcode finds the activity's configuration in the widget extension, the view finds it among the
    /// program's `Widget` types (their conformance records), made with `init()`.
    public func previewContext(
        _ contentState: Self.ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind
    ) -> some View {
        _ActivityPreviewContext(
            context: ErasedActivityContext(
                activityID: "preview", attributes: self, state: contentState, isStale: isStale),
            attributesType: Self.self, viewKind: viewKind)
    }
}

/// A Live Activity drawn inside a preview, found by its attributes type.
public struct _ActivityPreviewContext {
    let context: ErasedActivityContext
    let attributesType: Any.Type
    let viewKind: ActivityPreviewViewKind
}

extension _ActivityPreviewContext: View {
    public typealias Body = Never
}

extension _ActivityPreviewContext: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        guard let descriptor = Self.activity(for: attributesType) else {
            context.session.warn("no Widget of the program declares an ActivityConfiguration for \(attributesType)")
            return []
        }
        var options = ActivityFrame.Options()
        options.colorScheme = context.environment.colorScheme
        let environment = context.environment
        options.environmentTransform = { values in
            values.locale = environment.locale
            values.timeZone = environment.timeZone
            values.now = environment.now
        }
        return [
            ActivityFrame.node(
                of: descriptor, context: self.context, viewKind: viewKind, options: options, session: context.session)
        ]
    }

    /// The Live Activity of `type` declared by a `Widget` of the program. A widget extension declares one per
    /// attributes type; of several (a test target's), the first by type name, so that the choice does not depend
    /// on the order of the conformance records.
    @MainActor
    static func activity(for type: Any.Type) -> ActivityDescriptor? {
        let widgets = ConformanceScanner.types(conformingTo: ["Widget"], in: "WidgetRuntime")
            .compactMap { $0 as? any Widget.Type }.sorted { String(describing: $0) < String(describing: $1) }
        for widget in widgets {
            if let found = widget.init().liveActivityDescriptors.first(where: { $0.attributesType == type }) {
                return found
            }
        }
        return nil
    }
}
