import Foundation

/// One titled group of the options of an `INObjectCollection`.
open class INObjectSection<ObjectType: AnyObject>: NSObject, NSCopying {
    /// The title shown above the section's items (nil: none).
    public let title: String?
    /// The section's items, in order.
    public let items: [ObjectType]

    /// A section with a title and its items.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }

    /// A copy with the same title and items.
    open func copy(with zone: NSZone? = nil) -> Any { INObjectSection(title: title, items: items) }
}
