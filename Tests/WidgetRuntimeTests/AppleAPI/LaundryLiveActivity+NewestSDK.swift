// The laundry Live Activity with iOS 18's activity families: also shown in the Apple Watch Smart Stack, with a
// view that reads the family it is drawn at. The iOS 17.0 SDK has neither: a check against it must leave
// `+NewestSDK` files out.
import ActivityKit
import SwiftUI
import WidgetKit

@available(iOS 18.0, *)
struct LaundrySmartStackActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            LaundryFamilyView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { LaundryFamilyView(state: context.state) }
            } compactLeading: {
                Text(context.state.phase.title)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

@available(iOS 18.0, *)
struct LaundryFamilyView: View {
    @Environment(\.activityFamily) private var family
    @Environment(\.supportedActivityFamilies) private var supported
    let state: LaundryAttributes.ContentState

    var body: some View {
        switch family {
        case .small:
            Text("\(state.minutesLeft)m")
        case .medium:
            Text("\(state.phase.title), \(state.minutesLeft) min (\(supported.count) sizes)")
        @unknown default:
            Text(state.phase.title)
        }
    }
}
