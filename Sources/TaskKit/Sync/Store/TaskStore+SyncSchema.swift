import Foundation

// Schema version 3: what sync keeps beside the tasks, in the same file, so that a change and its outbox row
// commit together.
//
// - `sync_accounts`: one row per CalDAV account and the task list it syncs with; never a password.
// - `sync_outbox`: per account, the tasks changed here since they were last synced, with the value of
//   `meta.change_counter` at their latest change (so a sync that read the change can tell a newer one).
// - `sync_items`: per account and task, the calendar object as it was last synced: its href, ETag, UID,
//   sort order and text. The text is the base of the per-field 3-way merge and what changes are written onto,
//   so that properties we do not model go back as they came. `pending` is the text of an upload that was sent
//   and not yet recorded: if the sync is killed before it is, the next one knows that object as its own.
//
// Schema version 4 adds what keeps one object from stopping a sync for ever:
// - `sync_items.zone`: the time zone the synced copy's fields were read in (a UTC due time is a day only in a
//   zone), so that travelling is not taken for an edit of the due day.
// - `sync_items.unmergeable`: why the server's copy, changed by another device, cannot be read while the task
//   was changed here: the task is kept and not sent until the server's copy changes again (or can be read).
// - `sync_outbox.refused`: why the server refused the task's upload for good (a 4xx other than 412): it is not
//   sent again until the task changes here (each change rewrites the row, and the reason with it).
// - `sync_creates`: the text of a new task's first upload, noted before it is sent (as `sync_items.pending` is for
//   the others): a first sync killed after sending it leaves the next one able to know the object as its own.

extension TaskStore {
    static let syncSchemaV3 = """
        CREATE TABLE sync_accounts (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE,
          server_url TEXT NOT NULL,
          username TEXT NOT NULL,
          collection_url TEXT NOT NULL,
          collection_name TEXT NOT NULL,
          sync_token TEXT,
          last_sync REAL,
          last_attempt REAL,
          last_error TEXT
        );
        CREATE TABLE sync_outbox (
          account INTEGER NOT NULL,
          task_id TEXT NOT NULL,
          seq INTEGER NOT NULL,
          PRIMARY KEY (account, task_id)
        ) WITHOUT ROWID;
        CREATE TABLE sync_items (
          account INTEGER NOT NULL,
          task_id TEXT NOT NULL,
          uid TEXT NOT NULL,
          href TEXT NOT NULL,
          etag TEXT,
          sort_order INTEGER,
          ical TEXT NOT NULL,
          pending TEXT,
          PRIMARY KEY (account, task_id)
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX sync_items_by_href ON sync_items (account, href);
        CREATE UNIQUE INDEX sync_items_by_uid ON sync_items (account, uid);
        """

    static let syncSchemaV4 = """
        ALTER TABLE sync_items ADD COLUMN zone TEXT;
        ALTER TABLE sync_items ADD COLUMN unmergeable TEXT;
        ALTER TABLE sync_outbox ADD COLUMN refused TEXT;
        CREATE TABLE sync_creates (
          account INTEGER NOT NULL,
          task_id TEXT NOT NULL,
          ical TEXT NOT NULL,
          PRIMARY KEY (account, task_id)
        ) WITHOUT ROWID;
        """

    /// Schema version 5's step: a store synced before knew no repetition; each synced task takes its rule from
    /// the copy it was last synced with, so that the next sync does not take the empty column for a removal
    /// made here. Runs inside the migration's transaction.
    func fillRecurrence() throws {
        var rules: [(id: String, rule: String)] = []
        try db.query("SELECT task_id, ical FROM sync_items") { row in
            guard let id = row.text(0), let text = row.text(1),
                let resource = try? TaskResource(parsing: Data(text.utf8)),
                let rule = resource.fields(in: .gmt).recurrence?.rule
            else { return }
            rules.append((id, rule))
        }
        for (id, rule) in rules {
            try db.run(
                "UPDATE tasks SET recurrence = ?2 WHERE id = ?1 AND recurrence IS NULL", [.text(id), .text(rule)])
        }
    }

    /// Adds an outbox row for every account: runs inside the transaction of each change (`recordChange`).
    /// Without accounts it costs one statement over an empty table.
    func recordOutbox(taskID: String) throws {
        try db.run(
            """
            INSERT INTO sync_outbox (account, task_id, seq)
            SELECT id, ?1, (SELECT change_counter FROM meta WHERE id = 1) FROM sync_accounts WHERE true
            ON CONFLICT (account, task_id) DO UPDATE SET seq = excluded.seq, refused = NULL
            """, [.text(taskID)])
    }
}
