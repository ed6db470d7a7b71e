import Foundation

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a unit point at the origin.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point with the specified horizontal and vertical offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var css: String { CSS.number(x * 100) + "% " + CSS.number(y * 100) + "%" }
}

/// Wrapping and merging of nodes for the layout and paint modifiers.
package enum Boxes {
    /// Wraps `child` in a flex box that passes its flexibility through, so a flexible child
    /// still fills the box and the box is as flexible as the child.
    package static func wrap(
        _ child: consuming HTMLNode, classes: [String], style: [(property: String, value: String)] = []
    ) -> HTMLNode {
        StackLayout.applyFlexibility(to: &child, along: .vertical)
        let flexibility = child.flexibility
        // A frame, a background, a clip keep the text-ness of the view's edges, as SwiftUI's do.
        let spacing = child.neighbourSpacing
        // One array for the classes: `["box"] + classes` made a literal's array, then the sum's.
        var boxClasses: [String] = []
        boxClasses.reserveCapacity(classes.count + 1)
        boxClasses.append("box")
        boxClasses.append(contentsOf: classes)
        var box = HTMLNode(classes: boxClasses, style: style, content: .children([child]), flexibility: flexibility)
        box.neighbourSpacing = spacing
        return box
    }

    /// Several nodes in one flex box (a column, as a view's content is placed), as flexible as they are.
    @MainActor
    package static func group(_ children: [HTMLNode], classes: [String]) -> HTMLNode {
        var flexibility: Axis.Set = []
        var children = children
        for index in children.indices {
            flexibility.formUnion(children[index].flexibility)
            StackLayout.applyFlexibility(to: &children[index], along: .vertical)
        }
        var box = HTMLNode(classes: ["box"] + classes, content: .children(children), flexibility: flexibility)
        if let first = children.first, let last = children.last {
            box.neighbourSpacing = NeighbourSpacing(
                top: first.neighbourSpacing.top, bottom: last.neighbourSpacing.bottom)
            // A column's sides hold every view's (a spacer's, outside a stack).
            for child in children {
                box.neighbourSpacing.leading = NeighbourSpacing.larger(
                    box.neighbourSpacing.leading, child.neighbourSpacing.leading)
                box.neighbourSpacing.trailing = NeighbourSpacing.larger(
                    box.neighbourSpacing.trailing, child.neighbourSpacing.trailing)
            }
        }
        return box
    }

    /// Properties that make a node unsafe to paint on directly (the new paint would mix with them).
    private static let paintProperties: Set<String> = [
        "background", "opacity", "transform", "border-radius", "clip-path", "overflow", "box-shadow", "border",
        "margin",
    ]

    package static func canPaint(_ node: HTMLNode, adding property: String) -> Bool {
        !node.style.contains { paintProperties.contains($0.property) || $0.property == property }
    }

    /// CSS for `alignment` inside a column flex box: justify-content is vertical, align-items horizontal.
    package static func alignmentStyle(_ alignment: Alignment) -> [(property: String, value: String)] {
        var style: [(property: String, value: String)] = []
        let vertical = alignment.vertical.css.hasSuffix("baseline") ? "flex-start" : alignment.vertical.css
        if vertical != "center" { style.append(("justify-content", vertical)) }
        if alignment.horizontal.css != "center" { style.append(("align-items", alignment.horizontal.css)) }
        return style
    }

    /// A layer of views drawn behind or over a node at its size (background/overlay content).
    package static func layer(_ nodes: [HTMLNode], alignment: Alignment) -> HTMLNode {
        var children = nodes
        for index in children.indices { StackLayout.applyFlexibility(to: &children[index], along: .vertical) }
        return HTMLNode(classes: ["layer"], style: alignmentStyle(alignment), content: .children(children))
    }
}

/// A modifier whose effect is computed node by node (a modifier on a Group applies to each child).
package protocol EachNodeModifier: PrimitiveModifier {
    /// The node that stands for `node` (often a box around it); consuming, so painting on the node
    /// or wrapping it moves it instead of copying it.
    @MainActor func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode
    @MainActor func innerContext(_ context: RenderContext) -> RenderContext
}

extension EachNodeModifier {
    package func innerContext(_ context: RenderContext) -> RenderContext { context }

    package func appendNodes(
        content: (RenderContext, inout [HTMLNode]) -> Void, to nodes: inout [HTMLNode], in context: RenderContext
    ) {
        let start = nodes.count
        content(innerContext(context), &nodes)
        for index in start..<nodes.count {
            // Moved out of the array (an empty node allocates nothing), so `modify` gets the only copy.
            var node = HTMLNode()
            swap(&node, &nodes[index])
            nodes[index] = modify(node, in: context)
        }
    }
}

