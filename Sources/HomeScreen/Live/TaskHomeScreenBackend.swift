import Foundation
import Synchronization
import TaskApp
import TaskKit
import TaskWidgets
import WebServer
import WidgetRuntime

/// The real home screen: the task widgets drawn by widget hosts over a ``TaskStore``.
///
/// One `WidgetHost` per distinct ``PageSettings`` (device, scheme, locale), created lazily on the main actor
/// (``HostPool``), all with the same layout (``LayoutStore``). Each instance's HTML is cached per settings
/// (``WidgetCache``), updated from the hosts' `onChange`, so widget fragments and `/changes` are answered
/// without the main actor. The app panel is the iOS app's model (``AppPanel``). This type maps the HTTP
/// API onto them.
public final class TaskHomeScreenBackend: HomeScreenBackend, @unchecked Sendable {
    public let store: TaskStore
    /// What could not be read when the server opened, and was kept aside (one line each, for the server to say).
    public let startupWarnings: [String]
    private let layout: LayoutStore
    private let cache = WidgetCache()
    private let drawnIntents = DrawnIntents()
    private let pool: HostPool
    /// The app panel: the iOS app's list model over the store.
    private let panel: AppPanel
    private let timeout: Duration
    /// The widget kinds with a configuration intent (`WidgetKindInfo.isConfigurable`), known once a host exists.
    private let configurableKinds = Mutex<Set<String>>([])
    /// Each kind's name (`configurationDisplayName`) by language, known once a host of that language exists.
    private let kindNames = Mutex<[String: [String: String]]>([:])
    /// The background sync with the store's CalDAV accounts, once started.
    private let sync = Mutex<BackgroundSync?>(nil)
    /// How far each settings' first page got: asked for (its host is made or being made), or drawn (every
    /// widget has drawn a first timeline: a page of them needs no wait).
    private let firstPages = Mutex<[PageSettings: FirstPage]>([:])
    private enum FirstPage { case asked, drawn }
    /// Whether the store's damage check has passed (the `init` ran it, or ``checkStoreInBackground(completion:)``
    /// finished): until then `GET /` answers from the layout read at start, without waiting for the check.
    private let storeChecked: Atomic<Bool>

    /// Opens the store at `path` as the widgets' shared store (`TaskWidgetStore`), so the server and the
    /// widgets it hosts use one connection; opens the layout (the default one on first run) and, for an empty
    /// store without a layout, adds a few sample tasks.
    ///
    /// By default the store flushes in the background (`.flushInBackground`): a tap's change is synced to disk
    /// while the tapped widget reloads and redraws, and every answer that reports a change waits until it is on
    /// disk. With `.full` each change is synced before anything else happens.
    ///
    /// The file is checked for damage (`PRAGMA quick_check`) before this returns, unless `checkingIntegrity`
    /// is false: then the caller starts the check (`store.checkIntegrityInBackground`), which every read of
    /// the tasks waits for. Only the layout is read before it.
    public init(
        path: String, durability: TaskStore.Durability = .flushInBackground, timeout: Duration = .seconds(30),
        checkingIntegrity: Bool = true
    ) throws {
        try BundledResources.requireWidgetStrings()
        TaskWidgetStore.use(path: path, durability: durability)
        store = try TaskWidgetStore.open()
        // A damaged store is refused before anything is served or written (not shown as an empty list).
        if checkingIntegrity { try store.checkIntegrity() }
        storeChecked = Atomic(checkingIntegrity)
        panel = AppPanel(store: store)
        self.timeout = timeout
        let directory = URL(fileURLWithPath: store.path).deletingLastPathComponent()
        // Other processes (the `tasks` command, as the app on iOS) ask WidgetCenter to reload the widgets;
        // their requests arrive through the store's directory, which the hosts watch.
        pool = HostPool(dataDirectory: directory)
        AtomicFile.removeLeftovers(of: WidgetCenter.configurationsFileName, in: directory)
        do {
            layout = try LayoutStore(store: store)
        } catch {
            // Damage is what a layout that cannot be read most likely means: said as such when the check finds it.
            try store.checkIntegrity()
            throw error
        }
        startupWarnings = layout.warnings
        // One row read, not all of them: a store of 10,000 tasks imported before a first `serve` took 50 ms.
        if layout.isFirstRun, try store.widgetTasks(limit: 1).isEmpty {
            try SampleTasks.add(to: store)
            try layout.storeIfFirstRun()
            try store.waitUntilDurable()
        }
        // A first run's layout is stored once the store is checked (a write waits for the check anyway).
        if checkingIntegrity { try layout.storeIfFirstRun() }
    }

