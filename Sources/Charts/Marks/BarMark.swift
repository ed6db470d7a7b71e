import WidgetRuntime

/// Chart content that represents data using bars.
public struct BarMark {
    let record: MarkRecord

    /// Creates a bar at x from zero to y (or along y from zero to x), stacked with bars at the same position.
    nonisolated public init<X, Y>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .bar)
        record.x = x.coordinate
        record.y = y.coordinate
        record.width = width
        record.height = height
        record.stacking = stacking
        self.record = record
    }

    /// Creates a vertical bar at x spanning the given points of the plot (all of its height by default).
    nonisolated public init<X>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where X: Plottable {
        var record = MarkRecord(kind: .bar)
        record.x = x.coordinate
        record.yPoints = (yStart, yEnd)
        record.width = width
        record.stacking = stacking
        self.record = record
    }

    /// Creates a horizontal bar at y spanning the given points of the plot (all of its width by default).
    nonisolated public init<Y>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Y: Plottable {
        var record = MarkRecord(kind: .bar)
        record.xPoints = (xStart, xEnd)
        record.y = y.coordinate
        record.height = height
        record.stacking = stacking
        self.record = record
    }

    /// Creates a horizontal bar at y from xStart to xEnd.
    nonisolated public init<X, Y>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .bar)
        record.x = xStart.coordinate
        record.xEnd = xEnd.coordinate
        record.y = y.coordinate
        record.height = height
        self.record = record
    }

    /// Creates a bar from xStart to xEnd spanning the given points of the plot vertically.
    nonisolated public init<X>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) where X: Plottable {
        var record = MarkRecord(kind: .bar)
        record.x = xStart.coordinate
        record.xEnd = xEnd.coordinate
        record.yPoints = (yStart, yEnd)
        self.record = record
    }

    /// Creates a vertical bar at x from yStart to yEnd.
    nonisolated public init<X, Y>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .bar)
        record.x = x.coordinate
        record.y = yStart.coordinate
        record.yEnd = yEnd.coordinate
        record.width = width
        self.record = record
    }

    /// Creates a bar from yStart to yEnd spanning the given points of the plot horizontally.
    nonisolated public init<Y>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) where Y: Plottable {
        var record = MarkRecord(kind: .bar)
        record.xPoints = (xStart, xEnd)
        record.y = yStart.coordinate
        record.yEnd = yEnd.coordinate
        self.record = record
    }
}

extension BarMark: ChartContent {
    public typealias Body = Never

    /// Adds the bar.
    public static func _renderChartContent(
        _ content: BarMark, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        inputs.add(content.record)
        return _ChartContentRenderOutputs()
    }
}
