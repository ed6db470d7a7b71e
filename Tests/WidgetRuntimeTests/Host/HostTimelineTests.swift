import Foundation
import Synchronization
import TestSupport
import Testing

@testable import WidgetRuntime

/// What the test providers return, set per test.
final class ScriptedTimeline: @unchecked Sendable {
    private let lock = NSLock()
    private var offsets: [TimeInterval] = [0]
    private var policy: (Date) -> TimelineReloadPolicy = { _ in .never }
    private var loads = 0
    let clock: ManualClock

    init(clock: ManualClock) { self.clock = clock }

    func script(offsets: [TimeInterval], policy: @escaping (Date) -> TimelineReloadPolicy) {
        lock.lock()
        self.offsets = offsets
        self.policy = policy
        lock.unlock()
    }

    func make() -> Timeline<ScriptedEntry> {
        lock.lock()
        defer { lock.unlock() }
        loads += 1
        let now = clock.now
        return Timeline(
            entries: offsets.enumerated().map { ScriptedEntry(date: now + $0.element, index: $0.offset, load: loads) },
            policy: policy(now))
    }
}

struct ScriptedEntry: TimelineEntry {
    let date: Date
    let index: Int
    let load: Int
}

/// Scripts are per test: each test has its own kind, found through this table.
nonisolated(unsafe) var scripts: [String: ScriptedTimeline] = [:]
let scriptsLock = NSLock()

func script(for kind: String) -> ScriptedTimeline {
    scriptsLock.lock()
    defer { scriptsLock.unlock() }
    return scripts[kind]!
}

struct ScriptedProvider: TimelineProvider {
    let kind: String
    func placeholder(in context: Context) -> ScriptedEntry { ScriptedEntry(date: .distantPast, index: -1, load: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ScriptedEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ScriptedEntry>) -> Void) {
        completion(script(for: kind).make())
    }
}

struct ScriptedWidget<Name: KindName>: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Name.kind, provider: ScriptedProvider(kind: Name.kind)) { entry in
            VStack {
                Text("entry \(entry.index) of load \(entry.load)")
                Button(intent: SleepIntent()) { Text("sleep") }
            }
        }
        .supportedFamilies(WidgetFamily.allFamilies)
    }
}

protocol KindName { static var kind: String { get } }
enum AtEnd: KindName { static let kind = "AtEnd" }
enum Budget: KindName { static let kind = "Budget" }
enum Current: KindName { static let kind = "Current" }
enum Remote: KindName { static let kind = "Remote" }
enum Timing: KindName { static let kind = "Timing" }
enum Changes: KindName { static let kind = "Changes" }
enum Pending: KindName { static let kind = "Pending" }
enum Blocking: KindName { static let kind = "Blocking" }
enum Replaced: KindName { static let kind = "Replaced" }
enum Domains: KindName { static let kind = "Domains" }
enum Deferred: KindName { static let kind = "Deferred" }
enum Limits: KindName { static let kind = "Limits" }

/// An intent that blocks its thread (as a synchronous store call would) instead of suspending.
struct BlockingIntent: AppIntent {
    static var title: LocalizedStringResource { "Block" }
    @Parameter(title: "Milliseconds", default: 0) var milliseconds: Int

    func perform() async throws -> some IntentResult {
        usleep(useconds_t(milliseconds * 1_000))
        return .result()
    }
}

struct HostTestBundle: WidgetBundle {
    var body: some Widget {
        ScriptedWidget<AtEnd>()
        ScriptedWidget<Budget>()
        ScriptedWidget<Current>()
        ScriptedWidget<Remote>()
        ScriptedWidget<Timing>()
        ScriptedWidget<Changes>()
        ScriptedWidget<Pending>()
        ScriptedWidget<Deferred>()
        ScriptedWidget<Limits>()
        ScriptedWidget<Blocking>()
        ScriptedWidget<Replaced>()
        ScriptedWidget<Domains>()
    }
}

struct SleepIntent: AppIntent {
    static var title: LocalizedStringResource { "Sleep" }
    @Parameter(title: "Milliseconds", default: 0) var milliseconds: Int
    @Parameter(title: "Fails", default: false) var fails: Bool

    struct Failure: Error {}

    func perform() async throws -> some IntentResult {
        try await Task.sleep(for: .milliseconds(milliseconds))
        if fails { throw Failure() }
        return .result()
    }
}

