import Foundation
import TaskKit
import WidgetRuntime

/// The live home screen's layout: the placed widgets in order, with each one's configuration, kept in the
/// task store as one document (`TaskStore+Documents`), so that it has the store's guarantees. Thread-safe.
///
/// - Each change (add, remove, move, configuration) is applied to the layout *as stored*, in one transaction,
///   and returns once it is on disk: two servers on one store lose nothing of each other's.
/// - `refresh()` takes over what another server stored (the document's revision says when).
/// - Entries this version cannot read (a family or a shape of a newer version) are kept in their places.
/// - The layout used to be `homescreen-layout.json` beside the store, rewritten whole from memory (a second
///   server overwrote the first one's widgets; a file that could not be read was replaced by the default on
///   the first change). It is imported once and renamed `.imported`. A file, or a stored layout, that cannot
///   be read is kept aside — renamed `.unreadable`, or under another key — with a warning that says where.
final class LayoutStore: @unchecked Sendable {
    /// The document's key in the store.
    static let key = "homescreen.layout"
    /// The file the layout was kept in before, beside the store.
    static let legacyFileName = "homescreen-layout.json"

    /// What changed between the slots shown and the slots stored, for the hosts to follow.
    struct Difference: Sendable {
        var added: [LiveSlot] = []
        var removed: [WidgetInstanceID] = []
        var reconfigured: [LiveSlot] = []
        /// Whether anything else changed that the pages show: the order, the stacks, the app icons.
        var rearranged = false

        /// Whether the hosts have nothing to follow (the pages may: ``rearranged``).
        var isEmpty: Bool { added.isEmpty && removed.isEmpty && reconfigured.isEmpty }
    }

    private let store: TaskStore
    private let legacyFile: URL
    private let lock = NSLock()
    // Guarded by `lock`.
    private var layout: LiveLayout
    private var revision: Int64
    private var nextInstance = 1
    /// Neither a stored layout nor a file was found: the first run on this store.
    let isFirstRun: Bool
    /// One line for each layout that could not be read and was kept aside.
    let warnings: [String]

    /// The stored layout; the first time, the old file imported (or the standard layout stored).
    init(store: TaskStore) throws {
        self.store = store
        legacyFile = URL(fileURLWithPath: store.path).deletingLastPathComponent()
            .appendingPathComponent(Self.legacyFileName)
        var warnings: [String] = []
        var isFirstRun = false
        // Whether what is stored now must be on disk before the server goes on: a layout taken over from a file
        // (renamed below) or one set aside must not be lost.
        var mustBeDurable = false
        if let stored = try store.document(Self.key) {
            if let problem = Self.problem(stored.body) {
                mustBeDurable = true
                let aside = "\(Self.key).unreadable-\(stored.revision)"
                try store.updateDocument(aside) { _ in stored.body }
                // Replaced only if no one has changed it meanwhile.
                try store.updateDocument(Self.key) { now in
                    now?.revision == stored.revision ? LiveLayout.standard.json : nil
                }
                warnings.append(
                    "the home screen layout in \(store.path) could not be read (\(problem)); it was kept as the"
                        + " document '\(aside)' and the standard layout is used")
            }
        } else {
            var first = LiveLayout.standard
            if let data = FileManager.default.contents(atPath: legacyFile.path) {
                mustBeDurable = true
                do {
                    first = try LiveLayout(json: String(decoding: data, as: UTF8.self))
                } catch {
                    let aside = legacyFile.path + ".unreadable"
                    if FileManager.default.fileExists(atPath: aside) {
                        try FileManager.default.removeItem(atPath: aside)
                    }
                    try FileManager.default.moveItem(atPath: legacyFile.path, toPath: aside)
                    warnings.append(
                        "the home screen layout \(legacyFile.path) could not be read (\(error)); it was kept as"
                            + " \(aside) and the standard layout is used")
                }
                // Stored only if no other server stored one meanwhile.
                try store.updateDocument(Self.key) { now in now == nil ? first.json : nil }
            } else {
                // The standard layout, shown as if stored, is stored by `storeIfFirstRun()`: a first write
                // waits for the store's damage check (20 ms at 10,000 tasks), which a server runs meanwhile.
                isFirstRun = true
            }
        }
        // Before the file is renamed: a crash in between must leave it to be imported again.
        if mustBeDurable { try store.waitUntilDurable() }
        // Imported: the file is not read again (an older server still running would keep writing it).
        if FileManager.default.fileExists(atPath: legacyFile.path) {
            let imported = legacyFile.path + ".imported"
            do {
                if FileManager.default.fileExists(atPath: imported) {
                    try FileManager.default.removeItem(atPath: imported)
                }
                try FileManager.default.moveItem(atPath: legacyFile.path, toPath: imported)
            } catch {
                // Harmless: a layout file is imported only into a store without a layout.
                warnings.append("\(legacyFile.path) was imported but could not be renamed (\(error)); it stays")
            }
        }
        (layout, revision) = try Self.stored(in: store)
        self.isFirstRun = isFirstRun
        self.warnings = warnings
        AtomicFile.removeLeftovers(of: Self.legacyFileName, in: legacyFile.deletingLastPathComponent())
    }

