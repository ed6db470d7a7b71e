import Foundation
import Synchronization
import WidgetRuntime

/// The intents each widget instance has drawn lately, so that `/intents` performs only what a widget shows,
/// as iOS performs only the intent archived in the tapped view. A page shows a drawing until the next one
/// reaches it (within a second or so), as a Home Screen shows a view until the next one arrives: an intent
/// stays performable for `shownFor` after the drawing that held it was replaced.
final class DrawnIntents: Sendable {
    /// How long an intent of a replaced drawing may still be tapped.
    static let shownFor: Duration = .seconds(10)

    /// Per instance: each drawn `data-intent` attribute value, and when it was last drawn.
    private let drawn = Mutex<[String: [Substring: ContinuousClock.Instant]]>([:])

    /// Notes a drawing of `instance`.
    func record(_ instance: String, html: String) {
        let now = ContinuousClock.now
        let values = Self.intentAttributes(in: html)
        drawn.withLock { drawn in
            var seen = drawn[instance, default: [:]].filter { now - $0.value < Self.shownFor }
            for value in values { seen[value] = now }
            drawn[instance] = seen
        }
    }

    /// Whether `instance` shows `archive`: in `current` (its drawing now), or in one drawn lately.
    func shows(_ archive: String, in instance: String, current: String?) -> Bool {
        let attribute = HTMLWriter.escape(archive)
        if let current, current.contains("data-intent=\"\(attribute)\"") { return true }
        let now = ContinuousClock.now
        return drawn.withLock { drawn in
            drawn[instance]?[Substring(attribute)].map { now - $0 < Self.shownFor } ?? false
        }
    }

    /// The (escaped) values of the `data-intent` attributes in `html`.
    static func intentAttributes(in html: String) -> [Substring] {
        var values: [Substring] = []
        var rest = html[...]
        while let start = rest.range(of: "data-intent=\"") {
            guard let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
            values.append(rest[start.upperBound..<end])
            rest = rest[end...]
        }
        return values
    }
}
