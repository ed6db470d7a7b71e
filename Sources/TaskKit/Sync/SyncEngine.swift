import Foundation

/// Two-way sync of the store with one account's task list on a CalDAV server. The rules are in docs/sync.md.
///
/// Local-first: the store is never waited on by the network. A sync reads what changed on the server, reads
/// the store in one short transaction, merges task by task against the last synced copy, uploads with
/// `If-Match`/`If-None-Match` (a 412 is answered by fetching, merging and trying again), and writes the
/// results back in short transactions. A task changed here while the sync ran is left for the next sync;
/// the sync token is saved only once everything up to it is in the store, so a sync killed at any moment
/// starts again where it was without losing or duplicating a task.
public final class SyncEngine: Sendable {
    public struct Options: Sendable {
        /// The zone in which a UTC due time is a day.
        public var timeZone: TimeZone = .current
        /// Uploads and deletions in flight at once.
        public var concurrency = 4
        /// Objects per calendar-multiget.
        public var fetchBatch = 100
        /// Outcomes per store transaction.
        public var commitBatch = 250
        /// How long to wait for another sync of the same store to finish.
        public var lockTimeout: TimeInterval = 120
        /// The file locked while a sync runs; nil: `STORE.sync-lock` beside the store. The iOS app keeps it in
        /// its own container: iOS ends a suspended app that holds a lock on a file in a shared container.
        public var lockPath: String?
        /// What a calendar object from the server may be; past these it is skipped and named in the report.
        public var limits: ICalendarLimits = .standard
        /// False: find the server's changes by comparing every ETag, even where sync-collection exists.
        public var useSyncCollection = true
        /// The clock (tests set it).
        public var now: @Sendable () -> Date = { Date() }

        public init() {}
    }

    let store: TaskStore
    let account: SyncAccount
    let client: CalDAVClient
    let options: Options

    public init(store: TaskStore, account: SyncAccount, client: CalDAVClient, options: Options = Options()) {
        self.store = store
        self.account = account
        self.client = client
        self.options = options
    }

    /// Syncs once. Throws the first error that stopped it (after keeping everything done before it); the
    /// account's `lastError` says the same.
    public func sync() async throws -> SyncReport {
        let lock = try SyncLock(path: options.lockPath ?? store.path + ".sync-lock", timeout: options.lockTimeout)
        defer { withExtendedLifetime(lock) {} }
        let requestsBefore = client.requestCount
        try store.recordSyncAttempt(account: account.id, finished: false, error: nil, at: options.now())
        do {
            var run = SyncRun(engine: self)
            try await run.start()
            run.report.requests = client.requestCount - requestsBefore
            try store.recordSyncAttempt(account: account.id, finished: true, error: nil, at: options.now())
            return run.report
        } catch {
            let message = String(describing: error)
            try? store.recordSyncAttempt(account: account.id, finished: true, error: message, at: options.now())
            throw error
        }
    }
}

/// One task's position in a sync: as it is here, as last synced, and what the server did since.
struct TaskSituation: Sendable {
    enum Remote: Sendable {
        /// Never on the server (no synced copy, no object).
        case absent
        /// As last synced.
        case unchanged
        case changed(RemoteObject)
        case removed
    }

    var id: UUID
    var local: TaskItem?
    var seq: Int64?
    var base: (item: SyncedItem, resource: TaskResource)?
    /// An upload of this task that was sent and not recorded (`sync_items.pending`).
    var pending: TaskResource?
    var remote: Remote
    /// Why the server refused the upload of the task's latest change (`sync_outbox.refused`).
    var refused: String? = nil

    var remoteChanged: Bool {
        if case .changed = remote { return true }
        return false
    }
}

/// A VTODO fetched from the server.
struct RemoteObject: Sendable {
    var href: String
    var etag: String?
    var resource: TaskResource
}

