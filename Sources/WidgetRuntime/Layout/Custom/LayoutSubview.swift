import Foundation

/// A proxy that represents one subview of a layout.
///
/// It answers from `LayoutEngine`, which lays out on the main actor: the proxy's methods are called from a
/// layout's methods, which the engine calls there.
public struct LayoutSubview: Equatable {
    /// The layout node whose child this is.
    let parent: LayoutBox
    let index: Int
    /// The stack orientation of the parent layout (`LayoutProperties`): spacers grow along it only.
    let orientation: Axis?

    var box: LayoutBox {
        let (parent, index) = (parent, index)
        return MainActor.assumeIsolated { parent.children[index] }
    }

    /// Gets the value for the subview that's associated with the specified key, or the key's default value.
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        let (box, id) = (box, ObjectIdentifier(key))
        let value = MainActor.assumeIsolated { UncheckedValue(box.layoutValue(for: id)) }
        return value.value as? K.Value ?? K.defaultValue
    }

    /// The layout priority of the subview.
    public var priority: Double {
        let box = box
        return MainActor.assumeIsolated { box.chainPriority }
    }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (box, engine, orientation) = (box, proposal.engine, orientation)
        return MainActor.assumeIsolated { box.size(engine, orientation: orientation) }
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let (box, engine, orientation) = (box, proposal.engine, orientation)
        let answer = MainActor.assumeIsolated { UncheckedValue(box.dimensions(engine, orientation: orientation)) }
        return answer.value
    }

    /// The subview's preferred spacing values: SwiftUI's default on every edge, what a text's font asks on its
    /// top and bottom edges (`NeighbourSpacing`), none on a spacer's edges along the layout's orientation (all
    /// four in a layout without one), framed or not.
    public var spacing: ViewSpacing {
        let box = box
        return ViewSpacing(kinds: MainActor.assumeIsolated { box.neighbourSpacing })
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let placement = LayoutBox.Placement(position: position, anchor: anchor, proposal: proposal.engine)
        let (parent, index) = (parent, index)
        MainActor.assumeIsolated { parent.record(placement, at: index) }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.parent === rhs.parent && lhs.index == rhs.index
    }
}

/// A value handed out of `MainActor.assumeIsolated`, which only hands out Sendable ones: the engine and the
/// layout run on the main actor, one after the other, so nothing crosses threads.
struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
