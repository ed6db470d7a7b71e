import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGINT (Ctrl-C) and SIGTERM into a callback on a dispatch queue, so a server can stop cleanly.
public enum ShutdownSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    private static let queue = DispatchQueue(label: "taskwidgets.shutdown-signals")

    /// Installs the handler (once per process; later calls add handlers). `handler` runs on a private
    /// serial queue, once per signal received.
    public static func install(
        _ signals: [Int32] = [SIGINT, SIGTERM], handler: @escaping @Sendable (Int32) -> Void
    ) {
        queue.sync {
            for number in signals {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { handler(number) }
                source.resume()
                sources.append(source)
            }
        }
    }
}
