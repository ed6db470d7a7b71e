import CMicroHTTPD
import Dispatch
import Foundation

/// The server's open Server-Sent Events streams (`text/event-stream` answers that stay open), and what is sent
/// down them.
///
/// libmicrohttpd's thread-pool threads each serve many connections, so a stream must not block one: when a
/// stream has nothing to send, its content reader suspends the connection (`MHD_suspend_connection`, which
/// libmicrohttpd allows from a content reader) and ``send(_:)`` resumes it. `lock` orders the two, so a
/// connection is only resumed after it was suspended. A suspended connection does not notice its client
/// leaving, so a comment is sent every 10 s (also below the 15 s connection timeout); a gone client's stream
/// then fails to write and is closed. Streams count as busy connections for ``ConnectionGuard`` (their request
/// never ends), so the header timeout leaves them be and they are never closed for room; at most `limit` are
/// open at once, and a page past it is answered 503 and polls instead.
final class EventStreams: @unchecked Sendable {
    /// One open stream: what is waiting to be written, and whether its connection is suspended.
    final class Stream {
        let connection: OpaquePointer
        weak var owner: EventStreams?
        // Guarded by the owner's lock.
        var pending: [UInt8]
        var isSuspended = false
        var isClosed = false

        init(connection: OpaquePointer, owner: EventStreams, first: [UInt8]) {
            self.connection = connection
            self.owner = owner
            pending = first
        }
    }

    let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`.
    private var streams: [ObjectIdentifier: Stream] = [:]
    private var isStopped = false
    private var heartbeat: DispatchSourceTimer?

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { lock.withLock { streams.count } }

    func start() {
        let timer = DispatchSource.repeatingTimer(label: "HTTPServer.EventStreams", every: .seconds(10)) {
            [weak self] in self?.send(": still here\n\n")
        }
        lock.withLock { heartbeat = timer }
    }

    /// Sends `text` (one or more whole events) down every open stream.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        lock.withLock {
            for stream in streams.values where !stream.isClosed {
                stream.pending += bytes
                resume(stream)
            }
        }
    }

    /// A new stream for `connection` that first sends `first`, or nil when `limit` streams are open or the
    /// server is stopping.
    func open(_ connection: OpaquePointer, first: String) -> Stream? {
        lock.withLock {
            guard !isStopped, streams.count < limit else { return nil }
            let stream = Stream(connection: connection, owner: self, first: Array(first.utf8))
            streams[ObjectIdentifier(stream)] = stream
            return stream
        }
    }

    /// Ends every stream and waits (up to a second) until libmicrohttpd has let go of them: it must not be
    /// stopped with a connection suspended.
    func stop() {
        lock.withLock {
            isStopped = true
            heartbeat?.cancel()
            heartbeat = nil
            for stream in streams.values {
                stream.isClosed = true
                resume(stream)
            }
        }
        let deadline = DispatchTime.now() + .seconds(1)
        while count > 0 && DispatchTime.now() < deadline { usleep(1000) }
    }

    /// The content reader: up to `capacity` pending bytes into `buffer`; 0 after suspending the connection
    /// when nothing is pending (libmicrohttpd calls again once resumed); -1 (end of stream) once closed.
    func read(_ stream: Stream, into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        lock.withLock {
            if stream.pending.isEmpty {
                if stream.isClosed { return -1 }
                stream.isSuspended = true
                twmhd_suspend_connection(stream.connection)
                return 0
            }
            let count = min(capacity, stream.pending.count)
            stream.pending.withUnsafeBytes { source in
                UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
            }
            stream.pending.removeFirst(count)
            return count
        }
    }

    /// libmicrohttpd is done with the stream (the client left, or it ended).
    func release(_ stream: Stream) {
        lock.withLock {
            stream.isClosed = true
            streams[ObjectIdentifier(stream)] = nil
        }
    }

    /// With `lock` held.
    private func resume(_ stream: Stream) {
        guard stream.isSuspended else { return }
        stream.isSuspended = false
        twmhd_resume_connection(stream.connection)
    }
}
