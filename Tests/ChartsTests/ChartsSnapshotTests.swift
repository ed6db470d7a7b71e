import Foundation
import TestSupport
import Testing

@testable import Charts
@testable import WidgetRuntime

/// Our chart widgets (Widgets/), written against Apple's API, drawn as widgets light and dark.
@MainActor
@Suite struct ChartsSnapshotTests {
    /// 14 November 2023, 13:20 UTC.
    let now = Date(timeIntervalSince1970: 1_699_968_000)

    /// The widget's light and dark renderings; with `SNAPSHOT_HTML_DIR` set, also standalone pages there.
    func widget<V: View>(_ family: WidgetFamily, name: String = #function, @ViewBuilder _ content: () -> V) -> String {
        let view = content()
        var out = ""
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = WidgetSnapshot(family: family, colorScheme: scheme) { view }.environment {
                $0.now = now
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

    @Test func stepsDrawBarsByDayWithAGoalRule() {
        let html = widget(.systemSmall, name: "steps") {
            StepsView(days: StepsSample.week(endingOn: now), goal: 8_000)
        }
        // Seven bars, rounded, the ones under the goal lighter; the goal dashed across the plot.
        #expect(html.components(separatedBy: "<rect ").count - 1 == 14, "7 bars, light and dark")
        #expect(html.contains("rx=\"3\""))
        #expect(html.contains("stroke-dasharray=\"3 2\""))
        // The weekday initials below the bars (14 November 2023 is a Tuesday: W T F S S M T).
        for initial in ["W", "F", "M"] { #expect(html.contains(">\(initial)<")) }
        #expect(html.contains(">10k<") && html.contains(">Goal<"))
        assertSnapshot(html, named: "steps")
    }

    @Test func temperatureDrawsAGradientAreaUnderASmoothLine() {
        let html = widget(.systemMedium, name: "temperature") {
            TemperatureView(readings: TemperatureView.sample, currentHour: 15)
        }
        #expect(html.contains("<linearGradient"), "the area's gradient")
        #expect(html.contains("fill=\"url(#chart-g"))
        // Catmull-Rom: cubic segments, not straight ones.
        #expect(html.contains(" C") || html.contains("C"))
        for label in ["0h", "6h", "12h", "18h", "24h", "21°"] { #expect(html.contains(">\(label)<"), "\(label)") }
        // The domain does not start at zero (includesZero: false): no "0" tick on the y axis.
        #expect(!html.contains(">0<"))
        assertSnapshot(html, named: "temperature")
    }

    @Test func budgetDrawsADonutWithALegend() {
        let html = widget(.systemSmall, name: "budget") { BudgetView(spendings: BudgetView.sample) }
        // Four sectors with holes (arcs both ways), in Charts' first four colors, and their legend.
        #expect(html.components(separatedBy: "<path d=\"M").count - 1 == 8)
        for category in ["Rent", "Food", "Travel", "Fun"] { #expect(html.contains(">\(category)<")) }
        #expect(html.contains("#007AFF") && html.contains("#34C759") && html.contains("#FF9500"))
        #expect(html.contains("#0A84FF"), "the dark blue in the dark rendering")
        // Rounded corners (3 pt): each sector shrunk by 3 pt and stroked 6 pt wide with round joins.
        #expect(html.components(separatedBy: "stroke-width=\"6\" stroke-linejoin=\"round\"").count - 1 == 8)
        assertSnapshot(html, named: "budget")
    }

    @Test func runnersDrawGroupedBarsWithTheirScale() {
        let html = widget(.systemMedium, name: "runners") { RunnersView(runs: RunnersView.sample) }
        #expect(html.components(separatedBy: "<rect ").count - 1 == 12)
        // chartForegroundStyleScale's colors, not the default palette.
        #expect(html.contains("#30B0C7") && html.contains("#5856D6") && !html.contains("#34C759"))
        for label in ["Mon", "Wed", "Fri", "Ana", "Ben"] { #expect(html.contains(">\(label)<")) }
        assertSnapshot(html, named: "runners")
    }
}
