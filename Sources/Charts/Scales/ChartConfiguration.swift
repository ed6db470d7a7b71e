import Foundation
import WidgetRuntime

/// What the chart modifiers of the views around a chart set: its axes, scales, legend and plot style. Kept in
/// the environment, as Charts keeps them, so that a modifier applies to the charts inside the view it modifies.
struct ChartConfiguration {
    enum AxisSetting {
        case visibility(Visibility)
        case marks([AxisMarksSpec])
    }

    var xAxis = AxisSetting.visibility(.automatic)
    var yAxis = AxisSetting.visibility(.automatic)
    var xScale = ScaleSetting()
    var yScale = ScaleSetting()
    var legend = Visibility.automatic
    var legendPosition = AnnotationPosition.automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// Styles for the values of `foregroundStyle(by:)`, in order (`chartForegroundStyleScale`).
    var styleDomain: [ChartValue]?
    var styleRange: [AnyShapeStyle]?
    var styleMapping: ((ChartValue) -> AnyShapeStyle?)?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
}

/// A position scale's domain and range as `chartXScale` / `chartYScale` set them.
struct ScaleSetting {
    var domain: ScaleDomainSpec?
    /// Points kept free at the start and end of the plot dimension.
    var padding: (start: CGFloat, end: CGFloat)?
    /// The range in points, when given as numbers.
    var range: ClosedRange<CGFloat>?
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}
