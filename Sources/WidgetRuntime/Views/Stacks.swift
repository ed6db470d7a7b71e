import Foundation

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content> where Content: View {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    // Held by reference: see ViewBox.
    @usableFromInline let box: ViewBox<Content>

    /// Creates an instance with the given spacing and horizontal alignment.
    // Inlinable: made in the caller, the box is allocated without a runtime lookup of its generic metadata.
    @inlinable
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        box = ViewBox(content())
    }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content> where Content: View {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    // Held by reference: see ViewBox.
    @usableFromInline let box: ViewBox<Content>

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    // Inlinable: made in the caller, the box is allocated without a runtime lookup of its generic metadata.
    @inlinable
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        box = ViewBox(content())
    }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content> where Content: View {
    @usableFromInline let alignment: Alignment
    // Held by reference: see ViewBox.
    @usableFromInline let box: ViewBox<Content>

    /// Creates an instance with the given alignment.
    // Inlinable: made in the caller, the box is allocated without a runtime lookup of its generic metadata.
    @inlinable
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        box = ViewBox(content())
    }
}

extension VStack: View {
    public typealias Body = Never
}

extension HStack: View {
    public typealias Body = Never
}

extension ZStack: View {
    public typealias Body = Never
}

/// SwiftUI's default spacing between adjacent views in a stack.
let defaultStackSpacing: CGFloat = 8

extension VStack: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes.append(
            StackLayout.stack(
                axis: .vertical, crossAlignment: alignment.css, spacing: spacing, content: box.view, in: context,
                guided: GuidedStack(kind: .vertical(alignment, spacing: spacing))))
    }
}

extension HStack: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes.append(
            StackLayout.stack(
                axis: .horizontal, crossAlignment: alignment.css, spacing: spacing, content: box.view, in: context,
                guided: GuidedStack(kind: .horizontal(alignment, spacing: spacing))))
    }
}

extension ZStack: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var inner = context
        inner.stackAxis = nil
        var children = box.view.renderNodes(in: inner)
        var flexibility: Axis.Set = []
        for index in children.indices {
            flexibility.formUnion(children[index].flexibility)
            children[index].setStyle("grid-area", "1/1")
            // A flexible child fills the stack, as shapes and colors do in a SwiftUI ZStack.
            if children[index].flexibility.contains(.horizontal) { children[index].setStyle("justify-self", "stretch") }
            if children[index].flexibility.contains(.vertical) { children[index].setStyle("align-self", "stretch") }
        }
        var style: [(property: String, value: String)] = [
            ("justify-items", alignment.horizontal.css), ("align-items", alignment.vertical.css),
        ]
        if context.session.usesZIndex, ZIndex.prepare(&children) { style.append(("isolation", "isolate")) }
        var node = HTMLNode(classes: ["zstack"], style: style, content: .children(children), flexibility: flexibility)
        let guided = GuidedStack(kind: .layered(alignment))
        if !guided.record(on: &node, in: context) { node.record(.zstack, in: context) }
        return [node]
    }
}

