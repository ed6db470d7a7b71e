import Foundation

/// Custom layouts in the engine: a `Layout`'s subviews are the node's children, measured through the same
/// boxes as every other view; where the layout places them is written into the page as absolute positions.
extension LayoutBox {
    /// Where a layout asked a subview to go (`LayoutSubview.place(at:anchor:proposal:)`).
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedSize
    }

    /// The children as a layout's subviews.
    func subviews(orientation: Axis?, direction: LayoutDirection) -> LayoutSubviews {
        LayoutSubviews(
            children.indices.map { LayoutSubview(parent: self, index: $0, orientation: orientation) },
            layoutDirection: direction)
    }

    /// The layout's cache for this pass, made on first use.
    func cache<L: Layout>(of layout: L, subviews: LayoutSubviews) -> L.Cache {
        if let cache = layoutCache as? L.Cache { return cache }
        return layout.makeCache(subviews: subviews)
    }

    func record(_ placement: Placement, at index: Int) {
        if placements.count != children.count { placements = Array(repeating: nil, count: children.count) }
        if placements.indices.contains(index) { placements[index] = placement }
    }

    // MARK: What a subview answers

    /// The box a modifier wraps, through which a subview's traits and guides pass (with the offset of its
    /// origin in this one's, for padding).
    var wrapped: (box: LayoutBox, offset: CGPoint)? {
        switch kind {
        case nil:
            return children.count == 1 ? (children[0], .zero) : nil
        case .priority?, .layoutValue?, .guides?, .fixedSize?:
            return children.first.map { ($0, .zero) }
        case .padding(let insets)?:
            return children.first.map { ($0, CGPoint(x: insets.leading, y: insets.top)) }
        case .layered?:
            return content.map { ($0, .zero) }
        default:
            return nil
        }
    }

    /// The subview's `layoutPriority`, set on it or on a view it wraps.
    var chainPriority: Double {
        if case .priority(let value) = kind { return value }
        return wrapped?.box.chainPriority ?? 0
    }

    /// The value of a `layoutValue(key:value:)` set on the subview (the outermost one wins).
    func layoutValue(for key: ObjectIdentifier) -> Any? {
        if case .layoutValue(let found, let value) = kind, found == key { return value.value }
        return wrapped?.box.layoutValue(for: key)
    }

    /// The size answered as a subview of a layout whose stacks run along `orientation`: a spacer grows along
    /// it only, as SwiftUI's spacers read their container's `stackOrientation`.
    func size(_ proposal: ProposedSize, orientation: Axis?) -> CGSize {
        guard let minLength = spacerLength, let axis = orientation else { return size(proposal) }
        let along = max(minLength, proposal[axis] ?? minLength)
        return axis == .horizontal ? CGSize(width: along, height: 0) : CGSize(width: 0, height: along)
    }

    /// The size and alignment guides answered for `proposal`.
    func dimensions(_ proposal: ProposedSize, orientation: Axis? = nil) -> ViewDimensions {
        let size = size(proposal, orientation: orientation)
        let baselines = baselines(proposal, size: size)
        return ViewDimensions(
            width: size.width, height: size.height, explicit: explicitGuides(proposal, size: size),
            firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    /// The guides set explicitly on this view or passed up from the view it wraps.
    func explicitGuides(_ proposal: ProposedSize, size: CGSize) -> [AlignmentKey: CGFloat] {
        switch kind {
        case .guides(let guides)?:
            let inner = children.first?.dimensions(proposal) ?? ViewDimensions(width: size.width, height: size.height)
            var explicit = inner.explicit
            for guide in guides {
                let dimensions = ViewDimensions(
                    width: inner.width, height: inner.height, explicit: explicit, firstBaseline: inner.firstBaseline,
                    lastBaseline: inner.lastBaseline)
                explicit[guide.key] = guide.computeValue(dimensions)
            }
            return explicit
        case .custom(let spec)?:
            return spec.explicitGuides(in: CGRect(origin: .zero, size: size), proposal: proposal, box: self)
        default:
            guard let (inner, offset) = wrapped else { return [:] }
            let innerProposal = self.innerProposal(proposal)
            var explicit = inner.explicitGuides(innerProposal, size: inner.size(innerProposal))
            for (key, value) in explicit { explicit[key] = value + (key.axis == .horizontal ? offset.x : offset.y) }
            return explicit
        }
    }

    /// The offer a wrapping modifier passes to the view it wraps.
    private func innerProposal(_ proposal: ProposedSize) -> ProposedSize {
        switch kind {
        case .padding(let insets)?:
            return ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
        case .fixedSize(let horizontal, let vertical)?:
            return ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        default:
            return proposal
        }
    }

    /// The baselines of the first and last lines of a text (Inter's ascent, 0.96875 em, below the half
    /// leading of the CSS line box), passed up through wrapping modifiers; nil for views without text.
    func baselines(_ proposal: ProposedSize, size: CGSize) -> (first: CGFloat?, last: CGFloat?) {
        if case .text(let text)? = kind {
            let font = text.font
            let first = (font.lineHeight - 1.2109375 * font.size) / 2 + 0.96875 * font.size
            return (first, size.height - font.lineHeight + first)
        }
        guard let (inner, offset) = wrapped else { return (nil, nil) }
        let innerProposal = self.innerProposal(proposal)
        let found = inner.baselines(innerProposal, size: inner.size(innerProposal))
        return (found.first.map { $0 + offset.y }, found.last.map { $0 + offset.y })
    }

    /// The alignments a custom layout is asked for: the built-in ones and those its descendants set.
    func namedAlignments() -> (horizontal: [HorizontalAlignment], vertical: [VerticalAlignment]) {
        var horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        var vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        func collect(_ box: LayoutBox) {
            if case .guides(let guides)? = box.kind {
                for guide in guides {
                    if let value = guide.horizontal, !horizontal.contains(value) { horizontal.append(value) }
                    if let value = guide.vertical, !vertical.contains(value) { vertical.append(value) }
                }
            }
            for child in box.children { collect(child) }
        }
        collect(self)
        return (horizontal, vertical)
    }

    // MARK: Placing and writing

    /// Lets the layout place the children in its own bounds, then places each child for the offer it got.
    /// A child the layout did not place sits at the center, at its ideal size, as SwiftUI leaves it.
    func placeCustom(_ spec: CustomLayoutSpec, proposal: ProposedSize, size: CGSize) {
        placements = Array(repeating: nil, count: children.count)
        spec.place(in: CGRect(origin: .zero, size: size), proposal: proposal, box: self)
        frames = children.indices.map { index in
            let placement =
                placements[index]
                ?? Placement(
                    position: CGPoint(x: size.width / 2, y: size.height / 2), anchor: .center,
                    proposal: ProposedSize(width: nil, height: nil))
            let child = children[index]
            let childSize = child.size(placement.proposal, orientation: spec.orientation)
            child.place(placement.proposal)
            return CGRect(
                x: placement.position.x - placement.anchor.x * childSize.width,
                y: placement.position.y - placement.anchor.y * childSize.height, width: childSize.width,
                height: childSize.height)
        }
    }

    /// Writes the layout's frames: each child in a box absolutely positioned in the layout's (from the
    /// right in a right-to-left layout, as SwiftUI mirrors a layout's placements).
    func applyCustom(to node: inout HTMLNode, spec: CustomLayoutSpec) {
        guard case .children(var nodes) = node.content else { return }
        let edge = spec.layoutDirection == .rightToLeft ? "right" : "left"
        for index in nodes.indices where index < children.count {
            children[index].apply(to: &nodes[index])
            guard frames.indices.contains(index), let frame = frames[index] else { continue }
            nodes[index] = Boxes.wrap(
                nodes[index], classes: ["placed"],
                style: [
                    ("position", "absolute"), (edge, CSS.length(Self.rounded(frame.minX))),
                    ("top", CSS.length(Self.rounded(frame.minY))), ("width", CSS.length(Self.roundedUp(frame.width))),
                    ("height", CSS.length(Self.roundedUp(frame.height))),
                ])
        }
        node.content = .children(nodes)
        node.setStyle("position", "relative")
        if let finalSize { Self.pin(&node, to: finalSize) }
    }

    private static func rounded(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }

    /// Sizes are rounded up: a text in a box a hundredth of a point narrower than its measured width wraps.
    private static func roundedUp(_ value: CGFloat) -> CGFloat { (value * 100 - 0.001).rounded(.up) / 100 }
}
