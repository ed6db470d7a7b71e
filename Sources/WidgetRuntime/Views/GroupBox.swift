/// A stylized view, with an optional label, that visually collects a logical grouping of content.
///
/// Drawn as iOS's default group box style is understood here (not measured on a device): the label in the
/// headline font above the content, 8 pt apart, inside 16 pt of padding on a rounded rectangle of the
/// secondary system background. Group box styles (`GroupBoxStyle`, `.groupBoxStyle`) are not declared.
public struct GroupBox<Label, Content>: View where Label: View, Content: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The content and behavior of the view.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(16)
        .background(
            Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and title.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox {
    /// Creates a group box with the provided label and view content (Apple's deprecated spelling of
    /// `init(content:label:)`).
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}
