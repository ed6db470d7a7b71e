import Foundation
import WidgetRuntime

/// One placed widget of the live home screen, as persisted in `homescreen-layout.json`.
struct LiveSlot: Codable, Equatable, Sendable {
    var instance: String
    var kind: String
    @FamilyName var family: WidgetFamily
    /// The configuration intent's archive, for configurable widgets.
    var configuration: String?
}

/// The layout file in the data directory, read and written atomically.
struct LiveLayoutFile: Sendable {
    let url: URL

    static let defaultLayout: [LiveSlot] = [
        LiveSlot(instance: "tasks-medium", kind: "TaskWidget", family: .systemMedium),
        LiveSlot(instance: "animated-small", kind: "AnimatedTaskWidget", family: .systemSmall),
        LiveSlot(instance: "configurable-large", kind: "ConfigurableTaskWidget", family: .systemLarge),
        LiveSlot(instance: "lock-rectangular", kind: "TaskLockScreenWidget", family: .accessoryRectangular),
        LiveSlot(instance: "lock-circular", kind: "TaskLockScreenWidget", family: .accessoryCircular),
        LiveSlot(instance: "lock-inline", kind: "TaskLockScreenWidget", family: .accessoryInline),
    ]

    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Removes temporary copies of the layout and of the widgets' published configurations that a killed
    /// process left in the directory (see `AtomicFile`).
    func removeLeftovers() {
        let directory = url.deletingLastPathComponent()
        AtomicFile.removeLeftovers(of: url.lastPathComponent, in: directory)
        AtomicFile.removeLeftovers(of: WidgetCenter.configurationsFileName, in: directory)
    }

    /// The saved layout, or nil when there is none (or it cannot be read).
    func load() -> [LiveSlot]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode([LiveSlot].self, from: data)
    }

    func save(_ slots: [LiveSlot]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(slots), to: url)
    }
}
