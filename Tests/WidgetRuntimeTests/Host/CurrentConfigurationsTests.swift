import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// What app code learns from `WidgetCenter` and `ControlCenter` about what the user installed
/// (AppleAPI/TripWidget+Configurations.swift, AppleAPI/KitchenLightsControl.swift).
@MainActor
@Suite(.isolatedWidgetCenter) struct CurrentConfigurationsTests {
    static let oslo =
        #"{"parameters":{"destination":{"display":"Oslo","identifier":"oslo"},"unit":"fahrenheit"},"#
        + #""type":"TripIntent"}"#

    @Test func installedWidgetsCarryTheirSiriKitConfiguration() async throws {
        let host = WidgetHost(bundle: TripBundle(), clock: ManualClock(tripNow))
        defer { host.stop() }
        try host.addWidget(kind: "Trip", family: .systemMedium, configuration: Self.oslo)
        try host.addWidget(kind: "Trip", family: .systemSmall)
        let destinations = await withCheckedContinuation { continuation in
            TripWidgetUsage.installedDestinations { continuation.resume(returning: $0) }
        }
        // The second widget has its definition's defaults (Celsius) and the Intents extension's destination
        // (AppleAPI/IntentHandler.swift's `defaultDestination(for:)`).
        #expect(destinations == ["Oslo (systemMedium)", "Lisbon (systemSmall)"])
        #expect(try await TripWidgetUsage.fahrenheitCount() == 1)

        let infos = try await WidgetCenter.shared.currentConfigurations()
        let oslo = try #require(infos.first?.configuration as? TripIntent)
        #expect(oslo.destination?.identifier == "oslo")
        #expect(oslo.showsForecast?.boolValue == true, "a parameter the archive leaves out has its default")
        // Each answer is built anew: changing one's intent changes no other answer.
        oslo.unit = .celsius
        #expect(try await TripWidgetUsage.fahrenheitCount() == 1)
        #expect(infos[0] != infos[1] && infos[0].id == infos[0])
    }

    @Test func anotherProcessRebuildsTheIntentFromThePublishedList() async throws {
        let temporary = TemporaryDirectory(prefix: "wk")
        let host = WidgetHost(bundle: TripBundle(), clock: ManualClock(tripNow), dataDirectory: temporary.url)
        defer { host.stop() }
        try host.addWidget(kind: "Trip", family: .systemMedium, configuration: Self.oslo)
        let published = try WidgetCenter.publishedWidgets(in: temporary.url)
        let trip = try #require(published.first?.configuration as? TripIntent)
        #expect(trip.destination?.displayString == "Oslo" && trip.unit == .fahrenheit)
        #expect(published.first?.configuration is TripIntent)
    }

    @Test func aWidgetWithoutASiriKitIntentHasNoConfiguration() throws {
        let info = WidgetInfo(kind: "Water", family: .systemSmall, configurationArchive: nil)
        #expect(info.configuration == nil)
        // An archive that does not fit its class is not half applied.
        let bad = WidgetInfo(
            kind: "Trip", family: .systemSmall,
            configurationArchive: #"{"parameters":{"unit":"kelvin"},"type":"TripIntent"}"#,
            intentClass: String(reflecting: TripIntent.self))
        #expect(bad.configuration == nil)
    }

    @Test func anOpenIntentButtonOpensTheAppAtItsTarget() async throws {
        let controls = HouseControls().controlDescriptors
        #expect(controls.map(\.kind) == ["OpenKitchen", "ShowLights", "RoomLights", "Website"])
        let kitchen = controls[0].previewTemplate()
        #expect(kitchen.kind == .button && kitchen.opensApp)
        let before = OpenedRooms.shared.all.count
        try await kitchen.perform()
        #expect(OpenedRooms.shared.all.count == before + 1 && OpenedRooms.shared.all.last == .kitchen)
        // An App Intent button opens the app only when its intent asks to (`openAppWhenRun`).
        #expect(controls[1].previewTemplate().opensApp)
        #expect(try #require(PorchBundle().controlDescriptors.last).previewTemplate().opensApp == false)
        let html = ControlSnapshot(HouseControls(), kind: "OpenKitchen").bodyHTML
        #expect(html.contains("Kitchen"))
    }

    @Test func anOpenURLIntentButtonAsksTheAppToOpenItsURL() async throws {
        let website = try #require(HouseControls().controlDescriptors.last).previewTemplate()
        #expect(website.opensApp)
        try await website.perform()
        #expect(UIApplication.shared.openedURLs.contains(HouseWebsiteControl.page))
        // An OpenIntent without a perform() of its own runs the default one: the system opens the app.
        let garage = ControlWidgetButton(action: OpenGarageIntent()) { Label("Garage", systemImage: "car") }
        #expect(garage.templateDescriptor.opensApp)
        try await garage.templateDescriptor.perform()
    }

    @Test func addedControlsAreListedWithTheirConfiguration() async throws {
        let temporary = TemporaryDirectory(prefix: "wk")
        #expect(try await ControlCenter.shared.currentControls().isEmpty, "none added yet")
        let host = WidgetHost(bundle: HouseControls(), clock: ManualClock(tripNow), dataDirectory: temporary.url)
        defer { host.stop() }
        #expect(host.controlKinds == ["OpenKitchen", "ShowLights", "RoomLights", "Website"])
        #expect(throws: WidgetHostError.unknownKind("Porch")) { try host.addControl(kind: "Porch") }
        let lights = try host.addControl(kind: "RoomLights")
        let kitchen = try host.addControl(kind: "OpenKitchen")
        let rooms = try await RoomLightsUsage.configuredRooms()
        #expect(rooms == ["RoomLights": [.garage], "OpenKitchen": []])

        let controls = try await ControlCenter.shared.currentControls()
        #expect(controls.map(\.id) == [lights, kitchen] && Set(controls).count == 2)
        #expect(controls[0].configurationIntent(of: OtherConfiguration.self) == nil, "not of this type")
        // Another process reads the same list from the data directory.
        let published = try WidgetCenter.publishedControls(in: temporary.url)
        #expect(published.map(\.kind) == ["RoomLights", "OpenKitchen"])
        #expect(published.first?.configurationIntent(of: RoomLightsConfiguration.self)?.room == .garage)
        host.removeControl(lights)
        #expect(try await ControlCenter.shared.currentControls().map(\.kind) == ["OpenKitchen"])
        #expect(try WidgetCenter.publishedControls(in: temporary.url).map(\.kind) == ["OpenKitchen"])
    }
}

private struct OtherConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Other"
}
