import Foundation

/// A widget the user has installed, as `WidgetCenter` reports it.
///
/// Unchecked `Sendable`, as Apple's with its `@preconcurrency` Intents import: `configuration` is an `INIntent`
/// made for this value alone (each `WidgetCenter` answer builds its own), so no two threads share one.
@preconcurrency
public struct WidgetInfo: @unchecked Sendable, CustomStringConvertible {
    /// The widget's kind.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily
    /// The widget's SiriKit configuration intent (the `INIntent` subclass of its `.intentdefinition` file, with
    /// the user's configured values), for a widget configured by `IntentConfiguration`; nil for any other.
    public let configuration: INIntent?
    /// The archived configuration intent, for configurable widgets.
    package let configurationArchive: String?
    /// The qualified name of the SiriKit intent class `configuration` is of.
    package let intentClass: String?

    /// `intentClass` is the qualified name of the `INIntent` subclass an `IntentConfiguration` widget is
    /// configured by (`String(reflecting:)`), which another process looks up to rebuild `configuration`.
    package init(kind: String, family: WidgetFamily, configurationArchive: String?, intentClass: String? = nil) {
        self.kind = kind
        self.family = family
        self.configurationArchive = configurationArchive
        self.intentClass = intentClass
        let type = intentClass.flatMap { NSClassFromString($0) as? INIntent.Type }
        configuration = type.flatMap { type in configurationArchive.flatMap { IntentArchive.inIntent($0, of: type) } }
    }

    /// The widget's configuration intent, if it is configured by one of type `Intent`.
    public func widgetConfigurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
    where Intent: WidgetConfigurationIntent {
        IntentArchive.intent(in: configurationArchive, of: intentType)
    }

    /// The same widget with a `configuration` of its own, for a list handed out more than once.
    package func withOwnConfiguration() -> WidgetInfo {
        WidgetInfo(kind: kind, family: family, configurationArchive: configurationArchive, intentClass: intentClass)
    }

    public var description: String { "WidgetInfo(\(kind), \(family))" }
}

extension WidgetInfo: Identifiable, Hashable, CustomDebugStringConvertible {
    /// The widget information itself.
    public var id: WidgetInfo { self }

    /// Equal when of the same kind and family with the same configured values (two `INIntent`s are compared by
    /// their values, not as objects).
    public static func == (a: WidgetInfo, b: WidgetInfo) -> Bool {
        a.kind == b.kind && a.family == b.family && a.configurationArchive == b.configurationArchive
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
        hasher.combine(configurationArchive)
    }

    public var debugDescription: String {
        "WidgetInfo(kind: \(kind), family: \(family), configuration: \(configurationArchive ?? "nil"))"
    }
}

/// Something that reloads widgets when `WidgetCenter` asks (a `WidgetHost` in this process).
package protocol WidgetCenterObserver: AnyObject, Sendable {
    /// A reload request: `kind` nil means every kind.
    func widgetCenterRequestedReload(ofKind kind: String?)
    /// The widgets installed in this observer.
    func widgetCenterCurrentConfigurations() -> [WidgetInfo]
    /// The controls added in this observer (`ControlCenter.currentControls()`).
    func widgetCenterCurrentControls() -> [ControlInfo]
}

extension WidgetCenterObserver {
    /// None: an observer that holds no controls.
    package func widgetCenterCurrentControls() -> [ControlInfo] { [] }
}

