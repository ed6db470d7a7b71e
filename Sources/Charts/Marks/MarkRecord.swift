import Foundation
import WidgetRuntime

/// One mark as the chart draws it: its kind, its values and the style its modifiers gave it.
struct MarkRecord {
    enum Kind { case bar, line, area, point, rule, sector }

    var kind: Kind
    /// The x position, or the start of an x interval.
    var x: ChartCoordinate?
    /// The end of an x interval.
    var xEnd: ChartCoordinate?
    var y: ChartCoordinate?
    var yEnd: ChartCoordinate?
    /// Fixed positions in points within the plot, along x (`xStart:xEnd:` given as numbers).
    var xPoints: (start: CGFloat?, end: CGFloat?)?
    var yPoints: (start: CGFloat?, end: CGFloat?)?
    var series: ChartValue?
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    var stacking = MarkStackingMethod.standard
    // A sector's.
    var angle = 0.0
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: CGFloat?

    // Set by modifiers.
    var style: AnyShapeStyle?
    var styleBy: ChartValue?
    var symbol: AnyChartSymbolShape?
    var symbolBy: ChartValue?
    var symbolArea: CGFloat?
    var interpolation = InterpolationMethod.linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat?
    var opacity = 1.0
    var annotations: [MarkAnnotation] = []
    var positionBy: (value: ChartValue, axis: Axis?)?

    init(kind: Kind) {
        self.kind = kind
    }
}

/// A view drawn next to a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    /// The view, built for the size of the mark it annotates.
    var content: (AnnotationContext) -> AnyView
}
