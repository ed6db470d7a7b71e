import Foundation
import WidgetRuntime

/// Each page settings' widget HTML as its host last drew it, with the version it changed at, and when the
/// layout and the tasks last changed: so that fragments and `GET /changes` are answered without the main
/// actor. Thread-safe.
final class WidgetCache: @unchecked Sendable {
    /// What `GET /changes?since=N` needs of the cache.
    struct Changes {
        var version: UInt64
        var html: [WidgetInstanceID: String]
        var layoutChanged: Bool
        var tasksChanged: Bool
    }

    private struct Entry {
        var html: String
        var version: UInt64
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var entries: [PageSettings: [WidgetInstanceID: Entry]] = [:]
    /// Settings whose host has drawn every instance once (their entries are complete).
    private var ready: Set<PageSettings> = []
    /// Settings whose host has been idle once since it was made: each widget then had drawn a first timeline,
    /// and every widget added later draws its first one before its add is answered (see `follow`).
    private var settled: Set<PageSettings> = []
    private var version: UInt64 = 1 {
        didSet { versionChanged?(version) }
    }
    private var versionChanged: (@Sendable (UInt64) -> Void)?
    private var layoutChangedAt: UInt64 = 0
    private var tasksChangedAt: UInt64 = 0

    /// Calls `handler` (with the lock held) each time the version moves.
    func onVersionChange(_ handler: @escaping @Sendable (UInt64) -> Void) {
        lock.withLock { versionChanged = handler }
    }

    /// The current change version (`GET /` starts the page's polling from it).
    var currentVersion: UInt64 { lock.withLock { version } }

    func isReady(_ settings: PageSettings) -> Bool { lock.withLock { ready.contains(settings) } }

    /// Marks the settings' host made; false when it already was.
    @discardableResult
    func markReady(_ settings: PageSettings) -> Bool { lock.withLock { ready.insert(settings).inserted } }

    /// A widget was redrawn. Widgets redraw when the tasks change (here or in another process, through
    /// WidgetCenter), so the app panel's list is reported changed too.
    func record(_ settings: PageSettings, _ instance: WidgetInstanceID, _ html: String) {
        lock.withLock {
            if entries[settings]?[instance]?.html == html { return }
            version += 1
            entries[settings, default: [:]][instance] = Entry(html: html, version: version)
            tasksChangedAt = version
        }
    }

    /// Notes that every widget of the settings has drawn a first timeline.
    func markSettled(_ settings: PageSettings) { lock.withLock { _ = settled.insert(settings) } }

    /// The instance's HTML as last drawn, once the settings have settled (nil before: it may be a placeholder).
    func settledHTML(_ settings: PageSettings, _ instance: WidgetInstanceID) -> String? {
        lock.withLock { settled.contains(settings) ? entries[settings]?[instance]?.html : nil }
    }

    /// The instance's HTML for the settings, as last drawn.
    func html(_ settings: PageSettings, _ instance: WidgetInstanceID) -> String? {
        lock.withLock { entries[settings]?[instance]?.html }
    }

    /// Forgets a removed instance's HTML in every settings.
    func remove(_ instance: WidgetInstanceID) {
        lock.withLock {
            for key in entries.keys { entries[key]?[instance] = nil }
        }
    }

    func layoutDidChange() {
        lock.withLock {
            version += 1
            layoutChangedAt = version
        }
    }

    func tasksDidChange() {
        lock.withLock {
            version += 1
            tasksChangedAt = version
        }
    }

    /// What changed after `since` for these settings, among `instances`; everything when `since` is not a
    /// version of this process (0, or later than the current one: the server restarted).
    func changes(since: UInt64, settings: PageSettings, instances: [WidgetInstanceID]) -> Changes {
        lock.withLock {
            let all = since > version || since == 0
            let drawn = entries[settings] ?? [:]
            var html: [WidgetInstanceID: String] = [:]
            for instance in instances {
                if let entry = drawn[instance], all || entry.version > since { html[instance] = entry.html }
            }
            return Changes(
                version: version, html: html, layoutChanged: all || layoutChangedAt > since,
                tasksChanged: all || tasksChangedAt > since)
        }
    }
}
