import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// The previews of this test target (Tests/WidgetRuntimeTests/AppleAPI/*+Previews.swift), found at run time
/// and drawn as the preview page draws them.
@MainActor
@Suite struct PreviewCatalogTests {
    func environment(_ values: inout EnvironmentValues) {
        values.now = snapshotNow
        values.timeZone = TimeZone(identifier: "UTC")!
        values.locale = Locale(identifier: "en_US")
    }

    @Test func everyPreviewOfTheTargetIsFound() {
        let found = PreviewCatalog.all.map { "\($0.fileID):\($0.line) \($0.name ?? "")" }
        #expect(
            found == [
                "WidgetRuntimeTests/CountdownWidget+Previews.swift:6 ",
                "WidgetRuntimeTests/CountdownWidget+Previews.swift:14 ",
                "WidgetRuntimeTests/CountdownWidget+Previews.swift:20 ",
                "WidgetRuntimeTests/CountdownWidget+Previews.swift:27 ",
                "WidgetRuntimeTests/FocusWidget+Previews.swift:4 ",
                "WidgetRuntimeTests/LaundryLiveActivity+Previews.swift:7 ",
                "WidgetRuntimeTests/LaundryLiveActivity+Previews.swift:14 ",
                "WidgetRuntimeTests/LaundryLiveActivity+Previews.swift:20 ",
                "WidgetRuntimeTests/LaundryLiveActivity+Previews.swift:26 ",
                "WidgetRuntimeTests/TripWidget+Previews.swift:15 ",
                // A provider has no line; its file is its module.
                "WidgetRuntimeTests:0 CountdownView_Previews",
                "WidgetRuntimeTests:0 LaundryLiveActivity_Previews",
            ])
    }

    @Test func previewsDrawAsTheCanvasShowsThem() async throws {
        var out = ""
        for entry in PreviewCatalog.all {
            for item in entry.make() {
                out +=
                    "<!-- \(entry.fileID):\(entry.line) name=\(item.name ?? "-") family=\(item.family.map { "\($0)" } ?? "-") layout=\(item.layout) -->\n"
                for frame in await PreviewRenderer.frames(of: item, environment: environment) {
                    out += "<!-- \(frame.label) -->\n" + frame.light + frame.dark
                }
            }
        }
        assertSnapshot(out, named: "previews")
    }
}
