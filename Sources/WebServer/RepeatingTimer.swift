import Dispatch

extension DispatchSource {
    /// A started timer, on a queue of its own named `label`, that calls `handler` every `interval` (first after
    /// one interval) until it is cancelled: the server's periodic checks (late connections, late handlers, the
    /// event streams' heartbeat).
    static func repeatingTimer(
        label: String, every interval: DispatchTimeInterval, _ handler: @escaping @Sendable () -> Void
    ) -> DispatchSourceTimer {
        let timer = makeTimerSource(queue: DispatchQueue(label: label))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler(handler: handler)
        timer.resume()
        return timer
    }
}
