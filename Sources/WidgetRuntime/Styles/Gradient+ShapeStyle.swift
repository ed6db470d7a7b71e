import Foundation

// A `Gradient` used directly as a shape style draws as a linear gradient from top to bottom, as
// `AnyGradient` does (SwiftUI documents the same for both).
extension Gradient: ShapeStyle, GradientStyle, ResolvableStyle {
    package var gradientStops: Gradient { self }
    package func cssValue(in environment: EnvironmentValues) -> String { cssGradient(in: environment) }

    package func cssGradient(in environment: EnvironmentValues) -> String {
        AnyGradient(self).cssGradient(in: environment)
    }

    package func svgGradient(id: String, size: CGSize, in environment: EnvironmentValues) -> String? {
        AnyGradient(self).svgGradient(id: id, size: size, in: environment)
    }
}
