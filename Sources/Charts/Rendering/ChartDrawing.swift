import Foundation
import WidgetRuntime

/// One chart drawn at the size the layout gave it: legend, axes, plot, marks and annotations.
@MainActor
struct ChartDrawing {
    let marks: [MarkRecord]
    let configuration: ChartConfiguration
    let context: RenderContext
    let styles: SeriesStyles

    init(marks: [MarkRecord], configuration: ChartConfiguration, context: RenderContext) {
        self.marks = marks
        self.configuration = configuration
        self.context = context
        styles = SeriesStyles(marks: marks, configuration: configuration)
    }

    var environment: EnvironmentValues { context.environment }
    var calendar: Calendar { environment.calendar }

    /// The chart's nodes at `size`.
    func nodes(in size: CGSize) -> [HTMLNode] {
        var canvas = ChartCanvas(size: size)
        var area = CGRect(origin: .zero, size: size)
        drawLegend(in: &area, canvas: &canvas)
        if marks.contains(where: { $0.kind == .sector }) {
            drawSectors(in: area, canvas: &canvas)
        } else {
            drawCartesian(in: area, canvas: &canvas)
        }
        return [canvas.node]
    }

    // MARK: Text

    /// Nodes placed with their `anchor` at `point` of the chart.
    func place(_ nodes: [HTMLNode], at point: CGPoint, anchor: UnitPoint) -> HTMLNode {
        var style: [(property: String, value: String)] = [
            ("position", "absolute"), ("left", CSS.length(rounded(point.x))), ("top", CSS.length(rounded(point.y))),
            ("white-space", "nowrap"),
        ]
        if anchor.x != 0 || anchor.y != 0 {
            style.append(
                ("transform", "translate(\(CSS.number(-anchor.x * 100))%,\(CSS.number(-anchor.y * 100))%)"))
        }
        return HTMLNode(style: style, content: .children(nodes))
    }

    /// A view's nodes and ideal size, as the layout measures it.
    func measured(_ view: some View) -> (nodes: [HTMLNode], size: CGSize) {
        let nodes = view.renderNodes(in: context)
        return (nodes, LayoutEngine.size(of: nodes, proposal: ProposedSize(width: nil, height: nil)))
    }

    /// A label: a view in the label font and style unless it sets its own (as Charts gives its labels).
    func label(_ view: AnyView, font: Font?, style: AnyShapeStyle?) -> (nodes: [HTMLNode], size: CGSize) {
        measured(
            view.font(font ?? AxisLayout.labelFont)
                .foregroundStyle(style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)))
    }

    /// A value as Charts writes it by default: numbers in the locale's format, dates as much as `stride`
    /// tells apart, categories as they are.
    func defaultLabel(_ value: ChartValue, stride: DateTicks.Stride?) -> String {
        switch value {
        case .string(let string): return string
        case .number(let number): return number.formatted(.number.locale(environment.locale))
        case .date(let date):
            return DateTicks.label(
                date, stride: stride ?? DateTicks.Stride(component: .day, count: 1), calendar: calendar,
                locale: environment.locale)
        }
    }

    // MARK: Legend

    /// Draws the legend of the styled-by values (below the plot by default) and takes its room from `area`.
    func drawLegend(in area: inout CGRect, canvas: inout ChartCanvas) {
        guard configuration.legend != .hidden, marks.contains(where: { $0.styleBy != nil }), !styles.domain.isEmpty
        else { return }
        let spacing = configuration.legendSpacing ?? AxisLayout.legendSpacing
        let symbol = AxisLayout.legendSymbol
        var entries: [(label: (nodes: [HTMLNode], size: CGSize), style: AnyShapeStyle)] = []
        for value in styles.domain {
            let text = AnyView(Text(verbatim: defaultLabel(value, stride: nil)))
            entries.append((label(text, font: nil, style: nil), styles.style(of: value)))
        }
        // Entries flow in rows as wide as the chart.
        var rows: [[Int]] = [[]]
        var rowWidths: [CGFloat] = [0]
        for (index, entry) in entries.enumerated() {
            let width = symbol + AxisLayout.legendSymbolSpacing + entry.label.size.width
            let needed =
                rows[rows.count - 1].isEmpty ? width : rowWidths[rows.count - 1] + AxisLayout.legendEntrySpacing + width
            if needed > area.width && !rows[rows.count - 1].isEmpty {
                rows.append([index])
                rowWidths.append(width)
            } else {
                rows[rows.count - 1].append(index)
                rowWidths[rows.count - 1] = needed
            }
        }
        let rowHeight = entries.map(\.label.size.height).max() ?? 0
        let height = CGFloat(rows.count) * rowHeight
        let atTop = configuration.legendPosition == .top
        var top = atTop ? area.minY : area.maxY - height
        let alignment = configuration.legendAlignment?.horizontal ?? .leading
        for (row, indices) in rows.enumerated() {
            var x: CGFloat =
                switch alignment {
                case .center: area.minX + (area.width - rowWidths[row]) / 2
                case .trailing: area.maxX - rowWidths[row]
                default: area.minX
                }
            for index in indices {
                let entry = entries[index]
                let middle = top + rowHeight / 2
                let fill = canvas.fill(entry.style, opacity: 1, in: environment)
                canvas.add(
                    "<circle cx=\"\(CSS.number(x + symbol / 2))\" cy=\"\(CSS.number(middle))\" r=\"\(CSS.number(symbol / 2))\" \(fill)/>"
                )
                x += symbol + AxisLayout.legendSymbolSpacing
                canvas.overlays.append(
                    place(entry.label.nodes, at: CGPoint(x: x, y: middle), anchor: UnitPoint(x: 0, y: 0.5)))
                x += entry.label.size.width + AxisLayout.legendEntrySpacing
            }
            top += rowHeight
        }
        if atTop {
            area.origin.y += height + spacing
        }
        area.size.height = max(0, area.height - height - spacing)
    }
}
