import Foundation

/// Identifies one installed widget in a `WidgetHost`.
public struct WidgetInstanceID: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The identifier as the web page and layout files spell it.
    public let rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}

/// Why a host refused a request.
public enum WidgetHostError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownKind(String)
    case unsupportedFamily(kind: String, family: WidgetFamily, device: String)
    case unknownInstance(WidgetInstanceID)
    case duplicateInstance(WidgetInstanceID)
    case notConfigurable(kind: String)
    case wrongConfigurationType(expected: String, got: String)
    case intentTimedOut(seconds: Double)
    case unknownConfigurationParameter(name: String, kind: String)
    case badConfigurationValue(name: String)

    public var description: String {
        switch self {
        case .unknownKind(let kind): return "unknown widget kind '\(kind)'"
        case .unsupportedFamily(let kind, let family, let device):
            return "widget '\(kind)' does not support \(family) on \(device)"
        case .unknownInstance(let id): return "no widget instance '\(id)'"
        case .duplicateInstance(let id): return "widget instance '\(id)' already exists"
        case .notConfigurable(let kind): return "widget '\(kind)' has no configuration intent"
        case .wrongConfigurationType(let expected, let got): return "configuration must be \(expected), not \(got)"
        case .intentTimedOut(let seconds): return "intent did not finish within \(CSS.number(seconds)) s"
        case .unknownConfigurationParameter(let name, let kind): return "\(kind) has no parameter '\(name)'"
        case .badConfigurationValue(let name): return "bad value for '\(name)'"
        }
    }
}

/// A widget kind of the bundle, as the widget gallery shows it.
public struct WidgetKindInfo: Hashable, Sendable {
    public let kind: String
    public let displayName: String
    public let description: String
    public let supportedFamilies: [WidgetFamily]
    /// Whether the widget has a configuration intent (an edit form).
    public let isConfigurable: Bool
}

/// Plays iOS for a widget bundle: installs widgets, asks providers for timelines, shows the entry current for
/// the clock, reloads on policy (within a daily budget), on `WidgetCenter` requests and after intents, and
/// performs the intents of tapped buttons and toggles.
@MainActor
public final class WidgetHost {
    /// Policy reloads allowed per instance in any 24 hours (iOS: 40–70 a day). WidgetCenter requests,
    /// configuration changes and reloads after an intent are not counted, as for an app in the foreground.
    public var dailyReloadBudget = 40
    /// The shortest time between a timeline and a policy reload of it (iOS waits about 5 minutes).
    public var minimumReloadInterval: TimeInterval = 300
    /// How long an intent may run before it is abandoned (iOS: about 30 seconds).
    public var intentTimeLimit: Duration = .seconds(30)
    /// The device whose widget sizes the host renders.
    public var device: WidgetDevice {
        didSet { redrawAll() }
    }
    /// The Home Screen's appearance.
    public var colorScheme: ColorScheme {
        didSet { redrawAll() }
    }
    /// How the Home Screen asks widgets to be drawn: full color, tinted, clear or vibrant (`WidgetAppearance`).
    package var appearance = WidgetAppearance.fullColor {
        didSet { redrawAll() }
    }
    /// The language and region widgets are drawn in (their String Catalog's translations).
    public var locale = Locale(identifier: "en") {
        didSet { redrawAll() }
    }
    /// Incremented each time an instance's HTML changes (for polling servers).
    public private(set) var changeCount = 0
    /// Called with the instance whose HTML changed.
    public var onChange: ((WidgetInstanceID) -> Void)?
    /// The intent types the host can rebuild from archives.
    public let registry = IntentRegistry()
    /// The shared data directory (reload requests, published configurations), if any.
    public let dataDirectory: URL?

