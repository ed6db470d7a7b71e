import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a crowd of connections from shutting everyone else out.
///
/// A connection that is not in the middle of a request is *waiting*: since it opened, or since its last
/// answer. libmicrohttpd's own timeout only closes a connection that sends nothing at all, so a slowloris
/// client trickling a header byte now and then, or thousands of idle sockets, used to hold every slot:
///
/// - **Header timeout**: a connection that has waited `headerTimeout` without completing a request's head is
///   closed, however slowly it sends. This also bounds how long a kept-alive connection may idle.
/// - **Limits**: at most `total` connections, and at most `perAddress` from one address. A new connection
///   over a limit makes room by closing a waiting connection (from its own address when that is the limit it
///   broke): one that had sent nothing when it opened before one that had, the longest waiting first. One
///   that makes no request has no claim on a slot. When every connection is busy with a request, the
///   newcomer is answered with a quick `503` instead, and closed.
///
/// Closing means `shutdown(2)` on the socket, done with `lock` held; libmicrohttpd then sees the end of the
/// stream and closes the connection as usual. It closes the descriptor only after telling `closed(_:)`,
/// which takes the same lock, so a descriptor is never shut after it was closed (and perhaps reused).
final class ConnectionGuard: @unchecked Sendable {
    struct Limits: Sendable {
        var headerTimeout: Duration
        var total: Int
        var perAddress: Int
    }

    /// One open connection, kept in libmicrohttpd's socket context. Its fields are guarded by the guard's lock.
    final class Entry {
        let fd: Int32
        let address: String
        /// When it started waiting for a request (`DispatchTime` nanoseconds).
        var waitingSince: UInt64
        var isBusy = false
        /// Shut down by the guard; libmicrohttpd has not reported it closed yet.
        var isClosing = false
        /// Opened over a limit with no room to make: its request is answered 503.
        var isOverLimit = false
        /// It had sent something when it was last found waiting (at its opening): a client at work, closed
        /// for room only after the connections that sent nothing.
        var hadSentData: Bool

        init(fd: Int32, address: String, now: UInt64, hadSentData: Bool) {
            self.fd = fd
            self.address = address
            waitingSince = now
            self.hadSentData = hadSentData
        }

        /// Closed for room first: sent nothing yet, then waited longest.
        func goesBefore(_ other: Entry) -> Bool {
            (hadSentData ? 1 : 0, waitingSince) < (other.hadSentData ? 1 : 0, other.waitingSince)
        }
    }

    /// What the guard has done, for tests and the flood measurements.
    struct Counts: Sendable, Equatable {
        var open = 0
        var timedOut = 0
        var evicted = 0
        var refused = 0
    }

    let limits: Limits
    private let lock = NSLock()
    // Guarded by `lock`.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var perAddress: [String: Int] = [:]
    private var counts = Counts()
    private var timer: DispatchSourceTimer?

    init(limits: Limits) {
        self.limits = limits
    }

    /// Starts closing connections that wait too long, checking four times a second.
    func start() {
        let timer = DispatchSource.repeatingTimer(label: "HTTPServer.ConnectionGuard", every: .milliseconds(250)) {
            [weak self] in self?.closeLateConnections()
        }
        lock.withLock { self.timer = timer }
    }

    func stop() {
        lock.withLock {
            timer?.cancel()
            timer = nil
        }
    }

    var snapshot: Counts { lock.withLock { counts } }

    /// A connection opened: registers it, making room when it is over a limit.
    func opened(fd: Int32, address: String) -> Entry {
        // A client that connects to make a request has usually sent it by the time it is accepted; one of a
        // flood of idle sockets has sent nothing. (libmicrohttpd reads the request only after accepting a
        // batch of connections, so a fresh request could otherwise be the longest-waiting one in a flood.)
        var pending: Int32 = 0
        let hasData = ioctl(fd, UInt(FIONREAD), &pending) == 0 && pending > 0
        let entry = Entry(fd: fd, address: address, now: Self.now(), hadSentData: hasData)
        lock.withLock {
            entries[ObjectIdentifier(entry)] = entry
            perAddress[address, default: 0] += 1
            counts.open += 1
            if perAddress[address, default: 0] > limits.perAddress {
                if !closeLongestWaiting(from: address, sparing: entry) { entry.isOverLimit = true }
            }
            if counts.open > limits.total {
                if !closeLongestWaiting(from: nil, sparing: entry) { entry.isOverLimit = true }
            }
        }
        return entry
    }

    /// libmicrohttpd closed the connection (it closes the socket after this returns).
    func closed(_ entry: Entry) {
        lock.withLock {
            guard entries.removeValue(forKey: ObjectIdentifier(entry)) != nil else { return }
            if !entry.isClosing { forget(entry) }
        }
    }

    /// A request's head is complete. False when the connection was opened over a limit (answer 503).
    func requestStarted(_ entry: Entry) -> Bool {
        lock.withLock {
            entry.isBusy = true
            if entry.isOverLimit { counts.refused += 1 }
            return !entry.isOverLimit
        }
    }

    /// The answer is out: the connection waits for its next request.
    func requestEnded(_ entry: Entry) {
        lock.withLock {
            entry.isBusy = false
            entry.hadSentData = false
            entry.waitingSince = Self.now()
        }
    }

    // MARK: Closing (with `lock` held)

    private func closeLateConnections() {
        let deadline = Self.now() &- UInt64(limits.headerTimeout.nanoseconds)
        lock.withLock {
            for entry in entries.values where !entry.isBusy && !entry.isClosing && entry.waitingSince < deadline {
                close(entry)
                counts.timedOut += 1
            }
        }
    }

    /// Closes the waiting connection from `address` (any address when nil) that goes first (`goesBefore`),
    /// other than the newcomer, if one waits.
    private func closeLongestWaiting(from address: String?, sparing newcomer: Entry) -> Bool {
        var oldest: Entry?
        for entry in entries.values where !entry.isBusy && !entry.isClosing && !entry.isOverLimit && entry !== newcomer
        {
            if let address, entry.address != address { continue }
            if oldest.map({ entry.goesBefore($0) }) ?? true { oldest = entry }
        }
        guard let oldest else { return false }
        close(oldest)
        counts.evicted += 1
        return true
    }

    private func close(_ entry: Entry) {
        entry.isClosing = true
        forget(entry)
        shutdown(entry.fd, Int32(SHUT_RDWR))
    }

    /// No longer counted against the limits.
    private func forget(_ entry: Entry) {
        counts.open -= 1
        perAddress[entry.address, default: 1] -= 1
        if perAddress[entry.address] == 0 { perAddress[entry.address] = nil }
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}

extension Duration {
    /// The whole duration in nanoseconds (negative durations as 0).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
