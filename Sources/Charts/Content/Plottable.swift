import Foundation
import WidgetRuntime

/// A type that can serve as data for the labeled, plottable values that you can use to create a chart mark.
public protocol Plottable {
    /// The primitive type this value is plotted as (a number, a string or a date).
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive type.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates a value from its primitive type.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A primitive type of plottable data: numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable where Self == Self.PrimitivePlottable {
    /// How a value of this type is plotted.
    static var _primitivePlottableKind: _PrimitivePlottableKind<Self> { get }
}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }

    /// Creates a value from itself.
    nonisolated public init?(primitivePlottable: Self.PrimitivePlottable) {
        self = primitivePlottable
    }
}

/// How the values of a primitive plottable type are plotted: converted to and from the chart's values.
public struct _PrimitivePlottableKind<Value> where Value: PrimitivePlottableProtocol {
    let plotted: (Value) -> ChartValue
    let fromPlotted: (ChartValue) -> Value?
}

extension Plottable where Self: RawRepresentable, Self.RawValue == String {
    /// The raw value, plotted as a string.
    public var primitivePlottable: String { rawValue }

    /// Creates a value from its raw value.
    nonisolated public init?(primitivePlottable: Self.RawValue) {
        self.init(rawValue: primitivePlottable)
    }
}

extension Plottable {
    /// The value as the chart plots it.
    var chartValue: ChartValue { PrimitivePlottable._primitivePlottableKind.plotted(primitivePlottable) }

    /// The value of this type a chart value stands for (an axis value asked for as this type).
    init?(chartValue: ChartValue) {
        guard let primitive = PrimitivePlottable._primitivePlottableKind.fromPlotted(chartValue) else { return nil }
        self.init(primitivePlottable: primitive)
    }
}

extension _PrimitivePlottableKind where Value: BinaryInteger {
    static var integer: Self {
        Self(
            plotted: { .number(Double($0)) },
            fromPlotted: { value in
                guard case .number(let number) = value, number.isFinite else { return nil }
                return Value(exactly: number.rounded())
            })
    }
}

extension _PrimitivePlottableKind where Value: BinaryFloatingPoint {
    static var floatingPoint: Self {
        Self(
            plotted: { .number(Double($0)) },
            fromPlotted: { value in
                guard case .number(let number) = value else { return nil }
                return Value(number)
            })
    }
}

extension Double: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Double> { .floatingPoint }
}

extension Float: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Float> { .floatingPoint }
}

extension String: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a category.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<String> {
        _PrimitivePlottableKind(
            plotted: { .string($0) },
            fromPlotted: { value in
                guard case .string(let string) = value else { return nil }
                return string
            })
    }
}

extension Date: Plottable, PrimitivePlottableProtocol {
    /// Plotted on a time scale.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Date> {
        _PrimitivePlottableKind(
            plotted: { .date($0) },
            fromPlotted: { value in
                guard case .date(let date) = value else { return nil }
                return date
            })
    }
}

extension Decimal: Plottable {
    /// The value as a `Double`.
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }

    /// Creates a decimal from a `Double`.
    nonisolated public init?(primitivePlottable: Double) {
        guard primitivePlottable.isFinite else { return nil }
        self.init(primitivePlottable)
    }
}

extension Int: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int> { .integer }
}

extension Int8: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int8> { .integer }
}

extension Int16: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int16> { .integer }
}

extension Int32: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int32> { .integer }
}

extension Int64: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<Int64> { .integer }
}

extension UInt: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt> { .integer }
}

extension UInt8: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt8> { .integer }
}

extension UInt16: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt16> { .integer }
}

extension UInt32: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt32> { .integer }
}

extension UInt64: Plottable, PrimitivePlottableProtocol {
    /// Plotted as a number.
    public static var _primitivePlottableKind: _PrimitivePlottableKind<UInt64> { .integer }
}