    private let clock: any WidgetClock
    private let descriptors: [WidgetDescriptor]
    private var instances: [WidgetInstanceID: Instance] = [:]
    private var order: [WidgetInstanceID] = []
    private var nextID = 1
    private var streams: [UUID: AsyncStream<WidgetInstanceID>.Continuation] = [:]
    private var watcher: Task<Void, Never>?
    private var ticker: Task<Void, Never>?
    /// Instances whose tapped intent is running or being redrawn, with how many taps.
    private var tapped: [WidgetInstanceID: Int] = [:]
    /// Reloads WidgetCenter asked for during a tap, started once the tapped widget is drawn.
    private var deferredReloads: [WidgetInstanceID] = []
    /// The task that starts them, queued behind the tap's caller (which answers with the tapped widget).
    private var deferredStart: Task<Void, Never>?
    private var reloadsOffset: UInt64 = 0
    /// The inode of the reload file read so far: writers replace a full file with an empty one.
    private var reloadsInode: UInt64 = 0
    private nonisolated let published = PublishedWidgets()

    private final class Instance {
        let id: WidgetInstanceID
        let descriptor: WidgetDescriptor
        let family: WidgetFamily
        var configuration: String?
        var timeline: ErasedTimeline?
        var fetchedAt: Date?
        /// The index of the entry drawn (`nil`: the placeholder).
        var shownEntry: Int?
        var html = ""
        /// Whether `html` was drawn pending (a tapped intent running).
        var showsPending = false
        var pendingIntents = 0
        var generation = 0
        var loading: Task<Void, Never>?
        var countedReloads: [Date] = []
        var loadCount = 0

        init(id: WidgetInstanceID, descriptor: WidgetDescriptor, family: WidgetFamily) {
            self.id = id
            self.descriptor = descriptor
            self.family = family
        }
    }

    /// Creates a host for `bundle`, with a clock (tests pass a `ManualClock`) and the shared data directory
    /// through which `WidgetCenter` requests of other processes arrive.
    public init(
        bundle: some WidgetBundle, clock: some WidgetClock = SystemClock(), dataDirectory: URL? = nil,
        device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light
    ) {
        self.clock = clock
        self.dataDirectory = dataDirectory
        self.device = device
        self.colorScheme = colorScheme
        descriptors = bundle.widgetDescriptors
        for descriptor in descriptors {
            if let intent = descriptor.configurationIntent { registry.register(intent) }
        }
        WidgetCenter.shared.addObserver(published)
        published.host = self
        if let dataDirectory { startWatchingReloads(in: dataDirectory) }
    }

    // MARK: Kinds and instances

    /// The widget kinds of the bundle.
    public var kinds: [WidgetKindInfo] {
        var environment = EnvironmentValues()
        environment.locale = locale
        let context = RenderContext(environment: environment)
        return descriptors.map {
            WidgetKindInfo(
                kind: $0.kind, displayName: $0.displayName.plainString(in: context),
                description: $0.description.plainString(in: context),
                supportedFamilies: $0.supportedFamilies.filter { device.size(for: $0) != nil },
                isConfigurable: $0.configurationIntent != nil)
        }
    }

    /// The installed instances, in the order they were added.
    public var instanceIDs: [WidgetInstanceID] { order }

    /// The kind and family of an instance.
    public func info(of id: WidgetInstanceID) -> (kind: String, family: WidgetFamily)? {
        instances[id].map { ($0.descriptor.kind, $0.family) }
    }

