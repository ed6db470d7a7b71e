import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// The App Intents and WidgetKit API of our plant widget (AppleAPI/PlantWidget.swift), as the host sees it.
@MainActor
@Suite struct AppleAPIIntentTests {
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
