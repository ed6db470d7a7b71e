import WidgetRuntime

/// A short line outside the plot area at an axis value.
public struct AxisTick: AxisMark {
    let centered: Bool?
    let length: CGFloat?
    let stroke: StrokeStyle?

    /// Creates a tick of the automatic length or one tied to the labels.
    nonisolated public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = length.points
        self.stroke = stroke
    }

    /// Creates a tick of a given length in points.
    nonisolated public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = length
        self.stroke = stroke
    }

    /// The length of a tick.
    public struct Length: CustomStringConvertible {
        /// Points past the automatic length (nil: the automatic length).
        let points: CGFloat?
        let name: String

        /// The default length.
        public static var automatic: AxisTick.Length { Length(points: nil, name: "automatic") }
        /// As long as the value's label is far (the label's spacing).
        public static var label: AxisTick.Length { label(extendPastBy: 0) }
        /// As long as the value's label is far, extended past it.
        public static func label(extendPastBy: CGFloat = 0) -> AxisTick.Length {
            Length(points: AxisLayout.labelSpacing + extendPastBy, name: "label")
        }
        /// As long as the longest label is far.
        public static var longestLabel: AxisTick.Length { longestLabel(extendPastBy: 0) }
        /// As long as the longest label is far, extended past it.
        public static func longestLabel(extendPastBy: CGFloat = 0) -> AxisTick.Length {
            Length(points: AxisLayout.labelSpacing + extendPastBy, name: "longestLabel")
        }

        public var description: String { name }
    }

    /// The tick.
    public static func _renderAxisMark(_ content: AxisTick, _ inputs: _AxisMarkRenderInputs) -> _AxisMarkRenderOutputs {
        _AxisMarkRenderOutputs(elements: [
            AxisElement(kind: .tick(centered: content.centered, length: content.length, stroke: content.stroke))
        ])
    }
}
