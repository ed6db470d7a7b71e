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

@MainActor
func run() {
    let snapshot = WidgetSnapshot(size: CGSize(width: 338, height: 158)) { BenchWidget() }
    var bytes = 0
    for _ in 0..<500 { bytes = snapshot.bodyHTML.utf8.count }
    let iterations = Int(ProcessInfo.processInfo.environment["WIDGET_BENCH_RUNS"] ?? "") ?? 20_000
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let start = clock.now
        let html = snapshot.bodyHTML
        let elapsed = clock.now - start
        bytes = html.utf8.count
        let (seconds, attoseconds) = elapsed.components
        samples.append(Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
    }
    samples.sort()
    func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * p))] }
    func format(_ value: Double) -> String { String(format: "%8.1f µs", value) }
    print("widget-bench: render a medium task-list widget to HTML (\(bytes) bytes), \(iterations) runs")
    print("| statistic | time        |")
    print("|-----------|-------------|")
    print("| min       | \(format(samples[0])) |")
    print("| median    | \(format(percentile(0.5))) |")
    print("| p90       | \(format(percentile(0.9))) |")
    print("| p99       | \(format(percentile(0.99))) |")
    print("target: median ≤ 50 µs — \(percentile(0.5) <= 50 ? "met" : "NOT met")")
}

MainActor.assumeIsolated { run() }
