import Foundation
import Testing

@testable import WidgetRuntime

/// Where custom layouts and alignment guides put their subviews: each frame computed by hand from the
/// layout's rule and fixed-size subviews (no text, so no font is involved).
@MainActor
@Suite struct CustomLayoutTests {
    /// Rows of subviews, wrapped at the offered width.
    struct Rows: Layout {
        var spacing: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            place(subviews, width: proposal.width ?? .infinity, origin: .zero, commit: false)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            _ = place(subviews, width: bounds.width, origin: bounds.origin, commit: true)
        }

        private func place(_ subviews: Subviews, width: CGFloat, origin: CGPoint, commit: Bool) -> CGSize {
            var point = CGPoint.zero
            var rowHeight: CGFloat = 0
            var size = CGSize.zero
            for subview in subviews {
                let ideal = subview.sizeThatFits(.unspecified)
                if point.x > 0, point.x + ideal.width > width {
                    point = CGPoint(x: 0, y: point.y + rowHeight + spacing)
                    rowHeight = 0
                }
                if commit {
                    subview.place(
                        at: CGPoint(x: origin.x + point.x, y: origin.y + point.y), proposal: ProposedViewSize(ideal))
                }
                size.width = max(size.width, point.x + ideal.width)
                rowHeight = max(rowHeight, ideal.height)
                point.x += ideal.width + spacing
            }
            size.height = point.y + rowHeight
            return size
        }
    }

    /// Subviews centered on a circle, the first at the top; each at its `Ring` fraction of the radius.
    struct Radial: Layout {
        var radius: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: radius * 2, height: radius * 2)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = Double.pi * 2 * Double(index) / Double(subviews.count) - Double.pi / 2
                let distance = radius * subview[Ring.self]
                subview.place(
                    at: CGPoint(x: bounds.midX + distance * cos(angle), y: bounds.midY + distance * sin(angle)),
                    anchor: .center, proposal: .unspecified)
            }
        }
    }

    struct Ring: LayoutValueKey {
        static let defaultValue: CGFloat = 1
    }

    /// Reports what it was told about its subviews, through its size: their count and priorities.
    struct Inspector: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map(\.priority).reduce(0, +), height: CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    enum Bottoms: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    func block(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.blue.frame(width: width, height: height)
    }

    /// The frames of the placed subviews in `view` laid out in `size`, in document order: `left`, `top`,
    /// `width`, `height` as written into the page.
    func frames<V: View>(in size: CGSize, @ViewBuilder _ view: () -> V) -> [CGRect] {
        var context = RenderContext()
        context.recordsLayout = true
        var nodes = view().renderNodes(in: context)
        LayoutEngine.resolve(&nodes, in: size)
        var found: [CGRect] = []
        func value(_ node: HTMLNode, _ property: String) -> CGFloat {
            let text = node.style.first { $0.property == property }?.value ?? "nan"
            return CGFloat(Double(text.replacingOccurrences(of: "px", with: "")) ?? .nan)
        }
        func walk(_ nodes: [HTMLNode]) {
            for node in nodes {
                if node.classes.contains("placed") {
                    found.append(
                        CGRect(
                            x: value(node, "left"), y: value(node, "top"), width: value(node, "width"),
                            height: value(node, "height")))
                }
                walk(node.children)
            }
        }
        walk(nodes)
        return found
    }

    @Test func aFlowLayoutWrapsAtTheOfferedWidth() {
        let placed = frames(in: CGSize(width: 100, height: 200)) {
            Rows(spacing: 10) {
                ForEach(0..<5, id: \.self) { _ in block(40, 20) }
            }
        }
        // 40 + 10 + 40 = 90 fits in 100, a third does not: rows of two, 20 + 10 pt apart.
        #expect(
            placed == [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 50, y: 0, width: 40, height: 20),
                CGRect(x: 0, y: 30, width: 40, height: 20), CGRect(x: 50, y: 30, width: 40, height: 20),
                CGRect(x: 0, y: 60, width: 40, height: 20),
            ])
    }

    @Test func aRadialLayoutCentersItsSubviewsOnItsCircleAndReadsLayoutValues() {
        let placed = frames(in: CGSize(width: 300, height: 300)) {
            Radial(radius: 50) {
                block(20, 20)
                block(20, 20)
                block(10, 10).layoutValue(key: Ring.self, value: 0.5)
                block(20, 20)
            }
        }
        // Centers at (50, 0), (100, 50), (50, 75) at half the radius, (0, 50); each frame around its center.
        let expected = [
            CGRect(x: 40, y: -10, width: 20, height: 20), CGRect(x: 90, y: 40, width: 20, height: 20),
            CGRect(x: 45, y: 70, width: 10, height: 10), CGRect(x: -10, y: 40, width: 20, height: 20),
        ]
        #expect(placed.count == 4)
        for (frame, wanted) in zip(placed, expected) {
            #expect(abs(frame.minX - wanted.minX) < 0.01 && abs(frame.minY - wanted.minY) < 0.01, "\(frame)")
            #expect(frame.size == wanted.size)
        }
    }

    @Test func subviewsReportTheirPrioritiesThroughModifiers() {
        var context = RenderContext()
        context.recordsLayout = true
        let view = Inspector {
            block(10, 10).layoutPriority(2)
            block(10, 10).layoutPriority(1).padding(4)
            block(10, 10)
        }
        let nodes = view.renderNodes(in: context)
        #expect(
            LayoutEngine.size(of: nodes, proposal: ProposedSize(width: 100, height: 100)) == CGSize(width: 3, height: 3)
        )
    }

    @Test func stackLayoutsShareSpaceAsStacksDoAndAnyLayoutRunsTheLayoutItHolds() {
        let horizontal = frames(in: CGSize(width: 200, height: 100)) {
            AnyLayout(HStackLayout(alignment: .bottom, spacing: 10)) {
                block(20, 40)
                Spacer()
                block(30, 10)
            }
        }
        // The spacer takes what the blocks leave (200 - 50 - 2 × 10 = 130), along the stack only.
        #expect(
            horizontal == [
                CGRect(x: 0, y: 0, width: 20, height: 40), CGRect(x: 30, y: 40, width: 130, height: 0),
                CGRect(x: 170, y: 30, width: 30, height: 10),
            ])
        let vertical = frames(in: CGSize(width: 100, height: 200)) {
            VStackLayout(alignment: .trailing, spacing: 0) {
                block(20, 40)
                block(60, 10)
            }
        }
        #expect(vertical == [CGRect(x: 40, y: 0, width: 20, height: 40), CGRect(x: 0, y: 40, width: 60, height: 10)])
        let layered = frames(in: CGSize(width: 100, height: 100)) {
            ZStackLayout(alignment: .bottomLeading) {
                block(50, 50)
                block(10, 20)
            }
        }
        #expect(layered == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 30, width: 10, height: 20)])
    }

    @Test func aGuideInAVStackIndentsItsView() {
        let placed = frames(in: CGSize(width: 200, height: 200)) {
            VStack(alignment: .leading, spacing: 4) {
                block(40, 10)
                block(40, 10).alignmentGuide(.leading) { $0[.leading] - 12 }
            }
        }
        // Guides at 0 and -12: the stack's line is at the larger, 0; the second view starts 12 pt in.
        #expect(placed == [CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 12, y: 14, width: 40, height: 10)])
    }

    @Test func aCustomGuideAlignsOneViewsBottomWithAnothersCenter() {
        let bottoms = VerticalAlignment(Bottoms.self)
        let placed = frames(in: CGSize(width: 200, height: 200)) {
            HStack(alignment: bottoms, spacing: 0) {
                block(20, 40).alignmentGuide(bottoms) { $0[.bottom] }
                block(20, 20)
            }
        }
        // The first view's guide is 40 pt down, the second's (its default, the center) 10: the second starts 30
        // pt lower, and the stack is 40 + (20 - 10) = 50 tall.
        #expect(placed == [CGRect(x: 0, y: 0, width: 20, height: 40), CGRect(x: 20, y: 30, width: 20, height: 20)])
        var context = RenderContext()
        context.recordsLayout = true
        let nodes = HStack(alignment: bottoms, spacing: 0) {
            block(20, 40).alignmentGuide(bottoms) { $0[.bottom] }
            block(20, 20)
        }.renderNodes(in: context)
        #expect(LayoutEngine.size(of: nodes, proposal: ProposedSize(width: 200, height: 200)).height == 50)
    }

    @Test func aBadgeHangsOffItsZStacksCornerByItsGuides() {
        let placed = frames(in: CGSize(width: 200, height: 200)) {
            ZStack(alignment: .topTrailing) {
                block(60, 60)
                block(20, 20)
                    .alignmentGuide(.top) { $0.height / 2 }
                    .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
            }
        }
        // The badge's center sits on the corner: the square moves 10 pt down; the badge sticks out 10 pt right.
        #expect(placed == [CGRect(x: 0, y: 10, width: 60, height: 60), CGRect(x: 50, y: 0, width: 20, height: 20)])
    }

    @Test func withoutGuidesStacksStayFlexbox() {
        var context = RenderContext()
        context.recordsLayout = true
        let nodes = VStack(alignment: .leading) {
            block(40, 10)
            block(40, 10).alignmentGuide(.trailing) { $0[.leading] }
        }.renderNodes(in: context)
        // A guide the stack does not align by leaves it to CSS.
        if case .stack? = nodes.first?.layout?.kind {} else { Issue.record("the stack was not left to flexbox") }
    }

    @Test func aScrollViewOffersItsContentItsIdealLengthAndClipsIt() {
        // Laid out by the engine (a guide elsewhere makes the rendering run it): the content starts at the top
        // leading corner, as tall as it wants; the scroll view takes the height it is offered.
        let placed = frames(in: CGSize(width: 100, height: 50)) {
            ScrollView {
                block(40, 30)
                block(40, 30)
            }
        }
        #expect(placed == [CGRect(x: 0, y: 0, width: 40, height: 68)])
        var context = RenderContext()
        context.recordsLayout = true
        let nodes = ScrollView { block(40, 300) }.renderNodes(in: context)
        #expect(
            LayoutEngine.size(of: nodes, proposal: ProposedSize(width: 100, height: 50))
                == CGSize(width: 40, height: 50))
    }
}
