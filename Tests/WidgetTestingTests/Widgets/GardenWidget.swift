import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// A widget whose configuration and button take an app entity, as configurable widgets most often do ("which
// city", "which account"): the configured plant is shown, and its button waters the plant it shows.

/// A plant of the app, found by its query.
struct GardenPlant: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Plant" }
    static var defaultQuery: GardenPlantQuery { GardenPlantQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [
        GardenPlant(id: "fern", name: "Fern"), GardenPlant(id: "basil", name: "Basil"),
        GardenPlant(id: "mint", name: "Mint"),
    ]
}

struct GardenPlantQuery: EntityQuery {
    func entities(for identifiers: [GardenPlant.ID]) async throws -> [GardenPlant] {
        GardenPlant.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [GardenPlant] { GardenPlant.all }
}

/// Which plant the widget shows.
struct GardenConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Garden" }

    @Parameter(title: "Plant") var plant: GardenPlant?

    init() {}

    init(plant: GardenPlant) { self.plant = plant }
}

/// The plants watered, in order (each test waters a plant no other test waters).
let wateredPlants = WateredPlants()

final class WateredPlants: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    func append(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
}

/// Waters the plant it was drawn with.
struct WaterIntent: AppIntent {
    static var title: LocalizedStringResource { "Water" }
    static var isDiscoverable: Bool { false }

    @Parameter(title: "Plant") var plant: GardenPlant

    init() {}

    init(plant: GardenPlant) { self.plant = plant }

    func perform() async throws -> some IntentResult {
        wateredPlants.append(plant.name)
        return .result()
    }
}

struct GardenEntry: TimelineEntry {
    let date: Date
    let plant: GardenPlant?
}

struct GardenProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GardenEntry { GardenEntry(date: Date(), plant: nil) }

    func snapshot(for configuration: GardenConfiguration, in context: Context) async -> GardenEntry {
        GardenEntry(date: Date(), plant: configuration.plant)
    }

    func timeline(for configuration: GardenConfiguration, in context: Context) async -> Timeline<GardenEntry> {
        Timeline(entries: [GardenEntry(date: Date(), plant: configuration.plant)], policy: .never)
    }
}

struct GardenWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Garden", intent: GardenConfiguration.self, provider: GardenProvider()) {
            entry in
            VStack {
                if let plant = entry.plant {
                    Text(plant.name)
                    Button("Water \(plant.name)", intent: WaterIntent(plant: plant))
                } else {
                    Text("Choose a plant")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Garden")
        .supportedFamilies([.systemSmall])
    }
}

/// A widget whose configuration requires a plant (no default, not optional).
struct PinnedPlantConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Pinned Plant" }

    @Parameter(title: "Plant") var plant: GardenPlant

    init() {}

    init(plant: GardenPlant) { self.plant = plant }
}

struct PinnedPlantProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GardenEntry { GardenEntry(date: Date(), plant: nil) }

    func snapshot(for configuration: PinnedPlantConfiguration, in context: Context) async -> GardenEntry {
        GardenEntry(date: Date(), plant: configuration.plant)
    }

    func timeline(for configuration: PinnedPlantConfiguration, in context: Context) async -> Timeline<GardenEntry> {
        Timeline(entries: [GardenEntry(date: Date(), plant: configuration.plant)], policy: .never)
    }
}

struct PinnedPlantWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "PinnedPlant", intent: PinnedPlantConfiguration.self, provider: PinnedPlantProvider()
        ) {
            entry in
            Text(entry.plant?.name ?? "No plant")
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
