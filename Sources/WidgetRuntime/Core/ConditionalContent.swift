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
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        switch storage {
        case .trueContent(let view): view.renderNodes(in: context)
        case .falseContent(let view): view.renderNodes(in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        self?.renderNodes(in: context) ?? []
    }
}
