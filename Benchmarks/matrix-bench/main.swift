import Foundation
import SwiftUI
import WidgetKit
import WidgetTesting

// What a snapshot matrix costs: WidgetTester.compareSnapshots over 100 cells (each drawn by a widget host from
// its provider's timeline and compared with its text reference on disk) against 100 drawings of the same view
// made directly with WidgetSnapshot (each cell's family and colour scheme; its text size and rendering mode are
// the matrix's alone), in the same run, rounds interleaved. For scale: Roborazzi on Compose Desktop
// reports ~15 ms per preview (roborazzi PR #903).

struct ChecklistEntry: TimelineEntry {
    let date: Date
    let done: Set<String>
}

struct ChecklistProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChecklistEntry { ChecklistEntry(date: Date(), done: []) }

    func getSnapshot(in context: Context, completion: @escaping (ChecklistEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChecklistEntry>) -> Void) {
        let now = Date()
        completion(Timeline(entries: [ChecklistEntry(date: now, done: ["Buy oat milk"])], policy: .atEnd))
    }
}

struct ChecklistView: View {
    let entry: ChecklistEntry
    static let titles = ["Buy oat milk", "Call the plumber", "Water the plants"]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Today").font(.headline)
                Spacer()
                Text(entry.date, style: .time).font(.caption).foregroundStyle(.secondary)
            }
            ForEach(Self.titles, id: \.self) { title in
                let done = entry.done.contains(title)
                HStack(spacing: 8) {
                    Image(systemName: done ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(done ? Color.green : Color.secondary)
                    Text(title).strikethrough(done).lineLimit(1)
                    Spacer()
                }
                .font(.subheadline)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ChecklistWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Checklist", provider: ChecklistProvider()) { ChecklistView(entry: $0) }
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}

/// 5 families × light, dark × 5 Dynamic Type sizes × full colour, accented = 100 cells.
let matrix = SnapshotMatrix(
    families: [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline],
    colorSchemes: [.light, .dark], dynamicTypeSizes: [.xSmall, .large, .xxxLarge, .accessibility1, .accessibility5],
    renderingModes: [.fullColor, .accented])
let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

/// Microseconds taken by `body`.
@MainActor
func time(_ body: () async throws -> Void) async rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    let (seconds, attoseconds) = (clock.now - start).components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

@MainActor
func run() async throws {
    let rounds = Int(ProcessInfo.processInfo.environment["MATRIX_BENCH_ROUNDS"] ?? "") ?? 100
    let references = FileManager.default.temporaryDirectory
        .appendingPathComponent("matrix-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: references) }
    let single = SnapshotMatrix(families: [.systemMedium])
    // Record the references once, so that every measured comparison reads and matches them.
    for (cells, folder) in [(matrix, "all"), (single, "one")] {
        let recorded = try await WidgetTester.compareSnapshots(
            of: ChecklistWidget(), matrix: cells, in: references.appendingPathComponent(folder), now: now)
        guard recorded.recorded.count == cells.cells.count else {
            throw BenchError("recording the references: \(recorded.recorded.count) of \(cells.cells.count)")
        }
    }
    let entry = ChecklistEntry(date: now, done: ["Buy oat milk"])
    var samples: [String: [Double]] = [:]
    var bytes = 0
    for round in 0...rounds {
        // Round 0 warms up and is not counted.
        func record(_ name: String, _ microseconds: Double) {
            if round > 0 { samples[name, default: []].append(microseconds) }
        }
        record("baseline", await time { bytes &+= drawDirectly(matrix.cells, entry: entry) })
        record("matrix", try await time { try await compare(matrix, in: references.appendingPathComponent("all")) })
        for _ in 0..<10 {
            record("one snapshot", await time { bytes &+= drawDirectly(single.cells, entry: entry) })
            record(
                "one cell", try await time { try await compare(single, in: references.appendingPathComponent("one")) })
        }
    }
    func percentile(_ name: String, _ p: Double) -> Double {
        let sorted = samples[name, default: [0]].sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    func row(_ label: String, _ name: String, unit: Double, _ suffix: String) -> String {
        let median = String(format: "%9.1f", percentile(name, 0.5) / unit)
        let p99 = String(format: "%9.1f", percentile(name, 0.99) / unit)
        return
            "| \(label.padding(toLength: 52, withPad: " ", startingAt: 0)) | \(median) \(suffix) | \(p99) \(suffix) |"
    }
    // The bytes keep the optimizer from dropping the baseline's drawings.
    print("matrix-bench: a checklist widget, \(rounds) rounds interleaved (baseline drew \(bytes) bytes)")
    print("| step                                                 | median       | p99          |")
    print("|------------------------------------------------------|--------------|--------------|")
    print(row("baseline: 1 WidgetSnapshot draw (.html)", "one snapshot", unit: 1, "µs"))
    print(row("1-cell matrix: tester, timeline, draw, compare", "one cell", unit: 1, "µs"))
    print(row("baseline: 100 WidgetSnapshot draws", "baseline", unit: 1000, "ms"))
    print(row("100-cell matrix end to end (draw + compare)", "matrix", unit: 1000, "ms"))
    let ratio = percentile("matrix", 0.5) / percentile("baseline", 0.5)
    let perCell = percentile("matrix", 0.5) / 100
    print(String(format: "100-cell matrix / 100 WidgetSnapshot draws (median): %.2f×", ratio))
    print(String(format: "a cell within the matrix: %.0f µs (median ÷ 100); Roborazzi: ~15,000 µs a preview", perCell))
    print(
        String(
            format: "1-cell matrix / 1 WidgetSnapshot draw (median): %.1f×",
            percentile("one cell", 0.5) / percentile("one snapshot", 0.5)))
}

/// Draws each cell's family and colour scheme with WidgetSnapshot (no host, no provider, no comparison); the
/// bytes drawn.
@MainActor
func drawDirectly(_ cells: [SnapshotMatrix.Cell], entry: ChecklistEntry) -> Int {
    var bytes = 0
    for cell in cells {
        bytes +=
            WidgetSnapshot(family: cell.family, colorScheme: cell.colorScheme) { ChecklistView(entry: entry) }
            .html.utf8.count
    }
    return bytes
}

/// Compares the widget in every cell with the references recorded at start; every one must match.
@MainActor
func compare(_ cells: SnapshotMatrix, in references: URL) async throws {
    let comparison = try await WidgetTester.compareSnapshots(
        of: ChecklistWidget(), matrix: cells, in: references, now: now)
    guard comparison.differing.isEmpty, comparison.recorded.isEmpty, comparison.count == cells.cells.count else {
        throw BenchError("the drawings did not match their references: \(comparison.differing.prefix(3))")
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

do {
    try await run()
} catch {
    FileHandle.standardError.write(Data("matrix-bench: \(error)\n".utf8))
    exit(1)
}
