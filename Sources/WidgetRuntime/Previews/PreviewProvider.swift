import Foundation

/// A type that produces view previews (the form before `#Preview`): each view of `previews` is one
/// preview, with the traits its modifiers set.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

    /// The platform to run the previews on; nil lets the tool decide.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run a preview.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}

/// A size constraint for a preview.
public enum PreviewLayout: Equatable, Sendable {
    /// Center the preview in a container the size of the device.
    case device
    /// Fit the container to the size of the preview.
    case sizeThatFits
    /// Center the preview in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
}

/// A key for accessing values in a preview context.
public protocol PreviewContextKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the context sets none.
    static var defaultValue: Self.Value { get }
}

/// A context type for use with a preview (`WidgetPreviewContext`).
public protocol PreviewContext {
    /// Accesses the value associated with a key.
    subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey { get }
}

/// A preview context that shows the view as a widget of a family.
public struct WidgetPreviewContext: PreviewContext {
    package let family: WidgetFamily

    /// Creates a context that previews the view as a widget of `family`.
    public init(family: WidgetFamily) {
        self.family = family
    }

    public subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey {
        Key.defaultValue
    }
}

/// Records one preview trait on a view; the view draws as if the modifier were not there.
public struct _PreviewTraitModifier: ViewModifier {
    package enum Trait {
        case layout(PreviewLayout)
        case displayName(String?)
        case context(any PreviewContext)
        case device(PreviewDevice?)
        case orientation(InterfaceOrientation)
    }

    package let trait: Trait
    public typealias Body = Never
}

extension _PreviewTraitModifier: PrimitiveModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        content(context, &nodes)
    }
}

extension View {
    /// Overrides the device for a preview.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier(trait: .device(value)))
    }

    /// Overrides the size of the container for the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier(trait: .layout(value)))
    }

    /// Sets a user visible name to show in the canvas for a preview.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier(trait: .displayName(value)))
    }

    /// Declares a context for the preview (`WidgetPreviewContext(family:)` shows the view as a widget).
    public func previewContext<C>(_ value: C) -> some View where C: PreviewContext {
        modifier(_PreviewTraitModifier(trait: .context(value)))
    }

    /// Overrides the orientation of the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier(trait: .orientation(value)))
    }
}

/// Sets the color scheme of the presentation containing the view (in a preview: the whole preview's).
public struct _PreferredColorSchemeModifier: ViewModifier {
    package let colorScheme: ColorScheme?
    public typealias Body = Never
}

extension _PreferredColorSchemeModifier: PrimitiveModifier {
    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        var inner = context
        if let colorScheme { inner.environment.colorScheme = colorScheme }
        content(inner, &nodes)
    }
}

extension View {
    /// Sets the preferred color scheme for this presentation.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
