// sync-bench: CalDAV sync at 10,000 tasks against a real Radicale on loopback.
//
//   swift run -c release sync-bench [--tasks N] [--repeats R] [--upload-repeats U] [--compare-tasks M]
//                                   [--changes C] [--trace]
//   swift run -c release sync-bench --xml [--objects N] [--xml-repeats R]   (XML reading only; XMLBench.swift)
//   swift run -c release sync-bench --transport [--requests N]     (the HTTP transport alone: TransportBench.swift)
//
// Needs Radicale for python3 (`./scripts/test` installs it; or `python3 -m pip install radicale`). Measures,
// with requests counted and median / p99 over the repeats, each against a baseline in the same run, and prints
// each row as soon as it is measured:
//   first sync, upload:    M tasks here, an empty list there           vs. the same M PUTs sent raw (Radicale)
//                          N tasks here, an empty list there           vs. the same N PUTs sent raw (Radicale with
//                                                                      its UID check indexed, see below)
//   first sync, download:  N tasks there, an empty store here          vs. fetching the N objects raw
//   one change here:       edit one task, sync (at N tasks)            vs. a full re-fetch of all N
//   one change there:      another device edits one task, sync         vs. a full re-fetch (sync-collection and
//                                                                      the ETag fallback)
//
// Why two servers: Radicale 3.9 checks a new object's UID against every object in the list on each PUT (and
// lists its history cache after each), so a first upload is O(n²) in the server: 1,500 PUTs took 171 s here,
// 10,000 would take hours, engine and raw baseline alike. So the N-task upload runs against the same Radicale
// whose UID check and history clean-up are answered from an index (Tests/caldav/radicale_uid_index.py, which
// says why the answers stay the same), and the unmodified server's upload is measured at M tasks. Every row
// that needs N objects already on the server runs on the unmodified Radicale, into which the objects that the
// engine's N-task upload left are copied as Radicale's own PUT would store them (caldav_helper.py `seed`,
// checked byte for byte against PUTs; then listed through the server, which must count N). Xandikos 0.4.10 is
// no way out: its PUTs slow down as a list grows too (500 PUTs took 20 s at first, 215 s past 2,500 objects).
import Foundation
import TaskKit

func option(_ name: String, _ fallback: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
        let value = Int(CommandLine.arguments[index + 1]), value > 0
    else { return fallback }
    return value
}

if CommandLine.arguments.contains("--xml") {
    runXMLBench(objects: option("--objects", 10_000), repeats: option("--xml-repeats", 21))
    exit(0)
}

let taskCount = option("--tasks", 10_000)
let repeats = option("--repeats", 3)
/// Each first upload of N tasks makes N PUTs, so it and its raw baseline run once unless asked.
let uploadRepeats = option("--upload-repeats", 1)
let compareCount = min(option("--compare-tasks", 1_000), taskCount)
let changes = option("--changes", 10)

/// Prints at once: a row is worth having even if a later step fails or is stopped.
func emit(_ line: String, to handle: FileHandle = .standardOutput) {
    handle.write(Data((line + "\n").utf8))
}

/// A CalDAV server on a free loopback port, through the test helper (the same servers the tests use).
final class CalDAVServer: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    var pending = Data()
    private(set) var url = URL(fileURLWithPath: "/")
    private(set) var user = ""
    private(set) var password = ""

    /// `kind` is one of the helper's: `radicale`, `radicale-indexed`, `xandikos`.
    init(_ kind: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Tests/caldav/caldav_helper.py").path, "serve", kind,
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        guard let info = try readLine(), let direct = (info["direct"] as? String).flatMap(URL.init(string:)) else {
            throw CalDAVError.noTaskList("\(kind) did not start (python3 -m pip install radicale)")
        }
        url = direct
        user = info["user"] as? String ?? ""
        password = info["password"] as? String ?? ""
    }

    private func readLine() throws -> [String: Any]? {
        while !pending.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            pending.append(chunk)
        }
        let line = pending.prefix { $0 != 0x0A }
        pending = Data(pending.dropFirst(line.count + 1))
        return try JSONSerialization.jsonObject(with: line) as? [String: Any]
    }

    /// Sends one helper command and returns its `ok` answer, or throws its error.
    func command(_ command: [String: Any]) throws -> Any {
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: command) + Data("\n".utf8))
        guard let answer = try readLine() else { throw CalDAVError.noTaskList("the server helper exited") }
        guard let ok = answer["ok"] else { throw CalDAVError.noTaskList("\(answer["error"] ?? answer)") }
        return ok
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

