import Foundation

/// The options an Intents handler provides for a parameter (`provide…OptionsCollection`): its items in
/// sections, each with an optional title, which the configuration form shows as a grouped choice list.
open class INObjectCollection<ObjectType: AnyObject>: NSObject, NSCopying {
    /// The sections, in the order the form shows them.
    public let sections: [INObjectSection<ObjectType>]
    /// Every item of every section, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Whether a long list shows an index of initials (the form here shows the sections as they are).
    open var usesIndexedCollation = false

    /// A collection of sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    /// A collection of one untitled section.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }

    /// A copy with the same sections (items are shared, as NSCopying's shallow copy shares them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = INObjectCollection(sections: sections)
        copy.usesIndexedCollation = usesIndexedCollation
        return copy
    }
}

/// What the host reads of any collection, whatever its item type.
protocol ErasedObjectCollection {
    var erasedSections: [(title: String?, items: [AnyObject])] { get }
}

extension INObjectCollection: ErasedObjectCollection {
    var erasedSections: [(title: String?, items: [AnyObject])] {
        sections.map { ($0.title, $0.items.map { $0 as AnyObject }) }
    }
}
