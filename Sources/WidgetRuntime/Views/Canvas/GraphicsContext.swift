import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// Copies share one drawing (what either draws lands in the same canvas) and keep their own state: the
/// transform, clip shapes and opacity, as SwiftUI's contexts do.
public struct GraphicsContext {
    let drawing: CanvasDrawing
    /// The current transform, as SVG's `matrix(a b c d e f)`.
    var matrix = CanvasMatrix.identity
    /// The clip shapes added so far, each with the transform current when it was added.
    var clips: [CanvasDrawing.Clip] = []

    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1

    init(drawing: CanvasDrawing) {
        self.drawing = drawing
    }

    /// The environment associated with the graphics context.
    public var environment: EnvironmentValues { drawing.environment }

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        matrix = matrix.concatenating(CanvasMatrix(a: x, b: 0, c: 0, d: y, e: 0, f: 0))
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        matrix = matrix.concatenating(CanvasMatrix(a: 1, b: 0, c: 0, d: 1, e: x, f: y))
    }

    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) {
        let (sine, cosine) = (CGFloat(sin(angle.radians)), CGFloat(cos(angle.radians)))
        matrix = matrix.concatenating(CanvasMatrix(a: cosine, b: sine, c: -sine, d: cosine, e: 0, f: 0))
    }

    /// Adds a path to the context's clip shapes: later drawing shows only inside it (outside with `.inverse`).
    public mutating func clip(
        to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()
    ) {
        clips.append(
            CanvasDrawing.Clip(
                path: path, matrix: matrix, isEOFilled: style.isEOFilled, isInverse: options.contains(.inverse)))
    }

    /// Draws a path into the context and fills the outlined region.
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
        drawing.append(.fill(path, shading, style, matrix, opacity), clips: clips)
    }

    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {
        drawing.append(.stroke(path, shading, style, matrix, opacity), clips: clips)
    }

    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text into the context, its anchor point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.append(.text(text, .point(point, anchor), matrix, opacity), clips: clips)
    }

    /// Draws text into the context, wrapped within `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        drawing.append(.text(text, .rect(rect), matrix, opacity), clips: clips)
    }

    /// Draws an image into the context, scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawing.append(.image(image, rect, matrix, opacity), clips: clips)
    }

    /// Draws into a new transparency layer: a copy of this context, whose drawing lands in the same canvas.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}

@available(*, unavailable)
extension GraphicsContext: Sendable {}
