import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// Controls written against Apple's API (AppleAPI/PorchLightControl.swift): accepted in a bundle beside a
/// widget, left out of the host's widget kinds, and drawn as Control Center's medium control.
@MainActor
@Suite struct ControlWidgetTests {
    @Test func controlsAreBundleMembersButNotWidgetKinds() {
        let bundle = PorchBundle()
        let host = WidgetHost(bundle: bundle, clock: ManualClock(snapshotNow))
        #expect(host.kinds.map(\.kind) == ["Porch"])
        let controls = bundle.controlDescriptors
        #expect(controls.map(\.kind) == ["PorchLight", "FeedCat"])
        #expect(controls.first?.displayName?.key == "Porch Light")
        #expect(controls.first?.description?.key == "Turns the porch light on or off.")
        #expect(controls.last?.description == nil)
    }

    @Test func theTemplateShowsTheProvidersValues() async throws {
        let light = try #require(PorchBundle().controlDescriptors.first)
        #expect(light.previewTemplate().kind == .toggle(isOn: true))
        let current = try await light.currentTemplate()
        #expect(current.kind == .toggle(isOn: false))
        #expect(current.tint == .orange)
        #expect(current.iconFromValueLabel)
        let button = try #require(PorchBundle().controlDescriptors.last)
        #expect(button.previewTemplate().kind == .button)
        #expect(!button.previewTemplate().iconFromValueLabel)
    }

    @Test func aToggleSetsItsIntentsValueBeforePerformingIt() async throws {
        let seen = PerformedValues()
        // Tapping an off toggle performs its intent with `value` set to true, and an on one with false.
        try await ControlWidgetToggle(isOn: false, action: RecordingValueIntent(seen: seen)) { Text("Off") }
            .templateDescriptor.perform()
        try await ControlWidgetToggle(isOn: true, action: RecordingValueIntent(seen: seen)) { Text("On") }
            .templateDescriptor.perform()
        #expect(seen.values == [true, false])
    }

    @Test func controlsDrawAsControlCenterDrawsThem() {
        let light = ControlSnapshot(PorchBundle(), kind: "PorchLight").bodyHTML
        let cat = ControlSnapshot(PorchBundle(), kind: "FeedCat").bodyHTML
        #expect(light.contains("Porch Light") && light.contains("On"))
        assertSnapshot(light + cat, named: "controls")
    }

    @Test func disfavoredLocationsReachTheGallery() throws {
        let host = WidgetHost(bundle: PorchBundle(), clock: ManualClock(snapshotNow))
        let porch = try #require(host.kinds.first)
        #expect(porch.disfavoredLocations == [.systemSmall: [.standBy, .iPhoneWidgetsOnMac]])
    }
}

/// The values a toggle's intents were performed with.
private final class PerformedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []

    var values: [Bool] { lock.withLock { stored } }

    func append(_ value: Bool) { lock.withLock { stored.append(value) } }
}

/// A toggle's intent that reports the value it was performed with.
private struct RecordingValueIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Record"
    var value = false
    let seen: PerformedValues

    init() { seen = PerformedValues() }
    init(seen: PerformedValues) { self.seen = seen }

    func perform() async throws -> some IntentResult {
        seen.append(value)
        return .result()
    }
}
