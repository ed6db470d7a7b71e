import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// The App Intents and WidgetKit API of our plant widget (AppleAPI/PlantWidget.swift), as the host sees it.
@MainActor
@Suite(.isolatedWidgetCenter) struct AppleAPIIntentTests {
    @Test func summaryFollowsWhenSwitchAndCases() {
        #expect(
            PlantConfiguration(room: "Kitchen", showsDetails: true, unit: .days).parameterSummaryKey
                == "Water ${plants} every ${interval} days")
        #expect(
            PlantConfiguration(room: "Kitchen", showsDetails: true, unit: .weeks).parameterSummaryKey
                == "Water ${plants} every ${interval} weeks")
        #expect(
            PlantConfiguration(room: "Kitchen", showsDetails: false, unit: .days).parameterSummaryKey
                == "Water ${plants}")
        // With its defaults (details shown, days).
        #expect(PlantConfiguration.parameterSummaryKey == "Water ${plants} every ${interval} days")
        let summary = IntentParameterSummary<PlantConfiguration>("Water \(\.$plants)") {
            \.$room
            \.$note
        }
        #expect(summary.additionalParameters == ["room", "note"])
    }

    @Test func dynamicOptionsComeFromTheProviderInSectionOrder() async throws {
        let intent = PlantConfiguration()
        #expect(try await intent.$room.dynamicOptions() == ["Kitchen", "Living room", "Balcony"])
        let collection = try await RoomOptionsProvider().results()
        #expect(collection.sections.map { $0.description?.title.key } == ["Indoors", "Outdoors"])
        #expect(collection.sections[1].items[0].description.subtitle?.key == "Sunny")
        #expect(collection.promptLabel?.key == "Where is it?")
        #expect(try await intent.$note.dynamicOptions() == nil)
    }

    @Test func parameterOptionsAreKept() {
        let intent = PlantConfiguration()
        #expect(intent.$note.inputOptions?.capitalizationType == .words)
        #expect(intent.$note.inputOptions?.keyboardType == .asciiCapable)
        #expect(intent.$showsDetails.displayName?.trueTitle.key == "Details")
        #expect(intent.plants.isEmpty)
        intent.plants = PlantEntity.all
        #expect(intent.plants.map(\.name) == ["Fern", "Basil"])
        #expect(PlantConfiguration.intentClassName == "PlantConfigurationIntent")
    }

    @Test func everyParameterFormKeepsWhatItWasGiven() async throws {
        let intent = ParameterFormsIntent()
        #expect(intent.name == "Ada")
        #expect(intent.$name.inputOptions?.capitalizationType == .words)
        #expect(intent.$count.controlStyle == .field)
        #expect(intent.$size.controlStyle == .stepper)
        #expect(intent.$ratio.controlStyle == .slider)
        // App Intents' default control for a Double.
        #expect(intent.$step.controlStyle == .stepper)
        #expect(intent.$compact.displayName?.trueTitle.key == "Yes")
        #expect(intent.$day.dateKind == .date)
        #expect(intent.$reminder.dateKind == .time)
        #expect(intent.page == URL(string: "https://example.com"))
        #expect(intent.unit == .days)
        #expect(intent.size == nil)
        #expect(try await intent.$room.dynamicOptions() == ["Kitchen", "Living room", "Balcony"])
        #expect(try await intent.$size.dynamicOptions() == [1, 2, 4])
        #expect(try await intent.$opacity.dynamicOptions() == [0.25, 0.5, 1])
        #expect(try await intent.$reminder.dynamicOptions()?.count == 2)
        #expect(try await intent.$otherPage.dynamicOptions() == [URL(string: "https://example.com/today")!])
        #expect(try await intent.$unit.dynamicOptions() == [.weeks])
        #expect(try await intent.$plant.dynamicOptions()?.map(\.id) == ["basil"])
        #expect(try await intent.$queriedPlant.dynamicOptions()?.map(\.id) == ["fern", "basil"])
    }

    @Test func theEditFormOffersEntitiesAndAProvidersStringsAsChoices() async throws {
        struct Bundle: WidgetBundle {
            var body: some Widget {
                PlantWidget()
                ShelfWidget()
            }
        }
        let host = WidgetHost(bundle: Bundle(), clock: ManualClock(snapshotNow))
        let plant = try host.addWidget(kind: "Plant", family: .systemSmall)
        let plantSchema = try #require(try await host.configurationSchemaWithOptions(of: plant))
        let plants = try #require(plantSchema.parameter(named: "plants"))
        #expect(plants.type == .choices)
        #expect(plants.cases == [.init(value: "fern", title: "Fern"), .init(value: "basil", title: "Basil")])
        let room = try #require(plantSchema.parameter(named: "room"))
        #expect(room.type == .enum)
        #expect(room.cases?.map(\.value) == ["Kitchen", "Living room", "Balcony"])
        // A free text stays a text; the schema without options keeps entities unsupported.
        #expect(plantSchema.parameter(named: "note")?.type == .string)
        #expect(try host.configurationSchema(of: plant)?.parameter(named: "plants")?.type == .unsupported)

        // An enumerable query offers all of its entities; the ones chosen are archived by identifier.
        let shelf = try host.addWidget(kind: "Shelf", family: .systemSmall)
        let shelfSchema = try #require(try await host.configurationSchemaWithOptions(of: shelf))
        #expect(shelfSchema.parameter(named: "book")?.cases?.map(\.title) == ["Middlemarch", "Kindred", "Solaris"])
        #expect(shelfSchema.parameter(named: "book")?.type == .enum)
        #expect(shelfSchema.parameter(named: "book")?.value == nil)
        try await host.setConfiguration(values: ["book": .string("2"), "others": .list(["3", "1"])], for: shelf)
        let html = try #require(host.html(of: shelf))
        #expect(html.contains(">Kindred<") && html.contains(">Solaris<") && html.contains(">Middlemarch<"))
        #expect(host.configuration(of: shelf)?.contains(#""book":"2""#) == true)
        let chosen = try #require(try await host.configurationSchemaWithOptions(of: shelf))
        #expect(chosen.parameter(named: "book")?.value == .string("2"))
        #expect(chosen.parameter(named: "others")?.value == .list(["3", "1"]))

        // A book that is not on the shelf is refused, and the configuration stays as it was.
        await #expect(throws: WidgetHostError.badConfigurationValue(name: "book")) {
            try await host.setConfiguration(values: ["book": .string("9")], for: shelf)
        }
        #expect(host.configuration(of: shelf)?.contains(#""book":"2""#) == true)
        // The form's None clears an optional entity.
        try await host.setConfiguration(values: ["book": .string("")], for: shelf)
        #expect(host.html(of: shelf)?.contains(">Choose a book<") == true)
    }

    @Test func anEnumerableQuerySuggestsAllOfItsEntities() async throws {
        #expect(try await ShelfQuery().suggestedEntities().map(\.id) == [1, 2, 3])
        #expect(ShelfQuery.findIntentDescription != nil)
    }

    @Test func theHostRunsTheWidgetWithItsRecommendationsAndResourceNames() async throws {
        struct Bundle: WidgetBundle {
            var body: some Widget {
                PlantWidget()
                LocalizedPlantWidget()
            }
        }
        let host = WidgetHost(bundle: Bundle(), clock: ManualClock(snapshotNow))
        #expect(host.kinds.map(\.displayName) == ["Plant Care", "Plant Care"])
        #expect(host.kinds[1].description == "When to water your plants.")
        let descriptor = try #require(Bundle().widgetDescriptors.first)
        let recommendations = descriptor.recommendations()
        #expect(
            recommendations.map { $0.description.plainString(in: RenderContext()) } == ["Kitchen plants", "Balcony"])
        #expect(recommendations[0].archive.contains("\"room\":\"Kitchen\""))
        let id = try host.addWidget(kind: "Plant", family: .systemSmall, configuration: recommendations[1].archive)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(html.contains(">Balcony<"))
        #expect(html.contains(">Every 3 weeks<"))
    }
}
