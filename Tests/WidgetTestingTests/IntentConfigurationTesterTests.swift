import Foundation
import Intents
import Testing
import WidgetTesting

/// A tester runs a widget configured by a SiriKit intent with the intent it is given, on its virtual clock.
@MainActor
@Suite struct IntentConfigurationTesterTests {
    @Test func theGivenIntentConfiguresTheWidgetAndTheClockMovesIt() async throws {
        let intent = LaunchIntent()
        intent.event = "Liftoff"
        intent.day = DateComponents(year: 2026, month: 3, day: 4)
        // 2026-03-01 10:00 UTC.
        let tester = try await WidgetTester(
            LaunchWidget(), now: Date(timeIntervalSince1970: 1_772_359_200), configuration: intent)
        #expect(tester.texts == ["Liftoff", "3 days"])
        await tester.advance(by: 86_400)
        #expect(tester.texts == ["Liftoff", "2 days"], "reloaded after midnight, as its policy asks")
    }

    @Test func withoutAnIntentTheDefinitionsDefaultsApply() async throws {
        let tester = try await WidgetTester(LaunchWidget(), now: Date(timeIntervalSince1970: 1_772_359_200))
        #expect(tester.texts == ["Launch"])
    }
}
