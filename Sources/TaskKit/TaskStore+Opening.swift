import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

// Opening a store: what the file is, decided before SQLite may write a byte of it.
//
// 1. `stat`: no file is a new store; anything but a regular file (a directory, a FIFO, a device) is refused
//    at once, without opening it (a FIFO would block the open).
// 2. The first 100 bytes, read raw: not SQLite → refused; SQLite's magic with a broken header → damaged;
//    `PRAGMA application_id` marks our stores, so another app's id refuses the file here.
// 3. When the header does not decide (no id: a store made before the id, or a look-alike; or a log that may
//    hold newer pages than the file), the schema is read through a connection that cannot write: `immutable`
//    when there is no log, `readonly_shm` when the log and its index exist, else a private copy of the file
//    and its log. Such a connection changes no byte of the file, its log or its index, and creates none.
// 4. Only then is the store opened to write (or, without write permission, read-only the same way as in 3):
//    marked, migrated, switched to WAL.
//
// A file could be replaced between 3 and 4; the schema is checked again on the connection that writes, and
// such a file is refused then, but it may have been checkpointed. That race needs another program to swap
// the file within the same millisecond.

extension TaskStore {
    /// `PRAGMA application_id` of a task store: "TSKW". Stores made before it was set get it when first
    /// opened for writing, if their schema is exactly ours.
    public static let applicationID: Int32 = 0x5453_4B57

    /// How a store's file will be opened, decided before anything is written.
    struct OpeningPlan {
        enum Access {
            /// No file yet, or an empty one.
            case create
            case readWrite
            /// The file cannot be written: read through `uri`, or from `snapshot`.
            case readOnly(uri: String)
            /// Another store of this process has the file open; it was checked then.
            case alreadyOpen
        }

        var access: Access
        /// The header says the file is in WAL mode already.
        var isWAL: Bool
        /// A private copy of a read-only store and its log, read instead of the file: the log holds pages
        /// the file lacks, and without its index no read-only connection can read it without making one.
        var snapshot: URL? = nil

        var isReadOnly: Bool {
            if case .readOnly = access { return true }
            return false
        }

        var connectionMode: SQLiteConnection.Mode {
            switch access {
            case .create: return .readWrite(create: true)
            case .readWrite, .alreadyOpen: return .readWrite(create: false)
            case .readOnly(let uri): return snapshot == nil ? .readOnly(uri: uri) : .readWrite(create: false)
            }
        }

        func connectionPath(_ path: String) -> String {
            snapshot?.appendingPathComponent(Snapshot.fileName).path ?? path
        }

        func removeSnapshot() {
            if let snapshot { try? FileManager.default.removeItem(at: snapshot) }
        }
    }

    /// What a database says about itself.
    struct SchemaState {
        var applicationID: Int32
        var userVersion: Int
        var pageCount: Int
        /// Whether `sqlite_master` has any row.
        var hasObjects: Bool
        /// `sqlite_master`'s rows (``schemaObjects(of:)``), read only for a database without our application
        /// id: a marked store is known by its id, and listing the schema was a quarter of a widget's read.
        var objects: [String]
    }

    /// What a file turned out to be.
    enum Identity: Equatable {
        /// No schema yet: ours to create.
        case new
        case ours(version: Int, marked: Bool)
    }

    // MARK: Deciding

