import Foundation

/// The configuration and content of a widget to display on the Home Screen or Lock Screen.
@MainActor @preconcurrency
public protocol Widget {
    /// The type of configuration representing the content of the widget.
    associatedtype Body: WidgetConfiguration

    /// Creates a widget using `body` as its content.
    init()

    /// The content and behavior of the widget.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A type that describes a widget's content.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of widget configuration representing the body of this configuration.
    associatedtype Body: WidgetConfiguration

    /// The content and behavior of this configuration.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Widget {
    /// The entry point of an extension whose one widget is marked `@main`; on Linux a `WidgetTester` or a bundle's
    /// `WidgetHost` runs the widget instead.
    @MainActor @preconcurrency
    public static func main() {}
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    /// Primitive configurations have no body; reaching it is a programming error in the runtime.
    public var body: Never {
        fatalError("\(Self.self) is a primitive widget configuration and has no body")
    }
}

/// A result builder for a widget's configuration.
@resultBuilder
public struct WidgetConfigurationBuilder {
    /// Passes a configuration through.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: WidgetConfiguration {
        content
    }

    /// Builds a configuration from a single one.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: WidgetConfiguration {
        content
    }
}

/// Everything the host needs to know about one widget kind, with its provider and content type-erased.
@MainActor
package struct WidgetDescriptor {
    package var kind: String
    /// Resolved for the host's locale when shown, like any other text.
    package var displayName = Text(verbatim: "")
    package var description = Text(verbatim: "")
    package var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    package var contentMarginsDisabled = false
    package var containerBackgroundRemovable = true
    /// The locations each family is unsuited to (`disfavoredLocations(_:for:)`).
    package var disfavoredLocations: [WidgetFamily: Set<WidgetLocation>] = [:]
    /// The configuration intent type, for `AppIntentConfiguration` widgets.
    package var configurationIntent: (any WidgetConfigurationIntent.Type)?
    package var provider: any ErasedProvider
    /// The provider's recommendations (configurable widgets), their intents archived.
    package var recommendations: @MainActor () -> [ArchivedRecommendation] = { [] }
    /// Draws an entry (of the provider's entry type).
    package var content: any ErasedContent
}

/// An entry with its date and relevance readable without knowing its type.
package struct ErasedEntry: @unchecked Sendable {
    package let date: Date
    package let relevance: TimelineEntryRelevance?
    package let value: Any

    package init<E: TimelineEntry>(_ entry: E) {
        date = entry.date
        relevance = entry.relevance
        value = entry
    }
}

