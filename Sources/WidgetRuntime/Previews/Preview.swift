import Foundation

/// A preview of a view or a widget, as the `#Preview` macro declares it.
///
/// The macro expands into a type conforming to `PreviewRegistry` whose `preview` calls one of these
/// initializers with the macro's arguments; `PreviewCatalog` finds those types at run time.
public struct Preview {
    /// What the preview shows.
    package enum Content {
        /// A view, drawn on a canvas shaped by the traits.
        case view(@MainActor () -> any View)
        /// A widget of a family, with the entries to step through.
        case widget(family: WidgetFamily, widget: @MainActor () -> [WidgetDescriptor], entries: PreviewEntries)
        /// A Live Activity in one presentation, with the content states to step through.
        case activity(
            viewKind: ActivityPreviewViewKind, activity: @MainActor () -> [ActivityDescriptor],
            contexts: @MainActor () async -> [ErasedActivityContext])
    }

    package let name: String?
    package let traits: [PreviewTraitValue]
    package let content: Content

    package init(name: String?, traits: [PreviewTraitValue], content: Content) {
        self.name = name
        self.traits = traits
        self.content = content
    }
}

@available(*, unavailable)
extension Preview: Sendable {}

extension Preview {
    /// The traits a view preview can have (its layout and orientation).
    public enum ViewTraits {}

    /// Creates a preview of a view.
    @MainActor @preconcurrency
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.init(name: name, traits: traits.map(\.value), content: .view(body))
    }
}

/// Where a preview's entries come from.
package enum PreviewEntries {
    /// Entries listed in the preview (their dates are ignored: they are stepped through in order).
    case timeline(@MainActor () async -> [any TimelineEntry])
    /// The timeline a provider makes for the preview's family.
    case provider(@MainActor (TimelineProviderContext) async -> [ErasedEntry])
}

/// A trait of a preview: its layout or its orientation.
public struct PreviewTrait<T> {
    package let value: PreviewTraitValue
}

@available(*, unavailable)
extension PreviewTrait: Sendable {}

/// The value of one preview trait, whatever its kind.
package enum PreviewTraitValue: Equatable, Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview shows the view on the device's screen.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .layout(.device)) }
    /// The preview is as large as the view wants to be.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .layout(.sizeThatFits))
    }
    /// The preview shows the view in a container of this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .orientation(.portrait)) }
    /// The device turned left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation(.landscapeLeft))
    }
    /// The device turned right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation(.landscapeRight))
    }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation(.portraitUpsideDown))
    }
}

/// A type that makes one preview: what `#Preview` expands into.
public protocol PreviewRegistry {
    /// The file the preview is declared in (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview.
    @MainActor static var preview: Preview { get }
}

/// Creates a preview of a view, found by `PreviewCatalog` and drawn by `WidgetPreviews` (`PreviewCanvas`).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
