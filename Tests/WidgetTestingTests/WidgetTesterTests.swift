import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetTesting

/// A tester drives a widget as a person on a Home Screen would: it reads, taps, and fails in one line.
@MainActor
@Suite struct WidgetTesterTests {
    /// A tester of the grocery widget over a list of its own.
    func groceries(_ items: [String] = ["Milk", "Eggs", "Bread"]) async throws -> (WidgetTester, String) {
        let list = UUID().uuidString
        GroceryStore.shared.setItems(items, in: list)
        let tester = try await WidgetTester(
            GroceryWidget(), family: .systemLarge, now: Date(timeIntervalSince1970: 1_772_359_200),
            configuration: GroceryListIntent(listID: list))
        return (tester, list)
    }

    @Test func readsTheTextsInReadingOrder() async throws {
        let (tester, _) = try await groceries()
        #expect(
            tester.texts == [
                "Groceries", "3 left", "Milk", "Eggs", "Bread", "Hide done", "Open", "Share", "Updated 10:00",
            ])
        #expect(!tester.showsPlaceholder)
        #expect(tester.tappableLabels == ["Check Milk", "Check Eggs", "Check Bread", "Hide done", "Open"])
    }

    @Test func aTapByVisibleTextRunsTheIntentAndRedraws() async throws {
        let (tester, list) = try await groceries()
        let loads = tester.timelineLoadCount
        let result = try await tester.tap("Eggs")
        #expect(result == .performed(intent: "CheckItemIntent"))
        #expect(GroceryStore.shared.items(in: list).map(\.isDone) == [false, true, false])
        #expect(tester.timelineLoadCount == loads + 1, "one reload after the intent, as iOS does")
        #expect(tester.texts.contains("2 left"))
        #expect(tester.tappableLabels.contains("Uncheck Eggs"))
        #expect(tester.widgetCenterRequests == ["Grocery"], "the intent's own WidgetCenter call reached the tester")
    }

    @Test func aTapByAccessibilityLabelRunsTheIntent() async throws {
        let (tester, list) = try await groceries()
        try await tester.tap("Check Milk")
        #expect(GroceryStore.shared.items(in: list).first?.isDone == true)
        #expect(tester.texts.contains("2 left"))
    }

    @Test func aToggleRunsItsIntent() async throws {
        let (tester, _) = try await groceries()
        try await tester.tap("Eggs")
        try await tester.tap("Hide done")
        #expect(tester.texts.contains("Milk") && !tester.texts.contains("Eggs"))
    }

    @Test func aLinkReportsItsURL() async throws {
        let (tester, list) = try await groceries()
        let result = try await tester.tap("Open")
        #expect(result == .openedURL(URL(string: "groceries://list/\(list)")!))
        #expect(tester.openedURLs == [URL(string: "groceries://list/\(list)")!])
    }

    @Test func aTapOnPlainTextOpensTheWidgetURL() async throws {
        let (tester, _) = try await groceries()
        #expect(try await tester.tap("Groceries") == .openedURL(URL(string: "groceries://list")!))
    }

    @Test func anUnknownLabelFailsInOneLineListingTheTappableOnes() async throws {
        let (tester, _) = try await groceries()
        let error = await #expect(throws: WidgetTestingError.self) { try await tester.tap("Butter") }
        #expect(
            error?.description
                == "no control labelled \"Butter\" in the widget; tappable: \"Check Milk\", \"Check Eggs\", \"Check Bread\", \"Hide done\", \"Open\""
        )
    }

    @Test func anAmbiguousLabelFails() async throws {
        let (tester, _) = try await groceries(["Open", "Milk"])
        let error = await #expect(throws: WidgetTestingError.self) { try await tester.tap("Open") }
        #expect(error?.description.hasPrefix("\"Open\" matches 2 controls; tappable: \"Check Open\"") == true)
    }

    @Test func aClosureButtonIsNotTappable() async throws {
        let (tester, _) = try await groceries()
        let error = await #expect(throws: WidgetTestingError.self) { try await tester.tap("Share") }
        #expect(
            error?.description.hasPrefix(
                "\"Share\" is not tappable (a Button with an action closure, which a widget never calls); tappable:")
                == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func anIntentThatThrowsIsTheFailure() async throws {
        let (tester, list) = try await groceries()
        GroceryStore.shared.failNext(in: list)
        let error = await #expect(throws: WidgetTestingError.self) { try await tester.tap("Milk") }
        #expect(error?.description == "tapping \"Milk\" ran CheckItemIntent, which failed: the list is locked")
        #expect(GroceryStore.shared.items(in: list).first?.isDone == false)
    }

    @Test func anIntentThatOverrunsItsLimitIsTheFailure() async throws {
        let tester = try await WidgetTester(RefreshWidget(), family: .systemSmall)
        tester.intentTimeLimit = .milliseconds(200)
        let error = await #expect(throws: WidgetTestingError.self) { try await tester.tap("Refresh") }
        #expect(error?.description == "tapping \"Refresh\" ran HangingIntent, which did not finish within 0.2 s")
    }

    @Test func accessibilityElementsAreWhatVoiceOverReads() async throws {
        let (tester, _) = try await groceries(["Milk"])
        let elements = tester.accessibilityElements
        #expect(
            elements.map(\.label) == [
                "Groceries", "1 left", "Check Milk", "Hide done", "Open", "Share", "Updated 10:00",
            ])
        let milk = try #require(elements.first { $0.label == "Check Milk" })
        #expect(milk.traits.contains(.isButton))
        #expect(milk.actions == ["perform CheckItemIntent"])
        let toggle = try #require(elements.first { $0.label == "Hide done" })
        #expect(toggle.value == "0" && toggle.traits.contains(.isToggle))
        let link = try #require(elements.first { $0.label == "Open" })
        #expect(link.traits.contains(.isLink) && link.actions.first?.hasPrefix("open groceries://list/") == true)
        #expect(elements.first?.traits.contains(.isStaticText) == true)
    }

    @Test func anUnsupportedFamilyIsOneLine() async {
        let error = await #expect(throws: WidgetTestingError.self) {
            _ = try await WidgetTester(GroceryWidget(), family: .systemSmall)
        }
        #expect(error?.description == "widget 'Grocery' does not support systemSmall on iPhone 15 Pro")
    }
}
