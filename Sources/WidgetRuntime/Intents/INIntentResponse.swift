import Foundation

/// The response of an app to an intent; Xcode generates a subclass with a `code` per intent of a definition.
open class INIntentResponse: NSObject, NSCopying {
    /// The activity to continue in the app when the response opens it.
    open var userActivity: NSUserActivity?

    /// Creates a response without an activity.
    public override init() {
        super.init()
    }

    /// A copy with the same activity.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = INIntentResponse()
        copy.userActivity = userActivity
        return copy
    }
}

/// An activity the app continues where the user left it (Foundation's on Apple platforms; Linux Foundation
/// has none): what an intent response hands to the app.
open class NSUserActivity: NSObject {
    /// The activity's type, a reverse-DNS string the app declares.
    public let activityType: String
    /// A title shown for the activity.
    open var title: String?
    /// The activity's state, for the app to continue from.
    open var userInfo: [AnyHashable: Any]?
    /// A web page to open where the app is not installed.
    open var webpageURL: URL?

    /// Creates an activity of a type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