/// A timeline whose entries are erased.
package struct ErasedTimeline: Sendable {
    package let entries: [ErasedEntry]
    package let policy: TimelineReloadPolicy

    package init(entries: [ErasedEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    package init<E: TimelineEntry>(_ timeline: Timeline<E>) {
        var entries: [ErasedEntry] = []
        for entry in timeline.entries { entries.append(ErasedEntry(entry)) }
        self.entries = entries
        policy = timeline.policy
    }
}

/// A provider of either kind, called without knowing its types.
///
/// Providers and configuration intents are not `Sendable`; the host calls them one at a time, so adapters
/// are unchecked-`Sendable` and hand them to the provider's own (nonisolated) methods.
package protocol ErasedProvider: Sendable {
    @MainActor func placeholder(in context: TimelineProviderContext) -> ErasedEntry
    func snapshot(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedEntry
    func timeline(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedTimeline
}

final class CompletionProviderAdapter<Provider: TimelineProvider>: ErasedProvider, @unchecked Sendable {
    let provider: Provider
    init(_ provider: Provider) { self.provider = provider }

    func placeholder(in context: TimelineProviderContext) -> ErasedEntry {
        ErasedEntry(provider.placeholder(in: context))
    }

    func snapshot(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedEntry
    {
        // The completion takes `Any` so that it captures no generic metatype (it is `@Sendable`).
        let result: UncheckedBox<Any> = await withCheckedContinuation { continuation in
            provider.getSnapshot(in: context) { (entry: Any) in continuation.resume(returning: UncheckedBox(entry)) }
        }
        return ErasedEntry(result.value as! Provider.Entry)
    }

    func timeline(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedTimeline
    {
        let result: UncheckedBox<Any> = await withCheckedContinuation { continuation in
            provider.getTimeline(in: context) { (timeline: Any) in
                continuation.resume(returning: UncheckedBox(timeline))
            }
        }
        return ErasedTimeline(result.value as! Timeline<Provider.Entry>)
    }
}

final class IntentProviderAdapter<Provider: AppIntentTimelineProvider>: ErasedProvider, @unchecked Sendable {
    let provider: Provider
    init(_ provider: Provider) { self.provider = provider }

    func placeholder(in context: TimelineProviderContext) -> ErasedEntry {
        ErasedEntry(provider.placeholder(in: context))
    }

    func snapshot(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedEntry
    {
        let intent = configuration.value as? Provider.Intent ?? Provider.Intent()
        return ErasedEntry(await provider.snapshot(for: intent, in: context))
    }

    func timeline(
        for configuration: UncheckedBox<(any AppIntent)?>, in context: TimelineProviderContext
    ) async
        -> ErasedTimeline
    {
        let intent = configuration.value as? Provider.Intent ?? Provider.Intent()
        return ErasedTimeline(await provider.timeline(for: intent, in: context))
    }
}

/// Draws entries of one provider with the configuration's content closure.
@MainActor
package protocol ErasedContent {
    func view(for entry: Any) -> AnyView
}

final class ContentAdapter<Entry, Content: View>: ErasedContent {
    let content: (Entry) -> Content
    init(_ content: @escaping (Entry) -> Content) { self.content = content }

    func view(for entry: Any) -> AnyView {
        guard let entry = entry as? Entry else { return AnyView(EmptyView()) }
        return AnyView(content(entry))
    }
}

/// Carries a value across an isolation boundary the runtime knows to be safe.
package struct UncheckedBox<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

/// A configuration the runtime reads directly instead of through `body`.
@MainActor
package protocol PrimitiveWidgetConfiguration {
    var descriptors: [WidgetDescriptor] { get }
}

extension WidgetConfiguration {
    /// The widget kinds this configuration declares.
    package var widgetDescriptors: [WidgetDescriptor] {
        if let primitive = self as? any PrimitiveWidgetConfiguration { return primitive.descriptors }
        return body.widgetDescriptors
    }
}

extension Widget {
    /// The widget kinds this widget declares.
    package var widgetDescriptors: [WidgetDescriptor] { body.widgetDescriptors }
}

/// An object describing the content of a widget that uses no configuration intent.
public struct StaticConfiguration<Content> where Content: View {
    let descriptor: WidgetDescriptor
}

extension StaticConfiguration: WidgetConfiguration {
    public typealias Body = Never
}

extension StaticConfiguration: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { [descriptor] }
}

extension StaticConfiguration {
    /// Creates a configuration for a widget with a kind, a timeline provider and the view drawing an entry.
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider: TimelineProvider {
        descriptor = WidgetDescriptor(
            kind: kind, provider: CompletionProviderAdapter(provider), content: ContentAdapter(content))
    }
}

/// An object describing the content of a widget that uses an app intent for its configuration.
public struct AppIntentConfiguration<Intent, Content> where Intent: WidgetConfigurationIntent, Content: View {
    let descriptor: WidgetDescriptor
}

extension AppIntentConfiguration: WidgetConfiguration {
    public typealias Body = Never
}

extension AppIntentConfiguration: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { [descriptor] }
}

extension AppIntentConfiguration {
    /// Creates a configuration for a widget whose configuration intent `intent` the user can edit.
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent, Provider: AppIntentTimelineProvider {
        let adapter = IntentProviderAdapter(provider)
        var descriptor = WidgetDescriptor(
            kind: kind, configurationIntent: intent, provider: adapter, content: ContentAdapter(content))
        descriptor.recommendations = { adapter.archivedRecommendations() }
        self.descriptor = descriptor
    }
}

/// A configuration with one of the `WidgetConfiguration` modifiers applied.
public struct _ModifiedWidgetConfiguration<Base> where Base: WidgetConfiguration {
    let base: Base
    let edit: @MainActor (inout WidgetDescriptor) -> Void
}

extension _ModifiedWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
}

extension _ModifiedWidgetConfiguration: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] {
        base.widgetDescriptors.map { descriptor in
            var descriptor = descriptor
            edit(&descriptor)
            return descriptor
        }
    }
}

extension WidgetConfiguration {
    func modified(_ edit: @escaping @MainActor (inout WidgetDescriptor) -> Void) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(base: self, edit: edit)
    }

    /// Sets the name shown for the widget in the widget gallery.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayName = displayName }
    }

    /// Sets the localized name shown for the widget in the widget gallery.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.displayName = Text(displayNameKey) }
    }

    /// Sets the name shown for the widget in the widget gallery.
    @_disfavoredOverload
    public func configurationDisplayName<S>(_ displayName: S) -> some WidgetConfiguration where S: StringProtocol {
        let name = Text(verbatim: String(displayName))
        return modified { $0.displayName = name }
    }

    /// Sets the description shown for the widget in the widget gallery.
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.description = description }
    }

    /// Sets the localized description shown for the widget in the widget gallery.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.description = Text(descriptionKey) }
    }

    /// Sets the description shown for the widget in the widget gallery.
    @_disfavoredOverload
    public func description<S>(_ description: S) -> some WidgetConfiguration where S: StringProtocol {
        let text = Text(verbatim: String(description))
        return modified { $0.description = text }
    }

    /// Sets the sizes the widget supports.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Turns off the default content margins, so the widget draws to its edges.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Asks the user to configure the widget when adding it; the host installs widgets with their defaults.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { _ in }
    }

    /// Sets whether the system may remove the container background (StandBy, Lock Screen).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }
}