/// The state of one `sync()`.
struct SyncRun {
    let engine: SyncEngine
    var report = SyncReport()
    private var commits: [(SyncCommit, received: ReceivedKind?)] = []
    private var failures: [any Error] = []
    private var localKeys: [UUID: Int64] = [:]
    /// The sort orders of this round that differ from the synced ones (tasks moved or made here): what other
    /// tasks are placed among here, since their uploads are recorded only later.
    private var movedHere: [UUID: Int64] = [:]
    /// Objects of this round that could not be fetched or read, by href, with why.
    private var unreadable: [String: String] = [:]
    /// Objects this round's listing named with the ETag of their synced copy: the server holds our copy again.
    private var backToBase: Set<String> = []
    /// Whether this round put an object the server may not have had at the round's token: a new one, one
    /// planned again after a 412 (another device may have just made it), or one whose ETag the server did not
    /// say (the next round learns it).
    private var madeObjects = false

    enum ReceivedKind { case created, updated, deleted }

    /// Something to do on the server for one task.
    struct Job: Sendable {
        enum Kind: Sendable {
            case put(TaskResource, TaskSituation.Remote, create: Bool)
            case delete(etag: String?)
        }

        var situation: TaskSituation
        var href: String
        var kind: Kind
        /// The merged fields the upload states, and whether they change the task here.
        var fields: TaskFields?
        var changesHere: Bool
        var attempt = 1
        /// The zone the uploaded text's fields were compared in (nil: the sync's).
        var zone: TimeZone? = nil
    }

    init(engine: SyncEngine) { self.engine = engine }

    private var store: TaskStore { engine.store }
    private var client: CalDAVClient { engine.client }
    private var account: SyncAccount { engine.account }
    private var options: SyncEngine.Options { engine.options }
    private var collection: URL { engine.account.collectionURL }

    /// Syncs in rounds: after a round that made objects on the server, one more reads the server's changes
    /// since the token that round started from. That round sees our own writes (and skips them by their ETags)
    /// and its token comes after our writes, so that a later deletion of an object we made is reported against
    /// it (Xandikos, whose tokens name its repository's state, reports nothing for an object made and removed
    /// after a token). A round that only changed or deleted objects the server had at its token needs none:
    /// the next sync's listing reports any later change of them and skips ours by their ETags. That spares
    /// the costliest request of a one-task edit on Radicale, whose sync-collection reads every object's
    /// history (seconds at 10,000 tasks; docs/benchmarks.md). Three rounds at most.
    mutating func start() async throws {
        for _ in 0..<3 {
            madeObjects = false
            try await round()
            guard madeObjects, report.usedSyncCollection, failures.isEmpty, report.deferred == 0 else { return }
        }
    }

