/// A view created from a swift tuple of view values.

public struct TupleView<T> {
    public var value: T

    nonisolated public init(_ value: T) {
        self.value = value
    }

}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
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
