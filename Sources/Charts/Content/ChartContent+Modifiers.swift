import Foundation
import WidgetRuntime

extension ChartContent {
    /// Sets the style of the marks (a color or a gradient).
    nonisolated public func foregroundStyle<S>(_ style: S) -> some ChartContent where S: ShapeStyle {
        _ChartModifiedContent(content: self) { $0.style = AnyShapeStyle(style) }
    }

    /// Styles the marks by a value: each distinct value gets the next color of the chart's palette (or of
    /// `chartForegroundStyleScale`), shown in the legend.
    nonisolated public func foregroundStyle<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable {
        let plotted = value.coordinate.value
        return _ChartModifiedContent(content: self) { $0.styleBy = plotted }
    }

    /// Groups the marks side by side within their band, by a value, instead of stacking them.
    nonisolated public func position<P>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent where P: Plottable {
        let plotted = value.coordinate.value
        return _ChartModifiedContent(content: self) { mark in
            mark.positionBy = (plotted, axis)
            if case .automatic = span.storage {} else { mark.width = span }
        }
    }

    /// Sets the opacity of the marks.
    nonisolated public func opacity(_ value: Double) -> some ChartContent {
        _ChartModifiedContent(content: self) { $0.opacity *= value }
    }

    /// Sets the stroke of lines and rules.
    nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        _ChartModifiedContent(content: self) { $0.lineStyle = style }
    }

    /// Marks the points with a symbol shape.
    nonisolated public func symbol<S>(_ symbol: S) -> some ChartContent where S: ChartSymbolShape {
        let shape = AnyChartSymbolShape(symbol)
        return _ChartModifiedContent(content: self) { $0.symbol = shape }
    }

    /// Marks the points with a symbol by a value: each distinct value gets the next shape.
    nonisolated public func symbol<D>(by value: PlottableValue<D>) -> some ChartContent where D: Plottable {
        let plotted = value.coordinate.value
        return _ChartModifiedContent(content: self) { $0.symbolBy = plotted }
    }

    /// Sets the area of the points' symbols, in square points.
    nonisolated public func symbolSize(_ area: CGFloat) -> some ChartContent {
        _ChartModifiedContent(content: self) { $0.symbolArea = area }
    }

    /// Rounds the corners of bars.
    nonisolated public func cornerRadius(
        _ radius: CGFloat, style: RoundedCornerStyle = .continuous
    )
        -> some ChartContent
    {
        _ChartModifiedContent(content: self) { $0.cornerRadius = radius }
    }

    /// Sets how lines and areas go from one point to the next.
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        _ChartModifiedContent(content: self) { $0.interpolation = method }
    }

    /// Draws a view next to each mark.
    nonisolated public func annotation<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent where C: View {
        let view = AnyView(content())
        return annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { _ in view })
    }

    /// Draws a view made for the size of the mark next to each mark.
    nonisolated public func annotation<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent where C: View {
        annotated(
            MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { AnyView(content($0)) })
    }

    /// Draws a view next to each mark; how an annotation that overflows the plot is resolved is not applied.
    nonisolated public func annotation<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent where C: View {
        let view = AnyView(content())
        return annotated(MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { _ in view })
    }

    /// Draws a view made for the size of the mark next to each mark; how an annotation that overflows the plot
    /// is resolved is not applied.
    nonisolated public func annotation<C>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent where C: View {
        annotated(
            MarkAnnotation(position: position, alignment: alignment, spacing: spacing) { AnyView(content($0)) })
    }

    /// The content with an annotation on each of its marks.
    nonisolated func annotated(_ annotation: MarkAnnotation) -> _ChartModifiedContent<Self> {
        _ChartModifiedContent(content: self) { $0.annotations.append(annotation) }
    }
}
