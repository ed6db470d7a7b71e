import Foundation

/// Keeps taps from the content: CSS `pointer-events: none`, which the content's own views inherit, as SwiftUI
/// turns off hit testing for them all. Public and underscored because the inlinable `allowsHitTesting(_:)`
/// names it (as `_ZIndexModifier`); nothing else should. The overlay or background layer the view sits in still
/// covers its whole rectangle on the page, so a link under an overlay is not reached through it
/// (AppleAPISnapshotTests' `tips-badge` reference shows both).
public struct _AllowsHitTestingModifier: ViewModifier {
    let enabled: Bool
    public typealias Body = Never

    @usableFromInline
    nonisolated init(enabled: Bool) {
        self.enabled = enabled
    }
}

extension _AllowsHitTestingModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        if !enabled { node.setStyle("pointer-events", "none") }
        return node
    }
}

extension View {
    /// Configures whether this view participates in hit test operations.
    @inlinable
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: _AllowsHitTestingModifier(enabled: enabled))
    }
}
