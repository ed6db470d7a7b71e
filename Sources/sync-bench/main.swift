// sync-bench: CalDAV sync at 10,000 tasks against a real Radicale on loopback.
//
//   swift run -c release sync-bench [--tasks N] [--repeats R] [--upload-repeats U] [--compare-tasks M]
//                                   [--changes C] [--trace]
//
// Needs Radicale for python3 (`./scripts/test` installs it; or `python3 -m pip install radicale`). Measures,
// with requests counted and median / p99 over the repeats, each against a baseline in the same run:
//   first sync, upload:    M tasks here, an empty list there           vs. the same M PUTs sent raw; N once
//   first sync, download:  N tasks there, an empty store here          vs. fetching the N objects raw
//   one change here:       edit one task, sync (at N tasks)            vs. a full re-fetch of all N
//   one change there:      another device edits one task, sync         vs. a full re-fetch, and vs. ETag listing
import Foundation
import TaskKit

func option(_ name: String, _ fallback: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
        let value = Int(CommandLine.arguments[index + 1]), value > 0
    else { return fallback }
    return value
}

let taskCount = option("--tasks", 10_000)
let repeats = option("--repeats", 3)
/// The first upload of 10,000 tasks takes Radicale ~15 minutes (its PUTs slow down as the list grows), so it
/// and its raw baseline run once unless asked.
let uploadRepeats = option("--upload-repeats", 1)
let compareCount = option("--compare-tasks", 1_000)
let changes = option("--changes", 30)

/// Radicale on a free loopback port, through the test helper (the same server the tests use).
final class Radicale: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let url: URL
    let user: String
    let password: String

    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Tests/caldav/caldav_helper.py").path, "serve", "radicale",
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                throw CalDAVError.noTaskList("Radicale did not start (python3 -m pip install radicale)")
            }
            line.append(chunk)
        }
        let info = try JSONSerialization.jsonObject(with: line.prefix { $0 != 0x0A }) as? [String: String] ?? [:]
        guard let direct = info["direct"].flatMap(URL.init(string:)) else {
            throw CalDAVError.noTaskList("Radicale did not say where it listens")
        }
        url = direct
        user = info["user"] ?? ""
        password = info["password"] ?? ""
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
    var baseline: String?

    var median: Sample { sorted[sorted.count / 2] }
    var p99: Sample { sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)] }
    private var sorted: [Sample] { samples.sorted { $0.seconds < $1.seconds } }
}

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
    let inner = URLSessionTransport()

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let start = ContinuousClock.now
        let response = try await inner.send(request)
        let elapsed = ContinuousClock.now - start
        FileHandle.standardError.write(
            Data("  \(request.method) \(request.url.lastPathComponent) \(response.status) \(elapsed)\n".utf8))
        return response
    }
}

