import Foundation

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// The outline of a 2D shape.
public struct Path: Equatable, Sendable {
    private(set) var commands: [String] = []
    private var current = CGPoint.zero

    /// Creates an empty path.
    public init() {}

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { commands.isEmpty }

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path as an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    private static func n(_ v: CGFloat) -> String { CSS.number(v) }
    private static func p(_ point: CGPoint) -> String { n(point.x) + " " + n(point.y) }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) {
        commands.append("M" + Self.p(end))
        current = end
    }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) {
        commands.append("L" + Self.p(end))
        current = end
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        commands.append("Q" + Self.p(control) + " " + Self.p(end))
        current = end
    }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        commands.append("C" + Self.p(control1) + " " + Self.p(control2) + " " + Self.p(end))
        current = end
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { commands.append("Z") }

    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a rounded rectangle to the path.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2)
        let ry = min(cornerSize.height, rect.height / 2)
        let arc = "A" + Self.n(rx) + " " + Self.n(ry) + " 0 0 1 "
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        commands.append(arc + Self.p(CGPoint(x: rect.maxX, y: rect.minY + ry)))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        commands.append(arc + Self.p(CGPoint(x: rect.maxX - rx, y: rect.maxY)))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        commands.append(arc + Self.p(CGPoint(x: rect.minX, y: rect.maxY - ry)))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        commands.append(arc + Self.p(CGPoint(x: rect.minX + rx, y: rect.minY)))
        closeSubpath()
    }

    /// Adds a rectangle whose corners have radii of their own (top left, top right, bottom right, bottom left),
    /// each at most half the shorter side, as `UnevenRoundedRectangle` draws it.
    mutating func addRoundedRect(in rect: CGRect, radii: [CGFloat]) {
        let limit = min(rect.width, rect.height) / 2
        let r = radii.map { max(0, min($0, limit)) }
        func arc(_ radius: CGFloat, to point: CGPoint) {
            if radius > 0 { commands.append("A" + Self.n(radius) + " " + Self.n(radius) + " 0 0 1 " + Self.p(point)) }
        }
        move(to: CGPoint(x: rect.minX + r[0], y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r[1], y: rect.minY))
        arc(r[1], to: CGPoint(x: rect.maxX, y: rect.minY + r[1]))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r[2]))
        arc(r[2], to: CGPoint(x: rect.maxX - r[2], y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + r[3], y: rect.maxY))
        arc(r[3], to: CGPoint(x: rect.minX, y: rect.maxY - r[3]))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r[0]))
        arc(r[0], to: CGPoint(x: rect.minX + r[0], y: rect.minY))
        closeSubpath()
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2
        let ry = rect.height / 2
        let arc = "A" + Self.n(rx) + " " + Self.n(ry) + " 0 1 1 "
        move(to: CGPoint(x: rect.midX, y: rect.minY))
        commands.append(arc + Self.p(CGPoint(x: rect.midX, y: rect.maxY)))
        commands.append(arc + Self.p(CGPoint(x: rect.midX, y: rect.minY)))
        closeSubpath()
    }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let start = CGPoint(
            x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        let end = CGPoint(x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
        if commands.isEmpty { move(to: start) } else { addLine(to: start) }
        // SwiftUI's y axis points down, so its "clockwise" is SVG's counter-clockwise sweep.
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { sweep = -sweep }
        while sweep < 0 { sweep += 2 * .pi }
        let large = sweep > .pi ? 1 : 0
        let flag = clockwise ? 0 : 1
        commands.append("A\(Self.n(radius)) \(Self.n(radius)) 0 \(large) \(flag) " + Self.p(end))
        current = end
    }

    /// The path as SVG path data.
    package var svgData: String { commands.joined() }
}

extension Path: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
