import Foundation
import Intents
import StrictJSON
import SwiftUI
import Testing
import WidgetKit

@testable import WidgetRuntime

/// A widget whose intent's `bag` has dynamic options that no handler provides: the test target's Intents
/// extension (AppleAPI/IntentHandler.swift) handles `TripIntent` only.
struct PackingWidget: Widget {
    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), bag: "Bag") }

        func getSnapshot(
            for configuration: PackingIntent, in context: Context, completion: @escaping (SimpleEntry) -> Void
        ) {
            completion(SimpleEntry(date: Date(), bag: configuration.bag?.displayString ?? "No bag"))
        }

        func getTimeline(
            for configuration: PackingIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void
        ) {
            completion(
                Timeline(
                    entries: [SimpleEntry(date: Date(), bag: configuration.bag?.displayString ?? "No bag")],
                    policy: .never))
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let bag: String
    }

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Packing", intent: PackingIntent.self, provider: Provider()) { entry in
            Text(entry.bag).containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct TripAndPackingBundle: WidgetBundle {
    var body: some Widget {
        TripWidget(provider: TripProvider(now: { tripNow }, calendar: TripBundle.utc))
        PackingWidget()
    }
}

/// Options an Intents extension provides (`provide…OptionsCollection`) in the Edit Widget form, and the chosen
/// one reaching the provider, as on iOS.
@MainActor
@Suite(.timeLimit(.minutes(10)), .isolatedWidgetCenter) struct IntentsExtensionTests {
    func makeHost() -> WidgetHost {
        WidgetHost(bundle: TripAndPackingBundle(), clock: ManualClock(tripNow))
    }

    @Test func theHostFindsTheExtensionAsIOSFindsItsPrincipalClass() {
        #expect(IntentsExtensionLookup.principalClass == IntentHandler.self)
        #expect(IntentsExtensionLookup.handler(for: TripIntent()) is IntentHandler)
        #expect(IntentsExtensionLookup.handler(for: PackingIntent()) == nil, "it does not handle PackingIntent")
    }

    @Test func theFormOffersTheHandlersOptionsWithTheirSections() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "Trip", family: .systemMedium)
        await host.waitUntilIdle()
        let schema = try #require(try await host.configurationSchemaWithOptions(of: id))
        let destination = try #require(schema.parameter(named: "destination"))
        #expect(destination.type == .enum && destination.isOptional && destination.unavailable == nil)
        #expect(
            destination.cases == [
                .init(value: "lisbon", title: "Lisbon", section: "Europe"),
                .init(value: "oslo", title: "Oslo", section: "Europe"),
                .init(value: "kyoto", title: "Kyoto", section: "Asia"),
            ])
        // A new widget's destination is the handler's `defaultDestination(for:)`.
        #expect(destination.value == .string("lisbon"))
        // A list: several of its options (strings, from the async form of the handler's method).
        #expect(schema.parameter(named: "unit")?.type == .enum && schema.parameter(named: "tags")?.type == .choices)
    }

    @Test func aChosenOptionIsArchivedAndReachesGetTimeline() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "Trip", family: .systemMedium)
        await host.waitUntilIdle()
        try await host.setConfiguration(values: ["destination": .string("oslo"), "forecastDays": .int(2)], for: id)
        let html = try #require(host.html(of: id))
        // The option as the handler made it, its own property (`country`) included, as iOS archives it whole.
        #expect(
            html.contains("Oslo, Norway") && html.contains("-3°C") && html.contains("-1°C") && !html.contains("2°C"))
        let archive = try #require(host.configuration(of: id))
        #expect(
            archive.contains(#""destination":{"display":"Oslo","identifier":"oslo","properties":{"country":"Norway"}}"#)
        )
        let rebuilt = try #require(IntentArchive.inIntent(archive, of: TripIntent.self) as? TripIntent)
        #expect(rebuilt.destination?.country == "Norway")
        #expect(
            try await host.configurationSchemaWithOptions(of: id)?.parameter(named: "destination")?.value
                == .string("oslo"))
        // None clears it: the provider's own default again.
        try await host.setConfiguration(values: ["destination": .string("")], for: id)
        #expect(try #require(host.html(of: id)).contains("Lisbon"))
        #expect(try #require(host.configuration(of: id)).contains(#""destination":null"#))
        // Only what the handler offers.
        await #expect(throws: WidgetHostError.self) {
            try await host.setConfiguration(values: ["destination": .string("paris")], for: id)
        }
    }

    @Test func aListKeepsTheOptionsChosenInTheirOrder() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "Trip", family: .systemMedium)
        await host.waitUntilIdle()
        let tags = try #require(try await host.configurationSchemaWithOptions(of: id)?.parameter(named: "tags"))
        #expect(tags.cases?.map(\.value) == ["ski", "beach", "museums"] && tags.value == nil)
        try await host.setConfiguration(values: ["tags": .list(["museums", "ski"])], for: id)
        #expect(try #require(host.html(of: id)).contains("museums · ski"), "getTimeline got them, in order")
        #expect(try #require(host.configuration(of: id)).contains(#""tags":["museums","ski"]"#))
        let schema = try await host.configurationSchemaWithOptions(of: id)
        #expect(schema?.parameter(named: "tags")?.value == .list(["museums", "ski"]))
        await #expect(throws: WidgetHostError.self) {
            try await host.setConfiguration(values: ["tags": .list(["ski", "opera"])], for: id)
        }
        try await host.setConfiguration(values: ["tags": .list([])], for: id)
        #expect(try #require(host.configuration(of: id)).contains(#""tags":null"#))
    }

    @Test func aParameterNamedAsItsOwnEnumerationReadsItsCase() {
        // The generated getter must not call itself: inside `var Climate: Climate`, `Climate` is the property.
        let intent = PackingIntent()
        #expect(intent.Climate == .unknown)
        intent.Climate = .warm
        #expect(intent.Climate == .warm && intent.value(forKey: "Climate") as? Int == 2)
    }

    @Test func withoutAHandlerTheFormSaysTheParameterCannotBeSetHere() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "Packing", family: .systemSmall)
        await host.waitUntilIdle()
        let schema = try #require(try await host.configurationSchemaWithOptions(of: id))
        let bag = try #require(schema.parameter(named: "bag"))
        #expect(bag.type == .unsupported && bag.unavailable == .noIntentsHandler)
        #expect(schema.parameter(named: "showsWeight")?.unavailable == nil)
        await #expect(throws: WidgetHostError.self) {
            try await host.setConfiguration(values: ["bag": .string("carry-on")], for: id)
        }
        // Its other parameters are set as before.
        try await host.setConfiguration(values: ["showsWeight": .bool(true)], for: id)
        #expect(try #require(host.configuration(of: id)).contains(#""showsWeight":true"#))
    }
}

