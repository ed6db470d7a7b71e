import Foundation

/// The kinds of interaction a content shape defines (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The shape for hit-testing interaction.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of a drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of a context menu preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The shape for accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// The regions of the safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area defined by the device and its containers.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// Accepted so that widget code builds; what they change does not exist here. A widget's tap area is its
// button's or link's whole box (no shape narrows it), and a widget has no safe area: its margins are content
// margins, which `ignoresSafeArea` does not remove on iOS either (`contentMarginsDisabled()` does).
extension View {
    /// Defines the content shape for hit testing (accepted: a button's tap area here is its whole box).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Sets the content shape for one kind of interaction (accepted, as `contentShape(_:eoFill:)`).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Expands the view out of its safe area (accepted: a widget has none; see `contentMarginsDisabled()`).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (the older form of
    /// `ignoresSafeArea`, accepted in the same way).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}
