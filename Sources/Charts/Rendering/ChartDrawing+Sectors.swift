import Foundation
import WidgetRuntime

extension ChartDrawing {
    /// Draws sector marks as a pie (or a donut, with an inner radius): clockwise from 12 o'clock, each
    /// sector's angle its value's share of the total, in the largest circle the area holds.
    func drawSectors(in area: CGRect, canvas: inout ChartCanvas) {
        let sectors = marks.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max(0, $1.angle) }
        guard total > 0 else { return }
        let center = CGPoint(x: area.midX, y: area.midY)
        let plotRadius = min(area.width, area.height) / 2
        var start = -Double.pi / 2
        for mark in sectors {
            let sweep = max(0, mark.angle) / total * 2 * .pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let outer = mark.outerRadius.resolve(band: plotRadius, automatic: plotRadius)
            let inner = min(outer, mark.innerRadius.resolve(band: plotRadius, automatic: 0))
            let inset = (mark.angularInset ?? 0) / 2
            // Rounded corners: the sector shrunk by the radius on every side, filled and stroked as wide as twice
            // the radius with round joins, which gives back its size with each corner an arc of that radius.
            let corner = min(mark.cornerRadius ?? 0, max(0, (outer - inner) / 2))
            let data = sectorPath(
                center: center, inner: inner > 0 ? inner + corner : 0, outer: outer - corner, start: start,
                end: start + sweep, inset: inset + corner)
            guard !data.isEmpty else { continue }
            let style = styles.style(of: mark)
            var attributes = canvas.fill(style, opacity: mark.opacity, in: environment)
            if corner > 0 {
                let (paint, alpha) = canvas.paint(style, in: environment)
                attributes += " stroke=\"\(paint)\" stroke-width=\"\(CSS.number(corner * 2))\""
                attributes += " stroke-linejoin=\"round\""
                if let alpha { attributes += " stroke-opacity=\"\(CSS.number(alpha))\"" }
            }
            canvas.add("<path d=\"\(data)\" \(attributes)/>")
            // Annotations sit on the sector's middle, halfway between its radii.
            let middle = start + sweep / 2
            let radius = (inner + outer) / 2
            let point = CGPoint(x: center.x + radius * cos(middle), y: center.y + radius * sin(middle))
            drawAnnotations(of: mark, around: CGRect(origin: point, size: .zero), vertical: true, canvas: &canvas)
        }
    }

    /// The outline of a sector between two radii and two angles, its straight edges moved `inset` points
    /// inward (the gap `angularInset` leaves between sectors).
    func sectorPath(
        center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, inset: CGFloat
    )
        -> String
    {
        func point(_ radius: CGFloat, _ angle: Double) -> String {
            LinePath.point(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        // At radius r, an edge moved `inset` points along the circle is inset / r radians.
        let outerInset = outer > 0 ? Double(inset / outer) : 0
        let (outerStart, outerEnd) = (start + outerInset, end - outerInset)
        guard outerEnd > outerStart else { return "" }
        let full = end - start >= 2 * .pi - 1e-9 && inset == 0
        if full {
            // A whole circle (one sector): two half arcs, and the hole the same way.
            var data = "M" + point(outer, start) + arc(outer, point(outer, start + .pi), large: false, sweep: true)
            data += arc(outer, point(outer, start), large: false, sweep: true) + "Z"
            if inner > 0 {
                data += "M" + point(inner, start) + arc(inner, point(inner, start + .pi), large: false, sweep: false)
                data += arc(inner, point(inner, start), large: false, sweep: false) + "Z"
            }
            return data
        }
        var data = "M" + point(outer, outerStart)
        data += arc(outer, point(outer, outerEnd), large: outerEnd - outerStart > .pi, sweep: true)
        let innerInset = inner > 0 ? Double(inset / inner) : 0
        if inner > 0 && end - innerInset > start + innerInset {
            data += "L" + point(inner, end - innerInset)
            data += arc(
                inner, point(inner, start + innerInset), large: end - start - 2 * innerInset > .pi, sweep: false)
        } else {
            // The edges meet short of the center when inset: where the two inset lines cross.
            let half = (end - start) / 2
            let distance = inset > 0 && sin(half) > 0 ? min(outer, inset / CGFloat(sin(half))) : 0
            data += "L" + point(distance, start + half)
        }
        return data + "Z"
    }

    func arc(_ radius: CGFloat, _ to: String, large: Bool, sweep: Bool) -> String {
        let r = CSS.number((radius * 100).rounded() / 100)
        return "A\(r),\(r) 0 \(large ? 1 : 0) \(sweep ? 1 : 0) " + to
    }
}
