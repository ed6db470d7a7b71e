import WidgetRuntime

/// Chart content that represents data using a sequence of connected line segments.
public struct LineMark {
    let record: MarkRecord

    /// Creates a point of a line, joined to the other points of its series (its foreground style's, by default).
    nonisolated public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>) where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .line)
        record.x = x.coordinate
        record.y = y.coordinate
        self.record = record
    }

    /// Creates a point of the line of `series`.
    nonisolated public init<X, Y, S>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>)
    where X: Plottable, Y: Plottable, S: Plottable {
        var record = MarkRecord(kind: .line)
        record.x = x.coordinate
        record.y = y.coordinate
        record.series = series.coordinate.value
        self.record = record
    }
}

extension LineMark: ChartContent {
    public typealias Body = Never

    /// Adds the point.
    public static func _renderChartContent(
        _ content: LineMark, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        inputs.add(content.record)
        return _ChartContentRenderOutputs()
    }
}
