// Measures a full tap round trip in WidgetHost: rebuild the intent from its archive, perform a trivial intent,
// reload the widget's timeline, render its HTML. Run: swift run -c release host-bench
import Foundation
import WidgetRuntime

final class Counter: @unchecked Sendable {
    static let shared = Counter()
    private let lock = NSLock()
    private var value = 0

    func add(_ amount: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += amount
        return value
    }

    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

struct TapIntent: AppIntent {
    static var title: LocalizedStringResource { "Tap" }
    @Parameter(title: "Amount", default: 1) var amount: Int
    @Parameter(title: "Label", default: "row") var label: String

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: Counter.shared.add(amount))
    }
}

struct BenchEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct BenchProvider: TimelineProvider {
    func placeholder(in context: Context) -> BenchEntry { BenchEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (BenchEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<BenchEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { BenchEntry(date: now + Double($0) * 900, count: Counter.shared.current) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A widget about the size of a task list: a header and six rows, each with a button.
struct BenchView: View {
    let entry: BenchEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Tasks")
                Spacer()
                Text("\(entry.count)")
            }
            Row(index: 0, count: entry.count)
            Row(index: 1, count: entry.count)
            Row(index: 2, count: entry.count)
            Row(index: 3, count: entry.count)
            Row(index: 4, count: entry.count)
            Row(index: 5, count: entry.count)
        }
    }
}

struct Row: View {
    let index: Int
    let count: Int
    var body: some View {
        HStack {
            Button(intent: intent) { Text("○") }
            Text("Task number \(index) with a title")
            Spacer()
        }
    }

    var intent: TapIntent {
        let intent = TapIntent()
        intent.label = "row \(index)"
        return intent
    }
}

struct BenchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Bench", provider: BenchProvider()) { entry in
            BenchView(entry: entry)
        }
        .supportedFamilies([.systemLarge])
    }
}

struct BenchBundle: WidgetBundle {
    var body: some Widget { BenchWidget() }
}

@MainActor
func measure(iterations: Int, _ body: () async throws -> Void) async rethrows -> [Duration] {
    var samples: [Duration] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let start = clock.now
        try await body()
        samples.append(clock.now - start)
    }
    return samples.sorted()
}

func microseconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    return String(format: "%9.1f", value)
}

func row(_ name: String, _ samples: [Duration]) -> String {
    let median = samples[samples.count / 2]
    let p99 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.99).rounded(.up)) - 1)]
    let name = name.padding(toLength: 34, withPad: " ", startingAt: 0)
    return "\(name) \(String(format: "%6d", samples.count)) \(microseconds(median)) \(microseconds(p99))"
}

let host = WidgetHost(bundle: BenchBundle())
let id = try host.addWidget(kind: "Bench", family: .systemLarge)
await host.waitUntilIdle()
let archive = IntentArchive.archive(TapIntent())
let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000

// Warm up caches and lazy metadata.
for _ in 0..<100 { try await host.perform(archive: archive, in: id) }

let registry = host.registry
let rebuild = try await measure(iterations: iterations) { _ = try registry.intent(from: archive) }
let render = await measure(iterations: iterations) {
    _ = WidgetSnapshot(family: .systemLarge) { BenchView(entry: BenchEntry(date: Date(), count: 1)) }.bodyHTML
}
let archiveOne = await measure(iterations: iterations) { _ = IntentArchive.archive(TapIntent()) }
let reload = await measure(iterations: iterations) { await host.reloadTimelines(ofKind: "Bench") }
let roundTrip = try await measure(iterations: iterations) {
    try await host.perform(archive: archive, in: id)
    // The header shows the counter: only a widget redrawn after this tap's intent shows its new value.
    guard host.html(of: id)?.contains(">\(Counter.shared.current)<") == true else {
        fatalError("the widget was not redrawn after the tap")
    }
}

print("WidgetHost tap round trip (\(iterations) iterations, microseconds)")
print("step                               \("     n")    median       p99")
print(row("rebuild intent from archive", rebuild))
print(row("archive one intent", archiveOne))
print(row("render HTML (6 buttons)", render))
print(row("reload timeline + render HTML", reload))
print(row("full tap round trip", roundTrip))
print("HTML of the widget: \(host.html(of: id)?.utf8.count ?? 0) bytes; counter at \(Counter.shared.current)")
