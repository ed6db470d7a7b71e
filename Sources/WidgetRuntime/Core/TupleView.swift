import Synchronization

/// A view created from a swift tuple of view values.

public struct TupleView<T> {
    public var value: T
    /// Renders the elements without reflection; set when the builder knows the element pack. A
    /// type, not a copy of the elements: `value` already holds them.
    let renderElements: (any TupleElements.Type)?

    nonisolated public init(_ value: T) {
        self.value = value
        renderElements = nil
    }

    nonisolated package init<each V: View>(elements: repeat each V) where T == (repeat each V) {
        value = (repeat each elements)
        renderElements = TupleRenderers.renderer(for: T.self) { PackElements<repeat each V>.self }
    }

}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        if let renderElements { return renderElements.render(value, in: context) }
        var nodes: [HTMLNode] = []
        // The tuple's element types are only known as a pack at the builder; reflection recovers them.
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                nodes += view.renderNodes(in: context)
            }
        }
        return nodes
    }
}

/// Renders a tuple view's elements from their parameter pack, so rendering iterates them directly.
protocol TupleElements: Sendable {
    /// Renders `value`, a tuple of this type's element pack.
    @MainActor static func render<T>(_ value: T, in context: RenderContext) -> [HTMLNode]
}

struct PackElements<each V: View>: TupleElements {
    @MainActor static func render<T>(_ value: T, in context: RenderContext) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        for view in repeat each unsafeBitCast(value, to: (repeat each V).self) {
            nodes += view.renderNodes(in: context)
        }
        return nodes
    }
}

/// The renderer type of each tuple type built so far. Instantiating `PackElements`' metadata for a
/// pack is a slow runtime lookup, and view bodies build their tuple views on every render.
enum TupleRenderers {
    private static let renderers = Mutex<[ObjectIdentifier: any TupleElements.Type]>([:])

    static func renderer(
        for tuple: Any.Type, make: () -> any TupleElements.Type
    ) -> any TupleElements.Type {
        let key = ObjectIdentifier(tuple)
        if let renderer = renderers.withLock({ $0[key] }) { return renderer }
        let renderer = make()
        renderers.withLock { $0[key] = renderer }
        return renderer
    }
}
