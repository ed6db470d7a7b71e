import Foundation

/// The device: UIKit's `UIDevice.current`, as a widget extension on an iPhone sees it.
public class UIDevice: NSObject, @unchecked Sendable {
    /// The kind of interface of a device.
    public enum UserInterfaceIdiom: Int, Sendable {
        /// Not known.
        case unspecified = -1
        /// An iPhone.
        case phone = 0
        /// An iPad.
        case pad = 1
        /// An Apple TV.
        case tv = 2
        /// CarPlay.
        case carPlay = 3
        /// A Mac running Mac Catalyst.
        case mac = 5
        /// Apple Vision Pro.
        case vision = 6
    }

    /// The device this runs on (an iPhone with iOS 17 here).
    public class var current: UIDevice { UIDevice() }

    /// The device's name, as the user set it.
    public var name: String { "iPhone" }
    /// The model ("iPhone").
    public var model: String { "iPhone" }
    /// The model as a localized string.
    public var localizedModel: String { "iPhone" }
    /// The operating system's name.
    public var systemName: String { "iOS" }
    /// The operating system's version.
    public var systemVersion: String { "17.0" }
    /// The kind of interface.
    public var userInterfaceIdiom: UIDevice.UserInterfaceIdiom { .phone }
    /// An identifier of the device for this vendor's apps, the same for this machine.
    public var identifierForVendor: UUID? { Self.vendorIdentifier }

    private static let vendorIdentifier = UUID(uuidString: "00000000-0000-4000-8000-000000000000")
}
