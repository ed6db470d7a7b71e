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
    /// The widget kinds with a configuration intent (`WidgetKindInfo.isConfigurable`), known once a host exists.
    private let configurableKinds = Mutex<Set<String>>([])
    /// Each kind's name (`configurationDisplayName`) by language, known once a host of that language exists.
    private let kindNames = Mutex<[PageLocale: [String: String]]>([:])
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
        path: String, durability: TaskStore.Durability = .flushInBackground, checkingIntegrity: Bool = true
    ) throws {
        try BundledResources.requireWidgetStrings()
        TaskWidgetStore.use(path: path, durability: durability)
        store = try TaskWidgetStore.open()
        // A damaged store is refused before anything is served or written (not shown as an empty list).
        if checkingIntegrity { try store.checkIntegrity() }
        storeChecked = Atomic(checkingIntegrity)
        panel = AppPanel(store: store)
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
                // On disk before the server says anything more (its URL). Not stored, it is stored by the next
                // start: nothing is lost, and the server says so.
                do {
                    try layout.storeIfFirstRun()
                    try store.waitUntilDurable()
                } catch {
                    FileHandle.standardError.write(
                        Data(
                            "tasks serve: the standard layout is not stored yet (\(error)); it is at the next start\n"
                                .utf8))
                }
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

    // MARK: SyncStatusBackend

    public func syncStatus() throws -> SyncStatus {
        if let background = sync.withLock({ $0 }) { return try background.status() }
        return try BackgroundSync.status(of: store)
    }

    /// Stops the hosts' tickers and their watch of other processes' reload requests, and the background sync.
    public func stop() {
        sync.withLock { $0?.stop() }
        let pool = self.pool
        Task { @MainActor in await pool.stopAll() }
    }

    // MARK: WidgetsBackend

    /// The first page of new settings (the first of a server that just started) is answered at once, with
    /// empty slots named after their kinds; the host is made on the main actor once that page is sent
    /// (``HomeScreenState/whenSent``), and the page then gets each widget's placeholder and first timeline,
    /// and the slots' names, as changes (as iOS shows a new widget's placeholder while it loads). Every later
    /// page waits until each widget has drawn its first timeline.
    public func homeScreen(settings: PageSettings) async throws -> HomeScreenState {
        let firstPage = firstPages.withLock { pages in
            defer { if pages[settings] == nil { pages[settings] = .asked } }
            return pages[settings]
        }
        if firstPage == .asked {
            try await waitForFirstTimelines(settings)
            hostIsReady(settings)
            firstPages.withLock { $0[settings] = .drawn }
        }
        // Until the store is checked, the layout read at start is current enough: another server's change
        // since then is taken over at the page's first `/changes`, which waits for the check.
        if storeChecked.load(ordering: .acquiring) { try await followStoredLayout() }
        // Making the host on the main actor meanwhile, and drawing the widgets, took the processor from the
        // page: the server's first answer.
        return HomeScreenState(
            version: cache.currentVersion, slots: slots(settings),
            whenSent: { [self] in if !cache.isReady(settings) { makeHost(settings) } }, icons: layout.icons)
    }

    public func onVersionChange(_ handler: @escaping @Sendable (UInt64) -> Void) {
        cache.onVersionChange(handler)
    }

    /// The widget as last drawn from its timeline; the first request of new settings waits for the first ones.
    ///
    /// Answered from the cache without the main actor once the settings have settled: a wait for the main
    /// actor on every fragment (a thread hop and a host's idle check) cost 3–4× the server's CPU per request.
    /// Like `/changes`, a fragment asked for while other widgets still reload after a tap is the one drawn so
    /// far; `/changes?settle=1` is the way to wait for them.
    public func widgetHTML(instance: WidgetInstanceID, settings: PageSettings) async throws -> String {
        try checkInstance(instance)
        if let html = cache.settledHTML(settings, instance) { return html }
        try await settle(settings)
        return cache.html(settings, instance) ?? ""
    }

    public func changes(since: UInt64, settle: Bool, settings: PageSettings) async throws -> WidgetChanges {
        if settle { try await self.settle(settings) } else { try await ensureHost(settings) }
        // Every page asks twice a second: another server's layout change shows as soon.
        try await followStoredLayout()
        let changes = cache.changes(since: since, settings: settings, instances: layout.all.map(\.instance))
        return WidgetChanges(
            version: changes.version, instances: changes.html, layout: changes.layoutChanged ? slots(settings) : nil,
            tasksChanged: changes.tasksChanged, icons: changes.layoutChanged ? layout.icons : nil)
    }

    public func performIntent(
        archive: String, instance: WidgetInstanceID, settings: PageSettings
    ) async throws -> String {
        try checkInstance(instance)
        let host = try await host(settings)
        let html = try await perform(archive, in: instance, of: host)
        // The intent's change was synced while its widget redrew; it is answered once it is on disk.
        try store.waitUntilDurable()
        return html
    }

    // MARK: HomeScreenEditingBackend

    public func gallery(settings: PageSettings) async throws -> [GalleryKind] {
        let host = try await host(settings)
        let families = layout.placedFamilies
        let icons = layout.icons ?? .standard
        var result: [GalleryKind] = []
        for kind in await host.kinds {
            var previews: [GalleryKind.Preview] = []
            for family in kind.supportedFamilies where settings.families.contains(family) {
                guard let html = await host.previewHTML(kind: kind.kind, family: family) else { continue }
                let refusal = ScreenLimits.refusal(adding: family, to: families, icons: icons)
                previews.append(.init(family: family, html: html, refusal: refusal))
            }
            result.append(
                GalleryKind(
                    kind: kind.kind, displayName: kind.displayName, description: kind.description, previews: previews))
        }
        // iOS's Smart Stack first: in each Home Screen size that two kinds or more have, pictured by the first.
        let stackPreviews = [WidgetFamily.systemSmall, .systemMedium, .systemLarge].compactMap { family in
            let found = result.flatMap { $0.previews.filter { $0.family == family } }
            return found.count >= 2 ? found[0] : nil
        }
        if !stackPreviews.isEmpty {
            result.insert(
                GalleryKind(
                    kind: GalleryKind.smartStack, displayName: "Smart Stack", description: "", previews: stackPreviews),
                at: 0)
        }
        return result
    }

    public func changeLayout(_ change: LayoutChange, settings: PageSettings) async throws -> [WidgetSlot] {
        // Each change is applied to the layout as stored (another server may have changed it), in one
        // transaction, and answered once it is on disk; the hosts then show what is stored.
        let difference: LayoutStore.Difference
        switch change {
        case .add(let kind, let family):
            let host = try await host(settings)
            guard let info = await host.kinds.first(where: { $0.kind == kind }) else {
                throw HTTPError.badRequest("unknown widget kind")
            }
            guard info.supportedFamilies.contains(family), settings.families.contains(family) else {
                throw HTTPError.badRequest("unsupported family")
            }
            // Against the layout as this server last read it: another server's add in between can still
            // overfill a screen by one widget.
            if let refusal = ScreenLimits.refusal(
                adding: family, to: layout.placedFamilies, icons: layout.icons ?? .standard)
            {
                throw HTTPError(409, refusal)
            }
            let instance = layout.makeInstanceID()
            difference = try layoutCall { try $0.append(LiveSlot(instance: instance, kind: kind, family: family)) }
        case .remove(let instance):
            // A widget (in a stack or not), or a whole Smart Stack by its id.
            if !layout.entries.contains(where: { $0.id == instance }) { try checkInstance(instance) }
            difference = try layoutCall { try $0.remove(instance) }
        case .move(let instance, let index):
            guard layout.entries.contains(where: { $0.id == instance }) else {
                try checkInstance(instance)
                throw HTTPError.badRequest("a widget in a stack moves with its stack")
            }
            difference = try layoutCall { try $0.move(instance, to: index) }
        case .arrangeIcons(let icons):
            if let problem = icons.problem() { throw problem }
            difference = try layoutCall { try $0.setIcons(icons) }
        case .stack(let instance, let target):
            let newStack = layout.makeInstanceID(prefix: "s")
            difference = try layoutCall {
                try $0.changeStacks { try $0.stack(instance, onto: target, newStack: newStack) }
            }
        case .unstack(let instance):
            difference = try layoutCall { try $0.changeStacks { try $0.unstack(instance) } }
        case .moveInStack(let instance, let index):
            difference = try layoutCall { try $0.changeStacks { try $0.moveInStack(instance, to: index) } }
        case .showInStack(let instance):
            difference = try layoutCall { try $0.changeStacks { try $0.show(instance) } }
        case .addStack(let family):
            let host = try await host(settings)
            guard LiveStack.canStack(family), settings.families.contains(family) else {
                throw HTTPError.badRequest("only Home Screen widgets stack")
            }
            let kinds = await host.kinds.filter { $0.supportedFamilies.contains(family) }.prefix(LiveStack.maxMembers)
            guard kinds.count >= 2 else { throw HTTPError.badRequest("fewer than two widgets have this size") }
            if let refusal = ScreenLimits.refusal(
                adding: family, to: layout.placedFamilies, icons: layout.icons ?? .standard)
            {
                throw HTTPError(409, refusal)
            }
            let members = kinds.map { LiveSlot(instance: layout.makeInstanceID(), kind: $0.kind, family: family) }
            let stack = LiveStack(id: layout.makeInstanceID(prefix: "s"), members: members, shown: 0)
            difference = try layoutCall { try $0.changeStacks { $0.entries.append(.stack(stack)) } }
        }
        try await follow(difference)
        cache.layoutDidChange()
        return slots(settings)
    }

    public func configuration(
        instance: WidgetInstanceID, settings: PageSettings
    ) async throws -> WidgetConfigurationSchema {
        let slot = try checkInstance(instance)
        let host = try await host(settings)
        let info = await host.kinds.first { $0.kind == slot.kind }
        var schema =
            try await host.configurationSchemaWithOptions(of: instance)
            ?? WidgetConfigurationSchema(kind: slot.kind, intent: "", title: "", parameters: [])
        // The sheet is titled with the widget, as iOS's is.
        schema.title = info?.displayName ?? slot.kind
        schema.description = info?.description ?? ""
        return schema
    }

    public func saveConfiguration(
        instance: WidgetInstanceID, values: [String: ConfigurationValue], settings: PageSettings
    ) async throws -> String {
        try checkInstance(instance)
        let host = try await host(settings)
        for other in await pool.all() { try await other.setConfiguration(values: values, for: instance) }
        let configuration = await host.configuration(of: instance)
        try await follow(try layoutCall { try $0.setConfiguration(configuration, of: instance) })
        return await host.html(of: instance) ?? ""
    }

    // MARK: AppTasksBackend

    public func tasks(settings: PageSettings) async throws -> AppTaskList {
        let items = try await panel.tasks()
        return AppTaskList(tasks: items.map(Self.appTask), priorities: Self.priorityChoices(locale: settings.locale))
    }

    public func addTask(_ draft: TaskDraft) async throws -> AppTask {
        let item = try await panel.add(draft)
        try await reloadAfterChange()
        return Self.appTask(item)
    }

    public func updateTask(id: UUID, _ patch: TaskPatch) async throws -> AppTask {
        let item = try await panel.update(id, patch)
        try await reloadAfterChange()
        return Self.appTask(item)
    }

    public func deleteTask(id: UUID) async throws {
        try await panel.delete(id)
        try await reloadAfterChange()
    }

    public func moveTask(id: UUID, to index: Int) async throws {
        try await panel.move(id, to: index)
        try await reloadAfterChange()
    }

    // MARK: Hosts and cache

    /// The host of `settings`, created with the layout when first needed.
    @MainActor
    private func host(_ settings: PageSettings) async throws -> WidgetHost {
        try MainThreadRequirement.check()
        let cache = self.cache
        let drawnIntents = self.drawnIntents
        let host = await pool.host(
            for: settings, layout: { [layout] in layout.all },
            onChange: { settings, id, host in
                guard let html = host.html(of: id) else { return }
                cache.record(settings, id, html)
                drawnIntents.record(id, intents: host.drawnIntents(of: id))
            },
            // Widgets redraw after another process's change, but one no widget shows (a task past the rows a
            // widget has room for) changes no drawing: the app panel must still hear of it.
            onDataChangedElsewhere: { cache.tasksDidChange() })
        let configurable = Set(host.kinds.filter(\.isConfigurable).map(\.kind))
        configurableKinds.withLock { $0 = configurable }
        let names = Dictionary(host.kinds.map { ($0.kind, $0.displayName) }) { first, _ in first }
        kindNames.withLock { $0[settings.locale] = names }
        return host
    }

    /// Waits until every widget of `settings` has drawn a first timeline.
    @MainActor
    private func waitForFirstTimelines(_ settings: PageSettings) async throws {
        let host = try await host(settings)
        if host.instanceIDs.contains(where: { host.timelineLoadCount(of: $0) == 0 }) { await host.waitUntilIdle() }
    }

    /// Performs a tapped intent in `host` and returns the widget's new HTML. As on iOS, only an intent the
    /// widget shows can be performed (see ``DrawnIntents``): never the configuration intent, which no widget
    /// draws, nor a row the widget does not show.
    @MainActor
    private func perform(_ archive: String, in id: WidgetInstanceID, of host: WidgetHost) async throws -> String {
        // A widget that has not loaded its first timeline yet shows its placeholder, which has no controls: a
        // tap that arrives then (a client that knew the intent) is checked against what it then draws.
        if host.timelineLoadCount(of: id) == 0 { await host.waitUntilIdle() }
        guard drawnIntents.shows(archive, in: id, current: host.drawnIntents(of: id)) else {
            throw HTTPError(403, "the widget does not show this intent")
        }
        // The tapped widget is redrawn when `perform` returns, and the intent's WidgetCenter request reloads the
        // others in every host of this process, as on iOS: the store watch need not reload them again.
        defer { storeDidChange() }
        do {
            _ = try await host.perform(archive: archive, in: id)
        } catch let error as WidgetHostError {
            throw error
        } catch let error as IntentArchiveError {
            throw error
        } catch {
            // The store's refusal keeps its answer (a full disk is 507); any other error of the intent's own
            // `perform()` is the tap's answer, in one line.
            throw HTTPError.answer(to: error) ?? HTTPError.badRequest(HTTPError.oneLine("intent failed: \(error)"))
        }
        return host.html(of: id) ?? ""
    }

    /// Makes sure the host of `settings` exists (its widgets drawn or loading) and its HTML is cached.
    private func ensureHost(_ settings: PageSettings) async throws {
        if cache.isReady(settings) { return }
        _ = try await host(settings)
        hostIsReady(settings)
    }

    /// Waits until the widgets of `settings` have drawn every reload asked for.
    private func settle(_ settings: PageSettings) async throws {
        try await ensureHost(settings)
        try await host(settings).waitUntilIdle()
        cache.markSettled(settings)
    }

    /// Starts making the host of `settings` on the main actor, without waiting for it.
    private func makeHost(_ settings: PageSettings) {
        Task { @MainActor [self] in
            do {
                _ = try await self.host(settings)
                self.hostIsReady(settings)
            } catch {
                // The page's next request fails with the same error (answered 500).
                FileHandle.standardError.write(Data("tasks serve: the widgets cannot be drawn: \(error)\n".utf8))
            }
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
        func widget(_ slot: LiveSlot, in stack: WidgetSlot.StackPlace? = nil) -> WidgetSlot {
            WidgetSlot(
                instance: slot.instance, kind: slot.kind, family: slot.family,
                html: cache.html(settings, slot.instance) ?? "", configurable: configurable.contains(slot.kind),
                displayName: names[slot.kind] ?? "", stack: stack)
        }
        return layout.entries.flatMap { entry -> [WidgetSlot] in
            switch entry {
            case .slot(let slot): [widget(slot)]
            case .stack(let stack):
                stack.members.enumerated().map { index, member in
                    widget(member, in: .init(id: stack.id, shown: index == stack.shown))
                }
            case .icons, .unknown: []
            }
        }
    }

    @discardableResult
    private func checkInstance(_ instance: WidgetInstanceID) throws -> LiveSlot {
        guard let slot = layout.slot(instance) else { throw HTTPError.notFound("unknown widget") }
        return slot
    }

    /// Runs a change of the layout store; a stored layout that cannot be read is a conflict.
    private func layoutCall(_ body: (LayoutStore) throws -> LayoutStore.Difference) throws -> LayoutStore.Difference {
        do {
            return try body(layout)
        } catch let error as LiveLayout.Unreadable {
            throw HTTPError(409, "the stored layout cannot be read: \(error)")
        }
    }

    /// Takes over a layout another server stored.
    private func followStoredLayout() async throws {
        let difference = try layoutCall { try $0.refresh() }
        // A change the hosts need not follow (an order, a stack, the icons) still changes the pages' layout.
        guard !difference.isEmpty || difference.rearranged else { return }
        try await follow(difference)
        cache.layoutDidChange()
    }

    /// Makes every host show the stored layout: the widgets it added, without those it removed, with the
    /// configurations it changed (another server's, or this one's own change once stored).
    private func follow(_ difference: LayoutStore.Difference) async throws {
        guard !difference.isEmpty else { return }
        for instance in difference.removed { cache.remove(instance) }
        await pool.show(difference)
    }

    /// Notes a change of the store made by this process (the widgets have been reloaded).
    private func storeDidChange() { cache.tasksDidChange() }

    /// Reloads every host after a change of the store and waits for it, then for the change to be on disk
    /// (synced meanwhile), before the change is reported done.
    private func reloadAfterChange() async throws {
        defer { storeDidChange() }
        await pool.reloadAll()
        try store.waitUntilDurable()
        // Another server's hosts on the store hear the change as they hear the `tasks` command's.
        WidgetCenter.recordReloadRequest(
            ofKind: nil, in: URL(fileURLWithPath: store.path).deletingLastPathComponent())
    }

    // MARK: Mapping

    /// The priorities, named as the widgets name them ("High"… from their String Catalog) in the page's language.
    static func priorityChoices(locale: PageLocale) -> [Choice] {
        TaskPriority.allCases.sorted().map { priority in
            let english = priority.rawValue.prefix(1).uppercased() + priority.rawValue.dropFirst()
            return Choice(
                value: priority.rawValue,
                title: StringCatalogs.localized(
                    key: english, table: nil, bundle: nil, arguments: [], locale: locale.locale,
                    isFormat: false))
        }
    }

    static func appTask(_ item: TaskItem) -> AppTask {
        AppTask(
            id: item.id, title: item.title, priority: item.priority.rawValue, dueDate: item.dueDate?.description,
            isCompleted: item.isCompleted, isSample: item.title.hasSuffix(SampleTasks.marker))
    }
}
