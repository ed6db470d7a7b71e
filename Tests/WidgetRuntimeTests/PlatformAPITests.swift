import Foundation
import TestSupport
import Testing
import os

@testable import WidgetRuntime

/// What widget code expects of its platform beyond SwiftUI: UIKit through SwiftUI, Foundation's corners,
/// `os.Logger`, and the API the podcast test widget (Platform/) uses, drawn light and dark.
@MainActor
@Suite struct PlatformAPITests {
    func widget<V: View>(_ family: WidgetFamily, @ViewBuilder _ content: () -> V) -> String {
        let view = content()
        var out = ""
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = WidgetSnapshot(family: family, colorScheme: scheme) { view }.environment {
                $0.now = snapshotNow
                $0.timeZone = TimeZone(identifier: "UTC")!
                $0.locale = Locale(identifier: "en_US")
            }
            #expect(snapshot.warnings.isEmpty)
            out += snapshot.bodyHTML
        }
        return out
    }

    @Test func aFileThatImportsOnlyOSLogSeesFoundation() {
        // The file compiling is the check (Platform/LogOnlyFile.swift names Date, Bundle and URL); this runs it.
        #expect(widgetLoggerCategory(at: Date(timeIntervalSince1970: 0)) == "timeline")
    }

    @Test func thePodcastWidgetDraws() throws {
        let cover = try #require(UIImage(data: podcastCoverPNG, scale: 1))
        #expect(cover.size == CGSize(width: 2, height: 2))
        assertSnapshot(
            widget(.systemSmall) { PodcastView(episode: .sample, cover: cover) }, named: "podcast")
    }

    @Test func timelineViewsDrawTheirSchedulesDateInEffect() {
        // snapshotNow is 2024-05-29 16:26:40 UTC: the minute began at 16:26:00, the quarter at 16:15.
        let start = Date(timeIntervalSince1970: 1_716_998_400)  // 16:00:00
        let html = widget(.systemSmall) { MinuteView(quarterStart: start) }
        #expect(html.contains(">4:26\u{202F}PM<"))
        #expect(html.contains("Quarter from 4:15\u{202F}PM"))
        assertSnapshot(html, named: "minute")
        let schedule = PeriodicTimelineSchedule(from: start, by: 900)
        #expect(schedule.latestDate(atOrBefore: start.addingTimeInterval(-1)) == nil)
        #expect(AnyTimelineDates.first(of: .everyMinute, after: start.addingTimeInterval(59)) == start)
    }

    @Test func itsButtonPerformsTheAudioPlaybackIntent() async throws {
        let intent = TogglePlaybackIntent(episodeID: "e7")
        _ = try await intent.perform()
        #expect(PodcastPlayer.toggledEpisodes.contains("e7"))
    }

    @Test func anEmptyConfigurationDeclaresNoKind() {
        #expect(PodcastWidget().widgetDescriptors.isEmpty)
    }

    @Test func symbolVariantsNameTheSymbolOrFallBack() {
        #expect(SymbolVariants.circle.fill.symbol(for: "play") == "play.circle.fill")
        #expect(
            SymbolVariants.square.symbol(for: "antenna.radiowaves.left.and.right")
                == "antenna.radiowaves.left.and.right.square")
        #expect(SymbolVariants.fill.symbol(for: "checkmark.circle.fill") == "checkmark.circle.fill")
        #expect(SymbolVariants.slash.circle.fill.name(for: "bell") == "bell.slash.circle.fill")
        // No drawing of that variant (our library has no slashed or rectangled symbols): the plain symbol, as
        // iOS falls back.
        #expect(SymbolVariants.slash.symbol(for: "bell") == "bell")
        #expect(SymbolVariants.rectangle.symbol(for: "play") == "play")
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func uiColorsAreSwiftUIColors() {
        #expect(Color(uiColor: .systemRed) == Color.red)
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(Color(uiColor: dynamic).resolved(.dark) == RGBA(255, 255, 255))
        #expect(Color(uiColor: dynamic).resolved(.light) == RGBA(0, 0, 0))
        var red: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(red == 1 && alpha == 0.5)
        #expect(UIColor.systemBlue.withAlphaComponent(0.2).color.light.alpha == 0.2)
        #expect(UIColor(named: "no such color") == nil)
        #expect(UIImage(named: "no such image") == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIScreen.main.bounds.size == WidgetDevice.iPhone15Pro.screenSize)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIFont.systemFont(ofSize: 13, weight: .semibold).font == Font.system(size: 13, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    }

    @Test func userDefaultsKeyValueCodingIsObjectForKey() {
        let suite = "widgetruntime-tests-\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let defaults = try! #require(UserDefaults(suiteName: suite))
        defaults.setValue(3, forKey: "count")
        #expect(defaults.value(forKey: "count") as? Int == 3)
        #expect(defaults.integer(forKey: "count") == 3)
        defaults.setValue(nil, forKey: "count")
        #expect(defaults.value(forKey: "count") == nil)
    }

    @Test func appGroupContainersAreOneFolderEach() throws {
        let group = "group.widgetruntime.tests.\(UUID().uuidString)"
        let container = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
        defer { try? FileManager.default.removeItem(at: container) }
        #expect(container.lastPathComponent == group)
        #expect(container.deletingLastPathComponent().lastPathComponent == "AppGroups")
        #expect(FileManager.default.fileExists(atPath: container.path))
        for bad in ["", ".", "..", "a/b"] {
            #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: bad) == nil)
        }
    }

    @Test func localizedStringResourcesTakeFoundationsArguments() {
        let plain = LocalizedStringResource("Episodes", comment: "A title")
        #expect(plain.key == "Episodes")
        let count = 3
        let counted = LocalizedStringResource("\(count) episodes", table: nil, comment: "A count")
        #expect(counted.key == "%lld episodes")
        #expect(counted.resolved(locale: Locale(identifier: "en")) == "3 episodes")
        let keyed = LocalizedStringResource("podcast.missing.key", defaultValue: "\(count) left")
        #expect(keyed.resolved(locale: Locale(identifier: "en")) == "3 left")
        let value: String.LocalizationValue = "Hello \(count)"
        #expect(value.key == "Hello %lld")
    }

    @Test func loggerWritesLevelsAndRedactsPrivateValues() {
        let lines = LockedLines()
        let log = OSLog(subsystem: "example.podcasts", category: "tests", sink: { lines.append($0) })
        let logger = Logger(log)
        let name = "Ada"
        let count = 42
        logger.error("user \(name) has \(count) episodes, \(name, privacy: .public) \(count, format: .hex)")
        logger.notice("ratio \(0.5, format: .fixed(precision: 2)) \(true) \(count, align: .right(columns: 5))")
        logger.debug("not written unless OS_LOG_LEVEL=debug")
        // An error caught as `any Error`, a concrete one, and an NSError (also an object).
        do {
            throw PodcastLoadFailure.offline
        } catch {
            logger.error("load failed: \(error) \(error, privacy: .public)")
        }
        let failure = PodcastLoadFailure.offline
        let nsError = NSError(domain: "example", code: 7)
        logger.fault("\(failure, privacy: .public) \(nsError, privacy: .public)")
        #expect(
            lines.all == [
                "error: [example.podcasts:tests] user <private> has 42 episodes, Ada 2a",
                "default: [example.podcasts:tests] ratio 0.50 true    42",
                "error: [example.podcasts:tests] load failed: <private> offline",
                "fault: [example.podcasts:tests] offline \(nsError.description)",
            ])
    }
}

/// Why an episode list did not load.
enum PodcastLoadFailure: Error {
    case offline
}

/// Lines collected from a log sink.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// The first date a schedule gives from a start date.
enum AnyTimelineDates {
    static func first<S: TimelineSchedule>(of schedule: S, after date: Date) -> Date? {
        schedule.entries(from: date, mode: .normal).first { _ in true }
    }
}
