import Foundation

// A widget that downloads in a background URLSession hands iOS these handlers, which the system calls when the
// session's events wait for the extension. Linux has no background sessions: a provider's downloads run in its
// own process and finish there, so no event ever waits and the handlers are accepted, not called.
extension WidgetConfiguration {
    /// Adds an action to perform when events related to a URL session identified by a closure are waiting to be
    /// processed.
    @MainActor @preconcurrency
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        modified { _ in }
    }

    /// Adds an action to perform when events related to a URL session with a matching identifier are waiting to
    /// be processed.
    @MainActor @preconcurrency
    public func onBackgroundURLSessionEvents(
        matching matchingString: String,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        modified { _ in }
    }
}
