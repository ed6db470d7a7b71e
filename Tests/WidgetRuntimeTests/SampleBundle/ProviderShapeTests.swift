// The provider shapes Apple's SDKs accept, written here as other people write them, conform to our protocols
// and run on the host.
//
// iOS 17.0's WidgetKit declares `getSnapshot(in:completion: @escaping (Entry) -> Void)`; iOS 18.0's declares
// `@preconcurrency func getSnapshot(in:completion: @escaping @Sendable (Entry) -> Void)` (the same for
// `getTimeline`). With the iOS 18+ SDKs both witnesses below compile; with 17.0 only the one without
// `@Sendable`. Our `TimelineProvider` is declared as iOS 18's, so it must accept both, like Apple's newest.
import Foundation
import TestSupport
import Testing
import WidgetKit

struct ShapeEntry: TimelineEntry {
    let date: Date
    let text: String
}

/// The shape Apple's Xcode widget template writes: the completion without `@Sendable`.
struct PlainCompletionProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShapeEntry { ShapeEntry(date: Date(), text: "plain placeholder") }

    func getSnapshot(in context: Context, completion: @escaping (ShapeEntry) -> Void) {
        completion(ShapeEntry(date: Date(), text: "plain snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShapeEntry>) -> Void) {
        completion(Timeline(entries: [ShapeEntry(date: Date(), text: "plain timeline")], policy: .never))
    }
}

/// The shape iOS 18's declaration prints: the completion `@Sendable`, called later from another task.
struct SendableCompletionProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShapeEntry { ShapeEntry(date: Date(), text: "sendable placeholder") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ShapeEntry) -> Void) {
        Task.detached { completion(ShapeEntry(date: Date(), text: "sendable snapshot")) }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ShapeEntry>) -> Void) {
        Task.detached {
            completion(Timeline(entries: [ShapeEntry(date: Date(), text: "sendable timeline")], policy: .never))
        }
    }
}

/// An intent-configured provider: its requirements are `async` and take no completion, in both SDKs.
struct AsyncShapeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShapeEntry { ShapeEntry(date: Date(), text: "async placeholder") }

    func snapshot(for configuration: ShapeConfiguration, in context: Context) async -> ShapeEntry {
        ShapeEntry(date: Date(), text: "async snapshot \(configuration.word)")
    }

    func timeline(for configuration: ShapeConfiguration, in context: Context) async -> Timeline<ShapeEntry> {
        Timeline(entries: [ShapeEntry(date: Date(), text: "async timeline \(configuration.word)")], policy: .never)
    }
}

struct ShapeConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Shape" }

    @Parameter(title: "Word", default: "hello")
    var word: String
}

struct ShapeWidgets: WidgetBundle {
    var body: some Widget {
        PlainShapeWidget()
        SendableShapeWidget()
        AsyncShapeWidget()
    }
}

struct PlainShapeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Plain", provider: PlainCompletionProvider()) { entry in
            Text(entry.text).containerBackground(.white, for: .widget)
        }
    }
}

struct SendableShapeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sendable", provider: SendableCompletionProvider()) { entry in
            Text(entry.text).containerBackground(.white, for: .widget)
        }
    }
}

struct AsyncShapeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Async", intent: ShapeConfiguration.self, provider: AsyncShapeProvider()) {
            entry in
            Text(entry.text).containerBackground(.white, for: .widget)
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(10)), .isolatedWidgetCenter)
struct ProviderShapeTests {
    /// Calls a provider only through the protocol, as WidgetKit does: the witness must conform.
    nonisolated static func snapshotAndTimeline<P: TimelineProvider>(
        of provider: P, in context: TimelineProviderContext
    ) async -> (snapshot: P.Entry, timeline: [P.Entry]) where P.Entry == ShapeEntry {
        let snapshot = await withCheckedContinuation { continuation in
            provider.getSnapshot(in: context) { continuation.resume(returning: $0) }
        }
        let timeline = await withCheckedContinuation { continuation in
            provider.getTimeline(in: context) { continuation.resume(returning: $0.entries) }
        }
        return (snapshot, timeline)
    }

    @Test func bothCompletionShapesConformAndComplete() async {
        let context = TimelineProviderContext(
            family: .systemSmall, isPreview: false, displaySize: CGSize(width: 158, height: 158))
        let plain = await Self.snapshotAndTimeline(of: PlainCompletionProvider(), in: context)
        #expect(plain.snapshot.text == "plain snapshot")
        #expect(plain.timeline.map(\.text) == ["plain timeline"])
        let sendable = await Self.snapshotAndTimeline(of: SendableCompletionProvider(), in: context)
        #expect(sendable.snapshot.text == "sendable snapshot")
        #expect(sendable.timeline.map(\.text) == ["sendable timeline"])
    }

    @Test(arguments: [
        ("Plain", "plain timeline"), ("Sendable", "sendable timeline"), ("Async", "async timeline hello"),
    ])
    func everyShapeRunsOnTheHost(kind: String, text: String) async throws {
        let host = WidgetHost(bundle: ShapeWidgets(), clock: ManualClock(Date()))
        let id = try host.addWidget(kind: kind, family: .systemSmall)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(html.contains(">\(text)<"))
    }
}
