import Foundation

/// The views of a Live Activity: its Lock Screen (and banner) presentation and its Dynamic Island presentations.
///
/// A Live Activity is not a Home Screen widget: it declares no widget kind, so a bundle's host and its gallery
/// never offer it. `ActivitySnapshot` and `#Preview(_:as:using:widget:contentStates:)` draw it.
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes> where Attributes: ActivityAttributes {
    let descriptor: ActivityDescriptor
}

extension ActivityConfiguration: WidgetConfiguration {
    public typealias Body = Never
}

extension ActivityConfiguration: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { [] }
}

extension ActivityConfiguration: LiveActivitySource {
    package var activityDescriptors: [ActivityDescriptor] { [descriptor] }
}

extension ActivityConfiguration {
    /// Creates the configuration of a Live Activity of `attributesType`: `content` draws the Lock Screen
    /// presentation, `dynamicIsland` the Dynamic Island's.
    @MainActor @preconcurrency
    public init<Content>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) where Content: View {
        func typed(_ context: ErasedActivityContext) -> ActivityViewContext<Attributes>? {
            guard let attributes = context.attributes as? Attributes,
                let state = context.state as? Attributes.ContentState
            else { return nil }
            return ActivityViewContext(
                activityID: context.activityID, attributes: attributes, state: state, isStale: context.isStale)
        }
        descriptor = ActivityDescriptor(
            attributesType: attributesType,
            content: { typed($0).map { AnyView(content($0)) } },
            dynamicIsland: { typed($0).map(dynamicIsland) })
    }
}

/// A Live Activity's configuration with its types erased.
@MainActor
package struct ActivityDescriptor {
    package let attributesType: Any.Type
    /// The Lock Screen presentation, or nil for a context of other types.
    package let content: @MainActor (ErasedActivityContext) -> AnyView?
    package let dynamicIsland: @MainActor (ErasedActivityContext) -> DynamicIsland?
    /// The families beside `.medium` (`supplementalActivityFamilies`), which its views find in the environment.
    package var supplementalFamilies: [ActivityFamily] = []
}

/// An activity's attributes and state without their types.
package struct ErasedActivityContext {
    package var activityID: String
    package var attributes: Any
    package var state: Any
    package var isStale: Bool

    package init(activityID: String, attributes: Any, state: Any, isStale: Bool) {
        self.activityID = activityID
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
    }
}

/// A configuration that holds Live Activities (an activity, a bundle's list, a modified configuration).
@MainActor
package protocol LiveActivitySource {
    var activityDescriptors: [ActivityDescriptor] { get }
}

extension _ModifiedWidgetConfiguration: LiveActivitySource {
    package var activityDescriptors: [ActivityDescriptor] { base.liveActivityDescriptors }
}

extension WidgetConfiguration {
    /// The Live Activities this configuration declares.
    package var liveActivityDescriptors: [ActivityDescriptor] {
        if let source = self as? any LiveActivitySource { return source.activityDescriptors }
        if self is any PrimitiveWidgetConfiguration { return [] }
        return body.liveActivityDescriptors
    }
}

extension Widget {
    /// The Live Activities this widget declares.
    package var liveActivityDescriptors: [ActivityDescriptor] { body.liveActivityDescriptors }
}

extension WidgetBundle {
    /// The Live Activities of the bundle, in declaration order.
    package var liveActivityDescriptors: [ActivityDescriptor] { body.liveActivityDescriptors }
}
