import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGINT (Ctrl-C) and SIGTERM into a callback on a dispatch queue, so a server can stop cleanly.
///
/// On Linux a dispatch signal source reads the signal from a `signalfd`, which sees only signals that every
/// thread blocks: a thread that does not block it takes it with the disposition set here (ignored), and it is
/// lost. Threads inherit the creating thread's mask, so ``block(_:)`` on the main thread before any thread is
/// made (libmicrohttpd's, the store's flusher) keeps every signal for the source.
public enum ShutdownSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    private static let queue = DispatchQueue(label: "taskwidgets.shutdown-signals")

    /// Blocks `signals` in the calling thread and so in the threads it creates afterwards; a signal sent
    /// meanwhile stays pending until ``install(_:handler:)`` takes it. Call it on the main thread before
    /// any other thread is made.
    public static func block(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Installs the handler (once per process; later calls add handlers). `handler` runs on a private
    /// serial queue, once per signal received. Blocks the signals in the calling thread too (``block(_:)``).
    public static func install(
        _ signals: [Int32] = [SIGINT, SIGTERM], handler: @escaping @Sendable (Int32) -> Void
    ) {
        block(signals)
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
