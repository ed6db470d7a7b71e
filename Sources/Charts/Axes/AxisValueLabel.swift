import Foundation
import WidgetRuntime

/// The label of an axis value: the value formatted, a text or a view.
public struct AxisValueLabel<Content>: AxisMark where Content: View {
    let label: AxisLabel

    /// Creates a label showing the axis value, formatted as Charts formats it.
    nonisolated public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where Content == Never {
        label = AxisLabel(
            content: .value, centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
    }

    /// Creates a label showing a view.
    nonisolated public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        label = AxisLabel(
            content: .view(AnyView(content())), centered: centered, anchor: anchor,
            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// Creates a label showing a localized title.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
        multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
        offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
        horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Content == Text {
        label = AxisLabel(
            content: .text(Text(titleKey)), centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
    }

    /// Creates a label showing a title.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where Content == Text, S: StringProtocol {
        label = AxisLabel(
            content: .text(Text(verbatim: String(title))), centered: centered, anchor: anchor,
            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// Creates a label showing the axis value formatted with a format style.
    nonisolated public init<Format>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    )
    where Content == Never, Format: FormatStyle, Format.FormatInput: Plottable, Format.FormatOutput == String {
        label = AxisLabel(
            content: .formatted { value in Format.FormatInput(chartValue: value).map { format.format($0) } },
            centered: centered, anchor: anchor, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
    }

    /// The label.
    public static func _renderAxisMark(
        _ content: AxisValueLabel<Content>, _ inputs: _AxisMarkRenderInputs
    )
        -> _AxisMarkRenderOutputs
    {
        _AxisMarkRenderOutputs(elements: [AxisElement(kind: .label(content.label))])
    }
}

/// How an axis value label is oriented.
public struct AxisValueLabelOrientation: CustomStringConvertible {
    let name: String

    /// Horizontal, unless the labels do not fit.
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "automatic") }
    /// Horizontal.
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "horizontal") }
    /// Rotated a quarter turn counterclockwise.
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation(name: "vertical") }
    /// Rotated a quarter turn clockwise.
    public static var verticalReversed: AxisValueLabelOrientation {
        AxisValueLabelOrientation(name: "verticalReversed")
    }

    public var description: String { name }
}

/// How axis value labels that would overlap are resolved.
public struct AxisValueLabelCollisionResolution: CustomStringConvertible {
    let name: String

    /// Charts' default.
    public static var automatic: AxisValueLabelCollisionResolution { Self(name: "automatic") }
    /// Labels that overlap an earlier one are dropped.
    public static var greedy: AxisValueLabelCollisionResolution { Self(name: "greedy") }
    /// Labels that overlap an earlier one are dropped, by priority and with a minimum spacing.
    public static func greedy(
        priority: Double = 0, minimumSpacing: CGFloat? = nil
    )
        -> AxisValueLabelCollisionResolution
    {
        Self(name: "greedy")
    }
    /// Labels are truncated to fit.
    public static var truncate: AxisValueLabelCollisionResolution { Self(name: "truncate") }
    /// Every label is drawn.
    public static var disabled: AxisValueLabelCollisionResolution { Self(name: "disabled") }

    public var description: String { name }
}

extension AxisMark {
    /// Sets the style of the mark's lines or label.
    public func foregroundStyle<S>(_ style: S) -> some AxisMark where S: ShapeStyle {
        // The innermost modifier wins, as SwiftUI's style modifiers do.
        AxisMarkModified(content: self) { if $0.foreground == nil { $0.foreground = AnyShapeStyle(style) } }
    }

    /// Sets the font of the mark's label.
    public func font(_ font: Font?) -> some AxisMark {
        AxisMarkModified(content: self) { if $0.font == nil { $0.font = font } }
    }

    /// Moves the mark.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        AxisMarkModified(content: self) {
            $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y)
        }
    }

    /// Moves the mark.
    public func offset(_ offset: CGSize) -> some AxisMark {
        AxisMarkModified(content: self) {
            $0.offset = CGSize(width: $0.offset.width + offset.width, height: $0.offset.height + offset.height)
        }
    }
}

/// An axis mark with a modifier applied to its elements.
struct AxisMarkModified<Content: AxisMark>: AxisMark {
    let content: Content
    let modify: (inout AxisElement) -> Void

    static func _renderAxisMark(
        _ content: AxisMarkModified<Content>, _ inputs: _AxisMarkRenderInputs
    )
        -> _AxisMarkRenderOutputs
    {
        var elements = Content._renderAxisMark(content.content, inputs).elements
        for index in elements.indices { content.modify(&elements[index]) }
        return _AxisMarkRenderOutputs(elements: elements)
    }
}
