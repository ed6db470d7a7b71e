import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// Its size comes from `LayoutEngine` (SwiftUI's layout in Swift): the rendering that meets one runs the
/// layout, and the content is drawn for the size the reader is given, pinned to that size.
public struct GeometryReader<Content> where Content: View {
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its size.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

extension GeometryReader: View {
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        context.session.needsLayout = true
        var node = HTMLNode(classes: ["geometry"], flexibility: [.horizontal, .vertical])
        var inner = context
        inner.stackAxis = nil
        let content = self.content
        node.record(
            .geometry { size in
                // The content sits at the reader's top leading corner, on top of each other (a ZStack).
                var children = content(GeometryProxy(size: size)).renderNodes(in: inner)
                for index in children.indices {
                    children[index].setStyle("grid-area", "1/1")
                    if children[index].flexibility.contains(.horizontal) {
                        children[index].setStyle("justify-self", "stretch")
                    }
                    if children[index].flexibility.contains(.vertical) {
                        children[index].setStyle("align-self", "stretch")
                    }
                }
                return children
            }, in: context)
        nodes.append(node)
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize

    package init(size: CGSize) {
        self.size = size
    }

    /// The safe area inset of the container view (widgets have none).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// The origin is the reader's own in every space: where the reader sits in the widget is decided by
    /// the browser after the content is drawn.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// Returns the container view's bounds rectangle, converted to a named coordinate space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        nil
    }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

@available(*, unavailable)
extension CoordinateSpace: Sendable {}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// A view that adapts to the available space by providing the first child view that fits.
public struct ViewThatFits<Content> where Content: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives provided by a view builder.
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

@available(*, unavailable)
extension ViewThatFits: Sendable {}

extension ViewThatFits: View {
    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        context.session.needsLayout = true
        var inner = context
        inner.stackAxis = nil
        var candidates = content.renderNodes(in: inner)
        var flexibility: Axis.Set = []
        for index in candidates.indices {
            flexibility.formUnion(candidates[index].flexibility)
            StackLayout.applyFlexibility(to: &candidates[index], along: .vertical)
        }
        // LayoutEngine keeps the candidate that fits and drops the others.
        var node = HTMLNode(classes: ["box", "fits"], content: .children(candidates), flexibility: flexibility)
        node.record(.fits(axes), in: context)
        nodes.append(node)
    }
}
