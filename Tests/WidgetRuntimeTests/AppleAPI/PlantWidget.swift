import AppIntents
import SwiftUI
import WidgetKit

/// A plant the app knows.
struct PlantEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Plant" }
    static var defaultQuery: PlantQuery { PlantQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [PlantEntity(id: "fern", name: "Fern"), PlantEntity(id: "basil", name: "Basil")]
}

struct PlantQuery: EntityQuery {
    func entities(for identifiers: [PlantEntity.ID]) async throws -> [PlantEntity] {
        PlantEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [PlantEntity] { PlantEntity.all }
}

enum WateringUnit: String, AppEnum {
    case days
    case weeks

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unit" }
    static var caseDisplayRepresentations: [WateringUnit: DisplayRepresentation] {
        [.days: "Days", .weeks: "Weeks"]
    }
}

/// The rooms to choose from, in sections.
struct RoomOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection(promptLabel: "Where is it?") {
            ItemSection("Indoors") {
                "Kitchen"
                "Living room"
            }
            ItemSection("Outdoors") {
                Item("Balcony", title: "Balcony", subtitle: "Sunny")
            }
        }
    }
}

/// The plant widget's configuration, migrated from a SiriKit custom intent.
struct PlantConfiguration: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "PlantConfigurationIntent"
    static var title: LocalizedStringResource { "Plants" }
    static var description: IntentDescription { "Which plants to water." }

    @Parameter(title: "Plants")
    var plants: [PlantEntity]

    @Parameter(title: "Room", optionsProvider: RoomOptionsProvider())
    var room: String?

    @Parameter(title: "Note", default: "Water me", inputOptions: String.IntentInputOptions(capitalizationType: .words))
    var note: String

    @Parameter(
        title: "Show Details", default: true, displayName: Bool.IntentDisplayName(true: "Details", false: "Compact"))
    var showsDetails: Bool

    @Parameter(title: "Unit", default: .days)
    var unit: WateringUnit

    @Parameter(title: "Every", default: 3, controlStyle: .stepper, inclusiveRange: (1, 14))
    var interval: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$showsDetails, .equalTo, true) {
            Switch(\.$unit) {
                Case(.days) {
                    Summary("Water \(\.$plants) every \(\.$interval) days") {
                        \.$room
                        \.$note
                    }
                }
                DefaultCase {
                    Summary("Water \(\.$plants) every \(\.$interval) weeks")
                }
            }
        } otherwise: {
            Summary("Water \(\.$plants)")
        }
    }

    init() {}

    init(room: String, showsDetails: Bool, unit: WateringUnit) {
        self.room = room
        self.showsDetails = showsDetails
        self.unit = unit
    }
}

struct PlantEntry: TimelineEntry {
    let date: Date
    let room: String
    let note: String
    let interval: Int
    let unit: WateringUnit
}

struct PlantProvider: AppIntentTimelineProvider {
    func recommendations() -> [AppIntentRecommendation<PlantConfiguration>] {
        [
            AppIntentRecommendation(
                intent: PlantConfiguration(room: "Kitchen", showsDetails: true, unit: .days),
                description: "Kitchen plants"),
            AppIntentRecommendation(
                intent: PlantConfiguration(room: "Balcony", showsDetails: false, unit: .weeks),
                description: Text("Balcony")),
        ]
    }

    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: .now, room: "Room", note: "", interval: 3, unit: .days)
    }

    func snapshot(for configuration: PlantConfiguration, in context: Context) async -> PlantEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: PlantConfiguration, in context: Context) async -> Timeline<PlantEntry> {
        Timeline(entries: [entry(for: configuration)], policy: .never)
    }

    private func entry(for configuration: PlantConfiguration) -> PlantEntry {
        PlantEntry(
            date: .now, room: configuration.room ?? "Anywhere", note: configuration.note,
            interval: configuration.interval, unit: configuration.unit)
    }
}

struct PlantView: View {
    var entry: PlantEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label(entry.room, systemImage: "leaf.fill")
                .font(.headline)
                .foregroundStyle(.green)
            Text(entry.note)
                .font(.subheadline)
            Text("Every \(entry.interval) \(entry.unit.rawValue)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.quaternary, for: .widget)
    }
}

struct PlantWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Plant", intent: PlantConfiguration.self, provider: PlantProvider()) { entry in
            PlantView(entry: entry)
        }
        .configurationDisplayName("Plant Care")
        .description("When to water your plants.")
        .supportedFamilies([.systemSmall])
    }
}