    /// Installs a widget: draws its placeholder at once, then asks its provider for a timeline.
    ///
    /// `configuration` is an intent archive (as from `configuration(of:)`); parameters it does not name keep
    /// their `@Parameter` defaults.
    @discardableResult
    public func addWidget(
        kind: String, family: WidgetFamily, configuration: String? = nil, id: WidgetInstanceID? = nil
    ) throws -> WidgetInstanceID {
        guard let descriptor = descriptors.first(where: { $0.kind == kind }) else {
            throw WidgetHostError.unknownKind(kind)
        }
        guard descriptor.supportedFamilies.contains(family), device.size(for: family) != nil else {
            throw WidgetHostError.unsupportedFamily(kind: kind, family: family, device: device.name)
        }
        let id = id ?? makeID()
        guard instances[id] == nil else { throw WidgetHostError.duplicateInstance(id) }
        let instance = Instance(id: id, descriptor: descriptor, family: family)
        if let intentType = descriptor.configurationIntent {
            instance.configuration = try Self.mergedConfiguration(
                type: intentType, current: nil, update: configuration)
        } else if configuration != nil {
            throw WidgetHostError.notConfigurable(kind: kind)
        }
        instances[id] = instance
        order.append(id)
        redraw(instance)
        publish()
        startLoad(instance, counted: false)
        return id
    }

    /// Removes an installed widget.
    public func removeWidget(_ id: WidgetInstanceID) {
        guard let instance = instances.removeValue(forKey: id) else { return }
        instance.loading?.cancel()
        order.removeAll { $0 == id }
        publish()
    }

    /// The current HTML fragment of an instance (one root `div.widget`).
    public func html(of id: WidgetInstanceID) -> String? { instances[id]?.html }

    /// How many timelines an instance has loaded (for tests and diagnostics).
    public func timelineLoadCount(of id: WidgetInstanceID) -> Int { instances[id]?.loadCount ?? 0 }

    /// The HTML of a kind in the widget gallery: the provider's snapshot (`isPreview`) with the default
    /// configuration.
    public func previewHTML(kind: String, family: WidgetFamily) async -> String? {
        guard let descriptor = descriptors.first(where: { $0.kind == kind }), let size = device.size(for: family)
        else { return nil }
        let context = TimelineProviderContext(family: family, isPreview: true, displaySize: size)
        let intent: (any AppIntent)? = descriptor.configurationIntent.map { $0.init() }
        let entry = await descriptor.provider.snapshot(for: UncheckedBox(intent), in: context)
        return render(
            descriptor: descriptor, family: family, entry: entry, isPlaceholder: false, classes: ["widget-preview"],
            id: nil)
    }

    // MARK: Changes

