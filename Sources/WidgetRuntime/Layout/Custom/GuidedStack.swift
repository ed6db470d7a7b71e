import Foundation

/// A stack whose children set explicit guides for its alignment (or whose alignment is a custom one):
/// flexbox cannot align by them, so the stack is laid out as its `Layout` (HStackLayout, VStackLayout,
/// ZStackLayout) by the engine, which positions its children.
struct GuidedStack {
    let layout: any Layout
    /// The guides the stack aligns its children by.
    let keys: Set<AlignmentKey>
    let isCustom: Bool

    /// Records the stack's layout on `node` when it needs the engine; false when flexbox places it.
    @MainActor
    func record(on node: inout HTMLNode, in context: RenderContext) -> Bool {
        if isCustom { context.session.needsLayout = true }
        guard context.recordsLayout, isCustom || node.children.contains(where: { $0.setsGuide(in: keys) }) else {
            return false
        }
        node.record(.custom(CustomLayoutSpec(layout, in: context)), in: context)
        return true
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
