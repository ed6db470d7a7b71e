import WidgetRuntime

/// A type that represents the content of a chart: marks, and groups of them.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The content of this content.
    @ChartContentBuilder var body: Body { get }
    /// Adds this content's marks to a chart being drawn: its body's, unless the type draws itself.
    static func _renderChartContent(_ content: Self, _ inputs: _ChartContentRenderInputs) -> _ChartContentRenderOutputs
}

extension ChartContent {
    /// Adds the marks of the content's body.
    public static func _renderChartContent(
        _ content: Self, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        Body._renderChartContent(content.body, inputs)
    }
}

extension ChartContent where Body == Never {
    /// Marks and built-in content have no body: they draw themselves.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// What content is drawn into: the marks collected so far and the modifiers of the content around.
public struct _ChartContentRenderInputs {
    let marks: MarkCollector
    /// The modifiers of the enclosing content, outermost first (an inner modifier wins).
    var modifiers: [(inout MarkRecord) -> Void] = []

    /// Adds one mark, with the enclosing modifiers applied.
    @MainActor
    func add(_ mark: MarkRecord) {
        var mark = mark
        for modify in modifiers { modify(&mark) }
        marks.records.append(mark)
    }
}

/// What drawing content gives back (the marks are collected in the inputs).
public struct _ChartContentRenderOutputs {
    init() {}
}

/// The marks of one chart, in the order its content declares them.
@MainActor
final class MarkCollector {
    var records: [MarkRecord] = []

    /// The marks of `content`.
    static func marks<C: ChartContent>(of content: C) -> [MarkRecord] {
        let collector = MarkCollector()
        _ = C._renderChartContent(content, _ChartContentRenderInputs(marks: collector))
        return collector.records
    }
}

extension Never: ChartContent {
    /// Never drawn.
    public static func _renderChartContent(
        _ content: Never, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {}
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public typealias Body = Never

    /// The wrapped content's marks, if any.
    public static func _renderChartContent(
        _ content: Wrapped?, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        if let content { _ = Wrapped._renderChartContent(content, inputs) }
        return _ChartContentRenderOutputs()
    }
}