    /// A stream of the instances whose HTML changed, from now on.
    public func changes() -> AsyncStream<WidgetInstanceID> {
        let (stream, continuation) = AsyncStream.makeStream(of: WidgetInstanceID.self)
        let key = UUID()
        streams[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[key] = nil }
        }
        return stream
    }

    private func changed(_ id: WidgetInstanceID) {
        changeCount += 1
        onChange?(id)
        for continuation in streams.values { continuation.yield(id) }
    }

    // MARK: Time

    /// Brings every instance up to the clock: shows the current entry, and starts the policy reloads that are
    /// due and within budget. Returns when those reloads have finished.
    public func update() async {
        let now = clock.now
        for id in order {
            guard let instance = instances[id] else { continue }
            // Only a new current entry needs drawing; the rest of the HTML depends on nothing time-related.
            if currentEntryIndex(of: instance) != instance.shownEntry { redraw(instance) }
            if instance.loading == nil, let due = policyReloadDate(of: instance, now: now), due <= now {
                instance.countedReloads.append(now)
                startLoad(instance, counted: true)
            }
        }
        await waitUntilIdle()
    }

    /// The date an instance's timeline policy asks to be reloaded, pushed back while the budget is spent.
    public func nextPolicyReload(of id: WidgetInstanceID) -> Date? {
        instances[id].flatMap { policyReloadDate(of: $0, now: clock.now) }
    }

    private func policyReloadDate(of instance: Instance, now: Date) -> Date? {
        guard let timeline = instance.timeline, let fetchedAt = instance.fetchedAt else { return nil }
        let earliest = fetchedAt + minimumReloadInterval
        var due: Date
        switch timeline.policy.kind {
        case .never: return nil
        case .atEnd: due = max(timeline.entries.last?.date ?? fetchedAt, earliest)
        case .after(let date): due = max(date, earliest)
        }
        let day: TimeInterval = 86_400
        instance.countedReloads.removeAll { $0 <= now - day }
        if instance.countedReloads.count >= dailyReloadBudget, let oldest = instance.countedReloads.first {
            due = max(due, oldest + day)
        }
        return due
    }

    /// Runs `update()` every second on the real clock (the web server calls this once).
    public func start() {
        guard ticker == nil else { return }
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                guard let self else { return }
                await self.update()
            }
        }
    }

    /// Stops the ticker and the watch on the data directory.
    public func stop() {
        ticker?.cancel()
        ticker = nil
        watcher?.cancel()
        watcher = nil
    }

    // MARK: Reloads

    /// Reloads the timelines of every instance of `kind` (or all, when nil), as `WidgetCenter` asks; returns
    /// when they are drawn.
    public func reloadTimelines(ofKind kind: String?) async {
        for id in order {
            guard let instance = instances[id], kind == nil || instance.descriptor.kind == kind else { continue }
            startLoad(instance, counted: false)
        }
        await waitUntilIdle()
    }

    /// Waits until no timeline is loading.
    public func waitUntilIdle() async {
        while true {
            if let start = deferredStart {
                await start.value
                continue
            }
            guard let task = instances.values.lazy.compactMap(\.loading).first else { return }
            await task.value
        }
    }

    private func startLoad(_ instance: Instance, counted: Bool) {
        instance.generation += 1
        let generation = instance.generation
        let provider = instance.descriptor.provider
        let context = providerContext(for: instance)
        let intent = UncheckedBox(configurationIntent(of: instance))
        instance.loading = Task { [weak self] in
            let timeline = await provider.timeline(for: intent, in: context)
            guard let self, instance.generation == generation else { return }
            instance.loading = nil
            instance.loadCount += 1
            let sorted = timeline.entries.enumerated().sorted {
                ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
            }.map(\.element)
            instance.timeline = ErasedTimeline(entries: sorted, policy: timeline.policy)
            instance.fetchedAt = self.clock.now
            if self.instances[instance.id] === instance { self.redraw(instance) }
        }
    }

    private func providerContext(for instance: Instance) -> TimelineProviderContext {
        TimelineProviderContext(
            family: instance.family, isPreview: false,
            displaySize: device.size(for: instance.family) ?? .zero)
    }

    // MARK: Drawing

    private func makeID() -> WidgetInstanceID {
        while instances[WidgetInstanceID("w\(nextID)")] != nil { nextID += 1 }
        defer { nextID += 1 }
        return WidgetInstanceID("w\(nextID)")
    }

    private func redrawAll() {
        for id in order { if let instance = instances[id] { redraw(instance) } }
    }

    /// The index of the entry to show: the last one whose date has come, else the first (`nil`: placeholder).
    private func currentEntryIndex(of instance: Instance) -> Int? {
        guard let entries = instance.timeline?.entries, !entries.isEmpty else { return nil }
        let now = clock.now
        return entries.lastIndex { $0.date <= now } ?? 0
    }

    /// Renders the entry current for the clock (or the placeholder), pending while a tapped intent runs.
    private func redraw(_ instance: Instance) {
        let index = currentEntryIndex(of: instance)
        instance.shownEntry = index
        let entry = index.flatMap { instance.timeline?.entries[$0] }
        instance.showsPending = instance.pendingIntents > 0
        let html = render(
            descriptor: instance.descriptor, family: instance.family,
            entry: entry ?? instance.descriptor.provider.placeholder(in: providerContext(for: instance)),
            isPlaceholder: entry == nil, isPending: instance.showsPending, id: instance.id)
        guard html != instance.html else { return }
        instance.html = html
        changed(instance.id)
    }

    private func render(
        descriptor: WidgetDescriptor, family: WidgetFamily, entry: ErasedEntry, isPlaceholder: Bool,
        isPending: Bool = false, classes: [String] = [], id: WidgetInstanceID?
    ) -> String {
        var options = WidgetFrame.Options()
        options.contentMarginsDisabled = descriptor.contentMarginsDisabled
        options.containerBackgroundRemovable = descriptor.containerBackgroundRemovable
        options.appearance = appearance
        options.registry = registry
        options.locale = locale
        options.classes = classes
        options.isPending = isPending
        if let id { options.attributes.append(("data-instance", id.rawValue)) }
        options.attributes.append(("data-kind", descriptor.kind))
        if isPlaceholder {
            options.classes.append("widget-placeholder")
            // WidgetKit draws placeholder entries redacted, whatever the view asks for.
            options.environmentTransform = { $0.redactionReasons.insert(.placeholder) }
        }
        let node = WidgetFrame.node(
            of: descriptor.content.view(for: entry.value), family: family, device: device, colorScheme: colorScheme,
            options: options)
        return HTMLWriter.html([node])
    }

    // MARK: Intents

    /// Registers an intent type, so that archives of it can be performed before a widget has shown it.
    public func register(_ type: any AppIntent.Type) {
        registry.register(type)
    }

    /// Performs an archived intent tapped in an instance: rebuilds it, marks the widget pending while it runs
    /// (at most `intentTimeLimit`), then reloads that widget's timeline (not counted against the budget) and
    /// redraws. Errors of the intent are rethrown after the reload.
    @discardableResult
    public func perform(archive: String, in id: WidgetInstanceID) async throws -> any IntentResult {
        guard let instance = instances[id] else { throw WidgetHostError.unknownInstance(id) }
        let intent = try registry.intent(from: archive)
        instance.pendingIntents += 1
        tapped[id, default: 0] += 1
        // The marker is drawn while the intent starts on the cooperative pool (it only has to be there before
        // the reload after the intent, which runs on this actor).
        let outcome = await Self.run(intent, limit: intentTimeLimit) {
            if instance.pendingIntents == 1 { redraw(instance) }
        }
        instance.pendingIntents -= 1
        if instances[id] === instance {
            // One reload after the tap, as iOS does, and the tapped widget first: reloads the intent asked
            // WidgetCenter for wait until it is drawn (see widgetCenterRequested).
            startLoad(instance, counted: false)
            while let loading = instance.loading { await loading.value }
            // The reload redraws the widget, which also drops the pending marker.
            if instance.pendingIntents == 0 && instance.showsPending { redraw(instance) }
        }
        tapped[id, default: 1] -= 1
        if tapped[id] == 0 { tapped[id] = nil }
        if tapped.isEmpty && !deferredReloads.isEmpty && deferredStart == nil {
            deferredStart = Task { self.startDeferredReloads() }
        }
        return try outcome.get()
    }

    /// Runs an intent with a time limit; an intent that overruns is cancelled and abandoned. The limit is kept
    /// by the shared `IntentWatchdog`, not by a timer task per run.
    private static func run(
        _ intent: any AppIntent, limit: Duration, whileStarting: () -> Void
    ) async -> Result<any IntentResult, any Error> {
        await withCheckedContinuation { continuation in
            let run = IntentRun(continuation: continuation, limit: limit)
            // Detached: `perform()` is nonisolated, so a main-actor task would only hop off and back again.
            run.start(
                Task.detached {
                    do {
                        run.finish(.success(try await intent.perform()))
                    } catch {
                        run.finish(.failure(error))
                    }
                })
            IntentWatchdog.shared.watch(run)
            whileStarting()
        }
    }

    // MARK: Configuration

    /// The archived configuration intent of an instance (`nil` for static widgets).
    public func configuration(of id: WidgetInstanceID) -> String? { instances[id]?.configuration }

    /// Changes some or all configuration parameters of an instance (an archive of its configuration intent;
    /// unnamed parameters keep their values), then reloads its timeline.
    public func setConfiguration(_ archive: String, for id: WidgetInstanceID) async throws {
        guard let instance = instances[id] else { throw WidgetHostError.unknownInstance(id) }
        guard let intentType = instance.descriptor.configurationIntent else {
            throw WidgetHostError.notConfigurable(kind: instance.descriptor.kind)
        }
        instance.configuration = try Self.mergedConfiguration(
            type: intentType, current: instance.configuration, update: archive)
        publish()
        startLoad(instance, counted: false)
        await waitUntilIdle()
    }

    private static func mergedConfiguration(
        type: any WidgetConfigurationIntent.Type, current: String?, update: String?
    ) throws -> String {
        let intent = type.init()
        if let current {
            try IntentArchive.apply(try IntentArchive.parse(current).parameters, to: intent, requireAll: false)
        }
        if let update {
            let parsed = try IntentArchive.parse(update)
            let expected = IntentArchive.typeName(of: type)
            guard parsed.type == expected else {
                throw WidgetHostError.wrongConfigurationType(expected: expected, got: parsed.type)
            }
            try IntentArchive.apply(parsed.parameters, to: intent, requireAll: false)
        }
        return IntentArchive.archive(any: intent)
    }

    private func configurationIntent(of instance: Instance) -> (any AppIntent)? {
        guard let type = instance.descriptor.configurationIntent else { return nil }
        let intent = type.init()
        if let archive = instance.configuration, let parsed = try? IntentArchive.parse(archive) {
            try? IntentArchive.apply(parsed.parameters, to: intent, requireAll: false)
        }
        return intent
    }

    /// The configuration of a kind, with its defaults (nil for a static widget).
    public func configurationSchema(for kind: String) -> WidgetConfigurationSchema? {
        guard let descriptor = descriptors.first(where: { $0.kind == kind }),
            let type = descriptor.configurationIntent
        else { return nil }
        return schema(kind: kind, intent: type.init())
    }

    /// The configuration of an instance, with its current values (nil for a static widget).
    public func configurationSchema(of id: WidgetInstanceID) -> WidgetConfigurationSchema? {
        guard let instance = instances[id], let intent = configurationIntent(of: instance) else { return nil }
        return schema(kind: instance.descriptor.kind, intent: intent)
    }

    /// Changes some configuration parameters of an instance, each checked against its schema (an `AppEnum`
    /// case, a Bool, a number within its range…), then reloads its timeline; the others keep their values.
    public func setConfiguration(values: [String: ConfigurationValue], for id: WidgetInstanceID) async throws {
        guard let instance = instances[id] else { throw WidgetHostError.unknownInstance(id) }
        guard let schema = configurationSchema(of: id) else {
            throw WidgetHostError.notConfigurable(kind: instance.descriptor.kind)
        }
        try await setConfiguration(schema.archive(values), for: id)
    }

    /// The schema's titles are in the host's locale, like the rest of what it shows.
    private func schema(kind: String, intent: any AppIntent) -> WidgetConfigurationSchema {
        let type = Swift.type(of: intent)
        return WidgetConfigurationSchema(
            kind: kind, intent: IntentArchive.typeName(of: type), title: type.title.resolved(locale: locale),
            description: type.description?.descriptionText.resolved(locale: locale),
            parameters: IntentArchive.parameters(of: intent).map {
                $0.parameter.schema(name: $0.name, locale: locale)
            })
    }

    // MARK: WidgetCenter

    private func publish() {
        let widgets = order.compactMap { id -> WidgetCenter.PublishedWidget? in
            guard let instance = instances[id] else { return nil }
            return WidgetCenter.PublishedWidget(
                id: id.rawValue, kind: instance.descriptor.kind, family: "\(instance.family)",
                configuration: instance.configuration)
        }
        published.set(
            widgets.compactMap { widget in
                WidgetFamily(name: widget.family).map {
                    WidgetInfo(kind: widget.kind, family: $0, configurationArchive: widget.configuration)
                }
            })
        guard let dataDirectory else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(widgets) else { return }
        try? FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try? AtomicFile.write(data, to: dataDirectory.appendingPathComponent(WidgetCenter.configurationsFileName))
    }

    fileprivate func widgetCenterRequested(kind: String?) {
        for id in order {
            guard let instance = instances[id], kind == nil || instance.descriptor.kind == kind else { continue }
            if tapped[id] != nil { continue }  // reloaded by the tap itself, once its intent has run
            if !tapped.isEmpty {
                if !deferredReloads.contains(id) { deferredReloads.append(id) }
                continue
            }
            startLoad(instance, counted: false)
        }
    }

    /// Starts the reloads WidgetCenter asked for while a tapped widget was being redrawn.
    private func startDeferredReloads() {
        deferredStart = nil
        guard tapped.isEmpty else { return }  // another tap began: its end starts them
        let ids = deferredReloads
        deferredReloads = []
        for id in ids {
            if let instance = instances[id] { startLoad(instance, counted: false) }
        }
    }

    private var reloadsFile: URL? { dataDirectory?.appendingPathComponent(WidgetCenter.reloadsFileName) }

    /// Polls the reload file four times a second: a `stat` when nothing changed.
    private func startWatchingReloads(in directory: URL) {
        (reloadsInode, reloadsOffset) = fileIdentity(reloadsFile)
        watcher = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                guard let self else { return }
                self.checkReloadRequests()
            }
        }
    }

    /// The inode and size of a file, from one `stat` (zeros when there is none).
    private func fileIdentity(_ url: URL?) -> (inode: UInt64, size: UInt64) {
        var info = stat()
        guard let url, stat(url.path, &info) == 0 else { return (0, 0) }
        return (UInt64(info.st_ino), UInt64(info.st_size))
    }

    /// Reads the reload requests appended since the last check (other processes' only; this process's
    /// `WidgetCenter` reached the host directly).
    package func checkReloadRequests() {
        guard let url = reloadsFile else { return }
        let (inode, size) = fileIdentity(url)
        if inode != reloadsInode || size < reloadsOffset {
            // A new file (the old one grew too long and was replaced): read it from the start.
            reloadsInode = inode
            reloadsOffset = 0
        }
        guard size > reloadsOffset, let handle = try? FileHandle(forReadingFrom: url) else { return }
        defer { try? handle.close() }
        try? handle.seek(toOffset: reloadsOffset)
        let data = (try? handle.read(upToCount: Int(size - reloadsOffset))) ?? Data()
        guard let lastNewline = data.lastIndex(of: UInt8(ascii: "\n")) else { return }
        reloadsOffset += UInt64(lastNewline - data.startIndex + 1)
        let ownPID = "\(ProcessInfo.processInfo.processIdentifier)"
        for line in String(decoding: data[...lastNewline], as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0] != ownPID else { continue }
            if parts[1] == "*" {
                widgetCenterRequested(kind: nil)
            } else if parts[1].hasPrefix("kind:") {
                widgetCenterRequested(kind: String(parts[1].dropFirst(5)))
            }
        }
    }
}

