import Foundation
import WidgetRuntime

/// The extent of a mark along the value axis (stacked), in the scale's numbers.
struct MarkExtent {
    var low: Double
    var high: Double
}

extension ChartDrawing {
    /// Whether bars and areas grow along x (categories or date units on y, numbers on x).
    var growsHorizontally: Bool {
        let xIsBand = marks.contains { $0.x.map(isBand) ?? false }
        let yIsBand = marks.contains { $0.y.map(isBand) ?? false }
        return yIsBand && !xIsBand
    }

    /// Whether a position is a band: a category, or a date standing for a calendar unit.
    func isBand(_ coordinate: ChartCoordinate) -> Bool {
        if case .string = coordinate.value { return true }
        if case .date = coordinate.value, coordinate.unit != nil { return true }
        return false
    }

    /// The stacked extents of bars and areas along the value axis, by mark index; other marks have none.
    func stackedExtents(horizontal: Bool) -> [Int: MarkExtent] {
        var extents: [Int: MarkExtent] = [:]
        // Per position (and position group): the top of the positive stack and the bottom of the negative one.
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        var totals: [String: Double] = [:]
        var keys: [Int: String] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let position = horizontal ? mark.y : mark.x
            let value = horizontal ? mark.x : mark.y
            let end = horizontal ? mark.xEnd : mark.yEnd
            guard let number = value?.value.continuous else { continue }
            if let end = end?.value.continuous {
                extents[index] = MarkExtent(low: min(number, end), high: max(number, end))
                continue
            }
            if mark.stacking == .unstacked || position == nil {
                extents[index] = MarkExtent(low: min(0, number), high: max(0, number))
                continue
            }
            var key = "\(mark.kind)|\(position.map { "\($0.value)" } ?? "")"
            if let group = mark.positionBy { key += "|\(group.value)" }
            keys[index] = key
            totals[key, default: 0] += abs(number)
            if number >= 0 {
                let base = positive[key, default: 0]
                extents[index] = MarkExtent(low: base, high: base + number)
                positive[key] = base + number
            } else {
                let base = negative[key, default: 0]
                extents[index] = MarkExtent(low: base + number, high: base)
                negative[key] = base + number
            }
        }
        for (index, key) in keys {
            guard var extent = extents[index] else { continue }
            switch marks[index].stacking {
            case .normalized:
                let total = totals[key] ?? 1
                if total > 0 {
                    extent.low /= total
                    extent.high /= total
                }
            case .center:
                let shift = (positive[key, default: 0] + negative[key, default: 0]) / 2
                extent.low -= shift
                extent.high -= shift
            default: break
            }
            extents[index] = extent
        }
        return extents
    }

    /// The scale of one axis over `start…end` points: categories in order, or numbers and dates from the data
    /// (and the configured domain), made nice for about `count` ticks.
    func scale(
        axis: Axis, start: CGFloat, end: CGFloat, extents: [Int: MarkExtent], horizontal: Bool
    ) -> ChartScale? {
        let setting = axis == .horizontal ? configuration.xScale : configuration.yScale
        var coordinates: [ChartCoordinate] = []
        var numbers: [Double] = []
        var valueAxis = false
        let stackBases = Set(marks.indices.filter { marks[$0].yEnd == nil && marks[$0].xEnd == nil })
        for (index, mark) in marks.enumerated() {
            let pair = axis == .horizontal ? [mark.x, mark.xEnd] : [mark.y, mark.yEnd]
            let isValueAxis = (axis == .horizontal) == horizontal
            if isValueAxis, let extent = extents[index] {
                // A stack's base at zero is not data: without `includesZero` the domain starts at the data.
                numbers += [extent.low, extent.high].filter { $0 != 0 || !stackBases.contains(index) }
                valueAxis = true
                continue
            }
            coordinates += pair.compactMap { $0 }
        }
        let categorical: Bool
        if case .values(let listed)? = setting.domain, listed.contains(where: { $0.continuous == nil }) {
            categorical = true
        } else {
            categorical = coordinates.contains { if case .string = $0.value { true } else { false } }
        }
        var (rangeStart, rangeEnd) = (start, end)
        if let range = setting.range {
            // Points measured from the plot's leading (or top) edge.
            let origin = min(start, end)
            if axis == .horizontal {
                (rangeStart, rangeEnd) = (origin + range.lowerBound, origin + range.upperBound)
            } else {
                (rangeStart, rangeEnd) = (origin + range.upperBound, origin + range.lowerBound)
            }
        }
        if let padding = setting.padding {
            let direction: CGFloat = rangeEnd >= rangeStart ? 1 : -1
            rangeStart += padding.start * direction
            rangeEnd -= padding.end * direction
        }
        if categorical {
            var values: [ChartValue] = []
            if case .values(let listed)? = setting.domain { values = listed }
            for coordinate in coordinates where !values.contains(coordinate.value) { values.append(coordinate.value) }
            // Categories run down the y axis, first at the top.
            let (first, last) = axis == .vertical ? (rangeEnd, rangeStart) : (rangeStart, rangeEnd)
            return ChartScale(kind: .category(values), start: first, end: last, step: nil, calendar: calendar)
        }
        let isDate = coordinates.contains { if case .date = $0.value { true } else { false } }
        let probe = ChartScale(
            kind: .continuous(0...1, isDate: isDate), start: 0, end: 1, step: nil, calendar: calendar)
        for coordinate in coordinates {
            if let interval = probe.unitInterval(coordinate) {
                numbers += [interval.start, interval.end]
            } else if let number = coordinate.value.continuous {
                numbers.append(number)
            }
        }
        if numbers.isEmpty && !valueAxis && !isDate && coordinates.isEmpty { numbers = [0, 1] }
        let length = Double(abs(rangeEnd - rangeStart))
        var domain: ClosedRange<Double>
        var step: Double?
        var reversed = false
        switch setting.domain {
        case .bounds(let low, let high)?:
            domain = min(low, high)...max(low, high)
            if !isDate {
                step = NiceScale.step(
                    span: domain.upperBound - domain.lowerBound, count: NiceScale.desiredCount(forLength: length))
            }
        case .values(let listed)?:
            let listedNumbers = listed.compactMap(\.continuous)
            domain = (listedNumbers.min() ?? 0)...(listedNumbers.max() ?? 1)
        case .automatic(let includesZero, let reverse)?:
            reversed = reverse ?? false
            (domain, step) = automaticDomain(
                numbers, isDate: isDate, includesZero: includesZero ?? true, length: length)
        case nil:
            (domain, step) = automaticDomain(numbers, isDate: isDate, includesZero: true, length: length)
        }
        var (first, last) = (rangeStart, rangeEnd)
        if axis == .vertical && first < last { swap(&first, &last) }
        if reversed { swap(&first, &last) }
        return ChartScale(
            kind: .continuous(domain, isDate: isDate), start: first, end: last, step: step, calendar: calendar)
    }

    /// The automatic domain: dates from the first to the last, numbers made nice (from zero unless told not).
    func automaticDomain(
        _ numbers: [Double], isDate: Bool, includesZero: Bool, length: Double
    )
        -> (ClosedRange<Double>, Double?)
    {
        let low = numbers.min() ?? 0
        let high = numbers.max() ?? 1
        if isDate { return (low...max(high, low + 1), nil) }
        let (domain, step) = NiceScale.domain(
            low: low, high: high, count: NiceScale.desiredCount(forLength: length), includesZero: includesZero)
        return (domain, step)
    }

    // MARK: Drawing

    /// Lays out the axes around the plot in `area`, then draws the grid, the marks and the labels.
    func drawCartesian(in area: CGRect, canvas: inout ChartCanvas) {
        let horizontal = growsHorizontally
        let extents = stackedExtents(horizontal: horizontal)
        // The axes take their room from the plot: the x axis's labels below it, the y axis's beside it. The
        // y labels depend on the plot's height, the x labels on its width: laid out twice, the second time
        // with the x axis's real height.
        var xAxisHeight =
            axisSpecs(.horizontal).isEmpty
            ? 0 : AxisLayout.labelSpacing + label(AnyView(Text(verbatim: "0")), font: nil, style: nil).size.height
        var plot = area
        var xAxis: AxisDrawing?
        var yAxis: AxisDrawing?
        for _ in 0..<2 {
            plot = area
            plot.size.height = max(0, area.height - xAxisHeight)
            if axisPosition(.horizontal) == .top { plot.origin.y += xAxisHeight }
            let yScale = scale(
                axis: .vertical, start: plot.maxY, end: plot.minY, extents: extents, horizontal: horizontal)
            yAxis = yScale.map { axisDrawing(.vertical, scale: $0, length: plot.height) }
            let yWidth = yAxis?.thickness ?? 0
            plot.size.width = max(0, area.width - yWidth)
            if axisPosition(.vertical) == .leading { plot.origin.x += yWidth }
            let xScale = scale(
                axis: .horizontal, start: plot.minX, end: plot.maxX, extents: extents, horizontal: horizontal)
            xAxis = xScale.map { axisDrawing(.horizontal, scale: $0, length: plot.width) }
            let height = xAxis?.thickness ?? 0
            if height == xAxisHeight { break }
            xAxisHeight = height
        }
        guard let xAxis, let yAxis else { return }
        if let plotStyle = configuration.plotStyle {
            let nodes = plotStyle(ChartPlotContent(size: plot.size)).renderNodes(in: context)
            canvas.underlays.append(place(nodes, at: plot.origin, anchor: .topLeading))
        }
        drawGrid(xAxis, plot: plot, canvas: &canvas)
        drawGrid(yAxis, plot: plot, canvas: &canvas)
        drawMarks(x: xAxis.scale, y: yAxis.scale, plot: plot, extents: extents, horizontal: horizontal, canvas: &canvas)
        drawLabels(xAxis, plot: plot, canvas: &canvas)
        drawLabels(yAxis, plot: plot, canvas: &canvas)
    }
}
