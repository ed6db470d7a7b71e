import Charts
import Foundation
import WidgetRuntime

// Renders one medium-sized task-list-like widget to HTML many times and reports the median and
// p99 time per render (target: median ≤ 50 µs).

struct BenchRow: View {
    let title: String
    let done: Bool
    let priority: Int

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(done ? Color.green : Color.secondary)
            Text(title)
                .strikethrough(done)
                .foregroundStyle(done ? .secondary : .primary)
                .lineLimit(1)
            Spacer()
            if priority > 1 {
                Image(systemName: "exclamationmark.circle.fill").foregroundStyle(.red)
            } else {
                Image(systemName: "star").foregroundStyle(.orange)
            }
        }
        .font(.subheadline)
    }
}

struct BenchWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Today").font(.headline)
                Spacer()
                Text("\(2)")
                    .font(.caption.bold())
                    .padding(.horizontal, 7)
                    .padding(.vertical, 2)
                    .background(.fill.tertiary, in: Capsule())
            }
            BenchRow(title: "Buy oat milk", done: true, priority: 1)
            BenchRow(title: "Call the plumber", done: false, priority: 2)
            BenchRow(title: "Water the plants", done: false, priority: 1)
        }
        .padding(4)
        .background(.background)
    }
}

/// The same widget with a header that needs the layout engine (docs/layout.md): the date that fits.
struct LaidOutBenchWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ViewThatFits(in: .horizontal) {
                Text("Today, Tuesday 12 March 2024 — three tasks left").font(.headline)
                Text("Today, Tuesday 12 March").font(.headline)
                Text("Today").font(.headline)
            }
            BenchRow(title: "Buy oat milk", done: true, priority: 1)
            BenchRow(title: "Call the plumber", done: false, priority: 2)
            BenchRow(title: "Water the plants", done: false, priority: 1)
        }
        .padding(4)
        .background(.background)
    }
}

/// The same size of widget drawing a week of bars with a goal rule (Charts, docs/layout.md "Charts"): the chart
/// is laid out by the engine, then drawn as SVG with placed labels.
struct ChartBenchWidget: View {
    static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let steps = [6_420, 11_030, 8_950, 4_210, 12_480, 9_870, 7_340]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Steps").font(.headline)
            Chart {
                ForEach(Self.days.indices, id: \.self) { index in
                    BarMark(x: .value("Day", Self.days[index]), y: .value("Steps", Self.steps[index]))
                        .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", 8_000))
                    .foregroundStyle(.orange)
            }
        }
        .padding(4)
        .background(.background)
    }
}

