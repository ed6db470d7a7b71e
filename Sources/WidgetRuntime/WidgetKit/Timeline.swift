import Foundation

/// A type that specifies the date to display a widget, and, optionally, the relevance of its content.
public protocol TimelineEntry {
    /// The date for WidgetKit to render a widget.
    var date: Date { get }
    /// The relevance of the widget's content compared to other entries.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for ordering widgets in a stack.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// The relevance score, compared only with the widget's other entries.
    public var score: Float
    /// How long the score applies after the entry's date (0: until the next entry).
    public var duration: TimeInterval

    /// Creates a relevance with a score and a duration.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    package let kind: Kind

    /// Ask for a new timeline after the last date in the current one passes.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never ask for a new timeline; the app reloads through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(kind: .never)

    /// Ask for a new timeline after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(kind: .after(date))
    }
}

/// The entries a widget shows over time, and when to ask for the next timeline.
public struct Timeline<EntryType> where EntryType: TimelineEntry {
    /// The entries, each shown from its date on.
    public let entries: [EntryType]
    /// When to ask for a new timeline.
    public let policy: TimelineReloadPolicy

    /// Creates a timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told about the widget it provides entries for.
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether the widget is shown in the widget gallery.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    package init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// A type that advises WidgetKit when to update a widget's display.
public protocol TimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// What the provider is told about the widget.
    typealias Context = TimelineProviderContext

    /// An entry shown while the widget loads, without real data.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry for transient situations (the widget gallery).
    ///
    /// Declared as the iOS 18 SDK does: `@preconcurrency` with a `@Sendable` completion. A witness may
    /// write the completion with or without `@Sendable` (a non-`@Sendable` parameter accepts more); the
    /// iOS 17 SDK declares it without and rejects a `@Sendable` witness, so portable code leaves it out.
    @preconcurrency
    func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    /// The entries for now and the future, and when to ask again (same shape as `getSnapshot`).
    @preconcurrency
    func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

/// A type that advises WidgetKit when to update a user-configurable widget's display.
public protocol AppIntentTimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// The configuration intent of the widget.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is told about the widget.
    typealias Context = TimelineProviderContext

    /// Preconfigured widgets for places without a configuration editor (watch faces, the Smart Stack); see
    /// WidgetKit/Recommendations.swift.
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
    /// An entry shown while the widget loads, without real data.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry for transient situations (the widget gallery).
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    /// The entries for now and the future, and when to ask again.
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
}
