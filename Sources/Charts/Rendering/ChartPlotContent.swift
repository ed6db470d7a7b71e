import WidgetRuntime

/// The plot area of a chart, which `chartPlotStyle` modifies: a view as large as the plot, drawing nothing
/// itself, so that backgrounds, overlays and borders applied to it frame the plot.
public struct ChartPlotContent {
    nonisolated init() {}
}

extension ChartPlotContent: View {
    public typealias Body = Never
}

extension ChartPlotContent: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        var node = HTMLNode(classes: ["box"], flexibility: [.horizontal, .vertical])
        node.record(.greedy, in: context)
        nodes.append(node)
    }
}