    /// Checks the store for damage on a background thread, for a backend made with `checkingIntegrity: false`
    /// (see ``TaskStore/checkIntegrityInBackground(completion:)``): the server can answer meanwhile.
    public func checkStoreInBackground(completion: @escaping @Sendable ((any Error)?) -> Void) {
        store.checkIntegrityInBackground { [self] error in
            if error == nil {
                storeChecked.store(true, ordering: .releasing)
                // Not stored, it is stored by the next start (this one was killed before): nothing is lost. On
                // disk before the server says anything more (its URL).
                try? layout.storeIfFirstRun()
                try? store.waitUntilDurable()
            }
            completion(error)
        }
    }

    /// Syncs the store with its CalDAV accounts in the background, every `interval` (see ``BackgroundSync``);
    /// passwords come from `credentials`. A sync that changed the tasks reloads every widget through WidgetCenter.
    public func startSync(credentials: any CredentialStore, interval: Duration) {
        let cache = self.cache
        let directory = URL(fileURLWithPath: store.path).deletingLastPathComponent()
        let background = BackgroundSync(store: store, credentials: credentials, interval: interval) {
            Self.reloadAllWidgets(sharing: directory)
            cache.tasksDidChange()
        }
        sync.withLock { $0 = background }
        background.start()
    }

    /// Asks WidgetKit to reload every widget, as the app does after a sync that changed the tasks (one way for
    /// changes, as on iOS): `WidgetCenter` reaches this process's hosts at once, and the request is appended to
    /// `widget-reloads` in the store's directory for the hosts of other processes on the store (another
    /// `tasks serve`). WidgetCenter appends it itself only when the process set that directory as its own.
    static func reloadAllWidgets(sharing directory: URL) {
        WidgetCenter.shared.reloadAllTimelines()
        if WidgetCenter.shared.dataDirectory?.standardizedFileURL != directory.standardizedFileURL {
            WidgetCenter.recordReloadRequest(ofKind: nil, in: directory)
        }
    }

    public func syncStatus() throws -> SyncStatus {
        do {
            if let background = sync.withLock({ $0 }) { return try background.status() }
            return try BackgroundSync.status(of: store)
        } catch {
            throw Self.httpError(error)
        }
    }

    /// Stops the hosts' tickers and their watch of other processes' reload requests, and the background sync.
    public func stop() {
        sync.withLock { $0?.stop() }
        let pool = self.pool
        Task { @MainActor in await pool.stopAll() }
    }

    // MARK: HomeScreenBackend

    /// The first page of new settings (the first of a server that just started) is answered at once, with
    /// empty slots named after their kinds; the host is made on the main actor once that page is sent
    /// (``didSendHomeScreen(settings:)``), and the page then gets each widget's placeholder and first timeline,
    /// and the slots' names, as changes (as iOS shows a new widget's placeholder while it loads). Every later
    /// page waits until each widget has drawn its first timeline.
    public func homeScreen(settings: PageSettings) throws -> HomeScreenState {
        let firstPage = firstPages.withLock { pages in
            defer { if pages[settings] == nil { pages[settings] = .asked } }
            return pages[settings]
        }
        switch firstPage {
        case nil:
            break
        case .asked:
            try bridge { [self] in
                let host = await self.host(settings)
                if host.instanceIDs.contains(where: { host.timelineLoadCount(of: $0) == 0 }) {
                    await host.waitUntilIdle()
                }
            }
            hostIsReady(settings)
            firstPages.withLock { $0[settings] = .drawn }
        case .drawn:
            break
        }
        // Until the store is checked, the layout read at start is current enough: another server's change
        // since then is taken over at the page's first `/changes`, which waits for the check.
        if storeChecked.load(ordering: .acquiring) { try followStoredLayout() }
        let version = cache.currentVersion
        return HomeScreenState(version: version, slots: slots(settings))
    }

