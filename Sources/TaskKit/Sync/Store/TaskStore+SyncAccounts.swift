import Foundation

/// A CalDAV account the store syncs with: where, as whom, and which task list. The password is never
/// here: it is in a `CredentialStore` (the Keychain on iOS, a 0600 file beside the store on Linux).
public struct SyncAccount: Sendable, Equatable, Identifiable {
    public var id: Int64
    /// The name the user gave it (`tasks accounts add NAME`).
    public var name: String
    public var serverURL: URL
    public var username: String
    /// The task list (calendar collection) synced with.
    public var collectionURL: URL
    public var collectionName: String
    /// When the last sync finished without an error.
    public var lastSync: Date?
    /// When the last sync started.
    public var lastAttempt: Date?
    /// Why the last sync failed, one line; nil after a sync that worked.
    public var lastError: String?
}

/// Why an account could not be added, found or removed.
public enum SyncAccountError: Error, Equatable, Sendable, CustomStringConvertible {
    case duplicate(String)
    case notFound(String)
    case invalidName(String)

    public var description: String {
        switch self {
        case .duplicate(let name): return "an account named '\(name)' exists already"
        case .notFound(let name): return "no account named '\(name)' (see 'tasks accounts list')"
        case .invalidName(let name):
            return "'\(name)' is not an account name: use 1 to 64 letters, digits, '.', '_' or '-'"
        }
    }
}

extension TaskStore {
    /// Every sync account, by name.
    public func syncAccounts() throws -> [SyncAccount] {
        try read {
            var accounts: [SyncAccount] = []
            try db.query("SELECT \(Self.accountColumns) FROM sync_accounts ORDER BY name") { row in
                if let account = Self.account(row) { accounts.append(account) }
            }
            return accounts
        }
    }

    /// The account called `name`.
    public func syncAccount(named name: String) throws -> SyncAccount {
        guard let account = try syncAccounts().first(where: { $0.name == name }) else {
            throw SyncAccountError.notFound(name)
        }
        return account
    }

    /// Whether `name` may name an account: 1 to 64 letters, digits, `.`, `_` or `-` (it also names the
    /// password's entry in the credential store).
    public static func isValidAccountName(_ name: String) -> Bool {
        (1...64).contains(name.count)
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0))
            }
    }

    /// Adds an account syncing with `collection`. Every task already in the store is uploaded by its first sync.
    @discardableResult
    public func addSyncAccount(
        name: String, serverURL: URL, username: String, collection: CalDAVCollection
    ) throws -> SyncAccount {
        guard Self.isValidAccountName(name) else { throw SyncAccountError.invalidName(name) }
        return try write {
            if try db.scalar("SELECT 1 FROM sync_accounts WHERE name = ?1", [.text(name)]) != nil {
                throw SyncAccountError.duplicate(name)
            }
            try db.run(
                """
                INSERT INTO sync_accounts (name, server_url, username, collection_url, collection_name)
                VALUES (?1, ?2, ?3, ?4, ?5)
                """,
                [
                    .text(name), .text(Self.withoutUserInfo(serverURL).absoluteString), .text(username),
                    .text(Self.withoutUserInfo(collection.url).absoluteString), .text(collection.displayName),
                ])
            var account: SyncAccount?
            try db.query("SELECT \(Self.accountColumns) FROM sync_accounts WHERE name = ?1", [.text(name)]) {
                account = Self.account($0)
            }
            guard let account else { throw TaskStoreError.database(detail: "the new account could not be read") }
            return account
        }
    }

    /// `url` without a user name or password (`user:secret@host`): a password never goes into the store,
    /// whatever URL the caller was given.
    static func withoutUserInfo(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }

    /// Removes the account and what sync kept for it. The tasks stay, here and on the server.
    public func removeSyncAccount(named name: String) throws {
        try write {
            guard let id = try db.scalar("SELECT id FROM sync_accounts WHERE name = ?1", [.text(name)])?.integerValue
            else { throw SyncAccountError.notFound(name) }
            for table in ["sync_items", "sync_outbox", "sync_creates"] {
                try db.run("DELETE FROM \(table) WHERE account = ?1", [.integer(id)])
            }
            try db.run("DELETE FROM sync_accounts WHERE id = ?1", [.integer(id)])
        }
    }

    /// Records the start of a sync, or its end: `error` nil for one that worked.
    func recordSyncAttempt(account: Int64, finished: Bool, error: String?, at date: Date) throws {
        try write {
            if !finished {
                try db.run(
                    "UPDATE sync_accounts SET last_attempt = ?2 WHERE id = ?1",
                    [.integer(account), .real(date.timeIntervalSince1970)])
            } else if let error {
                try db.run("UPDATE sync_accounts SET last_error = ?2 WHERE id = ?1", [.integer(account), .text(error)])
            } else {
                try db.run(
                    "UPDATE sync_accounts SET last_sync = ?2, last_error = NULL WHERE id = ?1",
                    [.integer(account), .real(date.timeIntervalSince1970)])
            }
        }
    }

    private static let accountColumns =
        "id, name, server_url, username, collection_url, collection_name, last_sync, last_attempt, last_error"

    private static func account(_ row: SQLiteConnection.Row) -> SyncAccount? {
        guard let name = row.text(1), let server = row.text(2).flatMap(URL.init(string:)),
            let collection = row.text(4).flatMap(URL.init(string:))
        else { return nil }
        return SyncAccount(
            id: row.int(0), name: name, serverURL: server, username: row.text(3) ?? "", collectionURL: collection,
            collectionName: row.text(5) ?? "",
            lastSync: row.isNull(6) ? nil : Date(timeIntervalSince1970: row.double(6)),
            lastAttempt: row.isNull(7) ? nil : Date(timeIntervalSince1970: row.double(7)), lastError: row.text(8))
    }
}
