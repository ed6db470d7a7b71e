import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// Our widgets written against Apple's API (AppleAPI/), drawn as widgets of their families, light and dark.
@MainActor
@Suite struct AppleAPISnapshotTests {
    /// The widget's light and dark renderings; with `SNAPSHOT_HTML_DIR` set, also standalone pages there, to
    /// look at in a browser.
    func widget<V: View>(
        _ family: WidgetFamily, name: String = #function, @ViewBuilder _ content: () -> V
    ) -> String {
        let view = content()
        var out = ""
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = WidgetSnapshot(family: family, colorScheme: scheme) { view }.environment {
                $0.now = snapshotNow
                $0.timeZone = TimeZone(identifier: "UTC")!
                $0.locale = Locale(identifier: "en_US")
            }
            out += snapshot.bodyHTML
            if let directory = ProcessInfo.processInfo.environment["SNAPSHOT_HTML_DIR"] {
                let file = URL(fileURLWithPath: directory).appendingPathComponent("\(name)-\(family)-\(scheme).html")
                try? snapshot.html.write(to: file, atomically: true, encoding: .utf8)
            }
        }
        return out
    }

    /// A whole page (stylesheet included), which Tests/browser/test_layout.py opens to check in Chromium that
    /// no text overlaps another or is cut.
    @Test func heroLaysOutWithRealSizes() {
        let small = widget(.systemSmall, name: "hero") { HeroDetail(hero: .owl) }
        let medium = widget(.systemMedium, name: "hero") { HeroDetail(hero: .owl) }
        let page = WidgetSnapshot<EmptyView>.document(
            title: "Hero", colorScheme: .light, body: small + medium,
            extraCSS: "body{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}\n")
        assertSnapshot(page, named: "hero")
    }

    @Test func controlsAndTextKeepTheirStylesImagesAndTimers() {
        let entry = WaterEntry(date: snapshotNow, drank: true, reminders: false)
        assertSnapshot(
            widget(.systemLarge, name: "water") { WaterView(entry: entry, model: HydrationModel()) }, named: "water")
    }

    @Test func paintGradientsTrimsDashesAndCatalogAssets() {
        assertSnapshot(widget(.systemMedium, name: "sun") { SunView(daylight: 0.7) }, named: "sun")
    }

    @Test func appIntentWidgetDrawsItsConfiguration() {
        let entry = PlantEntry(date: snapshotNow, room: "Balcony", note: "Water Me", interval: 2, unit: .weeks)
        assertSnapshot(widget(.systemSmall, name: "plant") { PlantView(entry: entry) }, named: "plant")
    }
}
