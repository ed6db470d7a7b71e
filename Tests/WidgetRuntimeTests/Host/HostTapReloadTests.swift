import Foundation
import Synchronization
import TestSupport
import Testing

@testable import WidgetRuntime

/// A counter the test's intents change and its widgets show (a store, reduced to one number).
private let counter = Mutex(0)

/// Holds the next timeline load of a small widget after it has read the counter, until opened: so that another
/// tap can change the counter while that load is on its way, as a second tap does on a loaded server.
private final class LoadGate: Sendable {
    private struct State {
        var armed = false
        var arrived = false
        var waiting: CheckedContinuation<Void, Never>?
    }
    private let state = Mutex(State())

    func arm() { state.withLock { $0 = State(armed: true) } }

    /// Waits here if armed (once), until ``open()``.
    func pass() async {
        await withCheckedContinuation { continuation in
            let goOn = state.withLock { state -> Bool in
                guard state.armed else { return true }
                state.armed = false
                state.arrived = true
                state.waiting = continuation
                return false
            }
            if goOn { continuation.resume() }
        }
    }

    func waitUntilArrived() async throws {
        let deadline = ContinuousClock.now + hangGuard
        while !state.withLock({ $0.arrived }) {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    func open() { state.withLock { $0.waiting.take() }?.resume() }
}

private let gate = LoadGate()

private struct TapCounterEntry: TimelineEntry {
    let date: Date
    let value: Int
}

private struct TapCounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> TapCounterEntry { TapCounterEntry(date: .distantPast, value: -1) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TapCounterEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TapCounterEntry>) -> Void) {
        let value = counter.withLock { $0 }
        let held = context.family == .systemSmall
        Task {
            if held { await gate.pass() }
            completion(Timeline(entries: [TapCounterEntry(date: .distantPast, value: value)], policy: .never))
        }
    }
}

/// What a task widget's intent does: changes the store, then asks WidgetCenter to reload the widgets.
private struct TapIncrementIntent: AppIntent {
    static var title: LocalizedStringResource { "Increment" }

    func perform() async throws -> some IntentResult {
        counter.withLock { $0 += 1 }
        WidgetCenter.shared.reloadTimelines(ofKind: "TapReloadCounter")
        return .result()
    }
}

private struct TapCounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TapReloadCounter", provider: TapCounterProvider()) { entry in
            Button(intent: TapIncrementIntent()) { Text("value \(entry.value)") }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct TapCounterBundle: WidgetBundle {
    var body: some Widget { TapCounterWidget() }
}

@MainActor
@Suite(.timeLimit(.minutes(10)), .isolatedWidgetCenter) struct HostTapReloadTests {
    /// Two widgets tapped one after the other: the first one's reload after its intent has read the store when
    /// the second tap changes it. WidgetCenter's request of the second intent must reload the first widget
    /// again; it was dropped as "reloaded by its own tap", and the widget kept showing the older state.
    @Test func aTappedWidgetWhoseReloadHasStartedIsReloadedForALaterTap() async throws {
        counter.withLock { $0 = 0 }
        let host = WidgetHost(bundle: TapCounterBundle(), clock: ManualClock())
        host.intentTimeLimit = hangGuard
        host.register(TapIncrementIntent.self)
        let first = try host.addWidget(kind: "TapReloadCounter", family: .systemSmall)
        let second = try host.addWidget(kind: "TapReloadCounter", family: .systemMedium)
        await host.waitUntilIdle()
        #expect(host.html(of: first)?.contains("value 0") == true)
        let archive = #"{"parameters":{},"type":"TapIncrementIntent"}"#
        gate.arm()
        let firstTap = Task { try await host.perform(archive: archive, in: first) }
        // The first widget's reload after its intent has read 1 and waits at the gate.
        try await gate.waitUntilArrived()
        try await host.perform(archive: archive, in: second)
        gate.open()
        _ = try await firstTap.value
        await host.waitUntilIdle()
        #expect(counter.withLock { $0 } == 2)
        #expect(host.html(of: second)?.contains("value 2") == true, "\(host.html(of: second) ?? "")")
        #expect(host.html(of: first)?.contains("value 2") == true, "\(host.html(of: first) ?? "")")
    }
}
