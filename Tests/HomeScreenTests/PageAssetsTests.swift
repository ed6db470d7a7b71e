import Foundation
import Testing

@testable import HomeScreen

@Suite("The page's files, data and slot templates")
struct PageAssetsTests {
    @Test func everyScriptModuleIsServedAsJavaScript() async throws {
        let server = try TestServer()
        let page = try await server.request("GET", "/", token: false)
        #expect(page.text.contains("<script type=\"module\" src=\"/assets/home.mjs?v="))
        for name in WebAssets.scripts {
            let module = try await server.request("GET", "/assets/\(name)", token: false)
            #expect(module.status == 200, "\(name)")
            #expect(module.headers["content-type"] == "text/javascript; charset=utf-8", "\(name)")
            // The file as it is in Sources/HomeScreen/Resources, byte for byte.
            let source = try Data(contentsOf: Self.resources.appendingPathComponent(name))
            #expect(module.body == source, "\(name)")
        }
        // home.mjs imports the others by relative URL, directly or through another module: every module named is
        // one the server has, and every module the server has is used.
        var imported: Set<String> = []
        for name in WebAssets.scripts {
            let source = try String(contentsOf: Self.resources.appendingPathComponent(name), encoding: .utf8)
            imported.formUnion(source.matches(of: /from '\.\/([a-z-]+\.mjs)'/).map { String($0.output.1) })
        }
        #expect(imported == Set(WebAssets.scripts.dropFirst()))
        let unknown = try await server.request("GET", "/assets/Page.xcstrings.js", token: false)
        #expect(unknown.status == 404)
    }

    @Test func thePageDataIsInThePagesLanguageAndCannotEndItsElement() async throws {
        let server = try TestServer()
        let page = try await server.request("GET", "/?locale=de&device=iphone-15-pro-max", token: false).text
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"page-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = page[start.upperBound..<end.lowerBound]
        #expect(!json.contains("<"))
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let strings = try #require(data["strings"] as? [String: String])
        #expect(strings["Add Widget"] == "Widget hinzufügen")
        #expect(strings["Save"] == "Speichern")
        let sizes = try #require(data["sizes"] as? [String: [Int]])
        #expect(sizes["systemMedium"] == [364, 170])
        #expect((data["families"] as? [String: String])?["systemLarge"] == "Groß")
        #expect((data["cells"] as? [String: [Int]])?["systemMedium"] == [4, 2])
        #expect(data["titleMaxLength"] as? Int == 500)
    }

    @Test func newSlotsAreClonedFromTemplatesMadeLikeTheDrawnSlots() throws {
        let assets = try WebAssets.bundled()
        let settings = PageSettings(locale: .de)
        let strings = assets.pageStrings(locale: .de)
        let templates = HomePage.slotTemplates(settings: settings, strings: strings)
        #expect(templates.hasPrefix("<template id=\"slot-templates\">"))
        for family in settings.families {
            let empty = HomePage.slotHTML(
                WidgetSlot(instance: "", kind: "", family: family, html: ""), settings: settings, strings: strings)
            #expect(templates.contains(empty), "\(family)")
        }
        #expect(templates.contains("<div class=\"widget-label\">Aufgaben</div>"))
        // A template names "{widget}", which the script replaces with the widget's name.
        #expect(templates.contains("aria-label=\"Widget {widget} entfernen\""))
        #expect(!templates.contains("Remove widget"))
    }

    @Test func theResourceFolderIsTheOneBesideTheExecutable() throws {
        // SwiftPM puts the test process's resource folders beside it, as it does for `tasks`; a change of
        // SwiftPM's naming would make this (and `tasks serve`) fail rather than read the wrong files.
        try BundledResources.require(target: "HomeScreen", files: WebAssets.scripts)
        try BundledResources.requireWidgetStrings()
        #expect(
            try WebAssets.bundled().bundle.bundleURL.standardizedFileURL
                == BundledResources.folder(of: "HomeScreen").standardizedFileURL)
        #expect(throws: BundledResources.Missing.self) {
            try BundledResources.require(target: "HomeScreen", files: ["no-such-file.mjs"])
        }
    }

    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/HomeScreen/Resources").standardizedFileURL
}
