import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location value.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, from 0 to 1.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Gradient.Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colors, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops as CSS (`#FF0000 0%,#0000FF 100%`) for an appearance.
    func cssStops(_ environment: EnvironmentValues, scale: (CGFloat) -> CGFloat = { $0 }) -> String {
        stops.map { $0.color.resolved(environment.colorScheme).css + " " + CSS.number(scale($0.location) * 100) + "%" }
            .joined(separator: ",")
    }

    /// The stops as SVG `<stop>` elements.
    func svgStops(_ environment: EnvironmentValues) -> String {
        stops.map { stop in
            let color = stop.color.resolved(environment.colorScheme)
            let opaque = RGBA(color.red, color.green, color.blue)
            return "<stop offset=\"\(CSS.number(stop.location))\" stop-color=\"\(opaque.css)\""
                + (color.alpha < 1 ? " stop-opacity=\"\(CSS.number(color.alpha))\"" : "") + "/>"
        }.joined()
    }
}

/// A gradient the renderer paints with CSS (boxes, text) or SVG (custom shapes).
package protocol GradientStyle: ShapeStyle {
    /// The gradient's colors.
    var gradientStops: Gradient { get }
    /// The CSS image (`linear-gradient(…)`) for an appearance.
    func cssGradient(in environment: EnvironmentValues) -> String
    /// An SVG paint server with `id` for a drawing of `size`; nil where SVG has none (angular).
    func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String?
}

extension GradientStyle {
    /// A gradient stands for its first color where one color is needed (symbols, strokes of boxes).
    package func resolve(in environment: EnvironmentValues) -> RGBA {
        gradientStops.stops.first?.color.resolved(environment.colorScheme) ?? RGBA(0, 0, 0, 0)
    }
}

extension UnitPoint {
    /// The CSS angle of a gradient line from `self` to `end` in a square box.
    fileprivate func cssAngle(to end: UnitPoint) -> String {
        let radians = atan2(Double(end.x - x), Double(y - end.y))
        var degrees = radians * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return CSS.number(CGFloat((degrees * 100).rounded() / 100)) + "deg"
    }
}

/// A linear gradient.
public struct LinearGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: GradientStyle, ResolvableStyle {
    package var gradientStops: Gradient { gradient }
    package func cssValue(in environment: EnvironmentValues) -> String { cssGradient(in: environment) }

    package func cssGradient(in environment: EnvironmentValues) -> String {
        "linear-gradient(" + startPoint.cssAngle(to: endPoint) + "," + gradient.cssStops(environment) + ")"
    }

    package func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String? {
        "<linearGradient id=\"\(id)\" x1=\"\(CSS.number(startPoint.x))\" y1=\"\(CSS.number(startPoint.y))\" "
            + "x2=\"\(CSS.number(endPoint.x))\" y2=\"\(CSS.number(endPoint.y))\">" + gradient.svgStops(environment)
            + "</linearGradient>"
    }
}

/// A radial gradient.
public struct RadialGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: GradientStyle, ResolvableStyle {
    package var gradientStops: Gradient { gradient }
    package func cssValue(in environment: EnvironmentValues) -> String { cssGradient(in: environment) }

    package func cssGradient(in environment: EnvironmentValues) -> String {
        // Radii are points: the stops are placed between the start and end radius.
        let start = startRadius
        let span = max(0.001, endRadius - startRadius)
        let stops = gradient.stops.map { stop in
            stop.color.resolved(environment.colorScheme).css + " " + CSS.length(start + stop.location * span)
        }.joined(separator: ",")
        return "radial-gradient(circle " + CSS.length(endRadius) + " at " + center.css + "," + stops + ")"
    }

    package func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String? {
        // Radii in points, in the drawing's own coordinates.
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(CSS.number(center.x * size.width))\" "
            + "cy=\"\(CSS.number(center.y * size.height))\" r=\"\(CSS.number(endRadius))\" "
            + "fr=\"\(CSS.number(startRadius))\">" + gradient.svgStops(environment) + "</radialGradient>"
    }
}

/// A radial gradient that draws an ellipse, scaled to the shape it fills.
public struct EllipticalGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: GradientStyle, ResolvableStyle {
    package var gradientStops: Gradient { gradient }
    package func cssValue(in environment: EnvironmentValues) -> String { cssGradient(in: environment) }

    package func cssGradient(in environment: EnvironmentValues) -> String {
        let start = startRadiusFraction * 2
        let span = (endRadiusFraction - startRadiusFraction) * 2
        let stops = gradient.cssStops(environment) { start + $0 * span }
        return "radial-gradient(farthest-side at " + center.css + "," + stops + ")"
    }

    package func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String? {
        "<radialGradient id=\"\(id)\" cx=\"\(CSS.number(center.x))\" cy=\"\(CSS.number(center.y))\" "
            + "r=\"\(CSS.number(endRadiusFraction))\">" + gradient.svgStops(environment) + "</radialGradient>"
    }
}

