import Foundation
import Testing

@testable import WidgetRuntime

/// `Path.strokedPath(_:)`: the pieces that cover a stroke, checked by their corners (read back from the result
/// as polygons).
@Suite struct PathStrokingTests {
    static func line(_ points: CGPoint...) -> Path {
        Path { path in
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
        }
    }

    /// The result's polygons, each as its corners.
    static func polygons(_ path: Path) -> [[CGPoint]] {
        path.flattenedSubpaths().map(\.points)
    }

    static func contains(_ polygons: [[CGPoint]], _ point: CGPoint) -> Bool {
        polygons.joined().contains { Path.distance($0, point) < 1e-6 }
    }

    @Test func aButtLineIsItsRectangleWoundOneWay() {
        let stroked = Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)).strokedPath(StrokeStyle(lineWidth: 2))
        let polygons = Self.polygons(stroked)
        #expect(polygons.count == 1)
        for corner in [CGPoint(x: 0, y: -1), CGPoint(x: 10, y: -1), CGPoint(x: 10, y: 1), CGPoint(x: 0, y: 1)] {
            #expect(Self.contains(polygons, corner))
        }
        #expect(polygons.allSatisfy { Path.signedArea($0) > 0 }, "every piece winds the same way")
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
        #expect(Self.line(.zero, CGPoint(x: 1, y: 1)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func squareCapsReachHalfTheWidthPastTheEnds() {
        let stroked = Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
            .strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        let xs = Self.polygons(stroked).joined().map(\.x)
        #expect(xs.min() == -1 && xs.max() == 11)
    }

    @Test func aRightAngleJoinsByItsMiterOrItsBevel() {
        let corner = Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))
        // The outer corner of a right angle's miter: half the width past both edges (a ratio of √2, under 10).
        let tip = CGPoint(x: 11, y: -1)
        #expect(Self.contains(Self.polygons(corner.strokedPath(StrokeStyle(lineWidth: 2))), tip))
        #expect(!Self.contains(Self.polygons(corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))), tip))
        // A miter limit under √2 bevels the corner too.
        let limited = corner.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1.4))
        #expect(!Self.contains(Self.polygons(limited), tip))
        // Round joins and caps stay within half the width of the line.
        let round = corner.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        let farthest = Self.polygons(round).joined().map { point in
            [(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)), (CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))].map {
                Self.distance(point, toSegment: $0.0, $0.1)
            }.min()!
        }.max()!
        #expect(abs(farthest - 1) < 1e-3, "within the path data's rounding to thousandths")
    }

    /// The distance from a point to a segment.
    static func distance(_ point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy)))
        return Path.distance(point, CGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }

    @Test func dashesCutTheLineWhereThePatternSays() {
        let line = Self.line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        // 2 on, 3 off: dashes over 0…2 and 5…7.
        let dashed = Self.polygons(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3])))
        #expect(dashed.map { $0.map(\.x).min()! } == [0, 5] && dashed.map { $0.map(\.x).max()! } == [2, 7])
        // One in: 0…1, 4…6 and 9…10.
        let shifted = Self.polygons(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3], dashPhase: 1)))
        #expect(shifted.map { $0.map(\.x).min()! } == [0, 4, 9] && shifted.map { $0.map(\.x).max()! } == [1, 6, 10])
    }

    @Test func curvesAndArcsAreFollowed() {
        // A circle of radius 10, flattened into chords: every corner of its stroke a width's half from the
        // circle, within what the chords cut off (under 0.01 at 5 degrees a chord), or on it (a bevel's apex).
        let ring = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)).strokedPath(
            StrokeStyle(lineWidth: 2, lineJoin: .bevel))
        let radii = Self.polygons(ring).joined().map { Path.distance($0, .zero) }
        #expect(radii.allSatisfy { radius in [CGFloat(9), 10, 11].contains { abs(radius - $0) < 0.01 } })
        #expect(radii.contains { abs($0 - 11) < 0.01 } && radii.contains { abs($0 - 9) < 0.01 })
        let curve = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }.strokedPath(StrokeStyle(lineWidth: 2))
        // The curve's top, at (5, 5), is stroked to 6.
        #expect(abs(Self.polygons(curve).joined().map(\.y).max()! - 6) < 0.01)
    }
}
