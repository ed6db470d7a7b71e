import Foundation

/// The sizes of a Live Activity's presentations on a device, from Apple's Human Interface Guidelines, "Live
/// Activities", Specifications (docs/layout.md, "Live Activities").
package struct ActivityMetrics: Equatable, Sendable {
    /// The Lock Screen presentation's width; its height is the content's, from 84 to 160 pt.
    package let lockScreenWidth: CGFloat
    /// The compact presentation's leading and trailing views (52.33 × 36.67 pt on a 393 pt wide iPhone).
    package let compactSide: CGSize
    /// The whole island in the compact and minimal presentations (230 pt on a 393 pt wide iPhone).
    package let islandWidth: CGFloat
    /// The expanded presentation's width; its height is the content's, from 84 to 160 pt.
    package let expandedWidth: CGFloat
    /// Whether the device has a Dynamic Island (no iPad has).
    package var hasDynamicIsland: Bool { islandWidth > 0 }

    /// The island's height in the compact and minimal presentations, and the minimal presentation's diameter.
    package static let islandHeight: CGFloat = 36.67
    /// The Lock Screen and expanded presentations are 84 to 160 pt tall.
    package static let minimumHeight: CGFloat = 84
    package static let maximumHeight: CGFloat = 160
    /// The expanded island's corner radius (HIG: 44 pt, matching the TrueDepth camera's shape).
    package static let expandedCornerRadius: CGFloat = 44
    /// The Lock Screen presentation's corner radius: the HIG gives none; the widgets' estimate (≈22 pt).
    package static let lockScreenCornerRadius: CGFloat = 22

    /// The width of the sensor housing between the compact leading and trailing views.
    package var sensorWidth: CGFloat { islandWidth - 2 * compactSide.width }

    /// The metrics of `device`: the iPhone sizes by screen width, the iPad's Lock Screen width (no island).
    package static func of(_ device: WidgetDevice) -> ActivityMetrics {
        switch device.screenSize.width {
        case 430:
            ActivityMetrics(
                lockScreenWidth: 408, compactSide: CGSize(width: 62.33, height: islandHeight), islandWidth: 250,
                expandedWidth: 408)
        case 393:
            ActivityMetrics(
                lockScreenWidth: 371, compactSide: CGSize(width: 52.33, height: islandHeight), islandWidth: 230,
                expandedWidth: 371)
        default:
            // iPads (1024 pt wide: 500 pt; the others 425 pt) have a Lock Screen presentation only.
            ActivityMetrics(
                lockScreenWidth: device.screenSize.width >= 1024 ? 500 : 425, compactSide: .zero, islandWidth: 0,
                expandedWidth: 0)
        }
    }

    /// The system's content margins of a Dynamic Island presentation (estimates: the HIG gives none; see
    /// docs/layout.md): the compact views keep 8 pt from the island's rounded ends, the minimal view is centered
    /// in its circle, the expanded regions keep 10 pt from the island's top, 16 pt from its sides and 12 pt from
    /// its bottom, so that content beside the camera clears the 44 pt corners.
    package static func defaultMargins(for mode: DynamicIslandMode) -> EdgeInsets {
        switch mode {
        case .compactLeading: EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0)
        case .compactTrailing: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 8)
        case .expanded: EdgeInsets(top: 10, leading: 16, bottom: 12, trailing: 16)
        default: EdgeInsets()
        }
    }
}
