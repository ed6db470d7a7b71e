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
        _StrokedShapeView(shape: self, style: AnyShapeStyle(content), lineWidth: lineWidth, inset: false)
    }

    /// Traces the outline of this shape with the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View {
        _StrokedShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), lineWidth: lineWidth, inset: false)
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half of its line width and stroking it.
    nonisolated public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        _StrokedShapeView(shape: self, style: AnyShapeStyle(content), lineWidth: lineWidth, inset: true)
    }

    /// Returns a view that is the result of filling an inset version of `self` with the foreground style.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), lineWidth: lineWidth, inset: true)
    }
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
    let lineWidth: CGFloat
    let inset: Bool
}

extension _StrokedShapeView: View {
    public typealias Body = Never
}

extension _StrokedShapeView: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        [ShapeRendering.node(for: shape, paint: .stroke(style, lineWidth: lineWidth, inset: inset), in: context)]
    }
}

/// How shapes become nodes: built-in shapes are boxes with a border radius; other shapes are
/// SVG paths drawn in a 100×100 box stretched to the frame.
package enum ShapeRendering {
    package enum Paint {
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, lineWidth: CGFloat, inset: Bool)
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
        default:
            return nil
        }
    }

    @MainActor
    package static func node(for shape: any Shape, paint: Paint, in context: RenderContext) -> HTMLNode {
        let environment = context.environment
        let builtIn =
            shape is Rectangle || shape is RoundedRectangle || shape is Capsule || shape is Circle || shape is Ellipse
            || shape is ContainerRelativeShape
        guard builtIn else {
            var node = customNode(for: shape, paint: paint, in: environment)
            node.record(.greedy, in: context)
            return node
        }
        var classes = ["shape"]
        if shape is Circle { classes.append("circle") }
        var style: [(property: String, value: String)] = []
        if let radius = borderRadius(of: shape, in: environment) { style.append(("border-radius", radius)) }
        switch paint {
        case .fill(let fill):
            style.append(("background", fill.resolve(in: environment).css))
        case .stroke(let stroke, let lineWidth, let inset):
            let color = stroke.resolve(in: environment).css
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

    @MainActor
    private static func customNode(for shape: any Shape, paint: Paint, in environment: EnvironmentValues) -> HTMLNode {
        let d = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).svgData
        let element: String
        switch paint {
        case .fill(let fill):
            element = "<path d=\"\(d)\" fill=\"\(fill.resolve(in: environment).css)\"/>"
        case .stroke(let stroke, let lineWidth, _):
            element =
                "<path d=\"\(d)\" fill=\"none\" stroke=\"\(stroke.resolve(in: environment).css)\" stroke-width=\"\(CSS.number(lineWidth))\" vector-effect=\"non-scaling-stroke\"/>"
        }
        let svg = "<svg viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\">" + element + "</svg>"
        return HTMLNode(classes: ["shape", "path"], content: .markup(svg), flexibility: [.horizontal, .vertical])
    }
}
