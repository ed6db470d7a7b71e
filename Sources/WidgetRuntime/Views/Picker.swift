import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// A widget opens no picker: it draws as iOS draws the default (menu) style outside a form — the selected
/// option's label and an up-and-down chevron in the tint color — and changes nothing when tapped.
public struct Picker<Label, SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View {
    /// The picker's own label, which the menu style does not draw outside a form.
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// Creates a picker that displays a custom label.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

@available(*, unavailable)
extension Picker: Sendable {}

extension Picker: View {
    /// The option whose tag is the selection, then the chevron, as a borderless button.
    public var body: some View {
        Button(action: {}) {
            HStack(spacing: 4) {
                content
                    .environment(\.pickerSelection, AnyHashableBox(AnyHashable(selection.wrappedValue)))
                Image(systemName: "chevron.up.chevron.down")
                    .imageScale(.small)
            }
        }
    }
}

/// The selection of the enclosing picker, which keeps only the option tagged with it.
struct AnyHashableBox: @unchecked Sendable {
    // AnyHashable holds a Hashable value of any type; a picker's selection is read on the main actor only.
    let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
}

private struct PickerSelectionKey: EnvironmentKey {
    static let defaultValue: AnyHashableBox? = nil
}

extension EnvironmentValues {
    var pickerSelection: AnyHashableBox? {
        get { self[PickerSelectionKey.self] }
        set { self[PickerSelectionKey.self] = newValue }
    }
}

/// Tags a view: inside a picker, an option whose tag is not the selection draws nothing (the picker shows
/// the selected one); elsewhere the tag changes nothing.
public struct _TagModifier<V: Hashable>: ViewModifier {
    let tag: V
    let includeOptional: Bool
    public typealias Body = Never
}

extension _TagModifier: PrimitiveModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        if let selection = context.environment.pickerSelection?.value {
            let matches =
                AnyHashable(tag) == selection || (includeOptional && AnyHashable(Optional(tag)) == selection)
            guard matches else { return }
            var inner = context
            inner.environment.pickerSelection = nil
            content(inner, &nodes)
            return
        }
        content(context, &nodes)
    }
}

extension View {
    /// Sets the unique tag value of this view (a picker shows the option tagged with its selection).
    public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        modifier(_TagModifier(tag: tag, includeOptional: includeOptional))
    }
}
