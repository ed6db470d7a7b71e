// tasks-bench: the article's store against TaskStore, for a toggle and a widget read.
//
//   swift run -c release tasks-bench [--quick]
//
// For N = 10, 100, 1,000, 10,000 tasks: median (p50) and p99 in µs of
//   toggle:       flip one task's completion, stored when the call returns (synced to the disk at FULL, the
//                 default; at NORMAL the last commits can be lost on power loss)
//   widget read:  open the store as a widget's process does (no store of this process holds the file open),
//                 read the top 3 rows and the summary over all tasks
// for (a) the article's design: one JSON blob in UserDefaults(suiteName:) + synchronize(),
//     (b) the same blob in a plain file written atomically,
//     (c) TaskStore with synchronous=FULL, (d) TaskStore with synchronous=NORMAL,
//     (e) the floor: SQLite's C API running TaskStore's statements at FULL, nothing around them (RawSQLite),
// and each design's speed-up over (b), then TaskStore FULL against the floor. Iterations adapt so the whole run
// stays near two minutes.
import Foundation
import TaskKit

/// The article's model, unchanged in shape: `[{"id","title","isCompleted","priority"}]`.
struct ArticleTask: Codable {
    var id: UUID
    var title: String
    var isCompleted: Bool
    var priority: TaskPriority
}

struct Stats {
    var p50: Double
    var p99: Double
    var samples: Int
}

/// Times `body` until `budget` seconds pass or `maxSamples` runs, with at least `minSamples`.
func measure(
    budget: Double, minSamples: Int = 5, maxSamples: Int = 5_000, _ body: () throws -> Void
) rethrows
    -> Stats
{
    let clock = ContinuousClock()
    for _ in 0..<2 { try body() }  // warm up
    var samples: [Double] = []
    let start = clock.now
    while samples.count < minSamples || (samples.count < maxSamples && (clock.now - start) < .seconds(budget)) {
        let t0 = clock.now
        try body()
        let elapsed = clock.now - t0
        samples.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    }
    samples.sort()
    func quantile(_ q: Double) -> Double { samples[min(samples.count - 1, Int(Double(samples.count) * q))] }
    return Stats(p50: quantile(0.5), p99: quantile(0.99), samples: samples.count)
}

/// What a widget shows: three rows and counts over all tasks (the article's fields only).
func widgetView(_ tasks: [ArticleTask]) -> (rows: [ArticleTask], pending: Int, highPending: Int) {
    (
        Array(tasks.prefix(3)), tasks.filter { !$0.isCompleted }.count,
        tasks.filter { !$0.isCompleted && $0.priority == .high }.count
    )
}

let quick = CommandLine.arguments.contains("--quick")
let budget = quick ? 0.2 : 1.6
let sizes = [10, 100, 1_000, 10_000]
let workDir = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-bench-\(getpid())")
try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workDir) }
var sink = 0  // keeps results alive so nothing is optimised away

struct Row {
    var n: Int
    var design: String
    var toggle: Stats
    var read: Stats
}
var rows: [Row] = []
let runStart = Date()

