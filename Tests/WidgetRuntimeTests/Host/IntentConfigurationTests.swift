import Foundation
import Intents
import Testing

@testable import WidgetRuntime

/// 2024-05-29 16:26:40 UTC.
let tripNow = Date(timeIntervalSince1970: 1_717_000_000)

/// The trip widget on a fixed day, its days counted in UTC.
struct TripBundle: WidgetBundle {
    var body: some Widget {
        TripWidget(provider: TripProvider(now: { tripNow }, calendar: Self.utc))
    }

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}

/// `IntentConfiguration` widgets (AppleAPI/TripWidget.swift, configured by a SiriKit `INIntent`) on the host:
/// their configuration is archived, described to the edit form and changed as an app intent's is.
@MainActor
@Suite(.timeLimit(.minutes(10)), .isolatedWidgetCenter) struct IntentConfigurationTests {
    func makeHost() -> WidgetHost {
        WidgetHost(bundle: TripBundle(), clock: ManualClock(tripNow))
    }

    @Test func aConfiguredIntentReachesTheProvider() async throws {
        let host = makeHost()
        let archive =
            #"{"parameters":{"departure":"2024-06-10","destination":{"display":"Oslo","identifier":"oslo"},"#
            + #""forecastDays":4,"unit":"fahrenheit"},"type":"TripIntent"}"#
        let id = try host.addWidget(kind: "Trip", family: .systemMedium, configuration: archive)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(html.contains("Oslo") && html.contains("In 12 days"))
        #expect(html.contains("27°F") && html.contains("36°F") && html.contains("32°F"))
        #expect(!html.contains("23°F"), "four days of five")
        // The parameters not given keep the definition's defaults; the archive names every one.
        let configuration = try #require(host.configuration(of: id))
        #expect(configuration.contains(#""showsForecast":true"#) && configuration.contains(#""tags":null"#))
    }

    @Test func aNewWidgetHasTheDefinitionsDefaults() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "Trip", family: .systemSmall)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        // No destination: the provider's own default; three days in Celsius (the defaults of the definition).
        #expect(html.contains("Lisbon") && html.contains("21°C") && html.contains("19°C") && !html.contains("18°C"))
        #expect(!html.contains("days"), "no departure set")
    }

    @Test func theSchemaListsTheParametersForTheEditForm() throws {
        let schema = try #require(makeHost().configurationSchema(for: "Trip"))
        #expect(schema.intent == "TripIntent" && schema.title == "Trip")
        #expect(schema.description == "Where you are going and when you leave")
        #expect(
            schema.parameters.map(\.name) == [
                "destination", "unit", "showsForecast", "forecastDays", "departure", "tags",
            ])
        let unit = try #require(schema.parameter(named: "unit"))
        #expect(unit.type == .enum && unit.enumType == "Temperature Unit" && !unit.isOptional)
        #expect(
            unit.cases == [.init(value: "celsius", title: "Celsius"), .init(value: "fahrenheit", title: "Fahrenheit")])
        #expect(unit.value == .string("celsius") && unit.defaultValue == .string("celsius"))
        let days = try #require(schema.parameter(named: "forecastDays"))
        #expect(days.type == .int && days.minimum == 1 && days.maximum == 5 && days.value == .int(3))
        #expect(schema.parameter(named: "showsForecast")?.type == .bool)
        #expect(schema.parameter(named: "departure")?.type == .date)
        // Custom types come from the app's Intents extension, lists have no form: neither can be edited here.
        #expect(schema.parameter(named: "destination")?.type == .unsupported)
        #expect(schema.parameter(named: "tags")?.type == .unsupported)
    }

    @Test func theEditFormsValuesReconfigureAndReload() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "Trip", family: .systemMedium)
        await host.waitUntilIdle()
        try await host.setConfiguration(
            values: ["unit": .string("fahrenheit"), "forecastDays": .int(2), "departure": .string("2024-05-30")],
            for: id)
        let html = try #require(host.html(of: id))
        #expect(html.contains("70°F") && html.contains("73°F") && !html.contains("66°F"))
        #expect(html.contains("Tomorrow"))
        #expect(try host.configurationSchema(of: id)?.parameter(named: "unit")?.value == .string("fahrenheit"))
        // Checked against the definition: a number out of range, a case it does not have.
        await #expect(throws: WidgetHostError.self) {
            try await host.setConfiguration(values: ["forecastDays": .int(9)], for: id)
        }
        await #expect(throws: WidgetHostError.self) {
            try await host.setConfiguration(values: ["unit": .string("kelvin")], for: id)
        }
        await #expect(throws: IntentArchiveError.self) {
            try await host.setConfiguration(#"{"parameters":{"departure":"soon"},"type":"TripIntent"}"#, for: id)
        }
    }

    @Test func recommendationsAreArchivedAsTheirIntents() throws {
        let descriptor = try #require(TripWidget().widgetDescriptors.first)
        let archives = descriptor.recommendations().map(\.archive)
        #expect(archives.count == 2)
        #expect(archives[0].contains(#""destination":{"display":"Lisbon","identifier":"lisbon"}"#))
        // Made in code, as on iOS: no defaults applied, the enum `unknown`.
        #expect(archives[1].contains(#""unit":null"#) && archives[1].contains(#""type":"TripIntent""#))
    }

    @Test func generatedPropertiesKeepTheirValuesAsNSManagedOnes() throws {
        let intent = TripIntent()
        #expect(intent.unit == .unknown && intent.destination == nil && intent.showsForecast == nil)
        intent.unit = .fahrenheit
        intent.forecastDays = 4
        intent.destination = Destination(identifier: "oslo", display: "Oslo", pronunciationHint: "oslo")
        intent.destination?.country = "Norway"
        intent.tags = ["ski"]
        let copy = try #require(intent.copy() as? TripIntent)
        #expect(copy.unit == .fahrenheit && copy.forecastDays?.intValue == 4 && copy.tags == ["ski"])
        #expect(copy.destination == Destination(identifier: "oslo", display: "Oslo"))
        #expect(copy.destination?.spokenPhrase == "Oslo" && copy.destination?.pronunciationHint == "oslo")
        #expect(copy.destination?.country == "Norway", "a custom type's own property")
        #expect(TripIntentResponse(code: .success, userActivity: nil).code == .success)
    }
}
