import Foundation
import WidgetRuntime

extension ChartDrawing {
    /// Draws the marks in the order the content declares them (a line or an area where its first point is),
    /// then their annotations.
    func drawMarks(
        x: ChartScale, y: ChartScale, plot: CGRect, extents: [Int: MarkExtent], horizontal: Bool,
        canvas: inout ChartCanvas
    ) {
        let geometry = MarkGeometry(drawing: self, x: x, y: y, plot: plot, extents: extents, horizontal: horizontal)
        var drawnSeries: Set<String> = []
        var annotated: [(mark: MarkRecord, rect: CGRect)] = []
        for (index, mark) in marks.enumerated() {
            let style = styles.style(of: mark)
            switch mark.kind {
            case .bar:
                guard let rect = geometry.barRect(index) else { continue }
                let fill = canvas.fill(style, opacity: mark.opacity, in: environment)
                let radius = min(mark.cornerRadius ?? 0, rect.width / 2, rect.height / 2)
                var element = "<rect x=\"\(CSS.number(rounded(rect.minX)))\" y=\"\(CSS.number(rounded(rect.minY)))\""
                element +=
                    " width=\"\(CSS.number(rounded(rect.width)))\" height=\"\(CSS.number(rounded(rect.height)))\""
                if radius > 0 { element += " rx=\"\(CSS.number(rounded(radius)))\"" }
                canvas.add(element + " \(fill)/>")
                annotated.append((mark, rect))
            case .line, .area:
                let key = seriesKey(mark)
                if drawnSeries.insert(key).inserted {
                    let members = marks.indices.filter { marks[$0].kind == mark.kind && seriesKey(marks[$0]) == key }
                    if mark.kind == .line {
                        drawLine(members, geometry: geometry, style: style, canvas: &canvas)
                    } else {
                        drawArea(members, geometry: geometry, style: style, canvas: &canvas)
                    }
                }
                if let point = geometry.point(index) { annotated.append((mark, CGRect(origin: point, size: .zero))) }
            case .point:
                guard let point = geometry.point(index) else { continue }
                let size = mark.symbolArea.map { $0.squareRoot() } ?? AxisLayout.pointSymbolSize
                drawSymbol(
                    styles.symbol(of: mark) ?? AnyChartSymbolShape(.circle), at: point, size: size, style: style,
                    opacity: mark.opacity, canvas: &canvas)
                annotated.append((mark, CGRect(origin: point, size: .zero).insetBy(dx: -size / 2, dy: -size / 2)))
            case .rule:
                guard let (from, to) = geometry.rule(index) else { continue }
                let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: AxisLayout.ruleMarkWidth)
                canvas.add(
                    line(from: from, to: to, canvas.stroke(style, stroke, opacity: mark.opacity, in: environment)))
                annotated.append(
                    (
                        mark,
                        CGRect(
                            x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x),
                            height: abs(to.y - from.y))
                    ))
            case .sector:
                break
            }
        }
        for (mark, rect) in annotated {
            drawAnnotations(of: mark, around: rect, vertical: !horizontal, canvas: &canvas)
        }
    }

    /// What joins line and area marks into one series: `series`, else the value they are styled or marked by.
    func seriesKey(_ mark: MarkRecord) -> String {
        "\(mark.series.map { "\($0)" } ?? "")|\(mark.styleBy.map { "\($0)" } ?? "")|\(mark.symbolBy.map { "\($0)" } ?? "")"
    }

    func rounded(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }

    /// Draws the line through a series' points, and its symbols.
    func drawLine(_ members: [Int], geometry: MarkGeometry, style: AnyShapeStyle, canvas: inout ChartCanvas) {
        let first = marks[members[0]]
        let points = members.compactMap { geometry.point($0) }
        guard !points.isEmpty else { return }
        let stroke =
            first.lineStyle ?? StrokeStyle(lineWidth: AxisLayout.lineMarkWidth, lineCap: .round, lineJoin: .round)
        let attributes = canvas.stroke(style, stroke, opacity: first.opacity, in: environment)
        canvas.add("<path d=\"\(LinePath.data(through: points, method: first.interpolation))\" \(attributes)/>")
        for index in members {
            let mark = marks[index]
            guard let symbol = styles.symbol(of: mark), let point = geometry.point(index) else { continue }
            let size = mark.symbolArea.map { $0.squareRoot() } ?? AxisLayout.lineSymbolSize
            drawSymbol(
                symbol, at: point, size: size, style: styles.style(of: mark), opacity: mark.opacity, canvas: &canvas)
        }
    }

    /// Draws the area of a series: its top through the points, back along its base.
    func drawArea(_ members: [Int], geometry: MarkGeometry, style: AnyShapeStyle, canvas: inout ChartCanvas) {
        let first = marks[members[0]]
        let spans = members.compactMap { geometry.areaSpan($0) }
        guard spans.count > 1 else { return }
        var data = LinePath.data(through: spans.map(\.top), method: first.interpolation)
        data += LinePath.data(through: spans.map(\.base).reversed(), method: first.interpolation, continuing: true)
        canvas.add("<path d=\"\(data)Z\" \(canvas.fill(style, opacity: first.opacity, in: environment))/>")
    }

    /// Draws a symbol of `size` points centered on `point`.
    func drawSymbol(
        _ symbol: AnyChartSymbolShape, at point: CGPoint, size: CGFloat, style: AnyShapeStyle, opacity: Double,
        canvas: inout ChartCanvas
    ) {
        let rect = CGRect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size)
        let data = symbol.path(in: rect).svgData
        if let width = symbol.strokeWidth {
            let attributes = canvas.stroke(style, StrokeStyle(lineWidth: width), opacity: opacity, in: environment)
            canvas.add("<path d=\"\(data)\" \(attributes)/>")
        } else {
            canvas.add("<path d=\"\(data)\" \(canvas.fill(style, opacity: opacity, in: environment))/>")
        }
    }

    /// Draws a mark's annotations around its rectangle (a point's is empty).
    func drawAnnotations(of mark: MarkRecord, around rect: CGRect, vertical: Bool, canvas: inout ChartCanvas) {
        for annotation in mark.annotations {
            let spacing = annotation.spacing ?? AxisLayout.annotationSpacing
            var position = annotation.position
            if position == .automatic {
                // Above a vertical bar (and other marks), after a horizontal one.
                position = mark.kind == .bar && !vertical ? .trailing : .top
            }
            let point: CGPoint
            var anchor: UnitPoint
            let alignment = annotation.alignment
            // Along the side the annotation is on, its alignment picks the mark's leading, center or trailing.
            func alongX() -> (CGFloat, CGFloat) {
                if alignment.horizontal == .leading { return (rect.minX, 0) }
                if alignment.horizontal == .trailing { return (rect.maxX, 1) }
                return (rect.midX, 0.5)
            }
            func alongY() -> (CGFloat, CGFloat) {
                if alignment.vertical == .top { return (rect.minY, 0) }
                if alignment.vertical == .bottom { return (rect.maxY, 1) }
                return (rect.midY, 0.5)
            }
            var x: CGFloat
            var y: CGFloat
            var ax: CGFloat
            var ay: CGFloat
            switch position.horizontal {
            case .leading: (x, ax) = (rect.minX - spacing, 1)
            case .trailing: (x, ax) = (rect.maxX + spacing, 0)
            default: (x, ax) = alongX()
            }
            switch position.vertical {
            case .top: (y, ay) = (rect.minY - spacing, 1)
            case .bottom: (y, ay) = (rect.maxY + spacing, 0)
            default: (y, ay) = alongY()
            }
            point = CGPoint(x: x, y: y)
            anchor = UnitPoint(x: ax, y: ay)
            let view = annotation.content(AnnotationContext(targetSize: rect.size))
            canvas.overlays.append(place(view.renderNodes(in: context), at: point, anchor: anchor))
        }
    }
}

