import Foundation

/// An affine transform as SVG writes it, `matrix(a b c d e f)` (CoreGraphics's a b c d tx ty).
struct CanvasMatrix: Equatable {
    var a: CGFloat
    var b: CGFloat
    var c: CGFloat
    var d: CGFloat
    var e: CGFloat
    var f: CGFloat

    static let identity = CanvasMatrix(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// This transform after `inner`: points are transformed by `inner` first (as CoreGraphics's
    /// `concatenate` makes a context's later operations apply before the ones already set).
    func concatenating(_ inner: CanvasMatrix) -> CanvasMatrix {
        CanvasMatrix(
            a: inner.a * a + inner.b * c, b: inner.a * b + inner.b * d, c: inner.c * a + inner.d * c,
            d: inner.c * b + inner.d * d, e: inner.e * a + inner.f * c + e, f: inner.e * b + inner.f * d + f)
    }

    /// The SVG `transform` attribute, or nothing for the identity.
    var attribute: String {
        guard self != .identity else { return "" }
        let values = [a, b, c, d, e, f].map { CSS.number(($0 * 1000).rounded() / 1000) }
        return " transform=\"matrix(" + values.joined(separator: " ") + ")\""
    }
}