    public func onVersionChange(_ handler: @escaping @Sendable (UInt64) -> Void) {
        cache.onVersionChange(handler)
    }

    /// Starts making the host of a first page's settings. Not before: on the main actor meanwhile, making it and
    /// drawing the widgets took the processor from that page, a server's first answer.
    public func didSendHomeScreen(settings: PageSettings) {
        if !cache.isReady(settings) { makeHost(settings) }
    }

    /// The widget as last drawn from its timeline; the first request of new settings waits for the first ones.
    ///
    /// Answered from the cache without the main actor once the settings have settled: a wait for the main
    /// actor on every fragment (a thread hop and a host's idle check) cost 3–4× the server's CPU per request.
    /// Like `/changes`, a fragment asked for while other widgets still reload after a tap is the one drawn so
    /// far; `/changes?settle=1` is the way to wait for them.
    public func widgetHTML(instance: String, settings: PageSettings) throws -> String {
        try checkInstance(instance)
        if let html = cache.settledHTML(settings, instance) { return html }
        try settle(settings: settings)
        return cache.html(settings, instance) ?? ""
    }

    public func changes(since: UInt64, settings: PageSettings) throws -> WidgetChanges {
        try ensureHost(settings)
        // Every page asks twice a second: another server's layout change shows as soon.
        try followStoredLayout()
        let changes = cache.changes(since: since, settings: settings, instances: layout.all.map(\.instance))
        return WidgetChanges(
            version: changes.version, instances: changes.html, layout: changes.layoutChanged ? slots(settings) : nil,
            tasksChanged: changes.tasksChanged)
    }

    public func settle(settings: PageSettings) throws {
        try ensureHost(settings)
        try bridge { [self] in await self.host(settings).waitUntilIdle() }
        cache.markSettled(settings)
    }

    public func performIntent(archive: String, instance: String, settings: PageSettings) throws -> String {
        try checkInstance(instance)
        let html = try bridge { [self] in
            let host = await self.host(settings)
            let id = WidgetInstanceID(instance)
            // A widget that has not loaded its first timeline yet shows its placeholder, which has no controls:
            // a tap that arrives then (a client that knew the intent) is checked against what it then draws.
            if host.timelineLoadCount(of: id) == 0 { await host.waitUntilIdle() }
            // As on iOS, only an intent the widget shows can be performed (see DrawnIntents): never the
            // configuration intent, which no widget draws, nor a row the widget does not show.
            guard self.drawnIntents.shows(archive, in: instance, current: host.html(of: id)) else {
                throw HTTPError(403, "the widget does not show this intent")
            }
            var failure: (any Error)?
            do {
                _ = try await host.perform(archive: archive, in: id)
            } catch {
                failure = error
            }
            // The tapped widget is redrawn by now, and the intent's WidgetCenter request reloads the
            // others in every host of this process, as on iOS: the store watch need not reload them again.
            self.storeDidChange()
            if let failure { throw Self.httpError(failure) }
            return host.html(of: id) ?? ""
        }
        // The intent's change was synced while its widget redrew; it is answered once it is on disk.
        try storeCall { try store.waitUntilDurable() }
        return html
    }

