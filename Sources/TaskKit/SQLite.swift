import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// The one place that talks to the SQLite C API. Everything above it speaks Swift.
///
/// Not thread-safe by itself: `TaskStore` serialises access with a lock, so the connection is
/// opened with `SQLITE_OPEN_NOMUTEX`.
final class SQLiteConnection {
    /// A failed SQLite call: the primary result code, the extended code and SQLite's message.
    struct Failure: Error, CustomStringConvertible {
        var code: Int32
        var extendedCode: Int32
        var message: String
        /// The `errno` of the system call that failed, for I/O errors (0 when none).
        var systemErrno: Int32 = 0

        var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
        var isNotADatabase: Bool { code == SQLITE_NOTADB || code == SQLITE_CORRUPT }
        var isReadOnly: Bool { code == SQLITE_READONLY }
        var isCannotOpen: Bool { code == SQLITE_CANTOPEN }
        /// A read-only connection met a log index that only a writer could rebuild (PROTOCOL; READONLY_RECOVERY,
        /// _CANTINIT, _CANTLOCK). A busy one is another process at work: wait and look again instead.
        var needsRecovery: Bool { code == SQLITE_PROTOCOL || code == SQLITE_READONLY }
        /// A write that the disk or the system refused: full, the file size limit, an I/O error.
        var isWriteFailure: Bool { code == SQLITE_FULL || code == SQLITE_IOERR }
        var description: String { "\(message) (SQLite code \(extendedCode))" }
    }

    /// How a connection opens its file.
    enum Mode {
        /// Read and write; `create` makes the file when there is none.
        case readWrite(create: Bool)
        /// Read only, through a `file:` URI whose parameters say how (`immutable=1`, `readonly_shm=1`): such
        /// a connection never writes the database, its log or its shared-memory file.
        case readOnly(uri: String)
    }

    /// A bindable or readable value.
    enum Value: Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
    }

    private var handle: OpaquePointer?
    private var cache: [String: OpaquePointer] = [:]

    static var libraryVersion: String { String(cString: sqlite3_libversion()) }

    convenience init(path: String, create: Bool) throws(Failure) {
        try self.init(path: path, mode: .readWrite(create: create))
    }

    init(path: String, mode: Mode) throws(Failure) {
        var flags = SQLITE_OPEN_NOMUTEX
        let name: String
        switch mode {
        case .readWrite(let create):
            flags |= SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
            name = path
        case .readOnly(let uri):
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = uri
        }
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(db)
            throw Failure(code: rc & 0xFF, extendedCode: rc, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
    }

    deinit { close() }

    func close() {
        for statement in cache.values { sqlite3_finalize(statement) }
        cache.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Number of rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs one or more statements that return no rows (not cached).
    func execute(_ sql: String) throws(Failure) {
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        if rc != SQLITE_OK { throw failure(rc) }
    }

    /// Runs a cached prepared statement and calls `row` for each result row.
    func query(_ sql: String, _ bindings: [Value] = [], row: (Row) throws -> Void) throws {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bind(bindings, to: statement)
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_ROW {
                try row(Row(statement: statement))
            } else if rc == SQLITE_DONE {
                return
            } else {
                throw failure(rc)
            }
        }
    }

    /// Runs a cached prepared statement, ignoring any rows.
    func run(_ sql: String, _ bindings: [Value] = []) throws {
        try query(sql, bindings) { _ in }
    }

    /// The first column of the first row, if any.
    func scalar(_ sql: String, _ bindings: [Value] = []) throws -> Value? {
        var result: Value?
        try query(sql, bindings) { row in
            if result == nil { result = row.value(0) }
        }
        return result
    }

    private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
        if let statement = cache[sql] { return statement }
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard rc == SQLITE_OK, let statement else { throw failure(rc) }
        cache[sql] = statement
        return statement
    }

    private func bind(_ values: [Value], to statement: OpaquePointer) throws(Failure) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(statement, index)
            case .integer(let v): rc = sqlite3_bind_int64(statement, index, v)
            case .real(let v): rc = sqlite3_bind_double(statement, index, v)
            // With its length in bytes: a value is never cut at a NUL.
            case .text(let v): rc = sqlite3_bind_text(statement, index, v, Int32(v.utf8.count), transient)
            }
            if rc != SQLITE_OK { throw failure(rc) }
        }
    }

    private func failure(_ rc: Int32) -> Failure {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection"
        return Failure(
            code: rc & 0xFF, extendedCode: rc, message: message, systemErrno: handle.map(sqlite3_system_errno) ?? 0)
    }

    /// A `file:` URI that opens `path` read-only with `parameters` (`immutable=1`…): `%`, `?` and `#` escaped,
    /// and a path starting with `//` kept from being read as a host name.
    static func readOnlyURI(path: String, parameters: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        let authority = escaped.hasPrefix("//") ? "//" : ""
        return "file:" + authority + escaped + "?mode=ro&" + parameters
    }

    /// A result row, valid only inside the `query` callback.
    struct Row {
        fileprivate let statement: OpaquePointer

        func value(_ column: Int32) -> Value {
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
            case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
            case SQLITE_NULL: return .null
            default: return .text(text(column) ?? "")
            }
        }

        func int(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
        func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

        func text(_ column: Int32) -> String? {
            guard let pointer = sqlite3_column_text(statement, column) else { return nil }
            // All the bytes, not up to a NUL: a value written by another program may hold one.
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
        }
    }
}

extension SQLiteConnection.Value {
    var integerValue: Int64? {
        switch self {
        case .integer(let v): return v
        case .real(let v): return Int64(v)
        default: return nil
        }
    }

    var textValue: String? {
        if case .text(let v) = self { return v }
        return nil
    }
}

/// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before `bind` returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
