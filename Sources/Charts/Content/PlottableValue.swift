import Foundation
import WidgetRuntime

/// A plottable value with a label, for a mark's position or its style (`foregroundStyle(by:)`).
public struct PlottableValue<Value> where Value: Plottable {
    /// The value's label (what the value means; read by accessibility on iOS).
    let label: Text
    let value: Value
    /// The calendar unit a date stands for (a bar spans the whole unit).
    let unit: Calendar.Component?
    let calendar: Calendar?

    /// The value as the chart plots it, with its unit.
    var coordinate: ChartCoordinate {
        ChartCoordinate(value: value.chartValue, unit: unit, calendar: calendar)
    }
}

extension PlottableValue {
    /// Creates a plottable value with a localized label.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), value: value, unit: nil, calendar: nil)
    }

    /// Creates a plottable value with a label.
    @_disfavoredOverload
    public static func value<S>(_ label: S, _ value: Value) -> PlottableValue<Value> where S: StringProtocol {
        PlottableValue(label: Text(verbatim: String(label)), value: value, unit: nil, calendar: nil)
    }

    /// Creates a plottable value with a text label.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value, unit: nil, calendar: nil)
    }
}

extension PlottableValue {
    /// Creates a date value that stands for the whole calendar unit it falls in, with a localized label.
    public static func value(
        _ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: Text(labelKey), value: date, unit: unit, calendar: calendar)
    }

    /// Creates a date value that stands for the whole calendar unit it falls in, with a label.
    @_disfavoredOverload
    public static func value<S>(
        _ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date, S: StringProtocol {
        PlottableValue(label: Text(verbatim: String(label)), value: date, unit: unit, calendar: calendar)
    }

    /// Creates a date value that stands for the whole calendar unit it falls in, with a text label.
    public static func value(
        _ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: label, value: date, unit: unit, calendar: calendar)
    }
}

/// A plotted position: a value, and for a date the calendar unit it stands for.
struct ChartCoordinate {
    var value: ChartValue
    var unit: Calendar.Component?
    var calendar: Calendar?
}
