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
    let render = measure(iterations) { snapshot.bodyHTML.utf8.count }
    let laidOutSnapshot = WidgetSnapshot(size: CGSize(width: 338, height: 158)) { LaidOutBenchWidget() }
    for _ in 0..<500 { _ = laidOutSnapshot.bodyHTML }
    let laidOut = measure(iterations) { laidOutSnapshot.bodyHTML.utf8.count }
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
        "| render: views → nodes → HTML       | \(format(percentile(render.samples, 0.5))) | \(format(percentile(render.samples, 0.99))) |"
    )
    print(
        "| laid out: + ViewThatFits, engine   | \(format(percentile(laidOut.samples, 0.5))) | \(format(percentile(laidOut.samples, 0.99))) |"
    )
    let median = percentile(render.samples, 0.5)
    print(String(format: "render / baseline (median): %.1f×", median / percentile(write.samples, 0.5)))
    print(
        String(
            format: "laid out / render (median): %.1f× (the layout engine's cost, docs/layout.md)",
            percentile(laidOut.samples, 0.5) / median))
    print("target: render median ≤ 50 µs — \(median <= 50 ? "met" : "NOT met")")
}

MainActor.assumeIsolated { run() }
