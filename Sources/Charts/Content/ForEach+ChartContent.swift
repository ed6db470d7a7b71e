import WidgetRuntime

extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never

    /// The marks of every element, in order.
    public static func _renderChartContent(
        _ content: ForEach<Data, ID, Content>, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        for element in content.elements { _ = Content._renderChartContent(element, inputs) }
        return _ChartContentRenderOutputs()
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Creates chart content for each element of identified data.
    nonisolated public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(elementsOf: data, content: content)
    }
}

extension ForEach where Content: ChartContent {
    /// Creates chart content for each element of data, identified by a key path.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(elementsOf: data, content: content)
    }
}
