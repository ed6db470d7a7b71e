import AppIntents
import Foundation

// Every `@Parameter` initializer of the widget subset, each in a form that Apple's App Intents declares too
// (read in the iOS 17.0 and newest interfaces; docs/apple-sdk-shapes.md): with an options provider only enums
// take a `default:`, dates take a `kind:` and no default, numbers take their control style and bounds.

/// Sizes to choose from.
struct SizeOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 2, 4] }
}

/// Opacities to choose from.
struct OpacityOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [Double] { [0.25, 0.5, 1] }
}

/// Times of day to choose from.
struct ReminderOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [Date] { [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 3_600)] }
}

/// Pages to open.
struct PageOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [URL] { [URL(string: "https://example.com/today")!] }
}

/// Units to choose from (an `AppEnum` parameter with a provider may keep its default).
struct UnitOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [WateringUnit] { [.weeks] }
}

/// Plants, offered by a provider instead of the entity's query.
struct PlantOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [PlantEntity] { [PlantEntity.all[1]] }
}

/// One parameter of each form.
struct ParameterFormsIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Forms" }

    @Parameter(
        title: "Name", description: "Shown on top", default: "Ada",
        inputOptions: String.IntentInputOptions(capitalizationType: .words), requestValueDialog: "Which name?",
        inputConnectionBehavior: .never)
    var name: String

    @Parameter(title: "Room", inputOptions: String.IntentInputOptions(), optionsProvider: RoomOptionsProvider())
    var room: String?

    @Parameter(
        title: "Count", default: 3, controlStyle: .field, inclusiveRange: (1, 9), requestValueDialog: "How many?")
    var count: Int

    @Parameter(title: "Size", controlStyle: .stepper, inclusiveRange: (1, 4), optionsProvider: SizeOptionsProvider())
    var size: Int?

    @Parameter(title: "Ratio", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1))
    var ratio: Double

    @Parameter(title: "Opacity", controlStyle: .field, optionsProvider: OpacityOptionsProvider())
    var opacity: Double?

    @Parameter(title: "Step", default: 1.5)
    var step: Double

    @Parameter(title: "Compact", default: false, displayName: Bool.IntentDisplayName(true: "Yes", false: "No"))
    var compact: Bool

    @Parameter(title: "Day", kind: .date)
    var day: Date?

    @Parameter(title: "Reminder", kind: .time, optionsProvider: ReminderOptionsProvider())
    var reminder: Date?

    @Parameter(title: "Page", default: URL(string: "https://example.com")!)
    var page: URL

    @Parameter(title: "Other page", optionsProvider: PageOptionsProvider())
    var otherPage: URL?

    @Parameter(title: "Unit", default: .days, supportedValues: [.days, .weeks], optionsProvider: UnitOptionsProvider())
    var unit: WateringUnit

    @Parameter(title: "Plant", optionsProvider: PlantOptionsProvider())
    var plant: PlantEntity?

    @Parameter(title: "Queried plant", query: PlantQuery())
    var queriedPlant: PlantEntity?

    @Parameter(title: "Plants", size: 2)
    var plants: [PlantEntity]
}
