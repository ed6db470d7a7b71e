import Foundation
import Testing

@testable import WidgetRuntime

/// A canvas's drawing: transforms compose as CoreGraphics composes them, and copies of a context share the
/// drawing but not their state.
@MainActor
@Suite struct CanvasTests {
    func svg(_ size: CGSize, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> String {
        var context = RenderContext()
        context.recordsLayout = true
        var nodes = Canvas(renderer: renderer).renderNodes(in: context)
        LayoutEngine.resolve(&nodes, in: size)
        return HTMLWriter.html(nodes)
    }

    @Test func laterTransformsApplyFirst() {
        let html = svg(CGSize(width: 100, height: 50)) { context, size in
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            // (1, 1) lands at (12, 22): scaled first, then moved.
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 4, height: 1)), with: .color(.red))
            var turned = context
            turned.rotate(by: .degrees(90))
            turned.stroke(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue), lineWidth: 3)
        }
        #expect(html.contains("<svg viewBox=\"0 0 100 50\" width=\"100\" height=\"50\""))
        // The renderer was given the canvas's size: a quarter of its width is 25.
        #expect(html.contains("<path d=\"M0 0L25 0L25 1L0 1Z\" transform=\"matrix(2 0 0 2 10 20)\" fill=\"#FF3B30\""))
        // Rotated by 90°: x ↦ y, y ↦ −x, then scaled and moved.
        #expect(
            html.contains("transform=\"matrix(0 2 -2 0 10 20)\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"3\""))
    }

    @Test func gradientsAreInTheContextsCoordinatesAndClipsApplyToLaterDrawingOnly() {
        let html = svg(CGSize(width: 100, height: 50)) { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var clipped = context
            clipped.translateBy(x: 50, y: 0)
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            clipped.fill(
                Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
                with: .linearGradient(
                    Gradient(colors: [.white, .black]), startPoint: .zero, endPoint: CGPoint(x: 0, y: 40),
                    options: .mirror))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), options: .inverse)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        // The first fill is drawn before any clip; the gradient's points are in the moved context, where the
        // path's transform puts them.
        #expect(html.contains("<path d=\"M0 0L10 0L10 10L0 10Z\" fill=\"#FF3B30\"/>"))
        #expect(
            html.contains(
                "<linearGradient id=\"cg3c708e06\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"0\" "
                    + "y2=\"40\" spreadMethod=\"reflect\"><stop offset=\"0\" stop-color=\"#FFFFFF\"/>"
                    + "<stop offset=\"1\" stop-color=\"#000000\"/></linearGradient>"))
        #expect(html.contains("<clipPath id=\"cc"))
        #expect(html.contains("transform=\"matrix(1 0 0 1 50 0)\" clip-rule=\"nonzero\"/></clipPath>"))
        #expect(html.contains("transform=\"matrix(1 0 0 1 50 0)\" fill=\"url(#cg3c708e06)\"/></g>"))
        // The inverse clip is a mask: white everywhere, black inside the shape.
        #expect(
            html.contains(
                "<rect width=\"100\" height=\"50\" fill=\"#FFFFFF\"/><path d=\"M0 0L5 0L5 5L0 5Z\" fill=\"#000000\" "
                    + "fill-rule=\"nonzero\"/></mask>"))
        #expect(html.contains("<g mask=\"url(#cm"))
    }
}