for n in sizes {
    let tasks = (0..<n).map {
        ArticleTask(
            id: UUID(), title: "Task number \($0) with a realistic title", isCompleted: $0 % 3 == 0,
            priority: TaskPriority(rank: $0 % 3)!)
    }
    let ids = tasks.map(\.id)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    let blob = try encoder.encode(tasks)

    // (a) The article: UserDefaults suite, whole blob rewritten and synchronize()d on every toggle.
    let suite = "taskwidgets.bench.\(getpid()).\(n)"
    UserDefaults(suiteName: suite)!.set(blob, forKey: "tasks")
    UserDefaults(suiteName: suite)!.synchronize()
    let defaults = UserDefaults(suiteName: suite)!
    let aToggle = try measure(budget: budget) {
        let id = ids.randomElement()!
        var all = try decoder.decode([ArticleTask].self, from: defaults.data(forKey: "tasks") ?? Data())
        if let index = all.firstIndex(where: { $0.id == id }) { all[index].isCompleted.toggle() }
        defaults.set(try encoder.encode(all), forKey: "tasks")
        defaults.synchronize()
    }
    let aRead = try measure(budget: budget) {
        let fresh = UserDefaults(suiteName: suite)!
        let all = try decoder.decode([ArticleTask].self, from: fresh.data(forKey: "tasks") ?? Data())
        sink &+= widgetView(all).pending
    }
    UserDefaults(suiteName: suite)!.removePersistentDomain(forName: suite)
    rows.append(Row(n: n, design: "(a) article: UserDefaults blob", toggle: aToggle, read: aRead))

    // (b) The same blob in a plain file, written atomically.
    let file = workDir.appendingPathComponent("blob-\(n).json")
    try blob.write(to: file, options: .atomic)
    let bToggle = try measure(budget: budget) {
        let id = ids.randomElement()!
        var all = try decoder.decode([ArticleTask].self, from: Data(contentsOf: file))
        if let index = all.firstIndex(where: { $0.id == id }) { all[index].isCompleted.toggle() }
        try encoder.encode(all).write(to: file, options: .atomic)
    }
    let bRead = try measure(budget: budget) {
        let all = try decoder.decode([ArticleTask].self, from: Data(contentsOf: file))
        sink &+= widgetView(all).pending
    }
    rows.append(Row(n: n, design: "(b) JSON blob in a file", toggle: bToggle, read: bRead))

    // (c), (d) TaskStore.
    for durability in [TaskStore.Durability.full, .normal] {
        let path = workDir.appendingPathComponent("store-\(n)-\(durability).sqlite").path
        try TaskStore(path: path, durability: .normal).importLegacy(blob)
        let today = TaskDay.today()
        // The toggling store is closed before the reads: a store open in this process would let each read skip
        // the header check of the opening (OpenStoreFiles), which a widget's process never can.
        let toggle = try measureToggles(path: path, durability: durability, ids: ids, budget: budget)
        let read = try measure(budget: budget) {
            let widget = try TaskStore(path: path, durability: durability)
            sink &+= try widget.widgetTasks(limit: 3).count + widget.summary(today: today).pending
        }
        let name = durability == .full ? "(c) TaskStore FULL" : "(d) TaskStore NORMAL"
        rows.append(Row(n: n, design: name, toggle: toggle, read: read))
    }
    // (e) on (c)'s file: the same statements through the C API.
    let fullPath = workDir.appendingPathComponent("store-\(n)-\(TaskStore.Durability.full).sqlite").path
    let rawToggle = try measureRawToggles(path: fullPath, ids: ids.map(\.uuidString), budget: budget)
    let rawRead = try measure(budget: budget) {
        sink &+= try RawSQLite.widgetRead(path: fullPath, today: TaskDay.today().description)
    }
    rows.append(Row(n: n, design: "(e) raw SQLite FULL, same statements", toggle: rawToggle, read: rawRead))
    FileHandle.standardError.write(Data("N=\(n) done after \(Int(Date().timeIntervalSince(runStart))) s\n".utf8))
}

/// Toggles random tasks through one store, closed when this returns.
@MainActor func measureToggles(
    path: String, durability: TaskStore.Durability, ids: [UUID], budget: Double
) throws -> Stats {
    let store = try TaskStore(path: path, durability: durability)
    return try measure(budget: budget) {
        sink &+= try store.toggle(id: ids.randomElement()!).position
    }
}

/// Toggles random tasks through the C API, one connection closed when this returns.
@MainActor func measureRawToggles(path: String, ids: [String], budget: Double) throws -> Stats {
    let toggler = try RawSQLite.Toggler(path: path)
    return try measure(budget: budget) { sink &+= try toggler.toggle(id: ids.randomElement()!) }
}

func µs(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
}

func ratio(_ base: Double, _ value: Double) -> String {
    let r = base / value
    return r >= 10 ? String(format: "%.0f×", r) : String(format: "%.2f×", r)
}

var out = """
    ## tasks-bench

    SQLite \(TaskStore.sqliteVersion), \(ProcessInfo.processInfo.activeProcessorCount) cores, \
    \(quick ? "quick run" : "full run") in \(Int(Date().timeIntervalSince(runStart))) s. \
    Times in µs; "vs (b)" is how many times faster than the JSON blob in a file (p50).

    | N | design | toggle p50 | toggle p99 | read p50 | read p99 | toggle vs (b) | read vs (b) | samples |
    |---:|---|---:|---:|---:|---:|---:|---:|---:|

    """
for row in rows {
    let base = rows.first { $0.n == row.n && $0.design.hasPrefix("(b)") }!
    out +=
        "| \(row.n) | \(row.design) | \(µs(row.toggle.p50)) | \(µs(row.toggle.p99)) | \(µs(row.read.p50)) | "
        + "\(µs(row.read.p99)) | \(ratio(base.toggle.p50, row.toggle.p50)) | \(ratio(base.read.p50, row.read.p50)) | "
        + "\(row.toggle.samples)/\(row.read.samples) |\n"
}
out += """

    TaskStore FULL against the floor (e), p50 (> 1: TaskStore takes longer):

    | N | toggle (c) ÷ (e) | read (c) ÷ (e) |
    |---:|---:|---:|

    """
for n in sizes {
    guard let store = rows.first(where: { $0.n == n && $0.design.hasPrefix("(c)") }),
        let floor = rows.first(where: { $0.n == n && $0.design.hasPrefix("(e)") })
    else { continue }
    out += "| \(n) | \(ratio(store.toggle.p50, floor.toggle.p50)) | \(ratio(store.read.p50, floor.read.p50)) |\n"
}
print(out)
if sink == 42 { print("") }
