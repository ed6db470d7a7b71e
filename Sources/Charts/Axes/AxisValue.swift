import WidgetRuntime

/// One value of an axis, which `AxisMarks` builds its marks for.
public struct AxisValue: Sendable {
    let value: ChartValue
    /// The index of the value among the axis's values.
    public let index: Int
    /// The number of values on the axis.
    public let count: Int

    /// The value as the given type, or nil when it is of another kind.
    public func `as`<P>(_ type: P.Type) -> P? where P: Plottable {
        P(chartValue: value)
    }
}
