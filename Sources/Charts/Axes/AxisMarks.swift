import Foundation
import WidgetRuntime

/// The marks of an axis: which values it shows, and the grid line, tick and label drawn for each.
public struct AxisMarks<Content>: AxisContent where Content: AxisMark {
    let spec: AxisMarksSpec

    /// Creates marks for the given values, built for each value.
    nonisolated public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: values.storage,
            marks: { Content._renderAxisMark(content($0), _AxisMarkRenderInputs(value: $0)).elements })
    }

    /// Creates marks for the given values, built for each value.
    nonisolated public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Value: Plottable {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)),
            marks: { Content._renderAxisMark(content($0), _AxisMarkRenderInputs(value: $0)).elements })
    }

    /// Creates marks for the given values, the same for each value.
    nonisolated public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: values.storage,
            marks: { Content._renderAxisMark(content(), _AxisMarkRenderInputs(value: $0)).elements })
    }

    /// Creates marks for the given values, the same for each value.
    nonisolated public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) where Value: Plottable {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)),
            marks: { Content._renderAxisMark(content(), _AxisMarkRenderInputs(value: $0)).elements })
    }

    /// Creates the default marks, their labels formatted with a format style.
    nonisolated public init<Format>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    )
    where Content == Never, Format: FormatStyle, Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: values.storage, marks: nil,
            format: { value in Format.FormatInput(chartValue: value).map { format.format($0) } }, stroke: stroke)
    }

    /// Creates the default marks for the given values, their labels formatted with a format style.
    nonisolated public init<Value, Format>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Value], stroke: StrokeStyle? = nil
    )
    where
        Content == Never, Value: Plottable, Value == Format.FormatInput, Format: FormatStyle,
        Format.FormatOutput == String
    {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)), marks: nil,
            format: { value in Value(chartValue: value).map { format.format($0) } }, stroke: stroke)
    }

    /// Creates the default marks.
    nonisolated public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Content == Never {
        spec = AxisMarksSpec(preset: preset, position: position, values: values.storage, marks: nil, stroke: stroke)
    }

    /// Creates the default marks for the given values.
    nonisolated public init<Value>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) where Content == Never, Value: Plottable {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)), marks: nil,
            stroke: stroke)
    }

    /// These marks.
    public static func _makeAxisContent(
        _ content: AxisMarks<Content>, _ inputs: _AxisContentInputs
    )
        -> _AxisContentOutputs
    {
        _AxisContentOutputs(axes: [content.spec])
    }
}

/// One `AxisMarks`: its values and what it draws for each (nil: the axis's default marks).
struct AxisMarksSpec {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues.Storage
    var marks: ((AxisValue) -> [AxisElement])?
    var format: ((ChartValue) -> String?)?
    var stroke: StrokeStyle?
}

/// How the marks of an axis are laid out relative to the plot.
public struct AxisMarkPreset: CustomStringConvertible {
    let name: String

    /// Charts' choice for the axis.
    public static var automatic: AxisMarkPreset { AxisMarkPreset(name: "automatic") }
    /// Labels outside the plot, lines across it.
    public static var extended: AxisMarkPreset { AxisMarkPreset(name: "extended") }
    /// Labels aligned with the plot's edges.
    public static var aligned: AxisMarkPreset { AxisMarkPreset(name: "aligned") }
    /// Labels inside the plot.
    public static var inset: AxisMarkPreset { AxisMarkPreset(name: "inset") }

    public var description: String { name }
}

/// Which side of the plot an axis's marks are on.
public struct AxisMarkPosition: CustomStringConvertible {
    enum Side { case automatic, leading, trailing, top, bottom }
    let side: Side

    /// Bottom for the x axis, trailing for the y axis.
    public static var automatic: AxisMarkPosition { AxisMarkPosition(side: .automatic) }
    /// The leading side (a y axis).
    public static var leading: AxisMarkPosition { AxisMarkPosition(side: .leading) }
    /// The trailing side (a y axis).
    public static var trailing: AxisMarkPosition { AxisMarkPosition(side: .trailing) }
    /// The top (an x axis).
    public static var top: AxisMarkPosition { AxisMarkPosition(side: .top) }
    /// The bottom (an x axis).
    public static var bottom: AxisMarkPosition { AxisMarkPosition(side: .bottom) }

    public var description: String { "\(side)" }
}

/// Which values an axis shows marks for.
public struct AxisMarkValues: CustomStringConvertible {
    enum Storage {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case strideComponent(Calendar.Component, count: Int, calendar: Calendar?)
        case strideNumber(Double)
        case explicit([ChartValue])
    }

    let storage: Storage

    /// Values chosen as Charts chooses them: "nice" numbers, every category, calendar boundaries.
    public static var automatic: AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: nil, minimumStride: nil))
    }

    /// Automatic values, about `desiredCount` of them.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: nil))
    }

    /// Automatic values at least `minimumStride` apart.
    public static func automatic<P>(
        minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues where P: BinaryFloatingPoint {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride)))
    }

    /// Dates every `count` calendar units.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .strideComponent(component, count: count, calendar: calendar))
    }

    /// Numbers every `stepSize`.
    public static func stride<P>(
        by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    )
        -> AxisMarkValues where P: BinaryFloatingPoint
    {
        AxisMarkValues(storage: .strideNumber(Double(stepSize)))
    }

    public var description: String { "\(storage)" }
}