/// What the host shows `WidgetCenter`, readable from any thread.
private final class PublishedWidgets: WidgetCenterObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var widgets: [WidgetInfo] = []
    weak var host: WidgetHost?
    /// Kinds asked for (nil: all) and not yet handed to the host; one main-actor task hands over a burst of
    /// requests (an intent asks once per task widget kind).
    private var requested: [String?] = []

    func set(_ widgets: [WidgetInfo]) {
        lock.lock()
        self.widgets = widgets
        lock.unlock()
    }

    func widgetCenterCurrentConfigurations() -> [WidgetInfo] {
        lock.lock()
        defer { lock.unlock() }
        return widgets
    }

    func widgetCenterRequestedReload(ofKind kind: String?) {
        lock.lock()
        let first = requested.isEmpty
        if !requested.contains(kind) { requested.append(kind) }
        lock.unlock()
        guard first else { return }
        Task { @MainActor in
            let (host, kinds) = self.lock.withLock {
                defer { self.requested = [] }
                return (self.host, self.requested)
            }
            for kind in kinds { host?.widgetCenterRequested(kind: kind) }
        }
    }
}

/// One intent run racing its time limit; the first to finish resumes the caller.
private final class IntentRun: @unchecked Sendable {
    let deadline: ContinuousClock.Instant
    let limit: Duration
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<any IntentResult, any Error>, Never>?
    private var task: Task<Void, Never>?
    private var timedOut = false