/// An object that contains a list of user-configured widgets and is used for reloading widget timelines.
///
/// On Linux a request reaches the `WidgetHost`s of this process directly, and hosts in other processes through
/// the shared data directory: the request is appended as one line to `<directory>/widget-reloads`
/// (`<pid> *` for all kinds, `<pid> kind:<kind>` for one), and hosts poll that file. Hosts publish their
/// installed widgets in `<directory>/widget-configurations.json` for `getCurrentConfigurations`.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared widget center.
    public static let shared = WidgetCenter()

    /// The file, in the data directory, that reload requests are appended to.
    package static let reloadsFileName = "widget-reloads"
    /// The file, in the data directory, that hosts publish their installed widgets in.
    package static let configurationsFileName = "widget-configurations.json"
    /// The file, in the data directory, that hosts publish their added controls in.
    package static let controlsFileName = "control-configurations.json"

    private let lock = NSLock()
    private var observers: [ObjectIdentifier: WeakObserver] = [:]
    private var explicitDirectory: URL?

    private struct WeakObserver {
        weak var observer: (any WidgetCenterObserver)?
        let domain: Domain?
    }

    /// The hosts a request reaches: those added in the domain the request is made in. A process is one domain
    /// (nil) unless code binds another; each host test binds its own, because every test target runs in one
    /// process and a test's `reloadAllTimelines()` (a sync in a server test) must not reload the widgets whose
    /// loads the tests beside it count.
    @TaskLocal package static var domain: Domain?

    /// One set of hosts and the requests that reach them.
    package struct Domain: Hashable, Sendable {
        private let id = UUID()
        package init() {}
    }

    private init() {}

    /// The shared data directory (the App Group container's stand-in): set by the process, else
    /// `$WIDGETKIT_DATA_DIR`, else none (requests then stay in this process).
    package var dataDirectory: URL? {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let explicitDirectory { return explicitDirectory }
            // getenv, not ProcessInfo's environment: that copies every variable into a dictionary on each call,
            // and every reload request asks.
            guard let value = getenv("WIDGETKIT_DATA_DIR") else { return nil }
            let path = String(cString: value)
            return path.isEmpty ? nil : URL(fileURLWithPath: path, isDirectory: true)
        }
        set {
            lock.lock()
            explicitDirectory = newValue
            lock.unlock()
        }
    }

    /// Adds an observer to the domain it is added in (see `domain`).
    package func addObserver(_ observer: any WidgetCenterObserver, domain: Domain? = WidgetCenter.domain) {
        lock.lock()
        observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer, domain: domain)
        lock.unlock()
    }

    package func removeObserver(_ observer: any WidgetCenterObserver) {
        lock.lock()
        observers[ObjectIdentifier(observer)] = nil
        lock.unlock()
    }

    /// The observers of the caller's domain.
    private var liveObservers: [any WidgetCenterObserver] {
        let domain = Self.domain
        lock.lock()
        defer { lock.unlock() }
        var live: [any WidgetCenterObserver] = []
        var gone = false
        for entry in observers.values {
            guard let observer = entry.observer else {
                gone = true
                continue
            }
            if entry.domain == domain { live.append(observer) }
        }
        // Rebuilt only when a host has gone: an intent asks once per kind, four times a tap.
        if gone { observers = observers.filter { $0.value.observer != nil } }
        return live
    }

    /// Reloads the timelines of all widgets of a kind.
    public func reloadTimelines(ofKind kind: String) {
        request(kind: kind)
    }

    /// Reloads the timelines of all widgets.
    public func reloadAllTimelines() {
        request(kind: nil)
    }

    /// Invalidates the configuration recommendations of the app's widgets (nothing to drop here: the host asks a
    /// provider for its recommendations each time it lists them).
    public func invalidateConfigurationRecommendations() {}

    private func request(kind: String?) {
        if let scoped = Self.scopedObserver {
            scoped.widgetCenterRequestedReload(ofKind: kind)
            return
        }
        for observer in liveObservers { observer.widgetCenterRequestedReload(ofKind: kind) }
        guard let directory = dataDirectory else { return }
        Self.recordReloadRequest(ofKind: kind, in: directory)
    }

    /// Appends a reload request for the hosts of other processes watching `directory`.
    package static func recordReloadRequest(ofKind kind: String?, in directory: URL) {
        let line = "\(ProcessInfo.processInfo.processIdentifier) " + (kind.map { "kind:\($0)" } ?? "*") + "\n"
        append(line, to: directory.appendingPathComponent(reloadsFileName))
    }

    /// How long the reload file may grow before a writer starts a new one.
    package static let reloadsFileLimit = 64 * 1024

    /// Appends with `O_APPEND` in one `write`, so lines from several processes never interleave. A file
    /// past `reloadsFileLimit` is replaced by a fresh one holding just this line; hosts notice the new
    /// inode and read it from the start.
    private static func append(_ line: String, to url: URL) {
        let path = url.path
        var descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        if descriptor < 0, errno == ENOENT {
            // The directory is made when missing, not before every request: that took 1.4 % of a tap's time.
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        }
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size >= reloadsFileLimit {
            let fresh = url.deletingLastPathComponent().appendingPathComponent(
                ".\(reloadsFileName)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
            if FileManager.default.createFile(atPath: fresh.path, contents: Data(line.utf8)),
                rename(fresh.path, url.path) == 0
            {
                return
            }
            try? FileManager.default.removeItem(at: fresh)
        }
        var bytes = Array(line.utf8)
        _ = write(descriptor, &bytes, bytes.count)
    }

    /// Retrieves information about the user's installed widgets.
    @preconcurrency
    public func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {
        completion(Result { try currentInfos() })
    }

    /// The user's installed widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        try currentInfos()
    }

    /// The widgets of this process's hosts, else those another process published (none published: none
    /// installed); a published list that cannot be read is an error, not an empty list.
    private func currentInfos() throws -> [WidgetInfo] {
        if let scoped = Self.scopedObserver { return scoped.widgetCenterCurrentConfigurations() }
        let local = liveObservers.flatMap { $0.widgetCenterCurrentConfigurations() }
        if !local.isEmpty { return local }
        guard let directory = dataDirectory else { return [] }
        return try Self.publishedWidgets(in: directory)
    }

    /// The widgets another process's hosts published in `directory` (none published: none).
    package static func publishedWidgets(in directory: URL) throws -> [WidgetInfo] {
        let file = directory.appendingPathComponent(configurationsFileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let published = try JSONDecoder().decode([PublishedWidget].self, from: Data(contentsOf: file))
        return published.compactMap(\.info)
    }

    /// The controls of this process's hosts, else those another process published (as `currentInfos`).
    package func currentControlInfos() throws -> [ControlInfo] {
        if let scoped = Self.scopedObserver { return scoped.widgetCenterCurrentControls() }
        let local = liveObservers.flatMap { $0.widgetCenterCurrentControls() }
        if !local.isEmpty { return local }
        guard let directory = dataDirectory else { return [] }
        return try Self.publishedControls(in: directory)
    }

    /// The controls another process's hosts published in `directory` (none published: none).
    package static func publishedControls(in directory: URL) throws -> [ControlInfo] {
        let file = directory.appendingPathComponent(controlsFileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try JSONDecoder().decode([PublishedControl].self, from: Data(contentsOf: file)).map(\.info)
    }

    /// One added control as hosts publish it.
    package struct PublishedControl: Codable {
        package var id: String
        package var kind: String
        package var configuration: String?

        var info: ControlInfo { ControlInfo(id: id, kind: kind, configurationArchive: configuration) }
    }

    /// One installed widget as hosts publish it.
    package struct PublishedWidget: Codable {
        package var id: String
        package var kind: String
        package var family: String
        package var configuration: String?
        /// The qualified name of the SiriKit intent class an `IntentConfiguration` widget is configured by.
        package var intentClass: String?

        /// The widget as `WidgetCenter` reports it (nil when its family is unknown here).
        var info: WidgetInfo? {
            WidgetFamily(name: family).map {
                WidgetInfo(kind: kind, family: $0, configurationArchive: configuration, intentClass: intentClass)
            }
        }
    }
}