struct Sample {
    var seconds: Double
    var requests: Int
}

struct Row {
    var name: String
    var samples: [Sample]

    var median: Sample { sorted[sorted.count / 2] }
    var p99: Sample { sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)] }
    private var sorted: [Sample] { samples.sorted { $0.seconds < $1.seconds } }
}

func ms(_ seconds: Double) -> String {
    String(format: seconds < 1 ? "%.1f ms" : "%.2f s", seconds < 1 ? seconds * 1000 : seconds)
}

/// Prints one table row now; `baseline` adds the ratio of the medians.
func report(_ name: String, _ samples: [Sample], against baseline: (name: String, samples: [Sample])? = nil) {
    let row = Row(name: name, samples: samples)
    let ratio =
        baseline.map {
            String(
                format: "%.2f× of %@", row.median.seconds / Row(name: "", samples: $0.samples).median.seconds, $0.name)
        } ?? ""
    emit(
        "| \(name) | \(samples.count) | \(row.median.requests) | \(ms(row.median.seconds)) | \(ms(row.p99.seconds)) | \(ratio) |"
    )
}

func progress(_ text: String) { emit("sync-bench: \(text)", to: .standardError) }

@MainActor
func time(_ body: () async throws -> Int) async throws -> Sample {
    let clock = ContinuousClock()
    let start = clock.now
    let requests = try await body()
    let elapsed = clock.now - start
    return Sample(
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, requests: requests)
}

/// Prints each request's method, status and time with `--trace`.
final class TracingTransport: HTTPTransport {
    let inner = DefaultHTTPTransport()

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let start = ContinuousClock.now
        let response = try await inner.send(request)
        let elapsed = ContinuousClock.now - start
        progress("  \(request.method) \(request.url.lastPathComponent) \(response.status) \(elapsed)")
        return response
    }
}

let trace = CommandLine.arguments.contains("--trace")

/// One server and the account on it that every store of the bench uses.
@MainActor
final class Target {
    let server: CalDAVServer
    let home: URL

    init(_ kind: String) async throws {
        let server = try CalDAVServer(kind)
        self.server = server
        let credentials = CalDAVCredentials(username: server.user, password: server.password)
        home = try await CalDAVClient(transport: DefaultHTTPTransport(), credentials: credentials).discover(server.url)
            .home!
    }

    var credentials: CalDAVCredentials { CalDAVCredentials(username: server.user, password: server.password) }

    func client() -> CalDAVClient {
        CalDAVClient(transport: trace ? TracingTransport() : DefaultHTTPTransport(), credentials: credentials)
    }
}

if CommandLine.arguments.contains("--transport") {
    try await transportBench()
    exit(0)
}

