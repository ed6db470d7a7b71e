import Foundation
import WidgetRuntime

/// One axis as drawn: its scale, side, values and what each value draws.
struct AxisDrawing {
    struct Entry {
        var value: ChartValue
        var elements: [AxisElement]
        /// The label elements' nodes and sizes, in order.
        var labels: [(element: AxisElement, label: AxisLabel, nodes: [HTMLNode], size: CGSize)]
        /// The points from this value to the next on a time axis (where a centered label goes).
        var band: (start: CGFloat, end: CGFloat)?
    }

    let axis: Axis
    let scale: ChartScale
    let side: AxisMarkPosition.Side
    var entries: [Entry]
    /// The room the axis takes beside the plot (its labels and ticks).
    var thickness: CGFloat
}

extension ChartDrawing {
    /// The axis marks of an axis: the configured ones, the default ones, or none when hidden.
    func axisSpecs(_ axis: Axis) -> [AxisMarksSpec] {
        switch axis == .horizontal ? configuration.xAxis : configuration.yAxis {
        case .visibility(.hidden): []
        case .visibility:
            [
                AxisMarksSpec(
                    preset: .automatic, position: .automatic, values: .automatic(desiredCount: nil, minimumStride: nil))
            ]
        case .marks(let specs): specs
        }
    }

    /// The side of the plot an axis is on: bottom and trailing unless its marks say otherwise.
    func axisPosition(_ axis: Axis) -> AxisMarkPosition.Side {
        let side = axisSpecs(axis).first?.position.side ?? .automatic
        if axis == .horizontal { return side == .top ? .top : .bottom }
        return side == .leading ? .leading : .trailing
    }

    /// The values and elements of an axis over a plot `length` points long.
    func axisDrawing(_ axis: Axis, scale: ChartScale, length: CGFloat) -> AxisDrawing {
        let side = axisPosition(axis)
        var entries: [AxisDrawing.Entry] = []
        for spec in axisSpecs(axis) {
            var stride: DateTicks.Stride?
            var values: [ChartValue]
            switch spec.values {
            case .explicit(let listed):
                values = listed
            case .automatic(let desired, let minimumStride):
                (values, stride) = automaticValues(
                    scale, count: desired ?? NiceScale.desiredCount(forLength: Double(length)),
                    step: desired == nil ? scale.step : nil, minimumStride: minimumStride)
            case .strideNumber(let step):
                if case .continuous(let domain, false) = scale.kind {
                    values = NiceScale.ticks(in: domain, step: step).map { .number($0) }
                } else {
                    values = []
                }
            case .strideComponent(let component, let count, let calendar):
                stride = DateTicks.Stride(component: component, count: count)
                if case .continuous(let domain, true) = scale.kind {
                    values = DateTicks.dates(
                        in: Date(
                            timeIntervalSinceReferenceDate: domain.lowerBound)...Date(
                                timeIntervalSinceReferenceDate: domain.upperBound),
                        stride: DateTicks.Stride(component: component, count: count),
                        calendar: calendar ?? self.calendar
                    ).map { .date($0) }
                } else {
                    values = []
                }
            }
            if spansUnits(axis), case .continuous(let domain, true) = scale.kind {
                // The last unit's end is the domain's end: no mark stands for the unit that starts there.
                values = values.filter { ($0.continuous ?? 0) < domain.upperBound }
            }
            for (index, value) in values.enumerated() {
                let elements =
                    spec.marks?(AxisValue(value: value, index: index, count: values.count))
                    ?? defaultElements(axis, scale: scale, spec: spec)
                var labels: [(element: AxisElement, label: AxisLabel, nodes: [HTMLNode], size: CGSize)] = []
                for element in elements {
                    guard case .label(let label) = element.kind else { continue }
                    let view: AnyView
                    switch label.content {
                    case .value: view = AnyView(Text(verbatim: defaultLabel(value, stride: stride)))
                    case .formatted(let format):
                        view = AnyView(Text(verbatim: format(value) ?? defaultLabel(value, stride: stride)))
                    case .text(let text): view = AnyView(text)
                    case .view(let given): view = given
                    }
                    let (nodes, size) = self.label(view, font: element.font, style: element.foreground)
                    labels.append((element, label, nodes, size))
                }
                var band: (start: CGFloat, end: CGFloat)?
                if let stride, case .date(let date) = value,
                    let next = calendar.date(byAdding: stride.component, value: stride.count, to: date)
                {
                    band = (
                        scale.position(of: date.timeIntervalSinceReferenceDate),
                        scale.position(of: next.timeIntervalSinceReferenceDate)
                    )
                }
                entries.append(AxisDrawing.Entry(value: value, elements: elements, labels: labels, band: band))
            }
        }
        var thickness: CGFloat = 0
        for entry in entries {
            for element in entry.elements {
                if case .tick(_, let length, _) = element.kind {
                    thickness = max(thickness, length ?? AxisLayout.labelSpacing)
                }
            }
            for label in entry.labels {
                let spacing =
                    (axis == .horizontal ? label.label.verticalSpacing : label.label.horizontalSpacing)
                    ?? AxisLayout.labelSpacing
                thickness = max(thickness, spacing + (axis == .horizontal ? label.size.height : label.size.width))
            }
        }
        return AxisDrawing(axis: axis, scale: scale, side: side, entries: entries, thickness: thickness)
    }

