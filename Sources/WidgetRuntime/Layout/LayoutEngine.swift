import Foundation

/// A size offered to a view; `nil` along an axis asks for the view's ideal size there.
package struct ProposedSize: Hashable, Sendable {
    package var width: CGFloat?
    package var height: CGFloat?

    package init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    package init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}

extension CGSize {
    fileprivate subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}

extension Axis {
    fileprivate var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but allocated by code specialized
    /// for `Element` here: the standard library's unspecialized allocation behind `init(repeating:count:)` looks
    /// the storage's generic metadata up in the runtime on every call.
    static func filled(with value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}

/// SwiftUI's layout, in Swift, for the renderings that need sizes CSS does not give back (see docs/layout.md):
/// each node is offered a size and answers with its own, stacks share their space among their children by
/// priority and flexibility, text is measured and wrapped with the page's fonts (`TextMeasurer`). Then what
/// depends on the sizes is written into the nodes: GeometryReader content drawn for its size, the view a
/// ViewThatFits chose, text scaled down to fit (minimumScaleFactor), aspect-ratio boxes and size-dependent
/// drawings at their sizes. The browser still places everything (flexbox), now around those sizes.
@MainActor
package enum LayoutEngine {
    /// Lays out `nodes`, the content of a container offering `size` (a widget's content area, a canvas), and
    /// writes the results into them.
    package static func resolve(_ nodes: inout [HTMLNode], in size: CGSize) {
        let root = LayoutBox(children: LayoutBox.boxes(of: nodes), kind: .stack(.vertical, spacing: 0))
        root.place(ProposedSize(size))
        for index in nodes.indices { root.children[index].apply(to: &nodes[index]) }
    }

    /// Runs the layout when the rendering of `nodes` met views that need it: they are drawn again, recording
    /// their layout (`redraw`), then resolved in `size`. Renderings that need none are left to CSS as they are.
    package static func layOutIfNeeded(
        _ nodes: inout [HTMLNode], in size: CGSize, context: RenderContext,
        redraw: (_ recording: RenderContext) -> [HTMLNode]
    ) {
        let session = context.session
        guard session.needsLayout, !context.recordsLayout else { return }
        defer { session.needsLayout = false }
        var recording = context
        recording.recordsLayout = true
        nodes = redraw(recording)
        resolve(&nodes, in: size)
        warnIfTextEstimated(session)
    }

    /// Renders `view`'s nodes laid out in `size`: as ``layOutIfNeeded(_:in:context:redraw:)`` does, except that a
    /// rendering whose `hint` says the last one needed the engine is drawn once, recording its layout, instead of
    /// a plain pass that finds out and a second, recording, pass. The output is the same either way: a recorded
    /// rendering that turns out to need no layout is drawn again plainly (recording wraps some views in boxes
    /// that only the engine removes), and the hint is updated for the next rendering.
    package static func render(
        in size: CGSize, context: RenderContext, hint: LayoutHint?, _ render: (RenderContext) -> [HTMLNode]
    ) -> [HTMLNode] {
        let session = context.session
        if let hint, hint.expectsLayout, !context.recordsLayout {
            var recording = context
            recording.recordsLayout = true
            var nodes = render(recording)
            if session.needsLayout {
                session.needsLayout = false
                resolve(&nodes, in: size)
                warnIfTextEstimated(session)
                return nodes
            }
            hint.expectsLayout = false
        }
        var nodes = render(context)
        let needsLayout = session.needsLayout && !context.recordsLayout
        layOutIfNeeded(&nodes, in: size, context: context, redraw: render)
        if needsLayout { hint?.expectsLayout = true }
        return nodes
    }

    /// Without HarfBuzz text was estimated, not measured: the rendering says why among its warnings.
    package static func warnIfTextEstimated(_ session: RenderSession) {
        if let reason = FontFiles.unavailableReason { session.warn(reason) }
    }

    /// The size `nodes` take when offered `proposal` (a canvas that fits its content).
    package static func size(of nodes: [HTMLNode], proposal: ProposedSize) -> CGSize {
        LayoutBox(children: LayoutBox.boxes(of: nodes), kind: .stack(.vertical, spacing: 0)).size(proposal)
    }
}

/// A node while it is laid out: its layout, its children, the sizes it answered (remembered: stacks ask
/// their children several times) and what the final layout decided.
@MainActor
final class LayoutBox {
    let kind: LayoutSpec.Kind?
    var children: [LayoutBox]
    let flexibility: Axis.Set
    let isLayer: Bool
    /// The layout priority (`.priority`), and a spacer's minimum length (nil for any other kind): read from
    /// `kind` once, as stacks ask them of each child at every proposal.
    let priority: Double
    let spacerLength: CGFloat?
    /// What the node's top and bottom edges ask of a neighbour (a custom layout's `LayoutSubview.spacing`).
    let neighbourSpacing: NeighbourSpacing
    /// The sizes answered, behind a pointer: a stored array of a class is checked for exclusive access at run
    /// time at every read (2.5 % of a laid-out widget's instructions), a pointer's pointee is not. Only this box
    /// reads it, on the main actor; `nonisolated(unsafe)` lets the nonisolated `deinit` free it.
    nonisolated(unsafe) private let answers = UnsafeMutablePointer<SizeAnswers>.allocate(capacity: 1)