let work = FileManager.default.temporaryDirectory.appendingPathComponent("sync-bench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
var storeNumber = 0

/// A new store with `count` tasks and an account on `list`, or on a new, empty list.
@MainActor
func freshStore(
    on target: Target, tasks count: Int, list: CalDAVCollection? = nil
) async throws -> (
    TaskStore, SyncAccount
) {
    storeNumber += 1
    let store = try TaskStore(path: work.appendingPathComponent("store-\(storeNumber).sqlite").path, durability: .full)
    for index in 0..<count {
        let task = try store.add(
            title: "Task \(index): a realistic title of some length", priority: TaskPriority(rank: index % 3)!,
            dueDate: index % 4 == 0 ? TaskDay(year: 2027, month: 1 + index % 12, day: 1 + index % 28) : nil)
        if index % 5 == 0 { try store.toggle(id: task.id) }
    }
    var chosen = list
    if chosen == nil {
        chosen = try await target.client().makeTaskList(in: target.home, displayName: "Bench \(storeNumber)")
    }
    let account = try store.addSyncAccount(
        name: "bench", serverURL: target.server.url, username: target.server.user, collection: chosen!)
    return (store, account)
}

/// What a client without sync state does: list every object and fetch them all, 100 to a multiget.
@MainActor
func fetchEverything(_ list: URL, on target: Target) async throws -> (objects: [FetchedObject], requests: Int) {
    let raw = target.client()
    let hrefs = Array(try await raw.taskETags(list).keys)
    var objects: [FetchedObject] = []
    for start in stride(from: 0, to: hrefs.count, by: 100) {
        objects += try await raw.fetch(Array(hrefs[start..<min(start + 100, hrefs.count)]), from: list)
    }
    return (objects, raw.requestCount)
}

@MainActor
func sync(_ store: TaskStore, _ account: SyncAccount, on target: Target, etags: Bool = false) async throws -> Int {
    var options = SyncEngine.Options()
    options.useSyncCollection = !etags
    let engine = SyncEngine(store: store, account: account, client: target.client(), options: options)
    return try await engine.sync().requests
}

/// The PUTs the engine's first sync makes, sent raw into a new list: the objects built beforehand, the same
/// number in flight as the engine keeps.
@MainActor
func rawUpload(_ store: TaskStore, on target: Target) async throws -> Sample {
    let texts = try store.allTasks().map { task in
        let fields = TaskFields(task, sortOrder: Int64(task.position))
        return (
            task.id.uuidString + ".ics",
            TaskResource(uid: task.id.uuidString, fields: fields, createdAt: task.createdAt, now: Date()).text
        )
    }
    let raw = target.client()
    let list = try await raw.makeTaskList(in: target.home, displayName: "Raw \(storeNumber)")
    return try await time {
        let before = raw.requestCount
        try await withThrowingTaskGroup(of: Void.self) { group in
            var next = texts[...]
            for _ in 0..<SyncEngine.Options().concurrency {
                guard let (href, text) = next.popFirst() else { break }
                group.addTask {
                    _ = try await raw.put(href, in: list.url, data: Data(text.utf8), precondition: .absent)
                }
            }
            while try await group.next() != nil {
                guard let (href, text) = next.popFirst() else { continue }
                group.addTask {
                    _ = try await raw.put(href, in: list.url, data: Data(text.utf8), precondition: .absent)
                }
            }
        }
        return raw.requestCount - before
    }
}

/// First syncs of `count` tasks into empty lists on `target`, each followed by the same PUTs sent raw.
/// Returns the list the last engine upload filled.
@MainActor
func measureUpload(_ count: Int, on target: Target, server: String) async throws -> CalDAVCollection {
    var engine: [Sample] = []
    var raw: [Sample] = []
    var filled: CalDAVCollection?
    for run in 1...uploadRepeats {
        progress("upload of \(count) tasks to \(server), run \(run) of \(uploadRepeats)")
        let (store, account) = try await freshStore(on: target, tasks: count)
        engine.append(try await time { try await sync(store, account, on: target) })
        filled = CalDAVCollection(
            url: account.collectionURL, displayName: account.collectionName, components: ["VTODO"])
        raw.append(try await rawUpload(store, on: target))
    }
    report("first sync, upload \(count) (\(server))", engine, against: ("raw PUTs", raw))
    report("  baseline: the same \(count) PUTs, raw", raw)
    return filled!
}

progress(
    "\(taskCount) tasks, \(repeats) repeats (\(uploadRepeats) for uploads of \(compareCount) and \(taskCount)), "
        + "\(changes) changes")
let radicale = try await Target("radicale")
defer { radicale.server.stop() }
emit("sync-bench: \(taskCount) tasks on loopback; times median / p99 over n runs; requests of the median run")
emit("| step | n | requests | median | p99 | vs baseline (median) |")
emit("|---|---:|---:|---:|---:|---:|")

// First sync, upload: M tasks to the unmodified Radicale, then N to the indexed one (see the top of the file).
_ = try await measureUpload(compareCount, on: radicale, server: "Radicale")
let indexed = try await Target("radicale-indexed")
let uploaded = try await measureUpload(taskCount, on: indexed, server: "Radicale, UID check indexed")

// The objects that upload left, copied into a list on the unmodified Radicale, which must then serve all N.
progress("copying the \(taskCount) uploaded objects into a list on the unmodified Radicale")
let copyStart = ContinuousClock.now
let copied = try await fetchEverything(uploaded.url, on: indexed).objects
indexed.server.stop()
let seedFile = work.appendingPathComponent("seed.jsonl")
var seedLines = Data()
for object in copied {
    let line = [
        "href": (object.href as NSString).lastPathComponent, "ics": String(decoding: object.data, as: UTF8.self),
    ]
    seedLines += try JSONSerialization.data(withJSONObject: line) + Data("\n".utf8)
}
try seedLines.write(to: seedFile)
let seededList = try await radicale.client().makeTaskList(in: radicale.home, displayName: "Seeded")
let seeded = try radicale.server.command(["seed": seededList.url.path, "file": seedFile.path]) as? [String: Int] ?? [:]
guard seeded["seeded"] == taskCount, seeded["listed"] == taskCount else {
    throw CalDAVError.noTaskList("the seeded list holds \(seeded), not \(taskCount) objects")
}
progress("copied in \(ContinuousClock.now - copyStart); Radicale lists \(seeded["listed"]!) objects")

// First sync, download of the seeded list, against fetching the same objects raw; the same raw fetch is what a
// client without sync state does for any change, so it is the baseline of the one-change rows too.
var downloads: [Sample] = []
var fullFetches: [Sample] = []
var synced: (TaskStore, SyncAccount)?
for run in 1...repeats {
    progress("download of \(taskCount) tasks, run \(run) of \(repeats)")
    let (store, account) = try await freshStore(on: radicale, tasks: 0, list: seededList)
    downloads.append(try await time { try await sync(store, account, on: radicale) })
    synced = (store, account)
    fullFetches.append(try await time { try await fetchEverything(seededList.url, on: radicale).requests })
}
let fullFetch = (name: "full re-fetch", samples: fullFetches)
report("first sync, download \(taskCount)", downloads, against: fullFetch)
report("  baseline: list + multiget of all, raw", fullFetches)

// One change each way at N tasks.
let (store, account) = synced!
let ids = try store.allTasks().map(\.id)
guard ids.count == taskCount else { throw CalDAVError.noTaskList("the download brought \(ids.count) tasks") }
var here: [Sample] = []
for round in 0..<changes {
    try store.update(id: ids.randomElement()!, title: "Changed here \(round)")
    here.append(try await time { try await sync(store, account, on: radicale) })
}
report("one change here, synced", here, against: fullFetch)

let other = radicale.client()
for byETag in [false, true] {
    var there: [Sample] = []
    for round in 0..<changes {
        // Another device renames a task: fetch its object, change SUMMARY, PUT it back.
        let href = ids.randomElement()!.uuidString + ".ics"
        let object = try await other.fetch([href], from: account.collectionURL).first!
        var resource = try TaskResource(parsing: object.data)
        var fields = resource.fields(in: .current)
        fields.title = "Changed there \(round) \(byETag)"
        resource.apply(fields, in: .current, now: Date())
        _ = try await other.put(
            href, in: account.collectionURL, data: Data(resource.text.utf8), precondition: .matches(object.etag ?? "*"))
        there.append(try await time { try await sync(store, account, on: radicale, etags: byETag) })
    }
    report(byETag ? "one change there, ETag fallback" : "one change there, synced", there, against: fullFetch)
}
progress("done")
