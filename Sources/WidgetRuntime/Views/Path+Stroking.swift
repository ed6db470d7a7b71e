import Foundation

// `strokedPath(_:)`: the area a stroke of the path covers, as a path to fill.
//
// The path is flattened (curves and arcs into short segments), dashed, and each stroked piece becomes a convex
// polygon of its own: a quadrilateral per segment, a join per corner (a miter quadrilateral, a bevel triangle
// or a round polygon) and a cap per open end. All of them wind the same way, so filling the result with the
// non-zero rule (the default) covers their union: the stroke's area. Unlike Core Graphics' outline, the pieces
// overlap: stroking the result, or filling it with the even-odd rule, shows them.
extension Path {
    /// Returns a stroked copy of the path using `style` to define how the stroked outline is created.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0 else { return Path() }
        var pieces: [[CGPoint]] = []
        for polyline in Self.dashed(flattenedSubpaths(), style.dash, phase: style.dashPhase) {
            pieces += Self.outline(polyline, halfWidth: halfWidth, style: style)
        }
        var path = Path()
        for polygon in pieces where polygon.count >= 3 {
            let wound = Self.signedArea(polygon) < 0 ? Array(polygon.reversed()) : polygon
            path.move(to: wound[0])
            for point in wound.dropFirst() { path.addLine(to: point) }
            path.closeSubpath()
        }
        return path
    }

    /// A subpath as points, and whether it was closed.
    struct Polyline {
        var points: [CGPoint]
        var isClosed = false
    }

    /// The subpaths as polylines: lines as they are, curves and arcs in short segments.
    func flattenedSubpaths() -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [])
        var point = CGPoint.zero
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline(points: [])
        }
        for command in commands {
            guard let letter = command.first else { continue }
            let numbers = command.dropFirst().split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
            func at(_ index: Int) -> CGPoint { CGPoint(x: numbers[index], y: numbers[index + 1]) }
            if letter != "M", letter != "Z", current.points.isEmpty { current.points = [point] }
            switch letter {
            case "M" where numbers.count == 2:
                finish()
                point = at(0)
                current.points = [point]
            case "L" where numbers.count == 2:
                point = at(0)
                current.points.append(point)
            case "Q" where numbers.count == 4:
                let (start, control, end) = (point, at(0), at(2))
                current.points += Self.samples { t in
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                        y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
                }
                point = end
            case "C" where numbers.count == 6:
                let (start, control1, control2, end) = (point, at(0), at(2), at(4))
                current.points += Self.samples { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(
                        x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                        y: a * start.y + b * control1.y + c * control2.y + d * end.y)
                }
                point = end
            case "A" where numbers.count == 7:
                let end = at(5)
                current.points += Self.arcPoints(
                    from: point, to: end, radii: CGSize(width: numbers[0], height: numbers[1]),
                    isLarge: numbers[3] != 0, sweeps: numbers[4] != 0)
                point = end
            case "Z":
                if let first = current.points.first {
                    current.isClosed = true
                    point = first
                    finish()
                    // A drawing command after Z starts from the closed subpath's first point.
                    current.points = []
                }
            default:
                continue
            }
        }
        finish()
        return result.map { Polyline(points: Self.withoutRepeats($0.points), isClosed: $0.isClosed) }
    }

    /// Sixteen points along a curve, its start left out (the polyline already ends there).
    static func samples(_ curve: (CGFloat) -> CGPoint) -> [CGPoint] {
        (1...16).map { curve(CGFloat($0) / 16) }
    }

    /// The points of an SVG arc (its axes unrotated, as the paths here write them), its start left out:
    /// SVG's endpoint parametrization turned into a center and angles (SVG 1.1, appendix F.6.5).
    static func arcPoints(
        from start: CGPoint, to end: CGPoint, radii: CGSize, isLarge: Bool, sweeps: Bool
    ) -> [CGPoint] {
        var (rx, ry) = (abs(radii.width), abs(radii.height))
        guard rx > 0, ry > 0, start != end else { return [end] }
        let (x1, y1) = ((start.x - end.x) / 2, (start.y - end.y) / 2)
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let coefficient = (isLarge == sweeps ? -1 : 1) * max(0, numerator / denominator).squareRoot()
        let (cx1, cy1) = (coefficient * rx * y1 / ry, -coefficient * ry * x1 / rx)
        let center = CGPoint(x: cx1 + (start.x + end.x) / 2, y: cy1 + (start.y + end.y) / 2)
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var sweep = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweeps, sweep < 0 { sweep += 2 * .pi }
        if !sweeps, sweep > 0 { sweep -= 2 * .pi }
        // A segment per 5 degrees at most.
        let steps = max(2, Int((abs(sweep) / (.pi / 36)).rounded(.up)))
        var points = (1..<steps).map { step -> CGPoint in
            let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
            return CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
        }
        points.append(end)
        return points
    }

    static func withoutRepeats(_ points: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        for point in points where result.last.map({ Self.distance($0, point) > 1e-9 }) ?? true {
            result.append(point)
        }
        return result
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The dashes of the polylines: open pieces, the pattern starting `phase` into its length.
    static func dashed(_ polylines: [Polyline], _ dash: [CGFloat], phase: CGFloat) -> [Polyline] {
        let pattern = dash.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        // No pattern, or one that draws nothing but gaps of zero: a solid stroke, as Core Graphics draws it.
        guard !pattern.isEmpty, period > 0 else { return polylines }
        var result: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - offset
            var isOn = index % 2 == 0
            var piece: [CGPoint] = isOn && !points.isEmpty ? [points[0]] : []
            for (a, b) in zip(points, points.dropFirst()) {
                var from = a
                var length = distance(a, b)
                while length > left {
                    let t = left / length
                    let cut = CGPoint(x: from.x + (b.x - from.x) * t, y: from.y + (b.y - from.y) * t)
                    if isOn {
                        result.append(Polyline(points: withoutRepeats(piece + [cut])))
                        piece = []
                    } else {
                        piece = [cut]
                    }
                    length -= left
                    from = cut
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                    isOn.toggle()
                }
                left -= length
                if isOn { piece.append(b) }
            }
            if isOn, piece.count >= 2 { result.append(Polyline(points: withoutRepeats(piece))) }
        }
        return result
    }

    /// The convex polygons that together cover a stroke of the polyline.
    static func outline(_ polyline: Polyline, halfWidth h: CGFloat, style: StrokeStyle) -> [[CGPoint]] {
        let points = polyline.points
        guard let first = points.first else { return [] }
        if points.count == 1 {
            // A zero-length subpath: its caps alone, as a dot or a square (none for butt caps).
            switch style.lineCap {
            case .round: return [circle(first, h)]
            case .square:
                return [
                    [
                        CGPoint(x: first.x - h, y: first.y - h), CGPoint(x: first.x + h, y: first.y - h),
                        CGPoint(x: first.x + h, y: first.y + h), CGPoint(x: first.x - h, y: first.y + h),
                    ]
                ]
            default: return []
            }
        }
        var segments = Array(zip(points, points.dropFirst()))
        if polyline.isClosed, let last = points.last, distance(last, first) > 1e-9 { segments.append((last, first)) }
        var pieces: [[CGPoint]] = segments.map { a, b in
            let n = normal(a, b, h)
            return [add(a, n), add(b, n), sub(b, n), sub(a, n)]
        }
        // Joins: between each segment and the next, and around the start of a closed one.
        var corners = Array(zip(segments, segments.dropFirst()))
        if polyline.isClosed, let last = segments.last, let firstSegment = segments.first, segments.count > 1 {
            corners.append((last, firstSegment))
        }
        for (incoming, outgoing) in corners {
            pieces += join(at: incoming.1, from: incoming.0, to: outgoing.1, h, style: style)
        }
        if !polyline.isClosed, let firstSegment = segments.first, let last = segments.last {
            pieces += cap(at: firstSegment.0, awayFrom: firstSegment.1, h, style.lineCap)
            pieces += cap(at: last.1, awayFrom: last.0, h, style.lineCap)
        }
        return pieces
    }

    static func join(at v: CGPoint, from a: CGPoint, to b: CGPoint, _ h: CGFloat, style: StrokeStyle) -> [[CGPoint]] {
        let (n1, n2) = (normal(a, v, h), normal(v, b, h))
        let cross = (v.x - a.x) * (b.y - v.y) - (v.y - a.y) * (b.x - v.x)
        if abs(cross) < 1e-12 * max(1, distance(a, v) * distance(v, b)) {
            // Straight on needs no join; straight back is capped as the line ends, as Core Graphics does.
            let backwards = (v.x - a.x) * (b.x - v.x) + (v.y - a.y) * (b.y - v.y) < 0
            return backwards && style.lineJoin == .round ? [circle(v, h)] : []
        }
        // The outer side: away from the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let (outer1, outer2) = (add(v, scale(n1, side)), add(v, scale(n2, side)))
        switch style.lineJoin {
        case .round:
            return [circle(v, h)]
        case .miter:
            let cosine = (n1.x * n2.x + n1.y * n2.y) / (h * h)
            // The miter's length over the line's width is 1 / sin(θ/2) = sqrt(2 / (1 + cos φ)).
            if 1 + cosine > 1e-12, (2 / (1 + cosine)).squareRoot() <= style.miterLimit {
                let tip = add(v, scale(add(n1, n2), side / (1 + cosine)))
                return [[v, outer1, tip, outer2]]
            }
            return [[v, outer1, outer2]]
        default:
            return [[v, outer1, outer2]]
        }
    }

    static func cap(at end: CGPoint, awayFrom other: CGPoint, _ h: CGFloat, _ cap: CGLineCap) -> [[CGPoint]] {
        switch cap {
        case .round:
            return [circle(end, h)]
        case .square:
            let n = normal(other, end, h)
            let out = CGPoint(x: -n.y, y: n.x)  // along the line, away from it: the normal turned back
            let along = (end.x - other.x) * out.x + (end.y - other.y) * out.y > 0 ? out : scale(out, -1)
            return [[add(end, n), add(add(end, n), along), sub(add(end, along), n), sub(end, n)]]
        default:
            return []
        }
    }

    /// The normal of the segment from a to b, of length h.
    static func normal(_ a: CGPoint, _ b: CGPoint, _ h: CGFloat) -> CGPoint {
        let length = distance(a, b)
        return CGPoint(x: -(b.y - a.y) / length * h, y: (b.x - a.x) / length * h)
    }

    /// A circle as a polygon of 36 sides.
    static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        (0..<36).map { step in
            let angle = CGFloat(step) * .pi / 18
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// Twice the polygon's signed area (positive when it winds clockwise on a y-down page).
    static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    static func add(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func scale(_ a: CGPoint, _ k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
}