/// Pads the content.
public struct _PaddingLayout: ViewModifier {
    let insets: EdgeInsets
    public typealias Body = Never

    init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// Padding of `length` (or the default) on `edges`, for the inlinable `padding`.
    @usableFromInline
    init(_ edges: Edge.Set, _ length: CGFloat?) {
        let l = length ?? defaultPadding
        insets = EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
    }
}

extension _PaddingLayout: EachNodeModifier {
    package func innerContext(_ context: RenderContext) -> RenderContext {
        let inset = min(insets.top, insets.leading, insets.bottom, insets.trailing)
        let radius = max(0, context.environment.containerCornerRadius - inset)
        // Padding on some edges only (`.padding(.horizontal, 7)`) leaves the radius as it was: writing it anyway
        // copied the environment's fields into a new box on every such padding of every render.
        if radius == context.environment.containerCornerRadius { return context }
        var inner = context
        inner.environment.containerCornerRadius = radius
        return inner
    }

    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        var insets = insets
        if context.environment.layoutDirection == .rightToLeft {
            // Leading is the right edge in a right-to-left layout (CSS's padding shorthand is physical).
            swap(&insets.leading, &insets.trailing)
        }
        let value: String
        if insets.top == insets.bottom && insets.leading == insets.trailing {
            value =
                insets.top == insets.leading
                ? CSS.length(insets.top) : CSS.length(insets.top) + " " + CSS.length(insets.leading)
        } else {
            value = [insets.top, insets.trailing, insets.bottom, insets.leading].map(CSS.length).joined(separator: " ")
        }
        var box = Boxes.wrap(node, classes: ["pad"], style: [("padding", value)])
        // A padded edge is no longer a text's (SwiftUI resets the spacing of the edges padding moves).
        if insets.top != 0 { box.neighbourSpacing.top = .plain }
        if insets.bottom != 0 { box.neighbourSpacing.bottom = .plain }
        if insets.leading != 0 { box.neighbourSpacing.leading = nil }
        if insets.trailing != 0 { box.neighbourSpacing.trailing = nil }
        box.record(.padding(insets), in: context)
        return box
    }
}

/// The default padding SwiftUI applies on iPhone.
let defaultPadding: CGFloat = 16

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges, length))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }

    /// Adds padding to the specified edges of this view, using an amount that's appropriate for the current platform.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

/// Positions the content within an invisible frame with the specified size.
public struct _FrameLayout: ViewModifier {
    let minWidth: CGFloat?
    let idealWidth: CGFloat?
    let maxWidth: CGFloat?
    let minHeight: CGFloat?
    let idealHeight: CGFloat?
    let maxHeight: CGFloat?
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    public typealias Body = Never
}

extension _FrameLayout: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        var style = Boxes.alignmentStyle(alignment)
        var flexibility = node.flexibility
        if let width {
            style.append(("width", CSS.length(width)))
            flexibility.remove(.horizontal)
        }
        if let height {
            style.append(("height", CSS.length(height)))
            flexibility.remove(.vertical)
        }
        if let minWidth { style.append(("min-width", CSS.length(minWidth))) }
        if let maxWidth {
            if maxWidth == .infinity {
                flexibility.insert(.horizontal)
            } else {
                style.append(("max-width", CSS.length(maxWidth)))
                flexibility.remove(.horizontal)
            }
        }
        if let minHeight { style.append(("min-height", CSS.length(minHeight))) }
        if let maxHeight {
            if maxHeight == .infinity {
                flexibility.insert(.vertical)
            } else {
                style.append(("max-height", CSS.length(maxHeight)))
                flexibility.remove(.vertical)
            }
        }
        if let idealWidth, width == nil, maxWidth != .infinity { style.append(("width", CSS.length(idealWidth))) }
        if let idealHeight, height == nil, maxHeight != .infinity { style.append(("height", CSS.length(idealHeight))) }
        var frame = Boxes.wrap(node, classes: ["frame"], style: style)
        frame.flexibility = flexibility
        frame.record(
            .frame(
                FrameSpec(
                    width: width, height: height, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)), in: context)
        return frame
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            _FrameLayout(
                minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: nil,
                width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            _FrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, width: nil, height: nil, alignment: alignment))
    }

    /// This function exists only to break ties between the two `frame` overloads.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil)
    }
}

