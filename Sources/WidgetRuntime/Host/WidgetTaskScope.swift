import Foundation

/// Runs a widget's own code (its provider's `timeline`, a tapped intent's `perform`) in a scope of the host's
/// embedder, re-established in every task the host starts for it: a detached task inherits no task-locals.
/// `WidgetTesting` sets its virtual clock and its `WidgetCenter` there.
package protocol WidgetTaskScope: Sendable {
    /// Runs `operation` inside the scope.
    func run<T: Sendable>(_ operation: @Sendable () async -> T) async -> T
}

extension WidgetCenter {
    /// The observer that hears `WidgetCenter` requests made in this task instead of every host of the process
    /// and the shared data directory: a `WidgetTester`'s, so that tests running in parallel never reload each
    /// other's widgets (or a real home screen's).
    @TaskLocal package static var scopedObserver: (any WidgetCenterObserver)?
}
