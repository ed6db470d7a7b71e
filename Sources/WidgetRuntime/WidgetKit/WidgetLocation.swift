import Foundation

/// A place where the system shows widgets (iOS 17): the Home Screen, the Lock Screen, StandBy, a Mac.
public struct WidgetLocation: Sendable, Hashable {
    let name: String

    /// The Home Screen (and Today View).
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen (iPad's system families; iPhone's accessory families are always there).
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy, on a charging iPhone on its side.
    public static let standBy = WidgetLocation(name: "standBy")
    /// The desktop and Notification Center of a Mac signed in to the same account.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

extension WidgetConfiguration {
    /// Marks the widget's `families` as unsuited to `locations`: the system does not suggest them there.
    @MainActor @preconcurrency
    public func disfavoredLocations(
        _ locations: [WidgetLocation], for families: [WidgetFamily]
    )
        -> some WidgetConfiguration
    {
        modified { descriptor in
            for family in families {
                descriptor.disfavoredLocations[family, default: []].formUnion(locations)
            }
        }
    }
}
