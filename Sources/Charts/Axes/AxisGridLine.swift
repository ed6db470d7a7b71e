import WidgetRuntime

/// A line across the plot area at an axis value.
public struct AxisGridLine: AxisMark {
    let centered: Bool?
    let stroke: StrokeStyle?

    /// Creates a grid line, centered in a category's band or at its start, with a stroke style.
    nonisolated public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.stroke = stroke
    }

    /// The grid line.
    public static func _renderAxisMark(
        _ content: AxisGridLine, _ inputs: _AxisMarkRenderInputs
    )
        -> _AxisMarkRenderOutputs
    {
        _AxisMarkRenderOutputs(elements: [
            AxisElement(kind: .gridLine(centered: content.centered, stroke: content.stroke))
        ])
    }
}