/// Where marks go in a plot: bars' rectangles, points, areas' spans and rules' ends.
@MainActor
struct MarkGeometry {
    let drawing: ChartDrawing
    let x: ChartScale
    let y: ChartScale
    let plot: CGRect
    let extents: [Int: MarkExtent]
    let horizontal: Bool

    var marks: [MarkRecord] { drawing.marks }

    /// The groups of `position(by:)` values, in order of appearance.
    var positionGroups: [ChartValue] {
        var groups: [ChartValue] = []
        for mark in marks {
            if let value = mark.positionBy?.value, !groups.contains(value) { groups.append(value) }
        }
        return groups
    }

    /// A bar's rectangle: its band (less the gaps between bars) across, its stacked extent along.
    func barRect(_ index: Int) -> CGRect? {
        guard let across = horizontal ? bandInterval(index, axis: .vertical) : bandInterval(index, axis: .horizontal),
            let along = horizontal ? valueInterval(index, axis: .horizontal) : valueInterval(index, axis: .vertical)
        else { return nil }
        let (xs, ys) = horizontal ? (along, across) : (across, along)
        return CGRect(
            x: min(xs.0, xs.1), y: min(ys.0, ys.1), width: abs(xs.1 - xs.0), height: abs(ys.1 - ys.0))
    }

    /// The points a bar spans across its band axis: its band's middle part, its share of a position group.
    func bandInterval(_ index: Int, axis: Axis) -> (CGFloat, CGFloat)? {
        let mark = marks[index]
        let scale = axis == .horizontal ? x : y
        let (start, end) = axis == .horizontal ? (mark.x, mark.xEnd) : (mark.y, mark.yEnd)
        let points = axis == .horizontal ? mark.xPoints : mark.yPoints
        let (plotStart, plotLength) = axis == .horizontal ? (plot.minX, plot.width) : (plot.minY, plot.height)
        if let start, let end, let a = scale.position(of: start), let b = scale.position(of: end) { return (a, b) }
        guard let start else {
            guard let points else { return (plotStart, plotStart + plotLength) }
            return (plotStart + (points.start ?? 0), plotStart + (points.end ?? plotLength))
        }
        let dimension = axis == .horizontal ? mark.width : mark.height
        var center: CGFloat
        var band: CGFloat
        if let interval = scale.band(of: start) {
            center = (interval.start + interval.end) / 2
            band = abs(interval.end - interval.start)
        } else {
            guard let position = scale.position(of: start) else { return nil }
            center = position
            // Numbers: a band for each distinct value across the plot.
            let distinct = Set(marks.compactMap { axis == .horizontal ? $0.x?.value : $0.y?.value }).count
            band = plotLength / CGFloat(max(1, distinct))
        }
        var width = dimension.resolve(band: band, automatic: band * AxisLayout.barBandRatio)
        let groups = positionGroups
        if let group = mark.positionBy?.value, let slot = groups.firstIndex(of: group), groups.count > 1 {
            // Side by side: the bars of a position share the width one bar would take.
            width /= CGFloat(groups.count)
            center += (CGFloat(slot) - CGFloat(groups.count - 1) / 2) * width
        }
        return (center - width / 2, center + width / 2)
    }

