import Foundation

/// Documents that code above TaskKit keeps in the store, such as a home screen's widget layout, so that they
/// have the store's guarantees: every change is one transaction applied to the document as stored (two
/// processes changing it at once lose nothing of each other's), durable as the tasks are, refused when the
/// store is. TaskKit never reads a body; it keys, stores and counts revisions.
extension TaskStore {
    /// A stored document.
    public struct Document: Hashable, Sendable {
        public var body: String
        /// Grows with every write of this document, by any process: poll it to notice changes made elsewhere.
        public var revision: Int64

        public init(body: String, revision: Int64) {
            self.body = body
            self.revision = revision
        }
    }

    /// The document stored under `key`, or nil.
    public func document(_ key: String) throws -> Document? {
        try read { try storedDocument(key) }
    }

    /// The revision of the document under `key`; 0 when there is none. Cheap.
    public func documentRevision(_ key: String) throws -> Int64 {
        try read { try db.scalar("SELECT revision FROM documents WHERE key = ?1", [.text(key)])?.integerValue ?? 0 }
    }

    /// Changes the document under `key` in one `BEGIN IMMEDIATE` transaction: `change` is given the document as
    /// stored (nil when there is none) and returns the new body, or nil to leave it as it is. Returns the
    /// document as stored afterwards.
    @discardableResult
    public func updateDocument(_ key: String, _ change: (Document?) throws -> String?) throws -> Document? {
        try write {
            let current = try storedDocument(key)
            guard let body = try change(current) else { return current }
            let revision = (current?.revision ?? 0) + 1
            try db.run(
                "INSERT OR REPLACE INTO documents (key, revision, body) VALUES (?1, ?2, ?3)",
                [.text(key), .integer(revision), .text(body)])
            return Document(body: body, revision: revision)
        }
    }

    /// The document under `key`, read with the store's lock held.
    private func storedDocument(_ key: String) throws -> Document? {
        var document: Document?
        try db.query("SELECT body, revision FROM documents WHERE key = ?1", [.text(key)]) { row in
            document = Document(body: row.text(0) ?? "", revision: row.int(1))
        }
        return document
    }
}
