import Foundation

/// What a Live Activity's views draw: its attributes and its current state.
public struct ActivityViewContext<Attributes> where Attributes: ActivityAttributes {
    /// The identifier of the activity.
    public let activityID: String
    /// The static data of the activity.
    public let attributes: Attributes
    /// The activity's current dynamic data.
    public let state: Attributes.ContentState
    /// Whether the activity's content is past its stale date.
    public let isStale: Bool

    package init(activityID: String, attributes: Attributes, state: Attributes.ContentState, isStale: Bool) {
        self.activityID = activityID
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
    }
}