    /// The points a bar spans along its value axis: its stacked extent, its start and end values, or points.
    func valueInterval(_ index: Int, axis: Axis) -> (CGFloat, CGFloat)? {
        let mark = marks[index]
        let scale = axis == .horizontal ? x : y
        if let extent = extents[index] {
            return (scale.position(of: scale.clamped(extent.low)), scale.position(of: scale.clamped(extent.high)))
        }
        let (plotStart, plotLength) = axis == .horizontal ? (plot.minX, plot.width) : (plot.minY, plot.height)
        let points = axis == .horizontal ? mark.xPoints : mark.yPoints
        if let points { return (plotStart + (points.start ?? 0), plotStart + (points.end ?? plotLength)) }
        let (start, end) = axis == .horizontal ? (mark.x, mark.xEnd) : (mark.y, mark.yEnd)
        guard let start, let a = scale.position(of: start) else { return (plotStart, plotStart + plotLength) }
        if let end, let b = scale.position(of: end) { return (a, b) }
        return (scale.position(of: 0), a)
    }

    /// A point mark's or a line's point: its x and y (the top of a stacked area), or the plot's middle.
    func point(_ index: Int) -> CGPoint? {
        let mark = marks[index]
        var px: CGFloat?
        var py: CGFloat?
        if let coordinate = mark.x { px = x.position(of: coordinate) }
        if let coordinate = mark.y { py = y.position(of: coordinate) }
        if let extent = extents[index] {
            if horizontal { px = x.position(of: extent.high) } else { py = y.position(of: extent.high) }
        }
        if px == nil, mark.x == nil { px = plot.minX + (mark.xPoints?.start ?? plot.width / 2) }
        if py == nil, mark.y == nil { py = plot.minY + (mark.yPoints?.start ?? plot.height / 2) }
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// An area's top and base at one of its points.
    func areaSpan(_ index: Int) -> (top: CGPoint, base: CGPoint)? {
        let mark = marks[index]
        guard let px = mark.x.flatMap({ x.position(of: $0) }) else { return nil }
        if let extent = extents[index] {
            // A base below the domain (zero, without `includesZero`) is the plot's bottom.
            return (
                CGPoint(x: px, y: y.position(of: extent.high)), CGPoint(x: px, y: y.position(of: y.clamped(extent.low)))
            )
        }
        guard let top = mark.y.flatMap({ y.position(of: $0) }) else { return nil }
        let base = mark.yEnd.flatMap { y.position(of: $0) } ?? y.position(of: 0)
        return (CGPoint(x: px, y: top), CGPoint(x: px, y: base))
    }

    /// A rule's ends: across the plot at its value, or between its start and end.
    func rule(_ index: Int) -> (CGPoint, CGPoint)? {
        let mark = marks[index]
        let vertical = mark.x != nil && mark.xEnd == nil
        if vertical {
            guard let position = mark.x.flatMap({ x.position(of: $0) }) else { return nil }
            var (top, bottom) = (plot.minY, plot.maxY)
            if let start = mark.y.flatMap({ y.position(of: $0) }), let end = mark.yEnd.flatMap({ y.position(of: $0) }) {
                (top, bottom) = (start, end)
            } else if let points = mark.yPoints {
                (top, bottom) = (plot.minY + (points.start ?? 0), plot.minY + (points.end ?? plot.height))
            }
            return (CGPoint(x: position, y: top), CGPoint(x: position, y: bottom))
        }
        let position: CGFloat
        if let value = mark.y.flatMap({ y.position(of: $0) }) {
            position = value
        } else {
            position = plot.minY + (mark.yPoints?.start ?? plot.height / 2)
        }
        var (leading, trailing) = (plot.minX, plot.maxX)
        if let start = mark.x.flatMap({ x.position(of: $0) }), let end = mark.xEnd.flatMap({ x.position(of: $0) }) {
            (leading, trailing) = (start, end)
        } else if let points = mark.xPoints {
            (leading, trailing) = (plot.minX + (points.start ?? 0), plot.minX + (points.end ?? plot.width))
        }
        return (CGPoint(x: leading, y: position), CGPoint(x: trailing, y: position))
    }
}
