import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// Widgets drawn as iOS draws them where it matters most to how a widget looks: the content margins per family
/// (and a widget written before iOS 17, which has none), a Canvas's gradients and clips, a GridLayout.
@MainActor
@Suite struct WidgetFidelityTests {
    /// The widgets of `bundle`, each kind in each family, as the host draws them; with `SNAPSHOT_HTML_DIR` set,
    /// also a page there to look at in a browser.
    func hostHTML(
        _ bundle: some WidgetBundle, _ widgets: [(kind: String, family: WidgetFamily)], name: String
    ) async throws -> String {
        let host = WidgetHost(bundle: bundle, clock: ManualClock(snapshotNow))
        var html = ""
        for widget in widgets {
            let id = try host.addWidget(kind: widget.kind, family: widget.family)
            await host.waitUntilIdle()
            html += try #require(host.html(of: id))
        }
        writePage(html, name: name)
        return html
    }

    func writePage(_ body: String, name: String) {
        guard let directory = ProcessInfo.processInfo.environment["SNAPSHOT_HTML_DIR"] else { return }
        let page = WidgetSnapshot<EmptyView>.document(
            title: name, colorScheme: .light, body: body,
            extraCSS: "body{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}\n")
        try? page.write(
            to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).html"), atomically: true,
            encoding: .utf8)
    }

    /// The style of the first element with `class` in `html` (its `style` attribute).
    func style(ofFirst className: String, in html: String) -> String? {
        guard let element = html.range(of: "class=\"\(className)\"") else { return nil }
        let rest = html[element.upperBound...]
        guard let start = rest.range(of: "style=\""), let end = rest[start.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return String(rest[start.upperBound..<end])
    }

    @Test func aWidgetWithoutAContainerBackgroundIsDrawnWithoutContentMargins() async throws {
        let html = try await hostHTML(
            BreezeBundle(), [("Breeze", .systemSmall), ("Breeze", .systemMedium)], name: "breeze-legacy")
        // Written for iOS 16: iOS 17 draws it as then, its own background to the widget's edges.
        let content = try #require(style(ofFirst: "widget-content", in: html))
        #expect(!content.contains("padding"))
        assertSnapshot(html, named: "breeze-legacy")
    }

    @Test func contentMarginsAreSixteenPointsOnTheHomeScreenUnlessDisabled() async throws {
        let html = try await hostHTML(
            BreezeBundle(),
            [
                ("BreezeModern", .systemSmall), ("BreezeModern", .systemMedium), ("BreezeModern", .systemLarge),
                ("BreezeModernEdge", .systemSmall),
            ], name: "breeze-margins")
        let widgets = html.components(separatedBy: "class=\"widget-content\"").dropFirst()
        #expect(widgets.count == 4)
        // The system's 16 pt, then the widget's own 8 pt inside them (double padding, as on iOS); none with
        // contentMarginsDisabled(). The container background fills the widget under the margins.
        for (index, widget) in widgets.enumerated() {
            let content = String(widget.prefix(200))
            #expect(content.contains("padding:16px") == (index < 3), "widget \(index)")
        }
        // Xcode's template background, translucent, over the system background (a widget is never see-through).
        let template = "background:linear-gradient(rgba(118,118,128,0.12),rgba(118,118,128,0.12)),#FFFFFF"
        #expect(html.components(separatedBy: template).count - 1 >= 4)
        assertSnapshot(html, named: "breeze-margins")
    }

    /// What issue 32's round of public widgets drew unlike their iOS screenshots (WalkWidget.swift): a clear
    /// container background drawn see-through, counts without grouping, grey bordered buttons drawn blue, and the
    /// circular arrow and the sun behind a cloud drawn as other symbols.
    @Test func aWalkWidgetDrawsAsItsIOSScreenshotsShowSuchWidgets() throws {
        let snapshot = WidgetSnapshot(family: .systemSmall) { WalkView(steps: 12_480, goal: 10_000) }.environment {
            $0.locale = Locale(identifier: "en_US")
        }
        let html = snapshot.bodyHTML
        writePage(html, name: "walk")
        // Clear over white: the root's background is the system's under the clear layer.
        #expect(html.contains("background:linear-gradient(transparent,transparent),#FFFFFF"))
        // Grouped in the widget's locale, integers and a float alike.
        #expect(html.contains("12,480 of 10,000 steps") && html.contains("9.2 km"))
        // The default tint's bordered button is grey (the secondary system fill) with a blue symbol; the tinted
        // one a faint orange.
        #expect(html.contains("background:rgba(120,120,128,0.16);color:#007AFF"))
        #expect(html.contains("background:rgba(255,149,0,0.15);color:#FF9500"))
        // One open circle with a filled head, not two arcs; the sun at the top right, behind the cloud.
        #expect(html.contains("M3.31 9.67A9 9 0 1 1 4.63 17.16") && html.contains("M0.9 8.7L5.9 10.1L2.5 12.8Z"))
        #expect(html.contains("M17.25 8.5A1.75 1.75 0 1 0 13.75 8.5"))
        assertSnapshot(html, named: "walk")
    }

    /// Integers and floats interpolated into a text are formatted as Foundation formats `%lld` and `%f` with the
    /// widget's locale, as SwiftUI does: grouped from a thousand, with the locale's separators.
    @Test(arguments: [
        ("en_US", "10,000 · 999 · 12,345.7"), ("de_DE", "10.000 · 999 · 12.345,7"),
        ("pl_PL", "10\u{A0}000 · 999 · 12\u{A0}345,7"),
    ])
    func interpolatedNumbersAreGroupedInTheWidgetsLocale(locale: String, expected: String) {
        let text = Text("\(10_000) · \(999) · \(12_345.67, specifier: "%.1f")")
        var context = RenderContext()
        context.environment.locale = Locale(identifier: locale)
        #expect(text.plainString(in: context) == expected)
        // Polish leaves four digits ungrouped (CLDR's minimum grouping digits), as Foundation does.
        if locale == "pl_PL" { #expect(Text("\(5_000)").plainString(in: context) == "5000") }
    }

    @Test func contentTallerThanTheWidgetKeepsItsSizeCentredAndClipped() throws {
        let entry = BreezeEntry(date: snapshotNow, city: "Bergen", symbol: "cloud.sun.fill", celsius: 12.5)
        let html = WidgetSnapshot(family: .systemSmall) { BreezeTallView(entry: entry) }.bodyHTML
        writePage(html, name: "breeze-tall")
        // The padded stack is not flexible: no flex of its own, so the stylesheet's rule keeps it at its size
        // (taller than the widget) instead of squeezing it, its background with it.
        let root = try #require(html.components(separatedBy: "class=\"widget-content\"").dropFirst().first)
        let firstChild = try #require(root.components(separatedBy: "<div").dropFirst().first)
        #expect(firstChild.hasPrefix(" class=\"box layered\">") && root.contains("rgba(255,149,0,0.3)"))
        #expect(WidgetStylesheet.css.contains(".widget:not(.widget-accessoryInline)>.widget-content>*{flex-shrink:0}"))
        assertSnapshot(html, named: "breeze-tall")
    }

    @Test func aCanvasDrawsGradientsClipsAndTransformsAsSVG() {
        let snapshot = WidgetSnapshot(family: .systemMedium) { TideView() }.environment {
            $0.now = snapshotNow
            $0.locale = Locale(identifier: "en_US")
        }
        let html = snapshot.bodyHTML
        writePage(html, name: "tide")
        #expect(html.contains("<linearGradient id=\"cg"))
        #expect(html.contains("<radialGradient id=\"cg") && html.contains(" fr=\"4\""))
        #expect(html.contains("<clipPath id=\"cc") && html.contains("<g clip-path=\"url(#cc"))
        #expect(html.contains("<mask id=\"cm") && html.contains("<g mask=\"url(#cm"))
        assertSnapshot(html, named: "tide")
    }

    @Test func aGridLayoutInAnAnyLayoutLaysItsRowsOutAsAGrid() {
        let small = WidgetSnapshot(family: .systemSmall) { ScoresView() }.bodyHTML
        let medium = WidgetSnapshot(family: .systemMedium) { ScoresView() }.bodyHTML
        writePage(small + medium, name: "scores")
        // Three columns would mean the rows were not read; two columns, and the caption spans both.
        #expect(small.contains("grid-template-columns:repeat(2,auto)"))
        #expect(small.contains("column-gap:6px") && medium.contains("column-gap:24px"))
        #expect(medium.contains("grid-column:1/-1"))
        assertSnapshot(small + medium, named: "scores")
    }

    /// A layout that hands its work to a GridLayout, so that the grid runs as a `Layout` (not drawn as a Grid).
    struct ThroughGrid: Layout {
        let grid = GridLayout(alignment: .trailing, verticalSpacing: 4)

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var inner: Void = ()
            return grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var inner: Void = ()
            grid.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
    }

    @Test func aGridLayoutCalledAsALayoutPlacesEachSubviewAsARow() {
        let placed = CustomLayoutTests().frames(in: CGSize(width: 100, height: 100)) {
            ThroughGrid {
                Color.blue.frame(width: 20, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
        }
        // One column as wide as the widest row (50 pt), rows 4 pt apart, aligned to its trailing edge.
        #expect(placed == [CGRect(x: 30, y: 0, width: 20, height: 10), CGRect(x: 0, y: 14, width: 50, height: 10)])
    }
}
