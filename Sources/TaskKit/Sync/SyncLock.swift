import Foundation

/// One sync of a store at a time, across processes (the app and its background task, `tasks serve` and
/// `tasks sync`): an exclusive `flock` on a file beside the store. The kernel drops it when the process
/// ends, however it ends, so a killed sync never leaves it held.
final class SyncLock {
    private let descriptor: Int32

    /// Waits up to `timeout` for the lock on the file at `path` (made if missing).
    init(path: String, timeout: TimeInterval) throws {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw SyncError.store("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(fd)
                throw SyncError.busy
            }
            usleep(50_000)
        }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// Why a sync failed before or beside the server's part.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another sync of the same store is running.
    case busy
    case store(String)
    /// No password is stored for the account.
    case noPassword(account: String)

    public var description: String {
        switch self {
        case .busy: return "another sync of this store is running; try again when it has finished"
        case .store(let detail): return detail
        case .noPassword(let account):
            return "no password is stored for account '\(account)' (add the account again)"
        }
    }
}
