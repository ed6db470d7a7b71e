import Foundation

/// Orders the content among the overlapping views of its stack: higher values are drawn on top.
public struct _ZIndexModifier: ViewModifier {
    let value: Double
    public typealias Body = Never

    @usableFromInline
    nonisolated init(value: Double) {
        self.value = value
    }
}

extension _ZIndexModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        node.setStyle("z-index", String(ZIndex.css(value)))
        context.session.usesZIndex = true
        return node
    }
}

extension View {
    /// Controls the display order of overlapping views.
    @inlinable
    nonisolated public func zIndex(_ value: Double) -> some View {
        ModifiedContent(content: self, modifier: _ZIndexModifier(value: value))
    }
}

/// CSS stacking for `zIndex`: a flex or grid item with a `z-index` is painted by it, equal values in document
/// order, as SwiftUI draws equal z-indices in declaration order.
package enum ZIndex {
    /// CSS z-index is an integer: thousandths keep fractional indices apart (`0.5` above `0`, below `1`).
    static func css(_ value: Double) -> Int32 {
        let scaled = (value * 1000).rounded()
        guard scaled.isFinite else { return value > 0 ? .max : .min }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), scaled)))
    }

    /// Prepares the children of a stack for their z-indices and says whether the stack must isolate them.
    ///
    /// A modifier after `zIndex` (padding, offset, background…) wraps the node in boxes, some of which form a
    /// stacking context of their own (a transform, an opacity), where the index would order nothing: as a
    /// SwiftUI trait passes through such modifiers to the stack, the index is moved up to the stack's child.
    /// Isolating the stack keeps a negative index behind its siblings only, not behind the stack's ancestors
    /// (the widget's background).
    package static func prepare(_ children: inout [HTMLNode]) -> Bool {
        var found = false
        for index in children.indices {
            if children[index].style.contains(where: { $0.property == "z-index" }) {
                found = true
            } else if let value = takeNested(from: &children[index]) {
                children[index].setStyle("z-index", value)
                found = true
            }
        }
        return found
    }

    /// Removes and returns the z-index of the node a chain of wrapping boxes under `node` wraps.
    private static func takeNested(from node: inout HTMLNode) -> String? {
        guard node.classes.first == "box", case .children(var inner) = node.content else { return nil }
        // The content of a box: its only child, or the child of a layered box that is not a layer.
        let contentIndex: Int?
        if inner.count == 1 {
            contentIndex = 0
        } else if node.classes.contains("layered") {
            contentIndex = inner.firstIndex { !$0.classes.contains("layer") }
        } else {
            contentIndex = nil
        }
        guard let contentIndex else { return nil }
        if let styleIndex = inner[contentIndex].style.firstIndex(where: { $0.property == "z-index" }) {
            let value = inner[contentIndex].style[styleIndex].value
            inner[contentIndex].style.remove(at: styleIndex)
            node.content = .children(inner)
            return value
        }
        guard let value = takeNested(from: &inner[contentIndex]) else { return nil }
        node.content = .children(inner)
        return value
    }
}