    init(continuation: CheckedContinuation<Result<any IntentResult, any Error>, Never>, limit: Duration) {
        self.continuation = continuation
        self.limit = limit
        deadline = .now + limit
    }

    /// Keeps the task performing the intent, to cancel it when the limit passes first.
    func start(_ work: Task<Void, Never>) {
        let expired = lock.withLock {
            task = work
            return timedOut
        }
        if expired { work.cancel() }
    }

    /// Resumes the caller with `result`, unless the limit passed first.
    func finish(_ result: Result<any IntentResult, any Error>) {
        let continuation = lock.withLock {
            defer { self.continuation = nil }
            return self.continuation
        }
        guard let continuation else { return }
        IntentWatchdog.shared.forget(self)
        continuation.resume(returning: result)
    }

    /// The limit passed: cancels the intent and resumes the caller with the time-out error.
    func expire() {
        let (continuation, task) = lock.withLock {
            defer {
                self.continuation = nil
                timedOut = true
            }
            return (self.continuation, self.task)
        }
        guard let continuation else { return }
        task?.cancel()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        continuation.resume(returning: .failure(WidgetHostError.intentTimedOut(seconds: seconds)))
    }
}

/// Keeps the time limits of all running intents with one dispatch timer on a queue of its own, set to the
/// earliest deadline. Not a task: an intent that blocks its thread (a synchronous call) may hold every thread
/// of the cooperative pool, and its limit must still end the tap.
private final class IntentWatchdog: @unchecked Sendable {
    static let shared = IntentWatchdog()

