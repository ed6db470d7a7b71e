import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a small file in the shared data directory as a whole: readers see the old or the new content,
/// never part of it, and no temporary file is left behind for long.
///
/// Foundation's `.atomic` writes a `.dat.nosync…` copy and renames it; a process killed in between leaves the
/// copy forever. Here the copy is named after the file and the writing process, and the next write of that
/// file in any process removes copies whose process is gone (and Foundation's, left by earlier versions).
package enum AtomicFile {
    /// Writes `data` to `url` through a synced temporary copy renamed over it.
    package static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        removeLeftovers(of: url.lastPathComponent, in: directory)
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: POSIXErrorCode?
        data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = POSIXErrorCode(rawValue: errno) ?? .EIO
                    return
                }
                written += count
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = POSIXErrorCode(rawValue: errno) ?? .EIO }
        close(fd)
        if failure == nil && rename(temporary.path, url.path) != 0 { failure = POSIXErrorCode(rawValue: errno) ?? .EIO }
        if let failure {
            unlink(temporary.path)
            throw POSIXError(failure)
        }
    }

    /// Removes the temporary copies of `name` in `directory` that no running process is writing: ours whose
    /// process is gone, and Foundation's `.dat.nosync…` copies older than a minute.
    package static func removeLeftovers(of name: String, in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let prefix = ".\(name)."
        // Most entries are neither: a path is made only for a leftover (making one is microseconds, and a
        // store's directory may hold many files).
        for candidate in names where candidate.hasPrefix(".") {
            let path = directory.appendingPathComponent(candidate).path
            if candidate.hasPrefix(prefix) && candidate.hasSuffix(".tmp") {
                let fields = candidate.dropFirst(prefix.count).split(separator: ".")
                guard let pid = fields.first.flatMap({ pid_t($0) }), pid != getpid() else { continue }
                if kill(pid, 0) != 0 && errno == ESRCH { unlink(path) }
            } else if candidate.hasPrefix(".dat.nosync") {
                var info = stat()
                if stat(path, &info) == 0 && time(nil) - info.st_mtim.tv_sec > 60 { unlink(path) }
            }
        }
    }
}