    // What placing decided, written back by `apply`.
    var finalSize: CGSize?
    var drawnContent: [HTMLNode]?
    var chosen: Int?
    var textScale: CGFloat?
    /// A text's string cut at its head or middle to fit (CSS cuts tails itself).
    var truncatedText: String?
    /// A custom layout's cache (`Layout.Cache`), made once per layout pass.
    var layoutCache: Any?
    /// Where a custom layout placed each child, then the frames that follow (LayoutEngine+Custom).
    var placements: [Placement?] = []
    var frames: [CGRect?] = []

    init(node: HTMLNode) {
        let kind = node.layout?.kind
        self.kind = kind
        switch kind {
        case .priority(let value)?:
            priority = value
            spacerLength = nil
        case .spacer(let minLength)?:
            priority = 0
            spacerLength = minLength
        default:
            priority = 0
            spacerLength = nil
        }
        if case .children(let nodes) = node.content {
            children = Self.boxes(of: nodes)
        } else {
            children = []
        }
        flexibility = node.flexibility
        isLayer = node.classes.contains("layer")
        neighbourSpacing = node.neighbourSpacing
        answers.initialize(to: SizeAnswers())
    }

    deinit {
        answers.deinitialize(count: 1)
        answers.deallocate()
    }

    /// A box for each node. A loop, not `nodes.map(LayoutBox.init(node:))`: a main-actor function passed to
    /// `map` is checked to run on the main actor at every call (Swift 6's dynamic isolation checks: 9.4 % of a
    /// laid-out widget's instructions with the engine's other closures).
    static func boxes(of nodes: [HTMLNode]) -> [LayoutBox] {
        var boxes: [LayoutBox] = []
        boxes.reserveCapacity(nodes.count)
        for node in nodes { boxes.append(LayoutBox(node: node)) }
        return boxes
    }

    init(children: [LayoutBox], kind: LayoutSpec.Kind) {
        self.kind = kind
        self.children = children
        flexibility = []
        isLayer = false
        priority = 0
        spacerLength = nil
        neighbourSpacing = .plain
        answers.initialize(to: SizeAnswers())
    }

    // MARK: Sizing

    func size(_ proposal: ProposedSize) -> CGSize {
        if let answer = answers.pointee.answer(for: proposal) { return answer }
        let answer = computeSize(proposal)
        answers.pointee.record(answer, for: proposal)
        return answer
    }

