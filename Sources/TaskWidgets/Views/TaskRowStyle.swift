import SwiftUI
import WidgetKit

/// How big a row is drawn: compact where the family must fit many rows, roomy where it has space.
struct TaskRowStyle: Sendable {
    var symbolFont: Font
    var titleFont: Font
    var verticalPadding: CGFloat
    var spacing: CGFloat
    /// Whether the row has room for the due date.
    var showsDueDate: Bool
    /// Whether the row has room for the priority mark.
    var showsPriority = true

    static let compact = TaskRowStyle(
        symbolFont: .body, titleFont: .subheadline, verticalPadding: 4, spacing: 4, showsDueDate: true)
    static let roomy = TaskRowStyle(
        symbolFont: .title3, titleFont: .body, verticalPadding: 6, spacing: 6, showsDueDate: true)

    /// The plate behind a row: the widget's background, half see-through, in full colour. In the accented
    /// mode every view is drawn white at its own opacity, so that plate would be a white slab behind white
    /// text: there the row gets the faintest fill instead.
    static func rowBackground(_ renderingMode: WidgetRenderingMode) -> AnyShapeStyle {
        renderingMode == .accented ? AnyShapeStyle(.fill.quaternary) : AnyShapeStyle(.background.opacity(0.55))
    }

    /// The style that lets `rowCount` rows fit `family` without clipping.
    static func forFamily(_ family: WidgetFamily, rowCount: Int) -> TaskRowStyle {
        switch family {
        case .systemSmall:
            var style = compact
            style.showsDueDate = false
            style.showsPriority = false
            return style
        case .systemLarge, .systemExtraLarge:
            return rowCount > 6 ? compact : roomy
        default:
            return compact
        }
    }
}
