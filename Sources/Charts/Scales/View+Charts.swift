import Foundation
import WidgetRuntime

extension View {
    /// Shows or hides the x axis of the charts in this view.
    nonisolated public func chartXAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.xAxis = .visibility(visibility) }
    }

    /// Shows or hides the y axis of the charts in this view.
    nonisolated public func chartYAxis(_ visibility: Visibility) -> some View {
        configuringCharts { $0.yAxis = .visibility(visibility) }
    }

    /// Sets the marks of the x axis of the charts in this view.
    nonisolated public func chartXAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View
    where Content: AxisContent {
        let axes = Content._makeAxisContent(content(), _AxisContentInputs()).axes
        return configuringCharts { $0.xAxis = .marks(axes) }
    }

    /// Sets the marks of the y axis of the charts in this view.
    nonisolated public func chartYAxis<Content>(@AxisContentBuilder content: () -> Content) -> some View
    where Content: AxisContent {
        let axes = Content._makeAxisContent(content(), _AxisContentInputs()).axes
        return configuringCharts { $0.yAxis = .marks(axes) }
    }

    /// Sets the domain and range of the x scale.
    nonisolated public func chartXScale<Domain, Range>(
        domain: Domain, range: Range, type: ScaleType? = nil
    )
        -> some View where Domain: ScaleDomain, Range: PositionScaleRange
    {
        let domain = domain._makeScaleDomain().spec
        let range = range._makeScaleRange()
        return configuringCharts { $0.xScale.set(domain: domain, range: range, type: type) }
    }

    /// Sets the domain of the x scale.
    nonisolated public func chartXScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View
    where Domain: ScaleDomain {
        let domain = domain._makeScaleDomain().spec
        return configuringCharts { $0.xScale.set(domain: domain, range: nil, type: type) }
    }

    /// Sets the range of the x scale.
    nonisolated public func chartXScale<Range>(range: Range, type: ScaleType? = nil) -> some View
    where Range: PositionScaleRange {
        let range = range._makeScaleRange()
        return configuringCharts { $0.xScale.set(domain: nil, range: range, type: type) }
    }

    /// Sets the domain and range of the y scale.
    nonisolated public func chartYScale<Domain, Range>(
        domain: Domain, range: Range, type: ScaleType? = nil
    )
        -> some View where Domain: ScaleDomain, Range: PositionScaleRange
    {
        let domain = domain._makeScaleDomain().spec
        let range = range._makeScaleRange()
        return configuringCharts { $0.yScale.set(domain: domain, range: range, type: type) }
    }

    /// Sets the domain of the y scale.
    nonisolated public func chartYScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View
    where Domain: ScaleDomain {
        let domain = domain._makeScaleDomain().spec
        return configuringCharts { $0.yScale.set(domain: domain, range: nil, type: type) }
    }

    /// Sets the range of the y scale.
    nonisolated public func chartYScale<Range>(range: Range, type: ScaleType? = nil) -> some View
    where Range: PositionScaleRange {
        let range = range._makeScaleRange()
        return configuringCharts { $0.yScale.set(domain: nil, range: range, type: type) }
    }

    /// Shows or hides the legend of the charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        configuringCharts { $0.legend = visibility }
    }

    /// Places the legend of the charts in this view.
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        configuringCharts {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing
        }
    }

    /// Sets the values of `foregroundStyle(by:)`, in order, and their styles.
    nonisolated public func chartForegroundStyleScale<Domain, Range>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View
    where Domain: ScaleDomain, Range: ScaleRange, Range.VisualValue: ShapeStyle {
        let values = domain._makeScaleDomain().spec.listedValues
        let styles = range._makeScaleRange().values.map { AnyShapeStyle($0) }
        return configuringCharts {
            $0.styleDomain = values
            $0.styleRange = styles
        }
    }

    /// Sets the values of `foregroundStyle(by:)`, in order.
    nonisolated public func chartForegroundStyleScale<Domain>(domain: Domain, type: ScaleType? = nil) -> some View
    where Domain: ScaleDomain {
        let values = domain._makeScaleDomain().spec.listedValues
        return configuringCharts { $0.styleDomain = values }
    }

    /// Sets the styles of the values of `foregroundStyle(by:)`, in order.
    nonisolated public func chartForegroundStyleScale<Range>(range: Range, type: ScaleType? = nil) -> some View
    where Range: ScaleRange, Range.VisualValue: ShapeStyle {
        let styles = range._makeScaleRange().values.map { AnyShapeStyle($0) }
        return configuringCharts { $0.styleRange = styles }
    }

    /// Sets the style of each value of `foregroundStyle(by:)`.
    nonisolated public func chartForegroundStyleScale<DataValue, S>(
        _ mapping: KeyValuePairs<DataValue, S>
    )
        -> some View where DataValue: Plottable, S: ShapeStyle
    {
        let values = mapping.map(\.key.chartValue)
        let styles = mapping.map { AnyShapeStyle($0.value) }
        return configuringCharts {
            $0.styleDomain = values
            $0.styleRange = styles
        }
    }

    /// Sets the values of `foregroundStyle(by:)`, in order, and a function giving each its style.
    nonisolated public func chartForegroundStyleScale<Domain, S>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain: Collection, S: ShapeStyle, Domain.Element: Plottable {
        let values = domain.map(\.chartValue)
        let styles = domain.map { AnyShapeStyle(mapping($0)) }
        return configuringCharts {
            $0.styleDomain = values
            $0.styleRange = styles
        }
    }

    /// Sets a function giving each value of `foregroundStyle(by:)` its style.
    nonisolated public func chartForegroundStyleScale<DataValue, S>(
        mapping: @escaping (DataValue) -> S
    )
        -> some View where DataValue: Plottable, S: ShapeStyle
    {
        let styleOf: (ChartValue) -> AnyShapeStyle? = { value in
            DataValue(chartValue: value).map { AnyShapeStyle(mapping($0)) }
        }
        return configuringCharts { $0.styleMapping = styleOf }
    }

    /// Styles the plot area of the charts in this view (its background, border, clipping).
    nonisolated public func chartPlotStyle<Content>(
        @ViewBuilder content: @escaping (ChartPlotContent) -> Content
    ) -> some View where Content: View {
        configuringCharts { configuration in
            configuration.plotStyle = { AnyView(content($0)) }
        }
    }
}

extension View {
    /// This view with the charts inside it configured by `transform`. Built directly rather than through
    /// `transformEnvironment`, which is isolated to the main actor, since Charts' modifiers are nonisolated.
    nonisolated func configuringCharts(
        _ transform: @escaping (inout ChartConfiguration) -> Void
    )
        -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<ChartConfiguration>>
    {
        ModifiedContent(
            content: self,
            modifier: _EnvironmentKeyTransformModifier(keyPath: \.chartConfiguration, transform: transform))
    }
}

extension ScaleSetting {
    /// Records a modifier's domain and range (a scale type is read from the data, as `automatic`).
    mutating func set(domain: ScaleDomainSpec?, range: _ScaleRangeOutputs<CGFloat>?, type: ScaleType?) {
        if let domain { self.domain = domain }
        if let range {
            if let padding = range.padding {
                self.padding = padding
            } else if let low = range.values.min(), let high = range.values.max() {
                self.range = low...high
            }
        }
    }
}

extension ScaleDomainSpec {
    /// The values of a discrete domain (a style scale's).
    var listedValues: [ChartValue] {
        switch self {
        case .values(let values): values
        case .bounds(let low, let high): [.number(low), .number(high)]
        case .automatic: []
        }
    }
}
