import Foundation
import Testing

@testable import WidgetRuntime

/// Waters one plant, or several: entity parameters, archived by identifier.
struct WaterPlantsIntent: AppIntent {
    static var title: LocalizedStringResource { "Water" }

    @Parameter(title: "Plant") var plant: PlantEntity?
    @Parameter(title: "Plants") var plants: [PlantEntity]

    init() {}

    init(plant: PlantEntity?, plants: [PlantEntity]) {
        self.plant = plant
        self.plants = plants
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// Waters exactly one plant: a required entity parameter.
struct WaterOnePlantIntent: AppIntent {
    static var title: LocalizedStringResource { "Water one" }

    @Parameter(title: "Plant") var plant: PlantEntity

    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: plant.name) }
}

/// An entity is archived as its identifier and looked up by its type's query when the intent is rebuilt, as iOS
/// does for a widget's configuration and its buttons.
@Suite struct EntityArchiveTests {
    let fern = PlantEntity.all[0]
    let basil = PlantEntity.all[1]

    @Test func entitiesAreArchivedByIdentifier() {
        let archive = IntentArchive.archive(WaterPlantsIntent(plant: basil, plants: [fern, basil]))
        #expect(archive == #"{"parameters":{"plant":"basil","plants":["fern","basil"]},"type":"WaterPlantsIntent"}"#)
        #expect(
            IntentArchive.archive(WaterPlantsIntent(plant: nil, plants: []))
                == #"{"parameters":{"plant":null,"plants":[]},"type":"WaterPlantsIntent"}"#)
    }

    @Test func aRebuiltIntentHasItsEntitiesOnceTheQueryFoundThem() async throws {
        let registry = IntentRegistry()
        registry.register(WaterPlantsIntent.self)
        let archive = IntentArchive.archive(WaterPlantsIntent(plant: basil, plants: [basil, fern]))
        let rebuilt = try #require(try registry.intent(from: archive) as? WaterPlantsIntent)
        #expect(rebuilt.plant == nil && rebuilt.plants.isEmpty, "looked up only by resolveEntities")
        await IntentArchive.resolveEntities(of: rebuilt, from: try IntentArchive.parse(archive).parameters)
        #expect(rebuilt.plant?.id == "basil")
        #expect(rebuilt.plants.map(\.id) == ["basil", "fern"], "in the archived order")
    }

    @Test func anIdentifierTheQueryNoLongerFindsIsLeftOut() async throws {
        let registry = IntentRegistry()
        registry.register(WaterPlantsIntent.self)
        let archive = #"{"parameters":{"plant":"rose","plants":["rose","fern"]},"type":"WaterPlantsIntent"}"#
        let rebuilt = try #require(try registry.intent(from: archive) as? WaterPlantsIntent)
        await IntentArchive.resolveEntities(of: rebuilt, from: try IntentArchive.parse(archive).parameters)
        #expect(rebuilt.plant == nil)
        #expect(rebuilt.plants.map(\.id) == ["fern"])
    }

    @Test func anEntityParameterTakesOnlyIdentifiers() {
        let registry = IntentRegistry()
        registry.register(WaterPlantsIntent.self)
        #expect(throws: IntentArchiveError.self) {
            try registry.intent(from: #"{"parameters":{"plant":3},"type":"WaterPlantsIntent"}"#)
        }
        #expect(throws: IntentArchiveError.self) {
            try registry.intent(from: #"{"parameters":{"plants":"fern"},"type":"WaterPlantsIntent"}"#)
        }
    }

    /// A tap on a button whose entity was deleted since it was drawn fails with one line; the intent does not
    /// run (reading the parameter would stop the host).
    @Test func anIntentWhoseRequiredEntityIsGoneFailsInsteadOfRunning() async throws {
        let registry = IntentRegistry()
        registry.register(WaterOnePlantIntent.self)
        let found = #"{"parameters":{"plant":"fern"},"type":"WaterOnePlantIntent"}"#
        let performed = await WidgetHost.run(
            try registry.intent(from: found), archived: try IntentArchive.parse(found).parameters, limit: .seconds(600),
            domain: nil
        ) {}
        #expect((try performed.get() as? any AnyValueResult)?.anyValue as? String == "Fern")
        let gone = #"{"parameters":{"plant":"rose"},"type":"WaterOnePlantIntent"}"#
        let failed = await WidgetHost.run(
            try registry.intent(from: gone), archived: try IntentArchive.parse(gone).parameters, limit: .seconds(600),
            domain: nil
        ) {}
        #expect(throws: IntentArchiveError.missingParameter(type: "WaterOnePlantIntent", name: "plant")) {
            try failed.get()
        }
    }
}
