/// A type-erased view.
public struct AnyView {
    let view: any View

    /// Create an instance that type-erases `view`.
    nonisolated public init<V>(_ view: V) where V: View {
        self.view = view
    }

    /// Creates a type-erased view from a value of unknown type, if it is a view.
    nonisolated public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: View {
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        view.appendRenderedNodes(to: &nodes, in: context)
    }
}
