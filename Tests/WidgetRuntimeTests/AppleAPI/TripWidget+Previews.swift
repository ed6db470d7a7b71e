import Intents
import SwiftUI
import WidgetKit

extension TripIntent {
    /// A trip to Oslo in Fahrenheit, for the preview.
    static var oslo: TripIntent {
        let intent = TripIntent()
        intent.destination = Destination(identifier: "oslo", display: "Oslo")
        intent.unit = .fahrenheit
        return intent
    }
}

#Preview(as: .systemMedium, using: TripIntent.oslo) {
    TripWidget()
} timelineProvider: {
    TripProvider(now: { Date(timeIntervalSince1970: 1_717_000_000) })
}
