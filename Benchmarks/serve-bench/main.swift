// A tap on the home screen as a person feels it: from the tap until EVERY widget on EVERY open page shows
// its update, at 10,000 tasks, over loopback. The target: p99 ≤ 16 ms (one frame at 60 Hz).
//
// The benchmark is a client of real `tasks serve` processes, so that two builds can be compared in one run:
// this build's `tasks` (beside serve-bench) and, with `--baseline PATH`, another `tasks` (e.g. main's, built
// in a scratch worktree). Each imports the same tasks into its own store; their taps are interleaved in rounds.
//
//   swift build -c release --product tasks && swift run -c release serve-bench [--baseline PATH] [--rounds N]
//
// Each open page (three pages with different settings: device, scheme, language) learns of changes the way
// the page's script does, from `GET /changes?since=N`; here each page asks every millisecond, so what is
// measured is when the server can give each update, not the page's polling interval. A widget's update is
// counted when its new HTML first appears there (the tapped widget: in the tap's answer, too).
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

let taskCount = 10_000
let pageQueries = [
    "device=iphone-15-pro&scheme=light&locale=en",
    "device=iphone-15-pro-max&scheme=dark&locale=de",
    "device=iphone-15-pro&scheme=dark&locale=ja",
]
/// A finger's pause between taps: the server has finished the previous tap by then.
let pause: TimeInterval = 0.15
/// A widget not updated by then counts as missed.
let updateTimeout: TimeInterval = 3

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("serve-bench: \(message)\n".utf8))
    exit(1)
}

struct Options {
    var baseline: String?
    var rounds = 8
    var tapsPerRound = 16

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--baseline": baseline = iterator.next()
            case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
            case "--taps-per-round": tapsPerRound = iterator.next().flatMap(Int.init) ?? tapsPerRound
            default: fail("usage: serve-bench [--baseline PATH-TO-tasks] [--rounds N] [--taps-per-round N]")
            }
        }
    }
}

func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end &- start) / 1_000_000 }
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The nearest-rank percentile of sorted samples.
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
}

func htmlUnescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// Every match's first capture group of `pattern` in `text`.
func allCaptures(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else {
        fail("bad pattern \(pattern)")
    }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
        (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
    }
}

/// One open page: its settings and what the server drew on it.
struct Page {
    var query: String
    var instances: [String]
    var version: UInt64
}

/// A running `tasks serve` over its own copy of the seeded store.
final class Server {
    let name: String
    let process = Process()
    let port: UInt16
    let token: String
    var pages: [Page] = []
    /// The tapped widget (on the first page) and its row's archived intent.
    let instance: String
    let archive: String
    /// Per page, the widgets a tap changes (found by calibration taps).
    var expected: [Set<String>] = []

