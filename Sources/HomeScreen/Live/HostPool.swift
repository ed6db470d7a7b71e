import Foundation
import TaskWidgets
import WidgetRuntime

/// The widget hosts of the live backend, one per page settings, created on first use with the current layout.
@MainActor
final class HostPool {
    private var hosts: [PageSettings: Task<WidgetHost, Never>] = [:]
    /// Where other processes' WidgetCenter requests arrive (`widget-reloads`): the store's directory.
    private let dataDirectory: URL?

    nonisolated init(dataDirectory: URL?) { self.dataDirectory = dataDirectory }

    /// The host for `settings`, created (with `layout`) when first asked for. As on iOS, a new widget shows
    /// its placeholder until its first timeline has loaded: the host returns at once, with its timelines
    /// loading (``WidgetHost/waitUntilIdle()`` waits for them). `onChange` is called with each instance whose
    /// HTML changed, its placeholder first.
    func host(
        for settings: PageSettings, layout: @escaping @Sendable () -> [LiveSlot],
        onChange: @escaping @MainActor (PageSettings, String, String) -> Void
    ) async -> WidgetHost {
        if let existing = hosts[settings] { return await existing.value }
        let task = Task { @MainActor in
            let host = WidgetHost(
                bundle: TaskWidgetBundle(), dataDirectory: dataDirectory, device: settings.device,
                colorScheme: settings.isDark ? .dark : .light)
            host.locale = Locale(identifier: settings.locale)
            host.appearance = settings.widgetAppearance
            host.onChange = { [weak host] id in
                guard let html = host?.html(of: id) else { return }
                onChange(settings, id.rawValue, html)
            }
            for slot in layout() {
                do {
                    try host.addWidget(
                        kind: slot.kind, family: slot.family, configuration: slot.configuration,
                        id: WidgetInstanceID(slot.instance))
                } catch {
                    // A layout slot this build cannot draw (a kind it lacks, a configuration it refuses):
                    // said once per host, and the slot stays empty rather than the server refusing to start.
                    let warning = "tasks serve: widget \(slot.instance) left out: \(error)\n"
                    FileHandle.standardError.write(Data(warning.utf8))
                }
            }
            host.start()
            return host
        }
        hosts[settings] = task
        return await task.value
    }

    /// Every host created so far.
    func all() async -> [WidgetHost] {
        var result: [WidgetHost] = []
        for task in hosts.values { result.append(await task.value) }
        return result
    }

    /// Reloads every timeline of every host (after the store changed).
    func reloadAll() async {
        for host in await all() { await host.reloadTimelines(ofKind: nil) }
    }

    /// Stops every host's ticker.
    func stopAll() async {
        for host in await all() { host.stop() }
    }
}
