import SwiftUI
import WidgetKit

#Preview(as: .systemSmall, using: FocusConfiguration(activity: "Writing", minutes: 45)) {
    FocusWidget()
} timelineProvider: {
    FocusProvider()
}
