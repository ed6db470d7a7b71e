import CVirtualClock
import Foundation
import WidgetRuntime

/// The virtual time of the task that reads the clock: set by a `WidgetTester` around the widget's own code (its
/// provider, its intents, `run`), read by the interposed real-time clock calls of `CVirtualClock`.
enum VirtualTime {
    /// The clock of the tester whose scope the current task runs in (nil: the real time).
    @TaskLocal static var clock: ManualClock?

    /// Turns the interposition on (once; idempotent).
    static func enable() { twvc_enable() }

    /// How many real-time reads were answered with virtual time so far (for the test that checks the mechanism).
    static var virtualReads: UInt64 { twvc_virtual_reads() }
}

/// Answers CVirtualClock's interposed `clock_gettime(CLOCK_REALTIME)`, `gettimeofday` and `time`: the current
/// task's virtual time, if it runs in a tester's scope.
///
/// `@_cdecl` (underscored): C must call Swift by a plain symbol name, and Swift 6.3 has no stable spelling for
/// that (`@c` is not yet available here). If a toolchain renames or drops it, this file stops compiling; if the
/// symbol's calling convention changed, `VirtualClockTests` (`Date()` inside a provider reads the tester's time)
/// would fail. It must not read the clock itself, nor allocate: it runs inside every real-time read of the
/// process once a tester exists (a task-local lookup and a lock-protected `Date` are neither).
@_cdecl("twvc_virtual_realtime")
func virtualRealtime(
    _ seconds: UnsafeMutablePointer<Int64>, _ nanoseconds: UnsafeMutablePointer<Int64>
) -> Int32 {
    guard let clock = VirtualTime.clock else { return 0 }
    let now = clock.now.timeIntervalSince1970
    let whole = now.rounded(.down)
    seconds.pointee = Int64(whole)
    nanoseconds.pointee = min(999_999_999, Int64(((now - whole) * 1e9).rounded()))
    return 1
}
