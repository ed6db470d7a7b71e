import WidgetRuntime

/// Chart content that represents data using a single horizontal or vertical rule.
public struct RuleMark {
    let record: MarkRecord

    /// Creates a horizontal rule at y, across the plot or between the given points.
    nonisolated public init<Y>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>)
    where Y: Plottable {
        var record = MarkRecord(kind: .rule)
        record.xPoints = (xStart, xEnd)
        record.y = y.coordinate
        self.record = record
    }

    /// Creates a horizontal rule at y from xStart to xEnd.
    nonisolated public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>)
    where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .rule)
        record.x = xStart.coordinate
        record.xEnd = xEnd.coordinate
        record.y = y.coordinate
        self.record = record
    }

    /// Creates a horizontal rule from xStart to xEnd at the given height in the plot (its middle by default).
    nonisolated public init<X>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil)
    where X: Plottable {
        var record = MarkRecord(kind: .rule)
        record.x = xStart.coordinate
        record.xEnd = xEnd.coordinate
        record.yPoints = (y, y)
        self.record = record
    }

    /// Creates a vertical rule at x, across the plot or between the given points.
    nonisolated public init<X>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
    where X: Plottable {
        var record = MarkRecord(kind: .rule)
        record.x = x.coordinate
        record.yPoints = (yStart, yEnd)
        self.record = record
    }

    /// Creates a vertical rule at x from yStart to yEnd.
    nonisolated public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)
    where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .rule)
        record.x = x.coordinate
        record.y = yStart.coordinate
        record.yEnd = yEnd.coordinate
        self.record = record
    }

    /// Creates a vertical rule from yStart to yEnd at the given distance from the plot's leading edge.
    nonisolated public init<Y>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)
    where Y: Plottable {
        var record = MarkRecord(kind: .rule)
        record.xPoints = (x, x)
        record.y = yStart.coordinate
        record.yEnd = yEnd.coordinate
        self.record = record
    }
}

extension RuleMark: ChartContent {
    public typealias Body = Never

    /// Adds the rule.
    public static func _renderChartContent(
        _ content: RuleMark, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        inputs.add(content.record)
        return _ChartContentRenderOutputs()
    }
}
