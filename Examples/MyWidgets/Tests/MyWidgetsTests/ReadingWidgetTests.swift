import AppIntents
import Foundation
import MyWidgets
import SwiftUI
import Testing
import WidgetKit
import WidgetPreviews

/// The reading widget as its developer tests it on Linux: drawn and compared with its snapshots, its intent
/// performed, its previews drawn.
@MainActor
@Suite struct ReadingWidgetTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium])
    func drawsAsItsSnapshots(family: WidgetFamily) {
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = WidgetSnapshot(family: family, colorScheme: scheme) {
                ReadingWidgetView(entry: .sample)
            }
            #expect(snapshot.warnings.isEmpty)
            assertMatchesReference(snapshot.html, named: "reading-\(family)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func theCheckLogsTodaysReading() async throws {
        #expect(!ReadingLog.shared.hasRead("emma"))
        _ = try await LogReadingIntent(bookID: "emma").perform()
        #expect(ReadingLog.shared.hasRead("emma"))
    }

    @Test func everyPreviewIsDrawn() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mywidgets-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("index.html")
        let status = await PreviewCanvas.main(arguments: ["MyWidgetsPreviews", "--output", page.path])
        #expect(status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        // Two widget previews (a listed timeline, a configured provider), a view, and a PreviewProvider's two.
        #expect(html.components(separatedBy: "<section class=\"preview\"").count - 1 == 5)
        #expect(html.components(separatedBy: "<figure class=\"entry\"").count - 1 == 3 + 3 + 1 + 1 + 1)
        #expect(html.contains("Kindred"), "the configured preview shows the book of its intent")
        #expect(!html.contains("class=\"warnings\""))
    }

    @Test func aWrongArgumentIsOneLineAndExitCode64() async {
        let status = await PreviewCanvas.main(arguments: ["MyWidgetsPreviews", "--device", "Nokia 3310"])
        #expect(status == 64)
    }
}
