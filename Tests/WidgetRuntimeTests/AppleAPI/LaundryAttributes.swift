// A Live Activity of ours: a washing machine's cycle, from the app that starts it. This file imports only
// ActivityKit, as an app's shared attributes file does (Xcode compiles it into the app and the extension).
import ActivityKit

/// A washing machine running one cycle.
struct LaundryAttributes: ActivityAttributes {
    /// What changes while the cycle runs.
    struct ContentState: Codable, Hashable {
        enum Phase: String, Codable, Hashable {
            case washing, rinsing, spinning, done
        }

        var phase: Phase
        var minutesLeft: Int
        /// From 0 to 1.
        var progress: Double
    }

    var machine: String
    var program: String
}

extension LaundryAttributes {
    static let washer = LaundryAttributes(machine: "Washer 3", program: "Cotton 40°")
}

extension LaundryAttributes.ContentState {
    static let rinsing = LaundryAttributes.ContentState(phase: .rinsing, minutesLeft: 24, progress: 0.55)
    static let done = LaundryAttributes.ContentState(phase: .done, minutesLeft: 0, progress: 1)
}