/// An angular gradient (a conic gradient in CSS).
public struct AngularGradient: ShapeStyle, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI draws a full turn when the angles are equal.
        self.endAngle = endAngle == startAngle ? Angle(degrees: startAngle.degrees + 360) : endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(
            gradient: gradient, center: center, startAngle: angle, endAngle: Angle(degrees: angle.degrees + 360))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from a collection of color stops that completes a full turn.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension AngularGradient: GradientStyle, ResolvableStyle {
    package var gradientStops: Gradient { gradient }
    package func cssValue(in environment: EnvironmentValues) -> String { cssGradient(in: environment) }

    package func cssGradient(in environment: EnvironmentValues) -> String {
        // SwiftUI's 0° points right and turns clockwise; CSS's points up: 90° apart.
        let span = (endAngle.degrees - startAngle.degrees) / 360
        let stops = gradient.cssStops(environment) { $0 * CGFloat(span) }
        let from = CSS.number(CGFloat(((startAngle.degrees + 90) * 100).rounded() / 100)) + "deg"
        return "conic-gradient(from " + from + " at " + center.css + "," + stops + ")"
    }

    package func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String? { nil }
}

/// A color gradient: a color's own gradient (`Color.blue.gradient`), or any gradient as one style.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let gradient: Gradient

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension AnyGradient: GradientStyle, ResolvableStyle {
    package var gradientStops: Gradient { gradient }
    package func cssValue(in environment: EnvironmentValues) -> String { cssGradient(in: environment) }

    package func cssGradient(in environment: EnvironmentValues) -> String {
        "linear-gradient(180deg," + gradient.cssStops(environment) + ")"
    }

    package func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String? {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).svgGradient(
            id: id, size: size, in: environment)
    }
}

extension Color {
    /// A gradient of this color: lighter at the top, the color itself at the bottom, as SwiftUI draws it.
    public var gradient: AnyGradient {
        let lighter = Color(light: light.mixed(with: .white, by: 0.2), dark: dark.mixed(with: .white, by: 0.2))
        return AnyGradient(Gradient(colors: [lighter, self]))
    }
}

extension RGBA {
    fileprivate static let white = RGBA(255, 255, 255)

    fileprivate func mixed(with other: RGBA, by amount: Double) -> RGBA {
        RGBA(
            red + (other.red - red) * amount, green + (other.green - green) * amount,
            blue + (other.blue - blue) * amount, alpha)
    }
}

// A gradient drawn as a view fills its frame.
extension LinearGradient: View {
    public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
    public var body: some View { Rectangle().fill(self) }
}

extension EllipticalGradient: View {
    public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
    public var body: some View { Rectangle().fill(self) }
}

/// Finds the gradient a style paints with, through the runtime's wrappers (type-erased, bound foregrounds).
package enum StylePaint {
    package static func gradient(of style: any ShapeStyle) -> (any GradientStyle)? {
        // Types compared and conformances looked up once per type (`StyleTypes`): text asks for every run.
        func open<S: ShapeStyle>(_ style: S) -> (any GradientStyle)? {
            if S.self == AnyShapeStyle.self { return gradient(of: unsafeBitCast(style, to: AnyShapeStyle.self).base) }
            if S.self == BoundForegroundStyle.self {
                return gradient(of: unsafeBitCast(style, to: BoundForegroundStyle.self).style)
            }
            guard StyleTypes.of(S.self).isGradient else { return nil }
            return style as? any GradientStyle
        }
        return open(style)
    }

    /// The CSS color of a text run's own foreground `style` (drawn over the `outer` foreground), and its CSS
    /// gradient when it is one: one look-up of the style's type for both, as every styled run asks.
    @MainActor
    package static func runPaint(
        _ style: AnyShapeStyle, over outer: AnyShapeStyle?, in environment: EnvironmentValues
    )
        -> (color: String, gradient: String?)
    {
        func paint<S: ShapeStyle>(_ style: S) -> (color: String, gradient: String?) {
            let types = StyleTypes.of(S.self)
            var gradientCSS: String?
            if types.isGradient || S.self == BoundForegroundStyle.self, let gradient = gradient(of: style) {
                gradientCSS = gradient.cssGradient(in: environment)
            }
            // As `BoundForegroundStyle(style, over: outer).resolve(in: environment)`.
            var inner = environment
            inner.foregroundStyle = outer
            let color = types.resolvable?.resolve(style, in: inner) ?? Color.primary.resolved(inner.colorScheme)
            return (color.css, gradientCSS)
        }
        return paint(style.base)
    }

    /// The CSS paint of a style where a box is filled (a color, or a gradient image).
    @MainActor
    package static func css(_ style: AnyShapeStyle, in environment: EnvironmentValues) -> String {
        // One look-up of the style's type for both questions (gradient, color): boxes ask on every render.
        func css<S: ShapeStyle>(_ style: S) -> String {
            let types = StyleTypes.of(S.self)
            if types.isGradient || S.self == BoundForegroundStyle.self, let gradient = gradient(of: style) {
                return gradient.cssGradient(in: environment)
            }
            if let resolvable = types.resolvable { return resolvable.resolve(style, in: environment).css }
            return StyleResolver.resolve(style, in: environment).css
        }
        return css(style.base)
    }
}
