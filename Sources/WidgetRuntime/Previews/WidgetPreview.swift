import Foundation

/// Builds the entries of a widget preview's timeline.
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    public static func buildPartialBlock(
        accumulated: [any TimelineEntry], next: [any TimelineEntry]
    ) -> [any TimelineEntry] {
        accumulated + next
    }

    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }
}

extension Preview {
    /// Creates a preview of a widget stepping through the entries listed (their dates are ignored).
    @MainActor @preconcurrency
    public init(
        fileID: String = #fileID, line: Int = #line, column: Int = #column, _ name: String? = nil,
        as family: WidgetFamily, widget: @escaping @MainActor () -> some Widget,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        self.init(
            name: name, traits: [],
            content: .widget(family: family, widget: { widget().widgetDescriptors }, entries: .timeline(timeline)))
    }

    /// Creates a preview of a widget stepping through the timeline `timelineProvider` makes.
    @MainActor @preconcurrency
    public init<Provider>(
        fileID: String = #fileID, line: Int = #line, column: Int = #column, _ name: String? = nil,
        as family: WidgetFamily, widget: @escaping @MainActor () -> some Widget,
        timelineProvider: @escaping @MainActor () -> Provider
    ) where Provider: TimelineProvider {
        let entries: @MainActor (TimelineProviderContext) async -> [ErasedEntry] = { context in
            await CompletionProviderAdapter(timelineProvider()).timeline(for: UncheckedBox(nil), in: context).entries
        }
        self.init(
            name: name, traits: [],
            content: .widget(family: family, widget: { widget().widgetDescriptors }, entries: .provider(entries)))
    }

    /// Creates a preview of a widget configured by `intent`, stepping through the timeline `timelineProvider`
    /// makes for it.
    @MainActor @preconcurrency
    public init<Provider>(
        fileID: String = #fileID, line: Int = #line, column: Int = #column, _ name: String? = nil,
        as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> some Widget,
        timelineProvider: @escaping @MainActor () -> Provider
    ) where Provider: AppIntentTimelineProvider {
        let box = UncheckedBox<(any AppIntent)?>(intent)
        let entries: @MainActor (TimelineProviderContext) async -> [ErasedEntry] = { context in
            await IntentProviderAdapter(timelineProvider()).timeline(for: box, in: context).entries
        }
        self.init(
            name: name, traits: [],
            content: .widget(family: family, widget: { widget().widgetDescriptors }, entries: .provider(entries)))
    }

    /// Creates a preview of a widget configured by a SiriKit `intent` (of an `.intentdefinition` file), stepping
    /// through the timeline `timelineProvider` makes for it.
    @MainActor @preconcurrency
    public init<Provider>(
        fileID: String = #fileID, line: Int = #line, column: Int = #column, _ name: String? = nil,
        as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> some Widget,
        timelineProvider: @escaping @MainActor () -> Provider
    ) where Provider: IntentTimelineProvider {
        let box = UncheckedBox<(any AppIntent)?>(ConfiguredINIntent(intent))
        let entries: @MainActor (TimelineProviderContext) async -> [ErasedEntry] = { context in
            await INIntentProviderAdapter(timelineProvider()).timeline(for: box, in: context).entries
        }
        self.init(
            name: name, traits: [],
            content: .widget(family: family, widget: { widget().widgetDescriptors }, entries: .provider(entries)))
    }
}

/// Previews a widget of a family stepping through the entries listed (their dates are ignored).
@freestanding(declaration)
public macro Preview<W>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro") where W: Widget

/// Previews a widget of a family stepping through the timeline a provider makes.
@freestanding(declaration)
public macro Preview<W, Provider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro") where W: Widget, Provider: TimelineProvider

/// Previews a widget configured by an app intent, stepping through the timeline a provider makes for it.
@freestanding(declaration)
public macro Preview<W, Provider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
where W: Widget, Provider: AppIntentTimelineProvider

/// Previews a widget configured by a SiriKit intent, stepping through the timeline a provider makes for it.
@freestanding(declaration)
public macro Preview<W, Provider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
where W: Widget, Provider: IntentTimelineProvider