/// Paints a shape style behind the content, or draws views behind or over it.
public struct _BackgroundModifier: ViewModifier {
    enum Kind {
        case style(AnyShapeStyle)
        case styleInShape(AnyShapeStyle, any Shape, overlay: Bool)
        case views(@MainActor (RenderContext) -> [HTMLNode], Alignment, overlay: Bool)
    }
    let kind: Kind
    public typealias Body = Never

    nonisolated init(kind: Kind) {
        self.kind = kind
    }

    /// A border of `width` drawn with `style`: what Apple's `border` is, an overlay of
    /// `Rectangle().strokeBorder(style, lineWidth: width)`, made without the main actor as Apple's is.
    @usableFromInline
    nonisolated static func border(_ style: AnyShapeStyle, width: CGFloat) -> Self {
        Self(
            kind: .views(
                { Rectangle().strokeBorder(style, lineWidth: width).renderNodes(in: $0) }, .center, overlay: true))
    }

    /// A background of `style`, for the inlinable `background`.
    @usableFromInline
    static func style(_ style: AnyShapeStyle) -> Self {
        Self(kind: .style(style))
    }

    /// A background of `shape` filled with `style`, for the inlinable `background`.
    @usableFromInline
    static func style(_ style: AnyShapeStyle, in shape: any Shape) -> Self {
        Self(kind: .styleInShape(style, shape, overlay: false))
    }
}

extension _BackgroundModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        switch kind {
        case .style(let style):
            let css = StylePaint.css(style, in: context.environment)
            if Boxes.canPaint(node, adding: "background") {
                node.style.append(("background", css))
                return node
            }
            return Boxes.wrap(node, classes: ["bg"], style: [("background", css)])
        case .styleInShape(let style, let shape, let overlay):
            let shapeNode = ShapeRendering.node(for: shape, paint: .fill(style), in: context)
            return layered(
                node, layer: Boxes.layer([shapeNode], alignment: .center), overlay: overlay, in: context)
        case .views(let render, let alignment, let overlay):
            var inner = context
            inner.stackAxis = nil
            return layered(
                node, layer: Boxes.layer(render(inner), alignment: alignment), overlay: overlay, in: context)
        }
    }

    private func layered(
        _ node: consuming HTMLNode, layer: consuming HTMLNode, overlay: Bool, in context: RenderContext
    ) -> HTMLNode {
        let flexibility = node.flexibility
        // The view's edges, not its background's or overlay's (SwiftUI's background takes its content's spacing).
        let spacing = node.neighbourSpacing
        StackLayout.applyFlexibility(to: &node, along: .vertical)
        let children: [HTMLNode]
        if overlay {
            children = [node, layer]
        } else {
            children = [layer, node]
        }
        var box = HTMLNode(classes: ["box", "layered"], content: .children(children), flexibility: flexibility)
        box.neighbourSpacing = spacing
        box.record(.layered, in: context)
        return box
    }
}

extension View {
    /// Sets the view's background to a style.
    @inlinable
    public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        modifier(_BackgroundModifier.style(AnyShapeStyle(style)))
    }

    /// Sets the view's background to the default background style.
    @inlinable
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Layers the views that you specify behind this view.
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        let view = content()
        return modifier(
            _BackgroundModifier(kind: .views({ view.renderNodes(in: $0) }, alignment, overlay: false)))
    }

    /// Layers the given view behind this view.
    @_disfavoredOverload
    public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View {
        modifier(
            _BackgroundModifier(kind: .views({ background.renderNodes(in: $0) }, alignment, overlay: false)))
    }

    /// Sets the view's background to an insettable shape filled with a style.
    @inlinable
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        modifier(_BackgroundModifier.style(AnyShapeStyle(style), in: shape))
    }

    /// Sets the view's background to a shape filled with the default background style.
    public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers the views that you specify in front of this view.
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        let view = content()
        return modifier(
            _BackgroundModifier(kind: .views({ view.renderNodes(in: $0) }, alignment, overlay: true)))
    }

    /// Layers the specified view in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
    where Overlay: View {
        modifier(_BackgroundModifier(kind: .views({ overlay.renderNodes(in: $0) }, alignment, overlay: true)))
    }

    /// Layers the specified style in front of this view.
    public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        modifier(_BackgroundModifier(kind: .styleInShape(AnyShapeStyle(style), Rectangle(), overlay: true)))
    }

    /// Layers a shape that you specify in front of this view.
    public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        modifier(_BackgroundModifier(kind: .styleInShape(AnyShapeStyle(style), shape, overlay: true)))
    }

    /// Adds a border to this view with the specified style and width: a stroke inside its frame.
    @inlinable
    nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
        ModifiedContent(content: self, modifier: _BackgroundModifier.border(AnyShapeStyle(content), width: width))
    }
}

