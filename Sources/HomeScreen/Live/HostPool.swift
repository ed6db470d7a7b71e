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
    /// HTML changed, its placeholder first; `onDataChangedElsewhere` when another process asks WidgetCenter to
    /// reload (its change may show in no widget, yet the app panel's list changed).
    func host(
        for settings: PageSettings, layout: @escaping @Sendable () -> [LiveSlot],
        onChange: @escaping @MainActor (PageSettings, WidgetInstanceID, WidgetHost) -> Void,
        onDataChangedElsewhere: @escaping @MainActor () -> Void
    ) async -> WidgetHost {
        if let existing = hosts[settings] { return await existing.value }
        let task = Task { @MainActor in
            let host = WidgetHost(
                bundle: TaskWidgetBundle(), dataDirectory: dataDirectory, device: settings.device,
                colorScheme: settings.isDark ? .dark : .light)
            host.locale = settings.locale.locale
            host.appearance = settings.widgetAppearance
            host.onChange = { [weak host] id in
                guard let host else { return }
                onChange(settings, id, host)
            }
            host.onReloadRequestFromAnotherProcess = onDataChangedElsewhere
            for slot in layout() {
                do {
                    try host.addWidget(
                        kind: slot.kind, family: slot.family, configuration: slot.configuration,
                        id: slot.instance)
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

    /// Makes every host show a changed layout: the widgets added, without those removed, with the changed
    /// configurations; returns once every host has drawn them.
    func show(_ difference: LayoutStore.Difference) async {
        for host in await all() {
            for instance in difference.removed { host.removeWidget(instance) }
            for slot in difference.added {
                do {
                    try host.addWidget(
                        kind: slot.kind, family: slot.family, configuration: slot.configuration,
                        id: slot.instance)
                } catch {
                    // Another server's widget this build cannot draw: the slot stays empty.
                    FileHandle.standardError.write(
                        Data("tasks serve: widget \(slot.instance) left out: \(error)\n".utf8))
                }
            }
            for slot in difference.reconfigured {
                let id = slot.instance
                guard let archive = slot.configuration, archive != host.configuration(of: id) else { continue }
                do {
                    try await host.setConfiguration(archive, for: id)
                } catch {
                    // Another server's configuration this build refuses: the widget keeps the one it has.
                    let warning = "tasks serve: configuration of widget \(slot.instance) not applied: \(error)\n"
                    FileHandle.standardError.write(Data(warning.utf8))
                }
            }
        }
        for host in await all() { await host.waitUntilIdle() }
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
