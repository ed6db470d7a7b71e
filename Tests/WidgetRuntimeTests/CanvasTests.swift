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
}