    /// Decides how to open `path` without writing to it, or refuses it.
    static func plan(_ path: String) throws -> OpeningPlan {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else {
                throw TaskStoreError.cannotOpen(path: path, detail: String(cString: strerror(errno)))
            }
            try createDirectory(for: path)
            return OpeningPlan(access: .create, isWAL: false)
        }
        if let kind = nonRegularKind(info.st_mode) {
            throw TaskStoreError.cannotOpen(path: path, detail: kind)
        }
        let header = try readHeader(path)
        let writable = access(path, W_OK) == 0 && access(directory(of: path), W_OK) == 0
        if header.isEmpty {
            guard writable else { throw TaskStoreError.readOnly(path: path) }
            return OpeningPlan(access: .create, isWAL: false)
        }
        let isWAL = header[18] == 2 && header[19] == 2
        let applicationID = Int32(bitPattern: bigEndian(header, at: 68))
        let userVersion = Int(Int32(bitPattern: bigEndian(header, at: 60)))
        if applicationID != 0 && applicationID != Self.applicationID {
            throw TaskStoreError.foreignDatabase(path: path)
        }
        // The log can change between a look and the read that follows (another process's last connection
        // checkpoints and removes it, a writer recovers it): a read that finds it busy or gone looks again.
        let deadline = Date().addingTimeInterval(busyTimeout * 2)
        var pause: UInt32 = 1000
        while true {
            let log = LogState(databasePath: path)
            do {
                let snapshot = try plan(
                    path, log: log, applicationID: applicationID, userVersion: userVersion, writable: writable)
                var plan = OpeningPlan(
                    access: writable ? .readWrite : .readOnly(uri: log.readOnlyURI(path)), isWAL: isWAL)
                if writable {
                    if let snapshot { try? FileManager.default.removeItem(at: snapshot) }
                } else {
                    plan.snapshot = snapshot
                }
                return plan
            } catch let failure as SQLiteConnection.Failure {
                if (failure.isBusy || failure.isCannotOpen) && Date() < deadline {
                    usleep(pause)
                    pause = min(pause * 2, 50_000)
                    continue
                }
                throw failure.isNotADatabase
                    ? TaskStoreError.corrupt(path: path, detail: failure.message)
                    : TaskStoreError.cannotOpen(path: path, detail: failure.message)
            }
        }
    }

    /// Checks the file's identity against `log` as found; returns the private copy made to read a log that
    /// has no index (for a read-only store to keep reading).
    private static func plan(
        _ path: String, log: LogState, applicationID: Int32, userVersion: Int, writable: Bool
    ) throws -> URL? {
        if applicationID == Self.applicationID && !log.hasContent {
            // The header is the whole truth: no log holds newer pages.
            if userVersion > schemaVersion {
                throw TaskStoreError.futureSchema(path: path, version: userVersion, supported: schemaVersion)
            }
            return nil
        }
        // No id (a store made before it, or someone else's), or a log that may hold a newer header. A log
        // without its index, or whose index needs a recovery (its writer was killed), cannot be read in place
        // without writing the index: read a copy of the file and its log instead.
        var snapshot = log.hasContent && !log.hasIndex ? try Snapshot.make(of: path) : nil
        do {
            let state: SchemaState
            do {
                state = try inspect(path, log: log, snapshot: snapshot)
            } catch let failure as SQLiteConnection.Failure where snapshot == nil && failure.needsRecovery {
                snapshot = try Snapshot.make(of: path)
                state = try inspect(path, log: log, snapshot: snapshot)
            }
            _ = try identity(of: state, path: path)
            return snapshot
        } catch {
            if let snapshot { try? FileManager.default.removeItem(at: snapshot) }
            throw error
        }
    }

    /// Reads the schema of `path` through a connection that cannot write it (or from its `snapshot`).
    private static func inspect(_ path: String, log: LogState, snapshot: URL?) throws -> SchemaState {
        let connection =
            try snapshot.map {
                try SQLiteConnection(
                    path: $0.appendingPathComponent(Snapshot.fileName).path, mode: .readWrite(create: false))
            } ?? SQLiteConnection(path: path, mode: .readOnly(uri: log.readOnlyURI(path)))
        defer { connection.close() }
        return try schemaState(of: connection)
    }

    /// What `connection`'s database says about itself.
    static func schemaState(of connection: SQLiteConnection) throws -> SchemaState {
        var state = SchemaState(applicationID: 0, userVersion: 0, pageCount: 0, hasObjects: false, objects: [])
        try connection.query(
            """
            SELECT (SELECT application_id FROM pragma_application_id), (SELECT user_version FROM pragma_user_version),
              (SELECT page_count FROM pragma_page_count), EXISTS (SELECT 1 FROM sqlite_master)
            """
        ) { row in
            state.applicationID = Int32(truncatingIfNeeded: row.int(0))
            state.userVersion = Int(row.int(1))
            state.pageCount = Int(row.int(2))
            state.hasObjects = row.int(3) != 0
        }
        if state.applicationID != applicationID && state.hasObjects {
            state.objects = try schemaObjects(of: connection)
        }
        return state
    }

    /// `sqlite_master`'s rows, as "type name tbl_name sql" with white space collapsed, sorted.
    static func schemaObjects(of connection: SQLiteConnection) throws -> [String] {
        var objects: [String] = []
        try connection.query("SELECT type, name, tbl_name, sql FROM sqlite_master") { row in
            let words = (0..<4).map { row.text(Int32($0)) ?? "" }.joined(separator: " ")
            objects.append(words.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return objects.sorted()
    }

    /// Ours, new, or refused: by the application id, else (a store made before the id was set) by an exact
    /// match of our first schema, never by table names alone.
    static func identity(of state: SchemaState, path: String) throws -> Identity {
        if state.applicationID == applicationID {
            if state.userVersion > schemaVersion {
                throw TaskStoreError.futureSchema(path: path, version: state.userVersion, supported: schemaVersion)
            }
            return !state.hasObjects && state.userVersion == 0
                ? .new : .ours(version: state.userVersion, marked: true)
        }
        guard state.applicationID == 0 else { throw TaskStoreError.foreignDatabase(path: path) }
        // A database with no page at all is an empty file SQLite has just opened (inside a write transaction
        // SQLite counts the page it is about to write); one with a page but no schema was made by someone
        // else: ours are created with the id in their first transaction.
        if !state.hasObjects && state.userVersion == 0 && (state.pageCount == 0 || Self.isEmptyFile(path)) {
            return .new
        }
        if state.userVersion == 1 && state.objects == firstSchemaObjects { return .ours(version: 1, marked: false) }
        throw TaskStoreError.foreignDatabase(path: path)
    }

    /// `sqlite_master` of a store of schema version 1, as `schemaState` lists it.
    private static let firstSchemaObjects: [String] = {
        guard let memory = try? SQLiteConnection(path: ":memory:", create: true) else { return [] }
        defer { memory.close() }
        try? memory.execute(schemaV1)
        return (try? schemaObjects(of: memory)) ?? []
    }()

    // MARK: Opening

    /// Checks the schema on the store's own connection and brings it up to date (marked, migrated, in WAL
    /// mode). Returns true when the store was just created (so it needs no integrity check).
    func open(_ plan: OpeningPlan) throws -> Bool {
        var identity = Identity.new
        do {
            // SQLite's busy handler does not cover every wait (WAL recovery, another process's first open).
            try retryingWhileBusy { identity = try Self.identity(of: try Self.schemaState(of: db), path: path) }
        } catch {
            throw mapped(error)
        }
        if plan.isReadOnly {
            do { try db.execute("PRAGMA query_only = 1") } catch { throw mapped(error) }
            if identity == .new { throw TaskStoreError.readOnly(path: path) }
            return false
        }
        do {
            try db.execute(durability == .full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")
            var created = false
            if identity != .ours(version: Self.schemaVersion, marked: true) {
                created = try migrate()
            }
            // After the schema and its mark: a store is never in WAL mode without them.
            if !plan.isWAL {
                try retryingWhileBusy { try db.execute("PRAGMA journal_mode = WAL") }
            }
            return created
        } catch {
            throw mapped(error, writing: true)
        }
    }

    /// Creates, marks or upgrades the schema in one transaction, one step per version. Another process may
    /// be doing the same: the schema is read again under the write lock. Returns true when it created it.
    private func migrate() throws -> Bool {
        try retryingWhileBusy { try db.run("BEGIN IMMEDIATE") }
        do {
            var created = false
            var version = 0
            switch try Self.identity(of: try Self.schemaState(of: db), path: path) {
            case .new:
                try db.execute(Self.schemaV1)
                version = 1
                created = true
            case .ours(let found, let marked):
                if found == Self.schemaVersion && marked {
                    // Another process did it meanwhile.
                    try db.run("ROLLBACK")
                    return false
                }
                version = found
            }
            // One step per version, before the mark.
            if version < 2 { try db.execute(Self.schemaV2) }
            if version < 3 { try db.execute(Self.syncSchemaV3) }
            if version < 4 { try db.execute(Self.syncSchemaV4) }
            if version < 5 {
                try db.execute(Self.schemaV5)
                try fillRecurrence()
            }
            try db.execute("PRAGMA application_id = \(Self.applicationID)")
            try db.execute("PRAGMA user_version = \(Self.schemaVersion)")
            try db.run("COMMIT")
            flusher?.commitEnded()
            return created
        } catch {
            try? db.run("ROLLBACK")
            throw error
        }
    }

    // MARK: The file

    /// The first 100 bytes (fewer for a short file), read without SQLite. Refuses what is not an SQLite
    /// database, and reports a broken header as damage.
    private static func readHeader(_ path: String) throws -> [UInt8] {
        // Non-blocking: the file was a regular file a moment ago, but must not hang the open if swapped.
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw TaskStoreError.cannotOpen(path: path, detail: String(cString: strerror(errno))) }
        defer { _ = Foundation.close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, let kind = nonRegularKind(info.st_mode) {
            throw TaskStoreError.cannotOpen(path: path, detail: kind)
        }
        var bytes = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < 100 {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + count, 100 - count) }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { throw TaskStoreError.cannotOpen(path: path, detail: String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        if count == 0 { return [] }
        let magic = Array("SQLite format 3\0".utf8)
        guard count >= magic.count, bytes.starts(with: magic) else { throw TaskStoreError.notADatabase(path: path) }
        guard count == 100 else {
            throw TaskStoreError.corrupt(
                path: path, detail: "the file ends inside its SQLite header, after \(count) bytes")
        }
        if let problem = headerProblem(bytes) { throw TaskStoreError.corrupt(path: path, detail: problem) }
        return bytes
    }

    /// What is wrong with an SQLite header whose magic is right, or nil.
    static func headerProblem(_ header: [UInt8]) -> String? {
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        if !(pageSize == 1 || (512...32768).contains(pageSize) && pageSize & (pageSize - 1) == 0) {
            return "its SQLite header is damaged: page size \(pageSize)"
        }
        if !(1...2).contains(header[18]) || !(1...2).contains(header[19]) {
            return "its SQLite header is damaged: file format \(header[18]).\(header[19])"
        }
        if header[21] != 64 || header[22] != 32 || header[23] != 32 {
            return "its SQLite header is damaged: payload fractions \(header[21]), \(header[22]), \(header[23])"
        }
        return nil
    }

    /// Whether the file at `path` has no byte yet.
    private static func isEmptyFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_size == 0
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Why a file of mode `mode` cannot be a store, or nil for a regular file.
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a directory"
        case S_IFIFO: return "it is a FIFO (named pipe), not a file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a file"
        case S_IFSOCK: return "it is a socket, not a file"
        default: return "it is not a regular file"
        }
    }

    private static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    private static func createDirectory(for path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw TaskStoreError.cannotOpen(path: path, detail: "cannot create directory \(directory)")
        }
    }
}

