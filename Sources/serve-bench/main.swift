// The tap round trip of the real home screen over HTTP, at 10,000 tasks: POST /intents → the store changes →
// every widget host reloads → the updated HTML comes back; against the baseline of a cached widget fragment
// (GET /widgets/{id}). Run: swift run -c release serve-bench
//
// The server runs in this process (HomeScreenServer over TaskHomeScreenBackend, with the main actor on
// MainActorRunLoop, as `tasks serve` does); the client is a raw HTTP/1.1 keep-alive socket on its own thread
// while the main thread runs the main actor.
import Foundation
import HomeScreen
import TaskKit
import TaskWidgets
import WidgetRuntime

// First, before any task exists.
MainActorRunLoop.install()

let taskCount = 10_000
/// `--durability full` measures taps synced before the tapped widget reloads, as `TaskStore`'s default does.
let durability: TaskStore.Durability = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--durability") else { return .flushInBackground }
    guard index + 1 < arguments.count, let value = TaskStore.Durability(rawValue: arguments[index + 1]) else {
        FileHandle.standardError.write(
            Data("serve-bench: --durability takes one of \(TaskStore.Durability.allCases.map(\.rawValue))\n".utf8))
        exit(2)
    }
    return value
}()
let minimumTaps = 300
let tapBudget: TimeInterval = 30
/// Even, so the tapped task ends as it began.
let spacedTapCount = 200
let fetchBudget: TimeInterval = 8

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("serve-bench: \(message)\n".utf8))
    exit(1)
}

func microseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000
}

/// The nearest-rank percentile of sorted samples.
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
}

func htmlUnescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// The first match's capture groups of `pattern` in `text`.
func captures(_ pattern: String, in text: String) -> [String]? {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
    return (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
}

struct Measurement: Sendable {
    var fetches: [Double]
    var taps: [Double]
    /// Taps with a pause before each, so the server has finished the previous tap's other widgets.
    var spacedTaps: [Double]
    /// Fragment requests with the same pause before each.
    var spacedFetches: [Double]
    var distinctTapAnswers: Int
    var instance: String
}

/// Runs the client: finds the token, an instance and a row's archive on the page, then measures.
func measure(port: UInt16) throws -> Measurement {
    let client = HTTPClient(port: port)
    let page = try client.request("GET", "/")
    guard page.status == 200 else { fail("GET / answered \(page.status)") }
    let html = page.text
    guard let token = captures(#"<meta name="taskwidgets-token" content="([0-9a-f]+)""#, in: html)?.first else {
        fail("no token on the page")
    }
    // The first slot with a tappable element: data-instance="…" … data-intent="…" before the next slot.
    guard
        let found = captures(
            #"data-instance="([A-Za-z0-9._-]+)"(?:(?!data-instance=).)*?data-intent="([^"]*)""#, in: html)
    else { fail("no slot with a data-intent on the page") }
    let instance = found[0]
    let archive = htmlUnescape(found[1])
    let body = try JSONSerialization.data(withJSONObject: ["archive": archive, "instance": instance])
    let tapHeaders = [
        ("X-TaskWidgets-Token", token), ("Origin", "http://127.0.0.1:\(port)"), ("Content-Type", "application/json"),
    ]

    func tap() throws -> String {
        let response = try client.request("POST", "/intents", headers: tapHeaders, body: Array(body))
        guard response.status == 200 else { fail("POST /intents answered \(response.status): \(response.text)") }
        // The answer is the redrawn widget's HTML; decoding it as text is the client's share of the work.
        let html = response.text
        guard response.headers["content-type"]?.hasPrefix("text/html") == true, html.hasPrefix("<div") else {
            fail("POST /intents answered without the widget's HTML")
        }
        return html
    }

    func fetch() throws {
        let response = try client.request("GET", "/widgets/\(instance)")
        guard response.status == 200, !response.body.isEmpty else { fail("GET /widgets answered \(response.status)") }
    }

    // Warm up both paths (the host, SQLite's page cache, the allocator).
    for _ in 0..<200 { try fetch() }
    var warmup = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<20 { _ = try tap() }
    let perTap = microseconds(since: warmup) / 20
    warmup = 0

    var fetches: [Double] = []
    let fetchStart = Date()
    while fetches.count < 20_000 && (fetches.count < 1_000 || Date().timeIntervalSince(fetchStart) < fetchBudget) {
        let start = DispatchTime.now().uptimeNanoseconds
        try fetch()
        fetches.append(microseconds(since: start))
    }

    // An even number of taps, so the task ends as it began; as many as fit the budget, at least 300.
    var tapTarget = max(minimumTaps, min(5_000, Int(tapBudget * 1_000_000 / max(perTap, 1))))
    tapTarget += tapTarget % 2
    var taps: [Double] = []
    var answers: Set<String> = []
    let tapStart = Date()
    while taps.count < tapTarget {
        let start = DispatchTime.now().uptimeNanoseconds
        let html = try tap()
        taps.append(microseconds(since: start))
        if answers.count < 8 { answers.insert(html) }
        if taps.count >= minimumTaps && taps.count % 2 == 0 && Date().timeIntervalSince(tapStart) > tapBudget * 1.3 {
            break
        }
    }
    // Taps as a finger makes them: a pause before each (the previous tap's other widgets are drawn by then).
    var spacedTaps: [Double] = []
    for _ in 0..<spacedTapCount {
        Thread.sleep(forTimeInterval: 0.08)
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try tap()
        spacedTaps.append(microseconds(since: start))
    }
    // The same pause before a cached fragment: what any request costs after the machine sat idle.
    var spacedFetches: [Double] = []
    for _ in 0..<spacedTapCount {
        Thread.sleep(forTimeInterval: 0.08)
        let start = DispatchTime.now().uptimeNanoseconds
        try fetch()
        spacedFetches.append(microseconds(since: start))
    }
    return Measurement(
        fetches: fetches, taps: taps, spacedTaps: spacedTaps, spacedFetches: spacedFetches,
        distinctTapAnswers: answers.count, instance: instance)
}

/// What the client thread hands to the main thread (read once that thread has stopped the run loop).
final class Outcome<T>: @unchecked Sendable {
    var result: Result<T, any Error> = .failure(CancellationError())
}

/// Runs `body` on a thread of its own while this (the main) thread runs the main actor, which the server needs.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
    let outcome = Outcome<T>()
    let thread = Thread {
        outcome.result = Result { try body() }
        MainActorRunLoop.stop()
    }
    thread.stackSize = 8 << 20
    thread.start()
    MainActorRunLoop.run()
    return try outcome.result.get()
}

// MARK: - Main

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let path = directory.appendingPathComponent("tasks.sqlite").path

let seedStart = Date()
do {
    let seed = try TaskStore(path: path, durability: .normal)
    let priorities: [TaskPriority] = [.low, .medium, .high]
    for index in 0..<taskCount {
        _ = try seed.add(title: "Benchmark task \(index)", priority: priorities[index % priorities.count])
    }
}  // closed here
let seedSeconds = Date().timeIntervalSince(seedStart)

let backend = try TaskHomeScreenBackend(path: path, durability: durability)
let server = try HomeScreenServer(backend: backend, host: "127.0.0.1", port: 0)
try server.start()
let port = server.port

let result: Measurement
do {
    result = try onThread { try measure(port: port) }
} catch {
    fail("\(error)")
}
server.stop()
backend.stop()

let finalCount = try backend.store.allTasks().count
let integrity = try backend.store.integrityCheck()

let fetches = result.fetches.sorted()
let taps = result.taps.sorted()
let spaced = result.spacedTaps.sorted()
let spacedFetches = result.spacedFetches.sorted()
let tapP50 = percentile(spaced, 50)
let tapP99 = percentile(spaced, 99)
func us(_ value: Double) -> String { value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value) }
func row(_ name: String, _ samples: [Double]) -> String {
    "| \(name) | \(samples.count) | \(us(percentile(samples, 50))) | \(us(percentile(samples, 90))) | \(us(percentile(samples, 99))) |"
}

