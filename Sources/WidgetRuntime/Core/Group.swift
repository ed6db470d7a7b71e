/// A type that collects multiple instances of a content type into a single unit.
///
/// Modifiers applied to a group apply to each of its children, as in SwiftUI.

public struct Group<Content> {
    var content: Content
    public typealias Body = Never
}

extension Group: View where Content: View {
    /// Creates a group of views.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView where Content: View {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        content.appendRenderedNodes(to: &nodes, in: context)
    }
}
