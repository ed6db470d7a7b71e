import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Every edge of a view prefers SwiftUI's default distance (8 points) to its neighbour, the distance the
/// stacks here use; iOS varies it with the kinds of views that meet (text beside text, images).
public struct ViewSpacing: Sendable {
    /// Preferred distance on each edge: top, leading, bottom, trailing.
    private var edges: [CGFloat]

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

    /// Initializes an instance with default spacing values.
    public init() {
        edges = Array(repeating: defaultStackSpacing, count: 4)
    }

    private init(edges: [CGFloat]) {
        self.edges = edges
    }

    private static let order: [Edge] = [.top, .leading, .bottom, .trailing]

    /// Merges the spacing preferences of another spacing instance with this instance for a specified set of
    /// edges: each edge keeps the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (index, edge) in Self.order.enumerated() where edges.contains(Edge.Set(edge)) {
            self.edges[index] = max(self.edges[index], other.edges[index])
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
    /// spacing preference: the larger of the two facing edges' preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
    }
}