let trace = CommandLine.arguments.contains("--trace")
let server = try Radicale()
defer { server.stop() }
let credentials = CalDAVCredentials(username: server.user, password: server.password)
@MainActor
func client() -> CalDAVClient {
    CalDAVClient(transport: trace ? TracingTransport() : URLSessionTransport(), credentials: credentials)
}
let home = try await client().discover(server.url).home!
let work = FileManager.default.temporaryDirectory.appendingPathComponent("sync-bench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
var storeNumber = 0

/// A new store with `count` tasks and an account on a new, empty list.
@MainActor
func freshStore(tasks count: Int, list: CalDAVCollection? = nil) async throws -> (TaskStore, SyncAccount) {
    storeNumber += 1
    let store = try TaskStore(path: work.appendingPathComponent("store-\(storeNumber).sqlite").path, durability: .full)
    for index in 0..<count {
        let task = try store.add(
            title: "Task \(index): a realistic title of some length", priority: TaskPriority(rank: index % 3)!,
            dueDate: index % 4 == 0 ? TaskDay(year: 2027, month: 1 + index % 12, day: 1 + index % 28) : nil)
        if index % 5 == 0 { try store.toggle(id: task.id) }
    }
    var target = list
    if target == nil { target = try await client().makeTaskList(in: home, displayName: "Bench \(storeNumber)") }
    let account = try store.addSyncAccount(
        name: "bench", serverURL: server.url, username: server.user, collection: target!)
    return (store, account)
}

/// What a client without sync state does: list every object and fetch them all. Returns the requests made.
@MainActor
func fetchEverything(_ list: URL) async throws -> Int {
    let raw = client()
    let hrefs = Array(try await raw.taskETags(list).keys)
    for start in stride(from: 0, to: hrefs.count, by: 100) {
        _ = try await raw.fetch(Array(hrefs[start..<min(start + 100, hrefs.count)]), from: list)
    }
    return raw.requestCount
}

@MainActor
func sync(_ store: TaskStore, _ account: SyncAccount, etags: Bool = false) async throws -> Int {
    var options = SyncEngine.Options()
    options.useSyncCollection = !etags
    let report = try await SyncEngine(store: store, account: account, client: client(), options: options).sync()
    return report.requests
}

FileHandle.standardError.write(
    Data("sync-bench: \(taskCount) tasks, \(repeats) repeats (\(uploadRepeats) for uploads), \(changes) changes\n".utf8)
)
var rows: [Row] = []

// First sync, upload. Radicale's PUT slows as a list grows (~25 ms at first, ~150 ms past 8,000 objects), so the
// engine against the same PUTs sent raw (objects made beforehand, the same concurrency) is measured at
// `--compare-tasks` (1,000) tasks, `repeats` times; the first sync of all N tasks once (its list is then the
// download's).
@MainActor
func rawUpload(_ store: TaskStore) async throws -> Sample {
    let texts = try store.allTasks().map { task in
        let fields = TaskFields(task, sortOrder: Int64(task.position))
        return (
            task.id.uuidString + ".ics",
            TaskResource(uid: task.id.uuidString, fields: fields, createdAt: task.createdAt, now: Date()).text
        )
    }
    let raw = client()
    let list = try await raw.makeTaskList(in: home, displayName: "Raw")
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

var uploads: [Sample] = []
var rawUploads: [Sample] = []
for _ in 0..<repeats {
    let (store, account) = try await freshStore(tasks: compareCount)
    uploads.append(try await time { try await sync(store, account) })
    rawUploads.append(try await rawUpload(store))
}
rows.append(Row(name: "first sync, upload \(compareCount)", samples: uploads, baseline: "raw PUTs"))
rows.append(Row(name: "  baseline: the same PUTs, raw", samples: rawUploads))
var bigUploads: [Sample] = []
var lastList: CalDAVCollection?
for _ in 0..<uploadRepeats {
    let (store, account) = try await freshStore(tasks: taskCount)
    bigUploads.append(try await time { try await sync(store, account) })
    lastList = CalDAVCollection(url: account.collectionURL, displayName: account.collectionName, components: ["VTODO"])
}
rows.append(Row(name: "first sync, upload \(taskCount)", samples: bigUploads))

// First sync, download (the list the last upload filled), against fetching the same objects raw.
var downloads: [Sample] = []
var rawDownloads: [Sample] = []
var synced: (TaskStore, SyncAccount)?
for _ in 0..<repeats {
    let (store, account) = try await freshStore(tasks: 0, list: lastList)
    downloads.append(try await time { try await sync(store, account) })
    synced = (store, account)
    rawDownloads.append(try await time { try await fetchEverything(account.collectionURL) })
}
rows.append(Row(name: "first sync, download \(taskCount)", samples: downloads, baseline: "raw fetch"))
rows.append(Row(name: "  baseline: list + multiget, raw", samples: rawDownloads))

// One change each way at N tasks, against a full re-fetch (what a client without sync state does).
let (store, account) = synced!
let ids = try store.allTasks().map(\.id)
let other = client()
var here: [Sample] = []
var there: [Sample] = []
var thereByETag: [Sample] = []
var fullFetch: [Sample] = []
for round in 0..<changes {
    try store.update(id: ids.randomElement()!, title: "Changed here \(round)")
    here.append(try await time { try await sync(store, account) })
    for byETag in [false, true] {
        // Another device renames a task: fetch its object, change SUMMARY, PUT it back.
        let id = ids.randomElement()!
        let href = id.uuidString + ".ics"
        let object = try await other.fetch([href], from: account.collectionURL).first!
        var resource = try TaskResource(parsing: object.data)
        var fields = resource.fields(in: .current)
        fields.title = "Changed there \(round) \(byETag)"
        resource.apply(fields, in: .current, now: Date())
        _ = try await other.put(
            href, in: account.collectionURL, data: Data(resource.text.utf8), precondition: .matches(object.etag ?? "*"))
        let sample = try await time { try await sync(store, account, etags: byETag) }
        if byETag { thereByETag.append(sample) } else { there.append(sample) }
    }
    if round < min(changes, 5) {
        fullFetch.append(try await time { try await fetchEverything(account.collectionURL) })
    }
}
rows.append(Row(name: "one change here, synced", samples: here, baseline: "full re-fetch"))
rows.append(Row(name: "one change there, synced", samples: there, baseline: "full re-fetch"))
rows.append(Row(name: "one change there, ETag fallback", samples: thereByETag, baseline: "full re-fetch"))
rows.append(Row(name: "  baseline: full re-fetch of all", samples: fullFetch))

func ms(_ seconds: Double) -> String {
    String(format: seconds < 1 ? "%.1f ms" : "%.2f s", seconds < 1 ? seconds * 1000 : seconds)
}
let baselines = [
    "raw PUTs": rawUploads, "raw fetch": rawDownloads, "full re-fetch": fullFetch,
].mapValues { Row(name: "", samples: $0).median.seconds }
print(
    "sync-bench: Radicale on loopback, \(taskCount) tasks; times median / p99 over n runs; requests of the median run")
print("| step | n | requests | median | p99 | vs baseline (median) |")
print("|---|---:|---:|---:|---:|---:|")
for row in rows {
    let ratio =
        row.baseline.flatMap { baselines[$0] }.map {
            String(format: "%.2f× of %@", row.median.seconds / $0, row.baseline!)
        } ?? ""
    print(
        "| \(row.name) | \(row.samples.count) | \(row.median.requests) | \(ms(row.median.seconds)) | \(ms(row.p99.seconds)) | \(ratio) |"
    )
}
