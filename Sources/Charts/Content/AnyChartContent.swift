import WidgetRuntime

/// A type-erased chart content.
public struct AnyChartContent {
    let storage: any ChartContent

    /// Creates a type-erased chart content from the given content.
    nonisolated public init(_ content: any ChartContent) {
        storage = content
    }

    /// Creates a type-erased chart content from the given content.
    nonisolated public init(erasing content: some ChartContent) {
        self.init(content)
    }
}

extension AnyChartContent: ChartContent {
    public typealias Body = Never

    /// The erased content's marks.
    public static func _renderChartContent(
        _ content: AnyChartContent, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        func render<C: ChartContent>(_ content: C) -> _ChartContentRenderOutputs {
            C._renderChartContent(content, inputs)
        }
        return render(content.storage)
    }
}
