import Foundation
import Testing

/// Compares `text` with the reference `__Snapshots__/<TestFile>/<name>.html` beside the test
/// file. A missing reference is written and the test fails (so a new snapshot is looked at
/// before it is trusted); `SNAPSHOT_RECORD=1` rewrites every reference, and also fails.
public func assertSnapshot(
    _ text: String, named name: String, fileID: String = #fileID, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = directory.appendingPathComponent(name + ".html")
    let recordAll = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    let existing = try? String(contentsOf: reference, encoding: .utf8)
    if recordAll || existing == nil {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: reference, atomically: true, encoding: .utf8)
            let why = recordAll ? "SNAPSHOT_RECORD=1 is set" : "there was no reference"
            Issue.record(
                "Recorded snapshot \(name) at \(reference.path) because \(why); check it and run again.",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let existing, existing != text else { return }
    Issue.record(
        "Snapshot \(name) differs from \(reference.path):\n\(firstDifference(expected: existing, actual: text))",
        sourceLocation: sourceLocation)
}

/// The first differing line of two texts, with its line number, for a readable failure.
func firstDifference(expected: String, actual: String) -> String {
    let lhs = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let rhs = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(lhs.count, rhs.count) {
        let a = index < lhs.count ? String(lhs[index]) : "<end of reference>"
        let b = index < rhs.count ? String(rhs[index]) : "<end of output>"
        if a != b { return "line \(index + 1):\n- \(a)\n+ \(b)" }
    }
    return "(only line endings differ)"
}
