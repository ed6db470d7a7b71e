/// View content that shows one of two possible children.

public struct _ConditionalContent<TrueContent, FalseContent>
where TrueContent: View, FalseContent: View {

    // The chosen view is boxed: switching over an enum with generic payloads copies the whole
    // enum first (the chosen view and every view inside it), and a box is switched over in place.
    // Inlinable down to the box, as is `ViewBuilder.buildEither`: specialized in the body that builds
    // it, the box is allocated without a runtime lookup of its generic metadata.
    @usableFromInline
    enum Storage {
        case trueContent(ViewBox<TrueContent>)
        case falseContent(ViewBox<FalseContent>)

        @inlinable static func trueContent(_ view: TrueContent) -> Storage { .trueContent(ViewBox(view)) }
        @inlinable static func falseContent(_ view: FalseContent) -> Storage { .falseContent(ViewBox(view)) }
    }

    @usableFromInline let storage: Storage

    @inlinable
    nonisolated init(storage: Storage) {
        self.storage = storage
    }

}

extension _ConditionalContent: View {
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        switch storage {
        case .trueContent(let box): box.view.appendRenderedNodes(to: &nodes, in: context)
        case .falseContent(let box): box.view.appendRenderedNodes(to: &nodes, in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        self?.appendRenderedNodes(to: &nodes, in: context)
    }
}