/// What a task widget's intent does after changing the store: asks WidgetCenter to reload a kind.
struct ReloadKindIntent: AppIntent {
    static var title: LocalizedStringResource { "Reload" }
    @Parameter(title: "Kind", default: "") var kind: String

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
        return .result()
    }
}

@MainActor
private func makeHost<K: KindName>(
    _: K.Type, offsets: [TimeInterval], policy: @escaping (Date) -> TimelineReloadPolicy, directory: URL? = nil
) -> (WidgetHost, ManualClock) {
    let clock = ManualClock()
    let scripted = ScriptedTimeline(clock: clock)
    scripted.script(offsets: offsets, policy: policy)
    scriptsLock.lock()
    scripts[K.kind] = scripted
    scriptsLock.unlock()
    let host = WidgetHost(bundle: HostTestBundle(), clock: clock, dataDirectory: directory)
    // iOS's 30 s is the limit, but here the main actor that runs an intent is shared with every suite: a test
    // of the limit sets its own, short one.
    host.intentTimeLimit = hangGuard
    return (host, clock)
}

@MainActor
@Suite(.timeLimit(.minutes(10)), .isolatedWidgetCenter) struct HostTimelineTests {
    @Test func currentEntryFollowsTheClock() async throws {
        let (host, clock) = makeHost(Current.self, offsets: [60, 0, 120], policy: { _ in .never })
        let id = try host.addWidget(kind: "Current", family: .systemSmall)
        #expect(host.html(of: id)?.contains("entry -1") == true)
        await host.waitUntilIdle()
        #expect(host.html(of: id)?.contains("entry 1 of load 1") == true)
        clock.advance(by: 59)
        await host.update()
        #expect(host.html(of: id)?.contains("entry 1 of load 1") == true)
        clock.advance(by: 1)
        await host.update()
        #expect(host.html(of: id)?.contains("entry 0 of load 1") == true)
        clock.advance(by: 3600)
        await host.update()
        #expect(host.html(of: id)?.contains("entry 2 of load 1") == true)
        #expect(host.timelineLoadCount(of: id) == 1)
    }

    @Test func atEndReloadsAfterTheLastEntryButNotBeforeTheMinimumInterval() async throws {
        let (host, clock) = makeHost(AtEnd.self, offsets: [0, 600], policy: { _ in .atEnd })
        let id = try host.addWidget(kind: "AtEnd", family: .systemSmall)
        await host.waitUntilIdle()
        let start = clock.now
        #expect(host.nextPolicyReload(of: id) == start + 600)
        clock.advance(by: 599)
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 1)
        clock.advance(by: 1)
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 2)
        // One entry at "now" and .atEnd would reload at once; the host waits the minimum interval.
        script(for: "AtEnd").script(offsets: [0], policy: { _ in .atEnd })
        clock.advance(by: 600)
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 3)
        #expect(host.nextPolicyReload(of: id) == clock.now + 300)
    }

    @Test func policyReloadsStopAtTheDailyBudgetAndResumeADayLater() async throws {
        let (host, clock) = makeHost(Budget.self, offsets: [0], policy: { _ in .atEnd })
        host.dailyReloadBudget = 3
        host.minimumReloadInterval = 60
        let id = try host.addWidget(kind: "Budget", family: .systemSmall)
        await host.waitUntilIdle()
        let start = clock.now
        for _ in 0..<10 {
            clock.advance(by: 61)
            await host.update()
        }
        #expect(host.timelineLoadCount(of: id) == 4)
        // Reloads after an intent and WidgetCenter reloads are not counted.
        try await host.perform(archive: #"{"parameters":{},"type":"SleepIntent"}"#, in: id)
        await host.reloadTimelines(ofKind: "Budget")
        #expect(host.timelineLoadCount(of: id) == 6)
        #expect(host.nextPolicyReload(of: id) == start + 61 + 86_400)
        clock.now = start + 61 + 86_400
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 7)
    }

    @Test func intentsTimeOutFailAndAreRejectedWithoutCrashing() async throws {
        let (host, _) = makeHost(Timing.self, offsets: [0], policy: { _ in .never })
        host.intentTimeLimit = .milliseconds(50)
        let id = try host.addWidget(kind: "Timing", family: .systemSmall)
        await host.waitUntilIdle()
        await #expect(throws: WidgetHostError.intentTimedOut(seconds: 0.05)) {
            try await host.perform(archive: #"{"parameters":{"milliseconds":10000},"type":"SleepIntent"}"#, in: id)
        }
        #expect(host.html(of: id)?.contains("pending") == false)
        #expect(host.timelineLoadCount(of: id) == 2)
        // The rest must not race a 50 ms limit on a loaded machine.
        host.intentTimeLimit = hangGuard
        await #expect(throws: SleepIntent.Failure.self) {
            try await host.perform(archive: #"{"parameters":{"fails":true},"type":"SleepIntent"}"#, in: id)
        }
        #expect(host.timelineLoadCount(of: id) == 3)
        await #expect(throws: IntentArchiveError.unknownType("Other")) {
            try await host.perform(archive: #"{"parameters":{},"type":"Other"}"#, in: id)
        }
        await #expect(throws: IntentArchiveError.malformed("not JSON")) {
            try await host.perform(archive: "<", in: id)
        }
        await #expect(throws: WidgetHostError.unknownInstance(WidgetInstanceID("nope"))) {
            try await host.perform(archive: "{}", in: WidgetInstanceID("nope"))
        }
        #expect(throws: WidgetHostError.notConfigurable(kind: "Timing")) {
            try host.addWidget(kind: "Timing", family: .systemSmall, configuration: "{}")
        }
        #expect(throws: WidgetHostError.duplicateInstance(id)) {
            try host.addWidget(kind: "Timing", family: .systemSmall, id: id)
        }
        host.removeWidget(id)
        #expect(host.html(of: id) == nil)
        #expect(host.instanceIDs.isEmpty)
    }

    @Test func eachRunKeepsItsOwnLimitWhileALongerOneIsRunning() async throws {
        let (host, _) = makeHost(Limits.self, offsets: [0], policy: { _ in .never })
        let long = try host.addWidget(kind: "Limits", family: .systemSmall)
        let short = try host.addWidget(kind: "Limits", family: .systemSmall)
        await host.waitUntilIdle()
        let first = Task {
            try await host.perform(archive: #"{"parameters":{"milliseconds":1000},"type":"SleepIntent"}"#, in: long)
        }
        while host.html(of: long)?.contains("pending") != true { await Task.yield() }
        // The watchdog now waits for the first run's 30 s; the second run's earlier limit must still hold.
        host.intentTimeLimit = .milliseconds(50)
        await #expect(throws: WidgetHostError.intentTimedOut(seconds: 0.05)) {
            try await host.perform(archive: #"{"parameters":{"milliseconds":20000},"type":"SleepIntent"}"#, in: short)
        }
        _ = try await first.value
        #expect(host.html(of: long)?.contains("pending") == false)
    }

    @Test func anIntentThatBlocksItsThreadStillHasItsTimeLimit() async throws {
        let (host, _) = makeHost(Blocking.self, offsets: [0], policy: { _ in .never })
        host.register(BlockingIntent.self)
        let id = try host.addWidget(kind: "Blocking", family: .systemSmall)
        await host.waitUntilIdle()
        host.intentTimeLimit = .milliseconds(50)
        // The intent runs on the cooperative pool, not on the main actor's thread: the watchdog and the host
        // go on while it blocks, and the tap fails at its limit instead of when the intent returns.
        await #expect(throws: WidgetHostError.intentTimedOut(seconds: 0.05)) {
            try await host.perform(archive: #"{"parameters":{"milliseconds":1500},"type":"BlockingIntent"}"#, in: id)
        }
        #expect(host.html(of: id)?.contains("pending") == false)
    }

    @Test func widgetCenterReloadsDuringATapWaitForItsAnswer() async throws {
        let (host, _) = makeHost(Deferred.self, offsets: [0], policy: { _ in .never })
        host.register(ReloadKindIntent.self)
        let tapped = try host.addWidget(kind: "Deferred", family: .systemSmall)
        let other = try host.addWidget(kind: "Deferred", family: .systemMedium)
        await host.waitUntilIdle()
        try await host.perform(archive: #"{"parameters":{"kind":"Deferred"},"type":"ReloadKindIntent"}"#, in: tapped)
        // The tapped widget reloaded once (its requests fold into the reload after the intent); the other
        // widget's reload starts only after the caller has the tapped widget's HTML.
        #expect(host.timelineLoadCount(of: tapped) == 2)
        #expect(host.timelineLoadCount(of: other) == 1)
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: tapped) == 2)
        #expect(host.timelineLoadCount(of: other) == 2)
    }

    @Test func everyChangeIsToldOnce() async throws {
        let (host, clock) = makeHost(Changes.self, offsets: [0, 60], policy: { _ in .never })
        var seen: [WidgetInstanceID] = []
        host.onChange = { seen.append($0) }
        let id = try host.addWidget(kind: "Changes", family: .systemSmall)
        await host.waitUntilIdle()
        #expect(seen == [id, id])  // the placeholder, then the first entry
        clock.advance(by: 60)
        await host.update()
        #expect(seen == [id, id, id])  // the next entry
        await host.update()
        #expect(seen == [id, id, id])  // nothing new to draw
    }

    @Test func reloadRequestsFromAnotherProcessReloadTheirKindOnly() async throws {
        let temporary = TemporaryDirectory(prefix: "wk")
        let directory = temporary.url
        let (host, _) = makeHost(Remote.self, offsets: [0], policy: { _ in .never }, directory: directory)
        defer { host.stop() }
        let id = try host.addWidget(kind: "Remote", family: .systemMedium)
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: id) == 1)
        let published = try String(
            contentsOf: directory.appendingPathComponent("widget-configurations.json"), encoding: .utf8)
        #expect(published.contains(#""family":"systemMedium""#))

        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "echo 'x kind:Other' >> widget-reloads; echo \"$$ kind:Remote\" >> widget-reloads"]
        shell.currentDirectoryURL = directory
        let started = Date()
        try shell.run()
        shell.waitUntilExit()
        // A hang guard, not a time target (tests assert no timings).
        while host.timelineLoadCount(of: id) < 2 && Date().timeIntervalSince(started) < 600 {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(host.timelineLoadCount(of: id) == 2)
        // The request for another kind, read by now (it came first), reloaded nothing here.
        host.checkReloadRequests()
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: id) == 2)
    }

    @Test func widgetCenterAppendsRequestsForOtherProcesses() throws {
        let temporary = TemporaryDirectory(prefix: "wk")
        let directory = temporary.url.appendingPathComponent("not-made-yet")  // the first request makes it
        // reloadAllTimelines() would also reload the hosts of the tests running beside this one.
        WidgetCenter.recordReloadRequest(ofKind: "Tasks", in: directory)
        WidgetCenter.recordReloadRequest(ofKind: nil, in: directory)
        let pid = ProcessInfo.processInfo.processIdentifier
        let text = try String(contentsOf: directory.appendingPathComponent("widget-reloads"), encoding: .utf8)
        #expect(text == "\(pid) kind:Tasks\n\(pid) *\n")
    }

    @Test func anotherProcessReadsThePublishedWidgetsAndAnUnreadableListIsAnError() async throws {
        let temporary = TemporaryDirectory(prefix: "wk")
        let directory = temporary.url
        #expect(try WidgetCenter.publishedWidgets(in: directory).isEmpty, "nothing published: no widgets")
        let (host, _) = makeHost(Remote.self, offsets: [0], policy: { _ in .never }, directory: directory)
        defer { host.stop() }
        try host.addWidget(kind: "Remote", family: .systemMedium)
        let read = try WidgetCenter.publishedWidgets(in: directory)
        #expect(read.map { "\($0.kind) \($0.family)" } == ["Remote systemMedium"])
        try Data("{not json".utf8).write(to: directory.appendingPathComponent("widget-configurations.json"))
        #expect(throws: DecodingError.self, "a list that cannot be read is not an empty one") {
            try WidgetCenter.publishedWidgets(in: directory)
        }
    }

    @Test func aFullReloadFileIsReplacedAndHostsStillHearTheNextRequest() async throws {
        let temporary = TemporaryDirectory(prefix: "wk")
        let directory = temporary.url
        let file = directory.appendingPathComponent("widget-reloads")
        // Another process's old requests, past the limit.
        let old = String(repeating: "1 kind:Old\n", count: WidgetCenter.reloadsFileLimit / 11 + 1)
        try old.write(to: file, atomically: true, encoding: .utf8)
        let (host, _) = makeHost(Replaced.self, offsets: [0], policy: { _ in .never }, directory: directory)
        defer { host.stop() }
        let id = try host.addWidget(kind: "Replaced", family: .systemMedium)
        await host.waitUntilIdle()

        // A request from "another process" (a pid that is not ours) arrives through a replaced file.
        let fresh = directory.appendingPathComponent(".fresh")
        try "2 kind:Replaced\n".write(to: fresh, atomically: true, encoding: .utf8)
        #expect(rename(fresh.path, file.path) == 0)
        let heard = Mutex(0)
        host.onReloadRequestFromAnotherProcess = { heard.withLock { $0 += 1 } }
        host.checkReloadRequests()
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: id) == 2)
        #expect(heard.withLock { $0 } == 1, "another process's request is reported, drawn or not")
        host.checkReloadRequests()
        #expect(heard.withLock { $0 } == 1, "nothing new: nothing reported")

        // This process's WidgetCenter replaces a full file rather than growing it.
        try old.write(to: file, atomically: true, encoding: .utf8)
        WidgetCenter.recordReloadRequest(ofKind: "Tasks", in: directory)
        let pid = ProcessInfo.processInfo.processIdentifier
        #expect(try String(contentsOf: file, encoding: .utf8) == "\(pid) kind:Tasks\n")
    }

    @Test func requestsReachOnlyTheHostsOfTheirOwnDomain() async throws {
        let (host, _) = makeHost(Domains.self, offsets: [0], policy: { _ in .never })
        let id = try host.addWidget(kind: "Domains", family: .systemSmall)
        await host.waitUntilIdle()
        // Requests of another test (its own domain) and of code that binds none, as a server's sync.
        WidgetCenter.$domain.withValue(WidgetCenter.Domain()) { WidgetCenter.shared.reloadAllTimelines() }
        WidgetCenter.$domain.withValue(nil) { WidgetCenter.shared.reloadTimelines(ofKind: "Domains") }
        // A request reaches a host through a main-actor task made when it is asked: one queued after them
        // runs after any such task, and waitUntilIdle then waits for the reload it would have started.
        await Task { @MainActor in }.value
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: id) == 1)
        let foreign = try await WidgetCenter.$domain.withValue(nil) {
            try await WidgetCenter.shared.currentConfigurations()
        }
        #expect(!foreign.contains { $0.kind == "Domains" })
        // The same requests from this test's domain do reach it.
        WidgetCenter.shared.reloadAllTimelines()
        await Task { @MainActor in }.value
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: id) == 2)
        #expect(try await WidgetCenter.shared.currentConfigurations().map(\.kind) == ["Domains"])
    }
}

