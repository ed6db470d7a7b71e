import Foundation
import WidgetRuntime

/// Charts' default look of axes and legend, as this module draws them (docs/layout.md, "Charts").
enum AxisLayout {
    /// Points between the plot and an axis's labels (and the automatic length of a tick).
    static let labelSpacing: CGFloat = 4
    /// The default font of axis labels and the legend.
    static let labelFont = Font.caption2
    /// The default width of grid lines and ticks.
    static let lineWidth: CGFloat = 0.5
    /// Points between the plot (with its x axis) and the legend.
    static let legendSpacing: CGFloat = 8
    /// The diameter of a legend's color symbol, and the space after it.
    static let legendSymbol: CGFloat = 7
    static let legendSymbolSpacing: CGFloat = 4
    /// Points between two legend entries.
    static let legendEntrySpacing: CGFloat = 12
    /// The share of its band a bar takes by default (categories, date units).
    static let barBandRatio: CGFloat = 0.7
    /// The default line width of lines, and of rules.
    static let lineMarkWidth: CGFloat = 2
    static let ruleMarkWidth: CGFloat = 1
    /// The default size (side, in points) of point marks' symbols, and of symbols on lines.
    static let pointSymbolSize: CGFloat = 8
    static let lineSymbolSize: CGFloat = 6
    /// Points between a mark and its annotation by default.
    static let annotationSpacing: CGFloat = 4
}
