import WidgetRuntime

/// Chart content that represents data as a sector of a pie or donut chart.
@available(iOS 17.0, macOS 14.0, *)
public struct SectorMark {
    let record: MarkRecord

    /// Creates a sector whose angle is its value's share of the total, between the given radii.
    nonisolated public init(
        angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        var record = MarkRecord(kind: .sector)
        record.angle = angle.coordinate.value.continuous ?? 0
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset
        self.record = record
    }
}

extension SectorMark: ChartContent {
    public typealias Body = Never

    /// Adds the sector.
    public static func _renderChartContent(
        _ content: SectorMark, _ inputs: _ChartContentRenderInputs
    )
        -> _ChartContentRenderOutputs
    {
        inputs.add(content.record)
        return _ChartContentRenderOutputs()
    }
}