/// A flow layout (the `Layout` protocol, docs/layout.md "Custom layouts"): each subview at its ideal size, left to
/// right, wrapping to a new row when the row is full.
struct BenchFlowLayout: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = self.rows(subviews, width: proposal.width ?? .infinity)
        let width = rows.map { $0.last.map { $0.x + $0.size.width } ?? 0 }.max() ?? 0
        let height = rows.last?.first.map { $0.y + rows.last!.map(\.size.height).max()! } ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, place) in rows(subviews, width: bounds.width).joined().enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + place.x, y: bounds.minY + place.y), proposal: .unspecified)
        }
    }

    /// Where each subview goes: rows of (x, y, size).
    private func rows(_ subviews: Subviews, width: CGFloat) -> [[(x: CGFloat, y: CGFloat, size: CGSize)]] {
        var rows: [[(x: CGFloat, y: CGFloat, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            rows[rows.count - 1].append((x, y, size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return rows
    }
}

/// The same size of widget with a title and eight tags placed by a custom `Layout`.
struct FlowLayoutBenchWidget: View {
    static let tags = ["Groceries", "Home", "Work", "Errands", "Garden", "Books", "Travel", "Health"]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Lists").font(.headline)
            BenchFlowLayout {
                ForEach(Self.tags, id: \.self) { tag in
                    Text(tag).font(.caption).padding(.horizontal, 6).padding(.vertical, 2)
                        .background(Capsule().fill(.blue.opacity(0.15)))
                }
            }
        }
        .padding(4)
        .background(.background)
    }
}

/// Median and percentiles of `iterations` timings of `body`, in µs.
@MainActor
func measure(_ iterations: Int, _ body: () -> Int) -> (samples: [Double], bytes: Int) {
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    var bytes = 0
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let start = clock.now
        bytes = body()
        let (seconds, attoseconds) = (clock.now - start).components
        samples.append(Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
    }
    samples.sort()
    return (samples, bytes)
}

@MainActor
func run() {
    let snapshot = WidgetSnapshot(size: CGSize(width: 338, height: 158)) { BenchWidget() }
    for _ in 0..<500 { _ = snapshot.bodyHTML }
    let iterations = Int(ProcessInfo.processInfo.environment["WIDGET_BENCH_RUNS"] ?? "") ?? 20_000
    // Baseline: writing the same, already built nodes — the floor that view evaluation and layout add to.
    let nodes = [snapshot.render().node]
    let write = measure(iterations) { HTMLWriter.html(nodes).utf8.count }
    let titles = ["Buy oat milk", "Call the plumber", "Water the plants"]
    let rendered = snapshot.bodyHTML
    guard let floor = HandWrittenFloor(rendered: rendered, values: titles), floor.html(titles) == rendered else {
        fail("the hand-written floor does not give the render's bytes")
    }
    let handWritten = measure(iterations) { floor.html(titles).utf8.count }
    let render = measure(iterations) { snapshot.bodyHTML.utf8.count }
    let laidOutSnapshot = WidgetSnapshot(size: CGSize(width: 338, height: 158)) { LaidOutBenchWidget() }
    for _ in 0..<500 { _ = laidOutSnapshot.bodyHTML }
    let laidOut = measure(iterations) { laidOutSnapshot.bodyHTML.utf8.count }
    let chartSnapshot = WidgetSnapshot(size: CGSize(width: 338, height: 158)) { ChartBenchWidget() }
    for _ in 0..<500 { _ = chartSnapshot.bodyHTML }
    let chart = measure(iterations) { chartSnapshot.bodyHTML.utf8.count }
    let flowSnapshot = WidgetSnapshot(size: CGSize(width: 338, height: 158)) { FlowLayoutBenchWidget() }
    for _ in 0..<500 { _ = flowSnapshot.bodyHTML }
    let flow = measure(iterations) { flowSnapshot.bodyHTML.utf8.count }
    func percentile(_ samples: [Double], _ p: Double) -> Double {
        samples[min(samples.count - 1, Int(Double(samples.count) * p))]
    }
    func format(_ value: Double) -> String { String(format: "%8.1f µs", value) }
    print("widget-bench: a medium task-list widget to HTML (\(render.bytes) bytes), \(iterations) runs each")
    print("| step                               | median      | p99         |")
    print("|------------------------------------|-------------|-------------|")
    print(
        "| baseline: write the built nodes    | \(format(percentile(write.samples, 0.5))) | \(format(percentile(write.samples, 0.99))) |"
    )
    print(
        "| floor: the same bytes by hand      | \(format(percentile(handWritten.samples, 0.5))) | \(format(percentile(handWritten.samples, 0.99))) |"
    )
    print(
        "| render: views → nodes → HTML       | \(format(percentile(render.samples, 0.5))) | \(format(percentile(render.samples, 0.99))) |"
    )
    print(
        "| laid out: + ViewThatFits, engine   | \(format(percentile(laidOut.samples, 0.5))) | \(format(percentile(laidOut.samples, 0.99))) |"
    )
    print(
        "| chart: 7 bars and a rule (Charts)  | \(format(percentile(chart.samples, 0.5))) | \(format(percentile(chart.samples, 0.99))) |"
    )
    print(
        "| custom Layout: 8 tags in a flow    | \(format(percentile(flow.samples, 0.5))) | \(format(percentile(flow.samples, 0.99))) |"
    )
    let median = percentile(render.samples, 0.5)
    print(String(format: "render / baseline (median): %.1f×", median / percentile(write.samples, 0.5)))
    print(
        String(
            format: "render / hand-written floor (median): %.1f× (issue 31's target: ≤ 10×)",
            median / percentile(handWritten.samples, 0.5)))
    print(
        String(
            format: "laid out / render (median): %.1f× (the layout engine's cost, docs/layout.md)",
            percentile(laidOut.samples, 0.5) / median))
    print(String(format: "chart / render (median): %.1f×", percentile(chart.samples, 0.5) / median))
    print(String(format: "custom Layout / render (median): %.1f×", percentile(flow.samples, 0.5) / median))
    print("target: render median ≤ 50 µs — \(median <= 50 ? "met" : "NOT met")")
}

// MARK: - Against another build

/// `widget-bench --baseline PATH [--rounds N]`: this build and another build's widget-bench (built from another
/// commit), each run as a child process in turn, `rounds` times; each row's median and p99 as each printed
/// them, the median over the rounds, and this build ÷ the baseline. Rows are read from the printed table, so
/// any build that prints it can be the baseline (a row it does not have is left out).
func compare(baseline: String, rounds: Int) {
    let this = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
    let builds = [("this build", this), ("baseline", baseline)]
    var results: [String: [String: [(median: Double, p99: Double)]]] = [:]
    var rowNames: [String] = []
    for round in 1...rounds {
        for (name, path) in builds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            var environment = ProcessInfo.processInfo.environment
            environment["WIDGET_BENCH_RUNS"] = environment["WIDGET_BENCH_RUNS"] ?? "5000"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            do { try process.run() } catch { fail("cannot run \(path): \(error)") }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { fail("\(path) exited with \(process.terminationStatus)") }
            for line in text.split(separator: "\n") where line.hasPrefix("| ") && line.contains(" µs") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 3,
                    let median = Double(cells[1].replacingOccurrences(of: " µs", with: "")),
                    let p99 = Double(cells[2].replacingOccurrences(of: " µs", with: ""))
                else { continue }
                let row = cells[0]
                if !rowNames.contains(row) { rowNames.append(row) }
                results[name, default: [:]][row, default: []].append((median, p99))
            }
            FileHandle.standardError.write(Data("round \(round): \(name) done\n".utf8))
        }
    }
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("widget-bench: this build against \(baseline), \(rounds) interleaved rounds, runs in turn")
    print("(median and p99 per render in µs: the median over the rounds of what each run printed)")
    print("| row | this build median | this build p99 | baseline median | baseline p99 | this ÷ baseline (median) |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rowNames {
        guard let mine = results["this build"]?[row], let theirs = results["baseline"]?[row] else { continue }
        let (a, b) = (middle(mine.map(\.median)), middle(theirs.map(\.median)))
        print(
            String(
                format: "| %@ | %.1f | %.1f | %.1f | %.1f | %.2f× |", row, a, middle(mine.map(\.p99)), b,
                middle(theirs.map(\.p99)), a / b))
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("widget-bench: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(of: "--baseline") {
    guard index + 1 < arguments.count, FileManager.default.isExecutableFile(atPath: arguments[index + 1]) else {
        fail("usage: widget-bench [--baseline PATH-TO-widget-bench [--rounds N]]")
    }
    let roundsText = arguments.firstIndex(of: "--rounds").flatMap { arguments.dropFirst($0 + 1).first }
    let rounds = roundsText.flatMap { Int($0) } ?? 5
    compare(baseline: arguments[index + 1], rounds: max(1, rounds))
} else if !arguments.isEmpty {
    fail("usage: widget-bench [--baseline PATH-TO-widget-bench [--rounds N]]")
} else {
    MainActor.assumeIsolated { run() }
}
