import Foundation

/// A type that defines the geometry of a collection of views.
///
/// A layout's subviews are measured and placed by `LayoutEngine`, which writes each one's position into the
/// page (absolutely positioned, see docs/layout.md).
@preconcurrency
public protocol Layout: Sendable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    /// The default property values for a layout: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Reinitializes a cache to a new value (SwiftUI's default: a new cache).
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Returns the union of all subview spacing.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        // From the first subview's, not from `zero`: `zero` asks no distance of anything, and a union with it
        // would take that into every edge.
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(into: first.spacing) { $0.formUnion($1.spacing) }
    }

    /// Returns the result of merging the horizontal alignment guides of all subviews (none by default).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        nil
    }

    /// Returns the result of merging the vertical alignment guides of all subviews (none by default).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? {
        nil
    }
}

extension Layout where Self.Cache == () {
    /// Returns the empty cache of a layout that keeps none.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache {
        ()
    }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms of the custom
    /// layout container.
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        _LayoutRoot(layout: self, content: content())
    }
}
