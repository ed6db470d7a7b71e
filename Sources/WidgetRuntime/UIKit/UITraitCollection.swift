import Foundation

/// The appearance a dynamic `UIColor` is resolved for: the part of UIKit's trait collection widget code uses.
public class UITraitCollection: NSObject, @unchecked Sendable {
    /// The appearance: light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A trait collection with only an appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits in effect (light appearance here: nothing is being drawn when code asks).
    public class var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark appearance, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance given.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
