import WidgetRuntime

/// A result builder that you use to compose the contents of a chart.
@resultBuilder
public struct ChartContentBuilder {
    /// An empty block.
    public static func buildBlock() -> some ChartContent { BuilderEmpty() }

    /// One piece of content.
    public static func buildBlock<C>(_ content: C) -> C where C: ChartContent { content }

    /// Several pieces of content, drawn in order.
    @_disfavoredOverload
    public static func buildBlock<each C>(_ content: repeat each C) -> some ChartContent
    where repeat each C: ChartContent {
        BuilderTuple(elements: (repeat each content))
    }

    /// Content drawn only when a condition holds.
    public static func buildIf<T>(_ content: T?) -> T? where T: ChartContent { content }

    /// The first branch of a condition.
    public static func buildEither<T1, T2>(first: T1) -> BuilderConditional<T1, T2>
    where T1: ChartContent, T2: ChartContent {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of a condition.
    public static func buildEither<T1, T2>(second: T2) -> BuilderConditional<T1, T2>
    where T1: ChartContent, T2: ChartContent {
        BuilderConditional(storage: .falseContent(second))
    }

    /// Content behind an availability check.
    public static func buildLimitedAvailability(_ content: some ChartContent) -> AnyChartContent {
        AnyChartContent(content)
    }

    /// One expression of the block.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ChartContent {
        content
    }
}

/// No content.
struct BuilderEmpty: ChartContent {
    typealias Body = Never

    nonisolated init() {}

    static func _renderChartContent(_: BuilderEmpty, _: _ChartContentRenderInputs) -> _ChartContentRenderOutputs {
        _ChartContentRenderOutputs()
    }
}

/// Several pieces of content in a block, drawn in order.
struct BuilderTuple<each T> {
    var elements: (repeat each T)

    nonisolated init(elements: (repeat each T)) {
        self.elements = elements
    }
}

extension BuilderTuple: ChartContent where repeat each T: ChartContent {
    typealias Body = Never

    static func _renderChartContent(
        _ content: BuilderTuple<repeat each T>, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        func render<C: ChartContent>(_ element: C) { _ = C._renderChartContent(element, inputs) }
        repeat render(each content.elements)
        return _ChartContentRenderOutputs()
    }
}

/// One of two pieces of content, chosen by a condition (chart content, axis content or axis marks).
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    nonisolated init(storage: Storage) {
        self.storage = storage
    }
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    public typealias Body = Never

    /// The chosen branch's marks.
    public static func _renderChartContent(
        _ content: BuilderConditional<TrueContent, FalseContent>, _ inputs: _ChartContentRenderInputs
    ) -> _ChartContentRenderOutputs {
        switch content.storage {
        case .trueContent(let branch): TrueContent._renderChartContent(branch, inputs)
        case .falseContent(let branch): FalseContent._renderChartContent(branch, inputs)
        }
    }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {
    /// The chosen branch's axis marks.
    public static func _makeAxisContent(
        _ content: BuilderConditional<TrueContent, FalseContent>, _ inputs: _AxisContentInputs
    ) -> _AxisContentOutputs {
        switch content.storage {
        case .trueContent(let branch): TrueContent._makeAxisContent(branch, inputs)
        case .falseContent(let branch): FalseContent._makeAxisContent(branch, inputs)
        }
    }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {
    /// The chosen branch's grid lines, ticks and labels.
    public static func _renderAxisMark(
        _ content: BuilderConditional<TrueContent, FalseContent>, _ inputs: _AxisMarkRenderInputs
    ) -> _AxisMarkRenderOutputs {
        switch content.storage {
        case .trueContent(let branch): TrueContent._renderAxisMark(branch, inputs)
        case .falseContent(let branch): FalseContent._renderAxisMark(branch, inputs)
        }
    }
}