/// Clips, fades, scales or moves the content.
public struct _PaintModifier: ViewModifier {
    enum Kind {
        case clip(any Shape)
        case cornerRadius(CGFloat)
        case opacity(Double)
        case scale(CGSize, UnitPoint)
        case offset(CGSize)
    }
    let kind: Kind
    public typealias Body = Never
}

extension _PaintModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        switch kind {
        case .clip(let shape):
            let radius = ShapeRendering.borderRadius(of: shape, in: context.environment)
            var style: [(property: String, value: String)] = [("overflow", "hidden")]
            if let radius { style.insert(("border-radius", radius), at: 0) }
            return Boxes.wrap(node, classes: ["clip"], style: style)
        case .cornerRadius(let radius):
            return Boxes.wrap(
                node, classes: ["clip"], style: [("border-radius", CSS.length(radius)), ("overflow", "hidden")])
        case .opacity(let opacity):
            if Boxes.canPaint(node, adding: "opacity") {
                node.style.append(("opacity", CSS.number(opacity)))
                return node
            }
            return Boxes.wrap(node, classes: ["fade"], style: [("opacity", CSS.number(opacity))])
        case .scale(let scale, let anchor):
            var style: [(property: String, value: String)] = [
                ("transform", "scale(" + CSS.number(scale.width) + "," + CSS.number(scale.height) + ")")
            ]
            if anchor != .center { style.append(("transform-origin", anchor.css)) }
            return Boxes.wrap(node, classes: ["transform"], style: style)
        case .offset(let offset):
            return Boxes.wrap(
                node, classes: ["transform"],
                style: [("transform", "translate(" + CSS.length(offset.width) + "," + CSS.length(offset.height) + ")")])
        }
    }
}

extension View {
    /// Sets a clipping shape for this view.
    public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        modifier(_PaintModifier(kind: .clip(shape)))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_PaintModifier(kind: .cornerRadius(radius)))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_PaintModifier(kind: .clip(Rectangle())))
    }

    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_PaintModifier(kind: .opacity(opacity)))
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_PaintModifier(kind: .scale(CGSize(width: s, height: s), anchor)))
    }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_PaintModifier(kind: .scale(scale, anchor)))
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        modifier(_PaintModifier(kind: .scale(CGSize(width: x, height: y), anchor)))
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_PaintModifier(kind: .offset(offset)))
    }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PaintModifier(kind: .offset(CGSize(width: x, height: y))))
    }
}

/// Masks the content with the alpha of a view. CSS can mask with an image, not with markup: a shape masks as
/// `clipShape` does, a color or gradient through `mask-image`; any other view (a text) is not drawn as a
/// mask, and the content is drawn unmasked with a warning.
public struct _MaskModifier: ViewModifier {
    enum Kind {
        case shape(any Shape)
        case style(AnyShapeStyle)
        case unsupported(String)
    }
    let kind: Kind
    public typealias Body = Never

    nonisolated init<Mask: View>(_ mask: Mask) {
        if let shape = mask as? any Shape {
            kind = .shape(shape)
        } else if let style = mask as? any ShapeStyle {
            kind = .style(AnyShapeStyle(style))
        } else {
            kind = .unsupported(String(describing: Mask.self))
        }
    }
}

extension _MaskModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        switch kind {
        case .shape(let shape):
            return _PaintModifier(kind: .clip(shape)).modify(node, in: context)
        case .style(let style):
            let image: String
            if let gradient = StylePaint.gradient(of: style) {
                image = gradient.cssGradient(in: context.environment)
            } else {
                // A color is a plain paint, not an image: a gradient of one color is.
                let color = StylePaint.css(style, in: context.environment)
                image = "linear-gradient(\(color),\(color))"
            }
            return Boxes.wrap(node, classes: ["mask"], style: [("mask-image", image), ("-webkit-mask-image", image)])
        case .unsupported(let type):
            let message = "mask(\(type)): only a shape, a color or a gradient masks here; drawn unmasked"
            context.session.warn(message)
            RuntimeWarning.printOnce(message)
            return node
        }
    }
}

extension View {
    /// Masks this view using the alpha channel of the given view.
    public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    where Mask: View {
        modifier(_MaskModifier(mask()))
    }

    /// Masks this view using the alpha channel of the given view.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    public func mask<Mask>(_ mask: Mask) -> some View where Mask: View {
        modifier(_MaskModifier(mask))
    }
}
