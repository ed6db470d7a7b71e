import Foundation
import Testing
import WidgetKit
import WidgetTesting

/// A widget configured with an app entity shows that entity, and its button's entity reaches the intent: both
/// are archived by identifier and looked up by the entity's query, as on iOS.
@MainActor
@Suite struct EntityParameterTests {
    @Test func theConfiguredEntityIsWhatTheWidgetShows() async throws {
        let tester = try await WidgetTester(
            GardenWidget(), configuration: GardenConfiguration(plant: GardenPlant.all[1]))
        #expect(tester.texts.first == "Basil", "\(tester.texts)")
    }

    @Test func aTapPerformsTheIntentWithTheEntityItWasDrawnWith() async throws {
        let tester = try await WidgetTester(
            GardenWidget(), configuration: GardenConfiguration(plant: GardenPlant.all[2]))
        try await tester.tap("Water Mint")
        #expect(wateredPlants.all.contains("Mint"))
    }

    @Test func anUnconfiguredWidgetShowsItsPrompt() async throws {
        let tester = try await WidgetTester(GardenWidget())
        #expect(tester.texts == ["Choose a plant"])
    }

    /// A required entity the query no longer finds is not read (that would stop the host): the widget keeps its
    /// placeholder; one that is found is drawn.
    @Test func aRequiredEntityThatIsGoneLeavesThePlaceholder() async throws {
        let gone = try await WidgetTester(
            PinnedPlantWidget(), configuration: PinnedPlantConfiguration(plant: GardenPlant(id: "rose", name: "Rose")))
        #expect(gone.showsPlaceholder)
        let found = try await WidgetTester(
            PinnedPlantWidget(), configuration: PinnedPlantConfiguration(plant: GardenPlant.all[0]))
        #expect(!found.showsPlaceholder && found.texts == ["Fern"], "\(found.texts)")
    }
}
