import Foundation
import Testing

/// Compares `text` with `__Snapshots__/<name>.html` beside this file. A missing reference is written and the
/// test fails, so that a new drawing is looked at before it is trusted; `SNAPSHOT_RECORD=1` rewrites them all.
func assertMatchesReference(
    _ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let reference = directory.appendingPathComponent(name + ".html")
    let existing = try? String(contentsOf: reference, encoding: .utf8)
    if existing == nil || ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: reference, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(reference.path); look at it and run again.", sourceLocation: sourceLocation)
        return
    }
    #expect(existing == text, "\(name) differs from \(reference.path)", sourceLocation: sourceLocation)
}
