import Foundation

// The WidgetCenter link: publishing the widgets, and reload requests from this and other processes.

extension WidgetHost {
    // MARK: WidgetCenter

    func publish() {
        let widgets = order.compactMap { id -> WidgetCenter.PublishedWidget? in
            guard let instance = instances[id] else { return nil }
            let siriKit = instance.descriptor.configurationIntent as? any SiriKitConfiguration.Type
            return WidgetCenter.PublishedWidget(
                id: id.rawValue, kind: instance.descriptor.kind, family: "\(instance.family)",
                configuration: instance.configuration?.archive,
                intentClass: siriKit.map { String(reflecting: $0.siriKitIntentType) })
        }
        published.set(widgets)
        guard let dataDirectory else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(widgets)
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
            try AtomicFile.write(data, to: dataDirectory.appendingPathComponent(WidgetCenter.configurationsFileName))
        } catch {
            // The app's `getCurrentConfigurations` would list stale widgets: said, not dropped.
            RuntimeWarning.print("the installed widgets could not be written for WidgetCenter: \(error)")
        }
    }

    func widgetCenterRequested(kind: String?) {
        for id in order {
            guard let instance = instances[id], kind == nil || instance.descriptor.kind == kind else { continue }
            // A tapped widget whose intent still runs is reloaded once it has run, which reads what this request
            // is about. One whose reload after its intent has started may have read the store before this
            // request's change (a second tap's): it is reloaded again, after the taps.
            if tapped[id] != nil && instance.pendingIntents > 0 { continue }
            if !tapped.isEmpty {
                if !deferredReloads.contains(id) { deferredReloads.append(id) }
                continue
            }
            startLoad(instance, counted: false)
        }
    }

    /// Starts the reloads WidgetCenter asked for while a tapped widget was being redrawn.
    func startDeferredReloads() {
        deferredStart = nil
        guard tapped.isEmpty else { return }  // another tap began: its end starts them
        let ids = deferredReloads
        deferredReloads = []
        for id in ids {
            if let instance = instances[id] { startLoad(instance, counted: false) }
        }
    }

    var reloadsFile: URL? { dataDirectory?.appendingPathComponent(WidgetCenter.reloadsFileName) }

    /// Polls the reload file four times a second: a `stat` when nothing changed.
    func startWatchingReloads(in directory: URL) {
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
    func fileIdentity(_ url: URL?) -> (inode: UInt64, size: UInt64) {
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
        var heardAnotherProcess = false
        defer { if heardAnotherProcess { onReloadRequestFromAnotherProcess?() } }
        for line in String(decoding: data[...lastNewline], as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0] != ownPID else { continue }
            heardAnotherProcess = true
            if parts[1] == "*" {
                widgetCenterRequested(kind: nil)
            } else if parts[1].hasPrefix("kind:") {
                widgetCenterRequested(kind: String(parts[1].dropFirst(5)))
            }
        }
    }
}

/// What the host shows `WidgetCenter`, readable from any thread.
final class PublishedWidgets: WidgetCenterObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var widgets: [WidgetCenter.PublishedWidget] = []
    private var controls: [WidgetCenter.PublishedControl] = []
    weak var host: WidgetHost?
    /// Kinds asked for (nil: all) and not yet handed to the host; one main-actor task hands over a burst of
    /// requests (an intent asks once per task widget kind).
    private var requested: [String?] = []

    func set(_ widgets: [WidgetCenter.PublishedWidget]) {
        lock.lock()
        self.widgets = widgets
        lock.unlock()
    }

    func setControls(_ controls: [WidgetCenter.PublishedControl]) {
        lock.withLock { self.controls = controls }
    }

    func widgetCenterCurrentControls() -> [ControlInfo] {
        lock.withLock { controls }.map(\.info)
    }

    /// Built for each caller: each gets `INIntent`s of its own.
    func widgetCenterCurrentConfigurations() -> [WidgetInfo] {
        lock.withLock { widgets }.compactMap(\.info)
    }

    func widgetCenterRequestedReload(ofKind kind: String?) {
        lock.lock()
        let first = requested.isEmpty
        if !requested.contains(kind) { requested.append(kind) }
        lock.unlock()
        guard first else { return }
        Task { @MainActor in self.handOver() }
    }

    /// Hands the kinds asked for so far to the host (none: a no-op). A tapped intent's requests are handed over
    /// by the host itself as the intent returns (`perform`): the task above may run after the host has resumed,
    /// and the tapped widget, no longer pending then, would be reloaded a second time.
    @MainActor func handOver() {
        let (host, kinds) = lock.withLock {
            defer { requested = [] }
            return (self.host, requested)
        }
        for kind in kinds { host?.widgetCenterRequested(kind: kind) }
    }
}
