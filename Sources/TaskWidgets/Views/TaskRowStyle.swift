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
