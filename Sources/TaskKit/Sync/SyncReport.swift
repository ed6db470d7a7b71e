import Foundation

/// What one sync did.
public struct SyncReport: Sendable, Equatable {
    /// Changes on one side: tasks created, updated and deleted.
    public struct Counts: Sendable, Equatable {
        public var created = 0
        public var updated = 0
        public var deleted = 0

        public var total: Int { created + updated + deleted }

        public init(created: Int = 0, updated: Int = 0, deleted: Int = 0) {
            self.created = created
            self.updated = updated
            self.deleted = deleted
        }
    }

    /// Written to the server.
    public var sent = Counts()
    /// Written to the store.
    public var received = Counts()
    /// Fields changed on both sides, and deletions that met edits: who won, and what the other side had.
    public var conflicts: [SyncConflict] = []
    /// Objects on the server that were refused (malformed, too large…); they were left as they are.
    public var skipped: [SkippedObject] = []
    /// Tasks changed here that were not sent, and why: the server's copy cannot be read (and so not merged), or
    /// the server refused the upload for good. They are kept here; each is named once per sync.
    public var notSent: [UnsentTask] = []
    /// Tasks changed here while the sync ran, or whose upload failed: the next sync takes them up.
    public var deferred = 0
    /// Whether the server's changes were found with sync-collection (RFC 6578) rather than by comparing
    /// every ETag.
    public var usedSyncCollection = false
    /// HTTP requests made.
    public var requests = 0

    public init() {}

    /// Whether the store changed, so that widgets should reload.
    public var changedHere: Bool { received.total > 0 }
}

/// A field both sides changed since the last sync (or a deletion that met an edit), and how it was settled.
public struct SyncConflict: Sendable, Equatable, CustomStringConvertible {
    public enum Side: String, Sendable {
        case here, server
    }

    public var taskID: UUID
    public var title: String
    /// `title`, `completion`, `priority`, `due`, `order`, or `deletion`.
    public var field: String
    public var winner: Side
    /// The value kept and the one replaced, as text.
    public var kept: String
    public var replaced: String

    public var description: String {
        if field == "deletion" {
            return "\"\(title)\": deleted \(winner == .here ? "on the server" : "here") but edited "
                + "\(winner == .here ? "here" : "on the server"); the edited task was kept"
        }
        return
            "\"\(title)\": \(field) changed on both sides; kept \(kept) (newer, \(winner == .here ? "here" : "server")),"
            + " replaced \(replaced)"
    }
}

/// An object on the server that sync refused.
public struct SkippedObject: Sendable, Equatable, CustomStringConvertible {
    public var href: String
    /// The task's title, when it could be found in what was refused.
    public var title: String?
    public var reason: String

    public init(href: String, title: String? = nil, reason: String) {
        self.href = href
        self.title = title
        self.reason = reason
    }

    public var description: String { href + (title.map { " (\"\($0)\")" } ?? "") + ": " + reason }
}

/// A task changed here that a sync did not send.
public struct UnsentTask: Sendable, Equatable, CustomStringConvertible {
    public var taskID: UUID
    public var title: String
    public var href: String
    public var reason: String

    public init(taskID: UUID, title: String, href: String, reason: String) {
        self.taskID = taskID
        self.title = title
        self.href = href
        self.reason = reason
    }

    public var description: String { "\"\(title)\" (\(href)): \(reason)" }
}
