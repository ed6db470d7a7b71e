import Foundation

/// A preconfigured widget: a configuration intent with a description, offered where people cannot edit a
/// widget's configuration.
public struct AppIntentRecommendation<Intent> where Intent: WidgetConfigurationIntent {
    package let intent: Intent
    package let description: Text

    /// Creates a recommendation described by a text view.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// Creates a recommendation with a localized description.
    public init(intent: Intent, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }

    /// Creates a recommendation with a description.
    @_disfavoredOverload
    public init(intent: Intent, description: some StringProtocol) {
        self.init(intent: intent, description: Text(description))
    }
}

extension AppIntentTimelineProvider {
    /// No recommendations: the widget is configured in its editor.
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}

/// A recommendation with its intent archived, as the host lists them.
package struct ArchivedRecommendation {
    /// The description, resolved for the host's locale when shown.
    package let description: Text
    /// The configuration intent, archived (`IntentArchive`).
    package let archive: String
}

extension IntentProviderAdapter {
    /// The provider's recommendations, their intents archived.
    func archivedRecommendations() -> [ArchivedRecommendation] {
        provider.recommendations().map {
            ArchivedRecommendation(description: $0.description, archive: IntentArchive.archive(any: $0.intent))
        }
    }
}

extension WidgetConfiguration {
    /// Sets the localized name shown for the widget in the widget gallery.
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayName))
    }

    /// Sets the localized description shown for the widget in the widget gallery.
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        self.description(Text(description))
    }
}

extension EnvironmentValues {
    /// Whether the widget shows a label around its content (an accessory widget on a watch face with a
    /// `widgetLabel`); never on the Home Screen and the iPhone Lock Screen.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static let defaultValue = false
}

/// A widget's label, which the system draws around accessory widgets where it shows labels (watch faces).
/// iPhone draws none, so neither does the host: a text label is kept as `data-widget-label` for tools.
public struct _WidgetLabelModifier<Label>: ViewModifier where Label: View {
    let label: Label
    public typealias Body = Never
}

extension _WidgetLabelModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        var nodes = content(context)
        if let text = label as? Text {
            let string = text.plainString(in: context)
            for index in nodes.indices { nodes[index].setAttribute("data-widget-label", string) }
        }
        return nodes
    }
}

extension View {
    /// Displays a label with the widget, where the system shows labels (`showsWidgetLabel`).
    public func widgetLabel<Label>(@ViewBuilder label: () -> Label) -> some View where Label: View {
        modifier(_WidgetLabelModifier(label: label()))
    }

    /// Displays a localized text label with the widget, where the system shows labels.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(_WidgetLabelModifier(label: Text(labelKey)))
    }

    /// Displays a text label with the widget, where the system shows labels.
    @_disfavoredOverload
    public func widgetLabel<S>(_ label: S) -> some View where S: StringProtocol {
        modifier(_WidgetLabelModifier(label: Text(label)))
    }
}
