import Foundation
import Testing

@testable import WidgetRuntime

/// docs/runtime/gallery.html is every snapshot reference of the views, on one page, to be rendered to PNG
/// and looked at: the committed page must be the one the current references make (a view whose drawing
/// changed must be looked at in the gallery too). `WRITE_GALLERY=1` rewrites it (and fails, so that the
/// new page is looked at before it is trusted).
@Test func theCommittedGalleryShowsTheCurrentSnapshots() throws {
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
    let file = docs.appendingPathComponent("gallery.html")
    #expect(names.count > 10, "found only \(names.count) snapshot references")
    for name in names { #expect(page.contains(HTMLWriter.escape(String(name.dropLast(5))))) }
    if ProcessInfo.processInfo.environment["WRITE_GALLERY"] == "1" {
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try page.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Wrote \(file.path) because WRITE_GALLERY=1 is set; look at it and run again.")
        return
    }
    let committed = try String(contentsOf: file, encoding: .utf8)
    #expect(committed == page, "docs/runtime/gallery.html is not the current snapshots' gallery (WRITE_GALLERY=1)")
}