    public func gallery(settings: PageSettings) throws -> [GalleryKind] {
        try bridge { [self] in
            let host = await self.host(settings)
            var result: [GalleryKind] = []
            for kind in host.kinds {
                var previews: [GalleryKind.Preview] = []
                for family in kind.supportedFamilies where settings.families.contains(family) {
                    guard let html = await host.previewHTML(kind: kind.kind, family: family) else { continue }
                    let refusal = ScreenLimits.refusal(adding: family, to: self.layout.all.map(\.family))
                    previews.append(.init(family: family, html: html, refusal: refusal))
                }
                result.append(
                    GalleryKind(
                        kind: kind.kind, displayName: kind.displayName, description: kind.description,
                        previews: previews))
            }
            return result
        }
    }

    public func changeLayout(_ change: LayoutChange, settings: PageSettings) throws -> [WidgetSlot] {
        // Each change is applied to the layout as stored (another server may have changed it), in one
        // transaction, and answered once it is on disk; the hosts then show what is stored.
        let difference: LayoutStore.Difference
        switch change {
        case .add(let kind, let family):
            try bridge { [self] in
                let host = await self.host(settings)
                guard let info = host.kinds.first(where: { $0.kind == kind }) else {
                    throw HTTPError.badRequest("unknown widget kind")
                }
                guard info.supportedFamilies.contains(family), settings.families.contains(family) else {
                    throw HTTPError.badRequest("unsupported family")
                }
            }
            // Against the layout as this server last read it: another server's add in between can still
            // overfill a screen by one widget.
            if let refusal = ScreenLimits.refusal(adding: family, to: layout.all.map(\.family)) {
                throw HTTPError(409, refusal)
            }
            let instance = layout.makeInstanceID()
            difference = try layoutCall { try $0.append(LiveSlot(instance: instance, kind: kind, family: family)) }
        case .remove(let instance):
            try checkInstance(instance)
            difference = try layoutCall { try $0.remove(instance) }
        case .move(let instance, let index):
            try checkInstance(instance)
            difference = try layoutCall { try $0.move(instance, to: index) }
        }
        try follow(difference)
        cache.layoutDidChange()
        return slots(settings)
    }

    public func configuration(instance: String, settings: PageSettings) throws -> WidgetConfigurationSchema {
        let slot = try checkInstance(instance)
        return try bridge { [self] in
            let host = await self.host(settings)
            let info = host.kinds.first { $0.kind == slot.kind }
            var schema =
                host.configurationSchema(of: WidgetInstanceID(instance))
                ?? WidgetConfigurationSchema(kind: slot.kind, intent: "", title: "", parameters: [])
            // The sheet is titled with the widget, as iOS's is.
            schema.title = info?.displayName ?? slot.kind
            schema.description = info?.description ?? ""
            return schema
        }
    }

    public func saveConfiguration(
        instance: String, values: [String: ConfigurationValue], settings: PageSettings
    ) throws -> String {
        try checkInstance(instance)
        let saved = try bridge { [self] in
            let host = await self.host(settings)
            let id = WidgetInstanceID(instance)
            for other in await self.pool.all() {
                do {
                    try await other.setConfiguration(values: values, for: id)
                } catch {
                    throw Self.httpError(error)
                }
            }
            return (configuration: host.configuration(of: id), html: host.html(of: id) ?? "")
        }
        try follow(try layoutCall { try $0.setConfiguration(saved.configuration, of: instance) })
        return saved.html
    }

    public func tasks(settings: PageSettings) throws -> AppTaskList {
        let panel = self.panel
        let items = try bridge { try await panel.tasks() }
        return AppTaskList(tasks: items.map(Self.appTask), priorities: Self.priorityChoices(locale: settings.locale))
    }

    public func addTask(_ draft: TaskDraft) throws -> AppTask {
        let panel = self.panel
        let item = try bridge { try await panel.add(draft) }
        try reloadAfterChange()
        return Self.appTask(item)
    }

    public func updateTask(id: UUID, _ patch: TaskPatch) throws -> AppTask {
        let panel = self.panel
        let item = try bridge { try await panel.update(id, patch) }
        try reloadAfterChange()
        return Self.appTask(item)
    }

