import Foundation

/// A type that advises WidgetKit when to update a widget configured with a SiriKit intent (an `INIntent` of an
/// `.intentdefinition` file): `IntentConfiguration`'s provider.
///
/// Declared as the newest SDK does: `@preconcurrency` with `@Sendable` completions (the iOS 17 SDK declares them
/// without `@Sendable` and rejects a `@Sendable` witness, so portable code leaves it out; a witness without it
/// is accepted here too, as by `TimelineProvider`).
public protocol IntentTimelineProvider {
    /// The type of entry the provider makes.
    associatedtype Entry: TimelineEntry
    /// The intent that holds the user's configuration.
    associatedtype Intent: INIntent
    /// What the provider is told about the widget.
    typealias Context = TimelineProviderContext

    /// Preconfigured widgets for places without a configuration editor (watch faces).
    func recommendations() -> [IntentRecommendation<Self.Intent>]
    /// An entry shown while the widget loads, without real data.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry for transient situations (the widget gallery), for the configured intent.
    @preconcurrency
    func getSnapshot(
        for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    /// The entries for now and the future for the configured intent, and when to ask again.
    @preconcurrency
    func getTimeline(
        for configuration: Self.Intent, in context: Self.Context,
        completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

extension IntentTimelineProvider {
    /// No recommendations: the widget is configured in its editor.
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }
}

/// A preconfigured widget configured by a SiriKit intent, offered where people cannot edit a widget's
/// configuration.
public struct IntentRecommendation<T> where T: INIntent {
    package let intent: T
    package let description: Text

    /// Creates a recommendation described by a text view.
    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// Creates a recommendation with a localized description.
    public init(intent: T, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }

    /// Creates a recommendation with a localized string resource.
    public init(intent: T, description: LocalizedStringResource) {
        self.init(intent: intent, description: Text(description))
    }

    /// Creates a recommendation with a description.
    public init<S>(intent: T, description: S) where S: StringProtocol {
        self.init(intent: intent, description: Text(description))
    }
}

/// An object describing the content of a widget configured with a SiriKit intent of an `.intentdefinition`
/// file; the host shows its parameters in the Edit Widget form as it shows an app intent's.
public struct IntentConfiguration<Intent, Content> where Intent: INIntent, Content: View {
    let descriptor: WidgetDescriptor
}

extension IntentConfiguration: WidgetConfiguration {
    public typealias Body = Never
}

extension IntentConfiguration: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { [descriptor] }
}

extension IntentConfiguration {
    /// Creates a configuration for a widget whose intent `intent` (from the definition file) the user can edit.
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent, Provider: IntentTimelineProvider {
        let adapter = INIntentProviderAdapter(provider)
        var descriptor = WidgetDescriptor(
            kind: kind, configurationIntent: ConfiguredINIntent<Intent>.self, provider: adapter,
            content: ContentAdapter(content))
        descriptor.recommendations = { adapter.archivedRecommendations() }
        self.descriptor = descriptor
    }
}

/// Runs an `IntentTimelineProvider` for the host: the configured `INIntent` is the one the host's
/// configuration holds (`ConfiguredINIntent`), or a new one with the definition's defaults.
final class INIntentProviderAdapter<Provider: IntentTimelineProvider>: ErasedProvider, @unchecked Sendable {
    let provider: Provider
    init(_ provider: Provider) { self.provider = provider }

    func placeholder(in context: TimelineProviderContext) -> ErasedEntry {
        ErasedEntry(provider.placeholder(in: context))
    }

    private func intent(_ configuration: UncheckedBox<(any AppIntent)?>) -> Provider.Intent {
        (configuration.value as? ConfiguredINIntent<Provider.Intent> ?? ConfiguredINIntent()).intent
    }

    func snapshot(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedEntry
    {
        let intent = UncheckedBox(intent(configuration))
        // The completion takes `Any` so that it captures no generic metatype (it is `@Sendable`).
        let result: UncheckedBox<Any> = await withCheckedContinuation { continuation in
            provider.getSnapshot(for: intent.value, in: context) { (entry: Any) in
                continuation.resume(returning: UncheckedBox(entry))
            }
        }
        return ErasedEntry(result.value as! Provider.Entry)
    }

    func timeline(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedTimeline
    {
        let intent = UncheckedBox(intent(configuration))
        let result: UncheckedBox<Any> = await withCheckedContinuation { continuation in
            provider.getTimeline(for: intent.value, in: context) { (timeline: Any) in
                continuation.resume(returning: UncheckedBox(timeline))
            }
        }
        return ErasedTimeline(result.value as! Timeline<Provider.Entry>)
    }

    /// The provider's recommendations, their intents archived.
    func archivedRecommendations() -> [ArchivedRecommendation] {
        provider.recommendations().map {
            ArchivedRecommendation(
                description: $0.description, archive: IntentArchive.archive(any: ConfiguredINIntent($0.intent)))
        }
    }
}
