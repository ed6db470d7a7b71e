import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Every edge prefers SwiftUI's default distance (8 points) to its neighbour, except where the kinds of the two
/// views ask another along the vertical axis: a text's top and bottom edges ask distances its font gives from a
/// view that is not text, and none from another text; and where an edge asks a distance of any view, as `zero`'s
/// and a spacer's edges ask none at all (`NeighbourSpacing`, docs/layout.md).
public struct ViewSpacing: Sendable {
    /// The edges by kind, and what each asks of any neighbour.
    private var kinds: NeighbourSpacing

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(kinds: .spacer(along: nil))

    /// Initializes an instance with default spacing values.
    public init() {
        kinds = .plain
    }

    /// The spacing of a view whose edges are `kinds` (a text, a spacer, a stack holding one).
    init(kinds: NeighbourSpacing) {
        self.kinds = kinds
    }

    /// Merges the spacing preferences of another spacing instance with this instance for a specified set of
    /// edges: each edge keeps the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { kinds.top.formUnion(other.kinds.top) }
        if edges.contains(.bottom) { kinds.bottom.formUnion(other.kinds.bottom) }
        if edges.contains(.leading) { kinds.leading = NeighbourSpacing.larger(kinds.leading, other.kinds.leading) }
        if edges.contains(.trailing) {
            kinds.trailing = NeighbourSpacing.larger(kinds.trailing, other.kinds.trailing)
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this instance
    /// for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a specified
    /// spacing preference: what the kinds of the facing edges ask, else the larger of what either edge asks of
    /// any view, else the default.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .horizontal {
            return NeighbourSpacing.horizontalDistance(from: kinds.trailing, to: next.kinds.leading)
        }
        return NeighbourSpacing.distance(from: kinds.bottom, to: next.kinds.top)
    }
}
