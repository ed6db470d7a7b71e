import Foundation

/// A 2D shape that you can use when drawing a view.
@MainActor @preconcurrency
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape type that is able to inset itself to produce another shape.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension Shape {
    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
    where S: ShapeStyle {
        _ShapeView(shape: self, style: content)
    }

    /// Traces the outline of this shape with a color or gradient.
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _StrokedShapeView(
            shape: self, style: AnyShapeStyle(content), stroke: StrokeStyle(lineWidth: lineWidth), inset: false)
    }

    /// Traces the outline of this shape with the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View {
        _StrokedShapeView(
            shape: self, style: AnyShapeStyle(ForegroundStyle()), stroke: StrokeStyle(lineWidth: lineWidth),
            inset: false)
    }

    /// Traces the outline of this shape with a color or gradient, in a stroke style (dashes, caps, joins).
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _StrokedShapeView(shape: self, style: AnyShapeStyle(content), stroke: style, inset: false)
    }

    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style` to define the stroke
    /// characteristics.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// Trims this shape by a fractional amount based on its representation as a path.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half of its line width and stroking it.
    nonisolated public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _StrokedShapeView(
            shape: self, style: AnyShapeStyle(content), stroke: StrokeStyle(lineWidth: lineWidth), inset: true)
    }

    /// Returns a view that is the result of filling an inset version of `self` with the foreground style.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShapeView(
            shape: self, style: AnyShapeStyle(ForegroundStyle()), stroke: StrokeStyle(lineWidth: lineWidth), inset: true
        )
    }

    /// Returns a view that is the result of insetting `self` by half of its line width and stroking it with a
    /// stroke style.
    nonisolated public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _StrokedShapeView(shape: self, style: AnyShapeStyle(content), stroke: style, inset: true)
    }

    /// Returns a view that is the result of insetting `self` by half of its line width and stroking it with the
    /// foreground style.
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _StrokedShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), stroke: style, inset: true)
    }
}

/// The endpoint style of a stroked line.
public enum CGLineCap: Int32, Sendable {
    case butt
    case round
    case square
}

/// The junction style of stroked line segments.
public enum CGLineJoin: Int32, Sendable {
    case miter
    case round
    case bevel
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape trimmed to a fraction of its path.
public struct _TrimmedShape<S>: Shape where S: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    nonisolated public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape that is the stroke of another.
public struct _StrokedShape<S>: Shape where S: Shape {
    public var shape: S
    public var style: StrokeStyle

    nonisolated public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-fill rule when rendering a shape.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Sendable {
    /// Creates a new rectangle shape.
    nonisolated public init() {}
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Sendable {
    public var style: RoundedCornerStyle

    /// Creates a new capsule shape.
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: Sendable {
    /// Creates a new circle shape.
    nonisolated public init() {}
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Sendable {
    /// Creates a new ellipse shape.
    nonisolated public init() {}
}

/// A shape that is replaced by an inset version of the current container shape (the widget's
/// rounded rectangle), so nested corners stay concentric.
public struct ContainerRelativeShape: Sendable {
    /// Creates a new container relative shape.
    nonisolated public init() {}
}

extension Rectangle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

extension RoundedRectangle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(
            cornerSize: CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount)),
            style: style)
    }
}

extension Capsule: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r))
    }
    nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
}

extension Circle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    nonisolated public func inset(by amount: CGFloat) -> Circle { self }
}

extension Ellipse: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> Ellipse { self }
}

extension ContainerRelativeShape: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}

/// A shape filled with a style.
public struct _ShapeView<Content, Style>: Sendable where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style

    nonisolated public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }
}

extension _ShapeView: View {
    public typealias Body = Never
}

extension _ShapeView: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        [ShapeRendering.node(for: shape, paint: .fill(AnyShapeStyle(style)), in: context)]
    }
}

/// A shape whose outline is traced.
public struct _StrokedShapeView<Content>: Sendable where Content: Shape {
    let shape: Content
    let style: AnyShapeStyle
    let stroke: StrokeStyle
    let inset: Bool
}

extension _StrokedShapeView: View {
    public typealias Body = Never
}

extension _StrokedShapeView: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        [ShapeRendering.node(for: shape, paint: .stroke(style, stroke, inset: inset), in: context)]
    }
}

/// How shapes become nodes: built-in shapes filled or plainly stroked are boxes with a border radius; other
/// shapes (custom paths, trimmed or dashed strokes, gradient strokes) are SVG drawn at their own size, which
/// `LayoutEngine` gives them.
package enum ShapeRendering {
    package enum Paint {
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }

    /// The CSS border radius of a built-in shape; `nil` for a plain or custom shape.
    @MainActor
    package static func borderRadius(of shape: any Shape, in environment: EnvironmentValues) -> String? {
        switch shape {
        case let rounded as RoundedRectangle:
            return CSS.length(rounded.cornerSize.width)
        case is Capsule:
            return "9999px"
        case is Circle, is Ellipse:
            return "50%"
        case is ContainerRelativeShape:
            return CSS.length(environment.containerCornerRadius)
        case let uneven as UnevenRoundedRectangle:
            // CSS scales all four down when two overlap; SwiftUI caps each at half the shorter side. The same
            // whenever two adjacent radii fit their side, as almost every design's do.
            let radii = uneven.physicalRadii(rightToLeft: environment.layoutDirection == .rightToLeft)
            return radii.map(CSS.length).joined(separator: " ")
        default:
            return nil
        }
    }

    /// Whether `shape` is one of the shapes drawn as CSS boxes, found by comparing its type (cheaper than casts).
    static func isBuiltIn(_ shape: any Shape) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: shape))
        return type == ObjectIdentifier(Rectangle.self) || type == ObjectIdentifier(RoundedRectangle.self)
            || type == ObjectIdentifier(Capsule.self) || type == ObjectIdentifier(Circle.self)
            || type == ObjectIdentifier(Ellipse.self) || type == ObjectIdentifier(ContainerRelativeShape.self)
            || type == ObjectIdentifier(UnevenRoundedRectangle.self)
    }

    /// A shape seen through the trim and stroke wrappers.
    struct Parts {
        var base: any Shape
        var trim: (from: CGFloat, to: CGFloat)?
        var stroke: StrokeStyle?

        init(_ shape: any Shape) {
            base = shape
            // The built-in shapes are no wrappers: their type is compared, sparing two failing protocol casts.
            if ShapeRendering.isBuiltIn(shape) { return }
            while true {
                if let trimmed = base as? any TrimmedShapeParts {
                    trim = (trimmed.trimRange.lowerBound, trimmed.trimRange.upperBound)
                    base = trimmed.trimmedBase
                } else if let stroked = base as? any StrokedShapeParts {
                    stroke = stroked.strokeStyle
                    base = stroked.strokedBase
                } else {
                    break
                }
            }
        }

        var isBuiltIn: Bool { ShapeRendering.isBuiltIn(base) }
    }

    @MainActor
    package static func node(for shape: any Shape, paint: Paint, in context: RenderContext) -> HTMLNode {
        let environment = context.environment
        let parts = Parts(shape)
        var paint = paint
        // A stroked shape drawn with a style is its stroke in that style.
        if let stroke = parts.stroke, case .fill(let style) = paint { paint = .stroke(style, stroke, inset: false) }
        var boxDrawn = parts.isBuiltIn && parts.trim == nil
        if case .stroke(let style, let stroke, _) = paint {
            boxDrawn = boxDrawn && stroke.dash.isEmpty && StylePaint.gradient(of: style) == nil
        }
        guard boxDrawn else { return drawnNode(parts, paint: paint, in: context) }
        var classes = ["shape"]
        if parts.base is Circle { classes.append("circle") }
        var style: [(property: String, value: String)] = []
        if let radius = borderRadius(of: parts.base, in: environment) { style.append(("border-radius", radius)) }
        switch paint {
        case .fill(let fill):
            style.append(("background", StylePaint.css(fill, in: environment)))
        case .stroke(let stroke, let strokeStyle, let inset):
            let color = stroke.resolve(in: environment).css
            let lineWidth = strokeStyle.lineWidth
            if inset {
                style.append(("box-shadow", "inset 0 0 0 " + CSS.length(lineWidth) + " " + color))
            } else {
                let half = CSS.length(lineWidth / 2)
                style.append(("box-shadow", "inset 0 0 0 \(half) \(color),0 0 0 \(half) \(color)"))
            }
        }
        var node = HTMLNode(classes: classes, style: style, flexibility: [.horizontal, .vertical])
        node.record(.greedy, in: context)
        return node
    }

    /// A shape drawn as SVG at the size the layout gives it (a 100 × 100 stand-in until then).
    @MainActor
    private static func drawnNode(_ parts: Parts, paint: Paint, in context: RenderContext) -> HTMLNode {
        let environment = context.environment
        context.session.needsLayout = true
        let radius = parts.base is ContainerRelativeShape ? environment.containerCornerRadius : nil
        var node = HTMLNode(
            classes: ["shape", "path"],
            content: .markup(
                svg(parts, paint: paint, size: CGSize(width: 100, height: 100), radius: radius, in: environment)),
            flexibility: [.horizontal, .vertical])
        node.record(
            .sized { size, node in
                node.content = .markup(svg(parts, paint: paint, size: size, radius: radius, in: environment))
            }, in: context)
        return node
    }

    /// The SVG of a shape at `size`: its path (a circle's starting at 3 o'clock and going clockwise, as
    /// SwiftUI's, so trims start where they do there), filled or stroked, trimmed, dashed.
    @MainActor
    static func svg(
        _ parts: Parts, paint: Paint, size: CGSize, radius: CGFloat?, in environment: EnvironmentValues
    ) -> String {
        var rect = CGRect(origin: .zero, size: size)
        var attributes = ""
        var defs = ""
        // A color (with its opacity apart, as SVG wants it) or a gradient defined in <defs>.
        func paintValue(_ style: AnyShapeStyle) -> (paint: String, opacity: Double?) {
            if let gradient = StylePaint.gradient(of: style),
                let definition = gradient.svgGradient(id: "", size: size, in: environment)
            {
                let id = "g" + String(FNV.hash(definition), radix: 16)
                defs += definition.replacingOccurrences(of: "id=\"\"", with: "id=\"\(id)\"")
                return ("url(#\(id))", nil)
            }
            let color = style.resolve(in: environment)
            return (RGBA(color.red, color.green, color.blue).css, color.alpha < 1 ? color.alpha : nil)
        }
        switch paint {
        case .fill(let style):
            let (value, opacity) = paintValue(style)
            attributes = "fill=\"\(value)\"" + (opacity.map { " fill-opacity=\"\(CSS.number($0))\"" } ?? "")
        case .stroke(let style, let stroke, let inset):
            if inset { rect = rect.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2) }
            let (value, opacity) = paintValue(style)
            attributes = "fill=\"none\" stroke=\"\(value)\" stroke-width=\"\(CSS.number(stroke.lineWidth))\""
            if let opacity { attributes += " stroke-opacity=\"\(CSS.number(opacity))\"" }
            switch stroke.lineCap {
            case .butt: break
            case .round: attributes += " stroke-linecap=\"round\""
            case .square: attributes += " stroke-linecap=\"square\""
            }
            switch stroke.lineJoin {
            case .miter:
                if stroke.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(CSS.number(stroke.miterLimit))\"" }
            case .round: attributes += " stroke-linejoin=\"round\""
            case .bevel: attributes += " stroke-linejoin=\"bevel\""
            }
            if let trim = parts.trim {
                let length = max(0, min(1, trim.to) - max(0, trim.from))
                attributes +=
                    " pathLength=\"1\" stroke-dasharray=\"\(CSS.number(length)) 2\" stroke-dashoffset=\"\(CSS.number(-max(0, trim.from)))\""
            } else if !stroke.dash.isEmpty {
                attributes += " stroke-dasharray=\"" + stroke.dash.map { CSS.number($0) }.joined(separator: " ") + "\""
                if stroke.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(CSS.number(stroke.dashPhase))\"" }
            }
        }
        let d: String
        switch parts.base {
        case is Circle:
            let diameter = min(rect.width, rect.height)
            d = ellipsePath(
                CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        case is Ellipse:
            d = ellipsePath(rect)
        case is ContainerRelativeShape:
            d = Path(roundedRect: rect, cornerRadius: radius ?? 0).svgData
        default:
            d = parts.base.path(in: rect).svgData
        }
        let w = CSS.number(size.width)
        let h = CSS.number(size.height)
        return "<svg viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" aria-hidden=\"true\">"
            + (defs.isEmpty ? "" : "<defs>" + defs + "</defs>") + "<path d=\"\(d)\" \(attributes)/></svg>"
    }

    /// An ellipse from its right end, clockwise on screen.
    private static func ellipsePath(_ rect: CGRect) -> String {
        let rx = CSS.number(rect.width / 2)
        let ry = CSS.number(rect.height / 2)
        let right = CSS.number(rect.maxX) + " " + CSS.number(rect.midY)
        let left = CSS.number(rect.minX) + " " + CSS.number(rect.midY)
        return "M\(right)A\(rx) \(ry) 0 1 1 \(left)A\(rx) \(ry) 0 1 1 \(right)Z"
    }
}

/// Lets the renderer see through a trimmed shape.
protocol TrimmedShapeParts {
    var trimmedBase: any Shape { get }
    var trimRange: ClosedRange<CGFloat> { get }
}

/// Lets the renderer see through a stroked shape.
protocol StrokedShapeParts {
    var strokedBase: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

extension _TrimmedShape: TrimmedShapeParts {
    nonisolated var trimmedBase: any Shape { shape }
    nonisolated var trimRange: ClosedRange<CGFloat> {
        min(startFraction, endFraction)...max(startFraction, endFraction)
    }
}

extension _StrokedShape: StrokedShapeParts {
    nonisolated var strokedBase: any Shape { shape }
    nonisolated var strokeStyle: StrokeStyle { style }
}

/// FNV-1a, for names derived from content (SVG gradient ids shared by identical gradients on one page).
enum FNV {
    static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}
