import Foundation
import Testing

@testable import HomeScreen

/// `POST /layout` `arrangeIcons`: where the app icons are is kept with the layout, checked, and shown by the page.
extension LiveBackendTests {
    static let standardApps = AppIconArrangement.standard.pages.joined() + AppIconArrangement.standard.dock

    /// The apps of the page's Home Screen pages and of its dock, in the page's order.
    static func icons(in page: String) -> (grid: [String], dock: [String]) {
        func apps(_ text: Substring) -> [String] {
            text.matches(of: /class="app-icon" data-app="([a-z]+)"/).map { String($0.output.1) }
        }
        guard let dock = page.range(of: "<div class=\"dock\"") else { return (apps(page[...]), []) }
        return (apps(page[..<dock.lowerBound]), apps(page[dock.lowerBound...]))
    }

    @Test func iconsMovedOnAPageAcrossPagesAndIntoTheDockAreStoredAndShown() async throws {
        let fixture = try Fixture()
        let before = Self.icons(in: try await fixture.drawnPage().text)
        #expect(before.grid == AppIconArrangement.standard.pages[0])
        #expect(before.dock == AppIconArrangement.standard.dock)
        #expect(!(try fixture.storedLayout()).contains("appIcons"), "a layout without icons: today's order")
        // Tasks goes last on its page, Podcasts to a second page, Music leaves the dock, Maps joins it.
        var first = AppIconArrangement.standard.pages[0].filter { !["tasks", "podcasts", "maps"].contains($0) }
        first += ["music", "tasks"]
        let arrangement: [String: Any] = [
            "action": "arrangeIcons", "pages": [first, ["podcasts"]], "dock": ["maps", "phone", "safari", "messages"],
        ]
        let arranged = try await fixture.request("POST", "/layout", json: arrangement)
        #expect(arranged.status == 200)
        let stored = try JSONSerialization.jsonObject(with: Data(fixture.storedLayout().utf8)) as? [String: Any]
        let entries = stored?["slots"] as? [[String: Any]] ?? []
        let icons = entries.compactMap { $0["appIcons"] as? [String: Any] }
        #expect(icons.count == 1)
        #expect(icons.first?["pages"] as? [[String]] == [first, ["podcasts"]])
        #expect(icons.first?["dock"] as? [String] == ["maps", "phone", "safari", "messages"])
        #expect(entries.filter { $0["instance"] != nil }.count == LiveLayout.standard.slots.count, "widgets kept")
        let page = try await fixture.drawnPage().text
        #expect(Self.icons(in: page).grid == first + ["podcasts"])
        #expect(Self.icons(in: page).dock == ["maps", "phone", "safari", "messages"])
        #expect(page.contains(#"data-app="podcasts" data-page="1""#))
        // A second arrangement replaces the first in its place.
        let again = try await fixture.request(
            "POST", "/layout",
            json: [
                "action": "arrangeIcons", "pages": [AppIconArrangement.standard.pages[0]],
                "dock": AppIconArrangement.standard.dock,
            ])
        #expect(again.status == 200)
        #expect(try fixture.storedLayout().components(separatedBy: "appIcons").count == 2)
        #expect(Self.icons(in: try await fixture.drawnPage().text).grid == AppIconArrangement.standard.pages[0])
    }

    /// The icons arranged on one page travel to the others as a layout change does: `/changes` brings them, to a
    /// page of this server and to one of another server on the store (which takes them over when asked).
    @Test func arrangedIconsComeWithTheLayoutInTheChangesOfThisServerAndOfAnother() async throws {
        let fixture = try Fixture()
        _ = try await fixture.drawnPage()
        let other = try LiveBackendTests.backend(path: fixture.path)
        defer { other.stop() }
        let settings = PageSettings()
        let otherVersion = try await other.changes(since: 0, settle: true, settings: settings).version
        let start = try await fixture.request("GET", "/changes?since=0")
        let version = try #require(Self.version(of: start.text))
        #expect(!start.text.contains(#""icons""#), "never arranged: the page keeps the standard order")
        var arrangement = AppIconArrangement.standard
        arrangement.pages[0].swapAt(0, 1)
        arrangement.pages.append([arrangement.dock.removeLast()])
        let arranged = try await fixture.request(
            "POST", "/layout",
            json: ["action": "arrangeIcons", "pages": arrangement.pages, "dock": arrangement.dock])
        #expect(arranged.status == 200)
        let changes = try await fixture.request("GET", "/changes?since=\(version)")
        let decoded = try JSONDecoder().decode(WidgetChanges.self, from: Data(changes.text.utf8))
        #expect(decoded.layout != nil)
        #expect(decoded.icons == arrangement)
        // Nothing changed since: no layout, no icons.
        let quiet = try await fixture.request("GET", "/changes?since=\(decoded.version)")
        #expect(try JSONDecoder().decode(WidgetChanges.self, from: Data(quiet.text.utf8)).icons == nil)
        // The other server: its page is told, though no widget was added, removed or reconfigured.
        let followed = try await other.changes(since: otherVersion, settle: false, settings: settings)
        #expect(followed.layout != nil)
        #expect(followed.icons == arrangement)
    }