/// How stacks turn their children's flexibility into CSS flexbox growth.
package enum StackLayout {
    @MainActor
    static func stack<Content: View>(
        axis: Axis, crossAlignment: String, spacing: CGFloat?, content: Content, in context: RenderContext,
        guided: GuidedStack? = nil
    ) -> HTMLNode {
        var inner = context
        inner.stackAxis = axis
        var children = content.renderNodes(in: inner)
        var flexibility: Axis.Set = []
        for index in children.indices {
            flexibility.formUnion(children[index].flexibility)
            applyFlexibility(to: &children[index], along: axis)
        }
        var style: [(property: String, value: String)] = []
        style.reserveCapacity(2)
        // The space between neighbours: the stack's spacing, or what the kinds of the two views ask (SwiftUI's
        // rule; docs/layout.md, "Spacing between neighbours"). Equal gaps are one `gap`, as they always were;
        // others are margins on the views they precede.
        var gaps: CGFloat = 0
        if children.count > 1 {
            let uniform = spacing ?? uniformGap(children, along: axis)
            if let uniform {
                if uniform != 0 { style.append(("gap", CSS.length(uniform))) }
                gaps = uniform * CGFloat(children.count - 1)
            } else {
                for index in children.indices.dropFirst() {
                    let gap = distance(from: children[index - 1], to: children[index], along: axis)
                    gaps += gap
                    if gap != 0 { setMargin(&children[index], gap, along: axis) }
                }
            }
        }
        if crossAlignment != "center" { style.append(("align-items", crossAlignment)) }
        if context.session.usesZIndex, ZIndex.prepare(&children) { style.append(("isolation", "isolate")) }
        let edges = stackEdges(children, along: axis)
        var node = HTMLNode(
            classes: [axis == .vertical ? "vstack" : "hstack"], style: style, content: .children(children),
            flexibility: flexibility)
        node.neighbourSpacing = edges
        if guided?.record(on: &node, in: context) != true {
            node.record(.stack(axis, spacing: 0, gaps: gaps), in: context)
        }
        return node
    }

    /// The gap between every two neighbours when the kinds of views ask the same one everywhere (a row or a
    /// column of views none of which is text or a spacer), nil when it differs.
    private static func uniformGap(_ children: [HTMLNode], along axis: Axis) -> CGFloat? {
        let first = distance(from: children[0], to: children[1], along: axis)
        for index in children.indices.dropFirst(2) {
            if distance(from: children[index - 1], to: children[index], along: axis) != first { return nil }
        }
        return first
    }

    /// What two neighbours' facing edges ask along the stack's axis.
    private static func distance(from previous: HTMLNode, to next: HTMLNode, along axis: Axis) -> CGFloat {
        if axis == .horizontal {
            return NeighbourSpacing.horizontalDistance(
                from: previous.neighbourSpacing.trailing, to: next.neighbourSpacing.leading)
        }
        return NeighbourSpacing.distance(from: previous.neighbourSpacing.bottom, to: next.neighbourSpacing.top)
    }

    /// Puts `gap` before a stack's child: above it in a column, on its leading side in a row (`inline-start`, so
    /// that a right-to-left page mirrors it as the flex row does).
    private static func setMargin(_ node: inout HTMLNode, _ gap: CGFloat, along axis: Axis) {
        if axis == .horizontal {
            node.setStyle("margin-inline-start", CSS.length(gap))
        } else {
            setMarginTop(&node, gap)
        }
    }

    /// Puts `gap` above a stack's child. A text with line spacing already has a negative top margin (the outer
    /// half of its first line's spacing, `Text.spaceLines`): the gap is added to it.
    private static func setMarginTop(_ node: inout HTMLNode, _ gap: CGFloat) {
        for declaration in node.style where declaration.property == "margin" {
            let top = declaration.value.split(separator: " ").first.map(String.init) ?? "0px"
            node.setStyle("margin-top", "calc(" + CSS.length(gap) + " + " + top + ")")
            return
        }
        node.setStyle("margin-top", CSS.length(gap))
    }

    /// A stack's own edges, as SwiftUI's stacks report them: a column's top is its first view's and its bottom
    /// its last view's, its sides hold every view's; a row's leading side is its first view's and its trailing
    /// side its last view's, its top and bottom hold every view's.
    private static func stackEdges(_ children: [HTMLNode], along axis: Axis) -> NeighbourSpacing {
        guard let first = children.first, let last = children.last else { return .plain }
        var edges = first.neighbourSpacing
        for child in children.dropFirst() {
            if axis == .vertical {
                edges.leading = NeighbourSpacing.larger(edges.leading, child.neighbourSpacing.leading)
                edges.trailing = NeighbourSpacing.larger(edges.trailing, child.neighbourSpacing.trailing)
            } else {
                edges.top.formUnion(child.neighbourSpacing.top)
                edges.bottom.formUnion(child.neighbourSpacing.bottom)
            }
        }
        if axis == .vertical {
            edges.bottom = last.neighbourSpacing.bottom
        } else {
            edges.trailing = last.neighbourSpacing.trailing
        }
        return edges
    }

    /// A child flexible along the stack's axis grows into the free space; one flexible across it
    /// stretches to the stack's width (or height).
    package static func applyFlexibility(to node: inout HTMLNode, along axis: Axis) {
        let main: Axis.Set = axis == .vertical ? .vertical : .horizontal
        let cross: Axis.Set = axis == .vertical ? .horizontal : .vertical
        if node.flexibility.contains(main) { node.setStyle("flex", "1 1 0") }
        if node.flexibility.contains(cross) { node.setStyle("align-self", "stretch") }
    }
}
