import Foundation
import Synchronization
import WidgetRuntime

/// The intents each widget instance has drawn lately, so that `/intents` performs only what a widget shows,
/// as iOS performs only the intent archived in the tapped view. The host says which intents a drawing shows
/// (`WidgetHost.drawnIntents(of:)`). A page shows a drawing until the next one reaches it (within a second or
/// so), as a Home Screen shows a view until the next one arrives: an intent stays performable for `shownFor`
/// after the drawing that held it was replaced.
final class DrawnIntents: Sendable {
    /// How long an intent of a replaced drawing may still be tapped.
    static let shownFor: Duration = .seconds(10)

    /// Per instance: each drawn intent archive, and when it was last drawn.
    private let drawn = Mutex<[WidgetInstanceID: [String: ContinuousClock.Instant]]>([:])

    /// Notes a drawing of `instance` that shows `intents`.
    func record(_ instance: WidgetInstanceID, intents: [String]) {
        let now = ContinuousClock.now
        drawn.withLock { drawn in
            var seen = drawn[instance, default: [:]].filter { now - $0.value < Self.shownFor }
            for intent in intents { seen[intent] = now }
            drawn[instance] = seen
        }
    }

    /// Whether `instance` shows `archive`: in `current` (the intents of its drawing now), or in one drawn lately.
    func shows(_ archive: String, in instance: WidgetInstanceID, current: [String]) -> Bool {
        if current.contains(archive) { return true }
        let now = ContinuousClock.now
        return drawn.withLock { drawn in
            drawn[instance]?[archive].map { now - $0 < Self.shownFor } ?? false
        }
    }
}
