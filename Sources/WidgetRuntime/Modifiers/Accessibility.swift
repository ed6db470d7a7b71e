import Foundation

/// A modifier that sets accessibility properties of the view it wraps, written as ARIA attributes (what a
/// screen reader on the page reads). Chained accessibility modifiers merge into one.
public struct AccessibilityAttachmentModifier: ViewModifier {
    enum Property {
        case label(Text)
        case value(Text)
        case hint(Text)
        case hidden(Bool)
        case identifier(String)
        case sortPriority(Double)
        case addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits)
        case heading(AccessibilityHeadingLevel)
        case inputLabels([Text])
    }

    var properties: [Property]
    public typealias Body = Never

    nonisolated func adding(_ property: Property) -> AccessibilityAttachmentModifier {
        AccessibilityAttachmentModifier(properties: properties + [property])
    }
}

extension AccessibilityAttachmentModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        var nodes = content(context)
        var traits = AccessibilityTraits()
        for index in nodes.indices {
            for property in properties {
                switch property {
                case .label(let text): nodes[index].setAttribute("aria-label", text.plainString(in: context))
                case .value(let text): nodes[index].setAttribute("aria-valuetext", text.plainString(in: context))
                case .hint(let text): nodes[index].setAttribute("aria-description", text.plainString(in: context))
                case .hidden(let hidden):
                    if hidden { nodes[index].setAttribute("aria-hidden", "true") }
                case .identifier(let identifier): nodes[index].setAttribute("data-accessibility-id", identifier)
                case .sortPriority(let priority):
                    nodes[index].setAttribute("data-accessibility-sort", CSS.number(CGFloat(priority)))
                case .addTraits(let added): traits.formUnion(added)
                case .removeTraits(let removed): traits.subtract(removed)
                case .heading(let level):
                    nodes[index].setAttribute("role", "heading")
                    nodes[index].setAttribute("aria-level", String(level.rawValue))
                case .inputLabels: break
                }
            }
            if let role = traits.role, !nodes[index].attributes.contains(where: { $0.name == "role" }) {
                nodes[index].setAttribute("role", role)
            }
            if traits.contains(.isSelected) { nodes[index].setAttribute("aria-selected", "true") }
            // ARIA allows aria-label only on an element with a role: a labelled view is read as one image.
            if nodes[index].attribute("aria-label") != nil, let role = AccessibleMarkup.roleForLabel(of: nodes[index]) {
                nodes[index].setAttribute("role", role)
            }
        }
        return nodes
    }
}

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var rawValue: UInt32

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    public init() { rawValue = 0 }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The ARIA role of the strongest trait.
    var role: String? {
        if contains(.isToggle) { return "switch" }
        if contains(.isButton) { return "button" }
        if contains(.isLink) { return "link" }
        if contains(.isHeader) { return "heading" }
        if contains(.isImage) { return "img" }
        if contains(.isSearchField) { return "searchbox" }
        return nil
    }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue | other.rawValue)
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue |= other.rawValue }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue & other.rawValue)
    }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue &= other.rawValue }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue ^ other.rawValue)
    }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue ^= other.rawValue }
    public func contains(_ member: AccessibilityTraits) -> Bool { rawValue & member.rawValue == member.rawValue }

    @discardableResult
    public mutating func insert(
        _ newMember: AccessibilityTraits
    ) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(newMember)
        rawValue |= newMember.rawValue
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        rawValue &= ~member.rawValue
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        rawValue |= newMember.rawValue
        return had ? newMember : nil
    }
}

/// The hierarchy of a heading in relation to other headings.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified = 0
    case h1 = 1
    case h2 = 2
    case h3 = 3
    case h4 = 4
    case h5 = 5
    case h6 = 6
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable {
    let name: String
    /// Any child accessibility elements become hidden.
    public static var ignore: AccessibilityChildBehavior { AccessibilityChildBehavior(name: "ignore") }
    /// Any child accessibility elements become children of the new accessibility element.
    public static var contain: AccessibilityChildBehavior { AccessibilityChildBehavior(name: "contain") }
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static var combine: AccessibilityChildBehavior { AccessibilityChildBehavior(name: "combine") }
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

/// Makes the content one accessibility element (a group), hiding or combining its children.
public struct _AccessibilityElementModifier: ViewModifier {
    let children: AccessibilityChildBehavior
    public typealias Body = Never
}

extension _AccessibilityElementModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        var nodes = content(context)
        for index in nodes.indices {
            nodes[index].setAttribute("role", children == .ignore ? "img" : "group")
            nodes[index].setAttribute("data-accessibility-children", children.name)
        }
        return nodes
    }
}

extension View {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: [.label(label)]))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(
        _ labelKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        accessibilityLabel(Text(label))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: [.value(valueDescription)]))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(
        _ valueKey: LocalizedStringKey
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityValue(Text(valueKey))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        accessibilityValue(Text(value))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: [.hint(hint)]))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(
        _ hintKey: LocalizedStringKey
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityHint(Text(hintKey))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol {
        accessibilityHint(Text(hint))
    }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(properties: [.hidden(hidden)]))
    }

    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(
        _ identifier: String
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(properties: [.identifier(identifier)]))
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other elements.
    public func accessibilitySortPriority(
        _ sortPriority: Double
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(properties: [.sortPriority(sortPriority)]))
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(properties: [.addTraits(traits)]))
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(properties: [.removeTraits(traits)]))
    }

    /// Set the level of this heading.
    public func accessibilityHeading(
        _ level: AccessibilityHeadingLevel
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(properties: [.heading(level)]))
    }

    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(
        _ inputLabels: [Text]
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier(properties: [.inputLabels(inputLabels)]))
    }

    /// Creates a new accessibility element, or modifies the accessibility element traits of an existing one.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityElementModifier(children: children))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    // Chained accessibility modifiers extend the one modifier, as SwiftUI's do.

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.label(label)))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        accessibilityLabel(Text(label))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.value(valueDescription)))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        accessibilityValue(Text(value))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.hint(hint)))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
        accessibilityHint(Text(hint))
    }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.hidden(hidden)))
    }

    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.identifier(identifier)))
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.addTraits(traits)))
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(.removeTraits(traits)))
    }
}

extension View {
    /// Adds an action to perform before this view appears (widgets are drawn, not shown live: never called).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Adds an action to perform after this view disappears (never called in a widget).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Adds an asynchronous task to perform before this view appears (never started in a widget: a widget's
    /// data comes from its timeline provider).
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        self
    }
}
