import Foundation
import WidgetRuntime

/// The SVG path of a line through points, as an interpolation method joins them.
enum LinePath {
    /// The path data through `points`, starting with a move (or continuing with a line when `continuing`).
    static func data(through points: [CGPoint], method: InterpolationMethod, continuing: Bool = false) -> String {
        guard let first = points.first else { return "" }
        var data = (continuing ? "L" : "M") + point(first)
        guard points.count > 1 else { return data }
        switch method.storage {
        case .linear:
            for next in points.dropFirst() { data += "L" + point(next) }
        case .step(let transition):
            for index in 1..<points.count {
                let (a, b) = (points[index - 1], points[index])
                let x = a.x + (b.x - a.x) * transition
                data += "L" + point(CGPoint(x: x, y: a.y)) + "L" + point(CGPoint(x: x, y: b.y)) + "L" + point(b)
            }
        case .cardinal(let tension):
            data += cardinal(points, tension: tension)
        case .catmullRom(let alpha):
            data += catmullRom(points, alpha: alpha)
        case .monotone:
            data += monotone(points)
        }
        return data
    }

    static func point(_ point: CGPoint) -> String {
        CSS.number((point.x * 100).rounded() / 100) + "," + CSS.number((point.y * 100).rounded() / 100)
    }

    static func curve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) -> String {
        "C" + point(c1) + " " + point(c2) + " " + point(end)
    }

    /// A cardinal spline: tangents along the neighbours' chord, scaled by 1 − tension (the ends repeated).
    static func cardinal(_ points: [CGPoint], tension: CGFloat) -> String {
        let k = (1 - tension) / 6
        var data = ""
        for index in 1..<points.count {
            let p0 = points[max(0, index - 2)]
            let p1 = points[index - 1]
            let p2 = points[index]
            let p3 = points[min(points.count - 1, index + 1)]
            let c1 = CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y))
            let c2 = CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y))
            data += curve(c1, c2, p2)
        }
        return data
    }

    /// A Catmull-Rom spline parameterized by chord length to the power `alpha` (0.5: centripetal).
    static func catmullRom(_ points: [CGPoint], alpha: CGFloat) -> String {
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
            pow(max(1e-9, hypot(b.x - a.x, b.y - a.y)), alpha)
        }
        var data = ""
        for index in 1..<points.count {
            let p0 = points[max(0, index - 2)]
            let p1 = points[index - 1]
            let p2 = points[index]
            let p3 = points[min(points.count - 1, index + 1)]
            let d1 = distance(p0, p1)
            let d2 = distance(p1, p2)
            let d3 = distance(p2, p3)
            // Barry–Goldman's control points, as the Bézier form of the spline.
            func control(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ da: CGFloat, _ db: CGFloat) -> CGPoint {
                let denominator = 3 * da * (da + db)
                guard denominator > 1e-9 else { return b }
                let numerator = 2 * da * da + 3 * da * db + db * db
                return CGPoint(
                    x: (b.x * numerator - a.x * db * db + c.x * da * da) / denominator,
                    y: (b.y * numerator - a.y * db * db + c.y * da * da) / denominator)
            }
            let c1 = p0 == p1 ? p1 : control(p0, p1, p2, d1, d2)
            let c2 = p2 == p3 ? p2 : control(p3, p2, p1, d3, d2)
            data += curve(c1, c2, p2)
        }
        return data
    }

    /// A monotone cubic (Fritsch–Carlson, as Steffen's method limits the slopes): never overshoots the data.
    static func monotone(_ points: [CGPoint]) -> String {
        let count = points.count
        var slopes = [CGFloat](repeating: 0, count: count)
        var secants = [CGFloat](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            secants[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        slopes[0] = secants[0]
        slopes[count - 1] = secants[count - 2]
        for index in 1..<(count - 1) {
            let (a, b) = (secants[index - 1], secants[index])
            slopes[index] = a * b <= 0 ? 0 : (a + b) / 2
        }
        for index in 0..<(count - 1) where secants[index] != 0 {
            let a = slopes[index] / secants[index]
            let b = slopes[index + 1] / secants[index]
            let sum = a * a + b * b
            if sum > 9 {
                let t = 3 / sum.squareRoot()
                slopes[index] = t * a * secants[index]
                slopes[index + 1] = t * b * secants[index]
            }
        }
        var data = ""
        for index in 1..<count {
            let (p1, p2) = (points[index - 1], points[index])
            let third = (p2.x - p1.x) / 3
            data += curve(
                CGPoint(x: p1.x + third, y: p1.y + third * slopes[index - 1]),
                CGPoint(x: p2.x - third, y: p2.y - third * slopes[index]), p2)
        }
        return data
    }
}
