import Foundation

/// A view type that supports immediate mode drawing.
///
/// The renderer runs when the layout engine knows the canvas's size (as a GeometryReader's content is
/// built); what it draws is written as one SVG.
public struct Canvas<Symbols> where Symbols: View {
    /// A view that provides child views that you can use in the drawing callback (not drawn here).
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent view asynchronously.
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer
        ) { EmptyView() }
    }
}

@available(*, unavailable)
extension Canvas: Sendable {}

extension Canvas: View {
    public typealias Body = Never
}

extension Canvas: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        context.session.needsLayout = true
        let renderer = renderer
        var node = HTMLNode(classes: ["geometry", "canvas"], flexibility: [.horizontal, .vertical])
        node.record(
            .geometry { size in
                let drawing = CanvasDrawing(environment: context.environment)
                var graphics = GraphicsContext(drawing: drawing)
                renderer(&graphics, size)
                return [drawing.node(size: size, in: context)]
            }, in: context)
        nodes.append(node)
    }
}
