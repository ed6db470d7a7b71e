// Acceptance checks of the sample bundle on a WidgetHost, through public API only.
import Foundation
import TestSupport
import Testing
import WidgetKit

@MainActor
@Suite(.serialized, .timeLimit(.minutes(10)), .isolatedWidgetCenter)
struct SampleBundleTests {
    let clock = ManualClock(Date())

    init() {
        SampleStore.shared.reset()
    }

    func makeHost(device: WidgetDevice = .iPhone15Pro) -> WidgetHost {
        let host = WidgetHost(bundle: SampleWidgets(), clock: clock, device: device)
        // iOS's 30 s is the limit, but here the main actor that runs an intent is shared with every suite.
        host.intentTimeLimit = hangGuard
        return host
    }

    @Test func bundleListsBothKindsWithTheirMetadata() {
        let host = makeHost()
        #expect(host.kinds.map(\.kind) == ["SampleCounter", "SampleTasks"])
        #expect(host.kinds[0].displayName == "Counter")
        #expect(host.kinds[0].description == "Counts taps.")
        #expect(!host.kinds[0].isConfigurable)
        #expect(host.kinds[1].isConfigurable)
        #expect(host.kinds[1].supportedFamilies == [.systemSmall, .systemLarge, .accessoryRectangular])
    }