/// The write-ahead log beside a database, and its index (`-shm`), as found before opening.
struct LogState {
    /// The log exists and holds frames: the database file alone may be out of date.
    var hasContent: Bool
    /// The log's index exists, so a read-only connection can use it without creating one.
    var hasIndex: Bool

    init(databasePath path: String) {
        var info = stat()
        hasContent = stat(path + "-wal", &info) == 0 && info.st_size > 0
        hasIndex = stat(path + "-shm", &info) == 0
    }

    /// The URI of a connection that reads `path` without writing it or creating a file beside it:
    /// `immutable` when the file is the whole truth, else through the existing index, which it only reads.
    func readOnlyURI(_ path: String) -> String {
        SQLiteConnection.readOnlyURI(path: path, parameters: hasContent ? "readonly_shm=1" : "immutable=1")
    }
}

/// A private copy of a database and its log, for reading what no read-only connection could read in place.
enum Snapshot {
    static let fileName = "store.sqlite"

    static func make(of path: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "taskstore-snapshot-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let copy = directory.appendingPathComponent(fileName)
            for suffix in ["", "-wal"] {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: copy.path + suffix)
                // The copy keeps the original's mode, which may forbid writing; SQLite must write the copy's log.
                chmod(copy.path + suffix, 0o600)
            }
            return directory
        } catch {
            try? FileManager.default.removeItem(at: directory)
            // Most likely the log was checkpointed and removed meanwhile: `plan` looks again.
            throw SQLiteConnection.Failure(
                code: 14, extendedCode: 14, message: "cannot copy it to read its log: \(error.localizedDescription)")
        }
    }
}
