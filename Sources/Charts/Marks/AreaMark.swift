import WidgetRuntime

/// Chart content that represents data using the area under a line, stacked with the areas of other series.
public struct AreaMark {
    let record: MarkRecord

    /// Creates a point of an area from zero (or the series below) to y.
    nonisolated public init<X, Y>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .area)
        record.x = x.coordinate
        record.y = y.coordinate
        record.stacking = stacking
        self.record = record
    }

    /// Creates a point of a horizontal area from xStart to xEnd.
    nonisolated public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>)
    where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .area)
        record.x = xStart.coordinate
        record.xEnd = xEnd.coordinate
        record.y = y.coordinate
        self.record = record
    }

    /// Creates a point of an area from yStart to yEnd (a band).
    nonisolated public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>)
    where X: Plottable, Y: Plottable {
        var record = MarkRecord(kind: .area)
        record.x = x.coordinate
        record.y = yStart.coordinate
        record.yEnd = yEnd.coordinate
        self.record = record
    }

    /// Creates a point of the area of `series`.
    nonisolated public init<X, Y, S>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) where X: Plottable, Y: Plottable, S: Plottable {
        var record = MarkRecord(kind: .area)
        record.x = x.coordinate
        record.y = y.coordinate
        record.series = series.coordinate.value
        record.stacking = stacking
        self.record = record
    }

    /// Creates a point of the horizontal area of `series`.
    nonisolated public init<X, Y, S>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) where X: Plottable, Y: Plottable, S: Plottable {
        var record = MarkRecord(kind: .area)
        record.x = xStart.coordinate
        record.xEnd = xEnd.coordinate
        record.y = y.coordinate
        record.series = series.coordinate.value
        self.record = record
    }

    /// Creates a point of the band of `series`.
    nonisolated public init<X, Y, S>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) where X: Plottable, Y: Plottable, S: Plottable {
        var record = MarkRecord(kind: .area)
        record.x = x.coordinate
        record.y = yStart.coordinate
        record.yEnd = yEnd.coordinate
        record.series = series.coordinate.value
        self.record = record
    }
}

extension AreaMark: ChartContent {
    public typealias Body = Never

    /// Adds the point.
    public static func _renderChartContent(
        _ content: AreaMark, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        inputs.add(content.record)
        return _ChartContentRenderOutputs()
    }
}