print(
    """
    ## serve-bench

    \(taskCount) tasks (seeded in \(String(format: "%.1f", seedSeconds)) s), real HomeScreenServer on 127.0.0.1:\(port), \
    raw HTTP/1.1 keep-alive client, one connection, instance `\(result.instance)`, store durability \
    `\(durability.rawValue)`. Times in µs.

    | request | n | p50 | p90 | p99 |
    |---|---:|---:|---:|---:|
    \(row("(a) GET /widgets/{instance} (cached fragment)", fetches))
    \(row("(b) POST /intents, taps one after another (stress)", taps))
    \(row("(c) POST /intents, a tap every 80 ms (a finger)", spaced))
    \(row("(d) GET /widgets/{instance}, every 80 ms (baseline of (c))", spacedFetches))

    A tap is the intent (a SQLite write, on disk before the answer), the tapped widget's reload and redraw,
    and the HTTP answer with its HTML; the other widgets redraw after the answer. In (b) each tap also waits
    for the previous tap's other widgets. Tap (c) / fragment (d) (p50): \
    \(String(format: "%.1f", tapP50 / percentile(spacedFetches, 50)))×, (p99): \
    \(String(format: "%.1f", tapP99 / percentile(spacedFetches, 99)))×.

    | target | value | |
    |---|---:|---|
    | tap (c) p50 ≤ 2 ms | \(us(tapP50)) µs | \(tapP50 <= 2_000 ? "met" : "NOT met") |
    | tap (c) p99 ≤ 10 ms | \(us(tapP99)) µs | \(tapP99 <= 10_000 ? "met" : "NOT met") |

    After the run: \(finalCount) tasks (expected \(taskCount)), integrity_check: \(integrity); \
    \(result.distinctTapAnswers) distinct tap answers (the toggled task alternates).
    """)

if finalCount != taskCount || integrity != "ok" {
    fail("the store is not as expected: \(finalCount) tasks, integrity \(integrity)")
}