@MainActor
@Test(.isolatedWidgetCenter) func aWidgetIsDrawnPendingWhileItsIntentRuns() async throws {
    let (host, _) = makeHost(Pending.self, offsets: [0], policy: { _ in .never })
    let id = try host.addWidget(kind: "Pending", family: .systemSmall)
    await host.waitUntilIdle()
    let (stream, changed) = AsyncStream.makeStream(of: WidgetInstanceID.self)
    host.onChange = { changed.yield($0) }
    let tap = Task {
        try await host.perform(archive: #"{"parameters":{"milliseconds":200},"type":"SleepIntent"}"#, in: id)
    }
    var iterator = stream.makeAsyncIterator()
    _ = await iterator.next()
    let pending = try #require(host.html(of: id))
    #expect(pending.hasPrefix("<div class=\"widget widget-systemSmall light pending\""))
    #expect(pending.contains(" data-pending=\"true\">"))
    host.colorScheme = .dark
    host.colorScheme = .light  // drawn again while the intent runs: still pending, the same text
    #expect(host.html(of: id) == pending)
    _ = try await tap.value
    #expect(host.html(of: id)?.contains("pending") == false)
}

private struct ConditionalBundle: WidgetBundle {
    static let showsBudget = false
    var body: some Widget {
        ScriptedWidget<AtEnd>()
        if Self.showsBudget {
            ScriptedWidget<Budget>()
        }
        if Self.showsBudget {
            ScriptedWidget<Current>()
        } else {
            ScriptedWidget<Remote>()
        }
    }
}

@MainActor
@Test(.isolatedWidgetCenter) func bundleBuilderKeepsConditionsAndOrder() {
    let host = WidgetHost(bundle: ConditionalBundle(), clock: ManualClock())
    #expect(host.kinds.map(\.kind) == ["AtEnd", "Remote"])
    #expect(
        HostTestBundle().widgetDescriptors.map(\.kind).prefix(5) == ["AtEnd", "Budget", "Current", "Remote", "Timing"])
}
