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
        let attribute = Substring(HTMLWriter.escape(archive))
        if let current, Self.intentAttributes(in: current).contains(attribute) { return true }
        let now = ContinuousClock.now
        return drawn.withLock { drawn in
            drawn[instance]?[attribute].map { now - $0 < Self.shownFor } ?? false
        }
    }

    /// The (escaped) values of the `data-intent` attributes in `html`.
    ///
    /// A scan of the UTF-8 bytes: Foundation's `range(of:)`, which this used, took 7 % of a tap's time (every
    /// widget's every drawing is scanned).
    static func intentAttributes(in html: String) -> [Substring] {
        var html = html
        let offsets = html.withUTF8 { bytes in
            var offsets: [(start: Int, end: Int)] = []
            var index = 0
            while let start = find(marker, in: bytes, from: index) {
                guard let end = bytes[(start + marker.count)...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                offsets.append((start + marker.count, end))
                index = end
            }
            return offsets
        }
        // The marker and the quote are ASCII: their offsets are character boundaries.
        let utf8 = html.utf8
        return offsets.map { offset in
            let start = utf8.index(utf8.startIndex, offsetBy: offset.start)
            return html[start..<utf8.index(utf8.startIndex, offsetBy: offset.end)]
        }
    }

    private static let marker = Array("data-intent=\"".utf8)

    /// The offset of the first occurrence of `needle` in `bytes` at or after `from` (`memchr` for its first
    /// byte, `memcmp` for the rest).
    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first else { return nil }
        let last = bytes.count - needle.count
        var index = from
        while index <= last {
            guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
            let candidate = hit.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
            if memcmp(base + candidate, needle, needle.count) == 0 { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