    private func computeSize(_ proposal: ProposedSize) -> CGSize {
        guard let kind else { return zstack(proposal) }
        switch kind {
        case .leaf(let size):
            return CGSize(
                width: flexibility.contains(.horizontal) ? proposal.width ?? size.width : size.width,
                height: flexibility.contains(.vertical) ? proposal.height ?? size.height : size.height)
        case .greedy, .geometry, .sized, .positioned:
            return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .spacer(let minLength):
            // Outside a stack a spacer takes what it is offered; stacks size their spacers themselves.
            return CGSize(width: max(minLength, proposal.width ?? minLength), height: max(0, proposal.height ?? 0))
        case .stack(let axis, let spacing, let gaps):
            return stack(axis: axis, spacing: spacing, gaps: gaps, proposal: proposal).size
        case .zstack, .priority, .guides, .layoutValue:
            return zstack(proposal)
        case .custom(let spec):
            return spec.size(proposal, in: self)
        case .layered:
            if let content { return content.size(proposal) }
            return .zero
        case .padding(let insets):
            let size = zstack(Self.inset(proposal, by: insets))
            return CGSize(
                width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
        case .frame(let frame):
            return self.frame(frame, proposal: proposal).size
        case .text(let text):
            return TextLayout.size(of: text, proposal: proposal).size
        case .fits(let axes):
            let index = choice(axes: axes, proposal: proposal)
            return children.isEmpty ? .zero : children[index].size(proposal)
        case .aspectRatio(let ratio, let mode):
            return zstack(aspectProposal(ratio: ratio, mode: mode, proposal: proposal))
        case .fixedSize(let horizontal, let vertical):
            return zstack(
                ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .grid(let grid):
            return GridTracks(box: self, spec: grid).size(proposal)
        }
    }

    /// What padding offers its content: the offer less the insets, never below zero. A nonisolated function, not
    /// `Optional.map` closures, which main-actor code would check for isolation at every call.
    nonisolated static func inset(_ proposal: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The content of a layered node (what its background or overlay is drawn around).
    var content: LayoutBox? {
        for child in children where !child.isLayer { return child }
        return nil
    }

    /// Children on top of each other: as large as the largest.
    private func zstack(_ proposal: ProposedSize) -> CGSize {
        var size = CGSize.zero
        for child in children {
            let childSize = child.size(proposal)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    /// SwiftUI's stack: the space left after spacing is offered to the children, higher layout priority first
    /// (keeping the minimum the lower ones need), and within a priority the least flexible first, each getting
    /// an equal share of what is left. `gaps`, when given, is the total space between the children (gaps that
    /// differ); otherwise each of them is `spacing`.
    func stack(
        axis: Axis, spacing: CGFloat, gaps totalGaps: CGFloat? = nil, proposal: ProposedSize
    ) -> (size: CGSize, proposals: [ProposedSize]) {
        let count = children.count
        guard count > 0 else { return (.zero, []) }
        // Arrays filled by appending, not `Array(repeating:count:)`, whose unspecialized allocation looks the
        // storage's generic metadata up in the runtime each time (6 % of a laid-out widget's instructions).
        var proposals = [ProposedSize].filled(with: proposal, count: count)
        var sizes = [CGSize].filled(with: .zero, count: count)
        let gaps = totalGaps ?? spacing * CGFloat(count - 1)
        if let available = proposal[axis] {
            var minimum = [CGFloat].filled(with: 0, count: count)
            var flexibility = [CGFloat].filled(with: 0, count: count)
            for index in children.indices {
                minimum[index] = mainSize(index, axis: axis, offer: 0, cross: proposal[axis.other])
                let maximum = mainSize(index, axis: axis, offer: .infinity, cross: proposal[axis.other])
                flexibility[index] = maximum - minimum[index]
            }
            var remaining = max(0, available - gaps)
            // Plain loops, no closures: main-actor closures passed to `map`, `filter`, `sorted` and `reduce` are
            // each checked to run on the main actor at every call (Swift 6's dynamic isolation checks).
            var priorities = [Double].filled(with: 0, count: count)
            var levels: [Double] = []
            for index in children.indices {
                let priority = children[index].priority
                priorities[index] = priority
                if !levels.contains(priority) { levels.append(priority) }
            }
            // Highest first (an insertion sort: a few distinct values, usually one).
            for index in levels.indices.dropFirst() {
                let level = levels[index]
                var position = index
                while position > 0, level > levels[position - 1] {
                    levels[position] = levels[position - 1]
                    position -= 1
                }
                levels[position] = level
            }
            var members: [Int] = []
            members.reserveCapacity(count)
            for priority in levels {
                members.removeAll(keepingCapacity: true)
                var reserved: CGFloat = 0
                for index in children.indices {
                    if priorities[index] == priority {
                        // The least flexible first: an insertion sort, stable as `sorted(by:)` is (equals keep
                        // their order).
                        var position = members.count
                        members.append(index)
                        while position > 0, flexibility[index] < flexibility[members[position - 1]] {
                            members[position] = members[position - 1]
                            position -= 1
                        }
                        members[position] = index
                    }
                    if priorities[index] < priority { reserved += minimum[index] }
                }
                var left = max(0, remaining - reserved)
                var unsized = members.count
                for index in members {
                    var offer = proposal
                    offer[axis] = left / CGFloat(unsized)
                    proposals[index] = offer
                    sizes[index] = childSize(index, axis: axis, offer)
                    left = max(0, left - sizes[index][axis])
                    remaining = max(0, remaining - sizes[index][axis])
                    unsized -= 1
                }
            }
        } else {
            for index in children.indices {
                var offer = proposal
                offer[axis] = nil
                proposals[index] = offer
                sizes[index] = childSize(index, axis: axis, offer)
            }
        }
        var size = CGSize.zero
        var along = gaps
        var across: CGFloat = 0
        for childSize in sizes {
            along += childSize[axis]
            across = max(across, childSize[axis.other])
        }
        size[axis] = along
        size[axis.other] = across
        return (size, proposals)
    }

    /// A child's size in a stack: a spacer is flexible along the stack and has no size across it.
    private func childSize(_ index: Int, axis: Axis, _ offer: ProposedSize) -> CGSize {
        let child = children[index]
        if let minLength = child.spacerLength {
            var size = CGSize.zero
            size[axis] = max(minLength, offer[axis] ?? minLength)
            return size
        }
        return child.size(offer)
    }

    private func mainSize(_ index: Int, axis: Axis, offer: CGFloat, cross: CGFloat?) -> CGFloat {
        var proposal = ProposedSize(width: nil, height: nil)
        proposal[axis] = offer
        proposal[axis.other] = cross
        return childSize(index, axis: axis, proposal)[axis]
    }

    /// SwiftUI's frame: a fixed dimension replaces the offer; a flexible one clamps the offer for the child and
    /// then clamps the child's size (taking up to the offer when a maximum allows it).
    private func frame(_ frame: FrameSpec, proposal: ProposedSize) -> (size: CGSize, inner: ProposedSize) {
        func offer(_ offered: CGFloat?, fixed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
            if let fixed { return fixed }
            guard var value = offered ?? ideal else { return nil }
            if let min { value = Swift.max(min, value) }
            if let max { value = Swift.min(max, value) }
            return value
        }
        let inner = ProposedSize(
            width: offer(
                proposal.width, fixed: frame.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: offer(
                proposal.height, fixed: frame.height, min: frame.minHeight, ideal: frame.idealHeight,
                max: frame.maxHeight))
        let child = zstack(inner)
        func result(_ child: CGFloat, offered: CGFloat?, fixed: CGFloat?, min: CGFloat?, max: CGFloat?) -> CGFloat {
            if let fixed { return fixed }
            var value = child
            if let min { value = Swift.max(min, Swift.min(value, offered ?? value)) }
            if let max { value = Swift.min(max, Swift.max(value, offered ?? value)) }
            return value
        }
        let size = CGSize(
            width: result(
                child.width, offered: inner.width ?? proposal.width, fixed: frame.width, min: frame.minWidth,
                max: frame.maxWidth),
            height: result(
                child.height, offered: inner.height ?? proposal.height, fixed: frame.height, min: frame.minHeight,
                max: frame.maxHeight))
        return (size, inner)
    }

    /// The size an aspect-ratio box offers its child: the largest (fit) or smallest (fill) size of the ratio
    /// around the offer; the ratio defaults to the child's ideal size's.
    private func aspectProposal(ratio: CGFloat?, mode: ContentMode, proposal: ProposedSize) -> ProposedSize {
        let ideal = zstack(ProposedSize(width: nil, height: nil))
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let fitted = mode == .fit ? min(width, height * ratio) : max(width, height * ratio)
            return ProposedSize(width: fitted, height: fitted / ratio)
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (nil, nil):
            return ProposedSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    /// The child a ViewThatFits shows: the first whose ideal size along `axes` fits the offer, else the last.
    private func choice(axes: Axis.Set, proposal: ProposedSize) -> Int {
        for (index, child) in children.enumerated() {
            let ideal = child.size(
                ProposedSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            var fitsWidth = true
            if axes.contains(.horizontal), let width = proposal.width { fitsWidth = ideal.width <= width + 0.01 }
            var fitsHeight = true
            if axes.contains(.vertical), let height = proposal.height { fitsHeight = ideal.height <= height + 0.01 }
            if fitsWidth && fitsHeight { return index }
        }
        return max(0, children.count - 1)
    }

    // MARK: Placing

    /// Takes `proposal` as the final offer: records what depends on it and offers each child its share.
    func place(_ proposal: ProposedSize) {
        let size = self.size(proposal)
        finalSize = size
        guard let kind else {
            for child in children { child.place(proposal) }
            return
        }
        switch kind {
        case .leaf, .greedy, .spacer, .sized:
            break
        case .stack(let axis, let spacing, let gaps):
            let proposals = stack(axis: axis, spacing: spacing, gaps: gaps, proposal: proposal).proposals
            for (child, offer) in zip(children, proposals) { child.place(offer) }
        case .positioned:
            for child in children { child.place(proposal) }
        case .custom(let spec):
            placeCustom(spec, proposal: proposal, size: size)
        case .zstack, .priority, .fixedSize, .guides, .layoutValue:
            var inner = proposal
            if case .fixedSize(let horizontal, let vertical) = kind {
                inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            }
            for child in children { child.place(inner) }
        case .layered:
            let contentSize = content?.size(proposal) ?? .zero
            for child in children { child.place(child.isLayer ? ProposedSize(contentSize) : proposal) }
        case .padding(let insets):
            let inner = Self.inset(proposal, by: insets)
            for child in children { child.place(inner) }
        case .frame(let frame):
            let inner = self.frame(frame, proposal: proposal).inner
            for child in children { child.place(inner) }
        case .text(let text):
            let scale = TextLayout.size(of: text, proposal: proposal).scale
            textScale = scale
            truncatedText = TextLayout.truncated(text, font: text.font.scaled(by: scale), proposal: proposal)
        case .geometry(let draw):
            let nodes = draw(size)
            drawnContent = nodes
            children = Self.boxes(of: nodes)
            for child in children { child.place(ProposedSize(size)) }
        case .fits(let axes):
            let index = choice(axes: axes, proposal: proposal)
            chosen = index
            if children.indices.contains(index) { children[index].place(proposal) }
        case .aspectRatio(let ratio, let mode):
            let inner = aspectProposal(ratio: ratio, mode: mode, proposal: proposal)
            for child in children { child.place(inner) }
        case .grid(let grid):
            GridTracks(box: self, spec: grid).place(proposal)
        }
    }

    // MARK: Writing the results

    func apply(to node: inout HTMLNode) {
        if case .custom(let spec)? = kind {
            applyCustom(to: &node, spec: spec)
            return
        }
        if var drawn = drawnContent {
            for index in drawn.indices where index < children.count { children[index].apply(to: &drawn[index]) }
            node.content = .children(drawn)
            if let finalSize { Self.pin(&node, to: finalSize) }
            return
        }
        if let chosen, case .children(var options) = node.content, options.indices.contains(chosen) {
            children[chosen].apply(to: &options[chosen])
            node.content = .children([options[chosen]])
            return
        }
        switch kind {
        case .text(let text)?:
            if let scale = textScale, scale < 1 { TextLayout.scale(&node, text: text, by: scale) }
            // Only a plain string the page does not rewrite (dates and timers tick in the page).
            if let truncatedText, case .text = node.content,
                !node.attributes.contains(where: { $0.name.hasPrefix("data-date") || $0.name.hasPrefix("data-timer") })
            {
                node.content = .text(truncatedText)
            }
        case .aspectRatio?:
            if let finalSize { Self.pin(&node, to: finalSize) }
        case .sized(let draw)?:
            if let finalSize { draw(finalSize, &node) }
        default:
            break
        }
        if case .children(var nodes) = node.content, !nodes.isEmpty {
            for index in nodes.indices where index < children.count { children[index].apply(to: &nodes[index]) }
            node.content = .children(nodes)
        }
    }

    /// Gives a node the size the layout found, whatever flexbox would have given it.
    static func pin(_ node: inout HTMLNode, to size: CGSize) {
        node.setStyle("width", CSS.length((size.width * 100).rounded() / 100))
        node.setStyle("height", CSS.length((size.height * 100).rounded() / 100))
        node.setStyle("flex", "none")
    }
}

/// The last sizes a box answered and the proposals they answered.
struct SizeAnswers {
    private var entries: [(ProposedSize, CGSize)] = []

    func answer(for proposal: ProposedSize) -> CGSize? {
        for (asked, answer) in entries where asked == proposal { return answer }
        return nil
    }

    /// Remembers an answer, forgetting the oldest of six.
    mutating func record(_ answer: CGSize, for proposal: ProposedSize) {
        if entries.count >= 6 {
            entries.removeFirst()
        } else if entries.isEmpty {
            // Room for all six at once: stacks ask each child several times, and regrowing 1, 2, 4, 8
            // allocated three times a box.
            entries.reserveCapacity(6)
        }
        entries.append((proposal, answer))
    }
}

/// Grids: cells measured and offered their track's size (approximating SwiftUI's Grid, LazyVGrid, LazyHGrid).
@MainActor
private struct GridTracks {
    let box: LayoutBox
    let spec: GridSpec

    func size(_ proposal: ProposedSize) -> CGSize {
        switch spec.kind {
        case .rows:
            // Each row is a stack of cells; rows stack vertically.
            return box.stack(axis: .vertical, spacing: spec.verticalSpacing, proposal: proposal).size
        case .columns(let items):
            return lines(items, along: .horizontal, proposal: proposal).size
        case .lines(let items):
            return lines(items, along: .vertical, proposal: proposal).size
        }
    }

    func place(_ proposal: ProposedSize) {
        switch spec.kind {
        case .rows:
            let proposals = box.stack(axis: .vertical, spacing: spec.verticalSpacing, proposal: proposal).proposals
            for (child, offer) in zip(box.children, proposals) { child.place(offer) }
        case .columns(let items):
            let tracks = lines(items, along: .horizontal, proposal: proposal).tracks
            for (index, child) in box.children.enumerated() {
                child.place(ProposedSize(width: tracks[index % max(1, tracks.count)], height: nil))
            }
        case .lines(let items):
            let tracks = lines(items, along: .vertical, proposal: proposal).tracks
            for (index, child) in box.children.enumerated() {
                child.place(ProposedSize(width: nil, height: tracks[index % max(1, tracks.count)]))
            }
        }
    }

    /// Track sizes along `axis` from the grid items (fixed, flexible, adaptive), then the size of the cells
    /// laid out in them.
    private func lines(
        _ items: [GridItem], along axis: Axis, proposal: ProposedSize
    ) -> (
        size: CGSize, tracks: [CGFloat]
    ) {
        // Without a finite offer, adaptive tracks fit a nominal width (a lazy grid has no ideal size).
        let offered = axis == .horizontal ? proposal.width : proposal.height
        let available = offered.flatMap { $0.isFinite ? $0 : nil } ?? 300
        let spacing = axis == .horizontal ? spec.horizontalSpacing : spec.verticalSpacing
        var tracks: [CGFloat] = []
        var flexible: [Int] = []
        var used: CGFloat = 0
        for item in items {
            switch item.size {
            case .fixed(let length):
                tracks.append(length)
                used += length
            case .flexible(let minimum, _):
                flexible.append(tracks.count)
                tracks.append(minimum)
                used += minimum
            case .adaptive(let minimum, _):
                let count = max(1, Int((available + spacing) / (minimum + spacing)))
                for _ in 0..<count {
                    flexible.append(tracks.count)
                    tracks.append(minimum)
                    used += minimum
                }
            }
        }
        used += spacing * CGFloat(max(0, tracks.count - 1))
        if !flexible.isEmpty {
            let extra = max(0, available - used) / CGFloat(flexible.count)
            for index in flexible { tracks[index] += extra }
        }
        let perLine = max(1, tracks.count)
        var lineSizes: [CGFloat] = []
        for (index, child) in box.children.enumerated() {
            let track = tracks.isEmpty ? available : tracks[index % perLine]
            let size = child.size(
                axis == .horizontal
                    ? ProposedSize(width: track, height: nil) : ProposedSize(width: nil, height: track))
            let cross = axis == .horizontal ? size.height : size.width
            if index % perLine == 0 {
                lineSizes.append(cross)
            } else {
                lineSizes[lineSizes.count - 1] = max(lineSizes[lineSizes.count - 1], cross)
            }
        }
        let crossSpacing = axis == .horizontal ? spec.verticalSpacing : spec.horizontalSpacing
        let along = tracks.reduce(0, +) + spacing * CGFloat(max(0, tracks.count - 1))
        let across = lineSizes.reduce(0, +) + crossSpacing * CGFloat(max(0, lineSizes.count - 1))
        let size = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
        return (size, tracks)
    }
}

/// Text sizing: wrapped at the offered width, limited in lines by its line limit and the offered height, and
/// scaled down (by at most its minimum scale factor) when it does not fit.
@MainActor
enum TextLayout {
    static func size(of text: TextSpec, proposal: ProposedSize) -> (size: CGSize, scale: CGFloat) {
        let full = measure(text, font: text.font, proposal: proposal)
        guard !full.fits, text.minimumScaleFactor < 1 else { return (full.size, 1) }
        // The largest scale that fits, to a hundredth, as SwiftUI shrinks text in small steps.
        var low = max(0.01, text.minimumScaleFactor)
        var high: CGFloat = 1
        var best = measure(text, font: text.font.scaled(by: low), proposal: proposal)
        if !best.fits { return (best.size, low) }
        while high - low > 0.005 {
            let middle = (low + high) / 2
            let attempt = measure(text, font: text.font.scaled(by: middle), proposal: proposal)
            if attempt.fits {
                low = middle
                best = attempt
            } else {
                high = middle
            }
        }
        return (best.size, (low * 1000).rounded(.down) / 1000)
    }

    private static func measure(
        _ text: TextSpec, font: FontSpec, proposal: ProposedSize
    ) -> (
        size: CGSize, fits: Bool
    ) {
        let imageWidth = CGFloat(text.inlineImages) * font.size * 1.2
        // The text's own font keeps its hash; a scaled one (minimumScaleFactor) is hashed here.
        let measured = font == text.font ? text.measured : MeasuredText(text.string, font: font)
        // An infinite offer (a stack probing how far a child grows) asks for the ideal size, as none does.
        guard let width = proposal.width, width.isFinite else {
            let widths = TextMeasurer.lines(of: measured, maxWidth: .infinity)
            let lineCount = min(widths.count, text.lineLimit ?? .max)
            return (
                CGSize(width: (widths.max() ?? 0) + imageWidth, height: linesHeight(lineCount, text, font: font)), true
            )
        }
        let available = max(0, width - imageWidth)
        let widths = TextMeasurer.lines(of: measured, maxWidth: available)
        let maximumLines = maximumLines(of: text, font: font, proposal: proposal)
        let lineCount = min(widths.count, maximumLines)
        let widest = widths.prefix(lineCount).max() ?? 0
        let wordTooWide = TextMeasurer.widestWord(of: measured) > available + 0.02
        var tallerThanOffer = false
        if let height = proposal.height { tallerThanOffer = height.isFinite && font.lineHeight > height + 0.01 }
        let fits = widths.count <= maximumLines && !wordTooWide && !tallerThanOffer
        let size = CGSize(width: min(width, widest + imageWidth), height: linesHeight(lineCount, text, font: font))
        return (size, fits)
    }

    /// How many lines `text` may take: its line limit, and as many as the offered height holds (at least one).
    private static func maximumLines(of text: TextSpec, font: FontSpec, proposal: ProposedSize) -> Int {
        var maximum = text.lineLimit ?? .max
        if let height = proposal.height, height.isFinite {
            // n lines take n line heights and n - 1 spacings.
            let lines = Int((height + text.lineSpacing + 0.01) / (font.lineHeight + text.lineSpacing))
            maximum = min(maximum, max(1, lines))
        }
        return maximum
    }

    /// The height of `lines` lines of `text` drawn with `font`, the line spacing between them.
    private static func linesHeight(_ lines: Int, _ text: TextSpec, font: FontSpec) -> CGFloat {
        CGFloat(lines) * font.lineHeight + CGFloat(max(0, lines - 1)) * text.lineSpacing
    }

    /// The string of `text` cut at its head or middle with an ellipsis so that it fits the lines `proposal`
    /// leaves it, keeping as many characters as fit; nil when it fits whole, when the offer has no width, or
    /// when the truncation mode is `.tail` (the page's CSS cuts tails).
    static func truncated(_ text: TextSpec, font: FontSpec, proposal: ProposedSize) -> String? {
        guard text.truncationMode != .tail, let width = proposal.width, width.isFinite else { return nil }
        let available = max(0, width - CGFloat(text.inlineImages) * font.size * 1.2)
        let maximumLines = maximumLines(of: text, font: font, proposal: proposal)
        func fits(_ string: String) -> Bool {
            TextMeasurer.lines(of: string, font: font, maxWidth: available).count <= maximumLines
        }
        if fits(text.string) { return nil }
        let characters = Array(text.string)
        func cut(keeping count: Int) -> String {
            switch text.truncationMode {
            case .head:
                return "\u{2026}" + String(characters.suffix(count))
            case .middle, .tail:
                let start = (count + 1) / 2
                return String(characters.prefix(start)) + "\u{2026}" + String(characters.suffix(count - start))
            }
        }
        // The most characters that still fit, found by halving (more characters never take fewer lines).
        var low = 0
        var high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(cut(keeping: middle)) { low = middle } else { high = middle - 1 }
        }
        return cut(keeping: low)
    }

    /// Writes a scaled font into a text's node: size, line height and letter-spacing.
    static func scale(_ node: inout HTMLNode, text: TextSpec, by scale: CGFloat) {
        let font = text.font.scaled(by: scale)
        node.setStyle("font-size", CSS.length((font.size * 100).rounded() / 100))
        node.setStyle("line-height", CSS.length(font.lineHeight + text.lineSpacing))
        node.setStyle("letter-spacing", CSS.length((font.tracking * 100).rounded() / 100))
        node.setAttribute("data-scale", CSS.number(scale))
    }
}
