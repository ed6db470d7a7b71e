import Foundation

/// A type-erased instance of the layout protocol.
public struct AnyLayout: Layout {
    let storage: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L>(_ layout: L) where L: Layout {
        storage = (layout as? AnyLayout)?.storage ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        func run<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return run(storage)
    }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func run<L: Layout>(_ layout: L) {
            guard var inner = cache.value as? L.Cache else {
                cache.value = layout.makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&inner, subviews: subviews)
            cache.value = inner
        }
        run(storage)
    }

    /// The wrapped layout's preferred spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ layout: L) -> ViewSpacing {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return run(storage)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return run(storage)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L) {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        run(storage)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return run(storage)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func run<L: Layout>(_ layout: L) -> CGFloat? {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return run(storage)
    }
}