    private let lock = NSLock()
    private var runs: [ObjectIdentifier: IntentRun] = [:]
    /// When the timer fires next (nil: it is idle).
    private var wakeAt: ContinuousClock.Instant?
    private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "taskwidgets.intent-watchdog"))

    private init() {
        timer.setEventHandler { IntentWatchdog.shared.fire() }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
    }

    func watch(_ run: IntentRun) {
        lock.withLock {
            runs[ObjectIdentifier(run)] = run
            // A timer that fires before this deadline will see the run then.
            if let wakeAt, wakeAt <= run.deadline { return }
            wakeAt = run.deadline
            timer.schedule(deadline: Self.dispatchTime(run.deadline))
        }
    }

    func forget(_ run: IntentRun) {
        _ = lock.withLock { runs.removeValue(forKey: ObjectIdentifier(run)) }
    }

    private func fire() {
        let now = ContinuousClock.now
        let expired: [IntentRun] = lock.withLock {
            let expired = runs.values.filter { $0.deadline <= now }
            for run in expired { runs[ObjectIdentifier(run)] = nil }
            wakeAt = runs.values.map(\.deadline).min()
            timer.schedule(deadline: wakeAt.map(Self.dispatchTime) ?? .distantFuture)
            return expired
        }
        for run in expired { run.expire() }
    }

    private static func dispatchTime(_ instant: ContinuousClock.Instant) -> DispatchTime {
        let remaining = max(instant - ContinuousClock.now, .zero).components
        return .now()
            + .nanoseconds(Int(remaining.seconds) * 1_000_000_000 + Int(remaining.attoseconds / 1_000_000_000))
    }
}
