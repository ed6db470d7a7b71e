import WidgetRuntime

/// Chart content that represents data using points.
public struct PointMark {
    let record: MarkRecord

    /// Creates a point at x and y.
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .point)
        record.x = x.coordinate
        record.y = y.coordinate
        self.record = record
    }

    /// Creates a point at x, at the given height in the plot (its middle by default).
    nonisolated public init<X>(x: PlottableValue<X>, y: CGFloat? = nil) where X: Plottable {
        var record = MarkRecord(kind: .point)
        record.x = x.coordinate
        record.yPoints = (y, y)
        self.record = record
    }

    /// Creates a point at y, at the given distance from the plot's leading edge (its middle by default).
    nonisolated public init<Y>(x: CGFloat? = nil, y: PlottableValue<Y>) where Y: Plottable {
        var record = MarkRecord(kind: .point)
        record.xPoints = (x, x)
        record.y = y.coordinate
        self.record = record
    }
}

extension PointMark: ChartContent {
    public typealias Body = Never

    /// Adds the point.
    public static func _renderChartContent(
        _ content: PointMark, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        inputs.add(content.record)
        return _ChartContentRenderOutputs()
    }
}
