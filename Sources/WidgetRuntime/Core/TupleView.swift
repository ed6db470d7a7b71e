import Synchronization

/// A view created from a swift tuple of view values.

public struct TupleView<T> {
    public var value: T
    /// Renders the elements without reflection; set when the builder knows the element pack. A
    /// type, not a copy of the elements: `value` already holds them.
    @usableFromInline let renderElements: (any TupleElements.Type)?

    nonisolated public init(_ value: T) {
        self.value = value
        renderElements = nil
    }

    // Inlinable, as is `ViewBuilder.buildBlock`: specialized in the caller, the tuple view and its
    // tuple type need no runtime lookup of their generic metadata, which bodies paid on every render.
    @inlinable
    nonisolated package init<each V: View>(elements: repeat each V) where T == (repeat each V) {
        value = (repeat each elements)
        renderElements = TupleRenderers.renderer(for: T.self) { PackElements<repeat each V>.self }
    }

}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        if let renderElements { return renderElements.render(value, to: &nodes, in: context) }
        // The tuple's element types are only known as a pack at the builder; reflection recovers them.
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                view.appendRenderedNodes(to: &nodes, in: context)
            }
        }
    }
}

/// Renders a tuple view's elements from their parameter pack, so rendering iterates them directly.
@usableFromInline
protocol TupleElements: Sendable {
    /// Appends the nodes of `value`, a tuple of this type's element pack.
    @MainActor static func render<T>(_ value: T, to nodes: inout [HTMLNode], in context: RenderContext)
}

@usableFromInline
struct PackElements<each V: View>: TupleElements {
    @MainActor @usableFromInline
    static func render<T>(_ value: T, to nodes: inout [HTMLNode], in context: RenderContext) {
        // The elements are read at their offsets in the tuple (each at the next multiple of its
        // alignment, as Swift lays tuples out): casting to `(repeat each V)` looked the tuple's
        // metadata up in the runtime on every render.
        withUnsafePointer(to: value) { tuple in
            let base = UnsafeRawPointer(tuple)
            var offset = 0
            @MainActor func render<E: View>(_: E.Type) {
                let alignment = MemoryLayout<E>.alignment
                offset = (offset + alignment - 1) & ~(alignment - 1)
                base.advanced(by: offset).assumingMemoryBound(to: E.self).pointee.appendRenderedNodes(
                    to: &nodes, in: context)
                offset += MemoryLayout<E>.size
            }
            repeat render((each V).self)
        }
    }
}

/// The renderer type of each tuple type built so far. Instantiating `PackElements`' metadata for a
/// pack is a slow runtime lookup, and view bodies build their tuple views on every render.
@usableFromInline
enum TupleRenderers {
    private static let renderers = Mutex(TypeMap<any TupleElements.Type>())

    @usableFromInline
    static func renderer(
        for tuple: Any.Type, make: () -> any TupleElements.Type
    ) -> any TupleElements.Type {
        if let renderer = renderers.withLock({ $0[tuple] }) { return renderer }
        let renderer = make()
        renderers.withLock { $0[tuple] = renderer }
        return renderer
    }
}
