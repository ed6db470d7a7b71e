import WidgetRuntime

/// Chart content with a modifier applied to each of its marks (what the mark modifiers return).
public struct _ChartModifiedContent<Content> where Content: ChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void

    nonisolated init(content: Content, modify: @escaping (inout MarkRecord) -> Void) {
        self.content = content
        self.modify = modify
    }
}

extension _ChartModifiedContent: ChartContent {
    public typealias Body = Never

    /// The content's marks, modified.
    public static func _renderChartContent(
        _ content: _ChartModifiedContent<Content>, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        var inner = inputs
        inner.modifiers.append(content.modify)
        return Content._renderChartContent(content.content, inner)
    }
}