    /// Stores the standard layout on a first run, unless a layout was stored meanwhile (by this server's first
    /// change, or another server): a later start is then no first run. Harmless to call again.
    func storeIfFirstRun() throws {
        guard isFirstRun else { return }
        try store.updateDocument(Self.key) { now in now == nil ? LiveLayout.standard.json : nil }
    }

    /// The slots in order.
    var all: [LiveSlot] { lock.withLock { layout.slots } }

    func slot(_ instance: WidgetInstanceID) -> LiveSlot? {
        lock.withLock { layout.slot(instance) }
    }

    /// The layout's entries (widgets, stacks, entries of newer versions), as the page is told them.
    var entries: [LiveLayout.Entry] { lock.withLock { layout.entries } }

    /// The family of each space taken: a stack takes one.
    var placedFamilies: [WidgetFamily] { lock.withLock { layout.placedFamilies } }

    /// A new id, unused in the layout: a widget's (`w…`), or a stack's (`s…`).
    func makeInstanceID(prefix: String = "w") -> WidgetInstanceID {
        lock.withLock {
            while true {
                let id = WidgetInstanceID("\(prefix)\(nextInstance)-" + UUID().uuidString.prefix(8).lowercased())
                nextInstance += 1
                if !layout.contains(id) { return id }
            }
        }
    }

    func append(_ slot: LiveSlot) throws -> Difference {
        try change { $0.append(slot) }
    }

    func remove(_ instance: WidgetInstanceID) throws -> Difference {
        try change { $0.remove(instance) }
    }

    /// Moves the instance to `index` among the slots of its own screen (Home Screen or Lock Screen).
    func move(_ instance: WidgetInstanceID, to index: Int) throws -> Difference {
        try change { $0.move(instance, to: index) }
    }

    /// Where the app icons are; nil: the standard arrangement.
    var icons: AppIconArrangement? { lock.withLock { layout.icons } }

    /// Keeps where the app icons are.
    func setIcons(_ icons: AppIconArrangement) throws -> Difference {
        try change { $0.setIcons(icons) }
    }

    /// Applies a Smart Stack change (`LiveLayout+Stacks`), checked against the layout as stored; its refusal
    /// (an `HTTPError`) changes nothing.
    func changeStacks(_ body: (inout LiveLayout) throws -> Void) throws -> Difference {
        try change(body)
    }

    /// Keeps an instance's configuration archive.
    func setConfiguration(_ archive: String?, of instance: WidgetInstanceID) throws -> Difference {
        try change { $0.setConfiguration(archive, of: instance) }
    }

    /// Takes over the layout another server stored, if it changed (one cheap query when it did not).
    func refresh() throws -> Difference {
        guard try store.documentRevision(Self.key) != lock.withLock({ revision }) else { return Difference() }
        let (stored, storedRevision) = try Self.stored(in: store)
        return adopt(stored, revision: storedRevision)
    }

    /// Applies `body` to the layout as stored, in one transaction, and waits until it is on disk.
    private func change(_ body: (inout LiveLayout) throws -> Void) throws -> Difference {
        var changed = LiveLayout.standard
        let stored = try store.updateDocument(Self.key) { current in
            var layout = try current.map { try LiveLayout(json: $0.body) } ?? .standard
            try body(&layout)
            changed = layout
            return layout.json
        }
        try store.waitUntilDurable()
        return adopt(changed, revision: stored?.revision ?? 0)
    }

    /// Shows `stored` from now on, unless what is shown is newer; returns what changed.
    private func adopt(_ stored: LiveLayout, revision storedRevision: Int64) -> Difference {
        lock.withLock {
            guard storedRevision > revision else { return Difference() }
            let shown = Dictionary(layout.slots.map { ($0.instance, $0) }, uniquingKeysWith: { first, _ in first })
            let kept = Set(stored.slots.map(\.instance))
            var difference = Difference()
            difference.added = stored.slots.filter { shown[$0.instance] == nil }
            difference.removed = layout.slots.map(\.instance).filter { !kept.contains($0) }
            difference.reconfigured = stored.slots.filter { slot in
                shown[slot.instance].map { $0.configuration != slot.configuration } ?? false
            }
            difference.rearranged = stored != layout
            layout = stored
            revision = storedRevision
            return difference
        }
    }

    private static func stored(in store: TaskStore) throws -> (LiveLayout, Int64) {
        guard let document = try store.document(key) else { return (.standard, 0) }
        return (try LiveLayout(json: document.body), document.revision)
    }

    /// Why `json` is not a layout this version can read, or nil.
    private static func problem(_ json: String) -> String? {
        do {
            _ = try LiveLayout(json: json)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