    /// Every bad arrangement: the right status, a clear message, and the stored layout unchanged.
    @Test func badArrangementsAreRefusedAndChangeNothing() async throws {
        let fixture = try Fixture()
        let grid = AppIconArrangement.standard.pages[0]
        let dock = AppIconArrangement.standard.dock
        let layoutBefore = try fixture.storedLayout()
        let cases: [(json: [String: Any], status: Int, message: String)] = [
            (["pages": [grid], "dock": dock + ["maps"]], 400, "app 'maps' is placed twice"),
            (["pages": [Array(grid.dropLast())], "dock": dock + [grid.last ?? ""]], 409, AppIconArrangement.dockFull),
            (["pages": [grid + ["spotify"]], "dock": dock], 400, "unknown app 'spotify'"),
            (["pages": [Array(grid.dropFirst())], "dock": dock], 400, "app 'tasks' is not placed"),
            (["pages": grid, "dock": dock], 400, "field 'pages' must be an array of app ids"),
            (["pages": [grid], "dock": "phone"], 400, "field 'dock' must be an array of app ids"),
            (["dock": dock], 400, "field 'pages' must be an array of pages"),
            (["pages": [grid, [1]], "dock": dock], 400, "field 'pages' must be an array of app ids"),
            (["pages": [grid] + Array(repeating: [String](), count: 15), "dock": dock], 400, "too many pages"),
        ]
        for (json, status, message) in cases {
            let reply = try await fixture.request(
                "POST", "/layout", json: json.merging(["action": "arrangeIcons"]) { first, _ in first })
            #expect(reply.status == status, "\(json)")
            #expect(reply.text.contains(message), "\(reply.text)")
        }
        #expect(try fixture.storedLayout() == layoutBefore)
    }
}

/// The stored form of the icons' arrangement, read by this version and kept by one that cannot read it.
@Suite struct AppIconArrangementTests {
    @Test func theArrangementIsStoredAsAnEntryAndReadBack() throws {
        var layout = LiveLayout.standard
        #expect(layout.icons == nil)
        let moved = AppIconArrangement(
            pages: [
                ["calendar", "tasks"] + AppIconArrangement.standard.pages[0].dropFirst(2).filter { $0 != "maps" }, [],
            ],
            dock: ["phone", "maps"] + ["safari", "messages"])
        #expect(moved.problem() != nil, "music is missing")
        let valid = AppIconArrangement(pages: moved.pages, dock: ["phone", "maps", "safari", "messages"])
        let withMusic = AppIconArrangement(pages: [valid.pages[0], ["music"]], dock: valid.dock)
        #expect(withMusic.problem() == nil)
        layout.setIcons(withMusic)
        let read = try LiveLayout(json: layout.json)
        #expect(read == layout)
        #expect(read.icons == withMusic)
        #expect(read.slots == LiveLayout.standard.slots)
        #expect(layout.json.contains(#"{"appIcons":{"dock":["phone","maps","safari","messages"],"pages":[["#))
    }

    @Test func anArrangementWithAnAppThisVersionDoesNotKnowIsKeptUnreadAndTheStandardOneShows() throws {
        // A newer version's arrangement, with an app this one does not have: kept as written, in its place.
        let newer = #"{"appIcons":{"dock":["phone"],"pages":[["tasks","translate"]]}}"#
        let json = #"{"format":1,"slots":[\#(newer),{"family":"systemSmall","instance":"a","kind":"TaskWidget"}]}"#
        var layout = try LiveLayout(json: json)
        #expect(layout.icons == nil)
        #expect(layout.entries.first == .unknown(newer))
        #expect(layout.slots.map(\.instance) == ["a"])
        // This version's own arrangement goes after it; the newer one is still written back untouched.
        layout.setIcons(.standard)
        #expect(layout.json.hasPrefix(#"{"format":1,"slots":[\#(newer),"#))
        #expect(layout.icons == .standard)
    }

    @Test func anOlderVersionsLayoutHasNoArrangementAndAnEntryOfAnotherShapeIsNoArrangement() throws {
        let older = #"{"format":1,"slots":[{"family":"systemSmall","instance":"a","kind":"TaskWidget"}]}"#
        #expect(try LiveLayout(json: older).icons == nil)
        let other =
            #"{"format":1,"slots":[{"appIcons":{"pages":"tasks","dock":[]}},{"appIcons":{"pages":[],"dock":[]},"x":1}]}"#
        let layout = try LiveLayout(json: other)
        #expect(layout.icons == nil)
        #expect(layout.entries.allSatisfy { if case .unknown = $0 { true } else { false } })
    }

    @Test func theDockHoldsFourAndEveryAppIsPlacedOnce() {
        #expect(AppIconArrangement.standard.problem() == nil)
        #expect(AppIconArrangement.standard.dock.count == AppIconArrangement.dockCapacity)
        var five = AppIconArrangement.standard
        five.dock.append(five.pages[0].removeLast())
        #expect(five.problem() == .conflict("The dock has room for four apps."))
        var twice = AppIconArrangement.standard
        twice.pages.append(["tasks"])
        #expect(twice.problem() == .badRequest("app 'tasks' is placed twice"))
    }
}
