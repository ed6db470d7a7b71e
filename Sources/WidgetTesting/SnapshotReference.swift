import Foundation
import Testing
import WidgetRuntime

/// Text references of drawings, kept beside the test file: a missing reference is recorded and fails (a new
/// drawing is looked at before it is trusted); `SNAPSHOT_RECORD=1` rewrites every reference, and also fails.
public enum SnapshotReference {
    /// The outcome of comparing one drawing with its reference.
    public enum Outcome: Equatable, Sendable {
        case matches
        case recorded(path: String)
        case differs(reference: String)
    }

    /// Compares `text` with `directory/name.html`, recording it when missing (or when `SNAPSHOT_RECORD=1`).
    public static func compare(_ text: String, named name: String, in directory: URL) throws -> Outcome {
        let reference = directory.appendingPathComponent(name + ".html")
        let existing = try? String(contentsOf: reference, encoding: .utf8)
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" || existing == nil {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: reference, atomically: true, encoding: .utf8)
            return .recorded(path: reference.path)
        }
        guard let existing, existing != text else { return .matches }
        return .differs(reference: existing)
    }

    /// The references' folder of a test file: `__Snapshots__/<TestFile>/` beside it.
    public static func directory(forTestFile filePath: String) -> URL {
        let testFile = URL(fileURLWithPath: filePath)
        return testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    }

    /// Where review pages are written: `$WIDGETTESTING_REVIEW_DIR`, else a folder in the temporary directory.
    static var reviewDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["WIDGETTESTING_REVIEW_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("widgettesting-review")
    }
}

/// What comparing a matrix with its references found.
public struct SnapshotComparison: Sendable {
    /// Cells compared.
    public var count: Int
    /// Cells whose reference was missing (or `SNAPSHOT_RECORD=1`), now recorded.
    public var recorded: [String]
    /// Cells that differ from their reference.
    public var differing: [String]
    /// The review page of the differing cells (nil when none differ).
    public var reviewPage: String?
}

extension WidgetTester {
    /// Draws `widget` in every cell of `matrix` and compares each drawing (the widget's HTML, as `html`) with
    /// its text reference `directory/<cell>.html`, recording missing ones.
    public static func compareSnapshots<W: Widget>(
        of widget: W, kind: String? = nil, matrix: SnapshotMatrix, in directory: URL,
        now: Date = Date(timeIntervalSinceReferenceDate: 800_000_000),
        configuration: (any WidgetConfigurationIntent)? = nil
    ) async throws -> SnapshotComparison {
        let drawings = try await drawMatrix(
            of: widget, kind: kind, matrix: matrix, now: now, configuration: configuration)
        var comparison = SnapshotComparison(count: drawings.count, recorded: [], differing: [], reviewPage: nil)
        var differences: [SnapshotReview.Difference] = []
        for (cell, html) in drawings {
            switch try SnapshotReference.compare(html, named: cell.name, in: directory) {
            case .matches: break
            case .recorded: comparison.recorded.append(cell.name)
            case .differs(let reference):
                comparison.differing.append(cell.name)
                differences.append(
                    SnapshotReview.Difference(
                        name: cell.name, reference: page(reference, cell: cell), new: page(html, cell: cell)))
            }
        }
        if !differences.isEmpty {
            comparison.reviewPage = SnapshotReview.page(title: directory.lastPathComponent, differences: differences)
        }
        return comparison
    }

    /// Draws `widget` in every cell of `matrix` and compares each drawing with its text reference
    /// (`__Snapshots__/<TestFile>/<name>/<cell>.html`). New references are recorded and fail, once. On a
    /// difference one review page shows every differing cell, reference and new side by side, drawn, with the
    /// changed elements outlined and the changed lines listed; its path is in the failure, and it is attached to
    /// the test (`swift test --attachments-path DIR` keeps it).
    ///
    /// - Returns: the number of cells compared.
    @discardableResult
    public static func assertSnapshots<W: Widget>(
        of widget: W, kind: String? = nil, matrix: SnapshotMatrix, named name: String,
        now: Date = Date(timeIntervalSinceReferenceDate: 800_000_000),
        configuration: (any WidgetConfigurationIntent)? = nil, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Int {
        let directory = SnapshotReference.directory(forTestFile: filePath).appendingPathComponent(name)
        let comparison = try await compareSnapshots(
            of: widget, kind: kind, matrix: matrix, in: directory, now: now, configuration: configuration)
        if !comparison.recorded.isEmpty {
            Issue.record(
                "Recorded \(comparison.recorded.count) of \(comparison.count) snapshots of \(name) in \(directory.path); look at them and run again.",
                sourceLocation: sourceLocation)
        }
        if let review = comparison.reviewPage {
            let file = SnapshotReference.reviewDirectory.appendingPathComponent(
                "\(name)-\(ProcessInfo.processInfo.processIdentifier).html")
            var written = true
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try review.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                written = false
            }
            Attachment.record(review, named: "\(name)-review.html", sourceLocation: sourceLocation)
            var names = comparison.differing.prefix(3).joined(separator: ", ")
            if comparison.differing.count > 3 { names += ", …" }
            let location = written ? file.path : "(not written; see the attachment)"
            Issue.record(
                "\(comparison.differing.count) of \(comparison.count) snapshots of \(name) differ (\(names)); review: \(location)",
                sourceLocation: sourceLocation)
        }
        return comparison.count
    }

    /// A standalone page around a drawn fragment, as the cell shows it.
    static func page(_ html: String, cell: SnapshotMatrix.Cell) -> String {
        let dark = cell.colorScheme == .dark || cell.family.isAccessory || cell.renderingMode != .fullColor
        return WidgetSnapshot<EmptyView>.document(
            title: cell.name, colorScheme: dark ? .dark : .light, body: html)
    }
}
