import Foundation

/// A device whose Home Screen and Lock Screen widget sizes the host renders at (reference §1.1).
public struct WidgetDevice: Hashable, Sendable, CustomStringConvertible {
    /// The device's name ("iPhone 15 Pro").
    public let name: String
    /// The portrait screen size in points.
    public let screenSize: CGSize
    private let sizes: [WidgetFamily: CGSize]

    /// Creates a device with its widget sizes by family (families it lacks are not supported).
    public init(name: String, screenSize: CGSize, sizes: [WidgetFamily: CGSize]) {
        self.name = name
        self.screenSize = screenSize
        self.sizes = sizes
    }

    /// The size of a widget of `family` on this device, or `nil` when the device has no such widgets.
    public func size(for family: WidgetFamily) -> CGSize? { sizes[family] }

    /// The families this device shows.
    public var supportedFamilies: [WidgetFamily] { WidgetFamily.allFamilies.filter { sizes[$0] != nil } }

    public var description: String { name }

    public static func == (lhs: WidgetDevice, rhs: WidgetDevice) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func iPhone(
        _ name: String, screen: CGSize, small: CGFloat, wide: CGFloat, large: CGFloat, circular: CGFloat,
        rectangular: CGSize, inline: CGFloat
    ) -> WidgetDevice {
        WidgetDevice(
            name: name, screenSize: screen,
            sizes: [
                .systemSmall: CGSize(width: small, height: small),
                .systemMedium: CGSize(width: wide, height: small),
                .systemLarge: CGSize(width: wide, height: large),
                .accessoryCircular: CGSize(width: circular, height: circular),
                .accessoryRectangular: rectangular,
                .accessoryInline: CGSize(width: inline, height: 26),
            ])
    }

    /// iPhone 15 Pro (also 15, 14 Pro, 16): 393×852 pt.
    public static let iPhone15Pro = iPhone(
        "iPhone 15 Pro", screen: CGSize(width: 393, height: 852), small: 158, wide: 338, large: 354, circular: 72,
        rectangular: CGSize(width: 160, height: 72), inline: 234)

    /// iPhone 15 Pro Max (also 15 Plus, 14 Pro Max, 16 Plus): 430×932 pt.
    public static let iPhone15ProMax = iPhone(
        "iPhone 15 Pro Max", screen: CGSize(width: 430, height: 932), small: 170, wide: 364, large: 382,
        circular: 76, rectangular: CGSize(width: 172, height: 76), inline: 257)

    /// iPad Pro 12.9-inch (1024×1366 pt), at its device sizes (iPadOS lays out at a larger canvas and scales
    /// down; this renders at the device size directly). The only device here with `systemExtraLarge`.
    public static let iPadPro12Inch = WidgetDevice(
        name: "iPad Pro (12.9-inch)", screenSize: CGSize(width: 1024, height: 1366),
        sizes: [
            .systemSmall: CGSize(width: 160, height: 160),
            .systemMedium: CGSize(width: 356, height: 160),
            .systemLarge: CGSize(width: 356, height: 356),
            .systemExtraLarge: CGSize(width: 748, height: 356),
        ])

    /// The devices the host knows.
    public static let all: [WidgetDevice] = [.iPhone15Pro, .iPhone15ProMax, .iPadPro12Inch]
}