    /// Charts' automatic values: every category, nice numbers, or calendar boundaries.
    /// `step` is the one the automatic domain was made nice with, so that its ends are ticks.
    func automaticValues(
        _ scale: ChartScale, count: Int, step: Double?, minimumStride: Double?
    )
        -> ([ChartValue], DateTicks.Stride?)
    {
        switch scale.kind {
        case .category(let values):
            return (values, nil)
        case .continuous(let domain, let isDate):
            if isDate {
                let dates =
                    Date(
                        timeIntervalSinceReferenceDate: domain.lowerBound)...Date(
                        timeIntervalSinceReferenceDate: domain.upperBound)
                let stride = DateTicks.automaticStride(for: dates, count: count)
                return (DateTicks.dates(in: dates, stride: stride, calendar: calendar).map { .date($0) }, stride)
            }
            var step = step ?? NiceScale.step(span: domain.upperBound - domain.lowerBound, count: count)
            if let minimumStride { step = max(step, minimumStride) }
            return (NiceScale.ticks(in: domain, step: step).map { .number($0) }, nil)
        }
    }

    /// Whether the marks' positions along `axis` are dates standing for calendar units.
    func spansUnits(_ axis: Axis) -> Bool {
        marks.contains { mark in
            guard let coordinate = axis == .horizontal ? mark.x : mark.y else { return false }
            if case .date = coordinate.value { return coordinate.unit != nil }
            return false
        }
    }

    /// The marks Charts draws for a value by default: y values get a grid line and a label; x values a grid
    /// line, a tick and a label; categories (on either axis) only their label.
    func defaultElements(_ axis: Axis, scale: ChartScale, spec: AxisMarksSpec) -> [AxisElement] {
        let label = AxisElement(
            kind: .label(AxisLabel(content: spec.format.map { .formatted($0) } ?? .value)))
        let grid = AxisElement(kind: .gridLine(centered: nil, stroke: spec.stroke))
        if case .category = scale.kind { return [label] }
        if axis == .vertical { return [grid, label] }
        return [grid, AxisElement(kind: .tick(centered: nil, length: nil, stroke: spec.stroke)), label]
    }

    /// Where a value's line is along the axis: a category's middle (or its band's start when not centered).
    func linePosition(_ value: ChartValue, scale: ChartScale, centered: Bool?) -> CGFloat? {
        if centered == false, let band = scale.band(of: ChartCoordinate(value: value)) {
            return min(band.start, band.end)
        }
        return scale.position(ofValue: value)
    }

