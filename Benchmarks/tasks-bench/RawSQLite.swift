import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// The floor for TaskStore: SQLite's C API running the statements TaskStore runs for a widget's read and a
/// toggle (copied from TaskStore+WidgetQueries, TaskStore.toggle and recordChange; keep them in step), with
/// nothing around them — no checks of the file before opening it, no schema check, no Swift model.
enum RawSQLite {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A widget's read: open the file, the first three rows and the summary, close.
    static func widgetRead(path: String, today: String) throws -> Int {
        let db = try open(path)
        defer { sqlite3_close_v2(db) }
        var sink = 0
        try query(
            db,
            "SELECT id, title, is_completed, priority, position, created_at, updated_at, completed_at, due_date, "
                + "recurrence FROM tasks ORDER BY position LIMIT ?", bind: { sqlite3_bind_int64($0, 1, 3) }
        ) { row in
            // Read every column, as a store making its items does.
            for column in Int32(0)..<10 {
                if let text = sqlite3_column_text(row, column) { sink &+= Int(text.pointee) }
                sink &+= Int(sqlite3_column_int64(row, column))
            }
        }
        try query(
            db,
            """
            SELECT total, completed, high_pending,
              (SELECT count(*) FROM tasks WHERE is_completed = 0 AND due_date IS NOT NULL AND due_date < ?1)
            FROM meta WHERE id = 1
            """, bind: { sqlite3_bind_text($0, 1, today, -1, transient) }
        ) { row in sink &+= Int(sqlite3_column_int64(row, 0) - sqlite3_column_int64(row, 1)) }
        return sink
    }

    /// A connection that toggles tasks with the statements of TaskStore.toggle, prepared once.
    final class Toggler {
        private let db: OpaquePointer
        private let begin: OpaquePointer
        private let flip: OpaquePointer
        private let counters: OpaquePointer
        private let outbox: OpaquePointer
        private let commit: OpaquePointer

        init(path: String) throws {
            db = try RawSQLite.open(path)
            guard sqlite3_exec(db, "PRAGMA synchronous = FULL", nil, nil, nil) == SQLITE_OK else {
                throw Failure(description: String(cString: sqlite3_errmsg(db)))
            }
            begin = try prepare(db, "BEGIN IMMEDIATE")
            flip = try prepare(
                db,
                """
                UPDATE tasks SET is_completed = 1 - is_completed,
                  completed_at = CASE 1 - is_completed WHEN 1 THEN ?2 ELSE NULL END, updated_at = ?2
                WHERE id = ?1 AND is_completed != 1 - is_completed AND (1 - is_completed = 0 OR recurrence IS NULL \
                OR due_date IS NULL) RETURNING id, title, is_completed, priority, position, created_at, updated_at, \
                completed_at, due_date, recurrence
                """)
            counters = try prepare(
                db,
                """
                UPDATE meta SET change_counter = change_counter + 1, total = total + ?1, completed = completed + ?2,
                  high_pending = high_pending + ?3 WHERE id = 1
                """)
            outbox = try prepare(
                db,
                """
                INSERT INTO sync_outbox (account, task_id, seq)
                SELECT id, ?1, (SELECT change_counter FROM meta WHERE id = 1) FROM sync_accounts WHERE true
                ON CONFLICT (account, task_id) DO UPDATE SET seq = excluded.seq, refused = NULL
                """)
            commit = try prepare(db, "COMMIT")
        }

        deinit {
            for statement in [begin, flip, counters, outbox, commit] { sqlite3_finalize(statement) }
            sqlite3_close_v2(db)
        }

        /// Flips one task and updates the counters and the sync outbox in one transaction; its position.
        func toggle(id: String) throws -> Int {
            try run(begin)
            sqlite3_bind_text(flip, 1, id, -1, transient)
            sqlite3_bind_double(flip, 2, Date().timeIntervalSince1970)
            guard sqlite3_step(flip) == SQLITE_ROW else { throw Failure(description: "no task \(id)") }
            let completed = sqlite3_column_int64(flip, 2)
            let high = sqlite3_column_int64(flip, 3) == 2
            let position = Int(sqlite3_column_int64(flip, 4))
            while sqlite3_step(flip) == SQLITE_ROW {}
            sqlite3_reset(flip)
            sqlite3_bind_int64(counters, 1, 0)
            sqlite3_bind_int64(counters, 2, completed == 1 ? 1 : -1)
            sqlite3_bind_int64(counters, 3, high ? (completed == 1 ? -1 : 1) : 0)
            try run(counters)
            sqlite3_bind_text(outbox, 1, id, -1, transient)
            try run(outbox)
            try run(commit)
            return position
        }

        private func run(_ statement: OpaquePointer) throws {
            let result = sqlite3_step(statement)
            sqlite3_reset(statement)
            guard result == SQLITE_DONE else { throw Failure(description: String(cString: sqlite3_errmsg(db))) }
        }
    }

    /// SQLITE_TRANSIENT: SQLite copies the bound text.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func open(_ path: String) throws -> OpaquePointer {
        var db: OpaquePointer?
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let db else {
            sqlite3_close_v2(db)
            throw Failure(description: "cannot open \(path)")
        }
        sqlite3_busy_timeout(db, 5_000)
        return db
    }

    private static func prepare(_ db: OpaquePointer, _ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
        return statement
    }

    private static func query(
        _ db: OpaquePointer, _ sql: String, bind: (OpaquePointer) -> Void, row: (OpaquePointer) -> Void
    ) throws {
        let statement = try prepare(db, sql)
        defer { sqlite3_finalize(statement) }
        bind(statement)
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: row(statement)
            case SQLITE_DONE: return
            default: throw Failure(description: String(cString: sqlite3_errmsg(db)))
            }
        }
    }
}
