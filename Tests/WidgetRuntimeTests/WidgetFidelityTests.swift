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
        #expect(html.components(separatedBy: "background:rgba(118,118,128,0.12)").count - 1 >= 4)
        assertSnapshot(html, named: "breeze-margins")
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
