import Foundation

/// A stack whose children set explicit guides for its alignment (or whose alignment is a custom one):
/// flexbox cannot align by them, so the stack is laid out as its `Layout` (HStackLayout, VStackLayout,
/// ZStackLayout) by the engine, which positions its children.
struct GuidedStack {
    /// Which stack, with what it aligns by: every stack of every rendering makes a GuidedStack, so its `Layout`
    /// (an existential) and its guide keys (a `Set`) are made only when the engine lays the stack out.
    enum Kind {
        case horizontal(VerticalAlignment, spacing: CGFloat?)
        case vertical(HorizontalAlignment, spacing: CGFloat?)
        case layered(Alignment)
    }

    let kind: Kind

    /// Whether the stack aligns by a custom guide (an `AlignmentID` of the widget's own).
    var isCustom: Bool {
        switch kind {
        case .horizontal(let alignment, _): alignment.isCustom
        case .vertical(let alignment, _): alignment.isCustom
        case .layered(let alignment): alignment.horizontal.isCustom || alignment.vertical.isCustom
        }
    }

    /// The guides the stack aligns its children by.
    var keys: Set<AlignmentKey> {
        switch kind {
        case .horizontal(let alignment, _): [alignment.key]
        case .vertical(let alignment, _): [alignment.key]
        case .layered(let alignment): [alignment.horizontal.key, alignment.vertical.key]
        }
    }

    /// The stack as a `Layout`.
    var layout: any Layout {
        switch kind {
        case .horizontal(let alignment, let spacing): HStackLayout(alignment: alignment, spacing: spacing)
        case .vertical(let alignment, let spacing): VStackLayout(alignment: alignment, spacing: spacing)
        case .layered(let alignment): ZStackLayout(alignment: alignment)
        }
    }

    /// Records the stack's layout on `node` when it needs the engine; false when flexbox places it.
    @MainActor
    func record(on node: inout HTMLNode, in context: RenderContext) -> Bool {
        let isCustom = isCustom
        if isCustom { context.session.needsLayout = true }
        guard context.recordsLayout, isCustom || Self.anySetsGuide(node.children, in: keys) else { return false }
        node.record(.custom(CustomLayoutSpec(layout, in: context)), in: context)
        return true
    }

    /// Whether one of `nodes` sets one of `keys`. A loop, not `contains(where:)`: a main-actor closure is checked
    /// for isolation at every call, and every stack of a laid-out widget asks.
    @MainActor
    private static func anySetsGuide(_ nodes: [HTMLNode], in keys: Set<AlignmentKey>) -> Bool {
        for node in nodes where node.setsGuide(in: keys) { return true }
        return false
    }
}

extension HTMLNode {
    /// Whether the view this node draws sets one of `keys` explicitly (on it, or on a view a modifier wraps).
    @MainActor
    func setsGuide(in keys: Set<AlignmentKey>) -> Bool {
        switch layout?.kind {
        case .guides(let guides)?:
            return guides.contains { keys.contains($0.key) } || children.first?.setsGuide(in: keys) == true
        case nil, .priority?, .layoutValue?, .fixedSize?, .padding?:
            return children.count == 1 && children[0].setsGuide(in: keys)
        case .layered?:
            return children.first { !$0.classes.contains("layer") }?.setsGuide(in: keys) == true
        default:
            return false
        }
    }
}
