/// A view that doesn't contain any content.

public struct EmptyView: Sendable {
    nonisolated public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {}
}
