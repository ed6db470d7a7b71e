/// View content that shows one of two possible children.

public struct _ConditionalContent<TrueContent, FalseContent>
where TrueContent: View, FalseContent: View {

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

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
        case .trueContent(let view): view.appendRenderedNodes(to: &nodes, in: context)
        case .falseContent(let view): view.appendRenderedNodes(to: &nodes, in: context)
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
