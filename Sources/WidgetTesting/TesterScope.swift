import Foundation
import WidgetRuntime

/// The scope a tester runs the widget's own code in: its virtual clock (what `Date()` returns there) and its
/// `WidgetCenter` (which hears that code's reload requests instead of every host of the process).
struct TesterScope: WidgetTaskScope {
    let clock: ManualClock
    let center: TesterWidgetCenter

    func run<T: Sendable>(_ operation: @Sendable () async -> T) async -> T {
        await VirtualTime.$clock.withValue(clock) {
            await WidgetCenter.$scopedObserver.withValue(center) { await operation() }
        }
    }
}

/// A tester's own `WidgetCenter`: it keeps the reload requests of the code under test, which the tester applies
/// when that code has returned (so that every test sees them at the same point, never racing a task).
final class TesterWidgetCenter: WidgetCenterObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [String?] = []
    private var all: [String?] = []
    private var installed: [WidgetInfo] = []

    func widgetCenterRequestedReload(ofKind kind: String?) {
        lock.withLock {
            pending.append(kind)
            all.append(kind)
        }
    }

    /// Each caller gets `INIntent` configurations of its own, as from a host.
    func widgetCenterCurrentConfigurations() -> [WidgetInfo] {
        lock.withLock { installed }.map { $0.withOwnConfiguration() }
    }

    func setInstalled(_ widgets: [WidgetInfo]) {
        lock.withLock { installed = widgets }
    }

    /// The requests not yet applied (nil: every kind), emptied.
    func takePending() -> [String?] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }

    /// Every request so far.
    var requests: [String?] { lock.withLock { all } }
}
