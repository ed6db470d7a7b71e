import Foundation

/// Notices edits to a package's sources by comparing, every poll, each file's path, size and modification
/// time under the watched folders. Polling rather than inotify: it works alike on every file system (also the
/// mounted folders of containers, where inotify sees no edits made outside) and a package's sources are a few
/// hundred files, read in well under a millisecond.
struct SourceWatcher {
    /// The folders and files watched (missing ones are ignored: a package may have no `Tests`).
    let roots: [URL]
    private var last: [String: Stamp]

    private struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    init(roots: [URL]) {
        self.roots = roots
        last = Self.stamps(of: roots)
    }

    /// True, once, for every poll that finds a file added, removed or changed since the previous poll.
    mutating func poll() -> Bool {
        let now = Self.stamps(of: roots)
        defer { last = now }
        return now != last
    }

    private static func stamps(of roots: [URL]) -> [String: Stamp] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        var stamps: [String: Stamp] = [:]
        let fileManager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) else { continue }
            let files: [URL]
            if isDirectory.boolValue {
                // Hidden files are editors' swap and backup files, which change on every keystroke.
                let enumerator = fileManager.enumerator(
                    at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
                files = (enumerator?.allObjects as? [URL]) ?? []
            } else {
                files = [root]
            }
            for file in files {
                guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
                else { continue }
                stamps[file.path] = Stamp(
                    size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
            }
        }
        return stamps
    }
}
