import WidgetRuntime

/// A type that represents one mark of an axis value: a grid line, a tick or a label.
public protocol AxisMark {
    /// The grid lines, ticks and labels this mark draws for one value.
    static func _renderAxisMark(_ content: Self, _ inputs: _AxisMarkRenderInputs) -> _AxisMarkRenderOutputs
}

/// The value an axis mark is drawn for.
public struct _AxisMarkRenderInputs {
    let value: AxisValue
}

/// The grid lines, ticks and labels of an axis mark.
public struct _AxisMarkRenderOutputs {
    let elements: [AxisElement]
}

extension Never: AxisMark {
    /// Never drawn.
    public static func _renderAxisMark(_ content: Never, _ inputs: _AxisMarkRenderInputs) -> _AxisMarkRenderOutputs {}
}

extension Optional: AxisMark where Wrapped: AxisMark {
    /// The wrapped mark's elements, if any.
    public static func _renderAxisMark(
        _ content: Wrapped?, _ inputs: _AxisMarkRenderInputs
    )
        -> _AxisMarkRenderOutputs
    {
        guard let content else { return _AxisMarkRenderOutputs(elements: []) }
        return Wrapped._renderAxisMark(content, inputs)
    }
}

/// A type-erased axis mark.
public struct AnyAxisMark: AxisMark {
    let storage: any AxisMark

    /// Creates a type-erased axis mark from the given mark.
    nonisolated public init(_ content: any AxisMark) {
        storage = content
    }

    /// Creates a type-erased axis mark from the given mark.
    nonisolated public init(erasing content: some AxisMark) {
        self.init(content)
    }

    /// The erased mark's elements.
    public static func _renderAxisMark(
        _ content: AnyAxisMark, _ inputs: _AxisMarkRenderInputs
    )
        -> _AxisMarkRenderOutputs
    {
        func render<M: AxisMark>(_ mark: M) -> _AxisMarkRenderOutputs { M._renderAxisMark(mark, inputs) }
        return render(content.storage)
    }
}

/// A result builder that you use to compose the marks of an axis value.
@resultBuilder
public struct AxisMarkBuilder {
    /// An empty block: nothing drawn for the value.
    public static func buildBlock() -> some AxisMark { AxisBuilderEmpty() }

    /// One mark.
    public static func buildBlock<T>(_ content: T) -> T where T: AxisMark { content }

    /// Several marks.
    @_disfavoredOverload
    public static func buildBlock<each T>(_ content: repeat each T) -> some AxisMark where repeat each T: AxisMark {
        AxisBuilderTuple(elements: (repeat each content))
    }

    /// A mark drawn only when a condition holds.
    public static func buildIf<T>(_ content: T?) -> T? where T: AxisMark { content }

    /// The first branch of a condition.
    public static func buildEither<T1, T2>(first: T1) -> BuilderConditional<T1, T2> where T1: AxisMark, T2: AxisMark {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of a condition.
    public static func buildEither<T1, T2>(second: T2) -> BuilderConditional<T1, T2>
    where T1: AxisMark, T2: AxisMark {
        BuilderConditional(storage: .falseContent(second))
    }

    /// A mark behind an availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyAxisMark where Content: AxisMark {
        AnyAxisMark(content)
    }

    /// One expression of the block.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: AxisMark { content }
}

/// One drawn element of an axis value, with the style its modifiers gave it.
struct AxisElement {
    enum Kind {
        case gridLine(centered: Bool?, stroke: StrokeStyle?)
        case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?)
        case label(AxisLabel)
    }

    var kind: Kind
    var foreground: AnyShapeStyle?
    var font: Font?
    var offset = CGSize.zero
}

/// What an axis value label shows and where.
struct AxisLabel {
    enum Content {
        /// The value, formatted as Charts formats it by default.
        case value
        /// The value formatted by a format style (nil when the value is not the style's input).
        case formatted((ChartValue) -> String?)
        case text(Text)
        case view(AnyView)
    }

    var content: Content
    var centered: Bool?
    var anchor: UnitPoint?
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
}
