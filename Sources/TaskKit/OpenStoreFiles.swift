import Foundation

/// The store files this process holds open.
///
/// POSIX releases every lock a process holds on a file as soon as any descriptor of that file is
/// closed. SQLite copes with its own descriptors, but the header check of a second `TaskStore` on a
/// file that is already open here (the web server's store beside the widgets') would open and close
/// it, silently dropping the first store's locks: another process could then checkpoint and delete
/// the WAL under it, and the first store's later writes would be lost. So a file already open as a
/// store skips that check (it passed it when first opened), and opens are serialized.
final class OpenStoreFiles: @unchecked Sendable {
    static let shared = OpenStoreFiles()

    /// A file's identity, which survives different spellings of its path.
    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        /// The identity of the file at `path`, read without opening it; nil when there is none.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Held for the whole of a store's opening.
    let lock = NSLock()
    private let countsLock = NSLock()
    private var counts: [FileID: Int] = [:]

    /// Whether a store in this process has the file at `path` open.
    func isOpen(_ path: String) -> Bool {
        guard let id = FileID(path: path) else { return false }
        return countsLock.withLock { counts[id, default: 0] > 0 }
    }

    /// Records that a store opened the file at `path`; returns its identity for `closed(_:)`.
    func opened(_ path: String) -> FileID? {
        guard let id = FileID(path: path) else { return nil }
        countsLock.withLock { counts[id, default: 0] += 1 }
        return id
    }

    /// Records that a store closed a file.
    func closed(_ id: FileID) {
        countsLock.withLock {
            counts[id, default: 1] -= 1
            if counts[id] == 0 { counts[id] = nil }
        }
    }
}
