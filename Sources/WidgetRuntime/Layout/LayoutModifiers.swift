import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both vertically and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically and horizontally.
    case fill
}

/// Sizes the content to an aspect ratio (sized by `LayoutEngine`, then pinned to that size).
public struct _AspectRatioLayout: ViewModifier {
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode
    public typealias Body = Never

    public init(aspectRatio: CGFloat? = nil, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }
}

extension _AspectRatioLayout: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        context.session.needsLayout = true
        var box = Boxes.wrap(node, classes: ["aspect"])
        if contentMode == .fill { box.setStyle("overflow", "visible") }
        box.record(.aspectRatio(aspectRatio, contentMode), in: context)
        return box
    }
}

/// Fixes the content at its ideal size along some axes.
public struct _FixedSizeLayout: ViewModifier {
    let horizontal: Bool
    let vertical: Bool
    public typealias Body = Never
}

extension _FixedSizeLayout: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        var flexibility = node.flexibility
        var style: [(property: String, value: String)] = [("flex-shrink", "0")]
        if horizontal {
            style.append(("width", "max-content"))
            flexibility.remove(.horizontal)
        }
        if vertical {
            style.append(("height", "max-content"))
            flexibility.remove(.vertical)
        }
        var box = Boxes.wrap(node, classes: ["fixed"], style: style)
        box.flexibility = flexibility
        box.record(.fixedSize(horizontal: horizontal, vertical: vertical), in: context)
        return box
    }
}

/// Gives the content a layout priority in its stack.
public struct _PriorityLayout: ViewModifier {
    let priority: Double
    public typealias Body = Never
}

extension _PriorityLayout: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        // In CSS, a higher priority keeps its size while its siblings give theirs up.
        var box = Boxes.wrap(
            node, classes: ["priority"], style: priority > 0 ? [("flex-shrink", "0")] : [("flex-shrink", "2")])
        box.record(.priority(priority), in: context)
        return box
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_PriorityLayout(priority: value))
    }
}

/// Places the center of the content at a point of the space it is offered, which it fills; the content is
/// offered that whole space (SwiftUI's position layout).
public struct _PositionLayout: ViewModifier {
    public var position: CGPoint
    public typealias Body = Never

    public init(position: CGPoint) {
        self.position = position
    }
}

extension _PositionLayout: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        // The point is measured from the leading edge: the right one in a right-to-left layout, as SwiftUI
        // mirrors it.
        let rightToLeft = context.environment.layoutDirection == .rightToLeft
        var style: [(property: String, value: String)] = [
            ("position", "absolute"), ("top", CSS.length(position.y)),
            (rightToLeft ? "right" : "left", CSS.length(position.x)),
            ("transform", "translate(" + (rightToLeft ? "50%" : "-50%") + ",-50%)"),
        ]
        // A flexible view fills the space it is offered; any other takes its ideal size within it.
        if node.flexibility.contains(.horizontal) {
            style.append(("width", "100%"))
        } else {
            style += [("width", "max-content"), ("max-width", "100%")]
        }
        if node.flexibility.contains(.vertical) { style.append(("height", "100%")) }
        let placed = Boxes.wrap(node, classes: [], style: style)
        var space = HTMLNode(
            classes: ["box"], style: [("position", "relative")], content: .children([placed]),
            flexibility: [.horizontal, .vertical])
        space.record(.positioned, in: context)
        return space
    }
}

extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// Frames the content relative to its container: in a widget, the content area (the widget less its content
/// margins), as iOS sizes it relative to the nearest container.
struct ContainerRelativeFrame: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    @Environment(\.containerSize) private var containerSize

    func body(content: Content) -> some View {
        content.frame(
            width: axes.contains(.horizontal) ? containerSize.map { length($0.width, .horizontal) } : nil,
            height: axes.contains(.vertical) ? containerSize.map { length($0.height, .vertical) } : nil,
            alignment: alignment)
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest container.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container: `span`
    /// of `count` equal parts with `spacing` between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
                let parts = CGFloat(max(count, 1))
                let part = (length - spacing * (parts - 1)) / parts
                return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
            })
    }

    /// Positions this view within an invisible frame with a size relative to the nearest container, as
    /// `length` computes it from the container's length along an axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }
}
