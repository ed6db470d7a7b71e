import Foundation

/// A presentation of a Live Activity in the Dynamic Island.
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String

    /// The expanded presentation, shown when the person touches and holds the island.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// The compact presentation's view on the leading side of the TrueDepth camera.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact presentation's view on the trailing side of the TrueDepth camera.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The minimal presentation, when several Live Activities share the island.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// The layout of a Live Activity in the Dynamic Island: its expanded regions, its compact leading and trailing
/// views and its minimal view.
public struct DynamicIsland {
    package let regions: [DynamicIslandRegionContent]
    package let compactLeading: AnyView
    package let compactTrailing: AnyView
    package let minimal: AnyView
    package var url: URL?
    package var keylineColor: Color?
    /// The content margins set per presentation, applied in the order they were set.
    package var margins: [(mode: DynamicIslandMode, edges: Edge.Set, length: Double)] = []

    /// Creates the Dynamic Island presentations of a Live Activity.
    public init<Expanded, CompactLeading, CompactTrailing, Minimal>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing, @ViewBuilder minimal: @escaping () -> Minimal
    ) where Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View {
        regions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// Sets the URL the app opens when the person taps the Live Activity in the Dynamic Island.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.url = url
        return copy
    }

    /// Tints the thin line around the island on dark backgrounds (`nil`: the system's).
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keylineColor = color
        return copy
    }

    /// Replaces the default content margins of one presentation on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland
    {
        var copy = self
        copy.margins.append((mode, edges, length))
        return copy
    }

    /// The content margins of a presentation: the defaults, then what `contentMargins` set.
    package func margins(for mode: DynamicIslandMode) -> EdgeInsets {
        var insets = ActivityMetrics.defaultMargins(for: mode)
        for margin in margins where margin.mode == mode {
            if margin.edges.contains(.top) { insets.top = margin.length }
            if margin.edges.contains(.leading) { insets.leading = margin.length }
            if margin.edges.contains(.bottom) { insets.bottom = margin.length }
            if margin.edges.contains(.trailing) { insets.trailing = margin.length }
        }
        return insets
    }
}
