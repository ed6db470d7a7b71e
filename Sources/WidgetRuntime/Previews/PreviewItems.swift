import Foundation

/// One thing a preview shows: a view on a canvas (or as a widget of a family), or a widget's timeline.
@MainActor
package struct PreviewItem {
    package enum Content {
        case view(AnyView)
        case widget(descriptor: WidgetDescriptor, entries: PreviewEntries)
        case activity(
            descriptor: ActivityDescriptor, viewKind: ActivityPreviewViewKind,
            contexts: @MainActor () async -> [ErasedActivityContext])
    }

    package var name: String?
    package var layout: PreviewLayout = .device
    /// The family the view is shown as (`previewContext(WidgetPreviewContext(family:))`, `#Preview(as:)`).
    package var family: WidgetFamily?
    package var device: PreviewDevice?
    package var orientation: InterfaceOrientation = .portrait
    /// The appearance the preview asks for (`.environment(\.colorScheme, …)`, `preferredColorScheme`), which
    /// the whole widget then takes, as in Xcode; nil shows both.
    package var colorScheme: ColorScheme?
    package var content: Content

    init(content: Content) {
        self.content = content
    }
}

/// Splits previews into their items, as Xcode does: each view of a `PreviewProvider`'s `previews` (and of the
/// groups, tuples and `ForEach`es in it) is one preview, with the traits set by its modifiers.
@MainActor
package enum PreviewItems {
    /// The items of a `#Preview`.
    package static func items(of preview: Preview) -> [PreviewItem] {
        switch preview.content {
        case .view(let body):
            var items = split(AnyView(body()))
            for index in items.indices {
                if items[index].name == nil { items[index].name = preview.name }
                for trait in preview.traits {
                    switch trait {
                    case .layout(let layout): items[index].layout = layout
                    case .orientation(let orientation): items[index].orientation = orientation
                    }
                }
            }
            return items
        case .widget(let family, let widget, let entries):
            return widget().map { descriptor in
                var item = PreviewItem(content: .widget(descriptor: descriptor, entries: entries))
                item.name = preview.name
                item.family = family
                return item
            }
        case .activity(let viewKind, let activity, let contexts):
            return activity().map { descriptor in
                var item = PreviewItem(
                    content: .activity(descriptor: descriptor, viewKind: viewKind, contexts: contexts))
                item.name = preview.name
                return item
            }
        }
    }

    /// The items of a `PreviewProvider`.
    package static func items(of provider: any PreviewProvider.Type, name: String) -> [PreviewItem] {
        func previews<P: PreviewProvider>(_ provider: P.Type) -> AnyView { AnyView(provider.previews) }
        return split(previews(provider))
    }

    /// The top-level views of `view`, each with the traits applied to it.
    package static func split(_ view: any View) -> [PreviewItem] {
        if let list = view as? any PreviewList { return list.previewItems() }
        return [PreviewItem(content: .view(AnyView(view)))]
    }
}

/// A view that is a list of previews rather than one (groups, tuples, `ForEach`, modifiers over those).
@MainActor
protocol PreviewList {
    func previewItems() -> [PreviewItem]
}

extension AnyView: PreviewList {
    func previewItems() -> [PreviewItem] { PreviewItems.split(view) }
}

extension Group: PreviewList where Content: View {
    func previewItems() -> [PreviewItem] { PreviewItems.split(content) }
}

extension TupleView: PreviewList {
    func previewItems() -> [PreviewItem] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any View).map(PreviewItems.split) ?? []
        }
    }
}

extension ForEach: PreviewList where Content: View {
    func previewItems() -> [PreviewItem] { views.flatMap { PreviewItems.split($0) } }
}

extension _ConditionalContent: PreviewList {
    func previewItems() -> [PreviewItem] {
        switch storage {
        case .trueContent(let box): PreviewItems.split(box.view)
        case .falseContent(let box): PreviewItems.split(box.view)
        }
    }
}

extension Optional: PreviewList where Wrapped: View {
    func previewItems() -> [PreviewItem] { self.map { PreviewItems.split($0) } ?? [] }
}

extension EmptyView: PreviewList {
    func previewItems() -> [PreviewItem] { [] }
}

extension ModifiedContent: PreviewList where Content: View, Modifier: ViewModifier {
    /// The color scheme a modifier sets for its whole content, if it is one that does.
    static func colorScheme(setBy modifier: Modifier) -> ColorScheme? {
        if let preferred = modifier as? _PreferredColorSchemeModifier { return preferred.colorScheme }
        if let writer = modifier as? _EnvironmentKeyWritingModifier<ColorScheme>,
            writer.keyPath == \EnvironmentValues.colorScheme
        {
            return writer.value
        }
        return nil
    }

    func previewItems() -> [PreviewItem] {
        var items = PreviewItems.split(content)
        for index in items.indices {
            if let traitModifier = modifier as? _PreviewTraitModifier {
                switch traitModifier.trait {
                case .layout(let layout): items[index].layout = layout
                case .displayName(let name): items[index].name = name
                case .context(let context):
                    if let widget = context as? WidgetPreviewContext { items[index].family = widget.family }
                case .device(let device): items[index].device = device
                case .orientation(let orientation): items[index].orientation = orientation
                }
            } else if case .view(let view) = items[index].content {
                if let scheme = Self.colorScheme(setBy: modifier) { items[index].colorScheme = scheme }
                // Other modifiers apply to each preview, as they apply to each view of a group.
                items[index].content = .view(
                    AnyView(ModifiedContent<AnyView, Modifier>(content: view, modifier: modifier)))
            }
        }
        return items
    }
}
