import Foundation
import WidgetRuntime

/// A shape that marks a point of a chart.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the shape looks as large as (where its visual weight is).
    var perceptualUnitRect: CGRect { get }
}

extension Circle: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// One of the symbols Charts draws points with.
public struct BasicChartSymbolShape: ChartSymbolShape {
    enum Kind: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }

    let kind: Kind
    let lineWidth: CGFloat?

    /// The symbol's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ corners: Int, rotation: Double) -> Path {
            Path { path in
                for index in 0..<corners {
                    let angle = rotation + Double(index) * 2 * .pi / Double(corners)
                    let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
            }
        }
        func bars(_ angles: [Double]) -> Path {
            let half = radius / 3
            return Path { path in
                for angle in angles {
                    // A bar through the center, as a thin rectangle turned by `angle`.
                    let (dx, dy) = (cos(angle), sin(angle))
                    let corners = [(radius, half), (radius, -half), (-radius, -half), (-radius, half)].map {
                        CGPoint(x: center.x + $0.0 * dx - $0.1 * dy, y: center.y + $0.0 * dy + $0.1 * dx)
                    }
                    path.move(to: corners[0])
                    for corner in corners.dropFirst() { path.addLine(to: corner) }
                    path.closeSubpath()
                }
            }
        }
        switch kind {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
        case .triangle: return polygon(3, rotation: -.pi / 2)
        case .diamond: return polygon(4, rotation: -.pi / 2)
        case .pentagon: return polygon(5, rotation: -.pi / 2)
        case .plus: return bars([0, .pi / 2])
        case .cross: return bars([.pi / 4, -.pi / 4])
        case .asterisk: return bars([.pi / 2, .pi / 6, -.pi / 6])
        }
    }

    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's outline, stroked rather than filled.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        BasicChartSymbolShape(kind: kind, lineWidth: lineWidth)
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle, lineWidth: nil) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square, lineWidth: nil) }
    /// A triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle, lineWidth: nil) }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond, lineWidth: nil) }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon, lineWidth: nil) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus, lineWidth: nil) }
    /// A cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross, lineWidth: nil) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk, lineWidth: nil) }
}

/// A type-erased chart symbol shape.
@frozen
public struct AnyChartSymbolShape: ChartSymbolShape {
    let storage: any ChartSymbolShape

    /// Creates a type-erased symbol shape.
    nonisolated public init(_ content: any ChartSymbolShape) {
        storage = content
    }

    /// The erased shape's outline.
    nonisolated public func path(in rect: CGRect) -> Path { storage.path(in: rect) }

    /// The erased shape's visual extent.
    public var perceptualUnitRect: CGRect { storage.perceptualUnitRect }

    /// The outline's stroke width, when the symbol is stroked rather than filled.
    var strokeWidth: CGFloat? { (storage as? BasicChartSymbolShape)?.lineWidth }
}