    /// Draws the grid lines and ticks of an axis.
    func drawGrid(_ axisDrawing: AxisDrawing, plot: CGRect, canvas: inout ChartCanvas) {
        let defaultStyle = AnyShapeStyle(HierarchicalShapeStyle.quaternary)
        for entry in axisDrawing.entries {
            for element in entry.elements {
                let style = element.foreground ?? defaultStyle
                switch element.kind {
                case .gridLine(let centered, let stroke):
                    guard let at = linePosition(entry.value, scale: axisDrawing.scale, centered: centered) else {
                        continue
                    }
                    let stroke = stroke ?? StrokeStyle(lineWidth: AxisLayout.lineWidth)
                    let attributes = canvas.stroke(style, stroke, opacity: 1, in: environment)
                    if axisDrawing.axis == .horizontal {
                        canvas.add(
                            line(from: CGPoint(x: at, y: plot.minY), to: CGPoint(x: at, y: plot.maxY), attributes))
                    } else {
                        canvas.add(
                            line(from: CGPoint(x: plot.minX, y: at), to: CGPoint(x: plot.maxX, y: at), attributes))
                    }
                case .tick(let centered, let length, let stroke):
                    guard let at = linePosition(entry.value, scale: axisDrawing.scale, centered: centered) else {
                        continue
                    }
                    let stroke = stroke ?? StrokeStyle(lineWidth: AxisLayout.lineWidth)
                    let attributes = canvas.stroke(style, stroke, opacity: 1, in: environment)
                    let length = length ?? AxisLayout.labelSpacing
                    let (from, to): (CGPoint, CGPoint) =
                        switch axisDrawing.side {
                        case .top: (CGPoint(x: at, y: plot.minY), CGPoint(x: at, y: plot.minY - length))
                        case .leading: (CGPoint(x: plot.minX, y: at), CGPoint(x: plot.minX - length, y: at))
                        case .trailing: (CGPoint(x: plot.maxX, y: at), CGPoint(x: plot.maxX + length, y: at))
                        default: (CGPoint(x: at, y: plot.maxY), CGPoint(x: at, y: plot.maxY + length))
                        }
                    canvas.add(line(from: from, to: to, attributes))
                case .label:
                    break
                }
            }
        }
    }

    /// Places the labels of an axis: below (or above) the plot, centered on categories and numbers, after a
    /// date's line (in the middle of its stride when centered); beside it (trailing by default), centered on their
    /// grid line. A label that would overlap the
    /// one before it along the x axis is left out, as Charts' automatic collision resolution does.
    func drawLabels(_ axisDrawing: AxisDrawing, plot: CGRect, canvas: inout ChartCanvas) {
        var previousEnd = -CGFloat.infinity
        let isDate = if case .continuous(_, true) = axisDrawing.scale.kind { true } else { false }
        for entry in axisDrawing.entries {
            for item in entry.labels {
                var position = linePosition(entry.value, scale: axisDrawing.scale, centered: item.label.centered)
                if item.label.centered == true, let band = entry.band { position = (band.start + band.end) / 2 }
                guard let at = position else { continue }
                let point: CGPoint
                var anchor: UnitPoint
                switch axisDrawing.side {
                case .top, .bottom:
                    let spacing = item.label.verticalSpacing ?? AxisLayout.labelSpacing
                    let top = axisDrawing.side == .top
                    point = CGPoint(x: at, y: top ? plot.minY - spacing : plot.maxY + spacing)
                    anchor = UnitPoint(x: isDate && item.label.centered != true ? 0 : 0.5, y: top ? 1 : 0)
                    let start = at - anchor.x * item.size.width
                    if start < previousEnd + 2 && item.size.width > 0 { continue }
                    previousEnd = start + item.size.width
                default:
                    let spacing = item.label.horizontalSpacing ?? AxisLayout.labelSpacing
                    let leading = axisDrawing.side == .leading
                    point = CGPoint(x: leading ? plot.minX - spacing : plot.maxX + spacing, y: at)
                    anchor = UnitPoint(x: leading ? 1 : 0, y: 0.5)
                }
                if let given = item.label.anchor { anchor = given }
                let placed = CGPoint(x: point.x + item.element.offset.width, y: point.y + item.element.offset.height)
                canvas.overlays.append(place(item.nodes, at: placed, anchor: anchor))
            }
        }
    }

    /// An SVG line.
    func line(from: CGPoint, to: CGPoint, _ attributes: String) -> String {
        "<line x1=\"\(CSS.number(from.x))\" y1=\"\(CSS.number(from.y))\" x2=\"\(CSS.number(to.x))\" y2=\"\(CSS.number(to.y))\" \(attributes)/>"
    }
}
