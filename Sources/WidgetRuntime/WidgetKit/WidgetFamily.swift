import Foundation

/// Values that define the widget's size and shape.
public enum WidgetFamily: Int, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A small widget (a square on the Home Screen).
    case systemSmall
    /// A medium widget (twice as wide as small).
    case systemMedium
    /// A large widget (a square of four small widgets).
    case systemLarge
    /// An extra-large widget (iPad only).
    case systemExtraLarge
    /// A watch face's corner. Unavailable, as in iOS's WidgetKit: widget code shared with a watch extension may
    /// name it in a `switch` (and a `switch` may leave it out), and nothing else can use it.
    @available(*, unavailable)
    case accessoryCorner
    /// A circular Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// A one-line Lock Screen widget above the clock.
    case accessoryInline

    public var description: String {
        switch self {
        case .systemSmall: return "systemSmall"
        case .systemMedium: return "systemMedium"
        case .systemLarge: return "systemLarge"
        case .systemExtraLarge: return "systemExtraLarge"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryRectangular: return "accessoryRectangular"
        case .accessoryInline: return "accessoryInline"
        }
    }

    public var debugDescription: String { description }

    /// Every family. Not `CaseIterable`: Apple's WidgetFamily is not, and code written against this one must
    /// compile against Apple's.
    package static let allFamilies: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular,
        .accessoryInline,
    ]

    /// The family named like its case (`"systemSmall"`), as the web page and archives spell it.
    package init?(name: String) {
        guard let family = Self.allFamilies.first(where: { $0.description == name }) else { return nil }
        self = family
    }

    /// Whether this is a Lock Screen (accessory) family.
    package var isAccessory: Bool {
        self == .accessoryCircular || self == .accessoryRectangular || self == .accessoryInline
    }
}

/// Constants that indicate the rendering mode for a widget.
///
/// WidgetKit declares it `Equatable, CustomStringConvertible`; it is `Sendable` here so that its constants
/// can be `static let`s in Swift 6 mode.
public struct WidgetRenderingMode: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// All of the widget's colors are shown as they are (Home Screen).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Views are split into an accented group and a default group, each tinted.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Views are desaturated and drawn with a vibrant effect over the wallpaper (Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}

/// The placement of a container background.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}
