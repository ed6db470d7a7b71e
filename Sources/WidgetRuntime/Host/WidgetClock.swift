import Foundation

/// The time a `WidgetHost` picks entries and schedules reloads by.
public protocol WidgetClock: Sendable {
    /// The current date.
    var now: Date { get }
}

/// The real time.
public struct SystemClock: WidgetClock {
    /// Creates the system clock.
    public init() {}
    public var now: Date { Date() }
}

/// A clock that moves only when told, for tests and benchmarks.
public final class ManualClock: WidgetClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Creates a clock showing `start`.
    public init(_ start: Date = Date(timeIntervalSinceReferenceDate: 800_000_000)) {
        current = start
    }

    /// The date the clock shows; settable.
    public var now: Date {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set {
            lock.lock()
            current = newValue
            lock.unlock()
        }
    }

    /// Moves the clock forward.
    public func advance(by interval: TimeInterval) {
        lock.lock()
        current += interval
        lock.unlock()
    }
}