    public func deleteTask(id: UUID) throws {
        let panel = self.panel
        try bridge { try await panel.delete(id) }
        try reloadAfterChange()
    }

    public func moveTask(id: UUID, to index: Int) throws {
        let panel = self.panel
        try bridge { try await panel.move(id, to: index) }
        try reloadAfterChange()
    }

    // MARK: Hosts and cache

    /// The host of `settings` (on the main actor), created with the layout when first needed.
    @MainActor
    private func host(_ settings: PageSettings) async -> WidgetHost {
        let cache = self.cache
        let drawnIntents = self.drawnIntents
        let host = await pool.host(
            for: settings, layout: { [layout] in layout.all },
            onChange: { settings, instance, html in
                cache.record(settings, instance, html)
                drawnIntents.record(instance, html: html)
            })
        let configurable = Set(host.kinds.filter(\.isConfigurable).map(\.kind))
        configurableKinds.withLock { $0 = configurable }
        let names = Dictionary(host.kinds.map { ($0.kind, $0.displayName) }) { first, _ in first }
        kindNames.withLock { $0[settings.locale] = names }
        return host
    }

    /// Makes sure the host of `settings` exists (its widgets drawn or loading) and its HTML is cached.
    private func ensureHost(_ settings: PageSettings) throws {
        if cache.isReady(settings) { return }
        try bridge { [self] in _ = await self.host(settings) }
        hostIsReady(settings)
    }

    /// Starts making the host of `settings` on the main actor, without waiting for it.
    private func makeHost(_ settings: PageSettings) {
        Task { @MainActor [self] in
            _ = await self.host(settings)
            self.hostIsReady(settings)
        }
    }

    private func hostIsReady(_ settings: PageSettings) {
        guard cache.markReady(settings) else { return }
        // A page made before the host existed named its slots after their kinds: it gets their names now.
        cache.layoutDidChange()
    }

    private func slots(_ settings: PageSettings) -> [WidgetSlot] {
        let configurable = configurableKinds.withLock { $0 }
        let names = kindNames.withLock { $0[settings.locale] ?? [:] }
        return layout.all.map {
            WidgetSlot(
                instance: $0.instance, kind: $0.kind, family: $0.family,
                html: cache.html(settings, $0.instance) ?? "", configurable: configurable.contains($0.kind),
                displayName: names[$0.kind] ?? "")
        }
    }

    @discardableResult
    private func checkInstance(_ instance: String) throws -> LiveSlot {
        guard let slot = layout.slot(instance) else { throw HTTPError.notFound("unknown widget") }
        return slot
    }

    /// Runs a change of the layout store, its failures as HTTP answers.
    private func layoutCall(_ body: (LayoutStore) throws -> LayoutStore.Difference) throws -> LayoutStore.Difference {
        do {
            return try body(layout)
        } catch let error as LiveLayout.Unreadable {
            throw HTTPError(409, "the stored layout cannot be read: \(error)")
        } catch {
            throw Self.httpError(error)
        }
    }

    /// Takes over a layout another server stored.
    private func followStoredLayout() throws {
        let difference = try layoutCall { try $0.refresh() }
        guard !difference.isEmpty else { return }
        try follow(difference)
        cache.layoutDidChange()
    }

    /// Makes every host show the stored layout: the widgets it added, without those it removed, with the
    /// configurations it changed (another server's, or this one's own change once stored).
    private func follow(_ difference: LayoutStore.Difference) throws {
        guard !difference.isEmpty else { return }
        for instance in difference.removed { cache.remove(instance) }
        try bridge { [self] in
            for host in await self.pool.all() {
                for instance in difference.removed { host.removeWidget(WidgetInstanceID(instance)) }
                for slot in difference.added {
                    do {
                        try host.addWidget(
                            kind: slot.kind, family: slot.family, configuration: slot.configuration,
                            id: WidgetInstanceID(slot.instance))
                    } catch {
                        // Another server's widget this build cannot draw: the slot stays empty.
                        FileHandle.standardError.write(
                            Data("tasks serve: widget \(slot.instance) left out: \(error)\n".utf8))
                    }
                }
                for slot in difference.reconfigured {
                    let id = WidgetInstanceID(slot.instance)
                    guard let archive = slot.configuration, archive != host.configuration(of: id) else { continue }
                    try? await host.setConfiguration(archive, for: id)
                }
            }
            for host in await self.pool.all() { await host.waitUntilIdle() }
        }
    }

