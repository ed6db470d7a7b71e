import Foundation

/// Identifies one installed widget in a `WidgetHost`.
public struct WidgetInstanceID: Hashable, Sendable, CustomStringConvertible, Codable, CodingKeyRepresentable,
    ExpressibleByStringLiteral
{
    /// The identifier as the web page and layout files spell it.
    public let rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An identifier written in code (a standard layout's, a test's).
    public init(stringLiteral rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Encoded as its text, as files and the page spell it (not as an object with a `rawValue` key).
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// A dictionary keyed by instance is encoded as a JSON object, not as a list of pairs.
    public var codingKey: any CodingKey { Key(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        rawValue = codingKey.stringValue
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
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
    /// The locations each family is unsuited to (`disfavoredLocations(_:for:)`), where a gallery should not
    /// suggest it.
    public let disfavoredLocations: [WidgetFamily: Set<WidgetLocation>]
}

/// Plays iOS for a widget bundle: installs widgets, asks providers for timelines, shows the entry current for
/// the clock, reloads on policy (within a daily budget), on `WidgetCenter` requests and after intents, and
/// performs the intents of tapped buttons and toggles. This file holds the instances and their drawing; the
/// other jobs are in `WidgetHost+Timelines`, `+Intents`, `+Configuration` and `+WidgetCenter`.
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
    /// Called with the instance whose HTML changed (the host's one way of telling).
    public var onChange: ((WidgetInstanceID) -> Void)?
    /// Called when another process's `WidgetCenter` request arrives (its data changed), whether or not a
    /// drawing then changes: a change no widget shows is still a change of the app's data.
    package var onReloadRequestFromAnotherProcess: (() -> Void)?
    /// The intent types the host can rebuild from archives.
    public let registry = IntentRegistry()
    /// The shared data directory (reload requests, published configurations), if any.
    public let dataDirectory: URL?

    // The host's state, shared by its files along its seams (this one: instances and drawing;
    // +Timelines, +Intents, +Configuration, +WidgetCenter): internal, not private, within WidgetRuntime.
    let clock: any WidgetClock
    let descriptors: [WidgetDescriptor]
    /// The bundle's controls, and those added (+Controls).
    let controlDescriptors: [ControlDescriptor]
    var controls: [InstalledControl] = []
    var instances: [WidgetInstanceID: Instance] = [:]
    var order: [WidgetInstanceID] = []
    var nextID = 1
    var watcher: Task<Void, Never>?
    var ticker: Task<Void, Never>?
    /// Instances whose tapped intent is running or being redrawn, with how many taps.
    var tapped: [WidgetInstanceID: Int] = [:]
    /// Reloads WidgetCenter asked for during a tap, started once the tapped widget is drawn.
    var deferredReloads: [WidgetInstanceID] = []
    /// The task that starts them, queued behind the tap's caller (which answers with the tapped widget).
    var deferredStart: Task<Void, Never>?
    var reloadsOffset: UInt64 = 0
    /// The inode of the reload file read so far: writers replace a full file with an empty one.
    var reloadsInode: UInt64 = 0
    nonisolated let published = PublishedWidgets()
    /// The widgets as `WidgetCenter` reports them, readable from any thread.
    package nonisolated var installedWidgets: [WidgetInfo] { published.widgetCenterCurrentConfigurations() }
    /// Runs the widget's own code (providers, intents) in a scope of the embedder's: `WidgetTesting` gives them
    /// its virtual clock and its WidgetCenter there. Nil: they run as they are.
    package var taskScope: (any WidgetTaskScope)?
    /// Changes the environment of every rendering after the frame set it up (Dynamic Type, layout direction).
    package var environmentTransform: (@MainActor (inout EnvironmentValues) -> Void)?
    /// The `WidgetCenter` domain the host was made in: its intents ask WidgetCenter from it.
    let widgetCenterDomain = WidgetCenter.domain

    final class Instance {
        let id: WidgetInstanceID
        let descriptor: WidgetDescriptor
        let family: WidgetFamily
        var configuration: HeldConfiguration?
        var timeline: ErasedTimeline?
        var fetchedAt: Date?
        /// The index of the entry drawn (`nil`: the placeholder).
        var shownEntry: Int?
        var html = ""
        /// The archives of the intents `html` shows (its buttons' and toggles' `data-intent`).
        var intents: [String] = []
        /// Whether `html` was drawn pending (a tapped intent running).
        var showsPending = false
        var pendingIntents = 0
        var generation = 0
        var loading: Task<Void, Never>?
        var countedReloads: [Date] = []
        var loadCount = 0
        /// Whether its last drawing needed the layout engine (the next one then draws once, not twice).
        let layoutHint = LayoutHint()

        init(id: WidgetInstanceID, descriptor: WidgetDescriptor, family: WidgetFamily) {
            self.id = id
            self.descriptor = descriptor
            self.family = family
        }
    }

    /// Creates a host for `bundle`, with a clock (tests pass a `ManualClock`) and the shared data directory
    /// through which `WidgetCenter` requests of other processes arrive.
    public convenience init(
        bundle: some WidgetBundle, clock: some WidgetClock = SystemClock(), dataDirectory: URL? = nil,
        device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light
    ) {
        self.init(
            descriptors: bundle.widgetDescriptors, clock: clock, dataDirectory: dataDirectory, device: device,
            colorScheme: colorScheme, controls: bundle.controlDescriptors)
    }

    /// Creates a host for widget kinds; one that does not observe `WidgetCenter.shared` hears only the requests
    /// made in its `taskScope` (a `WidgetTester`'s host, kept apart from every other host of the process).
    package init(
        descriptors: [WidgetDescriptor], clock: some WidgetClock, dataDirectory: URL? = nil,
        device: WidgetDevice = .iPhone15Pro, colorScheme: ColorScheme = .light, observesWidgetCenter: Bool = true,
        controls: [ControlDescriptor] = []
    ) {
        self.clock = clock
        self.dataDirectory = dataDirectory
        self.device = device
        self.colorScheme = colorScheme
        self.descriptors = descriptors
        controlDescriptors = controls
        for descriptor in descriptors {
            if let intent = descriptor.configurationIntent { registry.register(intent) }
        }
        if observesWidgetCenter { WidgetCenter.shared.addObserver(published, domain: widgetCenterDomain) }
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
                isConfigurable: $0.configurationIntent != nil, disfavoredLocations: $0.disfavoredLocations)
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

    /// The archives of the intents the instance's drawing shows (its buttons and toggles), as a tap sends them:
    /// what iOS would perform for a tap on it.
    public func drawnIntents(of id: WidgetInstanceID) -> [String] { instances[id]?.intents ?? [] }

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
            id: nil
        ).html
    }

    // MARK: Changes

    func changed(_ id: WidgetInstanceID) { onChange?(id) }

    // MARK: Drawing

    func makeID() -> WidgetInstanceID {
        while instances[WidgetInstanceID("w\(nextID)")] != nil { nextID += 1 }
        defer { nextID += 1 }
        return WidgetInstanceID("w\(nextID)")
    }

    func redrawAll() {
        for id in order { if let instance = instances[id] { redraw(instance) } }
    }

    /// The index of the entry to show: the last one whose date has come, else the first (`nil`: placeholder).
    func currentEntryIndex(of instance: Instance) -> Int? {
        guard let entries = instance.timeline?.entries, !entries.isEmpty else { return nil }
        let now = clock.now
        return entries.lastIndex { $0.date <= now } ?? 0
    }

    /// Renders the entry current for the clock (or the placeholder), pending while a tapped intent runs.
    func redraw(_ instance: Instance) {
        let index = currentEntryIndex(of: instance)
        instance.shownEntry = index
        let entry = index.flatMap { instance.timeline?.entries[$0] }
        instance.showsPending = instance.pendingIntents > 0
        let drawing = render(
            descriptor: instance.descriptor, family: instance.family,
            entry: entry ?? instance.descriptor.provider.placeholder(in: providerContext(for: instance)),
            isPlaceholder: entry == nil, isPending: instance.showsPending, id: instance.id,
            layoutHint: instance.layoutHint)
        guard drawing.html != instance.html else { return }
        instance.html = drawing.html
        instance.intents = drawing.intents
        changed(instance.id)
    }

    func render(
        descriptor: WidgetDescriptor, family: WidgetFamily, entry: ErasedEntry, isPlaceholder: Bool,
        isPending: Bool = false, classes: [String] = [], id: WidgetInstanceID?, layoutHint: LayoutHint? = nil
    ) -> (html: String, intents: [String]) {
        var options = WidgetFrame.Options()
        options.layoutHint = layoutHint
        options.contentMarginsDisabled = descriptor.contentMarginsDisabled
        options.marginsNeedContainerBackground = true
        options.containerBackgroundRemovable = descriptor.containerBackgroundRemovable
        options.appearance = appearance
        options.registry = registry
        options.locale = locale
        options.classes = classes
        options.isPending = isPending
        if let id { options.attributes.append(("data-instance", id.rawValue)) }
        options.attributes.append(("data-kind", descriptor.kind))
        let transform = environmentTransform
        if isPlaceholder {
            options.classes.append("widget-placeholder")
            // WidgetKit draws placeholder entries redacted, whatever the view asks for.
            options.environmentTransform = {
                transform?(&$0)
                $0.redactionReasons.insert(.placeholder)
            }
        } else if let transform {
            options.environmentTransform = { transform(&$0) }
        }
        let node = WidgetFrame.node(
            of: descriptor.content.view(for: entry.value), family: family, device: device, colorScheme: colorScheme,
            options: options)
        return (HTMLWriter.html([node]), IntentControl.intents(in: node))
    }
}