    @Test func placeholderFirstThenTheCurrentEntry() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleCounter", family: .systemSmall)
        let placeholder = try #require(host.html(of: id))
        #expect(placeholder.contains("widget-placeholder"))
        #expect(placeholder.contains(">placeholder<"))
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(!html.contains("widget-placeholder"))
        #expect(html.contains(">Count 0<"))
        #expect(html.contains("width:158px;height:158px"))
        #expect(html.contains("data-widget-url=\"sample://counter\""))
        clock.advance(by: 16 * 60)
        await host.update()
        #expect(host.html(of: id)?.contains(">later<") == true)
    }

    @Test(arguments: [
        ("SampleCounter", WidgetFamily.systemSmall, "width:158px;height:158px"),
        ("SampleCounter", .systemMedium, "width:338px;height:158px"),
        (
            "SampleCounter", .accessoryCircular,
            "width:72px;height:72px;overflow:clip;overflow-clip-margin:4px;border-radius:50%"
        ),
        ("SampleCounter", .accessoryInline, "width:234px;height:26px"),
        ("SampleTasks", .systemSmall, "width:158px;height:158px"),
        ("SampleTasks", .systemLarge, "width:338px;height:354px"),
        ("SampleTasks", .accessoryRectangular, "width:160px;height:72px"),
    ])
    func everyFamilyRendersAtItsSize(kind: String, family: WidgetFamily, size: String) async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: kind, family: family)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(html.hasPrefix("<div class=\"widget widget-\(family)"))
        #expect(html.contains(size))
        #expect(html.contains("data-family=\"\(family)\""))
        if family.description.hasPrefix("accessory") {
            #expect(html.contains("widget-vibrant"))
            #expect(html.contains("mix-blend-mode:screen"))
            #expect(!html.contains("padding:16px"))
        } else if kind == "SampleCounter" {
            #expect(html.contains("padding:16px"))
        } else {
            // contentMarginsDisabled()
            #expect(!html.contains("padding:16px"))
        }
        if family == .accessoryCircular { #expect(html.contains("accessory-widget-background")) }
    }

    @Test func proMaxSizesAndUnsupportedFamilies() throws {
        let host = makeHost(device: .iPhone15ProMax)
        let id = try host.addWidget(kind: "SampleCounter", family: .systemMedium)
        #expect(host.html(of: id)?.contains("width:364px;height:170px") == true)
        #expect(
            throws: WidgetHostError.unsupportedFamily(
                kind: "SampleCounter", family: .systemLarge, device: "iPhone 15 Pro Max")
        ) {
            try host.addWidget(kind: "SampleCounter", family: .systemLarge)
        }
        #expect(throws: WidgetHostError.unknownKind("Nope")) { try host.addWidget(kind: "Nope", family: .systemSmall) }
    }

    @Test func tapRoundTripRunsTheIntentAndRedraws() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleCounter", family: .systemSmall)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(html.contains("<button class=\"button borderless intent-button\""))
        let archive = try #require(intentArchives(in: html).first)
        #expect(archive == #"{"parameters":{"amount":2},"type":"IncrementIntent"}"#)
        let loadsBefore = host.timelineLoadCount(of: id)
        let result = try await host.perform(archive: archive, in: id)
        #expect(String(describing: result).contains("2"))
        #expect(host.html(of: id)?.contains(">Count 2<") == true)
        #expect(host.timelineLoadCount(of: id) == loadsBefore + 1)
        try await host.perform(archive: archive, in: id)
        #expect(host.html(of: id)?.contains(">Count 4<") == true)
    }

    @Test func toggleRoundTrip() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleTasks", family: .systemSmall)
        await host.waitUntilIdle()
        let html = try #require(host.html(of: id))
        #expect(html.contains("role=\"switch\" aria-checked=\"false\""))
        let archive = try #require(intentArchives(in: html).first)
        #expect(archive == #"{"parameters":{},"type":"ToggleDoneIntent"}"#)
        try await host.perform(archive: archive, in: id)
        #expect(host.html(of: id)?.contains("role=\"switch\" aria-checked=\"true\"") == true)
        #expect(host.html(of: id)?.contains(">Done<") == true)
    }

    @Test func widgetIsPendingWhileItsIntentRuns() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleCounter", family: .systemSmall)
        await host.waitUntilIdle()
        let archive = try #require(intentArchives(in: host.html(of: id) ?? "").first)
        SampleStore.shared.isGateOpen = false
        let (changes, changed) = AsyncStream.makeStream(of: WidgetInstanceID.self)
        host.onChange = { changed.yield($0) }
        let tap = Task { try await host.perform(archive: archive, in: id) }
        var iterator = changes.makeAsyncIterator()
        _ = await iterator.next()
        let pending = try #require(host.html(of: id))
        #expect(pending.contains("class=\"widget widget-systemSmall light pending\""))
        #expect(pending.contains("data-pending=\"true\""))
        SampleStore.shared.isGateOpen = true
        _ = try await tap.value
        #expect(host.html(of: id)?.contains("pending") == false)
        #expect(host.html(of: id)?.contains(">Count 2<") == true)
    }

    @Test func configurationValuesDefaultsSchemaAndChanges() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleTasks", family: .systemLarge)
        await host.waitUntilIdle()
        #expect(host.html(of: id)?.contains(">Priority high, limit 3<") == true)
        #expect(
            host.configuration(of: id)
                == #"{"parameters":{"limit":3,"priority":"high","showsCompleted":false},"type":"TaskFilterConfiguration"}"#
        )
        let schema = try #require(host.configurationSchema(for: "SampleTasks"))
        #expect(schema.intent == "TaskFilterConfiguration")
        let priority = try #require(schema.parameter(named: "priority"))
        #expect(priority.type == .enum)
        #expect(
            Array(priority.cases?.prefix(2) ?? []) == [
                .init(value: "low", title: "Low"), .init(value: "normal", title: "Normal"),
            ])
        let limit = try #require(schema.parameter(named: "limit"))
        #expect(limit.type == .int && limit.minimum == 1 && limit.maximum == 8 && limit.defaultValue == .int(3))
        let shows = try #require(schema.parameter(named: "showsCompleted"))
        #expect(shows.title == "Show completed" && shows.type == .bool)
        // The schema's JSON is what the server sends the Edit Widget sheet.
        let json = String(decoding: try JSONEncoder().encode(schema), as: UTF8.self)
        #expect(try JSONDecoder().decode(WidgetConfigurationSchema.self, from: Data(json.utf8)) == schema)
        try await host.setConfiguration(values: ["priority": .string("low"), "showsCompleted": .bool(true)], for: id)
        let html = try #require(host.html(of: id))
        #expect(html.contains(">Priority low, limit 3<"))
        #expect(html.contains(">with completed<"))
        #expect(try host.configurationSchema(of: id)?.parameter(named: "priority")?.value == .string("low"))
        // Every value is checked against its parameter before anything changes.
        await #expect(throws: WidgetHostError.badConfigurationValue(name: "limit")) {
            try await host.setConfiguration(values: ["limit": .int(9)], for: id)
        }
        await #expect(throws: WidgetHostError.badConfigurationValue(name: "priority")) {
            try await host.setConfiguration(values: ["priority": .string("urgent")], for: id)
        }
        await #expect(throws: WidgetHostError.unknownConfigurationParameter(name: "color", kind: "SampleTasks")) {
            try await host.setConfiguration(values: ["color": .string("red")], for: id)
        }
        #expect(try host.configurationSchema(of: id)?.parameter(named: "limit")?.value == .int(3))
        await #expect(throws: WidgetHostError.wrongConfigurationType(expected: "TaskFilterConfiguration", got: "X")) {
            try await host.setConfiguration(#"{"parameters":{},"type":"X"}"#, for: id)
        }
        let second = try host.addWidget(
            kind: "SampleTasks", family: .systemSmall,
            configuration: #"{"parameters":{"limit":8},"type":"TaskFilterConfiguration"}"#)
        await host.waitUntilIdle()
        #expect(host.html(of: second)?.contains(">Priority high, limit 8<") == true)
        #expect(host.html(of: id)?.contains(">Priority low, limit 3<") == true)
        let infos = try await WidgetCenter.shared.currentConfigurations()
        let limits = infos.filter { $0.kind == "SampleTasks" && $0.family == .systemSmall }
            .compactMap { $0.widgetConfigurationIntent(of: TaskFilterConfiguration.self)?.limit }
        #expect(limits.contains(8))
    }

    @Test func afterPolicyReloadsWhenItsDateComes() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleCounter", family: .systemSmall)
        await host.waitUntilIdle()
        #expect(host.timelineLoadCount(of: id) == 1)
        _ = SampleStore.shared.add(5)
        clock.advance(by: 29 * 60)
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 1)
        #expect(host.html(of: id)?.contains(">Count 0<") == true)
        clock.advance(by: 2 * 60)
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 2)
        #expect(host.html(of: id)?.contains(">Count 5<") == true)
    }

    @Test func neverPolicyWaitsForWidgetCenter() async throws {
        let host = makeHost()
        let id = try host.addWidget(kind: "SampleTasks", family: .systemSmall)
        await host.waitUntilIdle()
        SampleStore.shared.toggleDone()
        clock.advance(by: 3 * 86_400)
        await host.update()
        #expect(host.timelineLoadCount(of: id) == 1)
        #expect(host.nextPolicyReload(of: id) == nil)
        WidgetCenter.shared.reloadTimelines(ofKind: "SampleTasks")
        // The request reaches the host through a main-actor task made when it is asked: one queued after it
        // runs after it, and waitUntilIdle then waits for the reload (the suite's time limit is the hang guard).
        while host.timelineLoadCount(of: id) == 1 {
            await Task { @MainActor in }.value
            await host.waitUntilIdle()
        }
        #expect(host.timelineLoadCount(of: id) == 2)
        #expect(host.html(of: id)?.contains("aria-checked=\"true\"") == true)
    }
}
