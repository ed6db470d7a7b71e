import Foundation

/// A `rotation3DEffect`: CSS's `rotate3d` about the anchor, seen through `perspective()`.
struct PerspectiveRotation {
    let angle: Angle
    /// x, y and z; CSS normalizes the axis as SwiftUI does.
    let axis: [CGFloat]
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat

    /// SwiftUI puts the vanishing point at the view's larger side divided by `perspective` (0: none). CSS needs
    /// that distance as a length when the page is written, before anything is laid out, so it is taken from the
    /// widget's content area (`containerSize`), which a rotated card usually fills.
    func style(in containerSize: CGSize?) -> [(property: String, value: String)] {
        let degrees = CSS.number(CGFloat((angle.degrees * 1000).rounded() / 1000))
        var transform = "rotate3d(" + axis.map { CSS.number($0) }.joined(separator: ",") + "," + degrees + "deg)"
        if perspective > 0, let size = containerSize {
            transform = "perspective(" + CSS.length(max(size.width, size.height) / perspective) + ") " + transform
        }
        var style: [(property: String, value: String)] = [("transform", transform)]
        if anchor != .center || anchorZ != 0 {
            style.append(("transform-origin", anchor.css + (anchorZ != 0 ? " " + CSS.length(anchorZ) : "")))
        }
        return style
    }
}
