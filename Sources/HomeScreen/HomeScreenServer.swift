import Foundation
import WebServer

#if canImport(Glibc)
    import Glibc
#endif

/// The browser home screen: the page, its assets and the JSON API (see API.md) over an ``HTTPServer``, with
/// a ``RequestGuard`` in front of every route.
///
/// From `tasks serve`:
/// ```swift
/// let server = try HomeScreenServer(backend: backend, host: host, port: port)
/// try await server.run { url in print("TaskWidgets home screen: \(url)") }  // returns after Ctrl-C
/// ```
public final class HomeScreenServer: Sendable {
    public let backend: any HomeScreenBackend
    public let token: String
    private let http: HTTPServer
    private let state = GuardState()

    /// - Parameters:
    ///   - host: an IP literal or "localhost"; loopback by default. Anything else is reachable from the network.
    ///   - port: 0 picks a free port.
    ///   - handlerTimeout: how long a request may wait for its answer (the main actor, busy drawing) before
    ///     it is answered 503.
    /// - Throws: ``BundledResources/Missing`` when the page's files are not beside the executable.
    public init(
        backend: any HomeScreenBackend, host: String = "127.0.0.1", port: UInt16 = 0,
        threads: Int = 4, handlerTimeout: Duration = .seconds(30),
        token: String = RequestGuard.makeToken()
    ) throws {
        self.backend = backend
        self.token = token
        // Checked, not read: the routes read them on first use, which waits for `prepare()`'s thread if it is
        // reading them, so that the server listens meanwhile.
        try WebAssets.requireFiles()
        let routes = HomeScreenRoutes(backend: backend, token: token).router()
        let state = self.state
        let configuration = HTTPServer.Configuration(
            host: host, port: port, threads: threads, handlerTimeout: handlerTimeout)
        let http = HTTPServer(configuration: configuration) { request in
            if let refusal = state.waitForValue().check(request) { return refusal }
            return await routes.handle(request)
        }
        self.http = http
        // Every change is pushed to the open pages (`GET /events`) as its version; they ask `/changes` for it.
        backend.onVersionChange { [weak http] version in http?.sendEvent("data: {\"version\":\(version)}\n\n") }
    }

    /// Loads libmicrohttpd, and reads the page's files and words, on threads of their own: a server made after
    /// other work (opening its store) then answers its first page without doing them (`tasks serve` calls this
    /// first). Harmless to skip or to call twice: the same happens on first use.
    public static func prepare() {
        MicroHTTPD.loadInBackground()
        Thread.detachNewThread { _ = try? WebAssets.bundled() }
    }

    /// The bound port (after ``start()``).
    public var port: UInt16 { http.port }

    /// True when bound to an address other than loopback (print a warning).
    public var isExposed: Bool {
        let host = http.host
        return !(host.hasPrefix("127.") || host == "::1")
    }

    /// The page's URL, e.g. `http://127.0.0.1:8080/`.
    public var url: URL {
        let host = http.host
        let shown = host == "0.0.0.0" ? "127.0.0.1" : host == "::" ? "[::1]" : host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(shown):\(port)/")!
    }

    /// Starts serving (non-blocking) and returns the page's URL.
    @discardableResult
    public func start() throws -> URL {
        try http.start()
        state.set(RequestGuard(boundHost: http.host, port: http.port, token: token))
        return url
    }

    /// Stops serving: waits for running handlers, closes connections. Idempotent.
    public func stop() { http.stop() }

    /// Starts, waits for `started` (work that need not delay the first answer, e.g. a check of the files the
    /// backend serves; what it throws stops the server and is rethrown), then calls `ready` with the URL, waits
    /// for SIGINT (Ctrl-C) or SIGTERM, stops cleanly and returns. The main actor stays free while waiting (call
    /// it from an `async` main), so handlers can await it. On the main actor, so that a server
    /// started from it starts at once (a hop to another executor was half a millisecond of `tasks serve`'s start).
    @MainActor
    public func run(
        ready: @Sendable (URL) -> Void = { print("TaskWidgets home screen: \($0.absoluteString)") },
        started: @Sendable () async throws -> Void = {}
    )
        async throws
    {
        // The signals are caught before the daemon's threads exist (see ShutdownSignals): a SIGTERM sent as soon
        // as the server answers must stop it, not be taken and dropped by one of those threads.
        let (signals, signalled) = AsyncStream.makeStream(of: Void.self)
        ShutdownSignals.install { _ in signalled.finish() }
        let url = try start()
        // The date formats of a first page, which ICU takes milliseconds to make: made here, while the files are
        // still being read (`prepare()`) and the first request arrives, so that page does not wait for them.
        PageDates.warmUp(locale: PageSettings().locale.rawValue)
        do {
            try await started()
        } catch {
            await stopOffTheMainActor()
            throw error
        }
        if isExposed {
            FileHandle.standardError.write(
                Data("warning: listening on \(http.host), reachable from other machines\n".utf8))
        }
        ready(url)
        for await _ in signals {}
        await stopOffTheMainActor()
    }

    /// ``stop()`` on a thread of its own, the main actor free meanwhile: `stop()` waits for the running handlers,
    /// and one may be waiting for the main actor, which stopping on it would hold until the wait's end (a
    /// SIGTERM during a drawing took seconds).
    private func stopOffTheMainActor() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                self.stop()
                done.resume()
            }
        }
    }
}

/// The guard, which needs the bound port, so it is set just after the daemon has started. A request that
/// arrives in between waits for it (microseconds) rather than being refused.
private final class GuardState: @unchecked Sendable {
    private let condition = NSCondition()
    private var requestGuard: RequestGuard?

    func waitForValue() -> RequestGuard {
        condition.withLock {
            while true {
                if let requestGuard { return requestGuard }
                condition.wait()
            }
        }
    }

    func set(_ value: RequestGuard) {
        condition.withLock {
            requestGuard = value
            condition.broadcast()
        }
    }
}