    init(name: String, binary: String, store: String) throws {
        self.name = name
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--port", "0", "--store", store]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { fail("\(binary) serve stopped before it printed its URL") }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = allCaptures(#"http://127\.0\.0\.1:([0-9]+)/"#, in: text).first.flatMap({ UInt16($0[0]) })
        else { fail("unexpected first line from \(binary): \(text)") }
        self.port = port
        let client = HTTPClient(port: port)
        var token = ""
        var tapped: (String, String)?
        for query in pageQueries {
            // A server's first page of some settings does not wait for its widgets: they are drawn first.
            guard try client.request("GET", "/changes?since=0&settle=1&\(query)").status == 200 else {
                fail("GET /changes?settle=1 failed on \(name)")
            }
            let page = try client.request("GET", "/?\(query)")
            guard page.status == 200 else { fail("GET / answered \(page.status)") }
            let html = page.text
            token = allCaptures(#"<meta name="taskwidgets-token" content="([0-9a-f]+)""#, in: html).first?[0] ?? ""
            let instances = allCaptures(#"data-instance="([A-Za-z0-9._-]+)""#, in: html).map { $0[0] }
            let version = allCaptures(#"data-version="([0-9]+)""#, in: html).first.flatMap { UInt64($0[0]) } ?? 0
            pages.append(Page(query: query, instances: instances, version: version))
            if tapped == nil {
                tapped = allCaptures(
                    #"data-instance="([A-Za-z0-9._-]+)"(?:(?!data-instance=).)*?data-intent="([^"]*)""#, in: html
                ).first.map { ($0[0], htmlUnescape($0[1])) }
            }
        }
        guard !token.isEmpty, let tapped else { fail("no token or no tappable widget on \(name)'s page") }
        self.token = token
        (instance, archive) = tapped
    }

    func stop() {
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }
}

/// What one tap measured.
struct TapResult {
    /// The tap's answer (the tapped widget's new HTML).
    var answer: Double
    /// Until every expected widget on every page had its update (nil: some never did within the timeout).
    var allUpdated: Double?
    /// How many widget updates were seen, and how many were expected.
    var seen: Int
    var expected: Int
}

/// Taps once and watches every page until each of its expected widgets changed.
func tap(_ server: Server, expected: [Set<String>]?) throws -> (TapResult, [Set<String>]) {
    let body = try JSONSerialization.data(withJSONObject: ["archive": server.archive, "instance": server.instance])
    let headers = [
        ("X-TaskWidgets-Token", server.token), ("Origin", "http://127.0.0.1:\(server.port)"),
        ("Content-Type", "application/json"),
    ]
    // Each page's version now, so that only this tap's changes count.
    let pollers = server.pages.map { _ in HTTPClient(port: server.port) }
    var versions: [UInt64] = []
    for (index, page) in server.pages.enumerated() {
        versions.append(try changes(pollers[index], page: page, since: 0).version)
    }
    let watcher = Watcher(pages: server.pages, versions: versions, clients: pollers, expected: expected)
    let start = now()
    watcher.start(at: start)
    let client = HTTPClient(port: server.port)
    let response = try client.request("POST", "/intents", headers: headers, body: Array(body))
    let answered = now()
    guard response.status == 200, response.text.hasPrefix("<div") else {
        fail("POST /intents answered \(response.status): \(response.text.prefix(200))")
    }
    watcher.tappedAnswered(page: 0, instance: server.instance, at: answered)
    let seen = watcher.wait()
    let expectedCount = expected?.reduce(0) { $0 + $1.count } ?? 0
    let last = seen.flatMap(\.values).max()
    let complete = expected != nil && seen.map(\.count).reduce(0, +) == expectedCount
    let result = TapResult(
        answer: milliseconds(start, answered), allUpdated: complete ? last.map { milliseconds(start, $0) } : nil,
        seen: seen.map(\.count).reduce(0, +), expected: expectedCount)
    return (result, seen.map { Set($0.keys) })
}

struct Changes: Decodable {
    var version: UInt64
    var instances: [String: String]?
}

func changes(_ client: HTTPClient, page: Page, since: UInt64) throws -> Changes {
    let response = try client.request("GET", "/changes?since=\(since)&\(page.query)")
    guard response.status == 200 else { fail("GET /changes answered \(response.status)") }
    return try JSONDecoder().decode(Changes.self, from: Data(response.body))
}

/// Polls every page's `/changes` every millisecond on a thread of its own, noting when each widget's new
/// HTML first appears; stops when every expected widget was seen (or, calibrating, after the timeout).
final class Watcher: @unchecked Sendable {
    private let pages: [Page]
    private var versions: [UInt64]
    private let clients: [HTTPClient]
    private let expected: [Set<String>]?
    private let lock = NSLock()
    private var seen: [[String: UInt64]]
    private var start: UInt64 = 0
    private let done = DispatchSemaphore(value: 0)

    init(pages: [Page], versions: [UInt64], clients: [HTTPClient], expected: [Set<String>]?) {
        self.pages = pages
        self.versions = versions
        self.clients = clients
        self.expected = expected
        seen = pages.map { _ in [:] }
    }

    func start(at start: UInt64) {
        self.start = start
        let thread = Thread { [self] in run() }
        thread.start()
    }

    func tappedAnswered(page: Int, instance: String, at time: UInt64) {
        lock.withLock { if seen[page][instance] == nil { seen[page][instance] = time } }
    }

    func wait() -> [[String: UInt64]] {
        done.wait()
        return lock.withLock { seen }
    }

    private var isComplete: Bool {
        guard let expected else { return false }
        return lock.withLock { zip(seen, expected).allSatisfy { $1.isSubset(of: $0.keys) } }
    }

    private func run() {
        defer { done.signal() }
        let deadline = start + UInt64(updateTimeout * 1_000_000_000)
        while now() < deadline && !isComplete {
            for index in pages.indices {
                guard let answer = try? changes(clients[index], page: pages[index], since: versions[index]) else {
                    continue
                }
                let time = now()
                versions[index] = answer.version
                lock.withLock {
                    for instance in (answer.instances ?? [:]).keys where seen[index][instance] == nil {
                        seen[index][instance] = time
                    }
                }
            }
            usleep(1_000)
        }
    }
}

// MARK: - Main

let options = Options(Array(CommandLine.arguments.dropFirst()))
let candidateBinary = Bundle.main.bundleURL.appendingPathComponent("tasks").path
guard FileManager.default.isExecutableFile(atPath: candidateBinary) else {
    fail("no tasks beside serve-bench: run 'swift build -c release --product tasks' first")
}
var builds = [("this build", candidateBinary)]
if let baseline = options.baseline {
    guard FileManager.default.isExecutableFile(atPath: baseline) else { fail("no executable at \(baseline)") }
    builds.insert(("baseline", baseline), at: 0)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
// The tasks as the seed article's JSON, imported by each build into its own store: an older build cannot open a
// store of a newer schema.
let seedPath = directory.appendingPathComponent("seed.json").path
do {
    let priorities = ["low", "medium", "high"]
    let records = (0..<taskCount).map { index in
        [
            "id": UUID().uuidString, "title": "Benchmark task \(index)", "isCompleted": false,
            "priority": priorities[index % priorities.count],
        ] as [String: Any]
    }
    try JSONSerialization.data(withJSONObject: records).write(to: URL(fileURLWithPath: seedPath))
}

var servers: [Server] = []
for (index, (name, binary)) in builds.enumerated() {
    let folder = directory.appendingPathComponent("server-\(index)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = folder.appendingPathComponent("tasks.sqlite").path
    let importer = Process()
    importer.executableURL = URL(fileURLWithPath: binary)
    importer.arguments = ["import", seedPath, "--store", store]
    importer.standardOutput = FileHandle.nullDevice
    try importer.run()
    importer.waitUntilExit()
    guard importer.terminationStatus == 0 else { fail("\(binary) import failed") }
    servers.append(try Server(name: name, binary: binary, store: store))
}
defer { for server in servers { server.stop() } }

// Calibration: which widgets a tap changes on each page (every task widget shows counts over all tasks).
// Two taps (the task is done, then open again); a widget counts when both changed it. Also warms up.
for server in servers {
    var changed: [Set<String>]?
    for _ in 0..<4 {
        Thread.sleep(forTimeInterval: pause)
        let (_, seen) = try tap(server, expected: nil)
        changed = changed.map { zip($0, seen).map { $0.intersection($1) } } ?? seen
    }
    server.expected = changed ?? []
}

var results: [[TapResult]] = servers.map { _ in [] }
for round in 0..<options.rounds {
    // Interleaved: the order of the builds alternates from round to round.
    let order = round % 2 == 0 ? Array(servers.indices) : servers.indices.reversed()
    for index in order {
        for _ in 0..<options.tapsPerRound {
            Thread.sleep(forTimeInterval: pause)
            let (result, _) = try tap(servers[index], expected: servers[index].expected)
            results[index].append(result)
        }
    }
}

func ms(_ value: Double) -> String { value.isNaN ? "–" : String(format: "%.2f", value) }

var lines: [String] = []
var medians: [Double] = []
var p99s: [Double] = []
for (index, server) in servers.enumerated() {
    let taps = results[index]
    let all = taps.compactMap(\.allUpdated).sorted()
    let answers = taps.map(\.answer).sorted()
    let missed = taps.filter { $0.allUpdated == nil }.count
    let widgets = server.expected.reduce(0) { $0 + $1.count }
    medians.append(percentile(all, 50))
    p99s.append(percentile(all, 99))
    lines.append(
        "| \(server.name) | \(taps.count) | \(widgets) (\(server.expected.map { String($0.count) }.joined(separator: "+"))) "
            + "| \(ms(percentile(answers, 50))) | \(ms(percentile(answers, 99))) "
            + "| \(ms(percentile(all, 50))) | \(ms(percentile(all, 99))) | \(ms(all.last ?? .nan)) | \(missed) |")
}

print(
    """
    ## serve-bench

    \(taskCount) tasks; \(servers.count == 2 ? "two `tasks serve` processes (baseline, this build)" : "one `tasks serve`") \
    over copies of one seeded store, on 127.0.0.1; \(pageQueries.count) open pages each \
    (\(pageQueries.joined(separator: "; "))); \(options.rounds) interleaved rounds of \(options.tapsPerRound) taps \
    per build, a tap every \(Int(pause * 1000)) ms. Times in ms from the tap.

    | build | taps | widgets updated per tap (per page) | answer p50 | answer p99 | every widget p50 | every widget p99 | max | taps with a widget missed |
    |---|---:|---|---:|---:|---:|---:|---:|---:|
    \(lines.joined(separator: "\n"))
    """)
if servers.count == 2 {
    print(
        """

        This build / baseline, every widget updated: p50 \(String(format: "%.2f", medians[1] / medians[0]))×, \
        p99 \(String(format: "%.2f", p99s[1] / p99s[0]))×.
        """)
}
let target = p99s.last ?? .nan
print(
    "\nTarget: every widget on every open page updated within one frame, p99 ≤ 16 ms: \(ms(target)) ms, "
        + (target <= 16 ? "met." : "NOT met."))