    private mutating func round() async throws {
        // 1. What changed on the server since the saved token (or in all, by ETag).
        let (token, known) = try store.syncListing(account: account.id)
        var listing: CollectionChanges
        var complete: Bool
        (listing, complete) = try await serverChanges(token: token)
        if complete {
            let present = Set(listing.changed.keys)
            listing.removed = Set(known.keys).subtracting(present)
        }
        listing.changed = listing.changed.filter { href, etag in
            guard let etag, let stored = known[href] ?? nil else { return true }
            if stored == etag { backToBase.insert(href) }
            return stored != etag
        }

        // 2. Fetch the changed objects.
        var objects: [String: RemoteObject] = [:]
        // (An object a round before found unreadable is not asked for again: it was named once.)
        for object in try await fetchAll(listing.changed.keys.filter { unreadable[$0] == nil }.sorted()) {
            if let parsed = parse(object) { objects[object.href] = parsed }
        }

        // 3. The store, in one read; the order turned into sort orders as it is read.
        var keys: [UUID: Int64] = [:]
        let remoteUIDs = Set(objects.values.map(\.resource.uid))
        let snapshot = try store.syncSnapshot(account: account.id) { partial in
            // A first upload that a killed sync sent and did not record counts with the sort order it sent, once
            // its object is there: that is the server's order of it, not a move here.
            var sent: [UUID: Int64] = [:]
            for (id, text) in partial.creates where remoteUIDs.contains(id.canonicalString) {
                if let resource = try? TaskResource(parsing: Data(text.utf8)) {
                    sent[id] = resource.fields(in: options.timeZone).sortOrder
                }
            }
            keys = SortOrder.assign(
                partial.order.map {
                    SortOrder.Entry(
                        id: $0, key: partial.items[$0]?.sortOrder ?? sent[$0],
                        changedHere: partial.outbox[$0] != nil || partial.items[$0] == nil)
                })
            var involved: Set<UUID> = []
            for item in partial.items.values {
                if objects[item.href] != nil || listing.removed.contains(item.href) || remoteUIDs.contains(item.uid)
                    || keys[item.taskID] != item.sortOrder
                {
                    involved.insert(item.taskID)
                }
            }
            for uid in remoteUIDs { if let id = UUID(uuidString: uid) { involved.insert(id) } }
            return involved
        }
        localKeys = keys
        movedHere = keys.filter { id, key in snapshot.items[id]?.sortOrder != key }

        // 4. Each task's situation.
        var situations: [UUID: TaskSituation] = [:]
        var byHref: [String: UUID] = [:]
        var byUID: [String: UUID] = [:]
        for item in snapshot.items.values {
            byHref[item.href] = item.taskID
            byUID[item.uid] = item.taskID
        }
        func situation(_ id: UUID) -> TaskSituation {
            if let existing = situations[id] { return existing }
            let item = snapshot.items[id]
            let base = item.flatMap { item in
                snapshot.texts[id].flatMap { try? TaskResource(parsing: Data($0.utf8)) }.map { (item, $0) }
            }
            let pending = snapshot.pending[id].flatMap { try? TaskResource(parsing: Data($0.utf8)) }
            return TaskSituation(
                id: id, local: snapshot.tasks[id], seq: snapshot.outbox[id], base: base, pending: pending,
                remote: item == nil ? .absent : .unchanged, refused: snapshot.refused[id])
        }
        for (href, object) in objects.sorted(by: { $0.key < $1.key }) {
            var id = byHref[href] ?? byUID[object.resource.uid]
            if id == nil, let candidate = UUID(uuidString: object.resource.uid), snapshot.items[candidate] == nil {
                id = candidate
            }
            let taskID = id ?? UUID()
            if case .changed(let other) = situations[taskID]?.remote {
                report.skipped.append(
                    SkippedObject(href: href, reason: "it has the same UID as \(other.href); left as it is"))
                continue
            }
            var entry = situation(taskID)
            entry.remote = .changed(object)
            // Our own upload, sent by a sync that was killed before it recorded it: the base is what we sent.
            // Recorded now, before an upload of this sync notes another `pending`: killed again, the next sync
            // would otherwise take the server's copy of our first upload for another device's edit.
            if let pending = entry.pending, var item = entry.base?.item,
                fields(pending, in: baseZone(entry)) == fields(object.resource, in: baseZone(entry))
            {
                item.href = href
                item.etag = object.etag
                try store.adoptPendingUpload(item, account: account.id, text: object.resource.text)
                entry.base = (item, object.resource)
                entry.pending = nil
            } else if let pending = entry.pending, entry.base == nil, object.resource.uid == taskID.canonicalString,
                fields(pending) == fields(object.resource)
            {
                // Our own first upload, which a killed sync did not record: the synced copy, not another device's.
                let item = SyncedItem(
                    taskID: taskID, uid: object.resource.uid, href: href, etag: object.etag,
                    sortOrder: fields(object.resource).sortOrder, zone: options.timeZone.identifier)
                try store.adoptPendingCreate(item, account: account.id, text: object.resource.text)
                entry.base = (item, object.resource)
                entry.pending = nil
            }
            situations[taskID] = entry
        }
        for href in listing.removed {
            guard let id = byHref[href] else { continue }
            var entry = situation(id)
            entry.remote = .removed
            situations[id] = entry
        }
        let touched = Set(snapshot.outbox.keys).union(snapshot.unsynced).union(snapshot.deletedHere)
            .union(snapshot.items.values.filter { localKeys[$0.taskID] != $0.sortOrder }.map(\.taskID))
        for id in touched where situations[id] == nil { situations[id] = situation(id) }

        // 5. Decide, write what needs no server, then do what does.
        var jobs: [Job] = []
        for id in situations.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
            if let job = try plan(situations[id]!) { jobs.append(job) }
        }
        try flush(force: true)
        try await perform(jobs)
        try flush(force: true)

