import Foundation
import MyWidgets
import SwiftUI
import Testing
import WidgetKit
import WidgetPreviews

/// The streak badge and its model: what an iOS widget expects of its platform (asset symbols, UIKit colors
/// and fonts, App Group defaults and container, Foundation's `ObservableObject`).
@MainActor
@Suite struct StreakBadgeTests {
    @Test func drawsAsItsSnapshots() {
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = WidgetSnapshot(family: .systemSmall, colorScheme: scheme) { StreakBadge(days: 12) }
            #expect(snapshot.warnings.isEmpty)
            assertMatchesReference(snapshot.html, named: "streak-badge-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func theAssetSymbolsNameTheCatalogsSets() {
        let html = WidgetSnapshot(family: .systemSmall, colorScheme: .light) { StreakBadge(days: 3) }.html
        // BookmarkColor's light red (0.839, 0.341, 0.247), drawn through Color(.bookmark).
        #expect(html.contains("#D6573F"))
        // The ribbon image set, drawn as a template (its catalog says so) at its 2x size in points.
        #expect(html.contains("data-name=\"ribbon\""))
        #expect(html.contains("width:12px"))
    }

    @Test func theStreakIsKeptInItsDefaultsSuite() {
        let suite = "mywidgets-tests-\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let streak = ReadingStreak(suiteName: suite)
        var changes = 0
        let subscription = streak.objectWillChange.sink { changes += 1 }
        streak.recordDay()
        streak.recordDay()
        #expect(streak.days == 2)
        #expect(changes == 2)
        #expect(ReadingStreak(suiteName: suite).days == 2, "a second reader of the suite sees the stored value")
        streak.reset()
        #expect(UserDefaults(suiteName: suite)?.value(forKey: "streakDays") == nil)
        subscription.cancel()
    }

    @Test func theCoversAreInTheAppGroupContainer() throws {
        let covers = try #require(ReadingStreak.coversDirectory)
        #expect(covers.lastPathComponent == "Covers")
        #expect(covers.deletingLastPathComponent().lastPathComponent == ReadingStreak.appGroup)
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: covers.deletingLastPathComponent().path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }
}
