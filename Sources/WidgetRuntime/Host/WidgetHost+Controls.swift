import Foundation

// The controls the user added (iOS 18's Control Center, Lock Screen and Action Button): kept and published for
// `ControlCenter.currentControls()`, as widgets are for `WidgetCenter`. Nothing here draws those places.

extension WidgetHost {
    /// A control the user added.
    struct InstalledControl {
        let id: String
        let kind: String
        /// The archive of its configuration intent (a configurable control's), at its defaults.
        let configuration: String?
    }

    /// The kinds of the bundle's controls.
    public var controlKinds: [String] { controlDescriptors.map(\.kind) }

    /// The controls added, by identifier, in the order they were added.
    public var controlIDs: [String] { controls.map(\.id) }

    /// Adds a control of the bundle, as the user adds one to Control Center, with its configuration intent's
    /// defaults (as it is drawn); `ControlCenter.currentControls()` then lists it. Returns its identifier.
    @discardableResult
    public func addControl(kind: String) throws -> String {
        guard let descriptor = controlDescriptors.first(where: { $0.kind == kind }) else {
            throw WidgetHostError.unknownKind(kind)
        }
        var number = controls.count + 1
        while controls.contains(where: { $0.id == "c\(number)" }) { number += 1 }
        let configuration = descriptor.configurationIntent.map { IntentArchive.archive(any: $0.init()) }
        controls.append(InstalledControl(id: "c\(number)", kind: kind, configuration: configuration))
        publishControls()
        return "c\(number)"
    }

    /// Removes an added control.
    public func removeControl(_ id: String) {
        controls.removeAll { $0.id == id }
        publishControls()
    }

    func publishControls() {
        let published = controls.map {
            WidgetCenter.PublishedControl(id: $0.id, kind: $0.kind, configuration: $0.configuration)
        }
        self.published.setControls(published)
        guard let dataDirectory else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(published)
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
            try AtomicFile.write(data, to: dataDirectory.appendingPathComponent(WidgetCenter.controlsFileName))
        } catch {
            RuntimeWarning.print("the added controls could not be written for ControlCenter: \(error)")
        }
    }
}
