import Foundation

/// A gesture that recognizes one or more taps (recognized by nothing in a widget: see `Gesture`).
public struct TapGesture: Gesture {
    public typealias Value = ()
    public typealias Body = Never

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }
}
