import WidgetRuntime

/// The plot area of a chart, which `chartPlotStyle` modifies: a view as large as the plot, drawing nothing
/// itself, so that backgrounds, overlays and borders applied to it frame the plot.
public struct ChartPlotContent {
    /// The plot's size, found before the style is drawn.
    let size: CGSize

    nonisolated init(size: CGSize) {
        self.size = size
    }
}

extension ChartPlotContent: View {
    public typealias Body = Never
}

extension ChartPlotContent: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        var node = HTMLNode(
            classes: ["box"], style: [("width", CSS.length(size.width)), ("height", CSS.length(size.height))])
        node.record(.leaf(size), in: context)
        nodes.append(node)
    }
}
