import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes a store's commits durable on a thread of its own, for `TaskStore.Durability.flushInBackground`.
///
/// The connection commits with `synchronous=NORMAL` (its frames are written to the write-ahead log but not
/// synced); this thread then syncs the log while the caller goes on, and `waitUntilFlushed()` returns once
/// every commit made so far is on disk. A checkpoint needs nothing from here: SQLite syncs the log before
/// copying it into the database and the database after, whatever `synchronous` says.
final class WALFlusher: @unchecked Sendable {
    /// Why the log could not be synced; once a sync failed, every later wait fails too (the kernel may have
    /// dropped the pages that did not reach the disk, and a later sync would not say so).
    struct Failure: Error {
        let detail: String
    }

    private let logPath: String
    private let databasePath: String
    private let directoryPath: String
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var committed: UInt64 = 0
    private var flushed: UInt64 = 0
    private var failure: Failure?
    private var stopped = false
    private var syncCount = 0
    /// Whether the thread was started: on the first commit, not with the store. A store opened only to be read
    /// needs none, and `tasks serve` opens its store while libmicrohttpd loads on another thread, during which
    /// glibc makes a new thread wait (1.8 ms of the server's start).
    private var started = false
    // Only the flushing thread touches these.
    private var log: Int32 = -1
    private var logInode: UInt64 = 0

    init(databasePath: String) {
        self.databasePath = databasePath
        logPath = databasePath + "-wal"
        directoryPath = URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
    }

    /// Notes a commit that just ended (call it before anyone can wait for that commit).
    func commitEnded() {
        condition.lock()
        committed += 1
        if !started {
            started = true
            // The thread holds the flusher until `stop()` lets it end.
            let thread = Thread { [self] in run() }
            thread.name = "TaskStore flusher"
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// Blocks until every commit noted so far is on disk.
    func waitUntilFlushed() throws(Failure) {
        condition.lock()
        defer { condition.unlock() }
        let target = committed
        while flushed < target && failure == nil { condition.wait() }
        if let failure { throw failure }
    }

    /// How many syncs the thread has made (several commits may share one).
    var syncs: Int {
        condition.lock()
        defer { condition.unlock() }
        return syncCount
    }

    /// Lets the thread end once the commits noted so far are flushed.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while committed == flushed && !stopped { condition.wait() }
            if committed == flushed {
                condition.unlock()
                break
            }
            let target = committed
            condition.unlock()
            // Every commit up to `target` wrote its frames before it was noted, so one sync covers them all.
            let result = sync()
            condition.lock()
            if let result, failure == nil { failure = result }
            flushed = target
            syncCount += 1
            condition.broadcast()
            condition.unlock()
        }
        if log >= 0 { close(log) }
    }

    private func sync() -> Failure? {
        var info = stat()
        guard stat(logPath, &info) == 0 else {
            // No log (not in WAL mode after all): the commits went to the database file itself.
            return syncFile(at: databasePath)
        }
        if log < 0 || logInode != UInt64(info.st_ino) {
            if log >= 0 { close(log) }
            log = open(logPath, O_RDONLY | O_CLOEXEC)
            guard log >= 0 else { return Failure(detail: "cannot open \(logPath): \(Self.errorText())") }
            // The inode of the file opened, which a replaced log will not have.
            var opened = stat()
            logInode = fstat(log, &opened) == 0 ? UInt64(opened.st_ino) : 0
            // A new log's directory entry must reach the disk too, as SQLite's own first sync of it does.
            if let failure = syncFile(at: directoryPath) { return failure }
        }
        return Self.dataSync(log) == 0 ? nil : Failure(detail: "cannot sync \(logPath): \(Self.errorText())")
    }

    private func syncFile(at path: String) -> Failure? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return Failure(detail: "cannot open \(path): \(Self.errorText())") }
        defer { close(descriptor) }
        return fsync(descriptor) == 0 ? nil : Failure(detail: "cannot sync \(path): \(Self.errorText())")
    }

    private static func dataSync(_ descriptor: Int32) -> Int32 {
        #if os(Linux)
            fdatasync(descriptor)
        #else
            fsync(descriptor)
        #endif
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
