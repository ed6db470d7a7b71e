import Foundation
import Testing

@testable import WidgetRuntime

/// Writes docs/runtime/gallery.html from every snapshot reference, to be rendered to PNG and
/// looked at. Runs only with WRITE_GALLERY=1 so ordinary test runs touch no files outside tests.
@Test(.enabled(if: ProcessInfo.processInfo.environment["WRITE_GALLERY"] == "1"))
func writeGallery() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let snapshots = here.appendingPathComponent("__Snapshots__/ViewSnapshotTests")
    let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".html") }
        .sorted()
    var body = "<h1>WidgetRuntime snapshot gallery</h1>\n<div class=\"gallery\">\n"
    for name in names {
        let html = try String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
        let title = String(name.dropLast(5))
        body += "<figure>\n<figcaption>\(HTMLWriter.escape(title))</figcaption>\n<div class=\"pair\">\n"
        body += html + "</div>\n</figure>\n"
    }
    body += "</div>\n"
    let extra = """
        h1{font:600 20px Inter,sans-serif;margin:0 0 16px}
        .gallery{display:flex;flex-wrap:wrap;gap:14px 20px}
        figure{margin:0}
        figcaption{font:500 12px Inter,sans-serif;color:#6C6C70;margin:0 0 6px}
        .pair{zoom:0.72;display:flex;gap:10px;padding:10px;border-radius:28px;background:linear-gradient(90deg,#DCE3EE 50%,#1C1C1E 50%)}

        """
    let page = WidgetSnapshot<EmptyView>.document(
        title: "WidgetRuntime gallery", colorScheme: .light, body: body, extraCSS: extra)
    let docs = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/runtime")
    try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    try page.write(to: docs.appendingPathComponent("gallery.html"), atomically: true, encoding: .utf8)
}
