import Foundation
import WidgetRuntime

/// The values a scale maps: a range, a list of categories or dates, or automatic.
public protocol ScaleDomain {
    /// The domain as the chart reads it.
    func _makeScaleDomain() -> _ScaleDomainOutputs
}

/// A scale domain as the chart reads it.
public struct _ScaleDomainOutputs {
    let spec: ScaleDomainSpec
}

/// A domain: continuous bounds, a list of values, or found from the data.
enum ScaleDomainSpec {
    case bounds(Double, Double)
    case values([ChartValue])
    case automatic(includesZero: Bool?, reversed: Bool?)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// From the lower to the upper bound.
    public func _makeScaleDomain() -> _ScaleDomainOutputs {
        guard let lower = lowerBound.chartValue.continuous, let upper = upperBound.chartValue.continuous else {
            return _ScaleDomainOutputs(spec: .values([lowerBound.chartValue, upperBound.chartValue]))
        }
        return _ScaleDomainOutputs(spec: .bounds(lower, upper))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    /// These categories, in this order (or the bounds of these numbers or dates).
    public func _makeScaleDomain() -> _ScaleDomainOutputs {
        let values = map(\.chartValue)
        let continuous = values.compactMap(\.continuous)
        if !continuous.isEmpty && continuous.count == values.count, let low = continuous.min(),
            let high = continuous.max()
        {
            return _ScaleDomainOutputs(spec: .bounds(low, high))
        }
        return _ScaleDomainOutputs(spec: .values(values))
    }
}

/// A domain found from the data.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    /// The automatic domain, with its options.
    public func _makeScaleDomain() -> _ScaleDomainOutputs {
        _ScaleDomainOutputs(spec: .automatic(includesZero: includesZero, reversed: reversed))
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain Charts finds from the data (numbers from zero, rounded to nice values).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The domain found from the data, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// The visual values a scale maps its domain to.
public protocol ScaleRange {
    /// The type of the visual values (points, colors).
    associatedtype VisualValue
    /// The range as the chart reads it.
    func _makeScaleRange() -> _ScaleRangeOutputs<VisualValue>
}

/// A scale range as the chart reads it.
public struct _ScaleRangeOutputs<VisualValue> {
    let values: [VisualValue]
    /// Points kept free at the plot's ends (a plot-dimension range).
    let padding: (start: CGFloat, end: CGFloat)?
}

/// A range of positions in points.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

extension ClosedRange: ScaleRange where Bound: BinaryFloatingPoint {
    public typealias VisualValue = Bound

    /// From the lower to the upper bound.
    public func _makeScaleRange() -> _ScaleRangeOutputs<Bound> {
        _ScaleRangeOutputs(values: [lowerBound, upperBound], padding: nil)
    }
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {}

extension Array: ScaleRange {
    public typealias VisualValue = Element

    /// These values, in order.
    public func _makeScaleRange() -> _ScaleRangeOutputs<Element> {
        _ScaleRangeOutputs(values: self, padding: nil)
    }
}

extension Array: PositionScaleRange where Element == CGFloat {}

/// The plot's whole dimension, less padding at its ends.
public struct PlotDimensionScaleRange: PositionScaleRange {
    public typealias VisualValue = CGFloat

    let startPadding: CGFloat
    let endPadding: CGFloat

    /// The plot dimension, as padding at its ends.
    public func _makeScaleRange() -> _ScaleRangeOutputs<CGFloat> {
        _ScaleRangeOutputs(values: [], padding: (startPadding, endPadding))
    }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's whole dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }

    /// The plot's dimension less the same padding at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// The plot's dimension less padding at its start and end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

/// The kind of a scale: linear, logarithmic, a time scale or categories.
public struct ScaleType {
    let name: String

    /// A linear scale.
    public static var linear: ScaleType { ScaleType(name: "linear") }
    /// A logarithmic scale.
    public static var log: ScaleType { ScaleType(name: "log") }
    /// A time scale.
    public static var date: ScaleType { ScaleType(name: "date") }
    /// Categories.
    public static var category: ScaleType { ScaleType(name: "category") }
}
