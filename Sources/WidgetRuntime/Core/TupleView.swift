/// A view created from a swift tuple of view values.

public struct TupleView<T> {
    public var value: T
    /// Renders the elements without reflection; set when the builder knows the element pack.
    let renderElements: (any TupleElements)?

    nonisolated public init(_ value: T) {
        self.value = value
        renderElements = nil
    }

    nonisolated package init<each V: View>(elements: repeat each V) where T == (repeat each V) {
        value = (repeat each elements)
        renderElements = PackElements(elements: (repeat each elements))
    }

}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        if let renderElements { return renderElements.render(in: context) }
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

/// The elements of a tuple view kept as a parameter pack, so rendering iterates them directly.
protocol TupleElements {
    @MainActor func render(in context: RenderContext) -> [HTMLNode]
}

struct PackElements<each V: View>: TupleElements {
    let elements: (repeat each V)

    @MainActor func render(in context: RenderContext) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        for view in repeat each elements { nodes += view.renderNodes(in: context) }
        return nodes
    }
}
