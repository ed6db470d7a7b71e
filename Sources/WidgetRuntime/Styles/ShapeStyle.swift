/// A color or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {}

/// A shape style the renderer can turn into a CSS color or gradient for an environment.
package protocol CSSShapeStyle {
    /// The CSS value of this style where it is used (light or dark, current foreground...).
    func cssValue(in environment: EnvironmentValues) -> String
}