    /// Notes a change of the store made by this process (the widgets have been reloaded).
    private func storeDidChange() { cache.tasksDidChange() }

    /// Reloads every host after a change of the store and waits for it, then for the change to be on disk
    /// (synced meanwhile), before the change is reported done. A main actor that does not answer in time is
    /// the request's error (the change is made; its widgets are not drawn yet).
    private func reloadAfterChange() throws {
        let pool = self.pool
        defer { storeDidChange() }
        try bridge { await pool.reloadAll() }
        try storeCall { try store.waitUntilDurable() }
        // Another server's hosts on the store hear the change as they hear the `tasks` command's.
        WidgetCenter.recordReloadRequest(
            ofKind: nil, in: URL(fileURLWithPath: store.path).deletingLastPathComponent())
    }

    /// Runs `body` on the main actor for a request.
    private func bridge<T: Sendable>(_ body: @escaping @MainActor @Sendable () async throws -> T) throws -> T {
        do {
            return try MainActorBridge.run(timeout: timeout, body)
        } catch let error as HTTPError {
            throw error
        } catch is MainActorBridge.TimedOut {
            throw HTTPError(503, "the widgets did not answer in time; try again")
        } catch let error as MainActorBridge.OffMainThread {
            throw error
        } catch {
            throw Self.httpError(error)
        }
    }

    private func storeCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw Self.httpError(error)
        }
    }

    // MARK: Mapping

    /// The priorities, named as the widgets name them ("High"… from their String Catalog) in the page's language.
    static func priorityChoices(locale: String) -> [Choice] {
        TaskPriority.allCases.sorted().map { priority in
            let english = priority.rawValue.prefix(1).uppercased() + priority.rawValue.dropFirst()
            return Choice(
                value: priority.rawValue,
                title: StringCatalogs.localized(
                    key: english, table: nil, bundle: nil, arguments: [], locale: Locale(identifier: locale),
                    isFormat: false))
        }
    }

    static func appTask(_ item: TaskItem) -> AppTask {
        AppTask(
            id: item.id, title: item.title, priority: item.priority.rawValue, dueDate: item.dueDate?.description,
            isCompleted: item.isCompleted, isSample: item.title.hasSuffix(SampleTasks.marker))
    }

    /// An error as the HTTP answer: store and widget errors are the client's (4xx), with a one-line message.
    static func httpError(_ error: any Error) -> any Error {
        if let error = error as? HTTPError { return error }
        if let error = error as? TaskStoreError {
            switch error {
            case .notFound: return HTTPError.notFound(oneLine(error.description))
            case .invalidTitle, .invalidRecurrence, .indexOutOfRange:
                return HTTPError.badRequest(oneLine(error.description))
            // The disk or the system refused the write: the request was fine, the server could not store it.
            case .writeFailed: return HTTPError(507, oneLine(error.description))
            case .readOnly: return HTTPError(403, oneLine(error.description))
            case .busy: return HTTPError(503, oneLine(error.description))
            default: return error
            }
        }
        if let error = error as? WidgetHostError {
            switch error {
            case .unknownInstance: return HTTPError.notFound("unknown widget")
            case .notConfigurable: return HTTPError.badRequest("this widget has no options")
            default: return HTTPError.badRequest(oneLine(error.description))
            }
        }
        if let error = error as? IntentArchiveError { return HTTPError.badRequest(oneLine(error.description)) }
        if error is MainActorBridge.TimedOut { return error }
        return HTTPError.badRequest(oneLine("intent failed: \(error)"))
    }

    static func oneLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "").prefix(200).description
    }
}
