// Previews of the laundry Live Activity in each presentation, as Xcode 15's template declares them, and an
// iOS 16-style preview provider through `previewContext`.
import ActivityKit
import SwiftUI
import WidgetKit

#Preview("Lock Screen", as: .content, using: LaundryAttributes.washer) {
    LaundryLiveActivity()
} contentStates: {
    LaundryAttributes.ContentState.rinsing
    LaundryAttributes.ContentState.done
}

#Preview("Compact", as: .dynamicIsland(.compact), using: LaundryAttributes.washer) {
    LaundryLiveActivity()
} contentStates: {
    LaundryAttributes.ContentState.rinsing
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LaundryAttributes.washer) {
    LaundryLiveActivity()
} contentStates: {
    LaundryAttributes.ContentState.rinsing
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LaundryAttributes.washer) {
    LaundryLiveActivity()
} contentStates: {
    LaundryAttributes.ContentState.done
}

struct LaundryLiveActivity_Previews: PreviewProvider {
    static var previews: some View {
        LaundryAttributes.washer
            .previewContext(LaundryAttributes.ContentState.rinsing, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact (provider)")
    }
}
