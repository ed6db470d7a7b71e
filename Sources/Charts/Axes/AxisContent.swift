import WidgetRuntime

/// A type that represents the content of a chart axis: `AxisMarks`, and groups of them.
public protocol AxisContent {
    /// The axis marks this content declares.
    static func _makeAxisContent(_ content: Self, _ inputs: _AxisContentInputs) -> _AxisContentOutputs
}

/// What axis content is made in (nothing yet: the values are found when the chart is drawn).
public struct _AxisContentInputs {
    init() {}
}

/// The axis marks a piece of axis content declares.
public struct _AxisContentOutputs {
    let axes: [AxisMarksSpec]
}

extension Never: AxisContent {
    /// Never made.
    public static func _makeAxisContent(_ content: Never, _ inputs: _AxisContentInputs) -> _AxisContentOutputs {}
}

extension Optional: AxisContent where Wrapped: AxisContent {
    /// The wrapped content's marks, if any.
    public static func _makeAxisContent(_ content: Wrapped?, _ inputs: _AxisContentInputs) -> _AxisContentOutputs {
        guard let content else { return _AxisContentOutputs(axes: []) }
        return Wrapped._makeAxisContent(content, inputs)
    }
}

/// A type-erased axis content.
public struct AnyAxisContent: AxisContent {
    let storage: any AxisContent

    /// Creates a type-erased axis content from the given content.
    nonisolated public init(_ content: any AxisContent) {
        storage = content
    }

    /// Creates a type-erased axis content from the given content.
    nonisolated public init(erasing content: some AxisContent) {
        self.init(content)
    }

    /// The erased content's marks.
    public static func _makeAxisContent(
        _ content: AnyAxisContent, _ inputs: _AxisContentInputs
    )
        -> _AxisContentOutputs
    {
        func make<C: AxisContent>(_ content: C) -> _AxisContentOutputs { C._makeAxisContent(content, inputs) }
        return make(content.storage)
    }
}

/// A result builder that you use to compose the contents of a chart axis.
@resultBuilder
public struct AxisContentBuilder {
    /// An empty block: no marks on the axis.
    public static func buildBlock() -> some AxisContent { AxisBuilderEmpty() }

    /// One piece of axis content.
    public static func buildBlock<T>(_ content: T) -> T where T: AxisContent { content }

    /// Several pieces of axis content.
    @_disfavoredOverload
    public static func buildBlock<each T>(_ content: repeat each T) -> some AxisContent
    where repeat each T: AxisContent {
        AxisBuilderTuple(elements: (repeat each content))
    }

    /// Content made only when a condition holds.
    public static func buildIf<T>(_ content: T?) -> T? where T: AxisContent { content }

    /// The first branch of a condition.
    public static func buildEither<T1, T2>(first: T1) -> BuilderConditional<T1, T2>
    where T1: AxisContent, T2: AxisContent {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of a condition.
    public static func buildEither<T1, T2>(second: T2) -> BuilderConditional<T1, T2>
    where T1: AxisContent, T2: AxisContent {
        BuilderConditional(storage: .falseContent(second))
    }

    /// Content behind an availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyAxisContent
    where Content: AxisContent {
        AnyAxisContent(content)
    }

    /// One expression of the block.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: AxisContent {
        content
    }
}
