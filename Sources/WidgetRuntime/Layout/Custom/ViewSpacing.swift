import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Every edge prefers SwiftUI's default distance (8 points) to its neighbour, except where the kinds of the two
/// views ask another along the vertical axis: a text's top and bottom edges ask distances its font gives from a
/// view that is not text, and none from another text (`NeighbourSpacing`, docs/layout.md).
public struct ViewSpacing: Sendable {
    /// Preferred distance on each edge when no kind meets: top, leading, bottom, trailing.
    private var edges: [CGFloat]
    /// The top and bottom edges by kind (text or not); nil for `zero`, which has no kind.
    private var kinds: NeighbourSpacing?

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0], kinds: nil)

    /// Initializes an instance with default spacing values.
    public init() {
        edges = Array(repeating: defaultStackSpacing, count: 4)
        kinds = .plain
    }

    /// The spacing of a view whose vertical edges are `kinds` (a text, a stack holding one).
    init(kinds: NeighbourSpacing) {
        edges = Array(repeating: defaultStackSpacing, count: 4)
        self.kinds = kinds
    }

    private init(edges: [CGFloat], kinds: NeighbourSpacing?) {
        self.edges = edges
        self.kinds = kinds
    }

    private static let order: [Edge] = [.top, .leading, .bottom, .trailing]

    /// Merges the spacing preferences of another spacing instance with this instance for a specified set of
    /// edges: each edge keeps the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (index, edge) in Self.order.enumerated() where edges.contains(Edge.Set(edge)) {
            self.edges[index] = max(self.edges[index], other.edges[index])
        }
        guard let theirs = other.kinds else { return }
        let none = NeighbourSpacing.Side(text: nil, plain: false)
        var mine = kinds ?? NeighbourSpacing(top: none, bottom: none)
        if edges.contains(.top) { mine.top.formUnion(theirs.top) }
        if edges.contains(.bottom) { mine.bottom.formUnion(theirs.bottom) }
        kinds = mine
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this instance
    /// for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a specified
    /// spacing preference: what the kinds of the facing edges ask, else the larger of their preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .horizontal { return max(edges[3], next.edges[1]) }
        if let above = kinds?.bottom, let below = next.kinds?.top,
            let distance = NeighbourSpacing.categoryDistance(from: above, to: below)
        {
            return distance
        }
        return max(edges[2], next.edges[0])
    }
}
