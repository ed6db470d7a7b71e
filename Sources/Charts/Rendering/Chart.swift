import Foundation
import WidgetRuntime

/// A SwiftUI view that displays a chart.
///
/// A chart takes all the space it is offered, as on iOS; it is drawn when the layout has found that space
/// (`LayoutEngine`, as a GeometryReader is): marks, grid lines and ticks as inline SVG, labels, legend and
/// annotations as positioned text.
public struct Chart<Content> where Content: ChartContent {
    let content: Content

    /// Creates a chart composed of a series of marks.
    nonisolated public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a chart of the marks made for each element of identified data.
    nonisolated public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where
        Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent,
        Data.Element: Identifiable
    {
        self.content = ForEach(data, content: content)
    }

    /// Creates a chart of the marks made for each element of data, identified by a key path.
    nonisolated public init<Data, ID, C>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(data, id: id, content: content)
    }
}

extension Chart: View {
    public typealias Body = Never
}

extension Chart: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        context.session.needsLayout = true
        let marks = MarkCollector.marks(of: content)
        var inner = context
        inner.stackAxis = nil
        // The chart's own modifiers apply to this chart, not to views drawn inside it (annotations, labels).
        inner.environment.chartConfiguration = ChartConfiguration()
        let configuration = context.environment.chartConfiguration
        var node = HTMLNode(classes: ["geometry"], flexibility: [.horizontal, .vertical])
        node.setAttribute("role", "img")
        node.record(
            .geometry { size in
                ChartDrawing(marks: marks, configuration: configuration, context: inner).nodes(in: size)
            }, in: context)
        nodes.append(node)
    }
}
