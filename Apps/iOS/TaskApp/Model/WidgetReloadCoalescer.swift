/// Turns a burst of changes into one request to reload the widgets.
///
/// Each change asks for a reload; the first request of a burst starts a short wait, and the one
/// reload at its end covers every change made meanwhile. Typing in the editor, or deleting ten rows,
/// thus costs WidgetKit one reload, not one per change. `flush()` reloads at once, for when the app
/// leaves the foreground (a suspended app's timer would not fire).
@MainActor
public final class WidgetReloadCoalescer {
    private let delay: Duration
    private let reload: @MainActor () -> Void
    private var pending: Task<Void, Never>?

    /// - Parameters:
    ///   - delay: how long a burst may last before its reload.
    ///   - reload: asks WidgetKit for new timelines, e.g. `WidgetCenter.shared.reloadAllTimelines()`.
    public init(delay: Duration = .milliseconds(300), reload: @escaping @MainActor () -> Void) {
        self.delay = delay
        self.reload = reload
    }

    /// Whether a reload is waiting for the end of its burst.
    public var hasPendingReload: Bool { pending != nil }

    /// Asks for a reload at the end of the current burst.
    public func request() {
        guard pending == nil else { return }
        pending = Task { [delay] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            self.fire()
        }
    }

    /// Reloads now if a reload is pending.
    public func flush() {
        guard let pending else { return }
        pending.cancel()
        fire()
    }

    /// Waits until the pending reload, if any, has happened (or was flushed).
    public func waitForPendingReload() async {
        await pending?.value
    }

    private func fire() {
        pending = nil
        reload()
    }
}