        // 6. The token, once everything up to it is here.
        if report.deferred == 0 && failures.isEmpty {
            if listing.token != token { try store.saveSyncToken(account: account.id, listing.token) }
        }
        if let failure = failures.first { throw failure }
    }

    /// The server's changes: by sync-collection when it has it, else by every VTODO's ETag (then `complete`).
    private mutating func serverChanges(token: String?) async throws -> (CollectionChanges, complete: Bool) {
        if options.useSyncCollection {
            switch try await client.syncCollection(collection, token: token) {
            case .changes(let changes):
                report.usedSyncCollection = true
                return (changes, token == nil)
            case .invalidToken:
                if case .changes(let changes) = try await client.syncCollection(collection, token: nil) {
                    report.usedSyncCollection = true
                    return (changes, true)
                }
            case .unsupported:
                break
            }
        }
        let etags = try await client.taskETags(collection)
        return (CollectionChanges(token: nil, changed: etags, removed: []), true)
    }

    /// The objects at `hrefs`, `fetchBatch` to a request. An answer too large or unreadable as a whole is asked
    /// for again in tenths (100 → 10 → 1), so that one object cannot keep the others from arriving; an object
    /// that is too large or unreadable on its own is skipped and named.
    private mutating func fetchAll(_ hrefs: [String]) async throws -> [FetchedObject] {
        var result: [FetchedObject] = []
        var batches = Self.split(hrefs[...], size: max(1, options.fetchBatch)).reversed() as [ArraySlice<String>]
        while let batch = batches.popLast() {
            do {
                result += try await client.fetch(Array(batch), from: collection)
            } catch let error as CalDAVError {
                let reason: String
                switch error {
                case .responseTooLarge(let limit, _):
                    reason = "it is larger than \(limit >> 20) MiB, the most one answer may hold"
                case .invalidResponse(let text): reason = text
                default: throw error
                }
                if batch.count == 1, let href = batch.first {
                    unreadable[href] = reason
                    report.skipped.removeAll { $0.href == href }
                    report.skipped.append(SkippedObject(href: href, reason: reason))
                } else {
                    batches += Self.split(batch, size: max(1, batch.count / 10)).reversed()
                }
            }
        }
        return result
    }

    private static func split(_ items: ArraySlice<String>, size: Int) -> [ArraySlice<String>] {
        stride(from: items.startIndex, to: items.endIndex, by: size).map {
            items[$0..<min($0 + size, items.endIndex)]
        }
    }

    private mutating func parse(_ object: FetchedObject) -> RemoteObject? {
        do {
            return RemoteObject(
                href: object.href, etag: object.etag,
                resource: try TaskResource(parsing: object.data, limits: options.limits))
        } catch .notATask {
            return nil  // an event or journal in a mixed calendar: not ours
        } catch {
            unreadable[object.href] = error.description
            report.skipped.removeAll { $0.href == object.href }
            report.skipped.append(
                SkippedObject(
                    href: object.href, title: TaskResource.title(findingSummaryIn: object.data),
                    reason: error.description))
            return nil
        }
    }

    // MARK: Deciding

    private func localFields(_ task: TaskItem) -> TaskFields {
        TaskFields(task, sortOrder: localKeys[task.id])
    }

    private func fields(_ resource: TaskResource) -> TaskFields { resource.fields(in: options.timeZone) }

    private func fields(_ resource: TaskResource, in zone: TimeZone) -> TaskFields { resource.fields(in: zone) }

    /// The zone the synced copy's fields were read in: a UTC due time is the day it was there, wherever the
    /// device is now, so that travelling is not an edit of the due day.
    private func baseZone(_ s: TaskSituation) -> TimeZone {
        s.base?.item.zone.flatMap(TimeZone.init(identifier:)) ?? options.timeZone
    }

    /// The zone to read the server's copy in: the synced copy's while its DUE is unchanged (the day it was
    /// read as), else the sync's.
    private func remoteZone(_ s: TaskSituation, _ remote: RemoteObject) -> TimeZone {
        guard let base = s.base, base.resource.due == remote.resource.due else { return options.timeZone }
        return baseZone(s)
    }

    /// What a task is called in reports.
    private func title(_ s: TaskSituation) -> String {
        s.local?.title ?? s.base.map { fields($0.resource).title } ?? TaskResource.untitled
    }

    /// Whether the task must wait, reported: its server copy changed and cannot be read while it changed here
    /// (merging is impossible; uploading would undo the other device's change), or the server refused its
    /// latest change for good.
    private mutating func isHeld(_ s: TaskSituation) throws -> Bool {
        guard !s.remoteChanged else { return false }
        if let item = s.base?.item, item.unmergeable != nil, unreadable[item.href] == nil,
            backToBase.contains(item.href)
        {
            // The unreadable copy was replaced by the one we synced: merging works again.
            try store.markUnmergeable(account: account.id, taskID: s.id, reason: nil)
        } else if let item = s.base?.item, let reason = unreadable[item.href] ?? item.unmergeable {
            if s.seq != nil || s.local == nil { try cannotMerge(s, href: item.href, reason: reason) }
            return true
        }
        if let reason = s.refused, s.seq != nil {
            if case .removed = s.remote { return false }  // gone from the server: a new situation, planned afresh
            guard !report.notSent.contains(where: { $0.taskID == s.id }) else { return true }  // a later round
            report.notSent.append(
                UnsentTask(
                    taskID: s.id, title: title(s), href: s.base?.item.href ?? s.id.canonicalString + ".ics",
                    reason: reason + "; not sent again until it changes here"))
            return true
        }
        return false
    }

    /// Reports a task whose server copy cannot be read as not merged (once: it replaces the object's "skipped"
    /// line) and notes it, so that the next syncs do not try to upload it either.
    private mutating func cannotMerge(_ s: TaskSituation, href: String, reason: String) throws {
        report.skipped.removeAll { $0.href == href }
        report.notSent.removeAll { $0.taskID == s.id }  // a later round's word replaces an earlier one's
        report.notSent.append(
            UnsentTask(
                taskID: s.id, title: title(s), href: href,
                reason: "cannot be merged: the server's copy, changed elsewhere, cannot be read (\(reason)); "
                    + "kept here as it is, and not sent until that copy changes"))
        if s.base != nil && s.base?.item.unmergeable != reason {
            try store.markUnmergeable(account: account.id, taskID: s.id, reason: reason)
        }
    }

    /// What to do with one task: a commit for the store (queued) and/or a job for the server (returned).
    private mutating func plan(_ s: TaskSituation) throws -> Job? {
        let now = options.now()
        if try isHeld(s) { return nil }
        switch (s.local, s.base, s.remote) {
        case (let local?, nil, .absent), (let local?, nil, .removed):
            let fields = localFields(local)
            let resource = TaskResource(
                uid: local.id.canonicalString, fields: fields, createdAt: local.createdAt, now: now)
            return Job(
                situation: s, href: local.id.canonicalString + ".ics", kind: .put(resource, .absent, create: true),
                fields: fields, changesHere: false)
        case (let local?, let base, .changed(let remote)):
            return finish(s, local: local, base: base.map { fields($0.resource, in: baseZone(s)) }, remote: remote)
        case (nil, nil, .changed(let remote)) where s.seq != nil && remote.resource.uid == s.id.canonicalString:
            // Our own upload, whose record a killed sync did not keep, of a task deleted here since.
            return Job(
                situation: s, href: remote.href, kind: .delete(etag: remote.etag), fields: nil, changesHere: false)
        case (nil, nil, .changed(let remote)):
            addHere(s, remote)
            return nil
        case (nil, nil, _):
            queue(SyncCommit(taskID: s.id, expectedSeq: s.seq, local: .keep, item: .keep, reposition: false), nil)
            return nil
        case (let local?, let base?, .unchanged):
            let fields = localFields(local)
            let zone = baseZone(s)
            let baseFields = self.fields(base.resource, in: zone)
            if fields == baseFields {
                queue(SyncCommit(taskID: s.id, expectedSeq: s.seq, local: .keep, item: .keep, reposition: false), nil)
                return nil
            }
            var resource = base.resource
            resource.apply(fields, in: zone, now: now)
            return Job(
                situation: s, href: base.item.href,
                kind: .put(resource, .unchanged, create: false), fields: fields, changesHere: false, zone: zone)
        case (let local?, let base?, .removed):
            let fields = localFields(local)
            let zone = baseZone(s)
            if fields == self.fields(base.resource, in: zone) {
                queue(
                    SyncCommit(taskID: s.id, expectedSeq: s.seq, local: .delete, item: .remove, reposition: false),
                    .deleted)
                return nil
            }
            // Deleted there, edited here: the edit wins; the task goes back to the server.
            report.conflicts.append(
                SyncConflict(taskID: s.id, title: local.title, field: "deletion", winner: .here, kept: "", replaced: "")
            )
            var resource = base.resource
            resource.apply(fields, in: zone, now: now)
            return Job(
                situation: s, href: base.item.href, kind: .put(resource, .removed, create: true), fields: fields,
                changesHere: false, zone: zone)
        case (nil, let base?, .unchanged):
            return Job(
                situation: s, href: base.item.href, kind: .delete(etag: base.item.etag), fields: nil, changesHere: false
            )
        case (nil, let base?, .changed(let remote)):
            let remoteFields = fields(remote.resource, in: remoteZone(s, remote))
            if remoteFields == fields(base.resource, in: baseZone(s)) {
                return Job(
                    situation: s, href: remote.href, kind: .delete(etag: remote.etag), fields: nil, changesHere: false)
            }
            // Deleted here, edited there: the edit wins; the task comes back here.
            report.conflicts.append(
                SyncConflict(
                    taskID: s.id, title: remoteFields.title, field: "deletion", winner: .server, kept: "", replaced: "")
            )
            addHere(s, remote)
            return nil
        case (nil, _?, .removed), (nil, _?, .absent):
            queue(SyncCommit(taskID: s.id, expectedSeq: s.seq, local: .keep, item: .remove, reposition: false), nil)
            return nil
        case (_?, nil, .unchanged), (_?, _?, .absent):
            // Not reachable: `.unchanged` needs a synced copy and `.absent` its absence. Merge as if new.
            return nil
        }
    }

    /// Queues the server's task to be added here, where its sort order puts it.
    private mutating func addHere(_ s: TaskSituation, _ remote: RemoteObject) {
        let remoteFields = fields(remote.resource)
        queue(
            SyncCommit(
                taskID: s.id, expectedSeq: s.seq, local: .upsert(remoteFields, createdAt: remote.resource.created),
                item: .set(item(s, remote, sortOrder: remoteFields.sortOrder), text: remote.resource.text),
                reposition: remoteFields.sortOrder != nil), .created)
    }

    /// A task on both sides that the server changed: merge, then store and/or upload the result.
    private mutating func finish(_ s: TaskSituation, local: TaskItem, base: TaskFields?, remote: RemoteObject) -> Job? {
        let localFields = self.localFields(local)
        let zone = remoteZone(s, remote)
        let remoteFields = fields(remote.resource, in: zone)
        let outcome = FieldMerge.merge(
            base: base, local: localFields, localTime: local.updatedAt, remote: remoteFields,
            remoteTime: remote.resource.lastModified)
        for conflict in outcome.conflicts {
            report.conflicts.append(
                SyncConflict(
                    taskID: s.id, title: outcome.merged.title, field: conflict.field.rawValue, winner: conflict.winner,
                    kept: conflict.kept, replaced: conflict.replaced))
        }
        let merged = outcome.merged
        let changesHere = merged != localFields
        if merged == remoteFields {
            queue(
                SyncCommit(
                    taskID: s.id, expectedSeq: s.seq, local: changesHere ? .upsert(merged, createdAt: nil) : .keep,
                    item: .set(item(s, remote, sortOrder: merged.sortOrder, zone: zone), text: remote.resource.text),
                    reposition: merged.sortOrder != localFields.sortOrder), changesHere ? .updated : nil)
            return nil
        }
        var resource = remote.resource
        resource.apply(merged, in: zone, now: options.now())
        return Job(
            situation: s, href: remote.href, kind: .put(resource, .changed(remote), create: false), fields: merged,
            changesHere: changesHere, zone: zone)
    }

    private func item(
        _ s: TaskSituation, _ remote: RemoteObject, sortOrder: Int64?, zone: TimeZone? = nil
    )
        -> SyncedItem
    {
        SyncedItem(
            taskID: s.id, uid: remote.resource.uid, href: remote.href, etag: remote.etag, sortOrder: sortOrder,
            zone: (zone ?? options.timeZone).identifier)
    }

    // MARK: The server's part

    /// Runs the jobs, `options.concurrency` at a time; a 412 fetches the object and plans the task again.
    private mutating func perform(_ initial: [Job]) async throws {
        // Uploads that state the task as it is here are noted first: if the sync dies after sending one and
        // before recording it, the next sync knows the object as ours and not as another device's edit.
        try store.markPendingUploads(
            account: account.id,
            initial.compactMap { job in
                guard case .put(let resource, _, false) = job.kind, !job.changesHere, job.situation.base != nil else {
                    return nil
                }
                return (job.situation.id, resource.text)
            })
        try store.markPendingCreates(
            account: account.id,
            initial.compactMap { job in
                guard case .put(let resource, .absent, true) = job.kind, job.situation.base == nil else { return nil }
                return (job.situation.id, resource.text)
            })
        var pending = initial[...]
        let client = self.client
        let collection = self.collection
        try await withThrowingTaskGroup(of: (Job, Result<String?, any Error>).self) { group in
            var running = 0
            func startNext() {
                guard let job = pending.popFirst() else { return }
                running += 1
                group.addTask {
                    do {
                        switch job.kind {
                        case .put(let resource, _, let create):
                            let etag = try await client.put(
                                job.href, in: collection, data: Data(resource.text.utf8),
                                precondition: create ? .absent : .matches(Self.etag(of: job) ?? "*"))
                            return (job, .success(etag))
                        case .delete(let etag):
                            try await client.delete(job.href, in: collection, etag: etag)
                            return (job, .success(nil))
                        }
                    } catch {
                        return (job, .failure(error))
                    }
                }
            }
            for _ in 0..<options.concurrency { startNext() }
            while running > 0, let (job, result) = try await group.next() {
                running -= 1
                switch result {
                case .success(let etag):
                    completed(job, etag: etag)
                case .failure(CalDAVError.preconditionFailed) where job.attempt < 3:
                    if var retry = try await replan(job) {
                        retry.attempt = job.attempt + 1
                        pending.append(retry)
                    }
                case .failure(CalDAVError.refused(let status, _, _, let reason)):
                    // Lasting: trying again cannot help until the task changes. Named, noted, and the sync goes on.
                    let text = "the server refused it (HTTP \(status)" + (reason.map { ": \($0)" } ?? "") + ")"
                    report.notSent.append(
                        UnsentTask(
                            taskID: job.situation.id, title: title(job.situation), href: job.href,
                            reason: text + "; not sent again until it changes here"))
                    try store.markRefused(
                        account: account.id, taskID: job.situation.id, seq: job.situation.seq, reason: text)
                case .failure(let error):
                    report.deferred += 1
                    failures.append(error)
                    if let caldav = error as? CalDAVError, caldav.endsSync {
                        pending.removeAll()  // the server is gone or refuses us: stop asking
                    }
                }
                try flush(force: false)
                while running < options.concurrency && !pending.isEmpty { startNext() }
            }
        }
    }

    /// The ETag a conditional PUT names: the server object's it was merged with.
    private static func etag(of job: Job) -> String? {
        guard case .put(_, let remote, _) = job.kind else { return nil }
        switch remote {
        case .changed(let object): return object.etag
        default: return job.situation.base?.item.etag
        }
    }

    /// Queues what a successful upload or deletion means for the store.
    private mutating func completed(_ job: Job, etag: String?) {
        let s = job.situation
        switch job.kind {
        case .put(let resource, _, let create):
            let fields = job.fields!
            let item = SyncedItem(
                taskID: s.id, uid: resource.uid, href: job.href, etag: etag, sortOrder: fields.sortOrder,
                zone: (job.zone ?? options.timeZone).identifier)
            let localOrder = s.local.map { localKeys[$0.id] } ?? nil
            queue(
                SyncCommit(
                    taskID: s.id, expectedSeq: s.seq, local: job.changesHere ? .upsert(fields, createdAt: nil) : .keep,
                    item: .set(item, text: resource.text), reposition: job.changesHere && fields.sortOrder != localOrder
                ),
                job.changesHere ? .updated : nil)
            if create { report.sent.created += 1 } else { report.sent.updated += 1 }
            if create || job.attempt > 1 || etag == nil { madeObjects = true }
        case .delete:
            queue(SyncCommit(taskID: s.id, expectedSeq: s.seq, local: .keep, item: .remove, reposition: false), nil)
            report.sent.deleted += 1
        }
    }

    /// After a 412: the object as the server has it now, and the task planned again against it.
    private mutating func replan(_ job: Job) async throws -> Job? {
        var s = job.situation
        let fetched = try await fetchAll([job.href])
        if let object = fetched.first {
            guard let parsed = parse(object) else {
                // There, and not readable: never recreated over it, nor tried again.
                try cannotMerge(s, href: job.href, reason: unreadable[job.href] ?? "it cannot be read")
                return nil
            }
            s.remote = .changed(parsed)
        } else if let reason = unreadable[job.href] {
            try cannotMerge(s, href: job.href, reason: reason)
            return nil
        } else {
            s.remote = s.base == nil ? .absent : .removed
        }
        return try plan(s)
    }

    // MARK: The store's part

    private mutating func queue(_ commit: SyncCommit, _ received: ReceivedKind?) {
        commits.append((commit, received))
    }

    /// Writes the queued commits once there are enough of them (or now, with `force`).
    private mutating func flush(force: Bool) throws {
        guard !commits.isEmpty, force || commits.count >= options.commitBatch else { return }
        let batch = commits
        commits.removeAll()
        let stale = try store.commitSync(
            account: account.id, batch.map(\.0), now: options.now(), currentKeys: movedHere)
        report.deferred += stale.count
        for (commit, received) in batch where !stale.contains(commit.taskID) {
            switch received {
            case .created: report.received.created += 1
            case .updated: report.received.updated += 1
            case .deleted: report.received.deleted += 1
            case nil: break
            }
        }
    }
}