/// A handler that implements only the async form of the options method, and one that implements neither.
final class AsyncTripHandler: NSObject, TripIntentHandling {
    func provideDestinationOptionsCollection(for intent: TripIntent) async throws -> INObjectCollection<Destination> {
        INObjectCollection(items: [Destination(identifier: "oslo", display: "Oslo")])
    }
}

final class SilentTripHandler: NSObject, TripIntentHandling {}

/// Xcode's Intents extension template overrides `handler(for:)` returning `Any`, not `Any?`: that must build.
final class TemplateExtension: INExtension {
    override func handler(for intent: INIntent) -> Any {
        // This is the default implementation: it handles every intent itself (the template's comment, shortened).
        self
    }
}

/// The two forms of a generated options requirement, each made from the other by the protocol's extension.
@Suite struct IntentHandlingBridgeTests {
    @Test func eitherFormGivesTheOptions() async throws {
        // The completion form, from the async one the handler implements.
        let options: [String] = await withCheckedContinuation { continuation in
            AsyncTripHandler().provideDestinationOptionsCollection(for: TripIntent()) { collection, error in
                continuation.resume(
                    returning: (collection?.allItems.map(\.displayString) ?? []) + (error == nil ? [] : ["error"]))
            }
        }
        #expect(options == ["Oslo"])
        // The async form, from the completion one (the test target's extension implements that one).
        let collection = try await IntentHandler().provideDestinationOptionsCollection(for: TripIntent())
        #expect(collection.sections.map(\.title) == ["Europe", "Asia"] && collection.allItems.count == 3)
    }

    @Test func xcodesTemplateOverrideOfHandlerForBuildsAndAnswers() {
        let handler = TemplateExtension().handler(for: PackingIntent())
        #expect(handler is TemplateExtension)
        #expect(INExtension().handler(for: TripIntent()) == nil, "INExtension itself handles no intent")
    }

    @Test func aHandlerImplementingNeitherFormFailsInsteadOfLooping() async throws {
        await #expect(throws: INHandlerBridgeError.self) {
            try await SilentTripHandler().provideDestinationOptionsCollection(for: TripIntent())
        }
    }
}
